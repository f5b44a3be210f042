package org.ludoteka.ui;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JScrollPane;

/**
 * The column beside a board, scrolled when the screen is too short for it (a projector's zoom). Its
 * width always keeps room for the scroll bar, so nothing is cut off on the right when the bar
 * appears, and the board does not move when it comes and goes.
 */
public final class ColumnScroll extends JScrollPane {

    public ColumnScroll(JComponent column) {
        super(column, VERTICAL_SCROLLBAR_AS_NEEDED, HORIZONTAL_SCROLLBAR_NEVER);
        setBorder(BorderFactory.createEmptyBorder());
    }

    @Override
    public Dimension getPreferredSize() {
        Insets insets = getInsets();
        int width = getViewport().getView().getPreferredSize().width + getVerticalScrollBar().getPreferredSize().width
                + insets.left + insets.right;
        return new Dimension(width, super.getPreferredSize().height);
    }
}
