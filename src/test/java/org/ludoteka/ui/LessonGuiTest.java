package org.ludoteka.ui;

import org.ludoteka.ui.loa.LoaBoardView;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.Step;
import org.ludoteka.progress.Settings;

/** A lesson walked through as a learner or a teacher walks it: keys, buttons, the board, and the list's marks. */
class LessonGuiTest extends WindowTest {
    private static final Lesson DISTANCE = LessonLibrary.folder(Path.of("lessons/loa/02-distance.yaml")).get(0)
            .lesson().orElseThrow();

    private static final String GOOD = """
            id: pack-01-good
            game: loa
            title: {en: "A good lesson", cs: "Dobrá lekce", fr: "Une bonne leçon"}
            position: start
            steps:
              - say: {en: "Look at c1.", cs: "Podívejte se na c1.", fr: "Regardez c1."}
                show: {cells: [c1]}
              - play: c1-c3
            """;

    /** The scripted move on line 7 goes one square where it must go two. */
    private static final String BAD = """
            id: pack-02-bad
            game: loa
            title: {en: "A bad lesson", cs: "Špatná lekce", fr: "Une mauvaise leçon"}
            position: start
            steps:
              - say: {en: "Watch.", cs: "Dívejte se.", fr: "Regardez."}
              - play: c1-c2
            """;

    /** A Tamsk lesson, with sand running. */
    private static final String TAMSK = """
            id: pack-03-sand
            game: tamsk
            options: {level: "2"}
            title: {en: "Sand", cs: "Písek", fr: "Sable"}
            position: start
            steps:
              - play: a1-b2+
              - clock: +60s
            """;

    /** A teacher's folder {@code name} holding {@code files}: name, text, name, text… */
    private Path pack(String name, String... files) throws IOException {
        Path pack = Files.createDirectories(folder.resolve(name));
        for (int i = 0; i < files.length; i += 2) {
            Files.writeString(pack.resolve(files[i]), files[i + 1]);
        }
        return pack;
    }

    private LoaBoardView lessonBoard() {
        return window.robot().finder().findByName(window.target(), "lessonBoard", LoaBoardView.class);
    }

    private void requireStep(String counter) {
        window.label("stepCounterLabel").requireText(counter);
    }

    private void openTheDistanceLesson() {
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 2\\. How far a piece moves"));
        window.button("openLessonButton").click();
    }

    @Test
    void aLessonIsWalkedToItsEndByKeysAndButtonsAndThenMarkedDone() {
        open();
        openTheDistanceLesson();
        requireStep("Step 1 of 14");
        window.button("previousStepButton").requireDisabled();

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireStep("Step 2 of 14");
        window.pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
        requireStep("Step 3 of 14");
        window.label("stepTextLabel").requireText(Pattern.compile("One square is too short\\..*"));
        window.label("lessonVerdictLabel").requireText("Illegal move: c1-c2");
        window.label("lessonFeedbackLabel").requireText(
                "There are 2 pieces on the c-file, so the piece must move exactly 2 squares; it tried to move 1 square.");
        window.pressAndReleaseKeys(KeyEvent.VK_PAGE_UP);
        requireStep("Step 2 of 14");
        window.pressAndReleaseKeys(KeyEvent.VK_LEFT);
        requireStep("Step 1 of 14");

        for (int i = 0; i < 5; i++) {
            window.button("nextStepButton").click();
        }
        requireStep("Step 6 of 14");
        window.label("lessonVerdictLabel").requireText("Your turn.");
        window.button("hintButton").requireEnabled();

        clickMove(lessonBoard(), "c1", "c4");
        window.label("lessonVerdictLabel").requireText("Illegal move: c1-c4");
        window.label("lessonFeedbackLabel").requireText(
                "There are 2 pieces on the c-file, so the piece must move exactly 2 squares; it tried to move 3 squares.");

        clickMove(lessonBoard(), "b1", "b3");
        window.label("lessonVerdictLabel").requireText("Try again.");
        window.label("lessonFeedbackLabel").requireText("The move b1-b3 is legal, but it is not the one asked for."
                + " There are 2 pieces on the b-file, so the piece moves exactly 2 squares.");

        window.button("hintButton").click();
        window.label("hintLabel").requireText("Hint: Count the pieces on the c-file: c1 and c8. That makes two.");
        window.label("lessonVerdictLabel").requireText("Your turn."); // what was said of the wrong try is stale now

        window.menuItem("languageCsItem").click();
        requireStep("Krok 6 z\u00a014");
        window.label("stepTextLabel").requireText(DISTANCE.steps().get(5).say().orElseThrow().in(Language.CS));
        window.label("hintLabel").requireText("Rada: " + ((Step.Ask) DISTANCE.steps().get(5)).hint().orElseThrow().in(Language.CS));
        window.label("lessonVerdictLabel").requireText("Jste na tahu.");
        window.button("nextStepButton").requireText("Další");

        clickMove(lessonBoard(), "c1", "c3");
        window.label("lessonVerdictLabel").requireText("Výborně!");
        window.label("lessonFeedbackLabel").requireText(Pattern.compile("Kámen táhne přesně o\u00a02 pole.*"));

        while (!GuiActionRunner.execute(() -> window.label("stepCounterLabel").target().getText()).equals("Krok 12 z\u00a014")) {
            window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        }
        window.button("solutionButton").click();
        window.label("lessonVerdictLabel").requireText("Řešení: c3-f6");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireStep("Krok 13 z\u00a014");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT); // a question: the first press shows its solution
        requireStep("Krok 13 z\u00a014");
        window.label("lessonVerdictLabel").requireText("Řešení: g7-e7");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        requireStep("Krok 14 z\u00a014");
        window.label("lessonCompleteLabel").requireVisible();
        assertThat(home().loadLessonProgress().value().isDone("loa-02-distance")).isTrue();

