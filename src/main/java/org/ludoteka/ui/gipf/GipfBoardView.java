package org.ludoteka.ui.gipf;

import static org.ludoteka.games.gipf.GipfBoard.NONE;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRow;
import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.PieceDrag;
import org.ludoteka.ui.StillLayer;

/**
 * The GIPF board, painted with Java2D at whatever size it is given: the lines from dot to dot, the
 * 24 dots and 37 spots, the coordinates on its edge, and the pieces. It holds only interaction
 * state (the chosen dot, a drag under way); what a gesture means is decided by its {@link Listener},
 * which sends every try to the rules. A press on a dot chooses it and shows where a piece may go
 * from it; letting go on a spot, or a click on one, tries the push. While a row is to be removed,
 * the rows are lit up and a click on a row or a piece is handed on as it is.
 */
public final class GipfBoardView extends BoardComponent {

    /** What the board can be used for at the moment. */
    public enum Mode {
        /** The person at the screen brings a piece in. */
        PLAY,
        /** The person at the screen removes a row: clicks choose the row and the pieces that stay. */
        ROWS,
        /** Nothing to do on the board now: the computer thinks, a decision is asked beside it, or the game is over. */
        WATCH,
        /** A position is set up: a click on a point is handed on as it is. */
        EDIT
    }

    /** What the person did on the board. */
    public interface Listener {
        /** A push tried from {@code from} to {@code to}; {@code from == to} when a single point was clicked. It may be illegal. */
        void tried(int from, int to);

        /** The chosen dot was clicked again and let go: no piece is picked up now. */
        default void letGo(int dot) {
        }

        /** A point clicked while a row is to be removed. */
        void clickedInRows(int point);

        /** The board was pressed while it is only to be looked at. */
        void pressedWhileWatching();

        /** A point clicked while a position is set up. */
        default void edited(int point) {
        }

        /** What a tooltip says about a point. */
        default String describe(int point) {
            return GipfBoard.name(point);
        }

        /** A kind of piece to bring in was chosen on the board's own picker. */
        default void kindChosen(GipfPiece.Kind kind) {
        }

        /** What a tooltip says about a kind of piece on the picker. */
        default String describe(GipfPiece.Kind kind) {
            return kind.name();
        }

        /** For a board that is only painted (tests, a picture): it hears nothing. */
        Listener DEAF = new Listener() {
            @Override
            public void tried(int from, int to) {
            }

            @Override
            public void clickedInRows(int point) {
            }

            @Override
            public void pressedWhileWatching() {
            }
        };
    }

    /** The rows lit up for removal, the one chosen (or null) and the pieces of it that stay. */
    public record Rows(List<GipfRow> rows, GipfRow chosen, Set<Integer> kept) {
        public static final Rows NONE = new Rows(List.of(), null, Set.of());

        public Rows {
            rows = List.copyOf(rows);
            kept = Set.copyOf(kept);
        }
    }

    /**
     * What a lesson marks: points lit up, arrows from one point to another (each two points), pushes
     * shown crossed out (a demonstrated illegal try), and the dots a hint points at.
     */
    public record Marks(List<Integer> points, List<int[]> arrows, List<int[]> crossed, List<Integer> hinted) {
        public static final Marks NONE = new Marks(List.of(), List.of(), List.of(), List.of());

        public Marks {
            points = List.copyOf(points);
            arrows = List.copyOf(arrows);
            crossed = List.copyOf(crossed);
            hinted = List.copyOf(hinted);
        }
    }

    private static final Color PLATE = new Color(0xe9dcc0);
    private static final Color PLATE_EDGE = new Color(0x8a7350);
    private static final Color LINE = new Color(0x5a4a36);
    private static final Color DOT = new Color(0x1e1e1e);

