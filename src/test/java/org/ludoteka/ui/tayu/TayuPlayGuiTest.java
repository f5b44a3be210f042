package org.ludoteka.ui.tayu;

import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.play.Strength;
import org.ludoteka.play.Seats;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.ui.TurnGameScreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.WindowTest;

/**
 * Playing Ta Yü with the mouse: a tile drawn by a click on its stack, carried over the board with
 * its preview saying beforehand why it does not fit, refused there with the rules' reason, turned
 * with R and accepted where it fits; a tile laid with the keyboard; a computer seat answering; and
 * the end of a game, its result said once.
 */
class TayuPlayGuiTest extends WindowTest {
    @BeforeEach
    void openTayu() {
        open();
        window.list("gameList").clickItem("Ta Yü");
        waitUntil("Ta Yü's screen is shown", () -> panel().isShowing()); // late on a busy machine
    }

    /** At 200 % on a 1920×1080 projector, in Czech, the longest: the scores, the turns and the buttons show without scrolling. */
    @Test
    void atAProjectorsZoomTheScoresTheTurnsAndTheButtonsStayInView() {
        window.cleanUp();
        open(new Settings(Language.CS, Theme.LIGHT, 200));
        GuiActionRunner.execute(() -> {
            window.target().setBounds(0, 0, 1920, 1080); // the whole screen, as a projector shows it
            window.target().validate();
        });
        window.list("gameList").clickItem("Ta Yü");
        window.robot().waitForIdle();

        for (String button : List.of("tayuUndoButton", "tayuRedoButton", "tayuCopyMovesButton", "tayuNewGameButton")) {
            requireWhollyInView(window.button(button).target(), button);
        }
        requireWhollyInView(window.textBox("tayuMoveField").target(), "the move field");
        // the players' lines begin with the scores: their top stands in view under what to do now
        JComponent players = window.label("tayuPlayersLabel").target();
        java.awt.Rectangle seen = GuiActionRunner.execute(players::getVisibleRect);
        assertThat(seen.y).as("the scores' first line is not scrolled away").isZero();
        assertThat(seen.height).as("the scores show").isGreaterThanOrEqualTo(3 * GuiActionRunner.execute(
                () -> players.getFontMetrics(players.getFont()).getHeight()));
        JComponent turns = window.list("tayuMoveList").target();
        assertThat(GuiActionRunner.execute(() -> turns.getVisibleRect().height)).as("the turns show").isPositive();
    }

    private static void requireWhollyInView(JComponent shown, String what) {
        int visible = GuiActionRunner.execute(() -> shown.isShowing() ? shown.getVisibleRect().height : 0);
        assertThat(visible).as(what + " is not scrolled away").isEqualTo(GuiActionRunner.execute(shown::getHeight)).isPositive();
    }

    /** The board's letters work from anywhere on the screen: A draws while a button of the column has the focus. */
    @Test
    void aDrawsFromStackAWhileAButtonBesideTheBoardHasTheFocus() {
        begin(List.of(Optional.empty(), Optional.empty()));
        // the keys go to the move list beside the board: neither the board nor a text field has them
        window.list("tayuMoveList").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_A);

