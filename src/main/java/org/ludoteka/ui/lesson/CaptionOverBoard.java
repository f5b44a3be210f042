package org.ludoteka.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;

/**
 * A caption right over its board, the two standing together in the middle of their room: two boards
 * side by side are narrow at a projector's zoom, and a board stretched to the room's full height would
 * draw itself far below its caption. The board is given the shape it asks for (its preferred size's),
 * as large as the room holds.
 */
final class CaptionOverBoard implements LayoutManager {
    private static final int GAP = 6;

    private final Component caption;
    private final Component board;

    CaptionOverBoard(Component caption, Component board) {
        this.caption = caption;
        this.board = board;
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets insets = parent.getInsets();
        int width = parent.getWidth() - insets.left - insets.right;
        int height = parent.getHeight() - insets.top - insets.bottom;
        int captionHeight = caption.getPreferredSize().height;
        int gap = UIScale.scale(GAP);
        Dimension shape = board.getPreferredSize();
        int boardWidth = Math.max(0, Math.min(width, (height - captionHeight - gap) * shape.width / Math.max(1, shape.height)));
        int boardHeight = boardWidth * shape.height / Math.max(1, shape.width);
        int top = insets.top + Math.max(0, (height - captionHeight - gap - boardHeight) / 2);
        caption.setBounds(insets.left, top, width, captionHeight);
        board.setBounds(insets.left + (width - boardWidth) / 2, top + captionHeight + gap, boardWidth, boardHeight);
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return stacked(parent, caption.getPreferredSize(), board.getPreferredSize());
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return stacked(parent, caption.getMinimumSize(), board.getMinimumSize());
    }

    private static Dimension stacked(Container parent, Dimension above, Dimension below) {
        Insets insets = parent.getInsets();
        return new Dimension(Math.max(above.width, below.width) + insets.left + insets.right,
                above.height + UIScale.scale(GAP) + below.height + insets.top + insets.bottom);
    }

    @Override
    public void addLayoutComponent(String name, Component component) {
    }

    @Override
    public void removeLayoutComponent(Component component) {
    }
}
