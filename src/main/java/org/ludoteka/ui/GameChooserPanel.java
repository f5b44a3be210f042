package org.ludoteka.ui;

import com.formdev.flatlaf.ui.FlatEmptyBorder;
import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.Games;

/**
 * The way back to the start screen, the list of the four games, by their names in the chosen language, and the way to the lessons.
 * Its width is a number of characters of its font, whatever the language: the board beside it
 * keeps its place when the language changes.
 */
final class GameChooserPanel extends FixedWidthColumn {
    /** Characters the column is wide, enough for the longest name and button in every language. */
    private static final int COLUMNS = 19;

    private final JList<Games.Entry> gameList = new JList<>(Games.CATALOGUE.toArray(Games.Entry[]::new));
    private boolean selectingQuietly;

    GameChooserPanel(Localizer localizer, Consumer<Games.Entry> chosen, Action showLessons, Runnable showStart) {
        super(new MigLayout("insets 0, wrap 1", "[grow, fill]", "[][][grow, fill][][]"), COLUMNS);
        setName("gameChooser");
        JButton start = new JButton();
        start.setName("startButton");
        localizer.bindText(start, "window.menu.start");
        start.addActionListener(e -> showStart.run());
        JLabel title = new JLabel();
        title.setName("gameChooserTitle");
        Looks.heading(title, "h4");
        localizer.bindText(title, "window.games");
        gameList.setName("gameList");
        gameList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        gameList.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focused) {
                Games.Entry entry = (Games.Entry) value;
                return super.getListCellRendererComponent(list, localizer.text(entry.nameKey()), index, selected, focused);
            }
        });
        gameList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !selectingQuietly && gameList.getSelectedValue() != null) {
                chosen.accept(gameList.getSelectedValue());
            }
        });
        localizer.onSwitch(language -> gameList.updateUI()); // names change width with the language: measure again
        add(start, "gapbottom para");
        add(title);
        add(gameList);
        JLabel lessonsTitle = new JLabel();
        Looks.heading(lessonsTitle, "h4");
        localizer.bindText(lessonsTitle, "window.menu.lessons");
        JButton lessons = new JButton(showLessons);
        lessons.setName("lessonsButton");
        add(lessonsTitle, "gaptop para");
        add(lessons);
    }

    /** The margin is set again with each new look: a theme or zoom change would put the panel's plain border back. */
    @Override
    public void updateUI() {
        super.updateUI();
        setBorder(new FlatEmptyBorder(12, 12, 12, 12)); // scaled with the zoom, and counted in the column's width
    }

    /** The arrow keys choose a game from here on, e.g. once F9 brings the folded list back. */
    void takeFocus() {
        gameList.requestFocusInWindow();
    }

    /** Selects {@code entry} without telling anyone, e.g. to undo a choice the user then cancelled. */
    void selectQuietly(Games.Entry entry) {
        selectingQuietly = true;
        try {
            gameList.setSelectedValue(entry, true);
        } finally {
            selectingQuietly = false;
        }
    }
}
