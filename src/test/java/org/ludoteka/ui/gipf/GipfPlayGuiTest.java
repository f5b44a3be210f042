package org.ludoteka.ui.gipf;

import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.ui.TurnGameScreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComponent;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.WindowTest;

/** Playing GIPF with the mouse: a standard opening dragged in, an illegal push explained, a row removed with a choice made on the board, and the computer answering. */
class GipfPlayGuiTest extends WindowTest {
    @BeforeEach
    void openGipf() {
        open();
        window.list("gameList").clickItem("GIPF");
    }

    @Test
    void aStandardOpeningIsDraggedInAndAnIllegalPushIsExplained() {
        window.label("gipfTurnLabel").requireText("White to move");
        window.label("gipfGameLabel").requireText("Standard game");

        drag("e1", "e2");
        window.label("gipfVerdictLabel").requireText("Legal move: e1-e2");
        window.label("gipfReasonLabel").requireText("White brings a piece in at e1 and pushes it onto e2."
                + " The piece there moves one spot on, up to e3.");
        drag("e9", "e8");
        drag("a5", "b5");

        assertThat(GipfNotation.INSTANCE.format(position())).isEqualTo(
                "gipf game=standard turn=black white=b5,Gc5,e2,Ge3,Gh5 black=Gb2,Ge7,e8,Gh2 reserve=10,11");
        assertThat(window.list("gipfMoveList").contents()).containsExactly("1. White: e1-e2", "2. Black: e9-e8", "3. White: a5-b5");

        drag("i3", "e5");

        window.label("gipfVerdictLabel").requireText("Illegal move: i3-e5");
        window.label("gipfReasonLabel").requireText("e5 is not the spot next to the dot i3:"
                + " from its dot a piece moves one step along a line onto the neighbouring spot.");

        window.robot().click(board(), point("d4"));
        waitUntil("the click is answered", () -> window.label("gipfVerdictLabel").target().getText().equals("Illegal move: d4"));
        window.label("gipfReasonLabel").requireText("d4 is not a dot: a piece is put on one of the 24 dots around the play area"
                + " and pushed from there onto the spot next to it.");

        window.menuItem("languageCsItem").click();
        window.label("gipfVerdictLabel").requireText("Nepovolený tah: d4");
        window.label("gipfTurnLabel").requireText("Na tahu je Černý");
    }

    @Test
    void aRowWithAGipfPieceIsRemovedWithTheChoiceMadeOnTheBoard() {
        resume("gipf game=standard turn=white white=Gb5,Ge2,Gh5,e3,e4 black=Gb2,Ge8,Gh2 reserve=10,12");
        Rectangle boardBefore = GuiActionRunner.execute(() -> board().getBounds());
        int sideWidth = GuiActionRunner.execute(() -> window.panel("gipfSidePanel").target().getWidth());

        drag("e1", "e2");

        assertThat(position().pending()).isEqualTo(Pending.ROWS);
        window.label("gipfTurnLabel").requireText("White removes a row");
        window.label("gipfPromptLabel").requireText("White removes the row e2-e5. A click on a GIPF or loaded piece keeps it"
                + " (ringed) or lets it go (crossed); a click on another piece of the row, or the button, removes the row.");
        window.button("gipfRemoveButton").requireVisible().requireEnabled();
        assertThat(GuiActionRunner.execute(() -> board().getBounds())).as("the board stays put").isEqualTo(boardBefore);

        click("e3"); // White's own GIPF piece: kept at first, now it goes
        click("e3"); // and stays after all
        click("e5"); // another piece of the row: remove it

        waitUntil("the row is removed", () -> position().pending() == Pending.NONE);
        GipfPosition after = position();
        assertThat(after.pieceAt(GipfBoard.point("e3"))).contains(GipfPiece.WHITE_GIPF);
        for (String gone : List.of("e2", "e4", "e5")) {
            assertThat(after.isEmpty(GipfBoard.point(gone))).as(gone).isTrue();
        }
        assertThat(after.reserve(Side.WHITE)).isEqualTo(12);
        assertThat(after.turn()).isEqualTo(Side.BLACK);
        window.label("gipfVerdictLabel").requireText("Played: xe2-e5:e3");
        assertThat(window.list("gipfMoveList").contents()).containsExactly("1. White: e1-e2 xe2-e5:e3");
        window.menuItem("languageFrItem").click();
        window.label("gipfTurnLabel").requireText("Au tour de Noir");
        assertThat(GuiActionRunner.execute(() -> window.panel("gipfSidePanel").target().getWidth()))
                .as("the side panel is as wide in French").isEqualTo(sideWidth);
    }

