package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.exception.WaitTimedOutError;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.ui.TurnGameScreen;
import org.ludoteka.ui.WindowTest;

/** A Ta Yü position set up by mouse and keys (tiles laid and turned, hands, supply, the seat on move) and played from; a tile that could never have been laid refused with the rules' reason (Y-11). */
class TayuSetUpGuiTest extends WindowTest {
    private static final TayuTile FIRST_KIND = TayuTile.parse("025");
    private static final TayuMove FIRST = TayuNotation.parsePlacement("j10h025");

    @BeforeEach
    void openTayu() {
        open();
        window.list("gameList").clickItem("Ta Yü");
        beginSetUp();
        window.label("tayuTurnLabel").requireText("Setting up a position");
        window.button("clearBoardButton").click();
    }

    @Test
    void aPositionSetUpByMouseAndKeysIsPlayedFrom() {
        window.comboBox("setUpTileCombo").selectItem("025");
        lay(FIRST, FIRST_KIND);
        TayuTile kind = TayuTile.parse("136");
        TayuMove second = TayuRules.placements(TayuBoard.EMPTY.with(FIRST), kind).get(0);
        window.comboBox("setUpTileCombo").selectItem("136");
        lay(second, kind);
        TayuMove away = TayuNotation.parsePlacement("c3h136");
        lay(away, kind);
        window.robot().click(board(), centre(TayuBoardView.middleSquare(away))); // a click on a tile takes it off
        window.textBox("handsField").setText("147,-");
        window.textBox("handsField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.spinner("supplyField").select(50);
        window.comboBox("editSideCombo").selectItem(0); // the person's seat: the computer's would play at once
        playFromHere();

        TayuPosition now = position();
        assertThat(now.board().tiles()).containsExactly(FIRST, second);
        assertThat(now.hand(0)).containsExactly(TayuTile.parse("147").kind());
        assertThat(now.supply().size()).isEqualTo(50);
        assertThat(now.turn()).isZero();
        window.label("tayuTurnLabel").requireText("North–South lays a tile");
        window.button("editPositionButton").requireEnabled();
    }

    @Test
    void aTileThatCouldNeverHaveBeenLaidIsRefusedWithTheRulesReason_Y11() {
        TayuPosition before = position();
        window.comboBox("setUpTileCombo").selectItem("025");
        lay(TayuNotation.parsePlacement("b3h025"), FIRST_KIND);
        window.button("playFromHereButton").click();

        window.label("tayuVerdictLabel").requireText("This position cannot be played");
        window.label("tayuReasonLabel").requireText("The tile b3h025 could not have been laid where it lies, in any order of the tiles."
                + " Illegal: the first tile must cover the centre square j10; this one would cover b3, c3 and d3.");
        window.button("cancelEditButton").click();
        assertThat(position()).isEqualTo(before);
    }

    /** Play from here, abandoning the game the computer may have begun before the set-up (it waits while one is set up). */
    private void playFromHere() {
        window.button("playFromHereButton").click();
        try {
            window.optionPane(Timeout.timeout(1500)).buttonWithText("Abandon the game").click();
        } catch (WaitTimedOutError e) {
            // no game was under way
        }
    }

    /** Turns the tile carried with R until it lies as {@code move} lays it, and clicks where its middle goes. */
    private void lay(TayuMove move, TayuTile kind) {
        Point middle = centre(TayuBoardView.middleSquare(move));
        window.robot().moveMouse(board(), middle);
        for (int i = 0; i < TayuBoardView.turnsOf(move, kind); i++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_R);
        }
        waitUntil("the tile is carried as " + TayuNotation.placement(move),
                () -> board().currentPreview().isPresent() && board().currentPreview().get().sentence().contains(TayuNotation.placement(move)));
        window.robot().click(board(), middle);
        waitUntil("the tile is laid", () -> panel().session().position() != null
                && !window.label("tayuTurnLabel").target().getText().isEmpty());
    }

    private Point centre(String square) {
        return GuiActionRunner.execute(() -> board().squareCentre(square));
    }

    private TayuBoardView board() {
        return window.robot().finder().findByName(window.target(), "tayuBoard", TayuBoardView.class);
    }

    @SuppressWarnings("unchecked")
    private TurnGameScreen<TayuPosition, TayuEvent> panel() {
        return window.robot().finder().findByName(window.target(), "tayuPanel", TurnGameScreen.class, false);
    }

    private TayuPosition position() {
        return GuiActionRunner.execute(() -> panel().session().position());
    }
}
