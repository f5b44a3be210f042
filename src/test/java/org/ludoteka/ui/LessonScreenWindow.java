package org.ludoteka.ui;

import java.awt.Dimension;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.lesson.LessonScreen;

/** A lesson screen alone in a window, in English, with the boards of every game: for tests of lessons one step at a time. */
record LessonScreenWindow(FrameFixture window, LessonScreen screen, LessonBoards boards) {

    static LessonScreenWindow show() {
        LessonScreen[] screen = new LessonScreen[1];
        LessonBoards[] boards = new LessonBoards[1];
        JFrame frame = GuiActionRunner.execute(() -> {
            Looks.install(Settings.DEFAULT.theme(), 100);
            boards[0] = new LessonBoards(new Localizer(Language.EN));
            screen[0] = new LessonScreen(new Localizer(Language.EN), new LessonScreen.KeepingNothing());
            JFrame built = new JFrame();
            built.setContentPane(screen[0]);
            built.setSize(1400, 900);
            built.setLocation(100, 100);
            return built;
        });
        FrameFixture window = TestWindows.fixture(frame);
        window.show(new Dimension(1400, 900));
        return new LessonScreenWindow(window, screen[0], boards[0]);
    }

    /** Opens {@code replay}'s lesson at step {@code index} on its game's board. */
    void open(LessonReplay<?, ?> replay, int index) {
        GuiActionRunner.execute(() -> screen.open(replay, boards.forGame(replay.game()).orElseThrow(), index));
        window.robot().waitForIdle();
    }
}
