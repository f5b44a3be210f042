package org.ludoteka.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Side;
import org.ludoteka.games.Games;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.i18n.Messages;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleProofs;

/**
 * {@code solve GAME POSITION [--goal win-in-N|save|capture-most|use-power|interim|best-placement|points-N] [--seconds S]}: the proven
 * result and every first move that reaches it. Without a goal it looks for the shortest win, up to
 * {@link Goal#MAX_MOVES} moves; for Ta Yü, for the best placement of the drawn tile.
 */
record Solve(PrintStream out, Messages messages) {
    static final double DEFAULT_SECONDS = 30;

    int run(String gameId, Map<String, String> options, String positionText, Optional<String> goalText, double seconds) {
        Games.Entry entry = Games.byId(gameId).orElseThrow(() -> new InputError("cli.unknownGame", gameId));
        PuzzleGame<?> game = PuzzleGames.of(gameId, options)
                .orElseThrow(() -> new InputError("cli.noSolver", messages.format(entry.nameKey())));
        Optional<Goal> goal = goalText.map(text -> Goal.parse(text)
                .filter(g -> PuzzleGames.offers(gameId, g) && !(g instanceof Goal.Reach || g instanceof Goal.Block))
                .orElseThrow(() -> new InputError("cli.badGoal", text)));
        if (gameId.equals("tayu")) {
            return placements(game, positionText, goal.orElse(new Goal.BestPlacement()));
        }
        return solve(game, positionText, goal, seconds);
    }

    /**
     * Ta Yü: the tile on move laid in every legal place and orientation, and the placements that
     * answer the goal — the best lead, or the score asked for — all of them.
     */
    private <P> int placements(PuzzleGame<P> game, String positionText, Goal goal) {
        P position;
        try {
            position = game.position(positionText);
        } catch (InputError e) {
            throw e.problem().key().equals("puzzle.tayuPosition") ? new InputError("cli.solveTayu") : e;
        }
        long start = System.nanoTime();
        List<TayuSolver.Placement> all = PuzzleGames.placements(game, position)
                .orElseThrow(() -> new InputError("cli.solveTayu"));
        List<TayuSolver.Placement> answers = PuzzleGames.answers(goal, all);
        String side = game.toMove(position).id();
        String tile = ((TayuPosition) position).handOnMove().get(0).digits();
        String effort = String.format(Locale.ROOT, " (proven: %d placements, %.2f s)", all.size(), (System.nanoTime() - start) / 1e9);
        String ofAll = (answers.isEmpty() ? "none" : String.valueOf(answers.size())) + " of the " + all.size() + " placements";
        String verb = answers.size() > 1 ? "make" : "makes";
        if (goal instanceof Goal.Points points) {
            out.println("result: " + ofAll + " of the tile " + tile + " " + verb + " " + side + "'s score exactly " + points.points() + effort);
            if (!answers.isEmpty()) {
                out.println("placements: " + texts(answers));
            }
            return CommandLine.OK;
        }
        TayuSolver.Placement best = answers.get(0);
        Side opponent = game.opponent(position);
        out.println("result: the best placement of the tile " + tile + " leaves " + side + " a lead of " + best.lead() + " (" + side + " "
                + product(best, game.toMove(position)) + ", " + opponent.id() + " " + product(best, opponent) + "); " + ofAll + " "
                + (answers.size() > 1 ? "reach" : "reaches") + " it" + effort);
        out.println("best placements: " + texts(answers));
        all.stream().filter(p -> p.lead() < best.lead()).mapToInt(TayuSolver.Placement::lead).max().ifPresent(next -> {
            long placements = all.stream().filter(p -> p.lead() == next).count();
            out.println("next best: a lead of " + next + ", " + placements + (placements == 1 ? " placement" : " placements"));
        });
        return CommandLine.OK;
    }

