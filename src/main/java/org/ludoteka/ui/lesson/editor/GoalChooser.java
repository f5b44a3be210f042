package org.ludoteka.ui.lesson.editor;

import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;
import org.ludoteka.lesson.QuestionGoal;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * The question's goal in the lesson editor: every goal the game's puzzles state, and under it what
 * the chosen goal needs the teacher to give — the hourglass's cell, the cells it may keep at most, the
 * points of the score — shown only for the goals that need them.
 */
final class GoalChooser {
    /** What stands in the goal's words, in the list, for what the teacher has not given yet. */
    private static final String NOT_GIVEN = "…";

    private final Localizer localizer;
    private final JComboBox<Choice<QuestionGoal>> goal = new JComboBox<>();
    /** The labels wrap within the column's width, as the editor's own do. */
    private static final int LABEL_COLUMNS = 30;

    private final JLabel cellLabel = new WrappingLabel(null, LABEL_COLUMNS);
    private final JTextField cell = new JTextField(4);
    private final JLabel numberLabel = new WrappingLabel(null, LABEL_COLUMNS);
    private final SpinnerNumberModel numbers = new SpinnerNumberModel(0, 0, 0, 1);
    private final JSpinner number = new JSpinner(numbers);
    private final JPanel panel = new JPanel(new MigLayout("insets 0, wrap 1, fillx, hidemode 3", "[grow, fill]"));
    private final JPanel given = new JPanel(new MigLayout("insets 0, wrap 1, fillx, hidemode 3", "[grow, fill]"));

    GoalChooser(Localizer localizer) {
        this.localizer = localizer;
        goal.setName("editorGoal");
        cell.setName("editorGoalCell");
        number.setName("editorGoalNumber");
        cellLabel.setText(localizer.text("window.editor.goalCell"));
        cellLabel.setLabelFor(cell);
        numberLabel.setLabelFor(number);
        goal.addActionListener(e -> fit());
        // each label over its field, as everywhere in the editor's column: at 200 % side by side would not fit
        given.add(cellLabel);
        given.add(cell, "growx 0, wmin pref");
        given.add(numberLabel);
        given.add(number, "growx 0, wmin pref");
        panel.add(goal);
        panel.add(given);
    }

    /** The goal's list and what it needs, for the editor's column. */
    JComponent component() {
        return panel;
    }

    /** The combo box itself, for the label naming it. */
    JComponent list() {
        return goal;
    }

    /** Offers the goals a question of {@code game} may state. */
    void offer(String game) {
        goal.removeAllItems();
        for (QuestionGoal offered : QuestionGoal.offered(game)) {
            goal.addItem(new Choice<>(offered, offered == QuestionGoal.BLOCK ? localizer.text("window.editor.goal.block.any")
                    : words(offered, NOT_GIVEN, NOT_GIVEN)));
        }
        fit();
    }

    boolean isEmpty() {
        return goal.getSelectedIndex() < 0;
    }

    /** The goal chosen, with the cell and number given; {@link InputError} with one sentence for a cell not written as one. */
    Goal chosen() {
        return kind().goal(cell.getText(), numbers.getNumber().intValue());
    }

    /** Whether the goal chosen is answered by cells to mark rather than by moves. */
    boolean marksCells() {
        return kind().marksCells();
    }

    /** The goal in the teacher's words, with what it was given. */
    String words(Goal stated) {
        if (stated instanceof Goal.WinIn win) {
            return localizer.text("window.editor.goal.winIn", win.moves());
        }
        if (stated instanceof Goal.Points points) {
            return words(QuestionGoal.POINTS, points.points(), NOT_GIVEN);
        }
        if (stated instanceof Goal.Block block) {
            return words(QuestionGoal.BLOCK, block.cell(), block.cells());
        }
        if (stated instanceof Goal.Reach reach) {
            return words(QuestionGoal.REACH, reach.cell(), NOT_GIVEN);
        }
        return words(stated instanceof Goal.Save ? QuestionGoal.SAVE : stated instanceof Goal.CaptureMost ? QuestionGoal.CAPTURE_MOST
                : stated instanceof Goal.UsePower ? QuestionGoal.USE_POWER : stated instanceof Goal.Interim ? QuestionGoal.INTERIM
                : QuestionGoal.BEST_PLACEMENT, NOT_GIVEN, NOT_GIVEN);
    }

    private String words(QuestionGoal kind, Object first, Object second) {
        return switch (kind) {
            case WIN_IN_1 -> localizer.text("window.editor.goal.winIn", 1);
            case WIN_IN_2 -> localizer.text("window.editor.goal.winIn", 2);
            case SAVE -> localizer.text("window.editor.goal.save");
            case CAPTURE_MOST -> localizer.text("window.editor.goal.captureMost");
            case USE_POWER -> localizer.text("window.editor.goal.usePower");
            case INTERIM -> localizer.text("window.editor.goal.interim");
            case BEST_PLACEMENT -> localizer.text("window.editor.goal.bestPlacement");
            case POINTS -> localizer.text("window.editor.goal.points", first);
            case BLOCK -> localizer.text("window.editor.goal.block", first, second);
            case REACH -> localizer.text("window.editor.goal.reach");
        };
    }

    private QuestionGoal kind() {
        return Choice.selected(goal);
    }

    /** Shows the fields the goal chosen needs, the number's within its range. */
    private void fit() {
        boolean any = !isEmpty();
        QuestionGoal kind = any ? kind() : QuestionGoal.WIN_IN_1;
        cellLabel.setVisible(kind.needsCell());
        cell.setVisible(kind.needsCell());
        numberLabel.setVisible(kind.needsNumber());
        number.setVisible(kind.needsNumber());
        given.setVisible(kind.needsCell() || kind.needsNumber());
        if (kind.needsNumber()) {
            numberLabel.setText(localizer.text(kind == QuestionGoal.POINTS ? "window.editor.goalPoints" : "window.editor.goalCells"));
            numbers.setMaximum(kind.most());
            if (numbers.getNumber().intValue() > kind.most()) {
                numbers.setValue(kind.most());
            }
        }
        panel.revalidate();
    }
}
