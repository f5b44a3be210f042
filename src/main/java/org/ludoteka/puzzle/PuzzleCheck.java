package org.ludoteka.puzzle;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuPosition;

/**
 * Proves one puzzle (DESIGN.md §6): the goal can be reached; the given line reaches it; the accepted
 * first moves are exactly the moves that reach it, so no correct answer is refused; {@code unique}
 * says whether there is one; and the goal asks for no more moves than the shortest win needs.
 */
public final class PuzzleCheck {
    /** The most a single puzzle's proof may take before it is reported as unsettled. */
    public static final Duration BUDGET = Duration.ofSeconds(60);

    private final Puzzle puzzle;
    private final List<PuzzleProblem> problems = new ArrayList<>();

    private PuzzleCheck(Puzzle puzzle) {
        this.puzzle = puzzle;
    }

    /** Every problem of {@code puzzle}, each with its line. */
    public static List<PuzzleProblem> problems(Puzzle puzzle) {
        PuzzleCheck check = new PuzzleCheck(puzzle);
        check.run();
        return check.problems;
    }

    private void run() {
        if (!PuzzleGames.isKnown(puzzle.game())) {
            problem("game", "puzzle.unknownGame", puzzle.game());
            return;
        }
        if (!PuzzleGames.offers(puzzle.game(), puzzle.goal())) {
            problem("goal", "puzzle.goalNotForGame", puzzle.goal().text(), Message.of("game." + puzzle.game()));
            return;
        }
        PuzzleGame<?> game;
        try {
            game = PuzzleGames.of(puzzle.game(), puzzle.options()).orElseThrow();
        } catch (InputError e) {
            problems.add(new PuzzleProblem(puzzle.file(), puzzle.line("options"), e.problem()));
            return;
        }
        try {
            prove(game);
        } catch (InputError e) {
            problem("position", e.problem());
        } catch (PuzzleProofs.OutOfTime e) {
            problem("goal", "puzzle.outOfTime", BUDGET.toSeconds());
        }
    }

