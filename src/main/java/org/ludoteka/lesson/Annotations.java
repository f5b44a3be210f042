package org.ludoteka.lesson;

import java.util.List;
import java.util.Optional;

/**
 * What a step marks on the board: cells to light up and arrows {@code from-to}, in the game's
 * notation, and a piece to show enlarged over the board with its parts numbered ({@code closeUp}),
 * on a board that has such a close-up (Ta Yü: a tile with its 8 exits, e.g. {@code h025}).
 */
public record Annotations(List<String> cells, List<String> arrows, Optional<String> closeUp) {
    public static final Annotations NONE = new Annotations(List.of(), List.of());

    public Annotations {
        cells = List.copyOf(cells);
        arrows = List.copyOf(arrows);
    }

    public Annotations(List<String> cells, List<String> arrows) {
        this(cells, arrows, Optional.empty());
    }
}
