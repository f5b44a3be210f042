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
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.Side;
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

    @Test
    void settingsComeBackAsSaved() throws IOException {
        Settings chosen = new Settings(Language.CS, Theme.DARK, 200);
        home().saveSettings(chosen);
        assertThat(home().loadSettings()).isEqualTo(chosen);
    }

    @Test
    void noSettingsFileMeansTheDefaults() {
        assertThat(home().loadSettings()).isEqualTo(Settings.DEFAULT);
    }

    @Test
    void unreadableSettingsValuesFallBackOneByOne() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().settingsFile(), "language=fr\ntheme=purple\nzoom=175\n");
        assertThat(home().loadSettings()).isEqualTo(new Settings(Language.FR, Theme.LIGHT, 100));
    }

    @Test
    void lessonProgressComesBackAsSavedAndLeavesNoTemporaryFileBehind() throws IOException {
        LessonProgress progress = LessonProgress.NONE.finished("loa-01-board-and-start").at("loa-02-distance", 7);

        home().saveLessonProgress(progress);

        assertThat(home().loadLessonProgress()).isEqualTo(progress);
        try (Stream<Path> files = Files.list(home().directory())) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactly("lessons.properties");
        }
    }

    @Test
    void aCorruptLessonProgressFileIsIgnored() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().lessonProgressFile(), "done.loa-01-board-and-start=yes\nstep.\\u00zz=3\n");

        assertThat(home().loadLessonProgress()).isEqualTo(LessonProgress.NONE);
    }

    @Test
    void noLessonProgressFileMeansNothingDoneYet() {
        assertThat(home().loadLessonProgress().done()).isEmpty();
    }

    @Test
    void aSavedGameIsReplayedToTheSamePosition() throws IOException {
        SavedLoaGame game = new SavedLoaGame(
                new LoaSetup(Map.of("simultaneous", "mover-wins"), LoaPosition.SCRAMBLED,
                        Opponent.computer(Side.WHITE, Strength.HARD)),
                List.of(LoaNotation.INSTANCE.parseMove("b1-b3")));
        home().saveGame(game);

        Home.SavedGame loaded = home().loadGame();

        assertThat(loaded.problem()).isEmpty();
        assertThat(loaded.game()).contains(game);
        assertThat(loaded.game().orElseThrow().replay()).last().hasToString(game.replay().get(1).toString());
    }

    @Test
    void savingLeavesNoTemporaryFileBehindAndReplacesTheOldSave() throws IOException {
        SavedLoaGame first = new SavedLoaGame(LoaSetup.STANDARD, List.of(LoaNotation.INSTANCE.parseMove("c1-c3")));
        SavedLoaGame second = new SavedLoaGame(LoaSetup.STANDARD, List.of(LoaNotation.INSTANCE.parseMove("d1-d3")));
        home().saveGame(first);
        home().saveGame(second);

        try (Stream<Path> files = Files.list(home().directory())) {
            assertThat(files).containsExactly(home().savedGameFile());
        }
        assertThat(home().loadGame().game()).contains(second);
    }

    @Test
    void aCorruptSaveIsIgnoredWithAClearMessageAndPutAside() throws IOException {
        Files.createDirectories(home().directory());
        Files.writeString(home().savedGameFile(),
                "ludoteka-game 1\ngame loa\nopponent human\nstart start\nmoves c1-c3 c3-c4\n", StandardCharsets.UTF_8);

        Home.SavedGame loaded = home().loadGame();

        assertThat(loaded.game()).isEmpty();
        assertThat(Messages.of(Language.EN).format(loaded.problem().orElseThrow()))
                .startsWith("The saved game could not be read, so it was put aside as " + home().damagedGameFile())
                .endsWith("Move 2 (c3-c4) is not legal in that position.");
        assertThat(home().savedGameFile()).doesNotExist();
        assertThat(home().damagedGameFile()).exists();
        assertThat(home().loadGame()).isEqualTo(new Home.SavedGame(Optional.empty(), Optional.empty()));
    }

    @Test
    void binaryGarbageIsReportedNotThrown() throws IOException {
        Files.createDirectories(home().directory());
        Files.write(home().savedGameFile(), new byte[] {0, (byte) 0xff, 0x10, '\n'});
        assertThat(home().loadGame().problem()).isPresent();
    }

    @Test
    void forgettingRemovesTheSave() throws IOException {
        home().saveGame(new SavedLoaGame(LoaSetup.STANDARD, List.of()));
        home().forgetGame();
        assertThat(home().loadGame().game()).isEmpty();
    }

    @Test
    void failuresAreAppendedToTheLog() throws IOException {
        home().recordFailure("first\n");
        home().recordFailure("second\n");
        assertThat(Files.readString(home().failureLog())).isEqualTo("first\nsecond\n");
    }
}
