package org.ludoteka.lesson;

import java.util.List;
import java.util.Optional;

/**
 * What a step marks on the board: cells to light up and arrows {@code from-to}, in the game's
 * notation, and a piece to show enlarged over the board with its parts numbered ({@code closeUp}),
 * on a board that has such a close-up (Ta Yü: a tile with its 8 exits, e.g. {@code h025}). Marks
 * read from a file remember the line each was written on ({@link Written}), so that a mark the
 * board lacks is reported there, not at its step's first line.
 */
public record Annotations(List<String> cells, List<String> arrows, Optional<String> closeUp, Written written) {
    public static final Annotations NONE = new Annotations(List.of(), List.of());

    public Annotations {
        cells = List.copyOf(cells);
        arrows = List.copyOf(arrows);
    }

    public Annotations(List<String> cells, List<String> arrows, Optional<String> closeUp) {
        this(cells, arrows, closeUp, Written.NOWHERE);
    }

    public Annotations(List<String> cells, List<String> arrows) {
        this(cells, arrows, Optional.empty());
    }

    /** The same marks without their lines: as they compare with the same marks read elsewhere in a file. */
    public Annotations unwritten() {
        return new Annotations(cells, arrows, closeUp);
    }

    /**
     * The line (1-based) of each cell, each arrow and the close-up in the file they were read from,
     * in the order of the marks; none for marks that were never read from a file (the editor's).
     */
    public record Written(List<Integer> cells, List<Integer> arrows, int closeUp) {
        public static final Written NOWHERE = new Written(List.of(), List.of(), 0);

        public Written {
            cells = List.copyOf(cells);
            arrows = List.copyOf(arrows);
        }

        /** The line of cell {@code index}, or {@code otherwise} when it is not known. */
        public int cell(int index, int otherwise) {
            return index < cells.size() ? cells.get(index) : otherwise;
        }

        /** The line of arrow {@code index}, or {@code otherwise} when it is not known. */
        public int arrow(int index, int otherwise) {
            return index < arrows.size() ? arrows.get(index) : otherwise;
        }

        public int closeUp(int otherwise) {
            return closeUp > 0 ? closeUp : otherwise;
        }
    }
}
