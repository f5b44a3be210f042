package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRow;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuOptions;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.gipf.GipfBoardView;
import org.ludoteka.ui.gipf.GipfLessonBoard;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;
import org.ludoteka.ui.loa.LoaBoardView;
import org.ludoteka.ui.loa.LoaLessonBoard;
import org.ludoteka.ui.tamsk.TamskBoardView;
import org.ludoteka.ui.tamsk.TamskLessonBoard;
import org.ludoteka.ui.tayu.TayuBoardView;
import org.ludoteka.ui.tayu.TayuLessonBoard;

/**
 * Colour is never the only cue, for the marks either: on each board, in each theme, turned to grey,
 * every mark drawn on a place looks clearly different from the place without it and from every other
 * mark that can fall on the same place — by its lightness or by its shape (a dot, a ring, a frame, a
 * cross, stripes, a tint), measured over a grid of blocks (see {@link #difference}), so that a ring
 * and a dot of one grey differ as much as two greys. Marks that mean the same are not compared: a
 * Ta Yü tile that does not fit and a lesson's refused tile are both crossed out. The marks are those of play
 * (targets, the chosen piece, the last move, rows to remove, a lost or running hourglass, a tile
 * that fits or not) and those a lesson or the puzzle trainer lays over any board (marked places, a
 * hint, arrows, a move crossed out).
 *
 * <p>With the environment variable {@code LUDOTEKA_GREY_MARKS=DIR} each place's marks are also
 * written to {@code DIR} as one grey picture, to be looked at.
 */
class GreyMarksTest {
    private static final int WIDTH = 900;
    /** The theme installed last by this class: installing it again for each picture took most of the class's time. */
    private static Theme installed;
    private static final int HEIGHT = 960;
    /** Mean grey levels (of 255) by which two marks on one place, or a mark and the bare place, must differ at the least. */
    private static final double APART = 10;
    private static final int BLOCKS = 6;
    private static final String PICTURES = System.getenv("LUDOTEKA_GREY_MARKS");

    /** One picture of a place: a board made, then what is done to it once it has its size (a press, the mouse over it). */
    @BeforeAll
    static void noThemeYet() {
        installed = null; // another class in this test JVM may have installed another look since
    }

    private record Look(String mark, Supplier<JComponent> made, Consumer<JComponent> done) {
        Look(String mark, Supplier<JComponent> made) {
            this(mark, made, board -> { });
        }
    }

    private static BufferedImage paint(Theme theme, Look look) throws Exception {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        SwingUtilities.invokeAndWait(() -> {
            if (theme != installed) {
                Looks.install(theme, 100);
                installed = theme;
            }
            JComponent board = look.made().get();
            board.setSize(WIDTH, HEIGHT);
            look.done().accept(board);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
        });
        return image;
    }

    /**
     * Paints each look and requires every two of them to differ in grey round {@code place}, a square
     * of half-side {@code half} round the point {@code centre} finds on the first board.
     */
    private static void requireApart(Theme theme, String place, Function<JComponent, Point> centre, double half,
            List<Look> looks) throws Exception {
        requireApart(theme, place, centre, half, half, looks);
    }

