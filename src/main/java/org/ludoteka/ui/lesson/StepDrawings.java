package org.ludoteka.ui.lesson;

import java.util.Map;
import java.util.TreeMap;
import org.ludoteka.core.Drawing;

/**
 * What the teacher drew by hand on each step of the open lesson: a step's arrows and circles stay
 * with that step, gone from the board on the next and back on returning to it, and the handout
 * prints each step's own on its page.
 */
final class StepDrawings {
    private final Map<Integer, Drawing> byStep = new TreeMap<>();

    /** Keeps what is drawn on step {@code step} as it is left. */
    void keep(int step, Drawing drawn) {
        if (drawn.isEmpty()) {
            byStep.remove(step);
        } else {
            byStep.put(step, drawn);
        }
    }

    /** What was drawn on step {@code step}, nothing if it was never drawn on. */
    Drawing on(int step) {
        return byStep.getOrDefault(step, Drawing.EMPTY);
    }

    /** Every step's drawing, with {@code now} for the step {@code shown} on screen, drawn on still. */
    Map<Integer, Drawing> with(int shown, Drawing now) {
        StepDrawings all = new StepDrawings();
        all.byStep.putAll(byStep);
        all.keep(shown, now);
        return Map.copyOf(all.byStep);
    }
}
