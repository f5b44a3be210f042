package org.ludoteka.ui.tamsk;

import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.PieceDrag;
import static org.ludoteka.games.tamsk.TamskBoard.NONE;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Shape;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.FifteenSecondTimer;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * The Tamsk board, painted with Java2D at whatever size it is given: the 37 tubes with their ring
 * slots (one per ring a cell can hold, filled as rings are dropped), the hourglasses with their
 * sand, and at level 3 the 15-second timer. It turns gestures into Tamsk events and hands them to
 * its {@link Listener}, which sends every one to the rules: a press on one's hourglass at level 3
 * picks it up ({@code a1^}, TA-6), and in the free start picks up an hourglass to place ({@code @^})
 * that letting go places; letting go on a cell moves it ({@code a1-b2}, with Shift held
 * {@code a1-b2+}), a click on the hourglass just moved drops its ring, a click on the timer turns it.
 * The lesson screen shows a position with {@link #display(TamskPosition)} and marks it with
 * {@link #annotate(Marks)}.
 */
public final class TamskBoardView extends BoardComponent {
    /** Sand below this many milliseconds makes a running hourglass pulse. */
    static final long WARNING_MILLIS = 10_000;

    /** What the board can be used for at the moment. */
    public enum Mode {
        /** Gestures become events. */
        PLAY,
        /** Only to look at: a press is reported, nothing is tried. */
        WATCH,
        /** Like {@link #WATCH}, with a pause sign over the board: the sand stands still. */
        PAUSED,
        /** The game has ended: nothing can be picked up any more. */
        OVER
    }

    /** What the person did on the board. */
    public interface Listener {
        /** An event made by a gesture; it may be illegal. */
        void tried(TamskEvent event);

        /** The board was pressed while it is only to be looked at. */
        void pressedWhileWatching();

        /** The board was pressed on {@code cell} while it is only to be looked at; by default as anywhere else. */
        default void pressedWhileWatching(int cell) {
            pressedWhileWatching();
        }

        /** A press on an empty cell or an opponent's hourglass with nothing chosen: no move at all, so by default nothing is said. */
        default void choseNoPiece() {
        }

        /** What a tooltip says about a cell. */
        default String describe(int cell) {
            return TamskBoard.name(cell);
        }

        /**
         * Whether a press on an hourglass at level 3 picks it up at once (TA-6), as in a game; a
         * lesson asks for whole moves instead, so there the press only chooses it.
         */
        default boolean picksUpOnPress() {
            return true;
        }

        /** For a board that is only painted (tests, the benchmark, a lesson's picture): it hears nothing. */
        Listener DEAF = new Listener() {
            @Override
            public void tried(TamskEvent event) {
            }

            @Override
            public void pressedWhileWatching() {
            }
        };
    }

    /**
     * What a lesson marks: cells lit up, hourglass moves drawn as arrows, illegal ones as red
     * arrows crossed out, and the cells a hint points at.
     */
    record Marks(List<Integer> cells, List<TamskEvent.Move> arrows, List<TamskEvent.Move> crossed, List<Integer> hinted) {
        static final Marks NONE = new Marks(List.of(), List.of(), List.of(), List.of());

        Marks {
            cells = List.copyOf(cells);
            arrows = List.copyOf(arrows);
            crossed = List.copyOf(crossed);
            hinted = List.copyOf(hinted);
        }
    }

    private final Listener listener;
    private final TamskBoardBackground background = new TamskBoardBackground();
    private TamskPosition position = TamskPosition.start(1);
    private List<TamskEvent> legalMoves = List.of();
    private TamskEvent.Move lastMove;
    private Mode mode = Mode.WATCH;
    private Marks marks = Marks.NONE;
    private boolean timerFlash;
    /** A line of news over the board, e.g. a lost turn; empty when there is none. */
    private String banner = "";
    private TamskEvent.Move sliding;
    private double slid;

    /** The hourglass chosen by a press, to be moved by a drag or a second click; NONE when none is. */
    private int selected = NONE;
    /** The hourglass under the mouse button while it is down. */
    private final PieceDrag drag = new PieceDrag(this);

    public TamskBoardView(Listener listener) {
        super(new Dimension(560, 600));
        this.listener = listener;
        setName("tamskBoard");
        setToolTipText("");
        addMouseListener(new BoardMouse());
    }

    /** The position on the board now, sand as of this frame. */
    public TamskPosition shownPosition() {
        return position;
    }

    /** The hourglass move marked as the last one played; null when none is. */
    public TamskEvent.Move lastMove() {
        return lastMove;
    }

    /** Shows a position to look at, with nothing offered: e.g. a lesson's picture. */
    public void display(TamskPosition shown) {
        display(shown, List.of(), null, Mode.WATCH);
    }

    /**
     * Shows {@code shown} with the moves that may be offered as destinations, the last hourglass
     * move (or null) and what the board is for. A selection survives while it still makes sense,
     * since the position changes at every frame while sand runs.
     */
    public void display(TamskPosition shown, List<TamskEvent> legal, TamskEvent.Move last, Mode newMode) {
        position = shown;
        legalMoves = legal;
        lastMove = last;
        mode = newMode;
        if (mode != Mode.PLAY || !(selectable(selected) || shown.isPlacing())) {
            selected = NONE;
            drag.clear();
        }
        if (shown.hand() != NONE && !shown.isPlacing() && mode == Mode.PLAY && (selected != shown.early() || selected == NONE)) {
            selected = shown.hand(); // at level 3 the hourglass in hand is the one to let go, unless the other hand's is chosen (T-26)
        }
        repaint();
    }

    /** What a lesson step marks on the board; {@link Marks#NONE} clears it. */
    void annotate(Marks shown) {
        marks = shown;
        repaint();
    }

    /** Shows the hourglass of {@code move} that far ({@code 0} to {@code 1}) on its way; null: none is under way. */
    void slide(TamskEvent.Move move, double fraction) {
        sliding = move;
        slid = fraction;
        repaint();
    }

    /** The 15-second timer flashes while {@code on}: it has just run out. */
    void flashTimer(boolean on) {
        if (on != timerFlash) {
            timerFlash = on;
            repaint();
        }
    }

    /** Shows {@code news} over the board, e.g. that a player loses his turn; an empty text takes it away. */
    public void banner(String news) {
        if (!news.equals(banner)) {
            banner = news;
            repaint();
        }
    }

    /** The news over the board now; empty when there is none. */
    public String banner() {
        return banner;
    }

    /** The centre of a cell in this component's coordinates, e.g. for a robot's press. */
    public Point cellCentre(String cellName) {
        return geometry().pixel(TamskNotation.cell(cellName));
    }

    /** Drawing on the board (BoardDrawingLayer): cells by their names. */
    @Override
    public Optional<String> placeAt(Point point) {
        int cell = geometry().cellAt(point);
        return cell == NONE ? Optional.empty() : Optional.of(TamskBoard.name(cell));
    }

    @Override
    protected Optional<Point2D> placeCentre(String place) {
        int cell = TamskBoard.cell(place);
        return cell == NONE ? Optional.empty() : Optional.of(geometry().centre(cell));
    }

    @Override
    protected double placePitch() {
        return geometry().unit();
    }

    /** The middle of the 15-second timer, where a click turns it. */
    public Point timerCentre() {
        Point2D.Double centre = geometry().timerCentre();
        return new Point((int) Math.round(centre.x), (int) Math.round(centre.y));
    }

    /** A new theme or zoom changes the colours and the font of the cells painted once. */
    @Override
    public void updateUI() {
        super.updateUI();
        if (background != null) {
            background.forget();
        }
    }

    @Override
    public String getToolTipText(MouseEvent event) {
        int cell = geometry().cellAt(event.getPoint());
        return cell == NONE ? null : listener.describe(cell);
    }

    /** The teacher's spotlight falls on the whole tube pointed at. */
    @Override
    public Shape spotAt(Point point) {
        TamskGeometry geometry = geometry();
        int cell = geometry.cellAt(point);
        if (cell == TamskBoard.NONE) {
            return super.spotAt(point);
        }
        Point2D.Double centre = geometry.centre(cell);
        return TamskGeometry.circle(centre.x, centre.y, geometry.cellRadius() * 1.08);
    }

    private TamskGeometry geometry() {
        return TamskGeometry.fit(getWidth(), getHeight());
    }

    private boolean selectable(int cell) {
        if (cell != NONE && cell == position.early()) {
            return true; // the waiting player's hourglass, picked up while the late mover finishes (T-26)
        }
        return cell != NONE && position.ownerAt(cell).filter(position.turn()::equals).isPresent()
                && !position.hourglassAt(cell).orElseThrow().isExpired()
                && (position.level() < 3 || position.hand() == cell || !listener.picksUpOnPress());
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        TamskGeometry geometry = geometry();
        background.paint(g, new TamskBoardBackground.Key(getWidth(), getHeight(), position, lastMove, marks.cells()),
                geometry, baseFont(), getGraphicsConfiguration(), isPaintingForPrint());
        paintHinted(g, geometry);
        paintDestinations(g, geometry);
        paintHourglasses(g, geometry);
        paintArrows(g, geometry, marks.arrows(), colour("Ludoteka.Tamsk.mark", Color.BLUE));
        paintArrows(g, geometry, marks.crossed(), colour("Ludoteka.Board.illegalArrow", Color.RED));
        marks.crossed().forEach(move -> paintCross(g, geometry, move));
        if (position.level() == 3) {
            paintTimer(g, geometry);
        }
        if (mode == Mode.PAUSED) {
            paintPauseSign(g, geometry);
        }
        if (!banner.isEmpty()) {
            paintBanner(g, geometry);
        }
    }

    /**
     * The cells the chosen hourglass may go to, shown while it is chosen by a click and while it is
     * dragged, as Lines of Action shows a chosen piece's; a full cell is never offered (TA-2).
     */
    List<Integer> destinations() {
        if (selected == NONE || mode != Mode.PLAY) {
            return List.of();
        }
        return selected == position.early()
                ? position.destinations(position.hourglassAt(selected).orElseThrow()) // the waiting player's hand (T-26)
                : legalMoves.stream().filter(event -> event instanceof TamskEvent.Move move && move.from() == selected)
                        .map(event -> ((TamskEvent.Move) event).to()).filter(to -> !position.rings().isFull(to)).toList();
    }

    private void paintDestinations(Graphics2D g, TamskGeometry geometry) {
        // a ring round the cell's name, well inside the rim that marks the last move
        for (int to : destinations()) {
            Point2D.Double centre = geometry.centre(to);
            drawEdged(g, TamskGeometry.circle(centre.x, centre.y, geometry.cellRadius() * 0.45), (float) Math.max(3, geometry.unit() * 0.07),
                    colour("Ludoteka.Board.target", Color.BLUE));
        }
    }

    private void paintHourglasses(Graphics2D g, TamskGeometry geometry) {
        boolean dragging = drag.point() != null && drag.pressed();
        for (Side side : List.of(Side.RED, Side.BLACK)) {
            for (Hourglass hourglass : position.player(side).hourglasses()) {
                Point2D.Double centre = geometry.centre(hourglass.cell());
                boolean held = hourglass.cell() == position.hand() || hourglass.cell() == position.early();
                if (dragging && hourglass.cell() == drag.from()) {
                    g.setColor(colour("Ludoteka.Tamsk.shadow", new Color(0x40000000, true)));
                    g.fill(TamskGeometry.circle(centre.x, centre.y - 0.07 * geometry.unit(), 0.22 * geometry.unit()));
                    continue;
                }
                if (sliding != null && hourglass.cell() == sliding.from()) {
                    Point2D.Double to = geometry.centre(sliding.to());
                    centre = new Point2D.Double(centre.x + (to.x - centre.x) * slid, centre.y + (to.y - centre.y) * slid);
                }
                paintHourglass(g, geometry, side, hourglass, centre.x, centre.y - (held ? 0.17 : 0.08) * geometry.unit(), centre.y,
                        held || hourglass.cell() == selected);
            }
        }
        if (dragging) {
            position.hourglassAt(drag.from()).ifPresent(hourglass -> paintHourglass(g, geometry,
                    position.ownerAt(drag.from()).orElseThrow(), hourglass, drag.point().x, drag.point().y,
                    drag.point().y + 0.17 * geometry.unit(), true));
            if (position.isPlacing()) { // the hourglass picked up to be placed (free start, TA-6)
                paintHourglass(g, geometry, position.turn(), Hourglass.atRest(drag.from()), drag.point().x, drag.point().y,
                        drag.point().y + 0.17 * geometry.unit(), true);
            }
        }
    }

    /** The hourglass standing at {@code x, y} on (or carried over) the cell centred at {@code x, cellY}. */
    private void paintHourglass(Graphics2D g, TamskGeometry geometry, Side side, Hourglass hourglass, double x, double y,
                                double cellY, boolean lifted) {
        double unit = geometry.unit();
        if (hourglass.isRunning() && hourglass.upperMillis() < WARNING_MILLIS) {
            // pulses once a second as the sand runs, and stands still with it when the game is paused
            double phase = Math.cos(2 * Math.PI * (hourglass.upperMillis() % 1000) / 1000.0);
            Color warning = colour("Ludoteka.Tamsk.warning", Color.ORANGE);
            g.setColor(new Color(warning.getRed(), warning.getGreen(), warning.getBlue(), (int) (90 + 80 * phase)));
            g.fill(TamskGeometry.circle(x, y, (0.42 + 0.04 * phase) * unit));
        }
        if (lifted) {
            g.setColor(colour("Ludoteka.Tamsk.shadow", new Color(0x40000000, true)));
            g.fill(new Ellipse2D.Double(x - 0.2 * unit, y + 0.36 * unit, 0.4 * unit, 0.12 * unit));
            drawEdged(g, new RoundRectangle2D.Double(x - 0.27 * unit, y - 0.41 * unit, 0.54 * unit, 0.82 * unit, 0.2 * unit, 0.2 * unit),
                    (float) Math.max(2, unit * 0.05), colour("Ludoteka.Board.selection", Color.BLUE));
        }
        HourglassPainter.paint(g, x, y, 0.7 * unit, side == Side.RED ? HourglassPainter.Frame.RED : HourglassPainter.Frame.BLACK,
                HourglassPainter.Sand.of(hourglass.upperMillis(), Hourglass.FULL_MILLIS, hourglass.turned()));
        if (hourglass.isExpired()) {
            paintLost(g, x, y, unit);
        } else if (hourglass.turned() && hourglass.isRunning()) {
            paintSeconds(g, x, cellY, unit, hourglass.upperMillis());
        }
    }

    /** A lost hourglass is crossed out across its whole tube, in the colours of an illegal move: no one can miss it from the back. */
    private static void paintLost(Graphics2D g, double x, double y, double unit) {
        double arm = 0.36 * unit;
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(x - arm, y - arm);
        cross.lineTo(x + arm, y + arm);
        cross.moveTo(x - arm, y + arm);
        cross.lineTo(x + arm, y - arm);
        g.setStroke(new BasicStroke((float) (0.17 * unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.crossEdge", Color.WHITE));
        g.draw(cross);
        g.setStroke(new BasicStroke((float) (0.1 * unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.cross", new Color(0xc62828)));
        g.draw(cross);
    }

    /**
     * The seconds left in a running hourglass, in a dark tag across the top of its own tube, large enough to
     * read across a room: it stands on no other tube, so every neighbour's name stays readable.
     */
    private void paintSeconds(Graphics2D g, double x, double cellY, double unit, long upperMillis) {
        String seconds = String.valueOf((upperMillis + 999) / 1000);
        g.setFont(secondsFont(baseFont(), unit));
        FontMetrics metrics = g.getFontMetrics();
        // the tag keeps to the tube whether the hourglass stands or is lifted; it follows it as it slides or is dragged
        RoundRectangle2D tag = secondsTag(metrics, seconds, x, cellY, unit);
        // dark and opaque, with light figures and a light edge: on the tube's light top and the hourglass's cap alike it
        // reads at a glance, and it stands out in grey, where a white tag on the light tube would not
        // the last seconds on the warning colour, with dark figures: urgent at a glance, and in grey too
        boolean urgent = upperMillis < WARNING_MILLIS;
        g.setColor(urgent ? colour("Ludoteka.Tamsk.warning", Color.ORANGE) : colour("Ludoteka.Tamsk.secondsBack", new Color(0x1c1c1c)));
        g.fill(tag);
        g.setColor(urgent ? colour("Ludoteka.Tamsk.secondsBack", new Color(0x1c1c1c)) : colour("Ludoteka.Tamsk.seconds", Color.WHITE));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.02)));
        g.draw(tag);
        g.drawString(seconds, (float) (tag.getCenterX() - metrics.stringWidth(seconds) / 2.0),
                (float) (tag.getY() + (tag.getHeight() + metrics.getAscent() - metrics.getDescent()) / 2));
    }

    /** The font of the seconds in a running hourglass's tag. */
    static Font secondsFont(Font base, double unit) {
        return base.deriveFont(Font.BOLD, (float) Math.max(9, unit * 0.3));
    }

    /**
     * Where the tag of {@code seconds} stands for an hourglass on the cell centred at {@code x, cellY}:
     * centred over it, at the top of the tube, so that it covers the hourglass's top cap, not its sand,
     * and none of the neighbours (TamskBoardViewTest checks every cell).
     */
    static RoundRectangle2D secondsTag(FontMetrics metrics, String seconds, double x, double cellY, double unit) {
        double padding = unit * 0.03;
        // as wide as three figures whatever it shows, so that it does not shrink as 100 s become 99
        double width = Math.max(metrics.stringWidth(seconds), metrics.stringWidth("000")) + 4 * padding;
        double height = metrics.getAscent() - metrics.getDescent() + 2 * padding;
        // from just above the tube's top, in the gap between it and the tubes above, down to the glass of a standing hourglass
        return new RoundRectangle2D.Double(x - width / 2, cellY - 0.52 * unit, width, height, height * 0.5, height * 0.5);
    }

    private void paintArrows(Graphics2D g, TamskGeometry geometry, List<TamskEvent.Move> arrows, Color colour) {
        double unit = geometry.unit();
        float width = (float) Math.max(3, unit * 0.1);
        for (TamskEvent.Move arrow : arrows) {
            Point2D.Double from = geometry.centre(arrow.from());
            Point2D.Double to = geometry.centre(arrow.to());
            double angle = Math.atan2(to.y - from.y, to.x - from.x);
            double tipX = to.x - Math.cos(angle) * 0.3 * unit;
            double tipY = to.y - Math.sin(angle) * 0.3 * unit;
            Path2D.Double shape = new Path2D.Double();
            shape.moveTo(from.x + Math.cos(angle) * 0.3 * unit, from.y + Math.sin(angle) * 0.3 * unit);
            shape.lineTo(tipX, tipY);
            shape.moveTo(tipX - Math.cos(angle - 0.5) * 0.22 * unit, tipY - Math.sin(angle - 0.5) * 0.22 * unit);
            shape.lineTo(tipX, tipY);
            shape.lineTo(tipX - Math.cos(angle + 0.5) * 0.22 * unit, tipY - Math.sin(angle + 0.5) * 0.22 * unit);
            drawEdged(g, shape, width, colour);
        }
    }

    /** A cross over the middle of an illegal move's arrow: this is what may not be done. */
    private void paintCross(Graphics2D g, TamskGeometry geometry, TamskEvent.Move move) {
        Point2D.Double from = geometry.centre(move.from());
        Point2D.Double to = geometry.centre(move.to());
        double x = (from.x + to.x) / 2;
        double y = (from.y + to.y) / 2;
        double arm = geometry.unit() * 0.16;
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(x - arm, y - arm);
        cross.lineTo(x + arm, y + arm);
        cross.moveTo(x - arm, y + arm);
        cross.lineTo(x + arm, y - arm);
        g.setStroke(new BasicStroke((float) (geometry.unit() * 0.11), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.crossEdge", Color.WHITE));
        g.draw(cross);
        g.setStroke(new BasicStroke((float) (geometry.unit() * 0.065), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.cross", Color.RED));
        g.draw(cross);
    }

    /** The cells a hint points at: a broad ring around the tube, seen from the back of a classroom. */
    private void paintHinted(Graphics2D g, TamskGeometry geometry) {
        for (int cell : marks.hinted()) {
            Point2D.Double centre = geometry.centre(cell);
            drawEdged(g, TamskGeometry.circle(centre.x, centre.y, geometry.cellRadius() * 1.08), (float) Math.max(3, geometry.unit() * 0.09),
                    colour("Ludoteka.Board.hinted", Color.ORANGE));
        }
    }

    /** The neutral 15-second timer with its countdown beside it; it flashes when it has just run out. */
    private void paintTimer(Graphics2D g, TamskGeometry geometry) {
        Point2D.Double centre = geometry.timerCentre();
        double height = geometry.timerHeight();
        FifteenSecondTimer timer = position.timer();
        if (timerFlash) {
            g.setColor(colour("Ludoteka.Tamsk.warning", Color.ORANGE));
            g.fill(new RoundRectangle2D.Double(centre.x - height * 0.45, centre.y - height * 0.6, height * 0.9, height * 1.2,
                    height * 0.2, height * 0.2));
        }
        HourglassPainter.paint(g, centre.x, centre.y, height, HourglassPainter.Frame.TIMER,
                HourglassPainter.Sand.of(timer.upperMillis(), FifteenSecondTimer.FULL_MILLIS, false));
        if (timer.isEmpty() && !timerFlash) {
            return; // an empty timer has nothing to count down
        }
        String countdown = (timer.upperMillis() + 999) / 1000 + " s";
        g.setFont(baseFont().deriveFont(Font.BOLD, (float) Math.max(9, geometry.unit() * 0.34)));
        FontMetrics metrics = g.getFontMetrics();
        g.setColor(timer.against().isPresent() || timerFlash ? colour("Ludoteka.Tamsk.warning", Color.ORANGE)
                : colour("Label.foreground", Color.BLACK));
        g.drawString(countdown, (float) (centre.x - height * 0.55 - metrics.stringWidth(countdown)),
                (float) (centre.y - height * 0.15));
    }

    private void paintPauseSign(Graphics2D g, TamskGeometry geometry) {
        double unit = geometry.unit();
        g.setColor(colour("Ludoteka.Tamsk.pause", new Color(0x80000000, true)));
        double barWidth = 0.35 * unit;
        double barHeight = 1.4 * unit;
        g.fill(new RoundRectangle2D.Double(geometry.centreX() - 1.5 * barWidth, geometry.centreY() - barHeight / 2, barWidth,
                barHeight, barWidth / 2, barWidth / 2));
        g.fill(new RoundRectangle2D.Double(geometry.centreX() + 0.5 * barWidth, geometry.centreY() - barHeight / 2, barWidth,
                barHeight, barWidth / 2, barWidth / 2));
    }

    /** The news in a band across the top of the board, in letters as large as fit, where both players see it. */
    private void paintBanner(Graphics2D g, TamskGeometry geometry) {
        float size = (float) Math.max(12, geometry.unit() * 0.36);
        g.setFont(baseFont().deriveFont(Font.BOLD, size));
        double room = getWidth() - 2 * g.getFontMetrics().getHeight();
        int wanted = g.getFontMetrics().stringWidth(banner);
        if (wanted > room) {
            g.setFont(g.getFont().deriveFont((float) Math.max(9, size * room / wanted)));
        }
        FontMetrics metrics = g.getFontMetrics();
        double padding = metrics.getHeight() * 0.6;
        double width = Math.min(getWidth(), metrics.stringWidth(banner) + 2 * padding);
        double height = metrics.getHeight() + padding;
        double x = (getWidth() - width) / 2;
        double y = padding / 2;
        g.setColor(colour("Ludoteka.Banner.background", new Color(0xd8202020, true)));
        g.fill(new RoundRectangle2D.Double(x, y, width, height, height / 2, height / 2));
        g.setColor(colour("Ludoteka.Banner.foreground", Color.WHITE));
        g.drawString(banner, (float) (x + (width - metrics.stringWidth(banner)) / 2),
                (float) (y + (height - metrics.getHeight()) / 2 + metrics.getAscent()));
    }

    private boolean onTimer(Point point) {
        if (position.level() != 3) {
            return false;
        }
        TamskGeometry geometry = geometry();
        Point2D.Double centre = geometry.timerCentre();
        double height = geometry.timerHeight();
        return new Rectangle2D.Double(centre.x - height * 0.35, centre.y - height / 2, height * 0.7, height).contains(point);
    }

    /**
     * Press on one's hourglass and drag it to a cell, or click it and then click the cell; at level 3
     * the press picks it up. A press on anything else asks the rules, which say what it would mean.
     */
    private final class BoardMouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            if (!SwingUtilities.isLeftMouseButton(e)) {
                return;
            }
            if (mode == Mode.OVER) {
                return; // the game is over: nothing moves, and there is nothing new to say
            }
            if (mode != Mode.PLAY) {
                int cell = geometry().cellAt(e.getPoint());
                if (cell == NONE) {
                    listener.pressedWhileWatching();
                } else {
                    listener.pressedWhileWatching(cell);
                }
                return;
            }
            if (onTimer(e.getPoint())) {
                listener.tried(TamskEvent.TIMER);
                return;
            }
            int cell = geometry().cellAt(e.getPoint());
            if (cell != NONE) {
                press(cell, e.isShiftDown());
            }
        }

        private void press(int cell, boolean withRing) {
            Optional<Side> owner = position.ownerAt(cell);
            if (cell == position.claim() && owner.equals(Optional.of(position.opponent()))) {
                listener.tried(TamskEvent.RING); // the hourglass just let go of, or just placed: its ring
            } else if (position.player(position.turn()).toPlace() > 0
                    && !(position.isLate() && owner.equals(Optional.of(position.opponent())))) { // else T-26's early hand, below
                place(cell);
            } else if (cell == selected) {
                drag.press(cell); // the chosen hourglass, or the one in hand, may be dragged again
            } else if (cell == position.hand() || cell == position.early()) {
                selected = cell; // two hands at once (T-26): a click says which of the two goes on
                drag.press(cell);
                repaint();
            } else if (position.isLate() && position.early() == NONE && owner.equals(Optional.of(position.opponent()))) {
                listener.tried(new TamskEvent.PickUp(cell)); // T-26: the waiting player starts while the late move is finished
                if (position.early() == cell) {
                    selected = cell;
                    drag.press(cell);
                }
                repaint();
            } else if (owner.equals(Optional.of(position.turn())) && !position.hourglassAt(cell).orElseThrow().isExpired()
                    && position.hand() == NONE) {
                choose(cell);
            } else if (selected != NONE) {
                listener.tried(new TamskEvent.Move(selected, cell, withRing));
            } else if (owner.equals(Optional.of(position.turn()))) {
                listener.tried(new TamskEvent.Move(cell, cell, false)); // one's own hourglass: the rules say why it cannot move
            } else {
                listener.choseNoPiece();
            }
        }

        /**
         * Free start: at level 3 in a game the press picks up an hourglass to place ({@code @^}, TA-6)
         * and letting go places it on the cell under the mouse; elsewhere, or with one already in
         * hand, a press places it there.
         */
        private void place(int cell) {
            if (position.level() == 3 && listener.picksUpOnPress() && !position.isPlacing()) {
                listener.tried(TamskEvent.PICK_UP_TO_PLACE);
                if (position.isPlacing()) {
                    drag.press(cell);
                    repaint();
                }
                return;
            }
            listener.tried(new TamskEvent.Place(cell));
        }

        private void choose(int cell) {
            if (position.level() == 3 && position.hand() == NONE && listener.picksUpOnPress()) {
                listener.tried(new TamskEvent.PickUp(cell));
                if (position.hand() != cell) {
                    return; // refused, and the reason is shown
                }
            }
            selected = cell;
            drag.press(cell);
            repaint();
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (!drag.pressed()) {
                return;
            }
            if (position.isPlacing()) { // let go of the hourglass to place: it goes where the mouse is, if on the board
                int target = geometry().cellAt(e.getPoint());
                drag.clear();
                if (target != NONE) {
                    listener.tried(new TamskEvent.Place(target));
                }
                repaint();
                return;
            }
            drag.release(geometry().cellAt(e.getPoint()))
                    .ifPresent(drop -> listener.tried(new TamskEvent.Move(drop.from(), drop.to(), e.isShiftDown())));
            repaint();
        }
    }
}
