package org.ludoteka.ui.homework;

import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import org.ludoteka.play.ClassQuestion;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * A puzzle put to the whole class on the projector: the class proposes moves, the teacher plays each on the board, and
 * the trainer answers it as ever — illegal with the rules' reason, wrong with the refutation played out, or solving —
 * with no rating moved for anyone. New proposal sets the puzzle again (the refutation undone) for the next one, so
 * that several right answers can be found; Show the solution gives every accepted first move and the main line.
 */
final class ClassQuestionSide extends AssignmentSide {
    private final Puzzle puzzle;
    private final WrappingLabel tallyLabel = new WrappingLabel("classQuestionTally", 30);
    private final WrappingLabel solution = new WrappingLabel("classQuestionSolution", 30);
    private final ClassQuestion tally = new ClassQuestion();

    ClassQuestionSide(Localizer localizer, Puzzle puzzle, Runnable leave) {
        super(localizer, "classQuestionSide", "classQuestionTitle");
        this.puzzle = puzzle;
        Action again = Actions.create(localizer, "window.classQuestion.again", () -> open(puzzle));
        Action show = Actions.create(localizer, "window.classQuestion.show", () -> {
            tally.showSolution();
            refresh();
        });
        Action leaveAction = Actions.create(localizer, "window.classQuestion.leave", leave);
        panel.add(tallyLabel);
        panel.add(button(again, "classQuestionAgain"));
        panel.add(button(show, "classQuestionShow"));
        panel.add(solution);
        panel.add(button(leaveAction, "classQuestionLeave"));
        localizer.bind(this::refresh);
    }

    @Override
    public List<Puzzle> puzzles() {
        return List.of(puzzle);
    }

    @Override
    public void opened(Puzzle opened) {
        refresh();
    }

    @Override
    public void judged(Puzzle judged, boolean solved, int hints, boolean answerShown) {
        if (answerShown && !solved) {
            return; // the hints' last rung is the teacher's, no proposal of the class
        }
        tally.judged(solved ? ClassQuestion.Verdict.RIGHT : ClassQuestion.Verdict.WRONG);
        refresh();
    }

    /** Next puzzle, in class, is this one again: the question stays on the screen until the teacher leaves it. */
    @Override
    public Optional<Puzzle> after(Optional<Puzzle> current) {
        return Optional.of(puzzle);
    }

    private void refresh() {
        title.setText(localizer.text("window.classQuestion.title"));
        tallyLabel.setText(localizer.text(tally.tally()));
        solution.setVisible(tally.solutionShown());
        if (tally.solutionShown()) {
            String line = String.join(" ", puzzle.solution());
            solution.setText(puzzle.goal() instanceof Goal.Reach ? localizer.text("window.classQuestion.cells", line)
                    : localizer.text("window.classQuestion.solution", String.join(", ", puzzle.accepted()), line));
        }
    }
}
