package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

class ColumnScrollTest {

    @Test
    void aColumnThatGrowsTallerThanTheScreenKeepsItsWholeWidthBesideItsScrollBar() {
        JPanel column = new JPanel();
        column.setPreferredSize(new Dimension(300, 200));
        ColumnScroll scroll = new ColumnScroll(column);
        scroll.setSize(scroll.getPreferredSize().width, 600);
        scroll.doLayout();

        column.setPreferredSize(new Dimension(300, 2000)); // a longer sentence, a larger zoom
        scroll.doLayout();

        assertThat(scroll.getVerticalScrollBar().isVisible()).isTrue();
        assertThat(scroll.getViewport().getExtentSize().width).as("nothing cut off on the right").isGreaterThanOrEqualTo(300);
    }

    @Test
    void itsWidthIsTheSameWithAndWithoutTheScrollBarSoTheBoardDoesNotMove() {
        JPanel column = new JPanel();
        column.setPreferredSize(new Dimension(300, 200));
        ColumnScroll scroll = new ColumnScroll(column);
        int shortColumn = scroll.getPreferredSize().width;

        column.setPreferredSize(new Dimension(300, 2000));

        assertThat(scroll.getPreferredSize().width).isEqualTo(shortColumn);
    }
}
