package org.ludoteka.ai;

/**
 * How much sand the search lets run while each side thinks (levels 2–3). The computer knows its
 * own pace; the opponent's it cannot know, so it plans for the worst of both: he answers slowly
 * when that lets the computer's hourglasses run low, and at once when his own are in danger.
 *
 * @param computer          the computer's side (0 Red, 1 Black, as {@link TamskSearchBoard} numbers them)
 * @param computerThinking  how long the computer takes for a move, until the move lands
 * @param opponentQuick     how soon the opponent can answer to save an hourglass of his
 * @param opponentSlow      how long he may take, as the computer's hourglasses see it
 */
record TamskPace(int computer, int computerThinking, int opponentQuick, int opponentSlow) {
    /** Level 1: hourglasses are plain pieces, and time does not matter. */
    static final TamskPace TIMELESS = new TamskPace(0, 0, 0, 0);

    /** The sand that runs out of {@code owner}'s hourglasses while {@code thinker} thinks about his move. */
    int drain(int thinker, int owner) {
        if (thinker == computer) {
            return computerThinking;
        }
        return owner == computer ? opponentSlow : opponentQuick;
    }

    /** The sand {@code owner}'s hourglasses lose from one of his moves to his next. */
    int round(int owner) {
        return drain(owner, owner) + drain(1 - owner, owner);
    }
}
