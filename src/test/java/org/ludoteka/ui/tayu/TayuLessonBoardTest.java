package org.ludoteka.ui.tayu;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
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

    @Test
    void aQuestionDuringTheBiddingShowsBidAndPassOfferingOnlyLowerBidsAndTheirPressesAreTheAnswers() {
        // Y-20, YA-7: Player 2 bids after Player 1's 20, so only 1 to 19 may be offered
        TayuPosition afterTwenty = TayuNotation.INSTANCE.parsePosition(
                "tayu players=3 turn=p2 bids=p1:20 start=ns hands=-,-,- board=- a=016,057 b=025,023");
        List<TayuEvent> answered = new ArrayList<>();
        Object[] shown = GuiActionRunner.execute(() -> {
            TayuLessonBoard board = new TayuLessonBoard(new Localizer(Language.EN));
            board.judgeBy(TayuGame.INSTANCE.rules(Map.of("players", "3")));
            board.onTry(answered::add);
            board.show(afterTwenty, LessonMarks.of(Annotations.NONE), false);
            boolean whileWatching = named(board.component(), "lessonBidButton").getParent().isVisible();
            board.show(afterTwenty, LessonMarks.of(Annotations.NONE), true);
            JSpinner spinner = (JSpinner) named(board.component(), "lessonBidSpinner");
            int highest = (Integer) ((SpinnerNumberModel) spinner.getModel()).getMaximum();
            boolean whileAsked = named(board.component(), "lessonBidButton").getParent().isVisible();
            spinner.setValue(16);
            ((JButton) named(board.component(), "lessonBidButton")).doClick();
            ((JButton) named(board.component(), "lessonPassButton")).doClick();
            return new Object[] {whileWatching, whileAsked, highest};
        });

        assertThat(shown).containsExactly(false, true, 19);
        assertThat(answered).containsExactly(new TayuEvent.Bid(16), TayuEvent.PASS);
    }

    private static Component named(Component root, String name) {
        if (name.equals(root.getName())) {
            return root;
        }
        if (root instanceof Container container) {
            for (Component child : container.getComponents()) {
                Component found = named(child, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
