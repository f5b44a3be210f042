package org.ludoteka.games.gipf;

import java.util.List;

/** One GIPF token: a push, or a decision where the rules leave a choice (README, "GIPF"). */
public sealed interface GipfMove {
    GipfMove CHALLENGE = new Challenge(true);
    GipfMove NO_CHALLENGE = new Challenge(false);
    GipfMove WON = new TamskResult(true);
    GipfMove LOST = new TamskResult(false);
    GipfMove FORFEIT = new Forfeit();

    /**
     * {@code a1-b2}, {@code Ga1-b2}, {@code Ta1-b2}: a piece of {@code kind} (basic, GIPF or loaded) put on
     * {@code dot} and pushed onto {@code spot}. During an extra move {@code a1-b2} brings in the potential.
     */
    record Push(GipfPiece.Kind kind, int dot, int spot) implements GipfMove {
        public Push {
            if (kind == GipfPiece.Kind.POTENTIAL) {
                throw new IllegalArgumentException("a potential enters only as the extra move, written as a basic push");
            }
        }
    }

    /** {@code xc3-c7}, {@code xc3-c7:e5,f6}: the row from c3 to c7 with its extensions goes, but the pieces on {@code kept}. */
    record Remove(Segment segment, List<Integer> kept) implements GipfMove {
        public Remove {
            kept = kept.stream().sorted().distinct().toList();
        }
    }

    /** {@code challenge} / {@code no-challenge}: the opponent of a potential on e5 demands a game of Tamsk, or lets it be. */
    record Challenge(boolean demanded) implements GipfMove {
    }

    /** {@code won} / {@code lost}: how the challenge's game of Tamsk went for the potential's owner. */
    record TamskResult(boolean ownerWon) implements GipfMove {
    }

    /** {@code forfeit}: the owner of the potential on e5 does not make the extra move; the potential is lost. */
    record Forfeit() implements GipfMove {
    }
}
