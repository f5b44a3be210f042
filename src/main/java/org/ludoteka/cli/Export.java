package org.ludoteka.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.export.BoardExport;

/**
 * {@code export GAME POSITION FILE [--size WxH]}: a board as PNG or SVG; and
 * {@code export-lesson LESSON FILE [--step N] [--size WxH]}: a lesson as a PDF handout, or one step's
 * board with its marks as PNG or SVG. The window's own boards paint them; no display is needed.
 */
record Export(PrintStream out, Messages messages) {
    private static final Pattern SIZE = Pattern.compile("([0-9]{1,5})x([0-9]{1,5})");
    private static final int LEAST_SIDE = 16;
    private static final int MOST_SIDE = 8000;

    int position(Game<?, ?> game, Map<String, String> options, String positionText, String fileText, Map<String, String> flags) {
        int[] size = size(flags.get("size"));
        Path file = Path.of(fileText);
        write(file, () -> BoardExport.position(game, options, positionText, file, size[0], size[1]));
        return CommandLine.OK;
    }

    int lesson(String lessonName, String fileText, Map<String, String> flags, Language language) {
        LessonReplay<?, ?> replay = replay(lessonName);
        Path file = Path.of(fileText);
        Optional<String> step = Optional.ofNullable(flags.get("step"));
        if (fileText.toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            if (step.isPresent()) {
                throw new InputError("cli.stepNotForHandout");
            }
            write(file, () -> BoardExport.handout(replay, language, file));
            return CommandLine.OK;
        }
        if (step.isEmpty()) {
            throw new InputError("cli.lessonFile", fileText);
        }
        int index = step(step.get(), replay);
        int[] size = size(flags.get("size"));
        write(file, () -> BoardExport.lessonStep(replay, index, file, size[0], size[1]));
        return CommandLine.OK;
    }

    /** A shipped lesson by its id, or a lesson file; one with problems is refused, as the window lists it broken. */
    private static LessonReplay<?, ?> replay(String name) {
        Path path = Path.of(name);
        LessonFile file = Files.isRegularFile(path) ? LessonLibrary.readFile(path, path, name)
                : LessonLibrary.shipped().stream().filter(f -> f.lesson().map(Lesson::id).filter(name::equals).isPresent())
                        .findFirst().orElseThrow(() -> new InputError("cli.unknownLesson", name));
        Lesson lesson = file.lesson().orElseThrow(() -> new InputError("cli.brokenLesson", name));
        LessonReplay<?, ?> replay = LessonReplay.of(lesson);
        if (!replay.problems().isEmpty()) {
            throw new InputError("cli.brokenLesson", name);
        }
        return replay;
    }

    private static int step(String text, LessonReplay<?, ?> replay) {
        int steps = replay.lesson().steps().size();
        try {
            int step = Integer.parseInt(text);
            if (step >= 1 && step <= steps) {
                return step - 1;
            }
        } catch (NumberFormatException e) {
            // reported below, like a step out of range
        }
        throw new InputError("cli.badStep", text, steps);
    }

    /** {@code WxH} in pixels, each side from 16 to 8000; a square of the default size when none is asked for. */
    static int[] size(String text) {
        if (text == null) {
            return new int[] {BoardExport.DEFAULT_SIZE, BoardExport.DEFAULT_SIZE};
        }
        Matcher matcher = SIZE.matcher(text.strip().toLowerCase(Locale.ROOT).replace('×', 'x'));
        if (matcher.matches()) {
            int width = Integer.parseInt(matcher.group(1));
            int height = Integer.parseInt(matcher.group(2));
            if (Math.min(width, height) >= LEAST_SIDE && Math.max(width, height) <= MOST_SIDE) {
                return new int[] {width, height};
            }
        }
        throw new InputError("cli.badSize", text);
    }

    private interface Writing {
        void run() throws IOException;
    }

    /** Writes the file and says so; a file that cannot be written is bad input, told in one line. */
    private void write(Path file, Writing writing) {
        try {
            writing.run();
        } catch (IOException e) {
            throw new InputError("cli.cannotWrite", file.toString(), String.valueOf(e.getMessage()));
        }
        out.println(messages.format("cli.exported", file.toString()));
    }
}