    private <P> void prove(PuzzleGame<P> game) {
        P position = game.position(puzzle.position());
        if (!game.toMove(position).id().equals(puzzle.toMove())) {
            problem("to-move", "puzzle.toMove", puzzle.toMove(), Message.of(game.toMove(position).key()));
            return;
        }
        if (game.outcome(position).isPresent()) {
            problem("position", "puzzle.gameOver");
            return;
        }
        if (position instanceof TamskPosition && !game.solves(position)) {
            problem("position", "puzzle.tamskLevel");
            return;
        }
        if (game instanceof TayuPuzzleGame tayu && !tayu.handles((TayuPosition) position)) {
            problem("position", "puzzle.tayuPosition");
            return;
        }
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, System.nanoTime() + BUDGET.toNanos());
        Goal goal = puzzle.goal();
        if (game instanceof TayuPuzzleGame tayu) {
            placement(proofs, tayu, position);
        } else if (Goal.capturesMost(goal)) {
            captureMost(proofs, (GipfPuzzleGame) game, position);
        } else if (goal instanceof Goal.WinIn win) {
            winIn(proofs, position, win.moves());
        } else if (goal instanceof Goal.Save) {
            save(proofs, position);
        } else if (goal instanceof Goal.Reach reach) {
            reach((TamskPosition) position, reach.cell());
        } else {
            block(proofs, position, (Goal.Block) goal);
        }
    }

    private <P> void winIn(PuzzleProofs<P> proofs, P position, int moves) {
        Optional<Integer> shortest = proofs.shortestWin(position, moves);
        if (shortest.isEmpty()) {
            problem("goal", "puzzle.notProven", moves);
            return;
        }
        if (shortest.get() < moves) {
            problem("goal", "puzzle.fasterWin", moves, shortest.get());
        }
        compareAccepted(proofs, position, proofs.winningTurns(position, moves), turn -> proofs.refutation(position, turn, moves));
        checkLine(proofs, position, moves);
    }

    /** The solution line: legal, each of the solver side's moves keeping the win, ending in it within the goal's moves. */
    private <P> void checkLine(PuzzleProofs<P> proofs, P position, int moves) {
        PuzzleGame<P> game = proofs.game();
        if (puzzle.solution().size() > 2 * moves - 1) {
            problem("solution", "puzzle.lineTooLong", puzzle.solution().size(), 2 * moves - 1);
            return;
        }
        P now = position;
        for (int i = 0; i < puzzle.solution().size(); i++) {
            String turn = puzzle.solution().get(i);
            PuzzleGame.Played<P> played = game.play(now, turn);
            if (played instanceof PuzzleGame.Played.Refused<P> refused) {
                problem("solution", "puzzle.badTurn", i + 1, turn, refused.why());
                return;
            }
            P after = ((PuzzleGame.Played.Done<P>) played).after();
            int left = moves - i / 2;
            if (i % 2 == 0 && !proofs.winsWithin(now, left)) {
                problem("solution", "puzzle.lineLosesWin", i + 1, turn);
                return;
            }
            if (i % 2 == 0) {
                Optional<String> refutation = proofs.refutation(now, turn, left);
                if (refutation.isPresent()) {
                    problem("solution", "puzzle.lineRefuted", i + 1, turn, refutation.get());
                    return;
                }
            }
            now = after;
        }
        Optional<Outcome> end = game.outcome(now);
        if (end.flatMap(Outcome::winner).filter(game.toMove(position)::equals).isEmpty()) {
            problem("solution", "puzzle.lineUnfinished");
        }
    }

    private <P> void save(PuzzleProofs<P> proofs, P position) {
        List<String> saves = proofs.saves(position);
        if (saves.isEmpty()) {
            problem("goal", "puzzle.noSave");
            return;
        }
        if (saves.size() == proofs.game().turns(position).size()) {
            problem("goal", "puzzle.noThreat");
            return;
        }
        compareAccepted(proofs, position, saves, turn -> proofs.threat(position, turn));
        checkKey(proofs.game(), position, saves);
    }

    private <P> void block(PuzzleProofs<P> proofs, P position, Goal.Block block) {
        TamskPosition tamsk = (TamskPosition) position;
        int cell = TamskBoard.cell(block.cell());
        if (!TamskPuzzleGame.opponentsHourglass(tamsk, cell)) {
            problem("goal", "puzzle.notOpponentsHourglass", block.cell());
            return;
        }
        List<String> blocking = ((TamskPuzzleGame) proofs.game()).blocking(tamsk, cell, block.cells());
        if (blocking.isEmpty()) {
            problem("goal", "puzzle.noBlock", block.cell(), block.cells());
            return;
        }
        compareAccepted(proofs, position, blocking, turn -> Optional.of(String.join(" ",
                TamskReach.of((TamskPosition) proofs.game().after(position, turn), cell))));
        checkKey(proofs.game(), position, blocking);
    }

    /**
     * A Ta Yü puzzle: the tile is laid in every legal place and orientation; the accepted placements
     * must be exactly those that answer the goal, and some placement must not.
     */
    private <P> void placement(PuzzleProofs<P> proofs, TayuPuzzleGame tayu, P position) {
        Goal goal = puzzle.goal();
        List<TayuSolver.Placement> all = tayu.placements((TayuPosition) position);
        List<TayuSolver.Placement> answers = TayuPuzzleGame.answers(goal, all);
        if (answers.isEmpty()) {
            problem("goal", "puzzle.noPlacementScores", ((Goal.Points) goal).points());
            return;
        }
        if (answers.size() == all.size()) {
            problem("goal", "puzzle.everyPlacementAnswers", all.size());
            return;
        }
        compareAccepted(proofs, position, answers.stream().map(TayuSolver.Placement::text).toList(),
                turn -> Optional.of(TayuPuzzleGame.figures(goal, TayuPuzzleGame.find(all, turn))));
        checkKey(proofs.game(), position, answers.stream().map(TayuSolver.Placement::text).toList());
    }

    /**
     * A GIPF capture: every whole turn is played out; the accepted turns must be exactly those that
     * capture the most of the opponent's pieces, some turn must capture, and some must capture fewer.
     */
    private <P> void captureMost(PuzzleProofs<P> proofs, GipfPuzzleGame gipf, P start) {
        GipfPosition position = (GipfPosition) start;
        List<String> most = gipf.mostCapturing(position);
        if (most.isEmpty()) {
            problem("goal", "puzzle.noCapture");
            return;
        }
        int all = gipf.turns(position).size();
        if (puzzle.goal() instanceof Goal.UsePower && (most.stream().anyMatch(t -> !GipfPuzzleGame.usesPower(t))
                || gipf.mostCapturesWithoutPower(position) >= gipf.mostCaptures(position))) {
            problem("goal", "puzzle.powerNotNeeded", gipf.mostCapturesWithoutPower(position), gipf.mostCaptures(position));
            return;
        }
        if (puzzle.goal() instanceof Goal.Interim && gipf.mostCapturesWithoutInterim(position) >= gipf.mostCaptures(position)) {
            problem("goal", "puzzle.interimNotNeeded", gipf.mostCapturesWithoutInterim(position), gipf.mostCaptures(position));
            return;
        }
        if (most.size() == all) {
            problem("goal", "puzzle.everyTurnAnswers", all);
            return;
        }
        compareAccepted(proofs, start, most, turn -> Optional.of(gipf.captures(position, turn) + " of " + gipf.mostCaptures(position)));
        checkKey(proofs.game(), start, most);
    }

    private void reach(TamskPosition position, String cellName) {
        int cell = TamskBoard.cell(cellName);
        if (cell == TamskBoard.NONE || position.hourglassAt(cell).isEmpty()) {
            problem("goal", "puzzle.noHourglassThere", cellName);
            return;
        }
        List<String> reach = TamskReach.of(position, cell);
        if (!new LinkedHashSet<>(puzzle.solution()).equals(new LinkedHashSet<>(reach)) || puzzle.solution().size() != reach.size()) {
            problem("solution", "puzzle.reachCells", cellName, String.join(" ", reach), String.join(" ", puzzle.solution()));
        }
    }

    /** A one-move puzzle's solution is one of its answers. */
    private <P> void checkKey(PuzzleGame<P> game, P position, List<String> answers) {
        if (puzzle.solution().size() != 1) {
            problem("solution", "puzzle.oneMove", puzzle.solution().size());
            return;
        }
        written(game, position, puzzle.solution().get(0), "solution").filter(key -> !answers.contains(key))
                .ifPresent(key -> problem("solution", "puzzle.keyWrong", key));
    }

    /**
     * The accepted first moves must be exactly the proven ones: a correct move left out would be
     * refused to the learner, and a wrong one let through. {@code answer} gives a wrong move's refutation.
     */
    private <P> void compareAccepted(PuzzleProofs<P> proofs, P position, List<String> proven,
                                     Function<String, Optional<String>> answer) {
        PuzzleGame<P> game = proofs.game();
        Set<String> accepted = new LinkedHashSet<>();
        for (String text : puzzle.accepted()) {
            Optional<String> turn = written(game, position, text, "accepted");
            if (turn.isEmpty()) {
                return;
            }
            accepted.add(turn.get());
            if (!proven.contains(turn.get())) {
                problem("accepted", "puzzle.wrongAccepted", turn.get(), answer.apply(turn.get()).orElse("—"));
            }
        }
        for (String turn : proven) {
            if (!accepted.contains(turn)) {
                problem("accepted", "puzzle.missingAccepted", turn);
            }
        }
        if (puzzle.unique() != (proven.size() == 1)) {
            problem("unique", "puzzle.unique", puzzle.unique(), proven.size());
        }
        // a refused first move of the solution is reported where the solution is checked
        if (game.play(position, puzzle.solution().get(0)) instanceof PuzzleGame.Played.Done<P> key && !accepted.contains(key.text())) {
            problem("solution", "puzzle.keyNotAccepted", key.text());
        }
    }

    /** The first move {@code text} as the puzzles write it, or empty with a problem on the line of {@code key} when it cannot be played. */
    private <P> Optional<String> written(PuzzleGame<P> game, P position, String text, String key) {
        PuzzleGame.Played<P> played = game.play(position, text);
        if (played instanceof PuzzleGame.Played.Done<P> done) {
            return Optional.of(done.text());
        }
        problem(key, "puzzle.badTurn", 1, text, ((PuzzleGame.Played.Refused<P>) played).why());
        return Optional.empty();
    }

    private void problem(String key, String messageKey, Object... args) {
        problem(key, Message.of(messageKey, args));
    }

    private void problem(String key, Message message) {
        problems.add(new PuzzleProblem(puzzle.file(), puzzle.line(key), message));
    }
}