        window.button("nextStepButton").requireText("Další lekce").click();
        window.label("stepCounterLabel").requireText(Pattern.compile("Krok 1 z\u00a0\\d+"));
        window.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);

        assertThat(window.list("lessonList").contents()).contains("✓ 2. Jak daleko kámen táhne");
        window.list("lessonList").clickItem("✓ 2. Jak daleko kámen táhne");
        window.label("lessonDetailLabel").requireText("14 kroků. Hotovo.");
    }

    @Test
    void aLessonLeftHalfWayOpensAgainWhereItWasLeft() {
        open();
        openTheDistanceLesson();
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        requireStep("Step 4 of 14");

        window.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);

        window.label("lessonDetailLabel").requireText("14 steps. Begun: it opens again at step 4.");
        window.button("openLessonButton").click();
        requireStep("Step 4 of 14");
        window.label("lessonVerdictLabel").requireText("Illegal move: c1-c4");
    }

    @Test
    void aBrokenTeachersLessonIsListedWithFileAndLineWhileTheGoodOneBesideItOpens() throws IOException {
        Path pack = pack("pack", "01-good.yaml", GOOD, "02-bad.yaml", BAD, "03-sand.yaml", TAMSK);
        open();

        GuiActionRunner.execute(() -> ((MainFrame) window.target()).openLessonFolder(pack));
        waitForLessons();

        assertThat(window.list("lessonList").contents()).contains("Your lessons: pack", "○ 1. A good lesson",
                "⚠ 2. 02-bad.yaml:7 (broken)");
        window.list("lessonList").clickItem("⚠ 2. 02-bad.yaml:7 (broken)");
        window.label("lessonDetailLabel").requireText("This lesson cannot be opened: " + pack + "/02-bad.yaml:7:"
                + " the scripted move c1-c2 is illegal (loa.wrongDistance: There are 2 pieces on the c-file,"
                + " so the piece must move exactly 2 squares; it tried to move 1 square.)");
        window.button("openLessonButton").requireDisabled();
        window.list("lessonList").clickItem("○ 3. Sand");
        window.label("lessonDetailLabel").requireText("2 steps. Not begun yet.");
        window.button("openLessonButton").requireEnabled();

        window.list("lessonList").clickItem("○ 1. A good lesson");
        window.button("openLessonButton").click();

        requireStep("Step 1 of 2");
        window.label("stepTextLabel").requireText("Look at c1.");
    }

    @Test
    void theFolderChooserSpeaksCzechAndItsFolderBecomesACourse() throws IOException {
        Path pack = pack("balicek", "01-good.yaml", GOOD);
        open(Settings.DEFAULT.withLanguage(Language.CS));

        window.menuItem("openLessonFolderItem").click();
        DialogFixture dialog = window.dialog("lessonFolderDialog");
        JFileChooserFixture chooser = dialog.fileChooser("lessonFolderChooser");
        chooser.approveButton().requireText("Otevřít");
        chooser.cancelButton().requireText("Zrušit");
        TestWindows.approve(chooser, pack);
        waitForLessons();

        assertThat(window.list("lessonList").contents()).contains("Vaše lekce: balicek", "○ 1. Dobrá lekce");
    }
}
