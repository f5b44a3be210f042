package org.ludoteka.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

/**
 * A label whose plain text wraps at word boundaries to its width, for sentences such as the
 * reason a move is illegal. Unlike an HTML label, {@link #getText()} stays the sentence itself.
 * Its preferred width is a number of average characters, so it grows with the font at any zoom. It
 * may keep room for a number of lines even while it says less, so that what stands below it stays put
 * as sentences come and go.
 */
public final class WrappingLabel extends JLabel {
    private final int columns;
    private int reservedLines;

    public WrappingLabel(String name, int columns) {
        this.columns = columns;
        setName(name);
        setVerticalAlignment(TOP);
    }

    /** Keeps room for {@code lines} lines however few the text needs; it grows beyond them when it needs more. */
    public WrappingLabel reserving(int lines) {
        reservedLines = lines;
        revalidate();
        return this;
    }

    /** The width of {@code columns} average characters in {@code component}'s font: how wide a column of sentences is. */
    public static int columnsWidth(JComponent component, int columns) {
        return columns * component.getFontMetrics(component.getFont()).charWidth('n');
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics metrics = getFontMetrics(getFont());
        Insets insets = getInsets();
        int width = getWidth() > 0 ? getWidth() : columns * metrics.charWidth('n') + insets.left + insets.right;
        int lines = getText() == null || getText().isEmpty() ? 0 : lines(metrics, width - insets.left - insets.right).size();
        return new Dimension(columns * metrics.charWidth('n') + insets.left + insets.right,
                Math.max(lines, reservedLines) * metrics.getHeight() + insets.top + insets.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        Dimension preferred = getPreferredSize();
        return new Dimension(getFontMetrics(getFont()).charWidth('n') * 10, preferred.height);
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        boolean widthChanged = width != getWidth();
        super.setBounds(x, y, width, height);
        if (widthChanged) {
            // the height needed depends on the width just given; asked for later, since a container
            // that is laying this label out marks itself valid when it is done, which would swallow it
            SwingUtilities.invokeLater(this::revalidate);
        }
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(getFont());
            g.setColor(getForeground());
            FontMetrics metrics = g.getFontMetrics();
            Insets insets = getInsets();
            int y = insets.top + metrics.getAscent();
            int width = getWidth() - insets.left - insets.right;
            for (String line : lines(metrics, width)) {
                int indent = getHorizontalAlignment() == CENTER ? Math.max(0, (width - metrics.stringWidth(line)) / 2) : 0;
                g.drawString(line, insets.left + indent, y);
                y += metrics.getHeight();
            }
        } finally {
            g.dispose();
        }
    }

    private static int charactersThatFit(FontMetrics metrics, CharSequence text, int width) {
        int fits = 1;
        while (fits < text.length() && metrics.stringWidth(text.subSequence(0, fits + 1).toString()) <= width) {
            fits++;
        }
        return fits;
    }

    private List<String> lines(FontMetrics metrics, int width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : getText().split("\n")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ")) {
                String candidate = line.length() == 0 ? word : line + " " + word;
                if (line.length() > 0 && metrics.stringWidth(candidate) > width) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(candidate);
                }
                while (line.length() > 1 && metrics.stringWidth(line.toString()) > width) {
                    int fits = charactersThatFit(metrics, line, width);
                    lines.add(line.substring(0, fits)); // a word longer than a line, e.g. a position text, is cut
                    line.delete(0, fits);
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
