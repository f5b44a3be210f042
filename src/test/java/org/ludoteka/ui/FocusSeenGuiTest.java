package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;

/**
 * A keyboard user sees which button has the focus, in every theme: the focused button differs from
 * itself unfocused by a contrast of at least 3:1 (WCAG's measure for a focus indicator) over a ring
 * about two pixels thick, as long as its outline. Both a plain button and a dialog's default button,
 * which is ringed already, are checked.
 */
class FocusSeenGuiTest extends WindowTest {
    /** WCAG's least contrast between a focus indicator and what it replaces. */
    private static final double FOCUS_CONTRAST = 3;
    /** How many times the button's outline the pixels changed at that contrast must cover: a ring of 1.5 pixels at the least. */
    private static final double RING_THICKNESS = 1.5;

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aFocusedButtonIsRingedClearlyInEveryTheme(Theme theme) {
        open(Settings.DEFAULT.withTheme(theme));
        chooseLinesOfAction();
        requireFocusSeen(window.button("loaNewGameButton").target(), window.button("loaCopyMovesButton").target());

        window.menuItem("settingsItem").click();
        DialogFixture dialog = window.dialog("settingsDialog");
        requireFocusSeen(dialog.button("settingsOkButton").target(), dialog.button("settingsCancelButton").target());
    }

    /** Paints {@code button} with the focus, and again once {@code other} has it, and compares the two. */
    private void requireFocusSeen(JButton button, JButton other) {
        window.robot().focusAndWaitForFocusGain(button);
        BufferedImage focused = painted(button);
        window.robot().focusAndWaitForFocusGain(other);
        BufferedImage unfocused = painted(button);
        int changed = 0;
        for (int y = 0; y < focused.getHeight(); y++) {
            for (int x = 0; x < focused.getWidth(); x++) {
                if (contrast(focused.getRGB(x, y), unfocused.getRGB(x, y)) >= FOCUS_CONTRAST) {
                    changed++;
                }
            }
        }
        int outline = 2 * (focused.getWidth() + focused.getHeight());
        assertThat(changed).as("pixels of %s changed at 3:1 by the focus, against its outline of %d", button.getName(), outline)
                .isGreaterThanOrEqualTo((int) (RING_THICKNESS * outline));
    }

    private static BufferedImage painted(JButton button) {
        return GuiActionRunner.execute(() -> {
            BufferedImage image = new BufferedImage(button.getWidth(), button.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.setColor(button.getParent().getBackground());
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            button.paint(g);
            g.dispose();
            return image;
        });
    }

    /** WCAG's contrast ratio of two colours, 1 to 21. */
    static double contrast(int rgb, int other) {
        double lighter = Math.max(luminance(rgb), luminance(other));
        double darker = Math.min(luminance(rgb), luminance(other));
        return (lighter + 0.05) / (darker + 0.05);
    }

    /** WCAG's relative luminance of an sRGB colour, 0 to 1. */
    static double luminance(int rgb) {
        double sum = 0;
        double[] weights = {0.2126, 0.7152, 0.0722};
        for (int channel = 0; channel < 3; channel++) {
            double value = ((rgb >> (16 - 8 * channel)) & 0xff) / 255.0;
            sum += weights[channel] * (value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4));
        }
        return sum;
    }
}
