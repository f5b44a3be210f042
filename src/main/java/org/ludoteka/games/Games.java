package org.ludoteka.games;

import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tayu.TayuGame;

/**
 * The four games of Ludoteka, in the order the chooser shows them. A game whose engine is not built
 * yet is listed with none: the program says so plainly instead of offering a board that is not real.
 */
public final class Games {

    /** A game of the catalogue: its id ({@code game.<id>} names it in the bundles) and its engine, once built. */
    public record Entry(String id, Optional<Game<?, ?>> engine) {
        public String nameKey() {
            return "game." + id;
        }
    }

    public static final List<Entry> CATALOGUE = List.of(
            new Entry("loa", Optional.of(LoaGame.INSTANCE)),
            new Entry("tamsk", Optional.of(TamskGame.INSTANCE)),
            new Entry("tayu", Optional.of(TayuGame.INSTANCE)),
            new Entry("gipf", Optional.of(GipfGame.INSTANCE)));

    private Games() {
    }

    public static Optional<Entry> byId(String id) {
        return CATALOGUE.stream().filter(e -> e.id().equals(id)).findFirst();
    }
}