    @Test
    void atAProjectorsZoomTheTurnsAndTheButtonsStayInViewWhileARowWaitsWithItsChoice() {
        window.cleanUp();
        open(new Settings(Language.EN, Theme.LIGHT, 200));
        GuiActionRunner.execute(() -> {
            window.target().setBounds(0, 0, 1920, 1080); // the whole screen, as a projector shows it
            window.target().validate();
        });
        window.list("gameList").clickItem("GIPF");
        resume("gipf game=standard turn=white white=Gb5,Ge2,Gh5,e3,e4 black=Gb2,Ge8,Gh2 reserve=10,12");
        drag("e1", "e2");
        window.button("gipfRemoveButton").requireVisible();

        for (String button : List.of("gipfRemoveButton", "gipfUndoButton", "gipfRedoButton", "gipfCopyMovesButton", "gipfNewGameButton")) {
            JComponent shown = window.button(button).target();
            int visible = GuiActionRunner.execute(() -> shown.getVisibleRect().height);
            int whole = GuiActionRunner.execute(shown::getHeight);
            assertThat(visible).as(button + " is not scrolled away").isEqualTo(whole);
        }
        JComponent turns = window.list("gipfMoveList").target();
        int turnsVisible = GuiActionRunner.execute(() -> turns.getVisibleRect().height);
        assertThat(turnsVisible).as("the turns show").isPositive();
    }

    @Test
    void theNewGameDialogExplainsEveryChoiceAndSwitchesOffThoseThatCannotMatter() {
        window.button("gipfNewGameButton").click();
        DialogFixture dialog = window.dialog("gipfNewGameDialog");
        for (String combo : List.of("gipfVariantCombo", "potentialsCombo", "challengesCombo", "tamsklevelCombo",
                "gipfOpponentCombo", "gipfStrengthCombo")) {
            assertThat(dialog.comboBox(combo).target().getToolTipText()).as(combo).isNotBlank();
        }
        // P-9: when the extra move comes is no choice (issue #18)
        assertThat(window.robot().finder().findAll(dialog.target(), c -> c.getName() != null && c.getName().startsWith("power"))).isEmpty();
        dialog.comboBox("challengesCombo").requireDisabled();
        dialog.comboBox("gipfStrengthCombo").requireDisabled();

        dialog.comboBox("gipfVariantCombo").selectItem("Tournament game");
        dialog.comboBox("potentialsCombo").selectItem("2");
        dialog.comboBox("challengesCombo").requireEnabled().selectItem("1");
        dialog.comboBox("tamsklevelCombo").requireEnabled();
        dialog.button("gipfNewGameOkButton").click();

        window.label("gipfGameLabel").requireText("Tournament game; 2 Tamsk potentials each;"
                + " 1 challenge each, Tamsk at level 1");
        window.radioButton("gipfGipfRadio").requireSelected();
        window.radioButton("gipfLoadedRadio").requireDisabled(); // the GIPF phase comes first (G-8)
        assertThat(GipfNotation.INSTANCE.format(position())).isEqualTo(
                "gipf game=tournament turn=white white=- black=- reserve=18,18 potentials=2,2 challenges=1,1 gipfphase=white,black");

        drag("e1", "e2");
        window.label("gipfVerdictLabel").requireText("Legal move: Ge1-e2");
    }