    private static String product(TayuSolver.Placement placement, Side builder) {
        int[] coasts = placement.coasts().of(builder);
        return coasts[0] + " × " + coasts[1] + " = " + placement.coasts().score(builder);
    }

    private static String texts(List<TayuSolver.Placement> placements) {
        return String.join(" ", placements.stream().map(TayuSolver.Placement::text).toList());
    }

    private <P> int solve(PuzzleGame<P> game, String positionText, Optional<Goal> goal, double seconds) {
        P position = game.position(positionText);
        if (game.outcome(position).isPresent()) {
            throw new InputError("cli.solveOver");
        }
        if (position instanceof TamskPosition && !game.solves(position)) {
            throw new InputError("cli.solveTamskLevel");
        }
        long start = System.nanoTime();
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, start + (long) (seconds * 1e9));
        String side = game.toMove(position).id();
        try {
            if (goal.isPresent() && Goal.capturesMost(goal.get())) {
                List<String> turns = game.turns(position);
                Map.Entry<Integer, List<String>> most = PuzzleGames.mostCapturing(game, position).orElseThrow();
                if (most.getKey() == 0) {
                    out.println("result: no turn of " + side + " captures a piece" + effort(game, start));
                    return CommandLine.OK;
                }
                int count = most.getValue().size();
                out.println("result: " + side + " captures at most " + most.getKey() + (most.getKey() == 1 ? " piece" : " pieces") + ", with "
                        + count + " of " + turns.size() + " turns" + effort(game, start));
                out.println("capturing turns: " + String.join(" | ", most.getValue()));
                if (goal.get() instanceof Goal.UsePower) {
                    long withPower = most.getValue().stream().filter(PuzzleGames::usesPower).count();
                    out.println("with the power: " + withPower + " of them; without it at most "
                            + PuzzleGames.mostCapturingWithoutPower(game, position) + " captured");
                }
                if (goal.get() instanceof Goal.Interim) {
                    long building = most.getValue().stream().filter(t -> PuzzleGames.buildsOnInterim(game, position, t)).count();
                    out.println("changing a row that waits in the interim position (P-10): " + building + " of them; any other turn at most "
                            + PuzzleGames.mostCapturingWithoutInterim(game, position) + " captured");
                }
                out.println("line: " + most.getValue().get(0));
                return CommandLine.OK;
            }
            if (goal.isPresent() && goal.get() instanceof Goal.Save) {
                List<String> saves = proofs.saves(position);
                int all = game.turns(position).size();
                if (saves.size() == all) {
                    out.println("result: no threat: every move of " + side + " saves the game" + effort(game, start));
                } else if (saves.isEmpty()) {
                    out.println("result: " + side + (separated(game) ? " cannot stop the threat" : " cannot stop the connection") + effort(game, start));
                } else {
                    out.println("result: " + side + " saves the game with " + saves.size() + " of " + all + " moves" + effort(game, start));
                    out.println("saving moves: " + String.join(separated(game) ? " | " : " ", saves));
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
            // a turn made after a wait is several tokens ({@code +12s d7-d6+}), as every GIPF turn is
            String apart = separated(game) || game.timed(position) ? " | " : " ";
            out.println("winning moves: " + String.join(apart, winning));
            out.println("line: " + String.join(apart, line));
        } catch (PuzzleProofs.OutOfTime e) {
            out.println(String.format(Locale.ROOT, "result: unknown: not settled within %.1f s (%,d nodes)", seconds, game.nodes()));
        }
        return CommandLine.OK;
    }

    /** GIPF turns are several tokens each ({@code e1-e2 xe2-e5}): the turns of a list are set apart by {@code |}. */
    private static boolean separated(PuzzleGame<?> game) {
        return PuzzleGames.severalTokensATurn(game);
    }

    private static String effort(PuzzleGame<?> game, long start) {
        return String.format(Locale.ROOT, " (proven: %,d nodes, %.2f s)", game.nodes(), (System.nanoTime() - start) / 1e9);
    }
}
