package org.ludoteka.ui.tayu;

import org.ludoteka.ui.BoardLetters;
import java.awt.event.InputEvent;
import javax.swing.KeyStroke;
import javax.swing.JComponent;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuRules.Glimpse;
import org.ludoteka.games.tayu.TayuSupply;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.ui.BoardComponent;

/**
 * The Ta Yü board, painted at whatever size it is given: the 19 × 19 squares with their coordinates,
 * the sea along the four coasts with the marked coast squares, the centre square, the tiles with the
 * river running across them, and under the board the two front stacks (their backs, as much as can be
 * seen of them) and the tiles the player on move holds. It keeps only interaction state: the tile
 * taken up, how it is turned and the square under it. A click on a stack draws; the tile taken up
 * follows the mouse over the board, turned by the wheel or R, and its preview says
 * — in the rules' own words, from the {@link Listener} — whether it fits there before a click lays
 * it. The keyboard does the same: the arrows move the tile, R turns it, Enter or Space lays it, A and
 * B draw, 1 and 2 choose between two tiles held.
 */
public final class TayuBoardView extends BoardComponent {

    /** What the board can be used for at the moment. */
    public enum Mode {
        /** The person at the screen draws from a stack. */
        DRAW,
        /** The person at the screen lays a tile he holds. */
        PLACE,
        /** Nothing to do on the board: the computer thinks, the bidding goes on beside it, or the game is over. */
        WATCH
    }

    /** What the rules say of a tile laid where the preview shows it: whether it fits, and the sentence that says why. */
    public record Preview(boolean fits, String sentence) {
    }

    /** What the person did on the board, and the rules' word on a tile before it is laid. */
    public interface Listener {
        void drew(int lane);

        /** A tile laid where the preview showed it; it may be illegal. */
        void placed(TayuMove move);

        Preview preview(TayuMove move);

        /** The board was pressed while it is only to be looked at. */
        void pressedWhileWatching();

        /** For a board that is only painted (tests, a picture): it hears nothing, and no tile fits. */
        Listener DEAF = new Listener() {
            @Override
            public void drew(int lane) {
            }

            @Override
            public void placed(TayuMove move) {
            }

            @Override
            public Preview preview(TayuMove move) {
                return new Preview(false, "");
            }

            @Override
            public void pressedWhileWatching() {
            }
        };
    }

    /**
     * What a lesson marks: squares lit up, an event demonstrated (a tile drawn on its place or a draw
     * shown on its stack; an illegal one crossed out) and the placement a hint points at.
     */
    public record Marks(List<Integer> squares, Optional<TayuEvent> demonstrated, boolean demonstratedLegal, Optional<TayuEvent> hinted,
                        Optional<TayuMove> closeUp) {
        public static final Marks NONE = new Marks(List.of(), Optional.empty(), true, Optional.empty());

        public Marks {
            squares = List.copyOf(squares);
        }

        public Marks(List<Integer> squares, Optional<TayuEvent> demonstrated, boolean demonstratedLegal, Optional<TayuEvent> hinted) {
            this(squares, demonstrated, demonstratedLegal, hinted, Optional.empty());
        }
    }

    private final Listener listener;
    private TayuBoard board = TayuBoard.EMPTY;
    private List<Optional<Glimpse>> glimpses = List.of(Optional.empty(), Optional.empty());
    private int[] laneSizes = {0, 0};
    private int[] frontSizes = {0, 0};
    private List<TayuTile> hand = List.of();
    private Mode mode = Mode.WATCH;
    private TayuMove last;
    private Marks marks = Marks.NONE;
    private String caption = "";
    /** A scripted tile appearing where it lies, and how far it has faded in (0–1); null when none is. */
    private TayuMove landing;
    private float landed;

    /** The held tile taken up (its index in the hand), how often it is turned a quarter anticlockwise, and the square under its middle. */
    private int chosen;
    private int quarterTurns;
    private int[] cursor;
    private Preview preview;
    private TayuMove previewed;

    public TayuBoardView(Listener listener) {
        super(new Dimension(600, 720));
        this.listener = listener;
        setName("tayuBoard");
        setFocusable(true);
        setToolTipText("");
        BoardMouse mouse = new BoardMouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addMouseWheelListener(mouse);
        addKeyListener(new BoardKeys());
    }

