package org.ludoteka.progress;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.Properties;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;

/**
 * The folder where Ludoteka keeps the learner's settings and the game in progress: the system
 * property {@code ludoteka.home}, else {@code ~/.ludoteka}. Every write is atomic.
 */
public record Home(Path directory) {

    /** What reading a saved game found: a game, nothing, or a damaged file (which is then put aside). */
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

    /** Where a saved game that cannot be read is put aside, so it is reported once and not lost. */
    public Path damagedGameFile(String game) {
        return directory.resolve(savedGameFile(game).getFileName().toString().replace(".txt", ".damaged.txt"));
    }

    public Path failureLog() {
        return directory.resolve("failures.log");
    }

    public Path lessonProgressFile() {
        return directory.resolve("lessons.properties");
    }

    /** The saved settings; the defaults when there are none or the file cannot be read. */
    public Settings loadSettings() {
        return readProperties(settingsFile()).map(Settings::fromProperties).orElse(Settings.DEFAULT);
    }

    public void saveSettings(Settings settings) throws IOException {
        writeProperties(settingsFile(), settings.toProperties(), "Ludoteka settings");
    }

    public Path puzzleProgressFile() {
        return directory.resolve("puzzles.properties");
    }

    /** The puzzle ratings and attempts; none when there is no file or it cannot be read. */
    public PuzzleProgress loadPuzzleProgress() {
        return readProperties(puzzleProgressFile()).map(PuzzleProgress::fromProperties).orElse(PuzzleProgress.NONE);
    }

    public void savePuzzleProgress(PuzzleProgress progress) throws IOException {
        writeProperties(puzzleProgressFile(), progress.toProperties(), "Ludoteka puzzles: the rating of each game and every attempt");
    }

    /** The lessons done and begun; none when there is no file or it cannot be read. */
    public LessonProgress loadLessonProgress() {
        return readProperties(lessonProgressFile()).map(LessonProgress::fromProperties).orElse(LessonProgress.NONE);
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
        } catch (IOException e) {
            return damaged(game, Message.of("window.save.unreadable", String.valueOf(e.getMessage())));
        }
        try {
            SavedGame saved = SavedGame.fromText(text);
            if (!saved.game().equals(game)) {
                return damaged(game, Message.of("window.save.notASave"));
            }
            return new LoadedGame(Optional.of(saved), Optional.empty());
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

    /** Settings and progress are a convenience: losing them, to a bad file or a bad disk, must never stop the program. */
    private static Optional<Properties> readProperties(Path file) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.of(properties);
    }

    private static void writeProperties(Path file, Properties properties, String comment) throws IOException {
        StringWriter text = new StringWriter();
        properties.store(text, comment);
        AtomicFiles.write(file, text.toString());
    }

    private LoadedGame damaged(String game, Message detail) {
        try {
            Files.move(savedGameFile(game), damagedGameFile(game), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // it stays where it is and is reported again next time, which is still no crash
        }
        return new LoadedGame(Optional.empty(), Optional.of(Message.of("window.save.damaged", detail, damagedGameFile(game).toString())));
    }
}