    private final Listener listener;
    /** The plate, its lines and its coordinates, which change only with the size, the look and the dots open. */
    private final StillLayer still = new StillLayer();
    /** The position shown, for the reserves beside the board; none before the first. */
    private GipfPosition position;
    private GipfPiece[] pieces = new GipfPiece[GipfBoard.POINTS];
    private List<GipfBoard.Entry> open = List.of();
    private GipfMove.Push lastPush;
    private Mode mode = Mode.WATCH;
    private Rows rows = Rows.NONE;
    private Marks marks = Marks.NONE;
    /** A marked point's disc, in units: a piece (0.4) leaves a striped ring of it round itself. */
    private static final double MARK_RADIUS = 0.58;
    /** The kinds of piece the picker in the corner offers (none: no picker), and the one chosen. */
    private List<GipfPiece.Kind> kinds = List.of();
    private GipfPiece.Kind chosenKind;
    /** The centre spot glows while its potential's power or challenge is decided. */
    private boolean centreGlows;
    private PushMotion motion;
    private double played;

    /** The dot chosen by a press, to be pushed from by a drag or a second click; NONE when none is. */
    private int selected = NONE;
    private final PieceDrag drag = new PieceDrag(this);
    /** The point under the mouse, while it is over the board. */
    private int hovered = NONE;
    /** The piece a drag from a dot carries, as it would enter. */
    private GipfPiece carried;

