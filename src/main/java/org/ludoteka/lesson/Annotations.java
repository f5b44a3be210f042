package org.ludoteka.lesson;

import java.util.List;

/** What a step marks on the board: cells to light up and arrows {@code from-to}, in the game's notation. */
public record Annotations(List<String> cells, List<String> arrows) {
    public static final Annotations NONE = new Annotations(List.of(), List.of());

    public Annotations {
        cells = List.copyOf(cells);
        arrows = List.copyOf(arrows);
    }
}
