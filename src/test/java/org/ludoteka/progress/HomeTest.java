package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

class HomeTest {
    @TempDir
    Path directory;

    private Home home() {
        return new Home(directory.resolve("nested").resolve("home"));
    }

    /** The files put aside as damaged copies of {@code name}. */
    private List<Path> putAside(String name) throws IOException {
        try (Stream<Path> files = Files.list(home().directory())) {
            return files.filter(f -> f.getFileName().toString().startsWith(name + ".corrupt-")).sorted().toList();
        }
    }

    @Test
    void settingsComeBackAsSaved() throws IOException {
        Settings chosen = new Settings(Language.CS, Theme.DARK, 200);
        home().saveSettings(chosen);
        assertThat(home().loadSettings().value()).isEqualTo(chosen);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyThemeComesBackAsSaved(Theme theme) throws IOException {
        home().saveSettings(Settings.DEFAULT.withTheme(theme));
        assertThat(home().loadSettings().value().theme()).isEqualTo(theme);
    }

    @Test
    void soundAnimationsAndEachGamesRuleOptionsComeBackAsSaved() throws IOException {
        Settings chosen = new Settings(Language.FR, Theme.LIGHT, 150).withSound(false).withAnimation(AnimationSpeed.SLOW)
                .withRuleOptions("loa", java.util.Map.of("simultaneous", "mover-wins"))
                .withRuleOptions("tamsk", java.util.Map.of("level", "3", "grace", "1000"));
        home().saveSettings(chosen);

        Home.Loaded<Settings> read = home().loadSettings();
        Settings loaded = read.value();

        assertThat(read.problem()).as("every key is one the settings know").isEmpty();
        assertThat(loaded).isEqualTo(chosen);
        assertThat(loaded.ruleOptions("tamsk")).containsEntry("grace", "1000").containsEntry("level", "3");
        assertThat(loaded.ruleOptions("gipf")).isEmpty();
        assertThat(Files.readString(home().settingsFile())).contains("options.loa.simultaneous=mover-wins", "sound=false", "animation=slow");
    }

    @Test
    void noSettingsFileMeansTheDefaults() {
        assertThat(home().loadSettings().value()).isEqualTo(Settings.DEFAULT);
    }

    @Test
    void unreadableSettingsValuesFallBackOneByOneAndTheFileIsKeptAsideWithASentence() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().settingsFile(), "language=fr\ntheme=purple\nzoom=175\n");

        Home.Loaded<Settings> loaded = home().loadSettings();