    /**
     * Shows {@code position} as {@code rules} let it be seen, what the board is for, and the last tile
     * laid (or null). A new hand puts the tile taken up back unturned.
     */
    public void display(TayuPosition position, TayuRules rules, Mode newMode, TayuMove lastLaid) {
        List<TayuTile> newHand = position.handOnMove();
        if (!newHand.equals(hand) || newMode != mode) {
            chosen = 0;
            quarterTurns = 0;
            previewed = null;
        }
        board = position.board();
        List<Optional<Glimpse>> seen = new ArrayList<>();
        for (int lane = 0; lane < TayuSupply.LANES; lane++) {
            seen.add(rules.visible(position, lane));
            List<List<TayuTile>> stacks = position.supply().lane(lane);
            laneSizes[lane] = stacks.stream().mapToInt(List::size).sum();
            frontSizes[lane] = stacks.isEmpty() ? 0 : stacks.get(0).size();
        }
        glimpses = seen;
        hand = newHand;
        mode = newMode;
        last = lastLaid;
        previewed = null;
        repaint();
    }

    /** What the strip under the stacks says while no tile is over the board: what to do now. */
    public void setCaption(String text) {
        caption = text;
        repaint();
    }

    /** Shows {@code move}'s tile faded in to {@code fraction} where it lies, or none when {@code move} is null. */
    public void land(TayuMove move, double fraction) {
        landing = move;
        landed = (float) Math.max(0, Math.min(1, fraction));
        repaint();
    }

    public void mark(Marks newMarks) {
        marks = newMarks;
        repaint();
    }

    /** The middle of a square, e.g. for a robot's click; the tile taken up lies with its middle there. */
    public Point squareCentre(String name) {
        int square = TayuBoard.parseSquare(name);
        Point2D.Double centre = geometry().centre(TayuBoard.file(square), TayuBoard.row(square));
        return new Point((int) Math.round(centre.x), (int) Math.round(centre.y));
    }

    /** Drawing on the board (BoardDrawingLayer): squares by their names. */
    @Override
    public Optional<String> placeAt(Point point) {
        int[] square = geometry().squareAt(point);
        return square == null ? Optional.empty() : Optional.of(TayuBoard.name(square[0], square[1]));
    }

    @Override
    protected Optional<Point2D> placeCentre(String place) {
        int square = TayuBoard.parseSquare(place);
        return square < 0 ? Optional.empty() : Optional.of(geometry().centre(TayuBoard.file(square), TayuBoard.row(square)));
    }

    @Override
    protected double placePitch() {
        return geometry().unit();
    }

    /** The middle of a lane's front stack, for a click that draws from it. */
    public Point stackCentre(int lane) {
        Rectangle2D.Double stack = geometry().stack(lane);
        return new Point((int) Math.round(stack.getCenterX()), (int) Math.round(stack.getCenterY()));
    }

    /** The middle of the {@code index}-th tile held, for a click that takes it up. */
    public Point heldCentre(int index) {
        Rectangle2D.Double held = geometry().held(index);
        return new Point((int) Math.round(held.getCenterX()), (int) Math.round(held.getCenterY()));
    }

    /**
     * How the tile taken up lies after {@code turns} quarter turns anticlockwise from lying east as it
     * was drawn, with its middle on {@code file}, {@code row}: east (h), north (v), then the same turned
     * half round.
     */
    static TayuMove lying(TayuTile tile, int turns, int file, int row) {
        boolean vertical = turns % 2 == 1;
        TayuTile turned = turns >= 2 ? tile.turned() : tile;
        int anchorFile = vertical ? file : file - 1;
        int anchorRow = vertical ? row - 1 : row;
        // at the edge the tile slides back onto the board, as a hand lays it on the table
        anchorFile = Math.max(0, Math.min(TayuBoard.SIZE - (vertical ? 1 : 3), anchorFile));
        anchorRow = Math.max(0, Math.min(TayuBoard.SIZE - (vertical ? 3 : 1), anchorRow));
        return new TayuMove(TayuBoard.square(anchorFile, anchorRow), vertical, turned);
    }

    /** The index of the tile held of {@code kind}, e.g. for a robot that takes it up; -1 when none is held. */
    public int heldIndexOf(TayuTile kind) {
        for (int i = 0; i < hand.size(); i++) {
            if (hand.get(i).kind().equals(kind.kind())) {
                return i;
            }
        }
        return -1;
    }

    /** The tile held at {@code index}, lying as it was drawn. */
    public TayuTile held(int index) {
        return hand.get(index);
    }