        waitUntil("the tile is drawn", () -> !position().handOnMove().isEmpty());
        window.label("tayuVerdictLabel").requireText("Legal move: draw-a");
    }

    @Test
    void aTileAwayFromTheCentreIsRefusedWithItsReasonBeforeAndAfterAndOneThatFitsIsLaid() {
        begin(List.of(Optional.empty(), Optional.empty()));
        window.label("tayuTurnLabel").requireText("North–South draws a tile");

        window.robot().click(board(), GuiActionRunner.execute(() -> board().stackCentre(0)));
        waitUntil("the tile is drawn", () -> !position().handOnMove().isEmpty());
        TayuTile drawn = GuiActionRunner.execute(() -> position().handOnMove().get(0));
        window.label("tayuVerdictLabel").requireText("Legal move: draw-a");

        Point away = GuiActionRunner.execute(() -> board().squareCentre("c3"));
        window.robot().moveMouse(board(), away);
        String refusal = "Illegal: the first tile must cover the centre square j10; this one would cover b3, c3 and d3.";
        waitUntil("the preview says why the tile does not fit", () -> board().currentPreview()
                .equals(Optional.of(new TayuBoardView.Preview(false, refusal))));
        window.robot().click(board(), away);
        waitUntil("the refusal is said", () -> window.label("tayuVerdictLabel").target().getText()
                .equals("Illegal move: b3h" + drawn.digits()));
        window.label("tayuReasonLabel").requireText(refusal);
        assertThat(GuiActionRunner.execute(() -> position().board().isEmpty())).isTrue();

        TayuMove upright = new TayuMove(org.ludoteka.games.tayu.TayuBoard.parseSquare("j9"), true, drawn.turned());
        Point centre = GuiActionRunner.execute(() -> board().squareCentre(TayuBoardView.middleSquare(upright)));
        window.robot().moveMouse(board(), centre);
        for (int i = 0; i < TayuBoardView.turnsOf(upright, drawn); i++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_R);
        }
        waitUntil("the preview says the tile fits", () -> board().currentPreview()
                .equals(Optional.of(new TayuBoardView.Preview(true, "j9v" + drawn.turned().digits() + " fits here: the first tile, over the centre square."))));
        window.robot().click(board(), centre);

        waitUntil("the tile is laid", () -> position().board().tiles().equals(List.of(upright)));
        window.label("tayuVerdictLabel").requireText("Legal move: j9v" + drawn.turned().digits());
        assertThat(window.list("tayuMoveList").contents()).containsExactly("1. North–South: draw-a j9v" + drawn.turned().digits());
        window.label("tayuTurnLabel").requireText("West–East draws a tile");
    }

    @Test
    void aTileIsLaidWithTheKeyboardAlone() {
        begin(List.of(Optional.empty(), Optional.empty()));
        window.robot().click(board(), GuiActionRunner.execute(() -> board().squareCentre("a1"))); // the board takes the keys
        window.robot().moveMouse(window.label("tayuTurnLabel").target()); // and the mouse leaves it
        window.robot().pressAndReleaseKeys(KeyEvent.VK_B);
        waitUntil("the tile is drawn from stack b", () -> !position().handOnMove().isEmpty());
        window.robot().pressAndReleaseKeys(KeyEvent.VK_DOWN); // the first arrow brings the tile over the centre square
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);

        waitUntil("the tile is laid over the centre", () -> position().board().tiles().size() == 1);
        TayuMove laid = GuiActionRunner.execute(() -> position().board().tiles().get(0));
        assertThat(TayuNotation.placement(laid)).startsWith("i10h");
    }

    @Test
    void aTileIsDrawnAndLaidInNotationTypedBesideTheBoard() {
        begin(List.of(Optional.empty(), Optional.empty()));

        type("draw-c");
        window.label("tayuVerdictLabel").requireText("'draw-c' cannot be read as a move.");
        window.textBox("tayuMoveField").requireText("draw-c");

        type("draw-a");
        waitUntil("the tile is drawn", () -> !position().handOnMove().isEmpty());
        window.label("tayuVerdictLabel").requireText("Legal move: draw-a");
        window.textBox("tayuMoveField").requireText("");
        TayuTile drawn = GuiActionRunner.execute(() -> position().handOnMove().get(0));

        type("c3h" + drawn.digits());
        window.label("tayuVerdictLabel").requireText("Illegal move: c3h" + drawn.digits());
        window.label("tayuReasonLabel").requireText("Illegal: the first tile must cover the centre square j10; this one would cover c3, d3 and e3.");
        window.textBox("tayuMoveField").requireText("c3h" + drawn.digits());

        type("j9v" + drawn.turned().digits());
        waitUntil("the tile is laid", () -> position().board().tiles().size() == 1);
        window.label("tayuVerdictLabel").requireText("Legal move: j9v" + drawn.turned().digits());
        window.textBox("tayuMoveField").requireText("");
        window.label("tayuTurnLabel").requireText("West–East draws a tile");
    }

    private void type(String text) {
        window.textBox("tayuMoveField").click().deleteText().enterText(text).pressAndReleaseKeys(KeyEvent.VK_ENTER);
    }

    @Test
    void aComputerSeatDrawsAndLaysItsTileAfterThePerson() {
        begin(List.of(Optional.empty(), Optional.of(TayuStrength.HARD)));
        window.robot().click(board(), GuiActionRunner.execute(() -> board().stackCentre(1)));
        waitUntil("the tile is drawn", () -> !position().handOnMove().isEmpty());
        TayuPosition drawnAt = GuiActionRunner.execute(this::position);
        TayuMove fits = TayuRules.placements(drawnAt.board(), drawnAt.handOnMove().get(0)).get(0);
        TayuTile held = drawnAt.handOnMove().get(0);
        Point middle = GuiActionRunner.execute(() -> board().squareCentre(TayuBoardView.middleSquare(fits)));
        window.robot().moveMouse(board(), middle);
        for (int i = 0; i < TayuBoardView.turnsOf(fits, held); i++) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_R);
        }
        window.robot().click(board(), middle);

        waitUntil("the computer has drawn and laid its tile", () -> position().board().tiles().size() == 2 && !panel().session().computerThinking());
        List<String> turns = List.of(window.list("tayuMoveList").contents());
        assertThat(turns).hasSize(2);
        assertThat(turns.get(1)).matches("2\\. West–East: draw-[ab] [a-s][0-9]{1,2}[hv][0-7]{3}");
        assertThat(window.label("tayuVerdictLabel").target().getText()).startsWith("The computer played ");
        window.label("tayuTurnLabel").requireText("North–South draws a tile");
    }

    @Test
    void aDrawnTileThatFitsNowhereEndsTheGameAndTheResultIsSaidOnce() {
        String closed = "tayu players=2 turn=we hands=-,- board=j10h567,j9h123 a=016 b=-"; // every mouth meets a mouth
        GuiActionRunner.execute(() -> panel().resume(new SavedGame("tayu", TayuGame.INSTANCE.withDefaults(Map.of()), Optional.empty(),
                Map.of(), closed, List.of())));
        window.label("tayuTurnLabel").requireText("West–East draws a tile");

        window.robot().click(board(), GuiActionRunner.execute(() -> board().stackCentre(0)));

        window.label("tayuTurnLabel").requireText("Game over: draw");
        window.label("tayuOutcomeLabel").requireText("West–East holds the tile 016, and it fits nowhere on the board, so the game ends."
                + " North–South scores 0 × 0 = 0, West–East 0 × 0 = 0: equal scores, a draw.");
        window.label("tayuReasonLabel").requireText("West–East draws the tile 016 from stack a.");
        assertThat(GuiActionRunner.execute(() -> panel().inProgress())).isFalse();
        window.button("tayuUndoButton").requireEnabled();
    }

    /** Y-6 (shuffle all 112 tiles): each new game is shuffled anew unless a seed is typed; the field never keeps the last one. */
    @Test
    void eachNewGameIsShuffledAnewUnlessASeedIsTyped() {
        long first = seed(); // the screen opens on a game of its own shuffle too
        begin(List.of(Optional.empty(), Optional.empty())); // people only: no move is made, so no game is abandoned
        Set<Long> seeds = new HashSet<>();
        for (int game = 0; game < 3; game++) {
            window.button("tayuNewGameButton").click();
            DialogFixture dialog = window.dialog("tayuNewGameDialog");
            dialog.textBox("tayuSeedField").requireText("");
            dialog.button("tayuNewGameOkButton").click();
            seeds.add(seed());
        }
        assertThat(seeds).as("three new games, three shuffles").hasSize(3).doesNotContain(1L);
        assertThat(first).isNotEqualTo(1L);

        window.button("tayuNewGameButton").click();
        DialogFixture typed = window.dialog("tayuNewGameDialog");
        typed.textBox("tayuSeedField").enterText("42");
        typed.button("tayuNewGameOkButton").click();
        assertThat(seed()).isEqualTo(42);
        assertThat(GuiActionRunner.execute(() -> panel().session().position())).isEqualTo(TayuPosition.seeded(2, 42));
    }

    /** YA-7: with three players, the bid typed in the field is the one made, by the Bid button or by Enter in the field. */
    @Test
    void theBidTypedIsTheBidMadeByTheButtonOrByEnter() {
        MatchSetup<TayuPosition> three = TayuTurns.setup(3, false, false, 1, Seats.people(3));
        GuiActionRunner.execute(() -> panel().session().begin(three));
        window.panel("tayuSidePanel").requireVisible();

        window.textBox("tayuBidField").click().deleteText().enterText("30");
        window.button("tayuBidButton").click();
        waitUntil("30 is bid", () -> position().lowestBid() == 30);

        window.textBox("tayuBidField").click().deleteText().enterText("25").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("25 is bid", () -> position().lowestBid() == 25);

        window.textBox("tayuBidField").click().deleteText().enterText("28");
        window.button("tayuBidButton").click();
        window.label("tayuReasonLabel").requireText("Illegal: each bid must be lower than the last one; 28 is not lower than 25.");
        assertThat(GuiActionRunner.execute(() -> position().lowestBid())).isEqualTo(25);
        assertThat(window.list("tayuMoveList").contents()).hasSize(2).allSatisfy(turn -> assertThat(turn).containsPattern(": bids (30|25)$"));
    }

    /** The seed of the game on the board, as the column says it. */
    private long seed() {
        Matcher said = Pattern.compile("seed (\\d+)").matcher(window.label("tayuGameLabel").target().getText());
        assertThat(said.find()).as("the game's seed is said").isTrue();
        return Long.parseLong(said.group(1));
    }

    private void begin(List<Optional<TayuStrength>> seats) {
        Seats table = Seats.people(2);
        for (int seat = 0; seat < seats.size(); seat++) {
            table = table.with(seat, seats.get(seat).map(strength -> Strength.valueOf(strength.name())));
        }
        MatchSetup<TayuPosition> setup = TayuTurns.setup(2, false, false, 1, table);
        GuiActionRunner.execute(() -> panel().session().begin(setup));
    }

    @SuppressWarnings("unchecked")
    private TurnGameScreen<TayuPosition, TayuEvent> panel() {
        return window.robot().finder().findByName(window.target(), "tayuPanel", TurnGameScreen.class, false);
    }

    private TayuBoardView board() {
        return window.robot().finder().findByName(window.target(), "tayuBoard", TayuBoardView.class, false);
    }

    private TayuPosition position() {
        return panel().session().position();
    }
}
