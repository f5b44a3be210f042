package org.ludoteka.ui.loa;

import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.PieceDrag;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

/**
 * The Lines of Action board, painted with Java2D at whatever size it is given. It holds only
 * interaction state (the selected piece, a drag under way); what a click or a drop means is decided
 * by its {@link Listener}, which sends every try to the rules. A lesson lays its marks over it
 * (squares lit up, arrows) and slides a piece along a move.
 */
public final class LoaBoardView extends BoardComponent {

    /**
     * What a lesson marks: squares lit up, arrows from one square to another, illegal moves drawn
     * as red arrows crossed out, and the squares a hint points at.
     */
    record Marks(List<Integer> squares, List<LoaMove> arrows, List<LoaMove> crossed, List<Integer> hinted) {
        static final Marks NONE = new Marks(List.of(), List.of(), List.of(), List.of());

        Marks {
            squares = List.copyOf(squares);
            arrows = List.copyOf(arrows);
            crossed = List.copyOf(crossed);
            hinted = List.copyOf(hinted);
        }
    }

    /** What the board can be used for at the moment. */
    public enum Mode {
        /** The side to move is the person at the screen. */
        PLAY,
        /** Nobody at the screen may move now: the computer is thinking. */
        WAIT,
        /** Setting up a position: a click changes what stands on a square. */
        EDIT,
        /** The game has ended: nothing can be picked up any more. */
        OVER
    }

    /** What the person did on the board. */
    public interface Listener {
        /** A move was tried by click-click or by drag; it may be illegal. */
        void tried(LoaMove move);

        /** The board was pressed while it waits for the computer. */
        void pressedWhileWaiting();

        /** A press on an empty square or an opponent's piece with nothing chosen: no move at all, so by default nothing is said. */
        default void choseNoPiece() {
        }

        /** A square was clicked in edit mode. */
        void edited(int square);

        /** The chosen piece was clicked again and put down: nothing is chosen now. */
        default void putDown(int square) {
        }

        /** The board was clicked after the game ended: nothing moves any more. */
        default void pressedWhenOver() {
        }

        /** For a board that is only painted (tests, the benchmark): it hears nothing. */
        Listener DEAF = new Listener() {
            @Override
            public void tried(LoaMove move) {
            }

            @Override
            public void pressedWhileWaiting() {
            }

            @Override
            public void edited(int square) {
            }
        };
    }

    private final Listener listener;
    private LoaPosition position = LoaPosition.START;
    private LoaMove lastMove;
    private List<LoaMove> legalMoves = List.of();
    private Mode mode = Mode.PLAY;
    private Marks marks = Marks.NONE;
    /** The pieces lit up at the end of a game: the group that won. */
    private long lit;
    /** A move being played out on screen, and how far along (0 to 1); null when nothing slides. */
    private LoaMove sliding;
    private double slid;

    private int selected = -1;
    private final PieceDrag drag = new PieceDrag(this);
    private boolean deselectOnRelease;

    public LoaBoardView(Listener listener) {
        super(new Dimension(540, 540));
        this.listener = listener;
        setName("board");
        addMouseListener(new BoardMouse());
    }

    /** Shows {@code shown}; a new position clears the selection, the same one keeps it for another try. */
    public void display(LoaPosition shown, LoaMove last, List<LoaMove> legal, Mode newMode) {
        if (!shown.equals(position) || newMode != mode) {
            selected = -1;
            drag.clear();
        }
        position = shown;
        lastMove = last;
        legalMoves = legal;
        mode = newMode;
        repaint();
    }

    /** Lights up the pieces on {@code squares} (one bit a square, a1 the lowest), e.g. the winning group; 0 lights none. */
    void light(long squares) {
        if (squares != lit) {
            lit = squares;
            repaint();
        }
    }

    /** The position on the board, e.g. for a test to see a reply played out. */
    public LoaPosition shown() {
        return position;
    }

    /** The move marked as the last one played; null when none is. */
    public LoaMove lastMove() {
        return lastMove;
    }

    /** The squares whose pieces a hint lights, as numbers (a1 is 0). */
    public List<Integer> hintedSquares() {
        return marks.hinted();
    }

    /** The pieces lit up, one bit a square. */
    public long lit() {
        return lit;
    }

