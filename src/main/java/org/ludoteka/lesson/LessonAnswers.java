package org.ludoteka.lesson;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleProofs;

/**
 * The answers a lesson's question accepts, proposed by the solvers: every move that reaches the
 * question's goal (a {@link Goal}, as puzzles state theirs), so that no correct answer of the
 * learner's is refused. The solvers count whole turns; a question asks for one move of the lesson's
 * notation, so a turn of several moves (a GIPF push and the rows it removes) is asked by its first.
 * Bad input — a goal the game has no solver for, a position the solver does not take, a goal no move
 * reaches — is an {@link InputError} with one sentence.
 */
public final class LessonAnswers {
    /** How long the solver may look: a teacher waits for it. */
    public static final Duration BUDGET = Duration.ofSeconds(20);

    private LessonAnswers() {
    }

    /**
     * Whether the editor may offer {@code goal} for a question of game {@code game}: a goal of moves.
     * Tamsk's reach is a goal of places, which a question, accepting moves, cannot take: its cells
     * are proposed as marks instead ({@link #reach}).
     */
    public static boolean offers(String game, Goal goal) {
        return PuzzleGames.offers(game, goal) && !(goal instanceof Goal.Reach);
    }

    /**
     * The cells the hourglass on the goal's cell can still reach from {@code position} (T-11: full
     * cells are walls), for the step to mark; {@link InputError} when the game has no such goal or no
     * hourglass stands there.
     */
    public static List<String> reach(String game, Map<String, String> options, String position, Goal.Reach reach) {
        if (!PuzzleGames.offers(game, reach)) {
            throw new InputError("puzzle.goalNotForGame", reach.text(), Message.of("game." + game));
        }
        return reached(PuzzleGames.of(game, options).orElseThrow(() -> new InputError("lesson.draft.noSolver")), position, reach);
    }

    private static <P> List<String> reached(PuzzleGame<P> game, String text, Goal.Reach reach) {
        return PuzzleGames.reach(game, game.position(text), reach).orElseThrow();
    }

    /** Every move of the lesson's notation that reaches {@code goal} from {@code position}, in the solver's order. */
    public static List<String> propose(String game, Map<String, String> options, String position, Goal goal) {
        return propose(game, options, position, goal, BUDGET);
    }

    /** As {@link #propose(String, Map, String, Goal)}, the solver looking for at most {@code budget}. */
    public static List<String> propose(String game, Map<String, String> options, String position, Goal goal, Duration budget) {
        if (!offers(game, goal)) {
            throw new InputError("puzzle.goalNotForGame", goal.text(), Message.of("game." + game));
        }
        PuzzleGame<?> puzzles = PuzzleGames.of(game, options).orElseThrow(() -> new InputError("lesson.draft.noSolver"));
        // the learner answers a question at once: a turn that first lets the sand run (Tamsk, level 2) is
        // no answer, and cut to its first move it would be the wait alone
        List<String> turns = turns(puzzles, position, goal, budget).stream().filter(turn -> puzzles.waitMillis(turn) == 0).toList();
        Game<?, ?> engine = Games.byId(game).flatMap(Games.Entry::engine).orElseThrow(() -> new InputError("lesson.unknownGame", game));
        List<String> moves = asMoves(engine, options, position, turns);
        if (moves.isEmpty()) {
            throw new InputError("lesson.draft.noAnswer", goal.text());
        }
        return moves;
    }

    private static <P> List<String> turns(PuzzleGame<P> game, String text, Goal goal, Duration budget) {
        P position = game.position(text);
        if (game.outcome(position).isPresent()) {
            throw new InputError("puzzle.gameOver");
        }
        if (!game.solves(position)) {
            throw new InputError("lesson.draft.notSolvable");
        }
        if (goal instanceof Goal.BestPlacement || goal instanceof Goal.Points) {
            return PuzzleGames.placements(game, position).map(all -> PuzzleGames.answers(goal, all).stream()
                    .map(placement -> placement.text()).toList()).orElseThrow(() -> new InputError("puzzle.tayuPosition"));
        }
        if (Goal.capturesMost(goal)) {
            Map.Entry<Integer, List<String>> most = PuzzleGames.mostCapturing(game, position).orElseThrow();
            if (most.getKey() == 0) {
                return List.of();
            }
            return goal instanceof Goal.UsePower ? most.getValue().stream().filter(PuzzleGames::usesPower).toList() : most.getValue();
        }
        if (goal instanceof Goal.Block block) {
            return PuzzleGames.blocking(game, position, block).orElseThrow();
        }
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, System.nanoTime() + budget.toNanos());
        try {
            if (goal instanceof Goal.WinIn win) {
                return proofs.winningTurns(position, win.moves());
            }
            if (goal instanceof Goal.Save) {
                List<String> saves = proofs.saves(position);
                if (!saves.isEmpty() && saves.size() == game.turns(position).size()) {
                    throw new InputError("puzzle.noThreat");
                }
                return saves;
            }
            throw new IllegalArgumentException("no question asks for " + goal.text());
        } catch (PuzzleProofs.OutOfTime e) {
            throw new InputError("puzzle.outOfTime", budget.toSeconds());
        }
    }

    /** The turns as moves of the lesson's notation: the whole turn where it is one move, else its first move. */
    private static <P, M> List<String> asMoves(Game<P, M> engine, Map<String, String> options, String text, List<String> turns) {
        Notation<P, M> notation = engine.notation(options);
        Rules<P, M> rules = engine.rules(options);
        P position = notation.parsePosition(text);
        Set<String> moves = new LinkedHashSet<>();
        for (String turn : turns) {
            if (legal(rules, notation, position, turn)) {
                moves.add(turn);
            } else {
                String first = turn.strip().split("\\s+")[0];
                if (legal(rules, notation, position, first)) {
                    moves.add(first);
                }
            }
        }
        return List.copyOf(moves);
    }

    private static <P, M> boolean legal(Rules<P, M> rules, Notation<P, M> notation, P position, String move) {
        try {
            return rules.apply(position, notation.parseMove(move)) instanceof MoveResult.Legal<P>;
        } catch (InputError e) {
            return false;
        }
    }
}
