package org.ludoteka.games.tamsk;

/** One Tamsk event, as the tokens of DESIGN.md §3 write them. */
public sealed interface TamskEvent {
    TamskEvent RING = new Ring();
    TamskEvent CLAIM = new Claim();
    TamskEvent PASS = new Pass();
    TamskEvent TIMER = new TurnTimer();
    TamskEvent PICK_UP_TO_PLACE = new PickUpToPlace();

    /** {@code a1-b2}: the hourglass on {@code from} goes to {@code to}, turned over at levels 2–3; {@code a1-b2+}: and a ring is dropped there at once. */
    record Move(int from, int to, boolean ring) implements TamskEvent {
    }

    /** {@code ring}: the last mover drops the ring he has not dropped yet. */
    record Ring() implements TamskEvent {
    }

    /** {@code claim}: the player on move drops one of his rings where the last mover forgot to (TA-5). */
    record Claim() implements TamskEvent {
    }

    /** {@code pass}: forced at any level, voluntary at level 3 only; also how a lost turn is spent. */
    record Pass() implements TamskEvent {
    }

    /** {@code a1^}: level 3, the hourglass on {@code cell} is picked up: the move has started (TA-6). */
    record PickUp(int cell) implements TamskEvent {
    }

    /** {@code timer}: level 3, the player not on move turns the 15-second timer. */
    record TurnTimer() implements TamskEvent {
    }

    /**
     * {@code @^}: level 3, free start: an hourglass to be placed is picked up: the placement has
     * started (TA-6), so the 15 s running out now is a late placement (T-24); a later {@code @b2} lets it go.
     */
    record PickUpToPlace() implements TamskEvent {
    }

    /** {@code @b2}: free start, an hourglass placed on {@code cell} (let go, if it was picked up with {@code @^}). */
    record Place(int cell) implements TamskEvent {
    }

    /** {@code +12.5s}: time passes. */
    record Elapse(long millis) implements TamskEvent {
        public Elapse {
            if (millis < 0) {
                throw new IllegalArgumentException("time does not run backwards: " + millis);
            }
        }
    }
}
