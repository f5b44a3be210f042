package org.ludoteka.progress;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;

/**
 * The folder where Ludoteka keeps the learner's settings and the game in progress: the system
 * property {@code ludoteka.home}, else {@code ~/.ludoteka}. Every write is atomic.
 */
public record Home(Path directory) {

    /** What reading settings or progress found: what could be read, and what was wrong with a damaged file (then put aside). */
    public record Loaded<T>(T value, Optional<Message> problem) {
    }

    /**
     * What reading a saved game found: a game, nothing, or a damaged file (which is then put aside); a game read
     * may come with a notice too, when it named a rule option that is no longer offered.
     */
    public record LoadedGame(Optional<SavedGame> game, Optional<Message> problem) {
        static final LoadedGame NONE = new LoadedGame(Optional.empty(), Optional.empty());
    }

    public static Home fromSystemProperty() {
        String configured = System.getProperty("ludoteka.home");
        return new Home(configured == null || configured.isBlank()
                ? Path.of(System.getProperty("user.home"), ".ludoteka")
                : Path.of(configured));
    }

    public Path settingsFile() {
        return directory.resolve("settings.properties");
    }

    /**
     * Where the game in progress of {@code game} (its id) is kept: one file a game, so that a game
     * of each can wait at once. Lines of Action's keeps the name it had when it was the only one.
     */
    public Path savedGameFile(String game) {
        return directory.resolve(game.equals("loa") ? "game-in-progress.txt" : "game-in-progress-" + game + ".txt");
    }

    public Path failureLog() {
        return directory.resolve("failures.log");
    }

    /** Where the learner's own puzzles are kept, made by the reviews of his games: a folder a game, a file a puzzle. */
    public Path personalPuzzlesFolder() {
        return directory.resolve("my-puzzles");
    }

    public Path lessonProgressFile() {
        return directory.resolve("lessons.properties");
    }

    /** The saved settings; the defaults when there are none, and those of a damaged file that can still be read. */
    public Loaded<Settings> loadSettings() {
        return readProperties(settingsFile(), "progress.settings", Settings::fromProperties, Settings.DEFAULT);
    }

    public void saveSettings(Settings settings) throws IOException {
        writeProperties(settingsFile(), settings.toProperties(), "Ludoteka settings");
    }

    public Path windowFile() {
        return directory.resolve("placement.properties");
    }

    /** Where the window was when it last closed; none the first time, or when the file cannot be read. */
    public Loaded<Optional<WindowPlacement>> loadWindowPlacement() {
        return readProperties(windowFile(), "progress.window", WindowPlacement::fromProperties, Optional.empty());
    }

    public void saveWindowPlacement(WindowPlacement placement) throws IOException {
        writeProperties(windowFile(), placement.toProperties(), "Ludoteka window: where it was and how large");
    }

    public Path puzzleProgressFile() {
        return directory.resolve("puzzles.properties");
    }

    /** The puzzle ratings and attempts; none when there is no file, and those of a damaged file that can still be read. */
    public Loaded<PuzzleProgress> loadPuzzleProgress() {
        return readProperties(puzzleProgressFile(), "progress.puzzles", PuzzleProgress::fromProperties, PuzzleProgress.NONE);
    }

    public void savePuzzleProgress(PuzzleProgress progress) throws IOException {
        writeProperties(puzzleProgressFile(), progress.toProperties(), "Ludoteka puzzles: the rating of each game and every attempt");
    }

    /** The lessons done and begun; none when there is no file, and those of a damaged file that can still be read. */
    public Loaded<LessonProgress> loadLessonProgress() {
        return readProperties(lessonProgressFile(), "progress.lessons", LessonProgress::fromProperties, LessonProgress.NONE);
    }

    public void saveLessonProgress(LessonProgress progress) throws IOException {
        writeProperties(lessonProgressFile(), progress.toProperties(), "Ludoteka lessons: done and the step reached");
    }

    /** The game of {@code game} (its id) left in progress, replayed and checked by its engine. */
    public LoadedGame loadGame(String game) {
        String text;
        try {
            text = Files.readString(savedGameFile(game), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return LoadedGame.NONE;
        } catch (MalformedInputException e) {
            return damaged(game, Message.of("progress.notText"));
        } catch (IOException e) {
            return damaged(game, Message.of("window.save.unreadable", String.valueOf(e.getMessage())));
        }
        try {
            SavedGame saved = SavedGame.fromText(text);
            if (!saved.game().equals(game)) {
                return damaged(game, Message.of("window.save.notASave"));
            }
            // a rule option this version no longer has: the game is kept, played by today's rule, and the learner told
            return new LoadedGame(Optional.of(saved), SavedGame.retiredNotices(text).stream().findFirst());
        } catch (InputError e) {
            return damaged(game, e.problem());
        } catch (IllegalArgumentException e) {
            return damaged(game, Message.of("window.save.unreadable", String.valueOf(e.getMessage())));
        }
    }

    public void saveGame(SavedGame game) throws IOException {
        AtomicFiles.write(savedGameFile(game.game()), game.toText());
    }

    public void forgetGame(String game) throws IOException {
        Files.deleteIfExists(savedGameFile(game));
    }

    /** Appends a report of a failure for whoever fixes the program; the user is told in one line. */
    public void recordFailure(String report) throws IOException {
        Files.createDirectories(directory);
        Files.writeString(failureLog(), report, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * Reads a file of settings or progress. A file that is not what Ludoteka writes (not UTF-8, empty, a broken
     * escape, a line it cannot read) is never silently reset: it is put aside, kept whole for whoever wants it back,
     * what could be read of it is kept, and the learner is told. Losing a file, to a bad disk or a bad edit, must
     * never stop the program.
     */
    private <T> Loaded<T> readProperties(Path file, String whatKey, BiFunction<Properties, Set<String>, T> reading, T none) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Loaded<>(none, Optional.empty());
        } catch (IOException e) {
            return putAside(file, whatKey, none, Message.of("progress.notText"));
        }
        if (text.isBlank()) {
            return putAside(file, whatKey, none, Message.of("progress.notText")); // Ludoteka never writes an empty file
        }
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            return putAside(file, whatKey, none, Message.of("progress.notText"));
        }
        Set<String> unread = new TreeSet<>();
        T read = reading.apply(properties, unread);
        if (!unread.isEmpty()) {
            return putAside(file, whatKey, read, Message.of("progress.badEntries", unread.size()));
        }
        return new Loaded<>(read, Optional.empty());
    }

    private <T> Loaded<T> putAside(Path file, String whatKey, T kept, Message why) {
        return new Loaded<>(kept, Optional.of(Message.of("progress.damaged", Message.of(whatKey), why, DamagedFiles.moveAside(file).toString())));
    }

    private static void writeProperties(Path file, Properties properties, String comment) throws IOException {
        StringWriter text = new StringWriter();
        properties.store(text, comment);
        AtomicFiles.write(file, text.toString());
    }

    private LoadedGame damaged(String game, Message detail) {
        Path aside = DamagedFiles.moveAside(savedGameFile(game));
        return new LoadedGame(Optional.empty(), Optional.of(Message.of("window.save.damaged", detail, aside.toString())));
    }
}