    @Test
    void theNewGameDialogOffersTheHandicapForTheBasicGameOnly() {
        window.button("gipfNewGameButton").click();
        DialogFixture dialog = window.dialog("gipfNewGameDialog");
        assertThat(dialog.comboBox("handicapCombo").target().getToolTipText()).contains("weaker player");
        dialog.comboBox("handicapCombo").requireDisabled(); // the standard game uses all 18 pieces
        dialog.comboBox("gipfVariantCombo").selectItem("Basic game");
        dialog.comboBox("handicapCombo").requireEnabled().selectItem("Black +2 pieces");
        dialog.button("gipfNewGameOkButton").click();

        window.label("gipfGameLabel").requireText("Basic game; Black +2 pieces");
        assertThat(GipfNotation.INSTANCE.format(position())).isEqualTo(
                "gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,14 handicap=black+2");
        drag("e1", "e2");
        assertThat(position().reserve(Side.WHITE)).isEqualTo(11);
        window.robot().click(board(), point("i5")); // Black enters the other way: a click on the dot, then on the spot
        click("h5");
        assertThat(position().reserve(Side.BLACK)).isEqualTo(13);
        assertThat(position().pieceAt(GipfBoard.point("h5"))).contains(GipfPiece.BLACK_BASIC);
        assertThat(text("gipfPlayersLabel")).contains("White: 11 pieces in reserve; 0 captured by Black");
        assertThat(text("gipfPlayersLabel")).contains("Black: 13 pieces in reserve; 0 captured by White");

        window.menuItem("newGameItem").click(); // the Game menu opens GIPF's own dialog
        dialog = window.dialog("gipfNewGameDialog");
        dialog.comboBox("handicapCombo").requireEnabled().requireSelection("Black +2 pieces");
        dialog.comboBox("gipfVariantCombo").selectItem("Standard game");
        dialog.comboBox("handicapCombo").requireDisabled();
        dialog.button("gipfNewGameOkButton").click();
        window.optionPane().buttonWithText("Abandon the game").click(); // the game in progress is given up
        assertThat(GipfNotation.INSTANCE.format(position())).isEqualTo(
                "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12");
    }

    /** Paste position works in GIPF as in every turn-based game: a bad text is explained in the dialog, a good one is played from. */
    @Test
    void aPastedPositionIsExplainedWhenItCannotBeReadAndPlayedFromWhenItCan() {
        window.menuItem("pastePositionItem").click();
        DialogFixture dialog = window.dialog("pastePositionDialog");
        dialog.textBox("positionField").deleteText().enterText("gipf game=standard turn=white");
        dialog.button("pastePositionOkButton").click();
        dialog.label("positionErrorLabel").requireVisible();
        String pasted = "gipf game=standard turn=black white=Gb5,Ge2,Gh5,e3 black=Gb2,Ge8,Gh2 reserve=11,12";
        dialog.textBox("positionField").deleteText().enterText(pasted);
        dialog.button("pastePositionOkButton").click();
        waitUntil("the pasted position is on the board", () -> position().equals(GipfNotation.INSTANCE.parsePosition(pasted)));
        window.label("gipfTurnLabel").requireText("Black to move");
    }

    @Test
    void theGameMenuAndItsKeysUndoAndRedoTheGipfGameShown() {
        window.menuItem("undoItem").requireDisabled();
        window.menuItem("pastePositionItem").requireEnabled(); // Paste position, as in every turn-based game
        window.menuItem("editPositionItem").requireEnabled(); // Set up position, as in every game
        drag("e1", "e2");
        drag("e9", "e8");
        String afterTwo = GipfNotation.INSTANCE.format(position());
        window.menuItem("undoItem").requireEnabled();
        window.menuItem("redoItem").requireDisabled();

        ctrl(KeyEvent.VK_Z);
        waitUntil("Ctrl+Z takes Black's push back", () -> position().turn() == Side.BLACK && !panel().busy());
        assertThat(shown("e8")).contains(GipfPiece.BLACK_GIPF);
        assertThat(shown("e7")).isEmpty();
        assertThat(shown("e3")).contains(GipfPiece.WHITE_GIPF);
        // the turn taken back stays listed, to go forward to again; the one shown is selected
        assertThat(window.list("gipfMoveList").contents()).containsExactly("1. White: e1-e2", "2. Black: e9-e8");
        window.list("gipfMoveList").requireSelection(0);

        ctrl(KeyEvent.VK_Z);
        waitUntil("a second Ctrl+Z takes White's push back", () -> position().equals(GipfNotation.INSTANCE.parsePosition("start")));
        assertThat(shown("e2")).contains(GipfPiece.WHITE_GIPF);
        assertThat(shown("e3")).isEmpty();
        window.menuItem("undoItem").requireDisabled();

        ctrl(KeyEvent.VK_Y);
        ctrl(KeyEvent.VK_Y);
        waitUntil("Ctrl+Y twice plays both pushes again", () -> GipfNotation.INSTANCE.format(position()).equals(afterTwo)
                && !panel().busy());
        assertThat(shown("e7")).contains(GipfPiece.BLACK_GIPF);
        assertThat(shown("e8")).contains(GipfPiece.BLACK_BASIC);
        window.menuItem("redoItem").requireDisabled();

        window.menuItem("undoItem").click();
        waitUntil("the menu's Undo acts on GIPF too", () -> position().turn() == Side.BLACK);
        window.list("gameList").clickItem("Lines of Action");
        window.menuItem("undoItem").requireDisabled(); // Lines of Action has nothing to undo
        window.list("gameList").clickItem("GIPF");
        window.menuItem("redoItem").requireEnabled();
    }

