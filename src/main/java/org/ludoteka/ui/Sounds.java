package org.ludoteka.ui;

import java.awt.Toolkit;

/** The window's only sound, the beep of a timer run out, which the settings may silence (a quiet classroom). */
public final class Sounds {
    private static boolean on = true;

    private Sounds() {
    }

    public static void setOn(boolean wanted) {
        on = wanted;
    }

    /** Beeps when sound is on; a machine without a sound device simply stays silent. */
    public static void beep() {
        if (!on) {
            return;
        }
        try {
            Toolkit.getDefaultToolkit().beep();
        } catch (RuntimeException e) {
            // no sound here: what beeps also shows itself on screen
        }
    }
}
