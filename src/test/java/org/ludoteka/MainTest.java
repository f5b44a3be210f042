package org.ludoteka;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MainTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                | true",
            "--lang cs                         | true",
            "--lessons /tmp/pack --lang fr     | true",
            "moves loa start                   | false",
            "--lang cs moves loa start         | false",
            "--lang xx                         | false",
            "--lang                            | false",
            "--option simultaneous=draw        | false",
    })
    void onlyFlagsWithoutACommandOpenTheWindow(String line, boolean window) {
        String[] args = line.isBlank() ? new String[0] : line.split(" ");
        assertThat(Main.opensWindow(args)).isEqualTo(window);
    }

    @Test
    void theWindowFlagsAreReadWhereverTheyStand() {
        String[] args = {"--lessons", "/tmp/pack", "--lang", "fr"};

        assertThat(Main.flag(args, "--lessons")).contains("/tmp/pack");
        assertThat(Main.flag(args, "--lang")).contains("fr");
        assertThat(Main.flag(new String[] {"--lang", "cs"}, "--lessons")).isEmpty();
    }

    @Test
    void withoutADisplayTheWindowIsRefusedInOneLineAndExitStatus2(@TempDir Path home) throws IOException, InterruptedException {
        Process program = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-Dludoteka.home=" + home, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "--lang", "fr")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();

        assertThat(program.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(program.exitValue()).isEqualTo(2);
        assertThat(new String(program.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                .isEqualTo("Ludoteka a besoin d’un écran pour ouvrir sa fenêtre. Lancez-la sur un bureau, ou sous xvfb-run.\n");
    }

    @Test
    void aDamagedSettingsFileIsToldOnStderrAndKeptAside(@TempDir Path home) throws IOException, InterruptedException {
        Files.writeString(home.resolve("settings.properties"), "language=cs\nzoom=enormous\n");
        Process program = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-Dludoteka.home=" + home, "-cp", System.getProperty("java.class.path"),
                Main.class.getName())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();

        assertThat(program.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(program.exitValue()).isEqualTo(2);
        String said = new String(program.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(said).matches("Vaše nastavení: soubor nešlo celý přečíst \\(jeden jeho řádek nelze přečíst\\), proto byl odložen jako "
                + ".*settings\\.properties\\.corrupt-[0-9-]+; co z\u00a0něj přečíst šlo, zůstává\\.\n"
                + "Ludoteka potřebuje .*\n");
        try (var files = Files.list(home)) {
            assertThat(files.map(f -> f.getFileName().toString())).singleElement().asString().startsWith("settings.properties.corrupt-");
        }
    }
}