    /** The same over a rectangle of half-sides {@code halfWidth} and {@code halfHeight}, e.g. round a tile. */
    private static void requireApart(Theme theme, String place, Function<JComponent, Point> centre, double halfWidth,
            double halfHeight, List<Look> looks) throws Exception {
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        for (Look look : looks) {
            images.put(look.mark(), paint(theme, look));
        }
        Point[] at = new Point[1];
        SwingUtilities.invokeAndWait(() -> {
            JComponent board = looks.get(0).made().get();
            board.setSize(WIDTH, HEIGHT);
            at[0] = centre.apply(board);
        });
        Rectangle area = new Rectangle(at[0].x - (int) halfWidth, at[0].y - (int) halfHeight, 2 * (int) halfWidth,
                2 * (int) halfHeight);
        List<String> tooClose = new ArrayList<>();
        List<String> names = new ArrayList<>(images.keySet());
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                double difference = difference(images.get(names.get(i)), images.get(names.get(j)), area);
                String pair = String.format("%s / %s %.1f", names.get(i), names.get(j), difference);
                all.append("\n  ").append(pair);
                if (difference < APART) {
                    tooClose.add(pair);
                }
            }
        }
        if (PICTURES != null) {
            write(theme, place, names, images, area);
        }
        assertThat(tooClose).as("%s, %s: marks alike in grey (of all:%s)", theme, place, all).isEmpty();
    }

    /**
     * How different in grey two pictures look in {@code area}:
     * over a grid of {@link #BLOCKS} × {@link #BLOCKS} blocks, the mean of how far apart each block's
     * mean grey is (lightness, and coarse shape: a dot, a ring, a frame) plus how far apart its spread
     * of greys is (texture: stripes, a thin line, a cross, whose lights and darks would even out in a mean).
     */
    static double difference(BufferedImage one, BufferedImage other, Rectangle area) {
        int width = area.width / BLOCKS;
        int height = area.height / BLOCKS;
        double sum = 0;
        for (int row = 0; row < BLOCKS; row++) {
            for (int column = 0; column < BLOCKS; column++) {
                Rectangle block = new Rectangle(area.x + column * width, area.y + row * height, width, height);
                double[] a = greys(one, block);
                double[] b = greys(other, block);
                sum += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
            }
        }
        return sum / (BLOCKS * BLOCKS);
    }

    /** The mean grey of a block and its standard deviation. */
    private static double[] greys(BufferedImage image, Rectangle block) {
        double sum = 0;
        double squares = 0;
        for (int y = block.y; y < block.y + block.height; y++) {
            for (int x = block.x; x < block.x + block.width; x++) {
                int grey = GreyBoardsTest.grey(image.getRGB(x, y));
                sum += grey;
                squares += grey * grey;
            }
        }
        double count = block.width * block.height;
        double mean = sum / count;
        return new double[] {mean, Math.sqrt(Math.max(0, squares / count - mean * mean))};
    }

    /** The place in each picture side by side, in grey and enlarged, named after the theme and the place. */
    private static void write(Theme theme, String place, List<String> names, Map<String, BufferedImage> images, Rectangle area)
            throws IOException {
        int scale = Math.max(1, 160 / area.height);
        int width = area.width * scale;
        BufferedImage sheet = new BufferedImage(names.size() * (width + 8), area.height * scale + 24, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = sheet.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
        for (int i = 0; i < names.size(); i++) {
            BufferedImage part = images.get(names.get(i)).getSubimage(area.x, area.y, area.width, area.height);
            g.drawImage(part, i * (width + 8), 24, width, area.height * scale, null);
            g.setColor(Color.BLACK);
            g.drawString(names.get(i), i * (width + 8) + 2, 16);
        }
        g.dispose();
        File folder = new File(PICTURES);
        folder.mkdirs();
        ImageIO.write(sheet, "png", new File(folder, theme + "-" + place.replaceAll("[^A-Za-z0-9]+", "_") + ".png"));
    }

    /** A left press and release at {@code at} on {@code board}, as a click chooses a piece. */
    private static void click(JComponent board, Point at) {
        board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_PRESSED, 0, InputEvent.BUTTON1_DOWN_MASK, at.x, at.y, 1, false,
                MouseEvent.BUTTON1));
        board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_RELEASED, 0, 0, at.x, at.y, 1, false, MouseEvent.BUTTON1));
    }

    /** How far apart two places of a board made at the test's size are, e.g. two neighbouring squares. */
    private static double gap(Supplier<JComponent> made, Function<JComponent, Point> one, Function<JComponent, Point> other)
            throws Exception {
        double[] gap = new double[1];
        SwingUtilities.invokeAndWait(() -> {
            JComponent board = made.get();
            board.setSize(WIDTH, HEIGHT);
            gap[0] = one.apply(board).distance(other.apply(board));
        });
        return gap[0];
    }

    private static Point midpoint(Point one, Point other) {
        return new Point((one.x + other.x) / 2, (one.y + other.y) / 2);
    }

    private static <P, M> Look lesson(String mark, Supplier<LessonBoard<P, M>> made, P position, LessonMarks<M> marks) {
        return new Look(mark, () -> {
            LessonBoard<P, M> board = made.get();
            board.show(position, marks, false);
            return board.component();
        });
    }

    private static <M> LessonMarks<M> cells(String... cells) {
        return LessonMarks.of(new Annotations(List.of(cells), List.of()));
    }

    private static <M> LessonMarks<M> arrow(String arrow) {
        return LessonMarks.of(new Annotations(List.of(), List.of(arrow)));
    }

    private static <M> LessonMarks<M> crossed(M move) {
        return new LessonMarks<>(Annotations.NONE, Optional.of(move), false, Optional.empty());
    }

    private static <M> LessonMarks<M> hinted(M move) {
        return new LessonMarks<>(Annotations.NONE, Optional.empty(), true, Optional.of(move));
    }

    // Lines of Action

    private static final LoaRules LOA_RULES = new LoaRules(LoaOptions.DEFAULT);

    private static Look loa(String mark, LoaPosition position, String last, String clicked) {
        return new Look(mark, () -> {
            LoaBoardView view = new LoaBoardView(LoaBoardView.Listener.DEAF);
            view.display(position, last == null ? null : LoaNotation.INSTANCE.parseMove(last), LOA_RULES.legalMoves(position),
                    LoaBoardView.Mode.PLAY);
            return view;
        }, board -> {
            if (clicked != null) {
                click(board, ((LoaBoardView) board).squareCentre(clicked));
            }
        });
    }

    private static Look loaLesson(String mark, LoaPosition position, LessonMarks<LoaMove> marks) {
        return lesson(mark, LoaLessonBoard::new, position, marks);
    }

    private static void requireLoaApart(Theme theme, String square, List<Look> looks) throws Exception {
        double side = gap(() -> new LoaBoardView(LoaBoardView.Listener.DEAF), board -> ((LoaBoardView) board).squareCentre("a1"),
                board -> ((LoaBoardView) board).squareCentre("b1"));
        requireApart(theme, "Lines of Action " + square, board -> ((LoaBoardView) board).squareCentre(square), 0.5 * side, looks);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void linesOfActionMarksOnAnEmptySquare(Theme theme) throws Exception {
        LoaPosition start = LoaPosition.START;
        for (String[] square : new String[][] {{"b3", "b1"}, {"c3", "c1"}}) { // a light square and a dark one
            String empty = square[0];
            String mover = square[1];
            requireLoaApart(theme, empty, List.of(
                    loa("bare", start, null, null),
                    loa("legal target", start, null, mover),
                    loa("last move", start, mover + "-" + empty, null),
                    loaLesson("lesson mark", start, cells(empty))));
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void linesOfActionMarksOnAPiece(Theme theme) throws Exception {
        LoaPosition start = LoaPosition.START;
        requireLoaApart(theme, "d1", List.of(
                loa("bare", start, null, null),
                loa("chosen", start, null, "d1"),
                loa("last move", start, "d3-d1", null),
                loaLesson("lesson mark", start, cells("d1")),
                loaLesson("hint", start, hinted(LoaNotation.INSTANCE.parseMove("d1-d3")))));
        LoaPosition capture = LoaNotation.INSTANCE.parsePosition("8/8/8/8/8/w7/8/b5bw b"); // a1 takes a3
        requireLoaApart(theme, "a3", List.of(
                loa("bare", capture, null, null),
                loa("legal capture", capture, null, "a1"),
                loa("last move", capture, "a5-a3", null),
                loaLesson("lesson mark", capture, cells("a3")),
                loaLesson("hint", capture, hinted(LoaNotation.INSTANCE.parseMove("a3-a5")))));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void linesOfActionArrows(Theme theme) throws Exception {
        LoaPosition start = LoaPosition.START;
        requireLoaApart(theme, "b2", List.of(
                loa("bare", start, null, null),
                loaLesson("arrow", start, arrow("b1-b3")),
                loaLesson("move crossed out", start, crossed(LoaNotation.INSTANCE.parseMove("b1-b3")))));
    }

    // Tamsk

    private static final String TAMSK = "tamsk level=2 turn=red red=b2%s,g1,d7 black=d1,g4,a4 rings=- holders=32,32";
    private static final TamskRules TAMSK_RULES = new TamskRules(TamskOptions.DEFAULT);

    private static TamskPosition tamsk(String b2) {
        return TamskNotation.INSTANCE.parsePosition(String.format(TAMSK, b2));
    }

    private static Look tamsk(String mark, TamskPosition position, TamskEvent.Move last, String clicked) {
        return new Look(mark, () -> {
            TamskBoardView view = new TamskBoardView(TamskBoardView.Listener.DEAF);
            view.display(position, TAMSK_RULES.legalMoves(position), last, TamskBoardView.Mode.PLAY);
            return view;
        }, board -> {
            if (clicked != null) {
                click(board, ((TamskBoardView) board).cellCentre(clicked));
            }
        });
    }

    private static Look tamskLesson(String mark, TamskPosition position, LessonMarks<TamskEvent> marks) {
        return lesson(mark, TamskLessonBoard::new, position, marks);
    }

    private static void requireTamskApart(Theme theme, String cell, List<Look> looks) throws Exception {
        requireTamskApart(theme, cell, 0.5, looks);
    }

    /** {@code share}: the half-side of the place compared, in distances between two cells. */
    private static void requireTamskApart(Theme theme, String cell, double share, List<Look> looks) throws Exception {
        double gap = gap(() -> new TamskBoardView(TamskBoardView.Listener.DEAF), board -> ((TamskBoardView) board).cellCentre("a1"),
                board -> ((TamskBoardView) board).cellCentre("a2"));
        requireApart(theme, "Tamsk " + cell, board -> ((TamskBoardView) board).cellCentre(cell), share * gap, looks);
    }

    /** Where the hourglass on b2 may go: an empty cell next to it. */
    private static TamskEvent.Move tamskStep() {
        TamskPosition position = tamsk("");
        return TAMSK_RULES.legalMoves(position).stream().filter(TamskEvent.Move.class::isInstance).map(TamskEvent.Move.class::cast)
                .filter(move -> move.from() == TamskBoard.cell("b2") && !move.ring()).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void tamskMarksOnAnHourglass(Theme theme) throws Exception {
        TamskPosition atRest = tamsk("");
        TamskEvent.Move step = tamskStep();
        requireTamskApart(theme, "b2", 0.7, List.of( // the hourglass and the tag of its seconds, above it
                tamsk("at rest", atRest, null, null),
                tamsk("chosen", atRest, null, "b2"),
                tamsk("running, 75 s", tamsk(":75000"), null, null),
                tamsk("running out, 5 s", tamsk(":5000"), null, null),
                tamsk("lost", tamsk(":x"), null, null),
                tamskLesson("lesson mark", atRest, cells("b2")),
                tamskLesson("hint", atRest, hinted(step))));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void tamskMarksOnAnEmptyCell(Theme theme) throws Exception {
        TamskPosition atRest = tamsk("");
        TamskEvent.Move step = tamskStep();
        String to = TamskBoard.name(step.to());
        requireTamskApart(theme, to, List.of(
                tamsk("bare", atRest, null, null),
                tamsk("reachable", atRest, null, "b2"),
                tamsk("last move", atRest, new TamskEvent.Move(TamskBoard.cell("b2"), step.to(), false), null),
                tamskLesson("lesson mark", atRest, cells(to))));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void tamskArrows(Theme theme) throws Exception {
        TamskPosition atRest = tamsk("");
        TamskEvent.Move across = new TamskEvent.Move(TamskBoard.cell("b2"), TamskBoard.cell("d4"), false);
        double gap = gap(() -> new TamskBoardView(TamskBoardView.Listener.DEAF), board -> ((TamskBoardView) board).cellCentre("a1"),
                board -> ((TamskBoardView) board).cellCentre("a2"));
        requireApart(theme, "Tamsk b2-d4", board -> midpoint(((TamskBoardView) board).cellCentre("b2"), ((TamskBoardView) board).cellCentre("d4")),
                0.5 * gap, List.of(
                tamsk("bare", atRest, null, null),
                tamskLesson("arrow", atRest, arrow("b2-d4")),
                tamskLesson("move crossed out", atRest, crossed(across))));
    }

    // GIPF

    /** White has made a row of four on the e line: e2, the GIPF e3, e4, e5. */
    private static final GipfPosition GIPF_ROW = GipfNotation.INSTANCE.parsePosition("gipf game=standard turn=white"
            + " white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 pending=rows@white");
    private static final GipfPosition GIPF_START = GipfNotation.INSTANCE.parsePosition("start");

    private static Look gipf(String mark, GipfPosition position, GipfMove.Push last, GipfBoardView.Mode mode, GipfBoardView.Rows rows,
            String clicked) {
        return new Look(mark, () -> {
            GipfBoardView view = new GipfBoardView(GipfBoardView.Listener.DEAF);
            view.display(position, GipfRules.openEntries(position), last, mode, GipfPiece.of(position.turn(), GipfPiece.Kind.BASIC));
            view.showRows(rows);
            return view;
        }, board -> {
            if (clicked != null) {
                Point at = ((GipfBoardView) board).pointCentre(clicked);
                board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_PRESSED, 0, InputEvent.BUTTON1_DOWN_MASK, at.x, at.y, 1, false,
                        MouseEvent.BUTTON1));
            }
        });
    }

    private static Look gipfLesson(String mark, GipfPosition position, LessonMarks<GipfMove> marks) {
        return lesson(mark, GipfLessonBoard::new, position, marks);
    }

    private static void requireGipfApart(Theme theme, String point, List<Look> looks) throws Exception {
        double gap = gap(() -> new GipfBoardView(GipfBoardView.Listener.DEAF), board -> ((GipfBoardView) board).pointCentre("e5"),
                board -> ((GipfBoardView) board).pointCentre("e4"));
        requireApart(theme, "GIPF " + point, board -> ((GipfBoardView) board).pointCentre(point), 0.5 * gap, looks);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void gipfMarksOnAPieceOfARowToRemove(Theme theme) throws Exception {
        GipfRow row = GIPF_ROW.rowsToRemove().get(0);
        GipfBoardView.Mode rows = GipfBoardView.Mode.ROWS;
        for (String point : List.of("e3", "e4")) { // a GIPF piece, which may be kept, and a plain one
            requireGipfApart(theme, point, List.of(
                    gipf("bare", GIPF_ROW, null, rows, GipfBoardView.Rows.NONE, null),
                    gipf("row to remove", GIPF_ROW, null, rows, new GipfBoardView.Rows(List.of(row), null, Set.of()), null),
                    gipf("chosen row, goes", GIPF_ROW, null, rows, new GipfBoardView.Rows(List.of(row), row, Set.of()), null),
                    gipf("chosen row, kept", GIPF_ROW, null, rows,
                            new GipfBoardView.Rows(List.of(row), row, Set.of(GipfBoard.point(point))), null),
                    gipfLesson("lesson mark", GIPF_ROW, cells(point))));
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void gipfMarksOnADotAndWhereItPushes(Theme theme) throws Exception {
        GipfBoard.Entry entry = GipfRules.openEntries(GIPF_START).stream()
                .filter(open -> GIPF_START.isEmpty(open.spot())).findFirst().orElseThrow();
        String dot = GipfBoard.name(entry.dot());
        String spot = GipfBoard.name(entry.spot());
        GipfMove.Push push = new GipfMove.Push(GipfPiece.Kind.BASIC, entry.dot(), entry.spot());
        GipfBoardView.Mode play = GipfBoardView.Mode.PLAY;
        requireGipfApart(theme, dot, List.of(
                gipf("bare", GIPF_START, null, play, GipfBoardView.Rows.NONE, null),
                gipf("chosen dot", GIPF_START, null, play, GipfBoardView.Rows.NONE, dot),
                gipf("last push", GIPF_START, push, play, GipfBoardView.Rows.NONE, null),
                gipfLesson("lesson mark", GIPF_START, cells(dot)),
                gipfLesson("hint", GIPF_START, hinted(push))));
        requireGipfApart(theme, spot, List.of(
                gipf("bare", GIPF_START, null, play, GipfBoardView.Rows.NONE, null),
                gipf("reachable", GIPF_START, null, play, GipfBoardView.Rows.NONE, dot),
                gipf("last push", GIPF_START, push, play, GipfBoardView.Rows.NONE, null),
                gipfLesson("lesson mark", GIPF_START, cells(spot))));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void gipfArrows(Theme theme) throws Exception {
        GipfMove.Push across = new GipfMove.Push(GipfPiece.Kind.BASIC, GipfBoard.point("c2"), GipfBoard.point("e4"));
        double gap = gap(() -> new GipfBoardView(GipfBoardView.Listener.DEAF), board -> ((GipfBoardView) board).pointCentre("e5"),
                board -> ((GipfBoardView) board).pointCentre("e4"));
        requireApart(theme, "GIPF c2-e4", board -> midpoint(((GipfBoardView) board).pointCentre("c2"), ((GipfBoardView) board).pointCentre("e4")),
                0.5 * gap, List.of(
                gipf("bare", GIPF_START, null, GipfBoardView.Mode.WATCH, GipfBoardView.Rows.NONE, null),
                gipfLesson("arrow", GIPF_START, arrow("c2-e4")),
                gipfLesson("move crossed out", GIPF_START, crossed(across))));
    }

    // Ta Yü

    private static final TayuPosition TAYU = TayuGame.INSTANCE.notation(Map.of())
            .parsePosition("tayu players=2 turn=ns hands=025,- board=- a=016,057,147 b=123,023,246");
    private static final TayuRules TAYU_RULES = new TayuRules(TayuOptions.DEFAULT);
    private static final String TAYU_SQUARE = "h8";

    /** The board with the tile held over {@link #TAYU_SQUARE}, its preview saying it fits or not; none: the mouse is away. */
    private static Look tayu(String mark, Boolean fits) {
        return new Look(mark, () -> {
            TayuBoardView view = new TayuBoardView(new TayuBoardView.Listener() {
                @Override
                public void drew(int lane) {
                }

                @Override
                public void placed(TayuMove move) {
                }

                @Override
                public TayuBoardView.Preview preview(TayuMove move) {
                    return new TayuBoardView.Preview(Boolean.TRUE.equals(fits), "");
                }

                @Override
                public void pressedWhileWatching() {
                }
            });
            view.display(TAYU, TAYU_RULES, TayuBoardView.Mode.PLACE, null);
            return view;
        }, board -> {
            if (fits != null) {
                Point at = ((TayuBoardView) board).squareCentre(TAYU_SQUARE);
                board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_MOVED, 0, 0, at.x, at.y, 0, false, MouseEvent.NOBUTTON));
            }
        });
    }

    private static Look tayuLesson(String mark, LessonMarks<TayuEvent> marks) {
        return lesson(mark, () -> new TayuLessonBoard(new Localizer(Language.EN)), TAYU, marks);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void tayuPreviewAndLessonMarks(Theme theme) throws Exception {
        double gap = gap(() -> new TayuBoardView(TayuBoardView.Listener.DEAF), board -> ((TayuBoardView) board).squareCentre("h8"),
                board -> ((TayuBoardView) board).squareCentre("h9"));
        TayuMove tile = TayuNotation.parsePlacement("g8h025"); // its middle on h8
        Function<JComponent, Point> centre = board -> ((TayuBoardView) board).squareCentre(TAYU_SQUARE);
        requireApart(theme, "Ta Yü tile held over " + TAYU_SQUARE, centre, 1.7 * gap, 0.7 * gap, List.of( // the whole tile
                tayu("bare", null),
                tayu("tile that fits", true),
                tayu("tile that does not fit", false),
                tayuLesson("hint", hinted(tile))));
        requireApart(theme, "Ta Yü tile shown over " + TAYU_SQUARE, centre, 1.7 * gap, 0.7 * gap, List.of(
                tayu("bare", null),
                tayuLesson("tile laid", new LessonMarks<>(Annotations.NONE, Optional.of(tile), true, Optional.empty())),
                tayuLesson("tile crossed out", crossed(tile)),
                tayuLesson("hint", hinted(tile))));
        requireApart(theme, "Ta Yü " + TAYU_SQUARE, centre, 0.5 * gap, List.of(
                tayu("bare", null),
                tayuLesson("lesson mark", cells(TAYU_SQUARE))));
    }
}
