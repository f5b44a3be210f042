package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner's files survive the program being killed at any moment: a child JVM writes progress, settings and a
 * saved game in a loop and is killed (SIGKILL, no shutdown hook runs) at a random moment, again and again; after each
 * kill every file still reads without a problem and holds every round the child reported saved. The number of kills
 * is the property {@code ludoteka.kills} (50 by default).
 */
class KilledWhileWritingTest {
    private static final int KILLS = Integer.getInteger("ludoteka.kills", 50);

    @TempDir
    Path home;

    @Test
    void noSavedRoundIsLostAndEveryFileStillReads() throws Exception {
        Random moments = new Random(2026);
        int confirmed = -1;
        int killedMidRound = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            // a child that lives a moment: the quick compiler and the plain collector start it for a fraction of the CPU
            Process child = new ProcessBuilder(java(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                    ProgressWriter.class.getName(), home.toString()).redirectErrorStream(true).start();
            AtomicInteger lastSaved = new AtomicInteger(confirmed);
            Thread listener = new Thread(() -> listen(child, lastSaved));
            listener.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (lastSaved.get() == confirmed && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(1); // until it is writing: killed before, the test would prove nothing
            }
            Thread.sleep(moments.nextInt(40));
            child.destroyForcibly();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
            listener.join();
            assertThat(lastSaved.get()).as("kill %d: the child wrote at least one round", kill).isGreaterThan(confirmed);
            confirmed = lastSaved.get();

            Home after = new Home(home);
            Home.Loaded<LessonProgress> lessons = after.loadLessonProgress();
            Home.Loaded<PuzzleProgress> puzzles = after.loadPuzzleProgress();
            assertThat(lessons.problem()).as("kill %d", kill).isEmpty();
            assertThat(puzzles.problem()).as("kill %d", kill).isEmpty();
            assertThat(after.loadSettings().problem()).as("kill %d", kill).isEmpty();
            assertThat(after.loadGame("loa").problem()).as("kill %d", kill).isEmpty();
            assertThat(after.loadGame("loa").game()).as("kill %d", kill).isPresent();
            for (int round = 0; round <= confirmed; round++) {
                assertThat(lessons.value().done()).as("kill %d: every round reported saved", kill).contains(ProgressWriter.lessonId(round));
            }
            assertThat(puzzles.value().attempts()).as("kill %d", kill).hasSizeGreaterThanOrEqualTo(confirmed + 1);
            if (lessons.value().done().size() > puzzles.value().attempts().size()) {
                killedMidRound++; // the lesson file was written, the puzzle file not yet
            }
        }
        try (Stream<Path> files = Files.list(home)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(name -> name.contains(".corrupt-"));
        }
        System.getLogger(getClass().getName()).log(System.Logger.Level.INFO,
                "{0} kills, {1} rounds saved, {2} kills between two writes of a round, no file damaged", KILLS, confirmed + 1, killedMidRound);
    }

    private static void listen(Process child, AtomicInteger lastSaved) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = lines.readLine()) != null; ) {
                if (line.startsWith("saved ")) {
                    lastSaved.set(Integer.parseInt(line.substring("saved ".length())));
                } else {
                    throw new AssertionError("the child said: " + line);
                }
            }
        } catch (IOException e) {
            // the pipe closes with the killed child
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
