package org.ludoteka.soak;

import java.util.List;

/** Every game's soak, by game, each with its variants; a game's games are shared among its variants. */
public final class Soaks {

    /** One game and the variants it is soaked in. */
    public record GameSoak(String game, List<Soak.Variant<?, ?>> variants) {
    }

    public static final List<GameSoak> ALL = List.of(
            new GameSoak("loa", LoaSoak.variants()),
            new GameSoak("tamsk", TamskSoak.variants()),
            new GameSoak("gipf", GipfSoak.variants()),
            new GameSoak("tayu", TayuSoak.variants()));

    private Soaks() {
    }

    /** Soaks {@code gamesPerGame} games of {@code soak}'s game, shared evenly among its variants, from {@code seed}. */
    public static List<Soak.Report> run(GameSoak soak, int gamesPerGame, long seed) {
        int variants = soak.variants().size();
        return soak.variants().stream()
                .map(variant -> new Soak<>(variant).run(gamesPerGame / variants + (soak.variants().indexOf(variant) < gamesPerGame % variants ? 1 : 0),
                        seed + soak.variants().indexOf(variant)))
                .toList();
    }
}