    void mark(Marks shown) {
        marks = shown;
        repaint();
    }

    /** Draws the piece on {@code move}'s square part of the way to its target; null puts it back. */
    void slide(LoaMove move, double fraction) {
        sliding = move;
        slid = fraction;
        repaint();
    }

    /** The centre of a square in this component's coordinates, e.g. for a robot's click. */
    public Point squareCentre(String squareName) {
        return geometry().centre(LoaNotation.square(squareName));
    }

    /** Drawing on the board (BoardDrawingLayer): squares by their names. */
    @Override
    public Optional<String> placeAt(Point point) {
        int square = geometry().squareAt(point);
        return square >= 0 ? Optional.of(LoaNotation.squareName(square)) : Optional.empty();
    }

    @Override
    protected Optional<Point2D> placeCentre(String place) {
        return LoaNotation.INSTANCE.isPlace(place) ? Optional.of(squareCentre(place)) : Optional.empty();
    }

    @Override
    protected double placePitch() {
        return geometry().square();
    }

    /** The teacher's spotlight falls on the whole square pointed at. */
    @Override
    public Shape spotAt(Point point) {
        int square = geometry().squareAt(point);
        return square >= 0 ? geometry().bounds(square) : super.spotAt(point);
    }

    private BoardGeometry geometry() {
        return BoardGeometry.fit(getWidth(), getHeight());
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        BoardGeometry geometry = geometry();
        paintSquares(g, geometry);
        paintMarkedSquares(g, geometry);
        paintSelection(g, geometry); // above the lesson's marks, so a learner always sees what is picked up
        paintCoordinates(g, geometry);
        paintTargets(g, geometry);
        paintLit(g, geometry);
        paintPieces(g, geometry);
        paintArrows(g, geometry, marks.arrows(), colour("Ludoteka.Board.arrow", new Color(0xccd35400, true)));
        paintArrows(g, geometry, marks.crossed(), colour("Ludoteka.Board.illegalArrow", new Color(0xccc62828, true)));
        marks.crossed().forEach(move -> paintCross(g, geometry, move));
        if (mode == Mode.EDIT) {
            Rectangle board = geometry.board();
            g.setColor(colour("Ludoteka.Board.editFrame", Color.RED));
            g.setStroke(new BasicStroke(Math.max(2f, geometry.square() / 16f)));
            g.draw(board);
        }
    }

    private void paintSquares(Graphics2D g, BoardGeometry geometry) {
        Color light = colour("Ludoteka.Board.lightSquare", new Color(0xefd9b0));
        Color dark = colour("Ludoteka.Board.darkSquare", new Color(0xb58863));
        Color lastMoveTint = colour("Ludoteka.Board.lastMove", new Color(0x99f3e36a, true));
        for (int square = 0; square < 64; square++) {
            Rectangle r = geometry.bounds(square);
            g.setColor((square / 8 + square % 8) % 2 == 0 ? dark : light);
            g.fill(r);
            if (lastMove != null && !lastMove.isPass() && (square == lastMove.from() || square == lastMove.to())) {
                g.setColor(lastMoveTint);
                g.fill(r);
            }
        }
        if (lastMove != null && !lastMove.isPass()) {
            // a thick frame as well as the tint: a projector's lamp washes a pale tint out, never a frame
            float width = Math.max(3f, geometry.square() / 12f);
            float inset = width / 2 + Math.max(1.5f, width * 0.35f);
            for (int square : List.of(lastMove.from(), lastMove.to())) {
                Rectangle r = geometry.bounds(square);
                drawEdged(g, new java.awt.geom.Rectangle2D.Float(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset),
                        width, colour("Ludoteka.Board.lastMoveEdge", new Color(0xc79100)));
            }
        }
    }

    /** The piece picked up stands on a square filled in the selection colour: a whole square, unlike the frame of the last move. */
    private void paintSelection(Graphics2D g, BoardGeometry geometry) {
        if (selected >= 0) {
            g.setColor(colour("Ludoteka.Board.selection", Color.BLUE));
            g.fill(geometry.bounds(selected));
        }
    }

