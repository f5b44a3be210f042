package org.ludoteka.ui.export;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import javax.swing.UIDefaults;
import javax.swing.UIManager;

/**
 * The light theme's colours, on white, for as long as something is printed: a handout goes to paper,
 * whatever theme the window wears (a dark board on a dark page would print as a block of toner).
 * The colours are laid over the theme's for that time only, then taken away again.
 */
final class PaperColours {

    interface Printing {
        void run() throws IOException;
    }

    private PaperColours() {
    }

    /** Runs {@code printing} with every colour the light theme has, the page's background white. */
    static void during(Printing printing) throws IOException {
        List<String> laid = new ArrayList<>();
        try {
            UIDefaults light = new FlatLightLaf().getDefaults();
            for (Object key : Collections.list(light.keys())) {
                Color colour = "Panel.background".equals(key) ? Color.WHITE : light.getColor(key);
                if (key instanceof String name && colour != null && notSetByTheProgram(name)) {
                    UIManager.put(name, colour);
                    laid.add(name);
                }
            }
            printing.run();
        } finally {
            laid.forEach(name -> UIManager.put(name, null)); // the theme's own colour shows again
        }
    }

    /** True unless the program put its own value over the theme's under {@code key}, which stays as it is. */
    private static boolean notSetByTheProgram(String key) {
        Object now = UIManager.get(key);
        return now == null || Objects.equals(now, UIManager.getLookAndFeelDefaults().get(key));
    }
}
