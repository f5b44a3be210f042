package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/**
 * The launch builds only what the window's first paint shows (the game list, the welcome and the
 * menus) and the other screens right after it, or at once when one is asked for first; the window
 * opens as large as it did when every screen was built before it showed.
 */
class LaunchGuiTest extends WindowTest {
    private static final List<String> SCREENS = List.of("loaPanel", "tamskPanel", "gipfPanel", "tayuPanel", "lessonsPanel",
            "puzzlesPanel");

    private MainFrame frame() {
        return (MainFrame) window.target();
    }

    /** The window as the launch builds it, before its first paint: no screen but the welcome built yet. */
    private MainFrame built(Settings settings) {
        MainFrame frame = GuiActionRunner.execute(() -> {
            Looks.install(settings.theme(), settings.zoomPercent());
            MainFrame built = new MainFrame(home(), settings, new Localizer(settings.language()), QUICK_THINKING);
            built.setLocation(100, 100);
            return built;
        });
        window = TestWindows.fixture(frame);
        return frame;
    }

    private List<String> screensBuilt() {
        return GuiActionRunner.execute(() -> {
            List<String> names = new ArrayList<>();
            collect(frame().getContentPane(), names);
            names.removeIf(name -> name == null || !SCREENS.contains(name));
            return names;
        });
    }

    private static void collect(Container container, List<String> names) {
        for (Component child : container.getComponents()) {
            names.add(child.getName());
            if (child instanceof Container inner) {
                collect(inner, names);
            }
        }
    }

    @ParameterizedTest(name = "{0}, {1} theme, {2} %")
    @CsvSource({"EN, LIGHT, 100", "FR, LIGHT, 100", "CS, LIGHT, 100", "EN, DARK, 150", "FR, CONTRAST, 150", "CS, LIGHT, 200",
            "EN, CONTRAST, 200"})
    void theWindowOpensAsLargeAsItsScreensAskBeforeTheyAreBuilt(Language language, Theme theme, int zoom) {
        MainFrame frame = built(new Settings(language, theme, zoom));
        Dimension atLaunch = GuiActionRunner.execute(() -> {
            frame.pack();
            return frame.getSize();
        });
        assertThat(screensBuilt()).isEmpty();

        TestWindows.buildRemainingScreens(window);
        Dimension everyScreenBuilt = GuiActionRunner.execute(() -> {
            frame.pack();
            return frame.getSize();
        });

        assertThat(screensBuilt()).containsExactlyInAnyOrderElementsOf(SCREENS);
        assertThat(atLaunch).as("the room the game area asks for before its screens are built (MainFrame.GAME_ROOM)")
                .isEqualTo(everyScreenBuilt);
    }

    @Test
    void aGameChosenBeforeTheOtherScreensAreBuiltIsBuiltAtOnceAndStaysShown() {
        built(Settings.DEFAULT);
        window.show();

        window.list("gameList").clickItem("Tamsk");

        window.panel("tamskPanel").requireVisible();
        assertThat(screensBuilt()).containsExactly("tamskPanel");
        TestWindows.buildRemainingScreens(window);
        window.panel("tamskPanel").requireVisible();
        assertThat(showing("loaPanel")).isFalse();
        assertThat(showing("noticePanel")).isFalse();
        assertThat(window.target().getTitle()).isEqualTo("Ludoteka — Tamsk");
        window.list("gameList").clickItem("Lines of Action");
        clickMove("b1", "b3");
        window.list("loaMoveList").requireItemCount(1);
    }

    @Test
    void closedBeforeItsSavedGamesAreOfferedTheWindowKeepsThemAndBuildsNothingMore() throws IOException {
        SavedGame kept = new SavedGame("loa", Map.of(), Optional.empty(), "start", List.of("c1-c3", "a2-c2"));
        home().saveGame(kept);
        MainFrame frame = built(Settings.DEFAULT);
        window.show();
        window.list("gameList").clickItem("Tamsk"); // built at once, no game in progress on it

        window.menuItem("quitItem").click();

        assertThat(home().loadGame("loa").game().orElseThrow().moves()).containsExactly("c1-c3", "a2-c2");
        boolean[] ran = {false};
        GuiActionRunner.execute(() -> frame.buildRemainingScreens(() -> ran[0] = true));
        window.robot().waitForIdle();
        assertThat(ran[0]).as("the saved game offered by a closed window").isFalse();
        assertThat(screensBuilt()).containsExactly("tamskPanel");
    }

    /** The font FlatLaf's style class {@code level} gives a label now. */
    private static Font styled(String level) {
        return GuiActionRunner.execute(() -> {
            JLabel label = new JLabel();
            label.putClientProperty("FlatLaf.styleClass", level);
            return label.getFont();
        });
    }

    private Font fontOf(String name) {
        Component label = window.robot().finder().findByName(window.target(), name, false);
        return GuiActionRunner.execute(label::getFont);
    }

    @Test
    void theHeadingsOfTheFirstPaintHaveTheFontsOfFlatLafsStyleClassesWhateverTheLookAndZoom() {
        open();
        for (String change : List.of("zoom200Item", "darkThemeItem", "contrastThemeItem", "zoom150Item")) {
            assertThat(fontOf("noticeLabel")).as("after " + change).isEqualTo(styled("h3"));
            assertThat(fontOf("gameChooserTitle")).isEqualTo(styled("h4"));
            window.menuItem(change).click();
        }
        assertThat(fontOf("noticeLabel")).isEqualTo(styled("h3")).isNotEqualTo(fontOf("gameList"));
    }

    @Test
    void theProgramPaintsItsWindowAndSaysSoWhenBenchAsks() throws IOException, InterruptedException {
        List<String> command = List.of(ProcessHandle.current().info().command().orElse("java"),
                "-D" + Launcher.EXIT_ON_FIRST_PAINT + "=true", "-Dludoteka.home=" + folder,
                "-cp", System.getProperty("java.class.path"), "org.ludoteka.Main");
        Process program = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(program.getInputStream(), StandardCharsets.UTF_8))) {
            out.lines().forEach(lines::add);
        }
        assertThat(program.waitFor(30, TimeUnit.SECONDS)).isTrue();

        assertThat(lines).containsExactly(Launcher.PAINTED);
        assertThat(program.exitValue()).isZero();
    }
}
