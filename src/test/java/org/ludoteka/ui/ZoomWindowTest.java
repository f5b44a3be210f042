package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;

/**
 * The window tests of the zoom (ProjectorZoomGuiTest, ZoomedBoardOnEveryScreenGuiTest): the screens that show a board,
 * and where the board is.
 */
abstract class ZoomWindowTest extends WindowTest {

    /** Every screen that shows a board: how to bring it up, and its board's name. */
    enum Screen {
        LINES_OF_ACTION("board", window -> window.list("gameList").clickItem("Lines of Action")),
        TAMSK("tamskBoard", window -> window.list("gameList").clickItem("Tamsk")),
        GIPF("gipfBoard", window -> window.list("gameList").clickItem("GIPF")),
        TA_YU("tayuBoard", window -> window.list("gameList").clickItem("Ta Yü")),
        LESSON("lessonBoard", window -> {
            window.menuItem("showLessonsItem").click();
            TestWindows.waitForLessons(window);
            window.list("lessonList").clickItem(Pattern.compile("○ 1\\. .*"));
            window.button("openLessonButton").click();
        }),
        PUZZLE_TRAINER("lessonBoard", window -> window.menuItem("showPuzzlesItem").click());

        final String board;
        final Consumer<FrameFixture> show;

        Screen(String board, Consumer<FrameFixture> show) {
            this.board = board;
            this.show = show;
        }
    }

    MainFrame frame() {
        return (MainFrame) window.target();
    }

    void resize(int width, int height) {
        GuiActionRunner.execute(() -> {
            frame().setSize(width, height);
            frame().validate();
        });
        window.robot().waitForIdle();
    }

    /** The side of the board's drawn squares and their margin: the most the board can take of its rectangle. */
    int boardSide() {
        window.robot().waitForIdle();
        return GuiActionRunner.execute(() -> Math.min(board().getWidth(), board().getHeight()));
    }

    /** Where the screen's board is in the window: the one on screen, for the lessons' and the trainer's boards have the same name. */
    Rectangle boardOf(Screen screen) {
        window.robot().waitForIdle();
        Component board = window.robot().finder().find(window.target(),
                component -> screen.board.equals(component.getName()) && component.isShowing());
        return GuiActionRunner.execute(() -> SwingUtilities.convertRectangle(board.getParent(), board.getBounds(), frame()));
    }
}
