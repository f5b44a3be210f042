package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Rules;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleRun;

/**
 * A question for the whole class (issue 24): the trainer's puzzle on the projector; each proposal the teacher plays is
 * judged — illegal with its reason, wrong with the refutation played out and then undone, or solving — and no one's
 * rating moves; the solution is shown when the teacher asks.
 */
class ClassQuestionGuiTest extends TrainerWindowTest {

    @Test
    void theClassProposesTheTrainerJudgesAndNoRatingMoves() {
        open();
        window.menuItem("showPuzzlesItem").click();
        window.comboBox("puzzleChoice").selectItem("Goal: win in 2 moves");
        Puzzle puzzle = puzzle();
        window.menuItem("puzzlesMenu").click();
        window.menuItem("classQuestionItem").click();
        waitUntil("the class question is set", () -> window.label("classQuestionTitle").target().isShowing());
        window.label("classQuestionTitle").requireText("A question for the class");
        assertThat(puzzle().id()).as("the trainer's puzzle is put to the class").isEqualTo(puzzle.id());
        Rules<LoaPosition, LoaMove> rules = LoaGame.INSTANCE.rules(puzzle.options());
        LoaPosition start = LoaNotation.INSTANCE.parsePosition(puzzle.position());

        // an illegal proposal: the rules' reason, the board as it was
        String illegal = illegalMove(rules, start);
        drag(illegal);
        assertThat(feedback().getText()).doesNotStartWith("Not this move.").isNotBlank();
        assertThat(board().shown()).isEqualTo(start);

        // a wrong proposal: refuted on the board, then undone for the next proposal
        String wrong = rules.legalMoves(start).stream().map(m -> LoaNotation.INSTANCE.format(start, m))
                .filter(m -> PuzzleRun.of(puzzle).answer(m) instanceof PuzzleRun.Answer.Wrong w && w.refutation().isPresent())
                .findFirst().orElseThrow();
        drag(wrong);
        waitUntil("the wrong proposal is refuted", () -> feedback().getText().startsWith("Not this move."));
        waitUntil("the refutation is played out", () -> !board().shown().equals(start)
                && board().shown().toMove() == start.toMove());
        window.button("classQuestionAgain").click();
        waitUntil("the puzzle is set again", () -> board().shown().equals(start));

        // a solving proposal, the reply awaited between its moves
        drag(puzzle.solution().get(0));
        LoaPosition afterReply = after(rules, after(rules, start, puzzle.solution().get(0)), puzzle.solution().get(1));
        waitUntil("the reply is played out", () -> board().shown().equals(afterReply));
        drag(puzzle.solution().get(2));
        waitUntil("the puzzle is solved", () -> feedback().getText().contains("solved"));
        assertThat(feedback().getText()).doesNotContain("Rating");
        window.label("classQuestionTally").requireText("Proposals judged: 1 solving, 1 refuted. No one's rating changes.");

        window.button("classQuestionShow").click();
        assertThat(window.label("classQuestionSolution").text())
                .isEqualTo("Every first move that solves it: " + String.join(", ", puzzle.accepted()) + ". The main line: "
                        + String.join(" ", puzzle.solution()) + ".");
        window.menuItem("languageCsItem").click();
        assertThat(window.label("classQuestionTally").text()).startsWith("Posouzené návrhy: řešících 1, vyvrácených 1.");
        assertThat(home().loadPuzzleProgress().value().attempts()).as("no one's rating moves").isEmpty();

        window.button("classQuestionLeave").click();
        waitUntil("the trainer's own choices are back", () -> window.comboBox("puzzleChoice").target().isShowing());
    }

    /** A move of a piece of the side to move, one square in some direction, that the rules refuse. */
    private static String illegalMove(Rules<LoaPosition, LoaMove> rules, LoaPosition start) {
        String files = "abcdefgh";
        for (LoaMove legal : rules.legalMoves(start)) {
            String from = LoaNotation.INSTANCE.format(start, legal).substring(0, 2);
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int file = files.indexOf(from.charAt(0)) + df;
                    int rank = from.charAt(1) - '0' + dr;
                    if ((df != 0 || dr != 0) && file >= 0 && file < 8 && rank >= 1 && rank <= 8) {
                        String move = from + "-" + files.charAt(file) + rank;
                        boolean isLegal = rules.legalMoves(start).stream().anyMatch(m -> LoaNotation.INSTANCE.format(start, m).replace('x', '-').equals(move));
                        if (!isLegal) {
                            return move;
                        }
                    }
                }
            }
        }
        throw new AssertionError("no illegal step found");
    }

    private static LoaPosition after(Rules<LoaPosition, LoaMove> rules, LoaPosition position, String move) {
        return ((MoveResult.Legal<LoaPosition>) rules.apply(position, LoaNotation.INSTANCE.parseMove(move))).after();
    }
}
