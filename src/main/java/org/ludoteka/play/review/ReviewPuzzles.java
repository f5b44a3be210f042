package org.ludoteka.play.review;

import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleCheck;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleProofs;

/**
 * Personal puzzles from a review (issue #23, its second part), in the shipped puzzles' format, so
 * that {@code verify} proves them again:
 * <ul>
 * <li>a <em>missed win</em> becomes a win-in-N puzzle from the position where it was missed, the
 * moves that win its accepted answers and the solver's main line its solution;</li>
 * <li>a <em>blunder</em> that let the opponent win at once or with his next move becomes, where the
 * game's puzzles can ask it (Lines of Action, GIPF), a {@link Goal.Save} puzzle from the position
 * before it: find a move after which the opponent cannot win with his next move;</li>
 * <li>any other proven blunder (the opponent's win in two, every Tamsk blunder) becomes a win-in-N
 * puzzle for the opponent from the position after it: find the win the blunder allowed, so that the
 * learner learns to see it coming.</li>
 * </ul>
 * Costly Ta Yü placements make none: a Ta Yü puzzle of the same tile needs a board the trainer has not.
 */
public final class ReviewPuzzles {
    /** A personal puzzle's rating: the shipped win-in-N puzzles' middle band, by the number of moves. */
    private static final int[] RATINGS = {900, 1400, 1800};
    /** A save's rating: the shipped saves' middle band. */
    private static final int SAVE_RATING = 1300;

    private ReviewPuzzles() {
    }

    /**
     * The puzzles of the missed wins and proven blunders among {@code marks} of a game of {@code gameId}
     * under {@code options}; {@code source} says which game. Each is built from the solver's proofs,
     * given {@link PuzzleCheck#BUDGET} each; one that cannot be proven in time is left out.
     */
    public static List<Puzzle> of(String gameId, Map<String, String> options, List<Mark> marks, String source) {
        List<Puzzle> puzzles = new ArrayList<>();
        Optional<PuzzleGame<?>> game = PuzzleGames.of(gameId, options);
        if (game.isEmpty()) {
            return puzzles;
        }
        for (Mark mark : marks) {
            try {
                puzzle(game.get(), gameId, options, mark, source).map(PersonalPuzzles::withId).ifPresent(puzzles::add);
            } catch (PuzzleProofs.OutOfTime e) {
                // not proven within the budget: no puzzle rather than a wrong one
            }
        }
        return puzzles;
    }

    /**
     * Keeps the missed wins and proven blunders of the people at the screen ({@code people}: their
     * sides' ids; not the computer's) among {@code marks} as puzzles of the learner's own in {@code store};
     * says how many are new, or why none could be kept.
     */
    public static Message keep(PersonalPuzzles store, String gameId, Map<String, String> options, List<Mark> marks, Set<String> people) {
        List<Mark> theirs = marks.stream().filter(mark -> people.contains(mark.side())).toList();
        try {
            return Message.of("window.review.puzzlesAdded", store.add(of(gameId, options, theirs, "your game of " + LocalDate.now())));
        } catch (IOException e) {
            return Message.of("window.review.puzzlesNotKept", String.valueOf(e.getMessage()));
        }
    }

    private static <P> Optional<Puzzle> puzzle(PuzzleGame<P> game, String gameId, Map<String, String> options, Mark mark, String source) {
        String from = source + ", ply " + mark.ply();
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, System.nanoTime() + PuzzleCheck.BUDGET.toNanos());
        return switch (mark.kind()) {
            case MISSED_WIN -> Optional.of(winIn(gameId, options, mark.before(), mark.side(), mark.moves(), mark.better(), mark.line(), from));
            case BLUNDER -> blunder(proofs, gameId, options, mark, from);
            case COSTLY_PLACEMENT -> Optional.empty();
        };
    }

    private static <P> Optional<Puzzle> blunder(PuzzleProofs<P> proofs, String gameId, Map<String, String> options, Mark mark, String from) {
        PuzzleGame<P> game = proofs.game();
        P before = game.position(mark.before());
        if (mark.moves() <= 1 && PuzzleGames.offers(gameId, new Goal.Save())) {
            List<String> saves = proofs.saves(before);
            if (saves.isEmpty()) {
                return Optional.empty();
            }
            Map<Language, String> say = said(Message.of("puzzle.say." + gameId + ".save", Message.of("puzzle.side." + mark.side())));
            return Optional.of(new Puzzle("", 0, "", gameId, options, mark.before(), mark.side(), new Goal.Save(), say,
                    List.of(saves.get(0)), saves, saves.size() == 1, SAVE_RATING, List.of(PersonalPuzzles.THEME), from, Map.of()));
        }
        if (mark.moves() < 1) {
            return Optional.empty(); // the turn lost at once, and the game asks no save: nothing is left to find
        }
        P after = game.after(before, mark.played());
        List<String> winning = proofs.winningTurns(after, mark.moves());
        if (winning.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(winIn(gameId, options, game.format(after), game.toMove(after).id(), mark.moves(), winning,
                proofs.line(after, mark.moves()), from));
    }

    private static Puzzle winIn(String gameId, Map<String, String> options, String position, String side, int moves,
                                List<String> winning, List<String> line, String from) {
        Message sideWords = Message.of("puzzle.side." + side);
        Map<Language, String> say = said(moves == 1
                ? Message.of("puzzle.say." + gameId + ".win1", sideWords)
                : Message.of("puzzle.say." + gameId + ".winIn", sideWords, moves));
        int rating = RATINGS[Math.min(moves, RATINGS.length) - 1];
        return new Puzzle("", 0, "", gameId, options, position, side, new Goal.WinIn(moves), say, line, winning, winning.size() == 1,
                rating, List.of(PersonalPuzzles.THEME), from, Map.of());
    }

    private static Map<Language, String> said(Message message) {
        Map<Language, String> say = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            say.put(language, Messages.of(language).format(message));
        }
        return say;
    }
}
