package org.ludoteka.ai;

/**
 * How hard the Ta Yü opponent tries. Easy looks only at the score a placement makes, blurred by
 * noise, and draws from either stack at random; medium also weighs the open channels heading for its
 * coasts; hard besides chooses its stack by what the visible supply promises and looks ahead at the
 * best answer the next player can expect from the stacks he will draw from.
 */
public enum TayuStrength {
    EASY, MEDIUM, HARD;

    /** How much noise blurs the score of a placement: only easy's judgement is blurred. */
    double noise() {
        return this == EASY ? 3.0 : 0.0;
    }

    /** Whether the open channels heading for its coasts count: from medium up. */
    boolean weighsChannels() {
        return this != EASY;
    }

    /** Whether it chooses its stack by the supply and looks ahead at the next player's best answer: hard alone. */
    boolean looksAhead() {
        return this == HARD;
    }
}
