package org.ludoteka.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.event.KeyEvent;
import javax.swing.InputMap;
import javax.swing.JLabel;
import javax.swing.KeyStroke;
import javax.swing.UIDefaults;
import javax.swing.UIManager;
import javax.swing.plaf.InputMapUIResource;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/**
 * The theme and the zoom. The board's colours are {@code Ludoteka.Board.*} keys in the theme files
 * beside this class ({@code themes/FlatLightLaf.properties}, {@code FlatDarkLaf.properties}), so a
 * theme changes them without code; the high-contrast theme ({@link ContrastLaf}) has its own file. The projector zoom is FlatLaf's, which scales fonts, gaps and
 * every size that passes through {@link UIScale#scale(int)}.
 */
final class Looks {
    private static final float[] ZOOM_FACTORS = zoomFactors();

    private Looks() {
    }

    /** Before any component exists: installs the theme and the zoom without touching a window. */
    static void install(Theme theme, int zoomPercent) {
        FlatLaf.registerCustomDefaultsSource("org.ludoteka.ui.themes");
        UIScale.setSupportedZoomFactors(ZOOM_FACTORS);
        UIScale.setZoomFactor(zoomPercent / 100f);
        setUp(theme);
    }

    /** While the window runs: switches and re-styles every open window at once. */
    static void change(Theme theme, int zoomPercent) {
        UIScale.setZoomFactor(zoomPercent / 100f);
        setUp(theme);
        FlatLaf.updateUI();
    }

    /**
     * Gives {@code label} the font of a heading, {@code "h3"} or {@code "h4"}, as FlatLaf's style class
     * of that name does, again with each new look or zoom, without FlatLaf's styling: its first use
     * costs a few hundredths of a second, and the window's first paint shows three headings.
     */
    static void heading(JLabel label, String level) {
        String key = level + ".font";
        label.setFont(UIManager.getFont(key));
        label.addPropertyChangeListener("UI", change -> label.setFont(UIManager.getFont(key)));
    }

    private static void setUp(Theme theme) {
        switch (theme) {
            case DARK -> FlatDarkLaf.setup();
            case CONTRAST -> FlatLaf.setup(new ContrastLaf());
            case LIGHT -> FlatLightLaf.setup();
        }
        enterPressesFocusedButton("Button.focusInputMap");
        enterPressesFocusedButton("ToggleButton.focusInputMap");
    }

    /**
     * Enter presses the button that has the focus, as Space does: a learner who tabs to Next or to
     * a dialog's Cancel and presses Enter expects that button pressed, not the dialog's default one.
     * The key is the button's only while it has the focus, so Enter in a text field still submits
     * the field, and Enter in a dialog whose focus is on no button still presses its default button.
     * FlatLaf keeps Swing's Basic binding for push buttons but has none for toggle buttons (the
     * trainer's Claim); both are set here so that no theme depends on it. Check boxes keep Swing's
     * way (Space ticks them, Enter is the dialog's); the GIPF kind buttons take Enter themselves
     * ({@link Actions#pressedWithEnter}).
     */
    private static void enterPressesFocusedButton(String key) {
        UIDefaults defaults = UIManager.getLookAndFeelDefaults();
        InputMap withEnter = new InputMapUIResource();
        if (defaults.get(key) instanceof InputMap swings && swings.keys() != null) {
            for (KeyStroke stroke : swings.keys()) {
                withEnter.put(stroke, swings.get(stroke));
            }
        }
        withEnter.put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0, false), "pressed");
        withEnter.put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0, true), "released");
        defaults.put(key, withEnter);
    }

    private static float[] zoomFactors() {
        float[] factors = new float[Settings.ZOOMS.size()];
        for (int i = 0; i < factors.length; i++) {
            factors[i] = Settings.ZOOMS.get(i) / 100f;
        }
        return factors;
    }
}
