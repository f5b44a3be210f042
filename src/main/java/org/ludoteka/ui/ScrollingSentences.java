package org.ludoteka.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import net.miginfocom.swing.MigLayout;

/**
 * The upper part of a game's side column, its sentences and decisions: as wide as the column, as
 * tall as it needs, and scrolled by the pane around it when the window is too short for them all (a
 * projector's zoom), so that the turns and the buttons under it stay in view.
 */
public final class ScrollingSentences extends JPanel implements Scrollable {

    /** A part to bring into view once the sentences are laid out again: a decision that has just come due. */
    private JComponent toShow;

    /** Two columns of one size, as the side columns lay out their buttons. */
    public ScrollingSentences() {
        super(new MigLayout("insets 0, wrap 2, fillx", "[sizegroup b, grow, fill][sizegroup b, grow, fill]"));
    }

    /** The pane that scrolls these sentences, without a border of its own. */
    public JScrollPane inScrollPane() {
        JScrollPane pane = new JScrollPane(this, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        pane.setBorder(BorderFactory.createEmptyBorder());
        return pane;
    }

    /** Brings {@code part} into view at the next layout, when its place is known. */
    public void showOnceLaidOut(JComponent part) {
        toShow = part;
        revalidate();
    }

    @Override
    public void doLayout() {
        super.doLayout();
        if (toShow != null) {
            JComponent shown = toShow;
            toShow = null;
            SwingUtilities.invokeLater(() -> shown.scrollRectToVisible(new Rectangle(0, 0, shown.getWidth(), shown.getHeight())));
        }
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof JViewport viewport && viewport.getHeight() >= getPreferredSize().height;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFontMetrics(getFont()).getHeight();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return visible.height - getScrollableUnitIncrement(visible, orientation, direction);
    }
}