    private void paintCoordinates(Graphics2D g, BoardGeometry geometry) {
        int square = geometry.square();
        g.setColor(colour("Ludoteka.Board.coordinates", getForeground()));
        // the margin is half a square: at most 0.45 of a square, the figures stay inside it
        g.setFont(baseFont().deriveFont(Font.PLAIN, Math.max(8f, square * Math.min(0.45f, 0.28f * coordinateScale()))));
        FontMetrics metrics = g.getFontMetrics();
        Rectangle board = geometry.board();
        int band = square / 2;
        for (int i = 0; i < 8; i++) {
            String file = String.valueOf((char) ('a' + i));
            String rank = String.valueOf(8 - i);
            int fileX = board.x + i * square + (square - metrics.stringWidth(file)) / 2;
            int rankY = board.y + i * square + (square + metrics.getAscent() - metrics.getDescent()) / 2;
            int textMiddle = (metrics.getAscent() - metrics.getDescent()) / 2;
            g.drawString(file, fileX, board.y - band / 2 + textMiddle);
            g.drawString(file, fileX, board.y + board.height + band / 2 + textMiddle);
            g.drawString(rank, board.x - (band + metrics.stringWidth(rank)) / 2, rankY);
            g.drawString(rank, board.x + board.width + (band - metrics.stringWidth(rank)) / 2, rankY);
        }
    }