    /** The square under the middle of the tile {@code move} lays, where the mouse holds it. */
    public static String middleSquare(TayuMove move) {
        return TayuBoard.name(move.file(1), move.row(1));
    }

    /** The quarter turns (R presses) that make {@code held}, as drawn, lie as {@code move} lays it. */
    public static int turnsOf(TayuMove move, TayuTile held) {
        boolean turned = !move.tile().equals(held);
        return (move.vertical() ? 1 : 0) + (turned ? 2 : 0);
    }

    /** The tile taken up, where it would lie now; empty while no tile is over the board. */
    Optional<TayuMove> carried() {
        if (mode != Mode.PLACE || hand.isEmpty() || cursor == null) {
            return Optional.empty();
        }
        return Optional.of(lying(hand.get(Math.min(chosen, hand.size() - 1)), quarterTurns, cursor[0], cursor[1]));
    }

    /** What the preview says now, for tests and the side panel; empty while no tile is over the board. */
    public Optional<Preview> currentPreview() {
        return carried().map(this::previewOf);
    }

    private Preview previewOf(TayuMove move) {
        if (!move.equals(previewed)) {
            previewed = move;
            preview = listener.preview(move);
        }
        return preview;
    }

    TayuGeometry geometry() {
        return TayuGeometry.fit(getWidth(), getHeight());
    }

    @Override
    public String getToolTipText(MouseEvent event) {
        TayuGeometry geometry = geometry();
        int[] square = geometry.squareAt(event.getPoint());
        return square == null ? null : TayuBoard.name(square[0], square[1]);
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        TayuGeometry geometry = geometry();
        paintSea(g, geometry);
        paintSquares(g, geometry);
        paintCoordinates(g, geometry);
        for (TayuMove tile : board.tiles()) {
            TilePainter.paint(g, tile, squares(geometry, tile), geometry.unit(), 1f);
        }
        if (landing != null) {
            TilePainter.paint(g, landing, squares(geometry, landing), geometry.unit(), landed);
        }
        paintLast(g, geometry);
        paintMarks(g, geometry);
        marks.closeUp().ifPresent(tile -> TileCloseUp.paint(g, geometry, tile, baseFont()));
        paintStrip(g, geometry);
        paintCarried(g, geometry);
    }

    private static Rectangle2D.Double[] squares(TayuGeometry geometry, TayuMove move) {
        Rectangle2D.Double[] squares = new Rectangle2D.Double[3];
        for (int i = 0; i < 3; i++) {
            squares[i] = geometry.square(move.file(i), move.row(i));
        }
        return squares;
    }

    /** The sea around the board, its waves on the marked coast squares. */
    private void paintSea(Graphics2D g, TayuGeometry geometry) {
        Rectangle2D.Double sea = geometry.sea();
        g.setColor(TilePainter.water());
        g.fill(sea);
        g.setColor(TilePainter.bank());
        g.setStroke(new BasicStroke((float) Math.max(1, geometry.unit() * 0.05)));
        g.draw(sea);
    }

