package org.ludoteka.lesson;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;

/**
 * The goal a lesson's question pursues, as far as the solvers can tell: a question's file gives its accepted
 * moves, not its goal, so the goal is the first of the goals a question may have ({@link LessonAnswers#offers})
 * whose answers, as the solver finds them, are exactly the accepted moves — the win at once, the move that uses
 * the centre's power, the most capturing one, the best placement or exact score, the save, the win in two. Most
 * questions (move the piece as far as it must go, lay a tile that continues a channel) pursue none: their
 * proposals are judged by the accepted moves alone.
 */
public final class InferredGoal {
    private InferredGoal() {
    }

    /**
     * The goal of the question asking for {@code accepted} in {@code position}, if one of the solvers' answers
     * it exactly; each goal is looked for at most {@code budget}, so that a long search only means no goal.
     */
    public static Optional<Goal> infer(String game, Map<String, String> options, String position, List<String> accepted,
            Duration budget) {
        for (Goal goal : candidates(game, options, position, accepted)) {
            if (!LessonAnswers.offers(game, goal)) {
                continue;
            }
            try {
                if (new HashSet<>(LessonAnswers.propose(game, options, position, goal, budget)).equals(new HashSet<>(accepted))) {
                    return Optional.of(goal);
                }
            } catch (InputError e) {
                // the solver does not take the position, finds no answer, or ran out of time: not this goal
            }
        }
        return Optional.empty();
    }

    /** The goals to try, the quickest to prove and the most particular first. */
    private static List<Goal> candidates(String game, Map<String, String> options, String position, List<String> accepted) {
        List<Goal> goals = new ArrayList<>(List.of(new Goal.WinIn(1), new Goal.UsePower(), new Goal.CaptureMost(),
                new Goal.BestPlacement()));
        score(game, options, position, accepted).ifPresent(points -> goals.add(new Goal.Points(points)));
        goals.add(new Goal.Save());
        goals.add(new Goal.WinIn(2));
        return goals;
    }

    /** The score the first accepted move leaves its mover, for a game whose questions may ask for an exact score. */
    private static Optional<Integer> score(String game, Map<String, String> options, String position, List<String> accepted) {
        if (accepted.isEmpty() || !LessonAnswers.offers(game, new Goal.Points(0))) {
            return Optional.empty();
        }
        try {
            return PuzzleGames.of(game, options).flatMap(puzzles -> score(puzzles, position, accepted.get(0)));
        } catch (InputError e) {
            return Optional.empty();
        }
    }

    private static <P> Optional<Integer> score(PuzzleGame<P> puzzles, String position, String first) {
        return PuzzleGames.placements(puzzles, puzzles.position(position))
                .flatMap(all -> all.stream().filter(placement -> placement.text().equals(first)).findFirst())
                .map(placement -> placement.own());
    }
}
