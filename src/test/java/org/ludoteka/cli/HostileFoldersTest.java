package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonProblem;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * A teacher's folder handed on by someone else: whatever it holds, {@code verify} and the lesson list read nothing
 * outside it, build nothing but texts, lists and maps, stay within their memory and time, and answer each bad file
 * with one sentence naming it and its line, while the good lessons beside it still work.
 */
class HostileFoldersTest {
    private static final String SECRET = "SECRET-MARKER-42";

    @TempDir
    Path directory;
    private Path folder;

    @BeforeEach
    void buildTheFolder() throws IOException {
        folder = Files.createDirectories(directory.resolve("from-a-stranger"));
        Files.writeString(directory.resolve("secret.yaml"), SECRET + ": the teacher's own notes\n");
        Files.createDirectories(directory.resolve("outside"));
        Files.writeString(directory.resolve("outside/lesson.yaml"), SECRET + ": elsewhere\n");

        Files.copy(Path.of("lessons/loa/02-distance.yaml"), folder.resolve("good.yaml"));
        try (RandomAccessFile big = new RandomAccessFile(folder.resolve("big.yaml").toFile(), "rw")) {
            big.setLength(40L * 1024 * 1024); // 40 MB, refused from its size
        }
        Files.write(folder.resolve("latin1.yaml"),
                "id: loa-x\ngame: loa\ntitle: {en: Café, cs: Kavárna, fr: Café}\n".getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(folder.resolve("laughs.yaml"), billionLaughs());
        Files.writeString(folder.resolve("deep.yaml"), "id: x\nsteps: " + "[".repeat(5000) + "]".repeat(5000) + "\n");
        Files.writeString(folder.resolve("huge-text.yaml"), "id: x\ngame: loa\ntitle: {en: " + "x".repeat(900_000) + ", cs: a, fr: b}\n");
        byte[] junk = new byte[64 * 1024];
        new Random(11).nextBytes(junk);
        Files.write(folder.resolve("binary.yaml"), junk);
        Files.writeString(folder.resolve("tag.yaml"), "id: !!java.net.URL [\"http://127.0.0.1:9/\"]\ngame: loa\n");
        Files.writeString(folder.resolve("paths.yaml"), Files.readString(Path.of("lessons/loa/02-distance.yaml"))
                .replace("source:", "image: ../secret.yaml\nsource: /etc/passwd\nsource-file:"));
        Files.createSymbolicLink(folder.resolve("leak.yaml"), Path.of("../secret.yaml"));
        Files.createSymbolicLink(folder.resolve("absolute.yaml"), directory.resolve("secret.yaml").toAbsolutePath());
        Files.createSymbolicLink(folder.resolve("linked"), Path.of("../outside"));
    }

    @Test
    void verifyGivesEachBadFileOneSentenceWithItsLineAndReadsNothingOutside() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(new String[] {"verify", folder.toString()});

        String said = out.toString(StandardCharsets.UTF_8);
        assertThat(exit).isEqualTo(CommandLine.ILLEGAL);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(said).doesNotContain(SECRET, "Exception", "java.", "\tat ", "elsewhere");
        Map<String, String> firstLineOf = new TreeMap<>();
        for (String line : said.split("\n")) {
            String file = line.substring(folder.toString().length() + 1, line.indexOf(':'));
            firstLineOf.putIfAbsent(file, line.substring(folder.toString().length() + 1));
        }
        assertThat(firstLineOf).containsOnlyKeys("big.yaml", "latin1.yaml", "laughs.yaml", "deep.yaml", "huge-text.yaml",
                "binary.yaml", "tag.yaml", "paths.yaml", "leak.yaml", "absolute.yaml");
        assertThat(firstLineOf.get("big.yaml")).isEqualTo(
                "big.yaml:1: the file is larger than 1 MB, far more than a lesson or a puzzle set needs, so it is not read");
        assertThat(firstLineOf.get("latin1.yaml")).startsWith("latin1.yaml:3: the file is not UTF-8 text");
        assertThat(firstLineOf.get("laughs.yaml")).contains("more than 20 aliases");
        assertThat(firstLineOf.get("deep.yaml")).startsWith("deep.yaml:1: lists and maps are nested more than 20 deep");
        assertThat(firstLineOf.get("huge-text.yaml")).startsWith("huge-text.yaml:3: this line is longer than 10,200 characters");
        assertThat(firstLineOf.get("tag.yaml")).startsWith("tag.yaml:1: tags such as !!str");
        assertThat(said).containsPattern("/paths\\.yaml:\\d+: unknown key 'image'");
        assertThat(firstLineOf.get("leak.yaml")).isEqualTo("leak.yaml:1: the file lies outside the folder (a link leads out of it), so it is not read");
        assertThat(firstLineOf.get("absolute.yaml")).startsWith("absolute.yaml:1: the file lies outside the folder");
    }

    @Test
    void verifyOfTheWholeFolderFitsInA64MegabyteHeap() throws Exception {
        Process verify = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), "org.ludoteka.Main", "verify", folder.toString())
                .redirectErrorStream(true).start();
        String said = new String(verify.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(verify.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(verify.exitValue()).as(said).isEqualTo(CommandLine.ILLEGAL);
        assertThat(said).doesNotContain("OutOfMemoryError", "Exception", SECRET).contains("big.yaml:1: ", "laughs.yaml:");
    }

    @Test
    void theGoodLessonBesideThemStillOpens() {
        List<LessonFile> files = LessonLibrary.folder(folder);

        LessonFile good = files.stream().filter(f -> f.file().endsWith("/good.yaml")).findFirst().orElseThrow();
        assertThat(good.lesson()).isPresent();
        assertThat(good.problems()).isEmpty();
        assertThat(files).filteredOn(f -> !f.file().endsWith("/good.yaml")).allSatisfy(f -> {
            assertThat(f.lesson()).as(f.file()).isEmpty();
            assertThat(f.problems()).as(f.file()).isNotEmpty();
        });
        assertThat(files).extracting(LessonFile::file).noneMatch(name -> name.contains("linked"));
    }

    @Test
    void aPipeNamedLikeALessonIsRefusedWithoutWaitingForIt() throws Exception {
        Path pipe = folder.resolve("pipe.yaml");
        Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is needed to make a named pipe");

        List<LessonProblem> problems = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> LessonLibrary.readFile(folder, pipe, "pipe.yaml").problems());

        assertThat(problems).extracting(p -> p.problem().key()).containsExactly("yaml.notAFile");
        assertThat(PuzzleLibrary.file(folder, pipe, "pipe.yaml").problems()).extracting(p -> p.problem().key())
                .containsExactly("yaml.notAFile");
    }

    /** Ten levels, each a list of ten aliases of the one before: 10^9 strings once expanded. */
    private static String billionLaughs() {
        StringBuilder yaml = new StringBuilder("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int level = 1; level <= 9; level++) {
            yaml.append("a").append(level).append(": &a").append(level).append(" [");
            for (int i = 0; i < 10; i++) {
                yaml.append(i == 0 ? "" : ", ").append("*a").append(level - 1);
            }
            yaml.append("]\n");
        }
        return yaml.toString();
    }
}
