package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.util.regex.Pattern;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * A game's board is drawn as large in its lessons as in a game, on the same screen (issue #20): the
 * lesson's column beside the board is as wide as the game's. The board's drawn size is measured by
 * the distance between two neighbouring places, on a 1920×1080 window at 100 % and at 200 %, and on a 1280×720 one.
 */
class LessonBoardSizeGuiTest extends WindowTest {

    @ParameterizedTest(name = "{0} at {3} %, {4}×{5}")
    @CsvSource({"Lines of Action, board, loa, 100, 1920, 1080", "Tamsk, tamskBoard, tamsk, 100, 1920, 1080",
            "GIPF, gipfBoard, gipf, 100, 1920, 1080", "Ta Yü, tayuBoard, tayu, 100, 1920, 1080",
            "Lines of Action, board, loa, 200, 1920, 1080", "Tamsk, tamskBoard, tamsk, 200, 1920, 1080",
            "GIPF, gipfBoard, gipf, 200, 1920, 1080", "Ta Yü, tayuBoard, tayu, 200, 1920, 1080",
            // a laptop's screen, where the width limits the board: a wider lesson column made the lesson's board smaller
            "Lines of Action, board, loa, 100, 1280, 720", "GIPF, gipfBoard, gipf, 100, 1280, 720"})
    void onTheSameScreenTheLessonBoardIsDrawnAsLargeAsTheGameBoard(String game, String boardName, String id, int zoom, int width,
            int height) {
        open(Settings.DEFAULT.withZoomPercent(zoom));
        GuiActionRunner.execute(() -> ((MainFrame) window.target()).holdZoomTo(new Dimension(width, height)));
        GuiActionRunner.execute(() -> window.target().setBounds(0, 0, width, height));
        window.robot().waitForIdle();
        if (zoom > 100) {
            window.menuItem("gameListItem").click(); // folded at 200 %: brought back to choose the game
        }
        window.list("gameList").clickItem(game);
        if (zoom > 100) {
            window.menuItem("gameListItem").click();
        }
        double inGame = scale(boardName);

        window.menuItem("showLessonsItem").click();
        TestWindows.waitForLessons(window);
        String title = LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream())
                .filter(lesson -> lesson.id().startsWith(id + "-01")).findFirst().orElseThrow().title().in(Language.EN);
        window.list("lessonList").clickItem(Pattern.compile(". 1\\. " + Pattern.quote(title)));
        window.button("openLessonButton").click();
        double inLesson = scale("lessonBoard");

        assertThat(inLesson).as(game + " at " + zoom + " %: a place's distance to the next on the lesson board, and on the game board")
                .isEqualTo(inGame);
    }

    /** The distance between two neighbouring places of the board named {@code name} that is on screen: its drawn size. */
    private double scale(String name) {
        window.robot().waitForIdle();
        Component board = window.robot().finder().find(window.target(), component -> name.equals(component.getName()) && component.isShowing());
        return GuiActionRunner.execute(() -> {
            Point[] places;
            if (board instanceof LoaBoardView loa) {
                places = new Point[] {loa.squareCentre("a1"), loa.squareCentre("h1")};
            } else if (board instanceof TamskBoardView tamsk) {
                places = new Point[] {tamsk.cellCentre("a1"), tamsk.cellCentre("a4")};
            } else if (board instanceof GipfBoardView gipf) {
                places = new Point[] {gipf.pointCentre("e1"), gipf.pointCentre("e9")};
            } else {
                TayuBoardView tayu = (TayuBoardView) board;
                places = new Point[] {tayu.squareCentre("a1"), tayu.squareCentre("s1")};
            }
            return places[0].distance(places[1]);
        });
    }
}
