package org.ludoteka.ui;

import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JPanel;

/**
 * A column beside a board whose width is so many characters of its font, whatever its texts say:
 * the width grows with the zoom but never with a long sentence or another language, so the board
 * beside it never moves. Its texts wrap instead.
 */
public class FixedWidthColumn extends JPanel {
    private final int columns;

    public FixedWidthColumn(LayoutManager layout, int columns) {
        super(layout);
        this.columns = columns;
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(columnWidth(), super.getPreferredSize().height);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(columnWidth(), super.getMinimumSize().height);
    }

    @Override
    public Dimension getMaximumSize() {
        return new Dimension(columnWidth(), super.getMaximumSize().height);
    }

    private int columnWidth() {
        Insets insets = getInsets();
        return WrappingLabel.columnsWidth(this, columns) + insets.left + insets.right;
    }
}
