package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.i18n.Language;

/** Issue #20: where the window was is remembered beside the settings, and settings files of earlier versions read as before. */
class WindowPlacementTest {
    @TempDir
    Path directory;

    private Home home() {
        return new Home(directory);
    }

    @Test
    void thePlacementComesBackAsSavedAndNoneIsThereTheFirstTime() throws IOException {
        assertThat(home().loadWindowPlacement()).isEqualTo(new Home.Loaded<>(Optional.empty(), Optional.empty()));
        WindowPlacement placed = new WindowPlacement(-8, 40, 1400, 900, true);
        home().saveWindowPlacement(placed);
        assertThat(home().loadWindowPlacement().value()).contains(placed);
        assertThat(home().loadWindowPlacement().problem()).isEmpty();
    }

    @Test
    void aSettingsFileOfAnEarlierVersionReadsAsBeforeAndKeepsNoPlacement() throws IOException {
        Files.writeString(home().settingsFile(), "language=cs\ntheme=dark\nzoom=150\n", StandardCharsets.UTF_8);

        Home.Loaded<Settings> settings = home().loadSettings();

        assertThat(settings.problem()).isEmpty();
        assertThat(settings.value().language()).isEqualTo(Language.CS);
        assertThat(settings.value().zoomPercent()).isEqualTo(150);
        assertThat(home().loadWindowPlacement().value()).isEmpty();
    }

    @Test
    void aDamagedPlacementIsPutAsideAndToldAndTheWindowOpensAsTheFirstTime() throws IOException {
        Files.writeString(home().windowFile(), "x=10\ny=ten\nwidth=800\nheight=600\n", StandardCharsets.UTF_8);

        Home.Loaded<Optional<WindowPlacement>> loaded = home().loadWindowPlacement();

        assertThat(loaded.value()).isEmpty();
        assertThat(loaded.problem()).isPresent();
        assertThat(home().windowFile()).doesNotExist();
    }
}
