package org.ludoteka.ui;

import java.io.File;
import org.assertj.swing.image.ScreenshotTaker;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/** Keeps a picture of the screen when a window test fails; it runs before the window is closed. */
public final class ScreenshotOnFailure implements TestExecutionExceptionHandler {
    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        try {
            File directory = new File("target/gui-failures");
            directory.mkdirs();
            File picture = new File(directory, context.getRequiredTestClass().getSimpleName() + "."
                    + context.getRequiredTestMethod().getName() + ".png");
            picture.delete();
            new ScreenshotTaker().saveDesktopAsPng(picture.getPath());
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
        throw failure;
    }
}
