package org.ludoteka.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Drawing;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.DrawnLesson;

/**
 * What the teacher drew on a lesson's step is on that step's page of the handout (issue #24), on
 * every game's board: the page's board differs from the same page drawn on nowhere in many pixels,
 * most of them in the pen's colour; the next step's page, not drawn on, is the same as without.
 */
class HandoutDrawingTest {

    @BeforeAll
    static void paperLook() {
        DrawingExportTest.paperLook();
    }

    @ParameterizedTest(name = "{0}: {1}-{2}")
    @CsvSource({"loa, b1, b6", "tamsk, a1, d4", "gipf, b2, h5", "tayu, c3, q17"})
    void aStepsDrawingIsOnItsPageAloneInThePensColour(String game, String from, String to) {
        Lesson lesson = LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream())
                .filter(shipped -> shipped.game().equals(game) && shipped.steps().size() > 1).findFirst().orElseThrow();
        LessonReplay<?, ?> replay = LessonReplay.of(lesson);
        Drawing drawing = new Drawing(java.util.List.of(new Drawing.Arrow(from, to, Drawing.Pen.BLUE)));
        DrawnLesson drawn = new DrawnLesson(replay, Map.of(0, drawing));

        BufferedImage[] pages = GuiActionRunner.execute(() -> {
            LessonHandout withDrawing = new LessonHandout(drawn, Language.EN, new LessonBoards(new Localizer(Language.EN)));
            LessonHandout plain = new LessonHandout(DrawnLesson.plain(replay), Language.EN, new LessonBoards(new Localizer(Language.EN)));
            // the drawn page first, then the next one on the same boards: a drawing must not stay on them
            return new BufferedImage[] {withDrawing.boardImage(0), withDrawing.boardImage(1), plain.boardImage(0), plain.boardImage(1)};
        });

        int changed = 0;
        int inked = 0;
        for (int y = 0; y < pages[0].getHeight(); y++) {
            for (int x = 0; x < pages[0].getWidth(); x++) {
                int with = pages[0].getRGB(x, y);
                int without = pages[2].getRGB(x, y);
                if (DrawingExportTest.distance(with, without) > 60) {
                    changed++;
                    inked += blue(with) && !blue(without) ? 1 : 0;
                }
            }
        }
        assertThat(inked).as("%s: the arrow's blue pixels on step 1's page", game).isGreaterThan(2000);
        // the rest is the arrow's light edge and what it lets through
        assertThat(inked).as("%s: of %d pixels changed", game, changed).isGreaterThan(changed / 2);
        assertThat(same(pages[1], pages[3])).as("%s: step 2's page is not drawn on", game).isTrue();
    }

    /** The pen's blue, translucent over whatever it covers: blue well above red and green. */
    private static boolean blue(int rgb) {
        Color colour = new Color(rgb);
        return colour.getBlue() > colour.getRed() + 50 && colour.getBlue() > colour.getGreen() + 50;
    }

    private static boolean same(BufferedImage one, BufferedImage other) {
        for (int y = 0; y < one.getHeight(); y++) {
            for (int x = 0; x < one.getWidth(); x++) {
                if (one.getRGB(x, y) != other.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}