    public GipfBoardView(Listener listener) {
        super(new Dimension(560, 600));
        this.listener = listener;
        setName("gipfBoard");
        setToolTipText("");
        MouseAdapter mouse = new BoardMouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    /**
     * Shows {@code shown} with the entries open now (G-12), the last push (or null), what the board
     * is for, and the piece that would enter. A new position clears the chosen dot.
     */
    public void display(GipfPosition shown, List<GipfBoard.Entry> openEntries, GipfMove.Push last, Mode newMode,
                        GipfPiece entering) {
        GipfPiece[] now = PushMotion.pieces(shown);
        position = shown;
        if (!Arrays.equals(now, pieces) || newMode != mode) {
            selected = NONE;
            drag.clear();
        }
        pieces = now;
        open = List.copyOf(openEntries);
        lastPush = last;
        mode = newMode;
        carried = entering;
        repaint();
    }

    /** The piece drawn on {@code point} now, if any. */
    Optional<GipfPiece> pieceShown(int point) {
        return Optional.ofNullable(pieces[point]);
    }

    /** The rows lit up now, the chosen one and the pieces that stay. */
    Rows rowsShown() {
        return rows;
    }

    /**
     * Offers {@code open} kinds of piece on a picker in the board's corner, {@code chosen} among them;
     * fewer than two: no picker. A click on one chooses it, as the side panel's buttons do.
     */
    public void showKinds(List<GipfPiece.Kind> open, GipfPiece.Kind chosen) {
        kinds = open.size() > 1 ? List.copyOf(open) : List.of();
        chosenKind = chosen;
        repaint();
    }

    /** Where the picker shows {@code kind}, e.g. for a robot's click; null when it is not offered. */
    public Point kindCentre(GipfPiece.Kind kind) {
        int index = kinds.indexOf(kind);
        if (index < 0) {
            return null;
        }
        Point2D.Double centre = kindPlace(geometry(), index);
        return new Point((int) Math.round(centre.x), (int) Math.round(centre.y));
    }

    private static Point2D.Double kindPlace(GipfGeometry geometry, int index) {
        double unit = geometry.unit();
        Point2D.Double corner = geometry.at(-5.0, 7.1); // above the row numbers of the upper left edge
        return new Point2D.Double(corner.x + index * 0.95 * unit, corner.y);
    }

    private GipfPiece.Kind kindAt(Point pixel) {
        GipfGeometry geometry = geometry();
        for (int i = 0; i < kinds.size(); i++) {
            if (kindPlace(geometry, i).distance(pixel) < 0.45 * geometry.unit()) {
                return kinds.get(i);
            }
        }
        return null;
    }

    public void showRows(Rows shown) {
        rows = shown;
        repaint();
    }

    public void mark(Marks shown) {
        marks = shown;
        repaint();
    }

    public void glowCentre(boolean glow) {
        centreGlows = glow;
        repaint();
    }

    /** Shows {@code played} (0 to 1) of {@code shown}; null: nothing is under way. */
    public void animate(PushMotion shown, double fraction) {
        motion = shown;
        played = fraction;
        repaint();
    }

    /** The centre of a point in this component's coordinates, e.g. for a robot's press. */
    public Point pointCentre(String name) {
        Point2D.Double centre = geometry().centre(GipfBoard.point(name));
        return new Point((int) Math.round(centre.x), (int) Math.round(centre.y));
    }

    /** Drawing on the board (BoardDrawingLayer): points by their names. */
    @Override
    public Optional<String> placeAt(Point pixel) {
        int point = geometry().pointAt(pixel);
        return point == NONE ? Optional.empty() : Optional.of(GipfBoard.name(point));
    }

    @Override
    protected Optional<Point2D> placeCentre(String place) {
        int point = GipfBoard.point(place);
        return point == NONE ? Optional.empty() : Optional.of(geometry().centre(point));
    }

    @Override
    protected double placePitch() {
        return geometry().unit();
    }

    @Override
    public String getToolTipText(MouseEvent event) {
        GipfPiece.Kind kind = mode == Mode.PLAY ? kindAt(event.getPoint()) : null;
        if (kind != null) {
            return listener.describe(kind);
        }
        int point = geometry().pointAt(event.getPoint());
        return point == NONE ? null : listener.describe(point);
    }

    GipfGeometry geometry() {
        return GipfGeometry.fit(getWidth(), getHeight());
    }

    /** The teacher's spotlight falls on the point pointed at, with the piece that stands on it. */
    @Override
    public Shape spotAt(Point pixel) {
        GipfGeometry geometry = geometry();
        int point = geometry.pointAt(pixel);
        if (point == NONE) {
            return super.spotAt(pixel);
        }
        Point2D.Double centre = geometry.centre(point);
        double radius = geometry.unit() * 0.5;
        return new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius);
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        GipfGeometry geometry = geometry();
        still.paint(g, stillKey(), getWidth(), getHeight(), getGraphicsConfiguration(), isPaintingForPrint(), layer -> {
            layer.setColor(colour("Panel.background", Color.LIGHT_GRAY));
            layer.fillRect(0, 0, getWidth(), getHeight());
            paintPlate(layer, geometry);
            paintLines(layer, geometry);
            paintCoordinates(layer, geometry);
        });
        paintMarkedPoints(g, geometry);
        paintLastPush(g, geometry);
        paintRows(g, geometry);
        paintEntries(g, geometry);
        paintPieces(g, geometry);
        paintMarkRings(g, geometry);
        paintRowChoices(g, geometry);
        paintArrows(g, geometry);
        paintKinds(g, geometry);
        paintReserves(g, geometry);
        if (drag.point() != null && carried != null && selected != NONE) {
            GipfPiecePainter.paint(g, carried, drag.point().x, drag.point().y, geometry.pieceRadius(), 0.85f);
        }
    }