    private void paintTargets(Graphics2D g, BoardGeometry geometry) {
        if (selected < 0 || mode != Mode.PLAY) {
            return;
        }
        Color target = colour("Ludoteka.Board.target", Color.BLUE);
        int square = geometry.square();
        for (LoaMove move : legalMoves) {
            if (move.from() != selected) {
                continue;
            }
            Point centre = geometry.centre(move.to());
            if (position.at(move.to()) == null) {
                // a full dot, edged so that it shows on light and dark squares alike
                double radius = square * 0.22;
                fillEdged(g, new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius), square / 9f, target);
            } else {
                double radius = square * 0.43;
                drawEdged(g, new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius), square / 12f, target);
            }
        }
    }

    /** A glow behind each lit piece, wider than the piece, so the group stands out in any theme. */
    private void paintLit(Graphics2D g, BoardGeometry geometry) {
        g.setColor(colour("Ludoteka.Board.winner", new Color(0xccffc400, true)));
        for (int square = 0; square < 64; square++) {
            if ((lit & (1L << square)) != 0) {
                Point centre = geometry.centre(square);
                double radius = geometry.square() * 0.48;
                g.fill(new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius));
            }
        }
    }

    /** A lesson's marked squares are tinted and striped; a hint rings the piece to move. */
    private void paintMarkedSquares(Graphics2D g, BoardGeometry geometry) {
        int side = geometry.square();
        for (int square : marks.squares()) {
            Rectangle r = geometry.bounds(square);
            g.setColor(colour("Ludoteka.Board.marked", new Color(0x662e9e4f, true)));
            g.fill(r);
            hatch(g, r, side / 4.0, Math.max(2f, side / 12f), colour("Ludoteka.Board.markedEdge", new Color(0x2e9e4f)));
        }
        for (int square : marks.hinted()) {
            Point centre = geometry.centre(square);
            double radius = side * 0.44;
            drawEdged(g, new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius), Math.max(3f, side / 10f),
                    colour("Ludoteka.Board.hinted", new Color(0xf9a825)));
        }
    }

    /** Arrows go from centre to centre over the pieces, translucent so that what they cross stays visible, and edged. */
    private void paintArrows(Graphics2D g, BoardGeometry geometry, List<LoaMove> arrows, Color colour) {
        int square = geometry.square();
        for (LoaMove arrow : arrows) {
            Point from = geometry.centre(arrow.from());
            Point to = geometry.centre(arrow.to());
            double angle = Math.atan2(to.y - from.y, to.x - from.x);
            double length = from.distance(to);
            double shaft = square * 0.2;
            double head = Math.min(square * 0.45, length * 0.6);
            Path2D.Double shape = new Path2D.Double();
            shape.moveTo(0, -shaft / 2);
            shape.lineTo(length - head, -shaft / 2);
            shape.lineTo(length - head, -head * 0.6);
            shape.lineTo(length, 0);
            shape.lineTo(length - head, head * 0.6);
            shape.lineTo(length - head, shaft / 2);
            shape.lineTo(0, shaft / 2);
            shape.closePath();
            Graphics2D arrowGraphics = (Graphics2D) g.create();
            try {
                arrowGraphics.translate(from.x, from.y);
                arrowGraphics.rotate(angle);
                fillEdged(arrowGraphics, shape, square / 12f, colour);
            } finally {
                arrowGraphics.dispose();
            }
        }
    }

    /** A cross over the middle of an illegal move's arrow: this is what may not be done. */
    private void paintCross(Graphics2D g, BoardGeometry geometry, LoaMove move) {
        Point from = geometry.centre(move.from());
        Point to = geometry.centre(move.to());
        double x = (from.x + to.x) / 2.0;
        double y = (from.y + to.y) / 2.0;
        double arm = geometry.square() * 0.28;
        Path2D.Double cross = new Path2D.Double();
        cross.moveTo(x - arm, y - arm);
        cross.lineTo(x + arm, y + arm);
        cross.moveTo(x - arm, y + arm);
        cross.lineTo(x + arm, y - arm);
        g.setStroke(new BasicStroke(geometry.square() / 6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.crossEdge", Color.WHITE));
        g.draw(cross);
        g.setStroke(new BasicStroke(geometry.square() / 10f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colour("Ludoteka.Board.cross", new Color(0xc62828)));
        g.draw(cross);
    }

    private void paintPieces(Graphics2D g, BoardGeometry geometry) {
        int lifted = drag.point() != null ? drag.from() : sliding != null ? sliding.from() : -1;
        for (int square = 0; square < 64; square++) {
            Side side = position.at(square);
            if (side != null && square != lifted) {
                paintPiece(g, side, geometry.centre(square), geometry.square());
            }
        }
        if (lifted >= 0 && position.at(lifted) != null) {
            paintPiece(g, position.at(lifted), drag.point() != null ? drag.point() : slidPoint(geometry), geometry.square());
        }
    }

    private Point slidPoint(BoardGeometry geometry) {
        Point from = geometry.centre(sliding.from());
        Point to = geometry.centre(sliding.to());
        return new Point((int) Math.round(from.x + (to.x - from.x) * slid), (int) Math.round(from.y + (to.y - from.y) * slid));
    }

    private void paintPiece(Graphics2D g, Side side, Point centre, int square) {
        boolean black = side == Side.BLACK;
        double radius = square * 0.38;
        Ellipse2D disc = new Ellipse2D.Double(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius);
        g.setColor(black ? colour("Ludoteka.Board.blackPiece", Color.BLACK) : colour("Ludoteka.Board.whitePiece", Color.WHITE));
        g.fill(disc);
        g.setColor(black ? colour("Ludoteka.Board.blackOutline", Color.GRAY) : colour("Ludoteka.Board.whiteOutline", Color.DARK_GRAY));
        g.setStroke(new BasicStroke(Math.max(1.5f, square / 28f)));
        g.draw(disc);
    }

    private boolean movable(int square) {
        return square >= 0 && position.at(square) == position.toMove();
    }

    /** Click-click and drag: a press on one's own piece selects it; a press elsewhere, or a drop, tries the move. */
    private final class BoardMouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            int square = geometry().squareAt(e.getPoint());
            if (!SwingUtilities.isLeftMouseButton(e) || square < 0) {
                return;
            }
            switch (mode) {
                case EDIT -> listener.edited(square);
                case WAIT -> listener.pressedWhileWaiting();
                case PLAY -> press(square);
                case OVER -> listener.pressedWhenOver(); // nothing moves any more, and the click is told why
            }
        }

        private void press(int square) {
            if (movable(square)) {
                deselectOnRelease = square == selected;
                selected = square;
                drag.press(square);
                repaint();
            } else if (selected >= 0) {
                listener.tried(new LoaMove(selected, square));
            } else {
                listener.choseNoPiece();
            }
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (!drag.pressed()) {
                return;
            }
            Optional<PieceDrag.Drop> drop = drag.release(geometry().squareAt(e.getPoint()));
            if (drop.isPresent()) {
                listener.tried(new LoaMove(drop.get().from(), drop.get().to()));
            } else if (deselectOnRelease) {
                listener.putDown(selected);
                selected = -1;
            }
            repaint();
        }
    }
}
