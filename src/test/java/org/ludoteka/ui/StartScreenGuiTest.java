package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.Icon;
import javax.swing.ImageIcon;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.progress.LessonProgress;
import org.ludoteka.progress.Settings;

/**
 * Issue #20, the first minutes: the window opens on a start screen, not on an empty grey area. Every game
 * of the catalogue is there with a picture of its start, a line on what it is, how far the learner has come,
 * and three doors that are buttons Tab reaches and Enter presses.
 */
class StartScreenGuiTest extends WindowTest {

    private StartScreen start() {
        return window.robot().finder().findByName(window.target(), "startScreen", StartScreen.class, false);
    }

    private List<Lesson> lessonsOf(String game) {
        return LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream()).filter(lesson -> lesson.game().equals(game)).toList();
    }

    private void waitUntilFilledIn() {
        Pause.pause(new Condition("the pictures painted and the lessons counted") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> Kits.ALL.stream().allMatch(kit -> start().pictureOf(kit).isPresent())
                        && Kits.ALL.stream().noneMatch(kit -> window.label("start." + kit.game().id() + ".standing").target()
                        .getText().startsWith("Counting")));
            }
        }, Timeout.timeout(30_000));
    }

    /** The picture is a board, not a blank square: it has many colours. */
    private static int coloursIn(Icon icon) {
        BufferedImage image = (BufferedImage) ((ImageIcon) icon).getImage();
        Set<Integer> colours = new HashSet<>();
        for (int x = 0; x < image.getWidth(); x += 2) {
            for (int y = 0; y < image.getHeight(); y += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }

    @Test
    void everyGameOfTheCatalogueIsThereWithItsPictureItsLineItsProgressAndItsDoors() {
        open();
        waitUntilFilledIn();
        window.panel("noticePanel").requireVisible();
        window.label("noticeLabel").requireText("Choose a game below, or from the list on the left.");
        for (GameKit kit : Kits.ALL) {
            String id = kit.game().id();
            window.label("start." + id + ".name").requireText(new Localizer(Settings.DEFAULT.language()).text("game." + id));
            assertThat(window.label("start." + id + ".summary").text()).as(id).isNotBlank().doesNotStartWith("game.").endsWith(".");
            assertThat(coloursIn(start().pictureOf(kit).orElseThrow())).as(id + "'s picture").isGreaterThan(8);
            String standing = window.label("start." + id + ".standing").text();
            assertThat(standing).as(id).startsWith("Lessons done: 0 of " + lessonsOf(id).size() + " · ");
            assertThat(lessonsOf(id)).as(id + " has a course").isNotEmpty();
            window.button("start." + id + ".learn").requireEnabled().requireText("Learn the rules");
            window.button("start." + id + ".play").requireEnabled().requireText("Play");
            if (StartScreen.hasPuzzles(kit)) {
                window.button("start." + id + ".puzzles").requireEnabled();
                assertThat(standing).endsWith("Puzzle rating: none yet");
            } else {
                window.button("start." + id + ".puzzles").requireDisabled();
                assertThat(standing).endsWith("No puzzles for this game yet");
            }
        }
    }

    @Test
    void learnTheRulesOpensTheCourseAtTheFirstLessonNotDone() throws IOException {
        List<Lesson> course = lessonsOf("tamsk");
        home().saveLessonProgress(LessonProgress.NONE.finished(course.get(0).id()));
        open();
        waitUntilFilledIn();
        window.label("start.tamsk.standing").requireText(java.util.regex.Pattern.compile("Lessons done: 1 of " + course.size() + " · .*"));

        window.button("start.tamsk.learn").click();
        waitForLessons();

        window.panel("lessonScreen").requireVisible();
        window.label("lessonTitleLabel").requireText(course.get(1).title().in(Settings.DEFAULT.language()));
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka — Lessons");
    }

    @Test
    void theDoorsAreReachedByTabAndPressedByEnter() {
        open();
        GuiActionRunner.execute(() -> start().takeFocus());
        window.button("start.loa.learn").requireFocused();
        window.robot().pressAndReleaseKeys(KeyEvent.VK_TAB); // to what has the focus, as a person's keys go
        window.button("start.loa.play").requireFocused();
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);

        window.panel("loaPanel").requireVisible();
        window.label("loaTurnLabel").requireText("Black to move");
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka — Lines of Action");
    }

    @Test
    void thePuzzlesDoorOpensTheTrainerOnThatGamesPuzzles() {
        open();
        window.button("start.tamsk.puzzles").click();

        window.panel("puzzlesPanel").requireVisible();
        window.comboBox("puzzleGame").requireSelection("Tamsk");
    }

    @Test
    void theStartScreenComesBackFromTheViewMenuTheGameListAndWithAltHome() {
        open();
        window.button("start.gipf.play").click();
        window.panel("gipfPanel").requireVisible();

        window.menuItem("startItem").click();
        window.panel("noticePanel").requireVisible();
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka");

        window.list("gameList").clickItem("Ta Yü");
        window.panel("tayuPanel").requireVisible();
        window.button("startButton").requireText("Start screen").click(); // the game list's way back
        window.panel("noticePanel").requireVisible();

        window.list("gameList").clickItem("Tamsk");
        window.panel("tamskPanel").requireVisible();
        window.robot().pressKey(KeyEvent.VK_ALT);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_HOME);
        window.robot().releaseKey(KeyEvent.VK_ALT);
        window.panel("noticePanel").requireVisible();
        window.button("start.loa.learn").requireFocused();
    }

    /**
     * On a large screen (a projector at 200 %, a 4K screen) the start screen used only its upper left
     * corner: the cards now stand in the middle of the room, and their pictures grow with its height.
     */
    @Test
    void onATallScreenThePicturesGrowAndTheCardsStandInTheMiddle() {
        open();
        GuiActionRunner.execute(() -> window.target().setBounds(0, 0, 1920, 1080));
        waitUntilFilledIn();
        window.robot().waitForIdle();
        int ordinary = GuiActionRunner.execute(() -> com.formdev.flatlaf.util.UIScale.scale(132));
        Pause.pause(new Condition("the pictures painted again for the room") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> Kits.ALL.stream().allMatch(kit -> start().pictureOf(kit)
                        .filter(icon -> icon.getIconWidth() > ordinary * 5 / 4).isPresent()));
            }
        }, Timeout.timeout(30_000));
        GuiActionRunner.execute(() -> {
            java.awt.Rectangle room = start().getVisibleRect();
            for (GameKit kit : Kits.ALL) {
                java.awt.Component card = window.panel("start." + kit.game().id()).target();
                java.awt.Rectangle bounds = javax.swing.SwingUtilities.convertRectangle(card.getParent(), card.getBounds(), start());
                assertThat(Math.abs(bounds.getCenterX() - room.getCenterX())).as(kit.game().id() + " " + bounds + " in " + room)
                        .isLessThan(room.width / 10.0);
                assertThat(room.contains(bounds)).as(kit.game().id() + " whole, no scrolling").isTrue();
            }
        });
    }

    @Test
    void aPictureIsNeverSmallerThanItsOrdinarySideNorMoreThanTwiceIt() {
        assertThat(StartScreen.sideFor(300, 4, 132, 24)).isEqualTo(132);
        assertThat(StartScreen.sideFor(900, 4, 132, 24)).isEqualTo((900 - 3 * 24) / 4 - 24);
        assertThat(StartScreen.sideFor(4000, 4, 132, 24)).isEqualTo(264);
    }
}
