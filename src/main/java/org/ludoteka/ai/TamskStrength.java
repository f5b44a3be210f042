package org.ludoteka.ai;

/**
 * How hard the Tamsk opponent tries: how deep it may look, how much noise (in hundredths of a
 * ring) blurs its judgement, and at level 3 how long it lets the other player think before it
 * turns the 15-second timer on him (T-23).
 */
public enum TamskStrength {
    EASY(1, 150, 40_000), MEDIUM(3, 40, 25_000), HARD(64, 0, 15_000);

    final int maxDepth;
    final int noise;
    final long timerPatienceMillis;

    TamskStrength(int maxDepth, int noise, long timerPatienceMillis) {
        this.maxDepth = maxDepth;
        this.noise = noise;
        this.timerPatienceMillis = timerPatienceMillis;
    }
}
