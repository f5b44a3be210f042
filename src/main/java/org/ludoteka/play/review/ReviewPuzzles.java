package org.ludoteka.play.review;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;

/**
 * Personal puzzles from a review (issue #23, its second part): each missed win of the game becomes a
 * win-in-N puzzle from the position where it was missed, the moves that win its accepted answers and
 * the solver's main line its solution, in the shipped puzzles' format, so that {@code verify} proves
 * them again. Blunders and costly placements make none yet: the position after a blunder is the
 * opponent's win, not the learner's.
 */
public final class ReviewPuzzles {
    /** A personal puzzle's rating: the shipped win-in-N puzzles' middle band, by the number of moves. */
    private static final int[] RATINGS = {900, 1400, 1800};

    private ReviewPuzzles() {
    }

    /** The puzzles of the missed wins among {@code marks} of a game of {@code gameId} under {@code options}; {@code source} says which game. */
    public static List<Puzzle> of(String gameId, Map<String, String> options, List<Mark> marks, String source) {
        List<Puzzle> puzzles = new ArrayList<>();
        for (Mark mark : marks) {
            if (mark.kind() != Mark.Kind.MISSED_WIN) {
                continue;
            }
            int moves = mark.moves();
            Message side = Message.of("puzzle.side." + mark.side());
            Map<Language, String> say = new EnumMap<>(Language.class);
            for (Language language : Language.values()) {
                say.put(language, Messages.of(language).format(moves == 1
                        ? Message.of("puzzle.say." + gameId + ".win1", side)
                        : Message.of("puzzle.say." + gameId + ".winIn", side, moves)));
            }
            int rating = RATINGS[Math.min(moves, RATINGS.length) - 1];
            puzzles.add(new Puzzle("", 0, gameId + "-mine-ply-" + mark.ply(), gameId, options, mark.before(), mark.side(),
                    new Goal.WinIn(moves), say, mark.line(), mark.better(), mark.better().size() == 1, rating,
                    List.of("from-your-game"), source + ", ply " + mark.ply(), Map.of()));
        }
        return puzzles;
    }
}