    private void paintSquares(Graphics2D g, TayuGeometry geometry) {
        double unit = geometry.unit();
        g.setColor(colour("Ludoteka.Tayu.square", new Color(0xf4ecd6)));
        g.fill(new Rectangle2D.Double(geometry.left(), geometry.top(), geometry.boardSize(), geometry.boardSize()));
        Rectangle2D.Double centre = geometry.square(TayuBoard.file(TayuBoard.CENTRE), TayuBoard.row(TayuBoard.CENTRE));
        g.setColor(colour("Ludoteka.Tayu.centre", new Color(0xd9967a)));
        g.fill(centre);
        g.setColor(colour("Ludoteka.Tayu.grid", new Color(0xcdbf9c)));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.03)));
        for (int i = 1; i < TayuBoard.SIZE; i++) {
            g.draw(new Line2D.Double(geometry.left() + i * unit, geometry.top(), geometry.left() + i * unit, geometry.top() + geometry.boardSize()));
            g.draw(new Line2D.Double(geometry.left(), geometry.top() + i * unit, geometry.left() + geometry.boardSize(), geometry.top() + i * unit));
        }
        for (int square = 0; square < TayuBoard.SQUARES; square++) {
            if (TayuBoard.isMarked(square)) {
                paintWaves(g, geometry, square);
            }
        }
    }

    /** Three waves along the coast side of a marked square: a mouth there scores double (YA-2). */
    private static void paintWaves(Graphics2D g, TayuGeometry geometry, int square) {
        int file = TayuBoard.file(square);
        int row = TayuBoard.row(square);
        Rectangle2D.Double place = geometry.square(file, row);
        double unit = geometry.unit();
        g.setColor(colour("Ludoteka.Tayu.markedSquare", new Color(0xbcd7ee)));
        g.fill(place);
        g.setColor(TilePainter.water());
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.07), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int wave = 0; wave < 3; wave++) {
            double offset = (0.25 + wave * 0.22) * unit;
            Path2D.Double line = new Path2D.Double();
            double x0 = place.x + 0.18 * unit;
            double y0 = place.y + offset;
            line.moveTo(x0, y0);
            for (int k = 0; k < 2; k++) {
                double x = x0 + k * 0.32 * unit;
                line.quadTo(x + 0.08 * unit, y0 - 0.09 * unit, x + 0.16 * unit, y0);
                line.quadTo(x + 0.24 * unit, y0 + 0.09 * unit, x + 0.32 * unit, y0);
            }
            g.draw(line);
        }
    }

    private void paintCoordinates(Graphics2D g, TayuGeometry geometry) {
        double unit = geometry.unit();
        g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
        // larger with the zoom and when presenting, as far as the band round the board holds "19"
        g.setFont(baseFont().deriveFont(Font.PLAIN, (float) Math.max(8, unit * 0.48 * Math.min(1.4f, coordinateScale()))));
        FontMetrics metrics = g.getFontMetrics();
        double band = (TayuGeometry.SEA + TayuGeometry.LABELS / 2) * unit;
        for (int i = 0; i < TayuBoard.SIZE; i++) {
            String letter = String.valueOf((char) ('a' + i));
            Point2D.Double bottom = geometry.centre(i, 0);
            Point2D.Double topCentre = geometry.centre(i, TayuBoard.SIZE - 1);
            centred(g, metrics, letter, bottom.x, bottom.y + unit / 2 + band);
            centred(g, metrics, letter, topCentre.x, topCentre.y - unit / 2 - band);
            String number = Integer.toString(i + 1);
            Point2D.Double west = geometry.centre(0, i);
            Point2D.Double east = geometry.centre(TayuBoard.SIZE - 1, i);
            centred(g, metrics, number, west.x - unit / 2 - band, west.y);
            centred(g, metrics, number, east.x + unit / 2 + band, east.y);
        }
    }

    private static void centred(Graphics2D g, FontMetrics metrics, String text, double x, double y) {
        g.drawString(text, (float) (x - metrics.stringWidth(text) / 2.0), (float) (y + (metrics.getAscent() - metrics.getDescent()) / 2.0));
    }

    private void paintLast(Graphics2D g, TayuGeometry geometry) {
        if (last == null) {
            return;
        }
        drawEdged(g, outline(geometry, last, 0.0), (float) Math.max(2, geometry.unit() * 0.1), colour("Ludoteka.Tayu.last", new Color(0xf5c400)));
    }

    private static Rectangle2D.Double outline(TayuGeometry geometry, TayuMove move, double inset) {
        Rectangle2D.Double[] squares = squares(geometry, move);
        Rectangle2D.Double bounds = new Rectangle2D.Double();
        bounds.setRect(squares[0]);
        bounds.add(squares[2]);
        double by = inset * geometry.unit();
        return new Rectangle2D.Double(bounds.x + by, bounds.y + by, bounds.width - 2 * by, bounds.height - 2 * by);
    }

    private void paintMarks(Graphics2D g, TayuGeometry geometry) {
        double unit = geometry.unit();
        for (int square : marks.squares()) {
            Rectangle2D.Double place = geometry.square(TayuBoard.file(square), TayuBoard.row(square));
            Color edge = colour("Ludoteka.Board.markedEdge", new Color(0x2e9e4f));
            if (!board.covered(square)) { // over a tile the frame alone marks the square, so its river still shows
                g.setColor(colour("Ludoteka.Board.marked", new Color(0x662e9e4f, true)));
                g.fill(place);
                hatch(g, place, unit / 4, (float) Math.max(1.5, unit / 16), edge); // striped, a pattern no other mark has
            }
            drawEdged(g, place, (float) Math.max(1.5, unit * 0.08), edge);
        }
        marks.demonstrated().ifPresent(event -> paintDemonstrated(g, geometry, event, marks.demonstratedLegal()));
        marks.hinted().filter(TayuMove.class::isInstance).map(TayuMove.class::cast).ifPresent(move -> {
            Rectangle2D.Double[] squares = squares(geometry, move);
            TilePainter.paint(g, move, squares, unit, 0.45f);
            Color hinted = colour("Ludoteka.Board.hinted", new Color(0xf9a825));
            float width = (float) Math.max(2, unit * 0.12);
            drawEdged(g, outline(geometry, move, 0.0), width, hinted);
            // a ring on its middle, as a hint rings the piece to move on the other boards
            drawEdged(g, new java.awt.geom.Ellipse2D.Double(squares[1].getCenterX() - 0.36 * unit, squares[1].getCenterY() - 0.36 * unit,
                    0.72 * unit, 0.72 * unit), width, hinted);
        });
    }

    /** A demonstrated try: the tile where it would lie, crossed out when the rules refuse it; a draw ringed on its stack. */
    private void paintDemonstrated(Graphics2D g, TayuGeometry geometry, TayuEvent event, boolean legal) {
        double unit = geometry.unit();
        Rectangle2D.Double place;
        if (event instanceof TayuMove move) {
            TilePainter.paint(g, move, squares(geometry, move), unit, 0.6f);
            place = outline(geometry, move, 0.0);
        } else if (event instanceof TayuEvent.Draw draw) {
            place = geometry.stack(draw.lane());
        } else {
            return;
        }
        float width = (float) Math.max(2, unit * 0.12);
        Color colour = legal ? colour("Ludoteka.Board.arrow", new Color(0xccd35400, true)) : colour("Ludoteka.Board.cross", new Color(0xb71c1c));
        drawEdged(g, place, width, colour);
        if (!legal) {
            drawEdged(g, crossOver(place), width, colour);
        }
    }

    /** The stacks, the tiles held and the line about the tile under the mouse. */
    private void paintStrip(Graphics2D g, TayuGeometry geometry) {
        double unit = geometry.unit();
        // larger with the zoom, like the coordinates: how many tiles are left is read from the back of a room too
        g.setFont(baseFont().deriveFont(Font.BOLD, (float) Math.max(8, unit * 0.45 * Math.min(1.4f, coordinateScale()))));
        FontMetrics metrics = g.getFontMetrics();
        for (int lane = 0; lane < TayuSupply.LANES; lane++) {
            Rectangle2D.Double stack = geometry.stack(lane);
            g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
            String label = (lane == 0 ? "a" : "b") + "  " + laneSizes[lane];
            centred(g, metrics, label, stack.getCenterX(), stack.y - 0.65 * unit);
            if (glimpses.get(lane).isEmpty()) {
                g.setColor(colour("Ludoteka.Tayu.grid", new Color(0xcdbf9c)));
                g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.04), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {(float) (unit * 0.15), (float) (unit * 0.12)}, 0f));
                g.draw(stack);
                continue;
            }
            Glimpse glimpse = glimpses.get(lane).get();
            double outwards = lane == 0 ? -1 : 1; // the tiles under the top one show their edges away from the other lane
            for (int layer = Math.min(frontSizes[lane], TayuSupply.STACK) - 1; layer > 0; layer--) {
                Rectangle2D.Double below = new Rectangle2D.Double(stack.x + outwards * layer * 0.05 * unit, stack.y - layer * 0.05 * unit,
                        stack.width, stack.height);
                TilePainter.paintBack(g, below, lane == 0, false, -1);
            }
            Rectangle2D.Double top = new Rectangle2D.Double(stack.x, stack.y, stack.width, stack.height);
            TilePainter.paintBack(g, top, lane == 0, glimpse.marked(), glimpse.notches().orElse(-1));
            if (mode == Mode.DRAW) {
                g.setColor(colour("Ludoteka.Board.target", new Color(0x1f6fd0)));
                g.setStroke(new BasicStroke((float) Math.max(2, unit * 0.09)));
                double depth = (Math.min(frontSizes[lane], TayuSupply.STACK) - 1) * 0.05 * unit;
                g.draw(new Rectangle2D.Double(stack.x - 0.08 * unit - (lane == 0 ? depth : 0), stack.y - 0.08 * unit - depth,
                        stack.width + 0.16 * unit + depth, stack.height + 0.16 * unit + depth));
            }
        }
        for (int i = 0; i < hand.size(); i++) {
            Rectangle2D.Double held = geometry.held(i);
            TilePainter.paintFaceUp(g, hand.get(i), held, 1f);
            g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
            centred(g, metrics, hand.get(i).digits(), held.getCenterX(), held.y - 0.65 * unit);
            if (mode == Mode.PLACE && i == chosen && hand.size() > 1) {
                g.setColor(colour("Ludoteka.Board.selection", new Color(0x1f6fd0)));
                g.setStroke(new BasicStroke((float) Math.max(2, unit * 0.09)));
                g.draw(new Rectangle2D.Double(held.x - 0.1 * unit, held.y - 0.1 * unit, held.width + 0.2 * unit, held.height + 0.2 * unit));
            }
        }
        paintCaption(g, geometry);
    }

    private void paintCaption(Graphics2D g, TayuGeometry geometry) {
        if (isPaintingForPrint()) {
            return; // an exported picture or handout: the line under the board speaks to the one at the mouse
        }
        Optional<Preview> shown = currentPreview();
        String text = shown.map(Preview::sentence).orElse(caption);
        Color colour = shown.map(p -> colour(p.fits() ? "Ludoteka.Verdict.legal" : "Ludoteka.Verdict.illegal", p.fits() ? new Color(0x1e7a34)
                : new Color(0xb3261e))).orElse(colour("Label.foreground", Color.BLACK));
        Rectangle2D.Double box = geometry.caption();
        // as large as the board allows, so that a projector at 150 or 200 % shows the reason readably too
        float size = (float) Math.max(geometry.unit() * 0.5, Math.min(baseFont().getSize2D(), geometry.unit() * 0.7));
        g.setFont(baseFont().deriveFont(Font.PLAIN, Math.max(9f, size)));
        g.setColor(colour);
        FontMetrics metrics = g.getFontMetrics();
        float y = (float) (box.y + metrics.getAscent());
        for (String line : wrap(text, metrics, box.width)) {
            if (y > box.getMaxY()) {
                break;
            }
            g.drawString(line, (float) box.x, y);
            y += metrics.getHeight();
        }
    }

    private static List<String> wrap(String text, FontMetrics metrics, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && metrics.stringWidth(line + " " + word) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The tile taken up, see-through where the mouse holds it, framed green where it fits and red where it does not. */
    private void paintCarried(Graphics2D g, TayuGeometry geometry) {
        Optional<TayuMove> carried = carried();
        if (carried.isEmpty() || isPaintingForPrint()) {
            return; // the tile under the mouse answers the mouse: no export carries it
        }
        TayuMove move = carried.get();
        boolean fits = previewOf(move).fits();
        TilePainter.paint(g, move, squares(geometry, move), geometry.unit(), fits ? 0.8f : 0.5f); // a misfit lets the board under it show
        Rectangle2D.Double place = outline(geometry, move, 0.0);
        float width = (float) Math.max(2, geometry.unit() * 0.12);
        if (fits) {
            drawEdged(g, place, width, colour("Ludoteka.Verdict.legal", new Color(0x1e7a34)));
        } else {
            // a misfit is crossed out as well as framed in red: a shape that says no without its colour
            Color illegal = colour("Ludoteka.Verdict.illegal", new Color(0xb3261e));
            fillEdged(g, new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[] {(float) (geometry.unit() * 0.3), (float) (geometry.unit() * 0.18)}, 0f).createStrokedShape(place), width, illegal);
            drawEdged(g, crossOver(place), width, illegal);
        }
    }

    /** The two diagonals of {@code place}. */
    private static Path2D.Double crossOver(Rectangle2D.Double place) {
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(place.x, place.y);
        cross.lineTo(place.getMaxX(), place.getMaxY());
        cross.moveTo(place.x, place.getMaxY());
        cross.lineTo(place.getMaxX(), place.y);
        return cross;
    }

    private void turn(int by) {
        quarterTurns = Math.floorMod(quarterTurns + by, 4);
        repaint();
    }

    private void choose(int index) {
        if (mode == Mode.PLACE && index < hand.size()) {
            chosen = index;
            repaint();
        }
    }

    private void lay() {
        carried().ifPresent(listener::placed);
    }

    private int laneAt(Point pixel) {
        TayuGeometry geometry = geometry();
        for (int lane = 0; lane < TayuSupply.LANES; lane++) {
            Rectangle2D.Double stack = geometry.stack(lane);
            Rectangle2D.Double grown = new Rectangle2D.Double(stack.x - 0.2 * geometry.unit(), stack.y - 0.6 * geometry.unit(),
                    stack.width + 0.4 * geometry.unit(), stack.height + 0.8 * geometry.unit());
            if (grown.contains(pixel)) {
                return lane;
            }
        }
        return -1;
    }

    private int heldAt(Point pixel) {
        for (int i = 0; i < hand.size(); i++) {
            if (geometry().held(i).contains(pixel)) {
                return i;
            }
        }
        return -1;
    }

    private final class BoardMouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            requestFocusInWindow();
            if (!SwingUtilities.isLeftMouseButton(e)) {
                return; // the right button draws on the board, as on every board (BoardDrawingLayer)
            }
            if (mode == Mode.WATCH) {
                listener.pressedWhileWatching();
                return;
            }
            int lane = laneAt(e.getPoint());
            if (lane >= 0 && mode == Mode.DRAW) {
                listener.drew(lane);
                return;
            }
            int held = heldAt(e.getPoint());
            if (held >= 0) {
                choose(held);
                return;
            }
            cursor = geometry().squareAt(e.getPoint());
            if (mode == Mode.PLACE && cursor != null) {
                lay();
            }
        }

        @Override
        public void mouseMoved(MouseEvent e) {
            int[] square = geometry().squareAt(e.getPoint());
            if (!Arrays.equals(square, cursor)) {
                cursor = square;
                repaint();
            }
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            mouseMoved(e);
        }

        @Override
        public void mouseExited(MouseEvent e) {
            cursor = null;
            repaint();
        }

        @Override
        public void mouseWheelMoved(MouseWheelEvent e) {
            if (mode == Mode.PLACE && e.getWheelRotation() != 0) {
                turn(e.getWheelRotation() < 0 ? 1 : -1);
            }
        }
    }

    /**
     * The board's letter keys — R turns the tile, A and B draw, 1 and 2 choose the tile to lay — also
     * while the focus is elsewhere on the screen (a button just pressed, the move list), so that a
     * player need not click the board first; never while he types in a text field.
     */
    public void bindLettersOn(JComponent screen) {
        List<KeyStroke> strokes = new ArrayList<>();
        for (int code : new int[] {KeyEvent.VK_R, KeyEvent.VK_A, KeyEvent.VK_B, KeyEvent.VK_1, KeyEvent.VK_2}) {
            strokes.add(KeyStroke.getKeyStroke(code, 0));
            strokes.add(KeyStroke.getKeyStroke(code, InputEvent.SHIFT_DOWN_MASK));
        }
        BoardLetters.bind(screen, this, strokes, new BoardKeys()::keyPressed);
    }

    private final class BoardKeys extends KeyAdapter {
        @Override
        public void keyPressed(KeyEvent e) {
            switch (e.getKeyCode()) {
                case KeyEvent.VK_R -> turn(e.isShiftDown() ? -1 : 1);
                case KeyEvent.VK_LEFT -> move(-1, 0);
                case KeyEvent.VK_RIGHT -> move(1, 0);
                case KeyEvent.VK_UP -> move(0, 1);
                case KeyEvent.VK_DOWN -> move(0, -1);
                case KeyEvent.VK_ENTER, KeyEvent.VK_SPACE -> lay();
                case KeyEvent.VK_A -> drawFrom(0);
                case KeyEvent.VK_B -> drawFrom(1);
                case KeyEvent.VK_1 -> choose(0);
                case KeyEvent.VK_2 -> choose(1);
                default -> {
                    return;
                }
            }
            e.consume();
        }

        private void move(int files, int rows) {
            if (mode != Mode.PLACE) {
                return;
            }
            if (cursor == null) {
                cursor = new int[] {TayuBoard.file(TayuBoard.CENTRE), TayuBoard.row(TayuBoard.CENTRE)};
            } else {
                cursor = new int[] {Math.max(0, Math.min(TayuBoard.SIZE - 1, cursor[0] + files)),
                        Math.max(0, Math.min(TayuBoard.SIZE - 1, cursor[1] + rows))};
            }
            repaint();
        }

        private void drawFrom(int lane) {
            if (mode == Mode.DRAW) {
                listener.drew(lane);
            }
        }
    }
}
