package org.ludoteka.core;

import java.util.ArrayList;
import java.util.List;

/**
 * What is drawn on a board to point at things while talking, as on the big chess sites: arrows from
 * one place to another and circles round one place, each in one of three colours. Places are named
 * in the game's own notation (a square, a cell, a point), so the same drawing suits every board.
 * Drawing a mark again takes it away; drawing its shape in another colour recolours it.
 */
public record Drawing(List<Mark> marks) {
    public static final Drawing EMPTY = new Drawing(List.of());

    public Drawing {
        marks = List.copyOf(marks);
    }

    /** The three colours, chosen by the modifier key held when the drawing starts. */
    public enum Pen {
        GREEN, RED, BLUE;

        /** Plain is green, Shift red, Ctrl or Alt blue (with Shift too, since Ctrl and Alt say more). */
        public static Pen heldDown(boolean shift, boolean ctrlOrAlt) {
            return ctrlOrAlt ? BLUE : shift ? RED : GREEN;
        }
    }

    /** One mark of a drawing. */
    public sealed interface Mark {
        Pen pen();

        /** The same arrow or circle, whatever its colour. */
        boolean sameShape(Mark other);
    }

    /** An arrow from one place to another. */
    public record Arrow(String from, String to, Pen pen) implements Mark {
        @Override
        public boolean sameShape(Mark other) {
            return other instanceof Arrow arrow && arrow.from.equals(from) && arrow.to.equals(to);
        }
    }

    /** A circle round one place. */
    public record Circle(String place, Pen pen) implements Mark {
        @Override
        public boolean sameShape(Mark other) {
            return other instanceof Circle circle && circle.place.equals(place);
        }
    }

    /** What a stroke from {@code from} to {@code to} draws: an arrow, or a circle where it starts and ends on one place. */
    public static Mark stroke(String from, String to, Pen pen) {
        return from.equals(to) ? new Circle(from, pen) : new Arrow(from, to, pen);
    }

    /**
     * Arrows written {@code from-to} (a lesson's {@code arrows}), in {@code pen}; one that is not two
     * places joined by a dash is left out (the lesson's check reports it with its line).
     */
    public static Drawing ofArrows(List<String> written, Pen pen) {
        List<Mark> marks = new ArrayList<>();
        for (String arrow : written) {
            String[] ends = arrow.split("-", -1);
            if (ends.length == 2 && !ends[0].isBlank() && !ends[1].isBlank()) {
                marks.add(stroke(ends[0].strip(), ends[1].strip(), pen));
            }
        }
        return new Drawing(marks);
    }

    /** This drawing with {@code mark} drawn: taken away if it was there, recoloured if its shape was there in another colour. */
    public Drawing with(Mark mark) {
        List<Mark> next = new ArrayList<>(marks);
        boolean removed = next.removeIf(mark::sameShape);
        if (!removed || !marks.contains(mark)) {
            next.add(mark);
        }
        return new Drawing(next);
    }

    public boolean isEmpty() {
        return marks.isEmpty();
    }
}