        assertThat(loaded.value()).isEqualTo(new Settings(Language.FR, Theme.LIGHT, 100));
        assertThat(Messages.of(Language.EN).format(loaded.problem().orElseThrow()))
                .matches("Your settings could not be read whole \\(2 of its lines cannot be read\\), so the file was kept aside as "
                        + ".*settings\\.properties\\.corrupt-\\d{8}-\\d{6}; what could be read of it is kept\\.");
        assertThat(home().settingsFile()).doesNotExist();
        assertThat(putAside("settings.properties")).singleElement()
                .satisfies(aside -> assertThat(aside).hasContent("language=fr\ntheme=purple\nzoom=175"));
        assertThat(home().loadSettings().problem()).as("told once").isEmpty();
    }

    @Test
    void lessonProgressComesBackAsSavedAndLeavesNoTemporaryFileBehind() throws IOException {
        LessonProgress progress = LessonProgress.NONE.finished("loa-01-board-and-start").at("loa-02-distance", 7);

        home().saveLessonProgress(progress);

        assertThat(home().loadLessonProgress().value()).isEqualTo(progress);
        try (Stream<Path> files = Files.list(home().directory())) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("lessons.properties");
        }
    }

    @Test
    void aCorruptLessonProgressFileIsIgnored() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().lessonProgressFile(), "done.loa-01-board-and-start=yes\nstep.\\u00zz=3\n");

        assertThat(home().loadLessonProgress().value()).isEqualTo(LessonProgress.NONE);
    }

    @Test
    void noLessonProgressFileMeansNothingDoneYet() {
        assertThat(home().loadLessonProgress().value().done()).isEmpty();
    }

    private static final SavedGame LOA = new SavedGame("loa", Map.of("simultaneous", "mover-wins"),
            Optional.of(new SavedGame.Seat(Side.WHITE, "hard")), LoaNotation.INSTANCE.format(LoaPosition.SCRAMBLED), List.of("b1-b3"));
    private static final SavedGame TAMSK = new SavedGame("tamsk", Map.of("level", "2"), Optional.empty(), "start",
            List.of("a1-b2+", "+2.5s"));

    @Test
    void aSavedGameIsReplayedToTheSamePosition() throws IOException {
        home().saveGame(LOA);

        Home.LoadedGame loaded = home().loadGame("loa");

        assertThat(loaded.problem()).isEmpty();
        assertThat(loaded.game().orElseThrow().toText()).isEqualTo(LOA.toText());
        assertThat(loaded.game().orElseThrow().replay(LoaGame.INSTANCE).positions()).last()
                .hasToString(LOA.replay(LoaGame.INSTANCE).positions().get(1).toString());
    }

    @Test
    void eachGameKeepsItsOwnGameInProgress() throws IOException {
        home().saveGame(LOA);
        home().saveGame(TAMSK);

        assertThat(home().savedGameFile("loa")).hasFileName("game-in-progress.txt"); // where it was before there were two
        assertThat(home().loadGame("tamsk").game().orElseThrow().moves()).containsExactly("a1-b2+", "+2.5s");
        assertThat(home().loadGame("loa").game().orElseThrow().moves()).containsExactly("b1-b3");
        assertThat(home().loadGame("gipf")).isEqualTo(new Home.LoadedGame(Optional.empty(), Optional.empty()));
    }

    @Test
    void savingLeavesNoTemporaryFileBehindAndReplacesTheOldSave() throws IOException {
        SavedGame first = new SavedGame("loa", Map.of(), Optional.empty(), "start", List.of("c1-c3"));
        SavedGame second = new SavedGame("loa", Map.of(), Optional.empty(), "start", List.of("d1-d3"));
        home().saveGame(first);
        home().saveGame(second);

        try (Stream<Path> files = Files.list(home().directory())) {
            assertThat(files).containsExactly(home().savedGameFile("loa"));
        }
        assertThat(home().loadGame("loa").game().orElseThrow().moves()).containsExactly("d1-d3");
    }

    @Test
    void aCorruptSaveIsIgnoredWithAClearMessageAndPutAside() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().savedGameFile("loa"),
                "ludoteka-game 1\ngame loa\nopponent human\nstart start\nmoves c1-c3 c3-c4\n", StandardCharsets.UTF_8);

        Home.LoadedGame loaded = home().loadGame("loa");

        assertThat(loaded.game()).isEmpty();
        assertThat(Messages.of(Language.EN).format(loaded.problem().orElseThrow()))
                .startsWith("The saved game could not be read, so it was put aside as " + putAside("game-in-progress.txt").get(0))
                .endsWith("Move 2 (c3-c4) is not legal in that position.");
        assertThat(home().savedGameFile("loa")).doesNotExist();
        assertThat(putAside("game-in-progress.txt")).hasSize(1);
        assertThat(home().loadGame("loa")).isEqualTo(new Home.LoadedGame(Optional.empty(), Optional.empty()));
    }

    /** P-9, issue #18: a GIPF game saved with the retired option power=next-turn is offered under today's rule, with a notice. */
    @Test
    void aSaveNamingARetiredRuleOptionIsKeptAndTheLearnerIsTold() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().savedGameFile("gipf"), "ludoteka-game 1\ngame gipf\noption potentials=2\noption power=next-turn\n"
                + "opponent human\nstart start\nmoves e1-e2\n", StandardCharsets.UTF_8);

        Home.LoadedGame loaded = home().loadGame("gipf");

        assertThat(loaded.game().orElseThrow().options()).doesNotContainKey("power").containsEntry("potentials", "2");
        assertThat(loaded.problem().orElseThrow().key()).isEqualTo("gipf.retired.power.next-turn");
        assertThat(Messages.of(Language.EN).format(loaded.problem().orElseThrow())).contains("same turn").doesNotContain("{");
        assertThat(home().savedGameFile("gipf")).exists();
        assertThat(putAside("game-in-progress-gipf.txt")).isEmpty();
        // the rule it had is today's: nothing to tell
        Files.writeString(home().savedGameFile("gipf"), "ludoteka-game 1\ngame gipf\noption power=same-turn\n"
                + "opponent human\nstart start\nmoves e1-e2\n", StandardCharsets.UTF_8);
        assertThat(home().loadGame("gipf").problem()).isEmpty();
    }

    @Test
    void aSaveOfAnotherGameInAGamesFileIsPutAside() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().savedGameFile("tamsk"), LOA.toText(), StandardCharsets.UTF_8);

        assertThat(home().loadGame("tamsk").problem()).isPresent();
        assertThat(putAside("game-in-progress-tamsk.txt")).hasSize(1);
    }

    @Test
    void binaryGarbageIsReportedNotThrown() throws IOException {
        Files.createDirectories(home().directory());
        Files.write(home().savedGameFile("loa"), new byte[] {0, (byte) 0xff, 0x10, '\n'});
        assertThat(home().loadGame("loa").problem()).isPresent();
    }

    @Test
    void forgettingRemovesTheSave() throws IOException {
        home().saveGame(LOA);
        home().forgetGame("loa");
        assertThat(home().loadGame("loa").game()).isEmpty();
    }

    @Test
    void failuresAreAppendedToTheLog() throws IOException {
        home().recordFailure("first\n");
        home().recordFailure("second\n");
        assertThat(Files.readString(home().failureLog())).isEqualTo("first\nsecond\n");
    }

    @Test
    void progressThatIsNotTextOrIsEmptyIsKeptAsideNotReset() throws IOException {
        Files.createDirectories(home().directory());
        Files.write(home().lessonProgressFile(), new byte[] {'d', 'o', 'n', 'e', '.', (byte) 0xe9, '=', 'y', 'e', 's'});
        Files.writeString(home().puzzleProgressFile(), "");

        Home.Loaded<LessonProgress> lessons = home().loadLessonProgress();
        Home.Loaded<PuzzleProgress> puzzles = home().loadPuzzleProgress();

        assertThat(lessons.value()).isEqualTo(LessonProgress.NONE);
        assertThat(Messages.of(Language.FR).format(lessons.problem().orElseThrow())).startsWith(
                "Impossible de lire en entier votre progression dans les leçons (ce n’est pas un texte écrit par Ludoteka)\u00a0: "
                        + "le fichier a été mis de côté sous le nom ");
        assertThat(puzzles.problem()).isPresent();
        assertThat(putAside("lessons.properties")).singleElement().satisfies(aside -> assertThat(Files.size(aside)).isEqualTo(10));
        assertThat(putAside("puzzles.properties")).hasSize(1);
    }

    @Test
    void aRatingThatIsNotANumberIsAnEntryThatCannotBeReadAndTheOthersAreKept() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().puzzleProgressFile(),
                "rating.loa=NaN,350,0.06\nrating.tamsk=1612.5,80.1,0.06\nattempt.000000=loa,loa-w1-001,solved,0\nattempt.000001=loa,x,solved,-3\n");

        Home.Loaded<PuzzleProgress> loaded = home().loadPuzzleProgress();

        assertThat(loaded.value().rating("loa")).isEqualTo(Glicko2.NEW);
        assertThat(loaded.value().rating("tamsk")).isEqualTo(new Glicko2(1612.5, 80.1, 0.06));
        assertThat(loaded.value().attempts()).containsExactly(new PuzzleProgress.Attempt("loa", "loa-w1-001", true, 0, Optional.empty(), 0));
        assertThat(Messages.of(Language.EN).format(loaded.problem().orElseThrow()))
                .startsWith("Your puzzle ratings and attempts could not be read whole (2 of its lines cannot be read)");
        assertThat(home().loadPuzzleProgress().problem()).as("the next start reads the file saved since, or none").isEmpty();
    }

    @Test
    void aTemporaryFileLeftByAProgramThatDiedIsClearedByTheNextWrite() throws IOException {
        Files.createDirectories(home().directory());
        Path old = Files.writeString(home().directory().resolve("lessons.properties4711.tmp"), "half");
        Files.setLastModifiedTime(old, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        Path fresh = Files.writeString(home().directory().resolve("lessons.properties4712.tmp"), "being written");

        home().saveLessonProgress(LessonProgress.NONE.finished("loa-01-board-and-start"));

        assertThat(old).doesNotExist();
        assertThat(fresh).as("perhaps another window's write in progress").exists();
    }
}
