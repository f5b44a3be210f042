package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.swing.JButton;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.progress.Settings;

/**
 * The board's rectangle stays where it is whatever the column beside it says: a long status while
 * the computer thinks, another language, an explanation that comes and goes, a new level.
 */
class BoardStaysPutGuiTest extends TamskWindowTest {

    @Test
    void theLinesOfActionBoardAndItsMoveListStayPut() {
        open(Settings.DEFAULT, Duration.ofSeconds(30));
        chooseLinesOfAction();
        Rectangle board = placeOf("board");
        Rectangle moves = placeOf("loaMovesScroll");
        Rectangle column = placeOf("loaSidePanel");

        clickMove("c1", "c2");
        window.label("loaVerdictLabel").requireText("Illegal move: c1-c2");
        assertThat(placeOf("board")).isEqualTo(board);
        assertThat(placeOf("loaMovesScroll")).isEqualTo(moves);

        window.menuItem("languageCsItem").click();
        assertThat(placeOf("board")).isEqualTo(board);
        assertThat(placeOf("loaMovesScroll")).isEqualTo(moves);
        window.menuItem("languageFrItem").click();
        assertThat(placeOf("board")).isEqualTo(board);
        assertThat(placeOf("loaSidePanel")).isEqualTo(column);
        assertThat(placeOf("loaMovesScroll")).isEqualTo(moves);
        window.menuItem("languageEnItem").click();

        window.menuItem("newGameItem").click();
        DialogFixture dialog = window.dialog("newGameDialog");
        dialog.comboBox("opponentCombo").selectItem(2); // the computer plays Black, so it thinks at once
        dialog.comboBox("strengthCombo").selectItem("Hard"); // and takes all its time
        dialog.button("newGameOkButton").click();

        window.label("loaTurnLabel").requireText("Black to move: the computer is thinking…");
        assertThat(placeOf("board")).isEqualTo(board);
        assertThat(placeOf("loaMovesScroll")).isEqualTo(moves);
    }

    /**
     * The columns beside the boards have a width of their own, so each language must fit in it:
     * every button shows its whole name, with every bar of buttons shown, in English, Czech and French,
     * and at 200 % in French, whose names are the longest.
     */
    @Test
    void everyButtonBesideTheBoardsShowsItsWholeNameInEveryLanguage() {
        openTamsk();
        newGame(3);
        window.list("gameList").clickItem("Lines of Action");
        window.button("editPositionButton").click();
        List<String> cut = new ArrayList<>();
        for (String language : List.of("En", "Cs", "Fr")) {
            window.menuItem("language" + language + "Item").click();
            window.list("gameList").clickItem(0);
            cut.addAll(cutButtons(language));
            window.list("gameList").clickItem(1);
            cut.addAll(cutButtons(language));
        }
        window.menuItem("zoom200Item").click();
        cut.addAll(cutButtons("Fr 200 %"));
        window.list("gameList").clickItem(0);
        cut.addAll(cutButtons("Fr 200 %"));
        assertThat(cut).isEmpty();
    }

    /** The buttons on screen narrower than their text needs, or cut by the edge of what holds them, as "language: text". */
    private List<String> cutButtons(String language) {
        window.robot().waitForIdle();
        return GuiActionRunner.execute(() -> {
            List<String> cut = new ArrayList<>();
            for (JButton button : window.robot().finder().findAll(window.target(), new GenericTypeMatcher<>(JButton.class, true) {
                @Override
                protected boolean isMatching(JButton button) {
                    return button.getWidth() < button.getPreferredSize().width
                            || button.getX() + button.getWidth() > button.getParent().getWidth();
                }
            })) {
                cut.add(language + ": " + button.getText() + " " + button.getWidth() + "<" + button.getPreferredSize().width);
            }
            return cut;
        });
    }

    @Test
    void theTamskBoardStaysPut() {
        openTamsk();
        Rectangle board = placeOf("tamskBoard");

        newGame(3);
        assertThat(placeOf("tamskBoard")).isEqualTo(board);

        drag("a1", "b2");
        click("b2");
        drag("g4", "d4");
        window.label("tamskVerdictLabel").requireText("Illegal move: g4-d4");
        assertThat(placeOf("tamskBoard")).isEqualTo(board);

        Rectangle log = placeOf("tamskLogScroll");
        window.pressAndReleaseKeys(KeyEvent.VK_P);
        window.label("tamskVerdictLabel").requireText("Paused");
        assertThat(placeOf("tamskBoard")).isEqualTo(board);
        assertThat(placeOf("tamskLogScroll")).isEqualTo(log);
        window.pressAndReleaseKeys(KeyEvent.VK_P);
        assertThat(placeOf("tamskLogScroll")).isEqualTo(log);

        window.menuItem("languageCsItem").click();
        assertThat(placeOf("tamskBoard")).isEqualTo(board);
        window.menuItem("languageFrItem").click();
        assertThat(placeOf("tamskBoard")).isEqualTo(board);

        advance(172_000);
        window.label("tamskWarningLabel").requireText(Pattern.compile(".+"));
        assertThat(placeOf("tamskBoard")).isEqualTo(board);
    }
}
