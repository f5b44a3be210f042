package org.ludoteka.ui.puzzle;

import java.nio.file.Path;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.ui.ScreenshotOnFailure;
import org.ludoteka.ui.SwingThreadCheck;

/**
 * A trainer test class whose tests share one window, opened on the trainer once for the class and
 * still (no refutation moves: these tests judge answers; their movement is another test's business).
 */
@Tag("gui")
@ExtendWith({ScreenshotOnFailure.class, SwingThreadCheck.class})
abstract class TrainerClassTest {
    @TempDir
    static Path folder;
    static TrainerWindow trainer;
    static FrameFixture window;
    static PuzzlesPanel panel;

    @BeforeAll
    static void openTheTrainer() {
        trainer = TrainerWindow.open(folder);
        window = trainer.window();
        panel = trainer.panel();
    }

    @AfterAll
    static void closeWindow() {
        if (trainer != null) {
            trainer.close();
        }
    }
}
