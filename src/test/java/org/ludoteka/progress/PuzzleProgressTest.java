package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleProgressTest {

    @TempDir
    Path folder;

    @Test
    void ratingsAndAttemptsSurviveTheFile() throws Exception {
        Home home = new Home(folder);
        PuzzleProgress progress = PuzzleProgress.NONE
                .attempted(new PuzzleProgress.Attempt("loa", "loa-w1-001", true, 0), 1200)
                .attempted(new PuzzleProgress.Attempt("loa", "loa-w2-004", false, 2), 1500)
                .attempted(new PuzzleProgress.Attempt("tamsk", "tamsk-b-002", true, 1), 1300);

        home.savePuzzleProgress(progress);
        PuzzleProgress read = home.loadPuzzleProgress().value();

        assertThat(read.attempts()).isEqualTo(progress.attempts());
        assertThat(read.rating("loa")).isEqualTo(progress.rating("loa"));
        assertThat(read.rating("tamsk")).isEqualTo(progress.rating("tamsk"));
        assertThat(read.rating("gipf")).isEqualTo(Glicko2.NEW);
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file is left").containsExactly("puzzles.properties");
        }
    }

    @Test
    void aDamagedFileCostsOnlyItsBadEntries() throws Exception {
        Home home = new Home(folder);
        Files.writeString(home.puzzleProgressFile(), "rating.loa=x,1,2\nattempt.000000=loa,a,solved,0\nattempt.000001=loa,b,maybe,0\n");

        PuzzleProgress read = home.loadPuzzleProgress().value();

        assertThat(read.rating("loa")).isEqualTo(Glicko2.NEW);
        assertThat(read.attempts()).containsExactly(new PuzzleProgress.Attempt("loa", "a", true, 0));
    }

    @Test
    void aFailedPuzzleComesBackAfterOthersUntilSolved() {
        PuzzleProgress progress = PuzzleProgress.NONE.attempted(new PuzzleProgress.Attempt("loa", "hard", false, 0), 1500);
        for (String other : new String[] {"a", "b"}) {
            progress = progress.attempted(new PuzzleProgress.Attempt("loa", other, true, 0), 1200);
        }
        assertThat(progress.dueAgain("loa")).isEmpty();

        progress = progress.attempted(new PuzzleProgress.Attempt("loa", "c", true, 0), 1200);
        assertThat(progress.dueAgain("loa")).contains("hard");
        assertThat(progress.dueAgain("tamsk")).isEmpty();

        progress = progress.attempted(new PuzzleProgress.Attempt("loa", "hard", true, 1), 1500);
        assertThat(progress.dueAgain("loa")).isEmpty();
    }
}
