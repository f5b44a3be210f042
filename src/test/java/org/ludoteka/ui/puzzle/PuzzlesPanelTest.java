package org.ludoteka.ui.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;

class PuzzlesPanelTest {

    @Test
    void theTrainerOffersEveryGameWithPuzzlesAndABoardToAnswerThemOn() {
        LessonBoards boards = new LessonBoards(new Localizer(Language.EN));

        assertThat(PuzzleLibrary.shipped("tayu")).isNotEmpty();
        assertThat(PuzzlesPanel.trainable(boards)).containsExactly("loa", "tamsk", "tayu", "gipf");
    }
}
