package org.ludoteka.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The editor's check on save is verify's on the one file, its first problem told with the step it is in. */
class SavedLessonCheckTest {

    @Test
    void aLessonThatVerifiesHasNoFailure(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("good.yaml");
        Files.writeString(file, TestLessons.SAND, StandardCharsets.UTF_8);

        assertThat(SavedLessonCheck.check(file)).isEmpty();
    }

    /** A try the engine judges otherwise (L-5: a piece never lands on its own) is found in the step that claims it. */
    @Test
    void aClaimTheEngineDeniesIsToldWithItsStep(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("bad.yaml");
        Files.writeString(file, """
                id: bad
                game: loa
                title: {en: Bad, cs: Špatně, fr: Mauvais}
                position: start
                steps:
                  - say: {en: Look, cs: Dívejte, fr: Regardez}
                  - try: b1-b3
                    verdict: illegal
                    reason: loa.landsOnOwn
                """, StandardCharsets.UTF_8);

        SavedLessonCheck.Failure failure = SavedLessonCheck.check(file).orElseThrow();
        assertThat(failure.step()).isEqualTo(2);
        assertThat(failure.problem().key()).isEqualTo("lesson.claimedIllegal");
    }

    @Test
    void aFileThatDoesNotReadIsToldBeforeAnyStep(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("broken.yaml");
        Files.writeString(file, "id: x\ngame: [\n", StandardCharsets.UTF_8);

        assertThat(SavedLessonCheck.check(file).orElseThrow().step()).isZero();
    }
}
