package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.SwingThreadCheck;
import org.ludoteka.ui.lesson.LessonMarks;

/**
 * The Ta Yü lesson board judges a tile before it is laid with the lesson's own rules: in the
 * advanced game's lesson, the face-up tile cannot be laid before the second is drawn, and the
 * preview must say so, as the verdict will (it once previewed with the basic game's rules).
 */
@ExtendWith(SwingThreadCheck.class)
class TayuLessonBoardTest {

    @Test
    void theAdvancedGamesLessonPreviewsATileWithTheAdvancedRules() {
        LessonFile file = LessonLibrary.shipped().stream().filter(f -> f.file().contains("08-advanced")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        LessonReplay<TayuPosition, TayuEvent> replay = (LessonReplay<TayuPosition, TayuEvent>) LessonReplay.of(file.lesson().orElseThrow());
        TayuPosition oneTileDrawn = replay.positionAfter(1); // each side has drawn its face-up tile; North–South is to move
        TayuMove laidAtOnce = (TayuMove) TayuNotation.INSTANCE.parseMove("j10h016");

        TayuBoardView.Preview preview = GuiActionRunner.execute(() -> {
            TayuLessonBoard board = new TayuLessonBoard(new Localizer(Language.EN));
            board.judgeBy(replay.rules());
            board.show(oneTileDrawn, LessonMarks.of(Annotations.NONE), true);
            return board.preview(laidAtOnce);
        });

        assertThat(preview.fits()).isFalse();
        assertThat(preview.sentence()).startsWith("Illegal: draw your second tile first.");
    }
}