    /**
     * Everything the plate, the lines and the coordinates are painted from: the size, the colours and the font of the
     * theme and the zoom (looked up, so that a handout's paper colours or another theme are a new picture), and which
     * dots may be pushed from.
     */
    private List<Object> stillKey() {
        long usableDots = 0;
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            if (GipfBoard.isDot(point) && usable(point)) {
                usableDots |= 1L << point;
            }
        }
        return List.of(getWidth(), getHeight(), usableDots, colour("Panel.background", Color.LIGHT_GRAY),
                colour("Ludoteka.Gipf.plate", PLATE), colour("Ludoteka.Gipf.plateEdge", PLATE_EDGE), colour("Ludoteka.Gipf.line", LINE),
                colour("Ludoteka.Gipf.dot", DOT), colour("Ludoteka.Board.coordinates", getForeground()), baseFont(), coordinateScale());
    }

    /** Whether a push may start from the dot {@code point}: every dot, but while playing only those open. */
    private boolean usable(int point) {
        return mode != Mode.PLAY || open.isEmpty() || open.stream().anyMatch(e -> e.dot() == point);
    }

    /** The board's hexagon, a little beyond the corner dots. */
    private void paintPlate(Graphics2D g, GipfGeometry geometry) {
        Path2D.Double plate = new Path2D.Double();
        String[] corners = {"a1", "a5", "e9", "i5", "i1", "e1"};
        Point2D.Double middle = geometry.centre(GipfBoard.CENTRE);
        for (int i = 0; i < corners.length; i++) {
            Point2D.Double corner = geometry.centre(GipfBoard.point(corners[i]));
            double x = middle.x + (corner.x - middle.x) * 1.14;
            double y = middle.y + (corner.y - middle.y) * 1.14;
            if (i == 0) {
                plate.moveTo(x, y);
            } else {
                plate.lineTo(x, y);
            }
        }
        plate.closePath();
        g.setColor(colour("Ludoteka.Gipf.plate", PLATE));
        g.fill(plate);
        g.setColor(colour("Ludoteka.Gipf.plateEdge", PLATE_EDGE));
        g.setStroke(new BasicStroke((float) Math.max(1.5, geometry.unit() / 16)));
        g.draw(plate);
    }

    /** The 21 lines from dot to dot, the rim joining the dots, the dots and the spots. */
    private void paintLines(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        Color line = colour("Ludoteka.Gipf.line", LINE);
        g.setColor(line);
        g.setStroke(new BasicStroke((float) Math.max(1, unit / 28)));
        for (GipfBoard.Entry entry : GipfBoard.entries()) {
            int[] path = entry.path();
            g.draw(new Line2D.Double(geometry.centre(entry.dot()), geometry.centre(path[path.length - 1])));
        }
        String[] corners = {"a1", "a5", "e9", "i5", "i1", "e1", "a1"};
        for (int i = 0; i + 1 < corners.length; i++) {
            g.draw(new Line2D.Double(geometry.centre(GipfBoard.point(corners[i])), geometry.centre(GipfBoard.point(corners[i + 1]))));
        }
        Color dot = colour("Ludoteka.Gipf.dot", DOT);
        Color background = colour("Ludoteka.Gipf.plate", PLATE);
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            Point2D.Double centre = geometry.centre(point);
            if (GipfBoard.isDot(point)) {
                g.setColor(usable(point) ? dot : background);
                g.fill(GipfPiecePainter.circle(centre.x, centre.y, 0.13 * unit));
                g.setColor(dot);
                g.setStroke(new BasicStroke((float) Math.max(1, unit / 30)));
                g.draw(GipfPiecePainter.circle(centre.x, centre.y, 0.13 * unit));
            } else {
                g.setColor(line);
                double radius = point == GipfBoard.CENTRE ? 0.1 * unit : 0.055 * unit;
                g.fill(GipfPiecePainter.circle(centre.x, centre.y, radius));
            }
        }
        Point2D.Double centre = geometry.centre(GipfBoard.CENTRE);
        g.setColor(line);
        g.setStroke(new BasicStroke((float) Math.max(1, unit / 30)));
        g.draw(GipfPiecePainter.circle(centre.x, centre.y, 0.22 * unit)); // the centre spot of the Tamsk power (P-8)
    }

    /**
     * The column letters under the columns, and each row's number at both ends of its line, level
     * with the row's end point (a row runs down to the right as far as column e, then up to the
     * right: a1 … e1 … i1), so that the eye goes straight across from the number to its dot.
     */
    private void paintCoordinates(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
        // larger with the zoom and when presenting, as far as the margin round the board allows
        g.setFont(baseFont().deriveFont(Font.PLAIN, (float) Math.max(8, unit * 0.34 * Math.min(1.3f, coordinateScale()))));
        for (int x = -4; x <= 4; x++) {
            label(g, String.valueOf((char) ('e' + x)), geometry.at(x, 1 + Math.max(0, x) - 0.95));
        }
        for (int row = 1; row <= 9; row++) {
            int left = Math.max(-4, row - 9);
            label(g, String.valueOf(row), geometry.at(left - 0.95, row - 0.95 / 2));
            int right = Math.min(4, 9 - row);
            label(g, String.valueOf(row), geometry.at(right + 0.95, row + right + 0.95 / 2));
        }
    }

    private static void label(Graphics2D g, String text, Point2D.Double at) {
        FontMetrics metrics = g.getFontMetrics();
        g.drawString(text, (float) (at.x - metrics.stringWidth(text) / 2.0),
                (float) (at.y + (metrics.getAscent() - metrics.getDescent()) / 2.0));
    }

    /**
     * A lesson's marked points: a tinted, striped disc under the pieces (a pattern no other mark has),
     * wider than a piece, so that round a piece the mark shows as a striped halo and the piece the
     * lesson speaks of stays in full view, as on the other games' boards.
     */
    private void paintMarkedPoints(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        for (int point : marks.points()) {
            Point2D.Double centre = geometry.centre(point);
            Ellipse2D.Double disc = GipfPiecePainter.circle(centre.x, centre.y, MARK_RADIUS * unit);
            g.setColor(colour("Ludoteka.Board.marked", new Color(0x662e9e4f, true)));
            g.fill(disc);
            hatch(g, disc, 0.2 * unit, (float) Math.max(2, unit / 14), colour("Ludoteka.Board.markedEdge", new Color(0x2e9e4f)));
        }
    }

    /**
     * Round each marked point a dashed ring, over the pieces but outside them: a row's band under
     * the pieces would otherwise hide the striped halo of a large piece (a GIPF piece), in grey too.
     */
    private void paintMarkRings(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        float width = (float) Math.max(2.5, unit / 10);
        Stroke dashed = new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                new float[] {(float) (0.16 * unit), (float) (0.1 * unit)}, 0f);
        for (int point : marks.points()) {
            Point2D.Double centre = geometry.centre(point);
            Shape ring = dashed.createStrokedShape(GipfPiecePainter.circle(centre.x, centre.y, MARK_RADIUS * unit - width));
            fillEdged(g, ring, width, colour("Ludoteka.Board.markedEdge", new Color(0x2e9e4f)));
        }
    }

    /** The last push: a tint on its dot and spot and the stroke between them. */
    private void paintLastPush(Graphics2D g, GipfGeometry geometry) {
        if (lastPush == null || motion != null) {
            return;
        }
        Color tint = colour("Ludoteka.Board.lastMove", new Color(0x99f3e36a, true));
        g.setColor(tint);
        g.setStroke(new BasicStroke((float) (0.22 * geometry.unit()), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(geometry.centre(lastPush.dot()), geometry.centre(lastPush.spot())));
        for (int point : new int[] {lastPush.dot(), lastPush.spot()}) {
            Point2D.Double centre = geometry.centre(point);
            g.fill(GipfPiecePainter.circle(centre.x, centre.y, 0.47 * geometry.unit()));
        }
    }

    /** Rows to remove: a band along each, the chosen one stronger and the others faint. */
    private void paintRows(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        Color band = colour("Ludoteka.Gipf.row", new Color(0x90e67e22, true));
        for (GipfRow row : rows.rows()) {
            boolean faint = rows.chosen() != null && !row.equals(rows.chosen());
            int[] spots = row.spots();
            Shape along = new BasicStroke((float) (1.02 * unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                    .createStrokedShape(new Line2D.Double(geometry.centre(spots[0]), geometry.centre(spots[spots.length - 1])));
            g.setColor(faint ? new Color(band.getRed(), band.getGreen(), band.getBlue(), band.getAlpha() / 3) : band);
            g.fill(along);
            // the band's edge, edged itself: under the pieces the band hardly shows, its outline does, in grey too
            drawEdged(g, along, (float) Math.max(2, unit / (faint ? 20 : 10)), new Color(band.getRed(), band.getGreen(), band.getBlue()));
        }
        if (centreGlows) {
            Point2D.Double centre = geometry.centre(GipfBoard.CENTRE);
            g.setColor(band);
            g.fill(GipfPiecePainter.circle(centre.x, centre.y, 0.56 * unit));
        }
    }

    /**
     * Where a piece may enter from the chosen dot, or from the dot under the mouse: a stroke to each
     * spot it may be pushed onto. A dot whose lines are all full is drawn hollow (G-12).
     */
    private void paintEntries(Graphics2D g, GipfGeometry geometry) {
        if (mode != Mode.PLAY || isPaintingForPrint()) {
            return; // the dot under the mouse and its entries answer the mouse: no export carries them
        }
        double unit = geometry.unit();
        Color target = colour("Ludoteka.Board.target", Color.BLUE);
        int dot = selected != NONE ? selected : hovered;
        if (dot == NONE || !GipfBoard.isDot(dot)) {
            return;
        }
        Point2D.Double from = geometry.centre(dot);
        float width = (float) Math.max(2, unit / (dot == selected ? 12 : 20));
        drawEdged(g, GipfPiecePainter.circle(from.x, from.y, 0.3 * unit), width, target);
        for (GipfBoard.Entry entry : open) {
            if (entry.dot() == dot) {
                Point2D.Double to = geometry.centre(entry.spot());
                drawEdged(g, new Line2D.Double(from.x + (to.x - from.x) * 0.3, from.y + (to.y - from.y) * 0.3,
                        from.x + (to.x - from.x) * 0.55, from.y + (to.y - from.y) * 0.55), width, target);
                drawEdged(g, GipfPiecePainter.circle(to.x, to.y, 0.46 * unit), width, target);
            }
        }
    }

    private void paintPieces(Graphics2D g, GipfGeometry geometry) {
        double radius = geometry.pieceRadius();
        if (motion == null) {
            for (int point = 0; point < GipfBoard.POINTS; point++) {
                paintPiece(g, geometry, pieces[point], point, radius, 1f);
            }
            return;
        }
        double slid = motion.slideShare() == 0 ? 1 : Math.min(1, played / motion.slideShare());
        if (slid < 1) {
            for (int point = 0; point < GipfBoard.POINTS; point++) {
                paintPiece(g, geometry, motion.standing()[point], point, radius, 1f);
            }
            for (PushMotion.Slide slide : motion.sliding()) {
                Point2D.Double from = geometry.centre(slide.from());
                Point2D.Double to = geometry.centre(slide.to());
                GipfPiecePainter.paint(g, slide.piece(), from.x + (to.x - from.x) * slid, from.y + (to.y - from.y) * slid, radius, 1f);
            }
            return;
        }
        float left = (float) (1 - (played - motion.slideShare()) / (1 - motion.slideShare()));
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            boolean going = motion.vanishing().containsKey(point);
            paintPiece(g, geometry, motion.pushed()[point], point, radius, going ? left : 1f);
        }
    }

    private void paintPiece(Graphics2D g, GipfGeometry geometry, GipfPiece piece, int point, double radius, float opacity) {
        if (piece == null) {
            return;
        }
        Point2D.Double centre = geometry.centre(point);
        GipfPiecePainter.paint(g, piece, centre.x, centre.y, radius, opacity);
    }

    /**
     * On the chosen row (or the only one): a ring around each GIPF or loaded piece that stays, and a
     * cross over each piece that goes — shapes, so that the choice reads also without colour.
     */
    private void paintRowChoices(Graphics2D g, GipfGeometry geometry) {
        GipfRow row = rows.chosen();
        if (row == null || motion != null) {
            return;
        }
        double unit = geometry.unit();
        for (int spot : row.spots()) {
            Point2D.Double centre = geometry.centre(spot);
            if (rows.kept().contains(spot)) {
                drawEdged(g, GipfPiecePainter.circle(centre.x, centre.y, 0.5 * unit), (float) Math.max(2.5, unit / 9),
                        colour("Ludoteka.Gipf.keep", new Color(0x1e7a34)));
            } else {
                cross(g, centre, unit, pieces[spot] != null && pieces[spot].kind().keepable());
            }
        }
    }

    /** A cross over a piece that goes; a bold one where the remover could have kept it. */
    private static void cross(Graphics2D g, Point2D.Double centre, double unit, boolean bold) {
        double arm = 0.24 * unit;
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(centre.x - arm, centre.y - arm);
        cross.lineTo(centre.x + arm, centre.y + arm);
        cross.moveTo(centre.x - arm, centre.y + arm);
        cross.lineTo(centre.x + arm, centre.y - arm);
        float width = (float) Math.max(2, unit / (bold ? 7 : 11));
        g.setColor(colour("Ludoteka.Board.crossEdge", Color.WHITE));
        g.setStroke(new BasicStroke(width * 2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(cross);
        g.setColor(colour("Ludoteka.Board.cross", new Color(0xb71c1c)));
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(cross);
    }

    private void paintArrows(Graphics2D g, GipfGeometry geometry) {
        double unit = geometry.unit();
        for (int point : marks.hinted()) {
            Point2D.Double centre = geometry.centre(point);
            drawEdged(g, GipfPiecePainter.circle(centre.x, centre.y, 0.32 * unit), (float) Math.max(2.5, unit / 9),
                    colour("Ludoteka.Board.hinted", new Color(0xf9a825)));
        }
        for (int[] arrow : marks.arrows()) {
            arrow(g, geometry, arrow, colour("Ludoteka.Board.arrow", new Color(0xccd35400, true)));
        }
        for (int[] arrow : marks.crossed()) {
            arrow(g, geometry, arrow, colour("Ludoteka.Board.illegalArrow", new Color(0xccc62828, true)));
            Point2D.Double from = geometry.centre(arrow[0]);
            Point2D.Double to = geometry.centre(arrow[1]);
            cross(g, new Point2D.Double((from.x + to.x) / 2, (from.y + to.y) / 2), unit, true);
        }
    }

    private static void arrow(Graphics2D g, GipfGeometry geometry, int[] arrow, Color colour) {
        double unit = geometry.unit();
        Point2D.Double from = geometry.centre(arrow[0]);
        Point2D.Double to = geometry.centre(arrow[1]);
        double angle = Math.atan2(to.y - from.y, to.x - from.x);
        double tipX = to.x - Math.cos(angle) * 0.2 * unit;
        double tipY = to.y - Math.sin(angle) * 0.2 * unit;
        Path2D.Double shape = new Path2D.Double();
        shape.moveTo(from.x, from.y);
        shape.lineTo(tipX, tipY);
        shape.moveTo(tipX - Math.cos(angle - 0.5) * 0.3 * unit, tipY - Math.sin(angle - 0.5) * 0.3 * unit);
        shape.lineTo(tipX, tipY);
        shape.lineTo(tipX - Math.cos(angle + 0.5) * 0.3 * unit, tipY - Math.sin(angle + 0.5) * 0.3 * unit);
        drawEdged(g, shape, (float) Math.max(3, unit * 0.12), colour);
    }

    /** The picker of the kind of piece to bring in: a small piece of each kind, the chosen one ringed. */
    private void paintKinds(Graphics2D g, GipfGeometry geometry) {
        if (mode != Mode.PLAY || kinds.isEmpty() || carried == null || isPaintingForPrint()) {
            return; // the picker is a control of the window's, not a part of the position: no export carries it
        }
        double unit = geometry.unit();
        for (int i = 0; i < kinds.size(); i++) {
            Point2D.Double centre = kindPlace(geometry, i);
            GipfPiecePainter.paint(g, GipfPiece.of(carried.side(), kinds.get(i)), centre.x, centre.y, 0.3 * unit, 1f);
            if (kinds.get(i) == chosenKind) {
                drawEdged(g, GipfPiecePainter.circle(centre.x, centre.y, 0.44 * unit), (float) Math.max(2, unit / 12),
                        colour("Ludoteka.Board.selection", Color.BLUE));
            }
        }
    }

    /**
     * Each player's reserve in a lower corner, as the pieces lie beside a real board: a piece of the
     * colour and how many are left, large enough to be read from the back of a classroom (a player
     * whose reserve runs out loses, G-24). The side column says the same in words.
     */
    private void paintReserves(Graphics2D g, GipfGeometry geometry) {
        if (position == null) {
            return;
        }
        g.setFont(baseFont().deriveFont(Font.BOLD, (float) Math.max(9, geometry.unit() * 0.42 * Math.min(1.3f, coordinateScale()))));
        paintReserve(g, geometry, Side.WHITE, reservePlace(geometry, Side.WHITE), 1);
        paintReserve(g, geometry, Side.BLACK, reservePlace(geometry, Side.BLACK), -1);
    }

    /** Where {@code side}'s reserve piece stands: White's in the lower left corner, Black's in the lower right. */
    static Point2D.Double reservePlace(GipfGeometry geometry, Side side) {
        return side == Side.WHITE ? geometry.at(-5.0, -2.1) : geometry.at(5.0, 2.9);
    }

    /** The piece at {@code centre} and the count beside it, towards the board ({@code inward} 1: rightwards). */
    private void paintReserve(Graphics2D g, GipfGeometry geometry, Side side, Point2D.Double centre, int inward) {
        double radius = 0.3 * geometry.unit();
        GipfPiecePainter.paint(g, GipfPiece.of(side, GipfPiece.Kind.BASIC), centre.x, centre.y, radius, 1f);
        String count = String.valueOf(position.reserve(side));
        FontMetrics metrics = g.getFontMetrics();
        double x = inward > 0 ? centre.x + 1.5 * radius : centre.x - 1.5 * radius - metrics.stringWidth(count);
        g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
        g.drawString(count, (float) x, (float) (centre.y + (metrics.getAscent() - metrics.getDescent()) / 2.0));
    }

    /** Click-click and drag: a press on a dot chooses it; a press elsewhere, or a drop, tries the push. */
    private final class BoardMouse extends MouseAdapter {
        private boolean deselectOnRelease;

        @Override
        public void mousePressed(MouseEvent e) {
            int point = geometry().pointAt(e.getPoint());
            if (!SwingUtilities.isLeftMouseButton(e) || motion != null || pickKind(e) || point == NONE) {
                return;
            }
            switch (mode) {
                case WATCH -> listener.pressedWhileWatching();
                case ROWS -> listener.clickedInRows(point);
                case EDIT -> listener.edited(point);
                case PLAY -> press(point);
            }
        }

        private boolean pickKind(MouseEvent e) {
            GipfPiece.Kind kind = mode == Mode.PLAY && carried != null ? kindAt(e.getPoint()) : null;
            if (kind != null) {
                listener.kindChosen(kind);
            }
            return kind != null;
        }

        private void press(int point) {
            if (GipfBoard.isDot(point)) {
                deselectOnRelease = point == selected;
                selected = point;
                drag.press(point);
                repaint();
            } else if (selected != NONE) {
                int from = selected;
                selected = NONE;
                listener.tried(from, point);
            } else {
                listener.tried(point, point); // the rules say why a piece cannot start here
            }
        }

        @Override
        public void mouseMoved(MouseEvent e) {
            int point = geometry().pointAt(e.getPoint());
            if (point != hovered) {
                hovered = point;
                repaint();
            }
        }

        @Override
        public void mouseExited(MouseEvent e) {
            hovered = NONE;
            repaint();
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (!drag.pressed()) {
                return;
            }
            Optional<PieceDrag.Drop> drop = drag.release(geometry().pointAt(e.getPoint()));
            if (drop.isPresent()) {
                selected = NONE;
                listener.tried(drop.get().from(), drop.get().to());
            } else if (deselectOnRelease) {
                listener.letGo(selected);
                selected = NONE;
            }
            repaint();
        }
    }
}
