package org.ludoteka.ui.lesson.editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ludoteka.core.Drawing;

/**
 * The marks of the step being written, as the editor's fields hold them (places and arrows
 * {@code from-to}, the game's notation, apart by spaces or commas), changed by the right button's
 * strokes on its board as drawing elsewhere is: a drag draws an arrow, a click marks a cell, and the
 * same mark drawn again is taken away. A lesson's marks have no colour: the pen held is not kept.
 */
final class StrokeMarks {
    private StrokeMarks() {
    }

    /** The marks written in a field, in their order. */
    static List<String> written(String field) {
        return Arrays.stream(field.strip().split("[\\s,]+")).filter(mark -> !mark.isEmpty()).toList();
    }

    /** The field's marks with {@code mark} added at the end, or taken away if it was there. */
    static String toggled(String field, String mark) {
        List<String> marks = new ArrayList<>(written(field));
        if (!marks.remove(mark)) {
            marks.add(mark);
        }
        return String.join(" ", marks);
    }

    /** What the lesson writes for a stroke's arrow: {@code from-to}, as its {@code arrows}. */
    static String arrow(Drawing.Arrow arrow) {
        return arrow.from() + "-" + arrow.to();
    }
}
