package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.Step;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tayu.TayuBoardView;

/**
 * A lesson marks a place to speak of what stands there: the mark is drawn under or around the
 * piece, never over it. Every marked place that holds a piece, at every step of every shipped
 * lesson of every game, is painted with the step's marks and without them: at the piece's centre
 * the two pictures must be alike, the piece's own colours showing through (issue #20: GIPF's
 * stripes once hid the pieces that lesson 1 step 3 and lesson 9 names).
 */
class ShippedLessonMarksTest {
    private static final int WIDTH = 1000;
    private static final int HEIGHT = 900;
    /** Half the side of the square looked at round a place's centre, in pixels. */
    private static final int HALF = 3;
    /** How far apart in any colour channel, on average, the centre may come out with and without the mark. */
    private static final double ALIKE = 6;

    /** How a game's board tells whether a place holds a piece, and where a place's centre is on its view. */
    private record Places(BiPredicate<Object, String> occupied, BiFunction<JComponent, String, Point> centre) {
    }

    private static final Map<String, Places> PLACES = Map.of(
            "loa", new Places((position, place) -> ((LoaPosition) position).at(LoaNotation.square(place)) != null,
                    (view, place) -> ((LoaBoardView) view).squareCentre(place)),
            "tamsk", new Places((position, place) -> ((TamskPosition) position).hourglassAt(TamskBoard.cell(place)).isPresent(),
                    (view, place) -> ((TamskBoardView) view).cellCentre(place)),
            "gipf", new Places((position, place) -> !((GipfPosition) position).isEmpty(GipfBoard.point(place)),
                    (view, place) -> ((GipfBoardView) view).pointCentre(place)),
            "tayu", new Places((position, place) -> ((TayuPosition) position).board().covered(TayuBoard.parseSquare(place)),
                    (view, place) -> ((TayuBoardView) view).squareCentre(place)));

    /** The board itself: a lesson board may hold it in a panel with controls of its own (Ta Yü's bid). */
    private static JComponent boardIn(JComponent component) {
        if (component instanceof BoardComponent) {
            return component;
        }
        for (java.awt.Component child : component.getComponents()) {
            if (child instanceof JComponent inner) {
                JComponent found = boardIn(inner);
                if (found instanceof BoardComponent) {
                    return found;
                }
            }
        }
        return component;
    }

    @Test
    void everyMarkedPlaceThatHoldsAPieceShowsThePieceAtItsCentreInEveryShippedLesson() throws Exception {
        LessonBoards boards = GuiActionRunner.execute(() -> {
            Looks.install(Theme.LIGHT, 100);
            return new LessonBoards(new Localizer(Language.EN));
        });
        List<String> hidden = new ArrayList<>();
        int looked = 0;
        for (LessonFile file : LessonLibrary.shipped()) {
            Lesson lesson = file.lesson().orElseThrow();
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            LessonBoard<?, ?> board = boards.forGame(replay.game()).orElseThrow();
            Places places = PLACES.get(lesson.game());
            assertThat(places).as("a game without its places here: " + lesson.game()).isNotNull();
            GuiActionRunner.execute(() -> judge(board, replay));
            for (int i = 0; i < lesson.steps().size(); i++) {
                Step step = lesson.steps().get(i);
                if (step.show().cells().isEmpty()) {
                    continue;
                }
                // a play or clock step shows its marks on the board before the move and after it
                for (Object position : List.of(replay.positionBefore(i), replay.positionAfter(i))) {
                    List<String> occupied = step.show().cells().stream().filter(place -> places.occupied().test(position, place)).toList();
                    if (occupied.isEmpty()) {
                        continue;
                    }
                    looked += occupied.size();
                    BufferedImage[] withAndWithout = paintedWithAndWithout(board, position, step.show().cells());
                    for (String place : occupied) {
                        double apart = apartAtCentre(withAndWithout, board, place, places);
                        if (apart > ALIKE) {
                            hidden.add(String.format("%s step %d: %s hidden by its mark (%.1f)", file.file(), i + 1, place, apart));
                        }
                    }
                }
            }
        }
        assertThat(looked).as("marked places holding a piece looked at").isGreaterThan(40);
        assertThat(hidden).isEmpty();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void judge(LessonBoard board, LessonReplay replay) {
        board.judgeBy(replay.rules());
    }

    /** The board painted with the step's marked places, and without them. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static BufferedImage[] paintedWithAndWithout(LessonBoard board, Object position, List<String> cells) throws Exception {
        return GuiActionRunner.execute(() -> { // the theme was installed once: installing it for each picture took minutes
            JComponent view = boardIn(board.component());
            view.setSize(WIDTH, HEIGHT);
            board.show(position, LessonMarks.of(new Annotations(cells, List.of())), false);
            BufferedImage with = paint(view);
            board.show(position, LessonMarks.none(), false);
            return new BufferedImage[] {with, paint(view)};
        });
    }

    /** The mean difference per colour channel round {@code place}'s centre, between the board painted with its marks and without. */
    @SuppressWarnings("rawtypes")
    private static double apartAtCentre(BufferedImage[] withAndWithout, LessonBoard board, String place, Places places) throws Exception {
        Point centre = GuiActionRunner.execute(() -> places.centre().apply(boardIn(board.component()), place));
        double sum = 0;
        int count = 0;
        for (int y = centre.y - HALF; y <= centre.y + HALF; y++) {
            for (int x = centre.x - HALF; x <= centre.x + HALF; x++) {
                int a = withAndWithout[0].getRGB(x, y);
                int b = withAndWithout[1].getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    sum += Math.abs((a >> shift & 0xff) - (b >> shift & 0xff));
                    count++;
                }
            }
        }
        return sum / count;
    }

    private static BufferedImage paint(JComponent view) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        view.paint(g);
        g.dispose();
        return image;
    }
}
