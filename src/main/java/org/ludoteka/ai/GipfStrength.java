package org.ludoteka.ai;

/** How hard the GIPF opponent tries: how many tokens deep it may look, and how much noise blurs its judgement. */
public enum GipfStrength {
    EASY(1, 150), MEDIUM(2, 30), HARD(64, 0);

    final int maxDepth;
    final int noise;

    GipfStrength(int maxDepth, int noise) {
        this.maxDepth = maxDepth;
        this.noise = noise;
    }
}
