package org.ludoteka.ui.homework;

import java.awt.Component;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.ListSelectionModel;
import org.ludoteka.games.Games;
import org.ludoteka.homework.HomeworkFiles;
import org.ludoteka.homework.HomeworkWork;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * A pupil's homework in the trainer's side column: the set's title and the pupil's name, its puzzles with where each
 * stands (a click sets one), Save my results (the small file to hand back) and Leave the homework. The trainer judges
 * as ever; the verdicts go to {@link HomeworkWork}, which keeps tries, hints and time and moves no rating.
 */
final class HomeworkSide extends AssignmentSide {
    private final HomeworkWork work;
    private final Runnable leave;
    private final JLabel pupil = new JLabel();
    private final JList<Puzzle> list;
    private final WrappingLabel status = new WrappingLabel("homeworkStatus", 30);
    /** Whether the list's selection is being set to follow the board, not chosen by a click. */
    private boolean following;
    /** Whether anything was judged since the results were last saved. */
    private boolean unsaved;
    private Optional<Path> savedTo = Optional.empty();

    HomeworkSide(Localizer localizer, HomeworkWork work, Runnable leave) {
        super(localizer, "homeworkSide", "homeworkTitle");
        this.work = work;
        this.leave = leave;
        pupil.setName("homeworkPupil");
        list = new JList<>(work.puzzles().toArray(Puzzle[]::new));
        list.setName("homeworkList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(Math.min(8, work.puzzles().size()));
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected, boolean focus) {
                return super.getListCellRendererComponent(l, line((Puzzle) value, index), index, selected, focus);
            }
        });
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !following && list.getSelectedValue() != null) {
                open(list.getSelectedValue());
            }
        });
        Action save = Actions.create(localizer, "window.homework.saveResults", this::save);
        Action leaveAction = Actions.create(localizer, "window.homework.leave", this::leave);
        panel.add(pupil);
        panel.add(new javax.swing.JScrollPane(list), "w 0:0:n, hmin pref"); // the list keeps its rows, the board pays
        panel.add(button(save, "homeworkSaveResults"), "gaptop rel");
        panel.add(status);
        panel.add(button(leaveAction, "homeworkLeave"));
        localizer.bind(this::refresh);
    }

    @Override
    public List<Puzzle> puzzles() {
        return work.puzzles();
    }

    @Override
    public void opened(Puzzle puzzle) {
        work.opened(puzzle.id());
        following = true;
        list.setSelectedValue(puzzle, true);
        following = false;
        refresh();
    }

    @Override
    public void judged(Puzzle puzzle, boolean solved, int hints, boolean answerShown) {
        work.judged(puzzle.id(), solved, hints, answerShown);
        unsaved = true;
        refresh();
    }

    @Override
    public Optional<Puzzle> after(Optional<Puzzle> current) {
        return work.after(current.map(Puzzle::id));
    }

    /** A puzzle's line in the list: its number, its game, its id and where it stands. */
    private String line(Puzzle puzzle, int index) {
        String game = Games.byId(puzzle.game()).map(g -> localizer.text(g.nameKey())).orElse(puzzle.game());
        String state = switch (work.state(puzzle.id())) {
            case SOLVED -> "window.homework.state.solved";
            case NOT_SOLVED -> "window.homework.state.notSolved";
            case TRYING -> "window.homework.state.trying";
            case NOT_TRIED -> "window.homework.state.notTried";
        };
        return localizer.text("window.homework.line", index + 1, game, localizer.text(state));
    }

    private void refresh() {
        title.setText(work.set().title());
        pupil.setText(localizer.text("window.homework.pupil", work.pupil()));
        long solved = work.puzzles().stream().filter(p -> work.state(p.id()) == HomeworkWork.State.SOLVED).count();
        status.setText(savedTo.isPresent() && !unsaved ? localizer.text("window.homework.saved", savedTo.get().getFileName().toString())
                : localizer.text("window.homework.progress", solved, work.puzzles().size()));
        list.repaint();
    }

    /** Saves the results where the pupil says: the file to hand back, named after the pupil by default. */
    private void save() {
        String suggested = work.pupil().replaceAll("[^\\p{L}\\p{N} _-]", "").strip() + " - " + work.set().title().replaceAll("[^\\p{L}\\p{N} _-]", "").strip();
        HomeworkChoosers.save(panel, localizer, "homeworkResultsChooser", "window.homework.resultsFiles", "yaml", suggested)
                .ifPresent(file -> {
                    try {
                        Files.writeString(file, HomeworkFiles.write(work.results()), StandardCharsets.UTF_8);
                        savedTo = Optional.of(file);
                        unsaved = false;
                        refresh();
                    } catch (IOException e) {
                        Dialogs.tell(panel, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                                String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
                    }
                });
    }

    /** Leaves the homework for the trainer's own puzzles, asking first while results are not saved. */
    private void leave() {
        if (unsaved && !Dialogs.confirm(panel, localizer.text("app.title"), localizer.text("window.homework.leaveUnsaved"),
                localizer.text("window.homework.leaveUnsaved.yes"), localizer.text("window.homework.leaveUnsaved.no"))) {
            return;
        }
        leave.run();
    }
}
