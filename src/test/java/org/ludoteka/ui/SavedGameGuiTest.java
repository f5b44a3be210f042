package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.awt.event.KeyEvent;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.loa.LoaNotation;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.progress.SavedGame;

/** A game left unfinished is saved on closing and offered again at the next start. */
class SavedGameGuiTest extends WindowTest {

    private static final SavedGame TWO_MOVES = new SavedGame("loa", Map.of(), Optional.empty(), "start", List.of("c1-c3", "a2-c2"));

    @Test
    void aSavedGameIsOfferedAndContinued() throws IOException {
        home().saveGame(TWO_MOVES);
        open();
        offerSavedGame();

        DialogFixture offer = window.dialog("resumeDialog");
        offer.label("resumeQuestion").requireText("A game you left unfinished was saved. Go on with it?");
        offer.checkBox("resume.loa").requireText("Lines of Action (2 moves)").requireSelected();
        offer.button("resumeChosenButton").requireFocused();
        offer.pressAndReleaseKeys(KeyEvent.VK_ENTER); // Enter resumes

        assertThat(window.list("loaMoveList").contents()).containsExactly("1. Black: c1-c3", "2. White: a2-c2");
        window.label("loaTurnLabel").requireText("Black to move");
        assertThat(position()).isEqualTo(TWO_MOVES.replay(LoaGame.INSTANCE).positions().get(2));
    }

    @Test
    void startingAfreshForgetsTheSavedGame() throws IOException {
        home().saveGame(TWO_MOVES);
        open();
        offerSavedGame();

        window.dialog("resumeDialog").button("resumeFreshButton").requireText("Start afresh").click();

        assertThat(home().savedGameFile("loa")).doesNotExist();
        window.panel("noticePanel").requireVisible();
    }

    @Test
    void closingWithAGameInProgressSavesIt() {
        open();
        chooseLinesOfAction();
        clickMove("c1", "c3");

        window.menuItem("quitItem").click();

        assertThat(home().loadGame("loa").game().orElseThrow().moves()).containsExactly("c1-c3");
    }

    /** Issue #20: every saved game in one question, one check box each, rather than one question a game over a half-built window. */
    @Test
    void everySavedGameIsListedInOneQuestionAndOnlyThoseTickedGoOn() throws IOException {
        SavedGame gipf = new SavedGame("gipf", Map.of(), Optional.empty(), "start", List.of("a1-b2", "i1-h2"));
        home().saveGame(gipf);
        home().saveGame(TWO_MOVES);
        open();
        offerSavedGame();

        DialogFixture offer = window.dialog("resumeDialog");
        offer.label("resumeQuestion").requireText("Games you left unfinished were saved. Tick those you want to go on with.");
        offer.checkBox("resume.loa").requireText("Lines of Action (2 moves)").requireSelected().click();
        offer.checkBox("resume.gipf").requireText("GIPF (2 moves)").requireSelected();
        offer.button("resumeChosenButton").click();
        assertThat(window.robot().finder().findAll(c -> c instanceof java.awt.Dialog d && d.isShowing())).as("no second question").isEmpty();

        window.panel("gipfPanel").requireVisible();
        window.menuItem("quitItem").click();

        assertThat(home().loadGame("gipf").game().orElseThrow().moves()).containsExactly("a1-b2", "i1-h2");
        assertThat(home().savedGameFile("loa")).doesNotExist();
    }

    @Test
    void aGipfGameLeftWhileARowWaitsToBeRemovedIsResumedWithTheDecisionAskedOnTheBoard() throws IOException {
        // White's push e1-e2 has made the row e2-e5 with White's GIPF piece on e3: keep it or not is White's choice
        home().saveGame(new SavedGame("gipf", Map.of(), Optional.empty(),
                "gipf game=standard turn=white white=Gb5,Ge2,Gh5,e3,e4 black=Gb2,Ge8,Gh2 reserve=10,12", List.of("e1-e2")));
        open();
        offerSavedGame();
        window.dialog("resumeDialog").button("resumeChosenButton").click();

        window.label("gipfTurnLabel").requireText("White removes a row");
        window.label("gipfPromptLabel").requireText(Pattern.compile("White removes the row e2-e5\\. .*"));
        window.button("gipfRemoveButton").requireVisible().requireEnabled().click(); // White's own GIPF piece stays (GA-1)
        window.label("gipfVerdictLabel").requireText("Played: xe2-e5:e3");
        window.label("gipfTurnLabel").requireText("Black to move");
        window.menuItem("quitItem").click();

        assertThat(home().loadGame("gipf").game().orElseThrow().moves()).containsExactly("e1-e2", "xe2-e5:e3");
    }

    /** P-9, issue #18: a GIPF game saved with the retired option power=next-turn is told, then offered and played by the rulebook. */
    @Test
    void aGipfSaveNamingTheRetiredNextTurnTimingIsToldThenOfferedUnderTodaysRule() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().savedGameFile("gipf"), "ludoteka-game 1\ngame gipf\noption potentials=2\noption power=next-turn\n"
                + "opponent human\nstart gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3\n"
                + "moves e1-e2\n");
        open();
        offerSavedGame();

        JOptionPaneFixture notice = window.optionPane();
        notice.requireMessage("Ludoteka no longer has the GIPF option that gave the extra move of a potential you push onto e5"
                + " yourself at your next turn: GIPF is played by the rulebook, where that extra move comes in the same turn.");
        notice.okButton().click();
        window.dialog("resumeDialog").button("resumeChosenButton").click();

        window.label("gipfTurnLabel").requireText("White's extra move");
    }

    @Test
    void aDamagedSaveIsReportedAndTheWindowCarriesOn() throws IOException {
        Files.writeString(home().savedGameFile("loa"), "ludoteka-game 1\ngame loa\nopponent human\nstart start\nmoves c1-c2\n");
        open();
        offerSavedGame();

        JOptionPaneFixture report = window.optionPane();
        report.requireMessage(Pattern.compile("The saved game could not be read, so it was put aside as .*"
                + "Move 1 \\(c1-c2\\) is not legal in that position\\.", Pattern.DOTALL));
        report.okButton().click();

        chooseLinesOfAction();
        clickMove("c1", "c3");
        window.list("loaMoveList").requireItemCount(1);
        try (Stream<Path> files = Files.list(home().directory())) {
            assertThat(files.map(f -> f.getFileName().toString())).anyMatch(name -> name.startsWith("game-in-progress.txt.corrupt-"));
        }
    }

    @Test
    void aDamagedProgressFileIsToldOnceTheWindowShowsAndTheLessonsStillOpen() throws IOException {
        Files.createDirectories(home().directory());
        Files.write(home().lessonProgressFile(), new byte[] {(byte) 0xff, (byte) 0xfe, 'd', 'o', 'n', 'e'});
        open();
        offerSavedGame();

        JOptionPaneFixture notice = window.optionPane();
        notice.requireMessage(Pattern.compile("Your progress in the lessons could not be read whole \\(it is not a text Ludoteka wrote\\), "
                + "so the file was kept aside as .*lessons\\.properties\\.corrupt-[0-9-]+; what could be read of it is kept\\."));
        notice.okButton().click();

        assertThat(home().lessonProgressFile()).doesNotExist();
        showLessons();
        window.list("lessonList").requireVisible();
    }
}
