package org.ludoteka.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.Game;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.Step;
import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.BoardDrawingLayer;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/**
 * What is drawn on a board is in its exported picture (issue #24): the picture, read back from its
 * file, has the pen's colour at the middle of the arrow, on every game's board, and not without the
 * arrow. A lesson step's arrows on Ta Yü's board, which has no arrows of its own, are drawn the same way.
 */
class DrawingExportTest {
    private static final Dimension SIZE = new Dimension(1200, 1000);

    @TempDir
    Path folder;

    /** The light theme, as on paper (also for the handout's test). */
    @BeforeAll
    static void paperLook() {
        GuiActionRunner.execute(() -> {
            if (!(UIManager.getLookAndFeel() instanceof FlatLaf)) {
                FlatLaf.registerCustomDefaultsSource("org.ludoteka.ui.themes");
                FlatLightLaf.setup();
            }
        });
    }

    @ParameterizedTest(name = "{0}: {1}-{2} in {3}")
    @CsvSource({"loa, b1, b6, GREEN", "tamsk, a1, d4, RED", "gipf, b2, h5, BLUE", "tayu, c3, q17, RED"})
    void anExportedPictureHasTheArrowsColourAtItsMiddle(String id, String from, String to, Drawing.Pen pen) throws IOException {
        Game<?, ?> game = Games.byId(id).orElseThrow().engine().orElseThrow();
        JComponent picture = GuiActionRunner.execute(() -> startBoard(game));

        int without = middlePixel(picture, from, to, "without");
        GuiActionRunner.execute(() -> boardIn(picture).drawing().draw(new Drawing.Arrow(from, to, pen)));
        int with = middlePixel(picture, from, to, "with");

        assertThat(dominant(with, pen)).as("%s: the arrow's middle %06x is %s", id, with, pen).isTrue();
        assertThat(distance(with, without)).as("%s: and not so without the arrow (%06x)", id, without).isGreaterThan(80);
    }

    /** Every shipped Ta Yü lesson step with arrows: its board draws them in the plain pen, there in the picture. */
    @Test
    void aTaYuLessonStepsArrowsAreDrawnInItsPicture() throws IOException {
        int checked = 0;
        for (Lesson lesson : LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream())
                .filter(lesson -> lesson.game().equals("tayu")).toList()) {
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            for (int index = 0; index < lesson.steps().size(); index++) {
                Step step = lesson.steps().get(index);
                if (step.show().arrows().isEmpty()) {
                    continue;
                }
                int shown = index;
                JComponent picture = GuiActionRunner.execute(() -> BoardExport.stepBoard(replay, shown, boards()));
                assertThat(GuiActionRunner.execute(() -> boardIn(picture).drawing().given()))
                        .isEqualTo(Drawing.ofArrows(step.show().arrows(), Drawing.Pen.GREEN));
                for (String arrow : step.show().arrows()) {
                    String[] ends = arrow.split("-");
                    int middle = middlePixel(picture, ends[0], ends[1], lesson.id() + "-" + shown);
                    assertThat(dominant(middle, Drawing.Pen.GREEN)).as("%s step %d: %s at its middle %06x", lesson.id(), shown + 1, arrow, middle)
                            .isTrue();
                    checked++;
                }
            }
        }
        assertThat(checked).as("a shipped Ta Yü lesson shows an arrow").isPositive();
    }

    private static LessonBoards boards() {
        return new LessonBoards(new Localizer(Language.EN));
    }

    private static <P, M> JComponent startBoard(Game<P, M> game) {
        LessonBoard<P, M> board = BoardExport.boardOf(game, boards());
        board.show(game.notation(java.util.Map.of()).parsePosition("start"), LessonMarks.none(), false);
        JComponent component = board.component();
        component.setSize(SIZE);
        layOut(component);
        return component;
    }

    private static void layOut(Component component) {
        component.doLayout();
        if (component instanceof Container container) {
            for (Component child : container.getComponents()) {
                layOut(child);
            }
        }
    }

    private static BoardComponent boardIn(Component component) {
        List<BoardComponent> found = new ArrayList<>();
        collect(component, found);
        return found.get(0);
    }

    private static void collect(Component component, List<BoardComponent> found) {
        if (component instanceof BoardComponent board) {
            found.add(board);
        } else if (component instanceof Container container) {
            for (Component child : container.getComponents()) {
                collect(child, found);
            }
        }
    }

    /** The picture written to a PNG file and read back; the pixel where the middle of {@code from}–{@code to} lies in it. */
    private int middlePixel(JComponent picture, String from, String to, String name) throws IOException {
        Path file = folder.resolve(name + ".png");
        Point inPicture = GuiActionRunner.execute(() -> {
            layOut(picture);
            BoardPictures.write(picture, SIZE, file, PictureFormat.PNG);
            BoardComponent board = boardIn(picture);
            Point a = board.drawing().pixelOf(from).orElseThrow();
            Point b = board.drawing().pixelOf(to).orElseThrow();
            Point middle = SwingUtilities.convertPoint(board, new Point((a.x + b.x) / 2, (a.y + b.y) / 2), picture);
            Rectangle drawn = BoardPictures.drawing(picture);
            double scale = Math.min(SIZE.width * (1 - 2 * 0.015) / drawn.width, SIZE.height * (1 - 2 * 0.015) / drawn.height);
            return new Point((int) Math.round((SIZE.width - drawn.width * scale) / 2 + (middle.x - drawn.x) * scale),
                    (int) Math.round((SIZE.height - drawn.height * scale) / 2 + (middle.y - drawn.y) * scale));
        });
        BufferedImage image = ImageIO.read(file.toFile());
        return image.getRGB(inPicture.x, inPicture.y) & 0xffffff;
    }

    /** The pen's own channel stands well above the two others. */
    private static boolean dominant(int rgb, Drawing.Pen pen) {
        Color colour = new Color(rgb);
        int[] channels = {colour.getRed(), colour.getGreen(), colour.getBlue()};
        Color ink = BoardDrawingLayer.colour(pen);
        int own = ink.getRed() > ink.getGreen() && ink.getRed() > ink.getBlue() ? 0 : ink.getGreen() > ink.getBlue() ? 1 : 2;
        for (int channel = 0; channel < 3; channel++) {
            if (channel != own && channels[own] < channels[channel] + 50) {
                return false;
            }
        }
        return true;
    }

    /** How far two colours are apart: the sum of their channels' differences. */
    static int distance(int one, int other) {
        Color a = new Color(one);
        Color b = new Color(other);
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }
}
