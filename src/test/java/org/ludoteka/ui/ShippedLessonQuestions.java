package org.ludoteka.ui;

import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.Step;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.tayu.TayuBoardView;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;

/**
 * Every question of every lesson the program ships, answered as a learner answers it: with the
 * mouse on the lesson's real board (a drag, Shift held where a ring goes with the move, a click
 * to place, a Ta Yü stack clicked to draw, a bid chosen and given by Bid or Pass, a Ta Yü tile carried over the board, turned with R and laid by a click), and expected to be called "Well done!". A lesson once refused the very move its text
 * told the learner to make. One test class a course ({@code LoaLessonQuestionsGuiTest}, ...), so
 * that the two test JVMs share the sweep.
 */
abstract class ShippedLessonQuestions extends WindowTest {
    private final String game;
    private final int fewestQuestions;
    private LessonScreenWindow shown;

    /** The course of {@code game}, which asks at least {@code fewestQuestions} questions. */
    ShippedLessonQuestions(String game, int fewestQuestions) {
        this.game = game;
        this.fewestQuestions = fewestQuestions;
    }

    @Test
    void everyQuestionOfTheShippedCourseIsAnsweredOnTheBoardByItsFirstAcceptedMove() {
        showScreen();
        List<String> failures = new ArrayList<>();
        int answered = 0;
        for (LessonFile file : LessonLibrary.shipped()) {
            if (!file.lesson().orElseThrow().game().equals(game)) {
                continue;
            }
            LessonReplay<?, ?> replay = LessonReplay.of(file.lesson().orElseThrow());
            List<Step> steps = replay.lesson().steps();
            for (int index = 0; index < steps.size(); index++) {
                if (steps.get(index) instanceof Step.Ask ask) {
                    String where = file.file() + " step " + (index + 1);
                    String main = ask.accept().get(0);
                    answer(where, replay, index, main, failures);
                    answered++;
                    boolean ringAsked = ask.accept().stream().anyMatch(move -> move.endsWith("+"));
                    if (!ringAsked && replay.notation().parseMove(main) instanceof TamskEvent.Move) {
                        // the board invites Shift for the ring: a question about the move alone takes it either way
                        answer(where + " (with its ring)", replay, index, main + "+", failures);
                    }
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(answered).as("questions answered").isGreaterThanOrEqualTo(fewestQuestions);
    }

    private void showScreen() {
        shown = LessonScreenWindow.show();
        window = shown.window();
    }

    private void answer(String where, LessonReplay<?, ?> replay, int index, String move, List<String> failures) {
        shown.open(replay, index);
        Object parsed = replay.notation().parseMove(move);
        if (parsed instanceof LoaMove loa) {
            drag(boardNamed(LoaBoardView.class), squareCentre(loa.from()), squareCentre(loa.to()), false);
        } else if (parsed instanceof TamskEvent.Move tamsk) {
            drag(boardNamed(TamskBoardView.class), cellCentre(tamsk.from()), cellCentre(tamsk.to()), tamsk.ring());
        } else if (parsed instanceof GipfMove.Push push) {
            GipfBoardView board = boardNamed(GipfBoardView.class);
            Point picker = GuiActionRunner.execute(() -> board.kindCentre(push.kind()));
            if (picker != null) {
                window.robot().click(board, picker); // the kind of piece, on the board's picker, where there is a choice
            }
            drag(board, pointCentre(push.dot()), pointCentre(push.spot()), false);
        } else if (parsed instanceof TayuMove tile) {
            layTile(tile);
        } else if (parsed instanceof TayuEvent.Bid bid) {
            window.spinner("lessonBidSpinner").select(bid.points()); // the bidding's controls under the board, as beside a game
            window.button("lessonBidButton").click();
        } else if (parsed instanceof TayuEvent.Pass) {
            window.button("lessonPassButton").click();
        } else if (parsed instanceof TayuEvent.Draw draw) {
            TayuBoardView board = boardNamed(TayuBoardView.class);
            window.robot().click(board, GuiActionRunner.execute(() -> board.stackCentre(draw.lane()))); // a stack chosen by a click, as in a game
            window.robot().waitForIdle();
        } else if (parsed instanceof TamskEvent.Place place) {
            window.robot().click(boardNamed(TamskBoardView.class), cellCentre(place.cell()));
        } else {
            failures.add(where + ": no way to answer " + move + " on the board");
            return;
        }
        JLabel verdict = window.label("lessonVerdictLabel").target();
        try {
            Pause.pause(new Condition(where + " answered") {
                @Override
                public boolean test() {
                    return GuiActionRunner.execute(() -> !verdict.getText().equals("Your turn."));
                }
            }, Timeout.timeout(5_000));
        } catch (RuntimeException e) {
            failures.add(where + ": " + move + " was not taken by the board");
            return;
        }
        String said = GuiActionRunner.execute(verdict::getText);
        if (!said.equals("Well done!")) {
            failures.add(where + ": " + move + " was answered \"" + said + "\": "
                    + GuiActionRunner.execute(() -> window.label("lessonFeedbackLabel").target().getText()));
        }
    }

    private <T extends Component> T boardNamed(Class<T> type) {
        return window.robot().finder().findByName(window.target(), "lessonBoard", type);
    }

    private Point squareCentre(int square) {
        LoaBoardView board = boardNamed(LoaBoardView.class);
        return GuiActionRunner.execute(() -> board.squareCentre(LoaNotation.squareName(square)));
    }

    private Point cellCentre(int cell) {
        TamskBoardView board = boardNamed(TamskBoardView.class);
        return GuiActionRunner.execute(() -> board.cellCentre(TamskBoard.name(cell)));
    }

    private Point pointCentre(int point) {
        GipfBoardView board = boardNamed(GipfBoardView.class);
        return GuiActionRunner.execute(() -> board.pointCentre(GipfBoard.name(point)));
    }

    /** Takes up the tile held of the answer's kind, brings it over the board, turns it with R and lays it with a click. */
    private void layTile(TayuMove move) {
        TayuBoardView board = boardNamed(TayuBoardView.class);
        Robot robot = window.robot();
        int held = GuiActionRunner.execute(() -> board.heldIndexOf(move.tile()));
        robot.click(board, GuiActionRunner.execute(() -> board.heldCentre(held)));
        Point middle = GuiActionRunner.execute(() -> board.squareCentre(TayuBoardView.middleSquare(move)));
        robot.moveMouse(board, middle);
        int turns = GuiActionRunner.execute(() -> TayuBoardView.turnsOf(move, board.held(held)));
        for (int i = 0; i < turns; i++) {
            robot.pressAndReleaseKeys(KeyEvent.VK_R);
        }
        robot.click(board, middle);
        robot.waitForIdle();
    }

    private void drag(Component board, Point start, Point end, boolean shift) {
        Robot robot = window.robot();
        robot.pressMouse(board, start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board, end);
        if (shift) {
            robot.pressKey(KeyEvent.VK_SHIFT); // held as the hourglass is let go: its ring goes with the move
        }
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        if (shift) {
            robot.releaseKey(KeyEvent.VK_SHIFT);
        }
        robot.waitForIdle();
    }
}
