package org.ludoteka.puzzle;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteka.games.tayu.TayuRules;

/**
 * What a puzzle asks, written as one word in files and on the command line: {@code win-in-2},
 * {@code save}, {@code reach-c3}, {@code block-f2-3}, {@code best-placement}, {@code points-20}.
 */
public sealed interface Goal {
    /** The most moves of one's own any puzzle or {@code solve} asks for. */
    int MAX_MOVES = 4;

    /** Win within {@code moves} of your own moves whatever the opponent does (LOA: connect; Tamsk: finish ahead in rings). */
    record WinIn(int moves) implements Goal {
        public WinIn {
            if (moves < 1 || moves > MAX_MOVES) {
                throw new IllegalArgumentException("win in 1 to " + MAX_MOVES + " moves, not " + moves);
            }
        }

        @Override
        public String text() {
            return "win-in-" + moves;
        }
    }

    /** LOA, GIPF: the opponent threatens to win on his next move; find every move after which he cannot. */
    record Save() implements Goal {
        @Override
        public String text() {
            return "save";
        }
    }

    /**
     * GIPF: the turn — the push and the row and keep decisions after it — that captures the most of the
     * opponent's pieces (a GIPF piece counts two); every turn that captures as many is accepted.
     */
    record CaptureMost() implements Goal {
        @Override
        public String text() {
            return "capture-most";
        }
    }

    /**
     * GIPF with potentials: bring a loaded piece onto e5 and make the extra move it gives (P-8) so that
     * the turn captures the most of the opponent's pieces — more than any turn without the power.
     */
    record UsePower() implements Goal {
        @Override
        public String text() {
            return "use-power";
        }
    }

    /**
     * GIPF with potentials, the interim position (P-10): the regular push and the extra move of a potential
     * on e5 form one turn, and no row is removed until both are made. Every turn that captures the most of
     * the opponent's pieces is accepted; the puzzle stands only when each of them has a later push that
     * changes a row already standing after the earlier one — a row that would be gone had rows been
     * removed between the moves — so that no turn without it captures as many.
     */
    record Interim() implements Goal {
        @Override
        public String text() {
            return "interim";
        }
    }

    /** GIPF: the goals answered by the turns that capture the most (every such turn accepted). */
    static boolean capturesMost(Goal goal) {
        return goal instanceof CaptureMost || goal instanceof UsePower || goal instanceof Interim;
    }

    /** Tamsk: which cells could the hourglass on {@code cell} still reach, if the other hourglasses made way? Full cells are walls. */
    record Reach(String cell) implements Goal {
        @Override
        public String text() {
            return "reach-" + cell;
        }
    }

    /** Tamsk: a move whose ring walls the opponent's hourglass on {@code cell} into at most {@code cells} cells. */
    record Block(String cell, int cells) implements Goal {
        @Override
        public String text() {
            return "block-" + cell + "-" + cells;
        }
    }

    /**
     * Ta Yü: the tile on move may lie in several places; find every placement that leaves the mover
     * the best lead — his score less his opponent's, each the product of the builder's two coasts.
     */
    record BestPlacement() implements Goal {
        @Override
        public String text() {
            return "best-placement";
        }
    }

    /** Ta Yü: lay the tile on move so that the mover's score (the product of his two coasts) becomes exactly {@code points}. */
    record Points(int points) implements Goal {
        public Points {
            if (points < 0 || points > MAX_POINTS) {
                throw new IllegalArgumentException("a Ta Yü score is 0 to " + MAX_POINTS + ", not " + points);
            }
        }

        @Override
        public String text() {
            return "points-" + points;
        }
    }

    /** The highest score a Ta Yü builder can make: 22 points on each of his coasts. */
    int MAX_POINTS = TayuRules.MAX_BID;

    /** The goal as written. */
    String text();

    Pattern WIN_IN = Pattern.compile("win-in-([1-9])");
    Pattern REACH = Pattern.compile("reach-([a-z][0-9])");
    Pattern BLOCK = Pattern.compile("block-([a-z][0-9])-([0-9]{1,2})");
    Pattern POINTS = Pattern.compile("points-(0|[1-9][0-9]{0,2})");

    /** The goal {@code text} names, if it is one. */
    static Optional<Goal> parse(String text) {
        Matcher m = WIN_IN.matcher(text);
        if (m.matches() && Integer.parseInt(m.group(1)) <= MAX_MOVES) {
            return Optional.of(new WinIn(Integer.parseInt(m.group(1))));
        }
        if (text.equals("save")) {
            return Optional.of(new Save());
        }
        m = REACH.matcher(text);
        if (m.matches()) {
            return Optional.of(new Reach(m.group(1)));
        }
        m = BLOCK.matcher(text);
        if (m.matches()) {
            return Optional.of(new Block(m.group(1), Integer.parseInt(m.group(2))));
        }
        if (text.equals("use-power")) {
            return Optional.of(new UsePower());
        }
        if (text.equals("interim")) {
            return Optional.of(new Interim());
        }
        if (text.equals("capture-most")) {
            return Optional.of(new CaptureMost());
        }
        if (text.equals("best-placement")) {
            return Optional.of(new BestPlacement());
        }
        m = POINTS.matcher(text);
        if (m.matches() && Integer.parseInt(m.group(1)) <= MAX_POINTS) {
            return Optional.of(new Points(Integer.parseInt(m.group(1))));
        }
        return Optional.empty();
    }
}
