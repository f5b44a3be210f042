package org.ludoteka.progress;

import java.io.IOException;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Side;
import org.ludoteka.i18n.Language;

/**
 * The child program {@link KilledWhileWritingTest} kills: it records lesson after lesson, puzzle attempt after
 * attempt, flips the settings and saves a game, as fast as it can, through {@link Home}, and says {@code saved N}
 * once the N-th round of writes has returned. It carries on from whatever the files hold.
 */
final class ProgressWriter {
    private ProgressWriter() {
    }

    public static void main(String[] args) throws IOException {
        Home home = new Home(java.nio.file.Path.of(args[0]));
        while (true) {
            Home.Loaded<LessonProgress> lessons = home.loadLessonProgress();
            Home.Loaded<PuzzleProgress> puzzles = home.loadPuzzleProgress();
            if (lessons.problem().isPresent() || puzzles.problem().isPresent()) {
                System.out.println("damaged");
                System.exit(3);
            }
            int round = puzzles.value().attempts().size(); // a round killed after its lesson is written is done again: a set keeps it once
            home.saveLessonProgress(lessons.value().finished(lessonId(round)).at("lesson-next", round));
            home.savePuzzleProgress(puzzles.value().attempted(PuzzleProgress.Attempt.of("loa", "puzzle-" + round, round % 3 != 0, round % 4, LocalDateTime.now()), 1500));
            home.saveSettings(new Settings(Language.values()[round % Language.values().length], round % 2 == 0 ? Theme.DARK : Theme.LIGHT, 100));
            home.saveGame(new SavedGame("loa", Map.of(), Optional.of(new SavedGame.Seat(round % 2 == 0 ? Side.BLACK : Side.WHITE, "easy")),
                    "start", round % 2 == 0 ? List.of("b1-b3") : List.of("b1-b3", "a2-c2")));
            System.out.println("saved " + round);
        }
    }

    static String lessonId(int round) {
        return String.format("lesson-%05d", round);
    }
}
