package org.ludoteka.ui.export;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.DrawnLesson;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.lesson.LessonPictures;

/**
 * Export for the command line, which knows no Swing: a position's board, a lesson step's board with
 * its marks, or a whole lesson as a handout, written with the boards the window shows. Works with
 * or without a display; the boards are built and painted on Swing's event thread.
 */
public final class BoardExport {
    /** The size of a picture when none is asked for: large enough for a projector and for print. */
    public static final int DEFAULT_SIZE = 1200;

    private BoardExport() {
    }

    /** Writes the board of {@code game} at the position {@code positionText} to {@code file}, PNG or SVG by its extension. */
    public static void position(Game<?, ?> game, Map<String, String> options, String positionText, Path file, int width, int height)
            throws IOException {
        PictureFormat format = pictureFormat(file);
        onEventThread(() -> {
            writePosition(game, options, positionText, file, format, new Dimension(width, height));
            return null;
        });
    }

    /** Writes step {@code index} (from 0) of a lesson without problems to {@code file}: its board with the step's marks. */
    public static void lessonStep(LessonReplay<?, ?> replay, int index, Path file, int width, int height) throws IOException {
        PictureFormat format = pictureFormat(file);
        onEventThread(() -> {
            BoardPictures.write(stepBoard(replay, index), new Dimension(width, height), file, format);
            return null;
        });
    }

    /** Writes a lesson without problems as a PDF handout in {@code language}, one step a page. */
    public static void handout(LessonReplay<?, ?> replay, Language language, Path file) throws IOException {
        onEventThread(() -> {
            new LessonHandout(DrawnLesson.plain(replay), language, new LessonBoards(new Localizer(language))).write(file);
            return null;
        });
    }

    /** The board of a step, shown and ready to paint, on a board of its own. */
    static JComponent stepBoard(LessonReplay<?, ?> replay, int index) {
        return stepBoard(replay, index, pictureBoards());
    }

    static <P, M> JComponent stepBoard(LessonReplay<P, M> replay, int index, LessonBoards boards) {
        LessonBoard<P, M> board = boardOf(replay.game(), boards);
        LessonPictures.show(replay, index, board);
        return board.component();
    }

    private static <P, M> void writePosition(Game<P, M> game, Map<String, String> options, String positionText, Path file,
                                             PictureFormat format, Dimension size) throws IOException {
        P position = game.notation(options).parsePosition(positionText);
        LessonBoard<P, M> board = boardOf(game, pictureBoards());
        board.show(position, LessonMarks.none(), false);
        BoardPictures.write(board.component(), size, file, format);
    }

    /** Boards for a picture, which holds no sentence: a board that speaks (Ta Yü's preview) does so only under the mouse. */
    private static LessonBoards pictureBoards() {
        return new LessonBoards(new Localizer(Language.EN));
    }

    @SuppressWarnings("unchecked") // the registry holds each game's board under that game
    static <P, M> LessonBoard<P, M> boardOf(Game<P, M> game, LessonBoards boards) {
        // every game has a board in the window (LessonBoards), so one missing is the program's mistake
        return (LessonBoard<P, M>) boards.forGame(game).orElseThrow(() -> new IllegalStateException("no board for " + game.id()));
    }

    private static PictureFormat pictureFormat(Path file) {
        return PictureFormat.of(file).filter(format -> format != PictureFormat.PDF)
                .orElseThrow(() -> new InputError("export.badPictureFile", file.toString()));
    }

    /** The boards take their colours from the theme: without the window's, the light one (made for paper). */
    private static void ensureLook() {
        if (!(UIManager.getLookAndFeel() instanceof FlatLaf)) {
            FlatLaf.registerCustomDefaultsSource("org.ludoteka.ui.themes");
            FlatLightLaf.setup();
        }
    }

    /** Runs {@code task} on Swing's event thread, where components live, and hands back what it threw. */
    private static void onEventThread(Callable<Void> task) throws IOException {
        AtomicReference<Exception> failure = new AtomicReference<>();
        Runnable guarded = () -> {
            try {
                ensureLook();
                task.call();
            } catch (Exception e) {
                failure.set(e);
            }
        };
        if (SwingUtilities.isEventDispatchThread()) {
            guarded.run();
        } else {
            try {
                SwingUtilities.invokeAndWait(guarded);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        Exception thrown = failure.get();
        if (thrown instanceof IOException io) {
            throw io;
        }
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown != null) {
            throw new IllegalStateException(thrown);
        }
    }
}
