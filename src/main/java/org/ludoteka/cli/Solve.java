package org.ludoteka.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.TamskSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.games.Games;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleProofs;

/**
 * {@code solve GAME POSITION [--goal win-in-N|save] [--seconds S]}: the proven result and every
 * first move that reaches it. Without a goal it looks for the shortest win, up to {@link Goal#MAX_MOVES} moves.
 */
final class Solve {
    static final double DEFAULT_SECONDS = 30;

    private final PrintStream out;
    private final Messages messages;

    Solve(PrintStream out, Messages messages) {
        this.out = out;
        this.messages = messages;
    }

    int run(String gameId, Map<String, String> options, String positionText, Optional<String> goalText, double seconds) {
        Games.Entry entry = Games.byId(gameId).orElseThrow(() -> new InputError("cli.unknownGame", gameId));
        PuzzleGame<?> game = PuzzleGames.of(gameId, options)
                .orElseThrow(() -> new InputError("cli.noSolver", messages.format(entry.nameKey())));
        Optional<Goal> goal = goalText.map(text -> Goal.parse(text)
                .filter(g -> g instanceof Goal.WinIn || g instanceof Goal.Save && gameId.equals("loa"))
                .orElseThrow(() -> new InputError("cli.badGoal", text)));
        return solve(game, positionText, goal, seconds);
    }

    private <P> int solve(PuzzleGame<P> game, String positionText, Optional<Goal> goal, double seconds) {
        P position = game.position(positionText);
        if (game.outcome(position).isPresent()) {
            throw new InputError("cli.solveOver");
        }
        if (position instanceof TamskPosition tamsk && !TamskSolver.handles(tamsk)) {
            throw new InputError("cli.solveTamskLevel");
        }
        long start = System.nanoTime();
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, start + (long) (seconds * 1e9));
        String side = game.toMove(position).id();
        try {
            if (goal.isPresent() && goal.get() instanceof Goal.Save) {
                List<String> saves = proofs.saves(position);
                int all = game.turns(position).size();
                if (saves.size() == all) {
                    out.println("result: no threat: every move of " + side + " saves the game" + effort(game, start));
                } else if (saves.isEmpty()) {
                    out.println("result: " + side + " cannot stop the connection" + effort(game, start));
                } else {
                    out.println("result: " + side + " saves the game with " + saves.size() + " of " + all + " moves" + effort(game, start));
                    out.println("saving moves: " + String.join(" ", saves));
                }
                return CommandLine.OK;
            }
            int most = goal.map(g -> ((Goal.WinIn) g).moves()).orElse(Goal.MAX_MOVES);
            Optional<Integer> shortest = proofs.shortestWin(position, most);
            if (shortest.isEmpty()) {
                out.println("result: no win for " + side + " within " + most + " moves" + effort(game, start));
                return CommandLine.OK;
            }
            int moves = goal.isPresent() ? most : shortest.get();
            List<String> winning = proofs.winningTurns(position, moves);
            List<String> line = proofs.line(position, shortest.get());
            out.println("result: " + side + " wins " + (goal.isPresent() ? "within " : "in ") + moves + (moves == 1 ? " move" : " moves")
                    + (shortest.get() < moves ? " (the fastest win takes " + shortest.get() + ")" : "") + effort(game, start));
            out.println("winning moves: " + String.join(" ", winning));
            out.println("line: " + String.join(" ", line));
        } catch (PuzzleProofs.OutOfTime e) {
            out.println(String.format(Locale.ROOT, "result: unknown: not settled within %.1f s (%,d nodes)", seconds, game.nodes()));
        }
        return CommandLine.OK;
    }

    private static String effort(PuzzleGame<?> game, long start) {
        return String.format(Locale.ROOT, " (proven: %,d nodes, %.2f s)", game.nodes(), (System.nanoTime() - start) / 1e9);
    }
}
