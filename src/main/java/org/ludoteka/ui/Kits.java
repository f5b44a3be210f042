package org.ludoteka.ui;

import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.games.Games;
import org.ludoteka.ui.gipf.GipfKit;
import org.ludoteka.ui.loa.LoaKit;
import org.ludoteka.ui.tamsk.TamskKit;
import org.ludoteka.ui.tayu.TayuKit;

/** The kit of each game of the catalogue, in the catalogue's order: a new game adds one line here (KitsTest checks they match). */
public final class Kits {
    public static final List<GameKit> ALL = List.of(new LoaKit(), new TamskKit(), new TayuKit(), new GipfKit());

    private Kits() {
    }

    public static Optional<GameKit> of(Game<?, ?> game) {
        return ALL.stream().filter(kit -> kit.game().equals(game)).findFirst();
    }

    public static Optional<GameKit> of(Games.Entry entry) {
        return entry.engine().flatMap(Kits::of);
    }

    public static Optional<GameKit> byId(String id) {
        return ALL.stream().filter(kit -> kit.game().id().equals(id)).findFirst();
    }
}
