package org.ludoteka.ui;

import java.awt.Color;
import javax.swing.JLabel;
import javax.swing.UIManager;

/**
 * A headline coloured by what it tells, e.g. a legal move in the theme's green and an illegal one
 * in its red. The colour is a theme key, looked up again whenever the theme changes.
 */
public final class VerdictLabel extends JLabel {
    private static final String PLAIN = "Label.foreground";
    private String colourKey = PLAIN;

    public VerdictLabel(String name) {
        setName(name);
        putClientProperty("FlatLaf.styleClass", "h4");
    }

    public void show(String text, String themeKey) {
        setText(text);
        colourKey = themeKey;
        recolour();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (colourKey != null) { // null while JLabel's constructor installs the look, before the fields are set
            recolour();
        }
    }

    private void recolour() {
        Color colour = UIManager.getColor(colourKey);
        setForeground(colour != null ? colour : UIManager.getColor(PLAIN));
    }
}