    @Test
    void aClickOutsideTheRowsIsExplainedAndTheComputerAnswersItsTurn() {
        window.button("gipfNewGameButton").click();
        DialogFixture dialog = window.dialog("gipfNewGameDialog");
        dialog.comboBox("gipfOpponentCombo").selectItem("The computer, playing Black");
        dialog.comboBox("gipfStrengthCombo").selectItem("Easy");
        dialog.button("gipfNewGameOkButton").click();

        drag("a1", "b2");
        waitUntil("the computer has answered", () -> position().turn() == Side.WHITE && !panel().session().computerThinking()
                && !panel().busy());

        window.label("gipfTurnLabel").requireText("White to move");
        assertThat(window.label("gipfVerdictLabel").target().getText()).startsWith("The computer played ");
        assertThat(window.list("gipfMoveList").contents()).hasSize(2);
    }

    @Test
    void theComputerRemovesItsOwnRowAndDecidesWhatStays() {
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf", Map.of(), Optional.of(new SavedGame.Seat(Side.BLACK, "easy")),
                "gipf game=standard turn=black white=Gb5,Ge2,Gh5 black=Gb2,e5,e6,e7,Ge8,Gh2 reserve=12,9 pending=rows@black",
                List.of())));

        waitUntil("the computer has removed its row", () -> position().turn() == Side.WHITE && !panel().busy());

        GipfPosition after = position();
        for (String gone : List.of("e5", "e6", "e7")) {
            assertThat(after.isEmpty(GipfBoard.point(gone))).as(gone).isTrue();
        }
        assertThat(after.reserve(Side.BLACK)).isGreaterThanOrEqualTo(12);
        assertThat(window.label("gipfVerdictLabel").target().getText()).startsWith("The computer played xe5-e8");
        window.label("gipfTurnLabel").requireText("White to move");
    }

    @SuppressWarnings("unchecked")
    private TurnGameScreen<GipfPosition, GipfMove> panel() {
        return window.robot().finder().findByName(window.target(), "gipfPanel", TurnGameScreen.class, false);
    }

    private GipfBoardView board() {
        return window.robot().finder().findByName(window.target(), "gipfBoard", GipfBoardView.class);
    }

    /** Presses {@code key} with Ctrl held, as a person does (AssertJ's modifier masks are the old ones). */
    private void ctrl(int key) {
        window.focus();
        Robot robot = window.robot();
        robot.pressKey(KeyEvent.VK_CONTROL);
        robot.pressAndReleaseKey(key);
        robot.releaseKey(KeyEvent.VK_CONTROL);
    }

    private String text(String label) {
        return GuiActionRunner.execute(() -> window.label(label).target().getText());
    }

    private Optional<GipfPiece> shown(String point) {
        GipfBoardView board = board();
        return GuiActionRunner.execute(() -> board.pieceShown(GipfBoard.point(point)));
    }

    private GipfPosition position() {
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        return GuiActionRunner.execute(() -> panel.session().position());
    }

    private void resume(String start) {
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf", Map.of(), Optional.empty(), start, List.of())));
    }

    private Point point(String name) {
        GipfBoardView board = board();
        return GuiActionRunner.execute(() -> board.pointCentre(name));
    }

    /** Presses on a dot, drags across the board and lets go on a spot, and waits until the push has been answered and played out. */
    private void drag(String from, String to) {
        String before = answer();
        Robot robot = window.robot();
        Point start = point(from);
        Point end = point(to);
        robot.pressMouse(board(), start, MouseButton.LEFT_BUTTON);
        robot.moveMouse(board(), new Point((start.x + end.x) / 2, (start.y + end.y) / 2));
        robot.moveMouse(board(), end);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the drop on " + to + " is answered", () -> !answer().equals(before) && !panel().busy());
    }

    private void click(String name) {
        String before = answer();
        window.robot().click(board(), point(name));
        waitUntil("the click on " + name + " is answered", () -> !answer().equals(before) && !panel().busy());
    }

    /** What the window shows of the game: it changes with every answer. */
    private String answer() {
        TurnGameScreen<GipfPosition, GipfMove> panel = panel();
        return GuiActionRunner.execute(() -> panel.session().position() + "|" + window.label("gipfVerdictLabel").target().getText()
                + "|" + window.label("gipfPromptLabel").target().getText()
                + "|" + board().rowsShown());
    }
}
