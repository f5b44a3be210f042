package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.tayu.TayuBoardView;
import org.ludoteka.ui.tayu.TayuLessonBoard;

/**
 * A Ta Yü lesson step's {@code closeUp} shows one tile large over the board with its 8 exits
 * numbered (issue #20: lesson 1 explained the numbered exits on an empty board, Y-3): a tile lying
 * eastwards over the northern half, one lying northwards over the western half, the centre square
 * and the rest of the board left as they were.
 */
class TayuCloseUpTest {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 1000;
    private static final TayuPosition LAID = TayuGame.INSTANCE.notation(Map.of())
            .parsePosition("tayu players=2 turn=ns hands=025,- board=j10h025 a=016,057,147 b=123,023,246");

    @ParameterizedTest
    @CsvSource({"h025, j16, j4", "v146, d10, p10"})
    void theTileIsDrawnLargeWhereTheStepAsksAndTheCentreStaysInView(String closeUp, String covered, String clear) throws Exception {
        BufferedImage with = paint(Optional.of(closeUp));
        BufferedImage without = paint(Optional.empty());

        assertThat(apart(with, without, covered)).as("the close-up over " + covered).isGreaterThan(20);
        assertThat(apart(with, without, "k10")).as("the tile laid round the centre").isZero();
        assertThat(apart(with, without, clear)).as("the board away from the close-up").isZero();
    }

    private static BufferedImage paint(Optional<String> closeUp) throws Exception {
        return Offscreen.paint(Theme.LIGHT, WIDTH, HEIGHT, () -> {
            TayuLessonBoard board = new TayuLessonBoard(new Localizer(Language.EN));
            board.show(LAID, LessonMarks.of(new Annotations(List.of(), List.of(), closeUp)), false);
            return board.component();
        });
    }

    /** The mean difference per colour channel over the square {@code square} (its middle half). */
    private static double apart(BufferedImage one, BufferedImage other, String square) throws Exception {
        int[] at = GuiActionRunner.execute(() -> {
            TayuBoardView view = new TayuBoardView(TayuBoardView.Listener.DEAF);
            view.setSize(WIDTH, HEIGHT);
            Point centre = view.squareCentre(square);
            int side = view.squareCentre("b1").x - view.squareCentre("a1").x;
            return new int[] {centre.x, centre.y, side / 4};
        });
        double sum = 0;
        int count = 0;
        for (int y = at[1] - at[2]; y <= at[1] + at[2]; y++) {
            for (int x = at[0] - at[2]; x <= at[0] + at[2]; x++) {
                int a = one.getRGB(x, y);
                int b = other.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    sum += Math.abs((a >> shift & 0xff) - (b >> shift & 0xff));
                    count++;
                }
            }
        }
        return sum / count;
    }
}
