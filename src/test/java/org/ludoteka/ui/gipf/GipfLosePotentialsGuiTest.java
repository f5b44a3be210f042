package org.ludoteka.ui.gipf;

import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.ui.TurnGameScreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.WindowTest;

/**
 * P-4 (decided 2026-11-26): bringing in a basic piece while potentials remain is legal and loses them; the window asks
 * first, and its default answer is no.
 */
class GipfLosePotentialsGuiTest extends WindowTest {
    private static final String TWO_POTENTIALS = "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=2,0";

    @BeforeEach
    void openGipf() {
        open();
        window.list("gameList").clickItem("GIPF");
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf", Map.of("potentials", "2"), Optional.empty(), TWO_POTENTIALS, List.of())));
    }

    @Test
    void aBasicPieceWhilePotentialsRemainIsAskedForAndNoIsTheDefault() {
        window.radioButton("gipfBasicRadio").click();
        dragWithoutWaiting("a1", "b2");
        DialogFixture question = window.dialog("optionDialog");
        assertThat(GuiActionRunner.execute(() -> question.target().isShowing())).isTrue();
        assertThat(text(question)).contains("Your 2 potentials not yet brought in will be lost", "Bring in a basic piece anyway?");
        waitUntil("the focus is on the answer no", () -> {
            Component focused = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return focused instanceof JButton button && button.getText().equals("No, keep my potentials");
        });
        assertThat(GuiActionRunner.execute(() -> ((javax.swing.JDialog) question.target()).getRootPane().getDefaultButton().getText()))
                .isEqualTo("No, keep my potentials");

        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("the question is gone", () -> !question.target().isShowing());
        assertThat(GipfNotation.INSTANCE.format(position())).as("no: nothing is pushed").isEqualTo(TWO_POTENTIALS);

        window.radioButton("gipfBasicRadio").click();
        dragWithoutWaiting("a1", "b2");
        DialogFixture again = window.dialog("optionDialog");
        again.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("Bring in the basic piece")).click();
        waitUntil("the push is played", () -> panel().session().position().potentials(Side.WHITE) == 0 && !panel().busy());
        assertThat(position().turn()).isEqualTo(Side.BLACK);
        window.label("gipfReasonLabel").requireText(java.util.regex.Pattern.compile(
                ".*White has brought in a basic piece before all loaded pieces: the 2 potentials not brought in are lost\\..*", java.util.regex.Pattern.DOTALL));
    }

    @Test
    void aLoadedPieceIsPushedWithoutAQuestion() {
        window.radioButton("gipfLoadedRadio").click();
        dragWithoutWaiting("a1", "b2");
        waitUntil("the push is played", () -> panel().session().position().turn() == Side.BLACK && !panel().busy());
        assertThat(position().potentials(Side.WHITE)).isEqualTo(1);
    }

    private static String text(DialogFixture dialog) {
        return GuiActionRunner.execute(() -> String.valueOf(((javax.swing.JOptionPane) ((javax.swing.JDialog) dialog.target()).getContentPane()).getMessage()));
    }

    @SuppressWarnings("unchecked")
    private TurnGameScreen<GipfPosition, GipfMove> panel() {
        return window.robot().finder().findByName(window.target(), "gipfPanel", TurnGameScreen.class, false);
    }

    private GipfBoardView board() {
        return window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
    }

    private GipfPosition position() {
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        return GuiActionRunner.execute(() -> panel.session().position());
    }

    private Point point(String name) {
        GipfBoardView board = board();
        return GuiActionRunner.execute(() -> board.pointCentre(name));
    }

    /** A drag from a dot onto a spot; the question it may raise blocks the answer, so nothing is awaited here. */
    private void dragWithoutWaiting(String from, String to) {
        Robot robot = window.robot();
        Point start = point(from);
        Point end = point(to);
        robot.pressMouse(board(), start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board(), new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
    }
}
