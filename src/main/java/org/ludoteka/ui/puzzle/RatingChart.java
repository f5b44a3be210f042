package org.ludoteka.ui.puzzle;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The rating after each attempt as a small line chart, drawn with Java2D: the attempts across, the
 * rating up, the lowest and highest ratings written at the left and the latest at the line's end.
 * Sized in the font's units, so that it grows with the zoom.
 */
final class RatingChart extends JComponent {
    private List<Double> ratings = List.of();
    private String empty = "";
    private String firstLabel = "";
    private String lastLabel = "";

    RatingChart() {
        setName("puzzleRatingChart");
        setOpaque(false);
    }

    /** Shows {@code shown} (one rating per attempt, the newcomer's first); {@code none} is said when there is nothing to draw. */
    void show(List<Double> shown, String none, String first, String last) {
        ratings = List.copyOf(shown);
        empty = none;
        firstLabel = first;
        lastLabel = last;
        setToolTipText(ratings.size() < 2 ? none : first + " … " + last);
        repaint();
    }

    /** The ratings drawn, for tests. */
    List<Double> ratings() {
        return ratings;
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics metrics = getFontMetrics(getFont());
        return new Dimension(metrics.charWidth('m') * 34, metrics.getHeight() * 5);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(getFont());
            FontMetrics metrics = g.getFontMetrics();
            Color text = colour("Label.foreground", Color.DARK_GRAY);
            Color grid = colour("Separator.foreground", Color.LIGHT_GRAY);
            Color line = colour("Component.accentColor", new Color(0x2675bf));
            if (ratings.size() < 2) {
                g.setColor(text);
                g.drawString(empty, 0, metrics.getAscent());
                return;
            }
            double low = ratings.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double high = ratings.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            if (high - low < 20) { // a flat curve still gets some height to move in
                low -= 10;
                high += 10;
            }
            String lowText = String.valueOf(Math.round(low));
            String highText = String.valueOf(Math.round(high));
            String latest = String.valueOf(Math.round(ratings.get(ratings.size() - 1)));
            int left = Math.max(metrics.stringWidth(lowText), metrics.stringWidth(highText)) + metrics.charWidth('m') / 2;
            int right = getWidth() - metrics.stringWidth(latest) - metrics.charWidth('m');
            int top = metrics.getAscent() / 2 + 2;
            int bottom = getHeight() - metrics.getHeight() - 2;
            if (right <= left || bottom <= top) {
                return;
            }
            float unit = Math.max(1f, metrics.getHeight() / 14f);
            g.setColor(grid);
            g.setStroke(new BasicStroke(unit));
            g.drawLine(left, top, left, bottom);
            g.drawLine(left, bottom, right, bottom);
            g.drawLine(left, top, left + (int) (3 * unit), top);
            g.setColor(text);
            g.drawString(highText, left - metrics.charWidth('m') / 4 - metrics.stringWidth(highText), top + metrics.getAscent() / 2);
            g.drawString(lowText, left - metrics.charWidth('m') / 4 - metrics.stringWidth(lowText), bottom);
            g.drawString(firstLabel, left, bottom + metrics.getAscent() + 1);
            g.drawString(lastLabel, Math.max(left, right - metrics.stringWidth(lastLabel)), bottom + metrics.getAscent() + 1);
            Path2D.Double path = new Path2D.Double();
            double x = 0;
            double y = 0;
            for (int i = 0; i < ratings.size(); i++) {
                x = left + (right - left) * i / (double) (ratings.size() - 1);
                y = bottom - (bottom - top) * (ratings.get(i) - low) / (high - low);
                if (i == 0) {
                    path.moveTo(x, y);
                } else {
                    path.lineTo(x, y);
                }
            }
            g.setColor(line);
            g.setStroke(new BasicStroke(2 * unit, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(path);
            double dot = 3 * unit;
            g.fill(new Ellipse2D.Double(x - dot, y - dot, 2 * dot, 2 * dot));
            g.setColor(text);
            g.drawString(latest, (float) (x + metrics.charWidth('m') / 2.0), (float) (y + metrics.getAscent() / 2.0 - 1));
        } finally {
            g.dispose();
        }
    }

    private static Color colour(String key, Color fallback) {
        Color colour = UIManager.getColor(key);
        return colour == null ? fallback : colour;
    }
}
