package org.ludoteka.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The known word a mistyped one was most likely meant to be: {@code lao} is {@code loa}, {@code mvoes} is {@code moves}. */
final class Nearest {

    private Nearest() {
    }

    /**
     * The candidate fewest edits away (a letter added, dropped, changed, or two neighbours swapped),
     * if it is close enough to be a typing slip: one edit for words of up to four letters, two for longer.
     */
    static Optional<String> to(String typed, List<String> candidates) {
        return candidates.stream()
                .filter(candidate -> edits(typed, candidate) <= (candidate.length() <= 4 ? 1 : 2))
                .min(Comparator.comparingInt(candidate -> edits(typed, candidate)));
    }

    /** The optimal string alignment distance: Levenshtein's, with a swap of two neighbours as one edit. */
    static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int change = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + change);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
