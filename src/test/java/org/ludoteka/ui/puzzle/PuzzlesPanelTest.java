package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.LessonBoards;

class PuzzlesPanelTest {

    @Test
    void theTrainerOffersTheGamesWithPuzzlesAndABoardAndTaYuOnceItsBoardIsThere() {
        LessonBoards boards = new LessonBoards();

        assertThat(PuzzleLibrary.shipped("tayu")).isNotEmpty();
        if (boards.forGame(TayuGame.INSTANCE).isPresent()) {
            assertThat(PuzzlesPanel.trainable(boards)).containsExactly("loa", "tamsk", "tayu");
        } else {
            assertThat(PuzzlesPanel.trainable(boards)).containsExactly("loa", "tamsk");
        }
    }
}
