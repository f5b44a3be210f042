package org.ludoteka.ai;

/**
 * How hard the Ta Yü opponent tries. Easy looks only at the score a placement makes, blurred by
 * noise, and draws from either stack at random; medium also weighs the open channels heading for its
 * coasts; hard besides chooses its stack by what the visible supply promises and looks ahead at the
 * best answer the next player can expect from the stacks he will draw from.
 */
public enum TayuStrength {
    EASY(3.0, false, false), MEDIUM(0.0, true, false), HARD(0.0, true, true);

    final double noise;
    final boolean weighsChannels;
    final boolean looksAhead;

    TayuStrength(double noise, boolean weighsChannels, boolean looksAhead) {
        this.noise = noise;
        this.weighsChannels = weighsChannels;
        this.looksAhead = looksAhead;
    }
}
