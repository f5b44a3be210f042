package org.ludoteka.ui;

import org.ludoteka.games.gipf.GipfMove;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.tamsk.TamskPanel;

/**
 * The Tamsk challenge of GIPF (P-12, P-13): demanded on the GIPF board's side, played for real on a
 * Tamsk board in its own window, and its result handed to the GIPF rules — won, the owner makes the
 * extra move; lost, the potential is gone.
 */
class GipfChallengeGuiTest extends WindowTest {
    /** White has just pushed a loaded piece onto e5; Black may challenge it. */
    private static final String CHALLENGED = "gipf game=standard turn=white white=Gb5,Ge2,Gh5,Te5 black=Gb2,Ge8,Gh2"
            + " reserve=11,12 potentials=2,3 challenges=1,1 pending=challenge@black";
    /** The Tamsk time of the challenge's window: it passes only when the test says so. */
    private final ManualTime time = new ManualTime();

    @BeforeEach
    void openGipf() {
        open();
        window.list("gameList").clickItem("GIPF");
    }

    /** The GIPF game of {@link #CHALLENGED}, its challenges played at Tamsk {@code level}. */
    private void challengedAtLevel(int level) {
        TurnGameScreen<GipfPosition, GipfMove> panel = gipfPanel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf",
                Map.of("potentials", "3", "challenges", "1", "tamsklevel", String.valueOf(level)), Optional.empty(), CHALLENGED, List.of())));
        window.label("gipfTurnLabel").requireText("Black may challenge");
        window.label("gipfPromptLabel").requireText("White''s loaded piece stands on the centre spot.".replace("''", "'")
                + " Black may challenge White to a game of Tamsk at level " + level + "; Black has 1 challenge left.");
    }

    @Test
    void aChallengeWonOnTheTamskBoardGivesTheExtraMoveMadeOnTheGipfBoard() {
        challengedAtLevel(1);
        window.button("gipfChallengeButton").click();
        DialogFixture dialog = window.dialog("gipfChallengeDialog");
        dialog.label("gipfChallengeLabel").requireText("The challenge is played as a game of Tamsk at level 1. White, the owner"
                + " of the potential, plays Red and moves first (Ludoteka's convention: the Tamsk rules draw lots for Red);"
                + " Black, who challenges, plays Black. If White wins, White"
                + " makes the extra move; if White loses, the potential is lost.");

        playTamskTo(dialog, Side.RED);

        dialog.label("gipfChallengeStatusLabel").requireText("White has won the game of Tamsk: White makes the extra move.");
        dialog.button("gipfChallengeDoneButton").click();
        waitUntil("the result reaches GIPF", () -> gipfPosition().pending() == Pending.EXTRA);
        window.label("gipfTurnLabel").requireText("White's extra move");
        window.button("gipfForfeitButton").requireVisible().requireEnabled();

        dragOnGipfBoard("a1", "b2");

        waitUntil("the extra move is played", () -> gipfPosition().pending() == Pending.NONE);
        GipfPosition after = gipfPosition();
        assertThat(after.pieceAt(GipfBoard.point("b2"))).contains(GipfPiece.WHITE_POTENTIAL);
        assertThat(after.pieceAt(GipfBoard.point("c3"))).contains(GipfPiece.BLACK_GIPF);
        assertThat(after.pieceAt(GipfBoard.point("e5"))).contains(GipfPiece.WHITE_BASIC);
        assertThat(after.turn()).isEqualTo(Side.BLACK);
        assertThat(gipfPanel().saved().moves()).containsExactly("challenge", "won", "a1-b2");
    }

    @Test
    void aChallengeLostOnTheTamskBoardTakesThePotentialAway() {
        challengedAtLevel(1);
        window.button("gipfChallengeButton").click();
        DialogFixture dialog = window.dialog("gipfChallengeDialog");

        playTamskTo(dialog, Side.BLACK);

        dialog.label("gipfChallengeStatusLabel").requireText("Black has won the game of Tamsk: White's potential is lost.");
        dialog.button("gipfChallengeDoneButton").click();
        waitUntil("the result reaches GIPF", () -> gipfPosition().turn() == Side.BLACK);
        GipfPosition after = gipfPosition();
        assertThat(after.pending()).isEqualTo(Pending.NONE);
        assertThat(after.pieceAt(GipfBoard.point("e5"))).contains(GipfPiece.WHITE_BASIC);
        assertThat(after.challenges(Side.BLACK)).isZero();
        assertThat(gipfPanel().saved().moves()).containsExactly("challenge", "lost");
        window.label("gipfTurnLabel").requireText("Black to move");
    }

    @Test
    void aChallengeWonAtLevelTwoWithItsHourglassesRunningGivesTheExtraMove() {
        challengedAtLevel(2);
        window.button("gipfChallengeButton").click();
        DialogFixture dialog = window.dialog("gipfChallengeDialog");
        assertThat(dialog.label("gipfChallengeLabel").target().getText()).startsWith("The challenge is played as a game of Tamsk at level 2.");

        TamskPosition end = playTimedTamskTo(dialog, 2, Side.RED);

        assertThat(end.level()).isEqualTo(2);
        dialog.label("gipfChallengeStatusLabel").requireText("White has won the game of Tamsk: White makes the extra move.");
        dialog.button("gipfChallengeDoneButton").click();
        waitUntil("the result reaches GIPF", () -> gipfPosition().pending() == Pending.EXTRA);
        window.label("gipfTurnLabel").requireText("White's extra move");

        dragOnGipfBoard("a1", "b2");

        waitUntil("the extra move is played", () -> gipfPosition().pending() == Pending.NONE);
        assertThat(gipfPosition().pieceAt(GipfBoard.point("b2"))).contains(GipfPiece.WHITE_POTENTIAL);
        assertThat(gipfPanel().saved().moves()).containsExactly("challenge", "won", "a1-b2");
    }

    @Test
    void aChallengeLostAtLevelThreeWithTheTimerBesideTheBoardTakesThePotentialAway() {
        challengedAtLevel(3);
        window.button("gipfChallengeButton").click();
        DialogFixture dialog = window.dialog("gipfChallengeDialog");
        assertThat(dialog.label("gipfChallengeLabel").target().getText()).startsWith("The challenge is played as a game of Tamsk at level 3.");
        dialog.button("tamskTimerButton").requireVisible(); // the 15-second timer stands beside the board

        TamskPosition end = playTimedTamskTo(dialog, 3, Side.BLACK);

        assertThat(end.level()).isEqualTo(3);
        dialog.label("gipfChallengeStatusLabel").requireText("Black has won the game of Tamsk: White's potential is lost.");
        dialog.button("gipfChallengeDoneButton").click();
        waitUntil("the result reaches GIPF", () -> gipfPosition().turn() == Side.BLACK);
        GipfPosition after = gipfPosition();
        assertThat(after.pending()).isEqualTo(Pending.NONE);
        assertThat(after.pieceAt(GipfBoard.point("e5"))).contains(GipfPiece.WHITE_BASIC);
        assertThat(after.challenges(Side.BLACK)).isZero();
        assertThat(gipfPanel().saved().moves()).containsExactly("challenge", "lost");
        // beside the board: the potentials still to bring in, none loaded now, and Black's challenge used up
        assertThat(GuiActionRunner.execute(() -> window.label("gipfPlayersLabel").target().getText()))
                .contains("White: 11 pieces in reserve; 0 captured by Black").contains("potentials: 2 to bring in, 0 loaded");
        assertThat(GuiActionRunner.execute(() -> window.label("gipfPlayersLabel").target().getText())).contains("no challenge left");
    }

    /**
     * Plays a timed game of Tamsk in the dialog on the test's clock: each player moves each of his
     * three hourglasses once (T-14), two seconds a move, {@code winner} dropping a ring with each and
     * the other none; then the clock runs 3 minutes on, every hourglass runs out, and no hourglass can
     * move any more (T-13, T-19): the winner has fewer rings left. Returns the position at the end.
     */
    private TamskPosition playTimedTamskTo(DialogFixture dialog, int level, Side winner) {
        TamskPanel tamsk = window.robot().finder().findByName(dialog.target(), "tamskPanel", TamskPanel.class);
        TamskRules rules = TamskGame.INSTANCE.rules(Map.of("level", String.valueOf(level)));
        GuiActionRunner.execute(() -> tamsk.timeFrom(time));
        for (int ply = 0; ply < 6; ply++) {
            GuiActionRunner.execute(() -> {
                time.advance(2000);
                TamskPosition now = tamsk.position();
                TamskEvent.Move move = rules.legalMoves(now).stream().filter(TamskEvent.Move.class::isInstance)
                        .map(TamskEvent.Move.class::cast).findFirst().orElseThrow();
                tamsk.tried(new TamskEvent.Move(move.from(), move.to(), now.turn() == winner));
            });
        }
        TamskPosition running = GuiActionRunner.execute(tamsk::position);
        assertThat(rules.outcome(running)).as("all six hourglasses are running, none has run out").isEmpty();
        for (int second = 0; second < 180; second++) {
            GuiActionRunner.execute(() -> time.advance(1000)); // the sand runs, a second a frame
        }
        waitUntil("the game of Tamsk is decided", () -> dialog.button("gipfChallengeDoneButton").target().isEnabled());
        TamskPosition end = GuiActionRunner.execute(tamsk::position);
        assertThat(rules.outcome(end)).as("every hourglass has run out").isPresent();
        return end;
    }

    /**
     * Plays the game of Tamsk in the dialog through its board's listener until {@code winner} has won:
     * both drop a ring with every move, but the loser forgets it on his first, so the winner ends with fewer.
     */
    private void playTamskTo(DialogFixture dialog, Side winner) {
        TamskPanel tamsk = window.robot().finder().findByName(dialog.target(), "tamskPanel", TamskPanel.class);
        TamskRules rules = TamskGame.INSTANCE.rules(Map.of("level", "1"));
        for (int ply = 0; ply < 1000; ply++) {
            int played = ply;
            boolean over = GuiActionRunner.execute(() -> {
                if (rules.outcome(tamsk.position()).isPresent()) {
                    return true;
                }
                List<TamskEvent> legal = rules.legalMoves(tamsk.position());
                TamskEvent event = legal.get(played % legal.size());
                if (event instanceof TamskEvent.Move move && !(tamsk.position().turn() != winner && played < 2)) {
                    TamskEvent withRing = new TamskEvent.Move(move.from(), move.to(), true);
                    if (rules.apply(tamsk.position(), withRing) instanceof MoveResult.Legal) {
                        event = withRing;
                    }
                }
                tamsk.tried(event);
                return false;
            });
            if (over) {
                break;
            }
        }
        waitUntil("the game of Tamsk is decided", () -> dialog.button("gipfChallengeDoneButton").target().isEnabled());
    }

    @SuppressWarnings("unchecked")
    private TurnGameScreen<GipfPosition, GipfMove> gipfPanel() {
        return window.robot().finder().findByName(window.target(), "gipfPanel", TurnGameScreen.class, false);
    }

    private GipfPosition gipfPosition() {
        TurnGameScreen<GipfPosition, GipfMove> panel = gipfPanel();
        return GuiActionRunner.execute(() -> {
            List<GipfPosition> positions = panel.saved().replay(GipfGame.INSTANCE).positions();
            return positions.get(positions.size() - 1);
        });
    }

    private void dragOnGipfBoard(String from, String to) {
        GipfBoardView board = window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
        Point start = GuiActionRunner.execute(() -> board.pointCentre(from));
        Point end = GuiActionRunner.execute(() -> board.pointCentre(to));
        window.robot().pressMouse(board, start, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board, new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        window.robot().moveMouse(board, end);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
    }
}
