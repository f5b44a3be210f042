package org.ludoteka.ui.lesson;

import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Actions;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The courses and their lessons, each lesson with its mark: done, not yet, or broken. Selecting a
 * lesson tells more about it below the list (a broken one's first problem, with file and line);
 * Enter, a double click or the button opens it.
 */
final class LessonListPanel extends JPanel {
    /** Where a lesson stands for this learner, or why it cannot be opened. */
    enum Mark {
        DONE("✓"), NOT_YET("○"), BROKEN("⚠");

        private final String symbol;

        Mark(String symbol) {
            this.symbol = symbol;
        }

        boolean opens() {
            return this == DONE || this == NOT_YET;
        }
    }

    /** A row of the list: a course's name, or one of its lessons. */
    sealed interface Row {
    }

    record CourseRow(LessonCourse course) implements Row {
    }

    record LessonRow(LessonCourse.Entry entry, int number) implements Row {
    }

    /** What the list needs to know of each lesson, in the current language. */
    interface Describer {
        Mark mark(LessonCourse.Entry entry);

        /** The title, or for a lesson that cannot be opened, its file and why in a few words. */
        String name(LessonCourse.Entry entry);

        /** Everything about it, e.g. the full problem of a broken lesson. */
        String detail(LessonCourse.Entry entry);

        String courseName(LessonCourse course);
    }

    private final DefaultListModel<Row> rows = new DefaultListModel<>();
    private final JList<Row> lessonList = new JList<>(rows);
    private final WrappingLabel detailLabel = new WrappingLabel("lessonDetailLabel", 60);
    private final Describer describer;
    private final Localizer localizer;
    private final Action open;

    LessonListPanel(Localizer localizer, Describer describer, Consumer<LessonCourse.Entry> opened, Action openFolder) {
        super(new MigLayout("insets 12, fill, wrap 1", "[grow, fill]", "[][][grow, fill][][]"));
        this.describer = describer;
        this.localizer = localizer;
        setName("lessonListPanel");
        JLabel title = new JLabel();
        title.putClientProperty("FlatLaf.styleClass", "h3");
        localizer.bindText(title, "window.lessons.title");
        JLabel how = new JLabel();
        localizer.bindText(how, "window.lessons.how");
        lessonList.setName("lessonList");
        lessonList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        lessonList.setCellRenderer(new RowRenderer());
        open = Actions.create(localizer, "window.lessons.open", () -> selectedLesson().ifPresent(opened));
        lessonList.addListSelectionListener(e -> showDetail());
        lessonList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && open.isEnabled()) {
                    open.actionPerformed(null);
                }
            }
        });
        lessonList.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "openLesson");
        lessonList.getActionMap().put("openLesson", open);
        localizer.onSwitch(language -> {
            lessonList.updateUI(); // titles change width with the language: measure again
            showDetail();
        });

        add(title);
        add(how);
        add(new JScrollPane(lessonList), "hmin 120lp");
        add(detailLabel, "hmin pref");
        JButton openButton = new JButton(open);
        openButton.setName("openLessonButton");
        JButton folderButton = new JButton(openFolder);
        folderButton.setName("openLessonFolderButton");
        add(openButton, "split 2, growx 0");
        add(folderButton, "growx 0");
        showDetail();
    }

    /** Lists {@code courses} and selects {@code selected}'s row, or else the first lesson. */
    void show(List<LessonCourse> courses, Optional<LessonCourse.Entry> selected) {
        rows.clear();
        for (LessonCourse course : courses) {
            rows.addElement(new CourseRow(course));
            for (int i = 0; i < course.lessons().size(); i++) {
                rows.addElement(new LessonRow(course.lessons().get(i), i + 1));
            }
        }
        int index = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) instanceof LessonRow row) {
                index = index < 0 || selected.filter(row.entry()::equals).isPresent() ? i : index;
            }
        }
        lessonList.setSelectedIndex(index);
        lessonList.ensureIndexIsVisible(index);
        showDetail();
    }

    /** The lessons are being read and checked: the list says so, and nothing can be opened till then. */
    void showReading() {
        detailLabel.setText(localizer.text("window.lessons.reading"));
        open.setEnabled(false);
        revalidate();
    }

    /**
     * Once on screen, the keys go to the list: up, down and Enter choose and open a lesson. The
     * request waits until the list is laid out on screen: the button that opened the list takes
     * the focus of its own click first, and would keep it.
     */
    void takeFocus() {
        SwingUtilities.invokeLater(lessonList::requestFocusInWindow);
    }

    /** The marks may have changed (a lesson just done): paint them again. */
    void refresh() {
        lessonList.repaint();
        showDetail();
    }

    private Optional<LessonCourse.Entry> selectedLesson() {
        return lessonList.getSelectedValue() instanceof LessonRow row
                ? Optional.of(row.entry()) : Optional.empty();
    }

    private void showDetail() {
        Optional<LessonCourse.Entry> entry = selectedLesson();
        detailLabel.setText(entry.map(describer::detail).orElse(""));
        open.setEnabled(entry.filter(e -> describer.mark(e).opens()).isPresent());
        revalidate();
    }

    /** Courses in bold; lessons numbered, indented, with their mark in front. */
    private final class RowRenderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focused) {
            boolean course = value instanceof CourseRow;
            String text;
            String tip = null;
            if (value instanceof LessonRow row) {
                Mark mark = describer.mark(row.entry());
                text = mark.symbol + " " + row.number() + ". " + describer.name(row.entry());
                tip = mark.opens() ? null : describer.detail(row.entry());
            } else {
                text = describer.courseName(((CourseRow) value).course());
            }
            JLabel label = (JLabel) super.getListCellRendererComponent(list, text, index, selected, focused);
            label.setFont(label.getFont().deriveFont(course ? Font.BOLD : Font.PLAIN));
            label.setBorder(BorderFactory.createEmptyBorder(course ? 6 : 1, course ? 4 : 16, 1, 4));
            label.setToolTipText(tip);
            return label;
        }
    }
}
