package org.ludoteka.ui.lesson.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.lesson.LessonDraft;
import org.ludoteka.progress.SavedGame;

/** A lesson recorded from a game starts from the board as it stands: after the moves played, under the game's options. */
class EditorStartTest {

    @Test
    void aLessonStartsAfterTheMovesOfTheGameInProgress() {
        LessonDraft draft = EditorStart.from(new SavedGame("loa", Map.of(), Optional.empty(), "start", List.of("b1-d3", "a2-c2")));

        assertThat(draft.game()).isEqualTo("loa");
        assertThat(draft.position()).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w2b3w/2w4w/2bbbbb1 b");
    }

    @Test
    void aGipfGameKeepsItsOptionsAndItsPosition() {
        String start = "gipf game=basic turn=white white=b3,b5,e2,h5 black=b2,b4,e8,h2 reserve=11,11";
        LessonDraft draft = EditorStart.from(new SavedGame("gipf", Map.of(), Optional.empty(), start, List.of("a1-b2")));

        assertThat(draft.position()).startsWith("gipf game=basic turn=black");
        assertThat(draft.positionAt(0)).contains(draft.position());
    }

    @Test
    void withoutAGameTheLessonStartsFromTheFirstGamesStart() {
        LessonDraft draft = EditorStart.fresh();

        assertThat(draft.game()).isEqualTo("loa");
        assertThat(draft.size()).isZero();
    }
}
