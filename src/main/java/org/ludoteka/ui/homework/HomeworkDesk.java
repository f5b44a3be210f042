package org.ludoteka.ui.homework;

import java.awt.Window;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.homework.ClassResults;
import org.ludoteka.homework.HomeworkCheck;
import org.ludoteka.homework.HomeworkFileError;
import org.ludoteka.homework.HomeworkFiles;
import org.ludoteka.homework.HomeworkProblem;
import org.ludoteka.homework.HomeworkResults;
import org.ludoteka.homework.HomeworkSet;
import org.ludoteka.homework.HomeworkTexts;
import org.ludoteka.homework.HomeworkWork;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.puzzle.PuzzleAssignment;

/**
 * Homework without accounts, in the Puzzles menu: Set homework (the teacher's set, one file to hand out), Do homework
 * (a pupil opens the file, types a name and solves in the trainer) and Class results (the teacher opens every file
 * handed back and sees pupils × puzzles). Files travel by hand; nothing else leaves the machine.
 */
public final class HomeworkDesk {
    private final Window owner;
    private final Localizer localizer;
    private final Consumer<PuzzleAssignment> assign;
    private final java.util.function.Supplier<Optional<org.ludoteka.puzzle.Puzzle>> shownPuzzle;
    private HomeworkSetDialog setDialog;
    private ClassResultsDialog resultsDialog;

    /**
     * {@code assign}: sets an assignment in the trainer and shows it; null gives the trainer its own choices back.
     * {@code shownPuzzle}: the trainer's puzzle, which a class question puts to the class (the trainer's first if none).
     */
    public HomeworkDesk(Window owner, Localizer localizer, Consumer<PuzzleAssignment> assign,
                        java.util.function.Supplier<Optional<org.ludoteka.puzzle.Puzzle>> shownPuzzle) {
        this.owner = owner;
        this.localizer = localizer;
        this.assign = assign;
        this.shownPuzzle = shownPuzzle;
    }

    /** Adds the three items to {@code menu}, under a line. */
    public void addTo(JMenu menu) {
        menu.addSeparator();
        menu.add(item("setHomeworkItem", "window.homework.set", this::setHomework));
        menu.add(item("doHomeworkItem", "window.homework.open", this::doHomework));
        menu.add(item("classResultsItem", "window.homework.results", this::classResults));
        menu.addSeparator();
        menu.add(item("classQuestionItem", "window.classQuestion.start", this::classQuestion));
    }

    /** The trainer's puzzle put to the whole class, no rating moved. */
    private void classQuestion() {
        shownPuzzle.get().ifPresent(puzzle -> assign.accept(new ClassQuestionSide(localizer, puzzle, () -> assign.accept(null))));
    }

    private JMenuItem item(String name, String key, Runnable task) {
        JMenuItem item = new JMenuItem(Actions.create(localizer, key, task));
        item.setName(name);
        return item;
    }

    private void setHomework() {
        if (setDialog == null) {
            setDialog = new HomeworkSetDialog(owner, localizer);
        }
        setDialog.show(owner);
    }

    private void classResults() {
        List<Path> files = HomeworkChoosers.openAll(owner, localizer, "classResultsChooser", "window.homework.resultsFiles");
        if (files.isEmpty()) {
            return;
        }
        if (resultsDialog == null) {
            resultsDialog = new ClassResultsDialog(owner, localizer);
        }
        resultsDialog.show(owner, ClassResults.read(files));
    }

    /** Opens a set, proves its puzzles off the event thread, asks the pupil's name and sets the homework in the trainer. */
    private void doHomework() {
        Optional<Path> chosen = HomeworkChoosers.open(owner, localizer, "homeworkSetOpenChooser", "window.homework.setFiles");
        if (chosen.isEmpty()) {
            return;
        }
        owner.setCursor(java.awt.Cursor.getPredefinedCursor(java.awt.Cursor.WAIT_CURSOR));
        new SwingWorker<HomeworkSet, Void>() {
            @Override
            protected HomeworkSet doInBackground() {
                HomeworkSet set = HomeworkFiles.readSet(chosen.get());
                HomeworkCheck.problem(set).ifPresent(problem -> {
                    throw new CheckFailed(problem);
                });
                return set;
            }

            @Override
            protected void done() {
                owner.setCursor(null);
                HomeworkSet set;
                try {
                    set = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (ExecutionException e) {
                    HomeworkProblem problem = e.getCause() instanceof HomeworkFileError error ? error.problem()
                            : e.getCause() instanceof CheckFailed failed ? failed.problem : null;
                    if (problem == null) {
                        throw new IllegalStateException("the homework could not be read", e.getCause());
                    }
                    Dialogs.tell(owner, localizer.text("app.title"), localizer.text("window.homework.cannotOpen", localizer.text(problem.sentence())),
                            JOptionPane.WARNING_MESSAGE);
                    return;
                }
                askName(set).ifPresent(name -> {
                    HomeworkWork work = new HomeworkWork(set, name, System::currentTimeMillis);
                    assign.accept(new HomeworkSide(localizer, work, () -> assign.accept(null)));
                });
            }
        }.execute();
    }

    /** The pupil's name, asked until it is one (not empty, not too long); empty when the pupil cancels. */
    private Optional<String> askName(HomeworkSet set) {
        JTextField field = new JTextField(24);
        field.setName("homeworkPupilName");
        JLabel problem = new JLabel(" ");
        JPanel panel = new JPanel(new MigLayout("insets 0, wrap 1", "[fill]"));
        panel.add(new JLabel(localizer.text("window.homework.askName", set.title(), set.puzzles().size())));
        panel.add(field);
        panel.add(problem);
        while (true) {
            JOptionPane pane = new JOptionPane(panel, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
            javax.swing.JDialog dialog = pane.createDialog(owner, localizer.text("window.homework.open"));
            dialog.setName("homeworkNameDialog");
            dialog.addWindowFocusListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowGainedFocus(java.awt.event.WindowEvent e) {
                    field.requestFocusInWindow();
                }
            });
            dialog.setVisible(true);
            dialog.dispose();
            if (!Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue())) {
                return Optional.empty();
            }
            Optional<org.ludoteka.core.Message> wrong = HomeworkTexts.problem(field.getText(), HomeworkResults.MAX_NAME);
            if (wrong.isEmpty()) {
                return Optional.of(field.getText().strip());
            }
            problem.setText(localizer.text(wrong.get()));
        }
    }

    /** A puzzle of the set that its proof refutes, carried out of the worker. */
    private static final class CheckFailed extends RuntimeException {
        private final transient HomeworkProblem problem;

        CheckFailed(HomeworkProblem problem) {
            super(problem.problem().key());
            this.problem = problem;
        }
    }
}
