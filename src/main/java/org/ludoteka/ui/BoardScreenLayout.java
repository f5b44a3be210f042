package org.ludoteka.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import net.miginfocom.swing.MigLayout;

/**
 * The layout of a screen that shows a board with a column beside it: a game, a lesson, the puzzle
 * trainer. At 100 % a margin runs round both. At a projector's zoom the menu bar grows, and the
 * board takes the margin above and below it instead, its own band of coordinates being margin
 * enough: so a board that the window's height limits is never smaller than at 100 %
 * (ProjectorZoomGuiTest). The column beside it keeps its margin at every zoom.
 */
public final class BoardScreenLayout extends MigLayout {
    private static final String MARGIN = "12";

    private Component board;
    private String boardCell;
    private float zoomLaidOut;

    /** Columns and rows as MigLayout writes them; the board's column grows, the column beside it is the last. */
    public BoardScreenLayout(String columns, String rows) {
        super("insets 0 " + MARGIN + " 0 " + MARGIN + ", fill", columns, rows);
    }

    /**
     * Adds the board (or the panel holding it) to {@code screen}, laid out by a {@code BoardScreenLayout}, in a cell
     * with {@code cell}'s constraints and a margin that follows the zoom.
     */
    public static void addBoard(Container screen, Component board, String cell) {
        BoardScreenLayout layout = (BoardScreenLayout) screen.getLayout();
        layout.board = board;
        layout.boardCell = cell;
        layout.zoomLaidOut = UIScale.getZoomFactor();
        screen.add(board, layout.boardCellAt(layout.zoomLaidOut));
    }

    /** The constraints of the column beside the board: {@code cell}'s, with the margin above and below. */
    public static String column(String cell) {
        return cell + ", gaptop " + MARGIN + ", gapbottom " + MARGIN;
    }

    private String boardCellAt(float zoom) {
        String margin = zoom > 1f ? "0" : MARGIN;
        return boardCell + ", gaptop " + margin + ", gapbottom " + margin;
    }

    /** A zoom changed since the last layout (FlatLaf's zoom changes every size at once) gives the board its margin or takes it. */
    private void followZoom() {
        float zoom = UIScale.getZoomFactor();
        if (board != null && zoom != zoomLaidOut) {
            zoomLaidOut = zoom;
            setComponentConstraints(board, boardCellAt(zoom));
        }
    }

    @Override
    public void layoutContainer(Container parent) {
        followZoom();
        super.layoutContainer(parent);
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        followZoom();
        return super.preferredLayoutSize(parent);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        followZoom();
        return super.minimumLayoutSize(parent);
    }
}
