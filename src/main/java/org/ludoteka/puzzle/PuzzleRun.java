package org.ludoteka.puzzle;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuPosition;

/**
 * One attempt at a puzzle, move by move, for the trainer: the learner's move is judged by the
 * solver, not against a list, so every move that reaches the goal is accepted — at the first move
 * and at every later one. An accepted move is answered by the opponent's most stubborn reply (the
 * puzzle's own line while the learner follows it); a wrong one by the reply that refutes it, with
 * why in words. The hint ladder gives the piece to move, then its square, then the move.
 *
 * <p>Proofs are made as the learner plays, so call it off the event thread.
 */
public final class PuzzleRun<P> {
    /** The longest a judgement may take; the puzzles the program ships take a fraction of it. */
    private static final Duration JUDGEMENT_BUDGET = Duration.ofSeconds(20);

    /** What the program answers to a move. */
    public sealed interface Answer {
        /** The move reaches the goal; {@code reply} is the opponent's answer, already played, unless the puzzle is solved. */
        record Accepted(String move, Optional<String> reply, boolean solved) implements Answer {
        }

        /**
         * The move is legal but misses the goal; {@code refutation} shows why on the board (the reply, or
         * for a Tamsk wall the cells still reached; none for a Ta Yü placement, whose board shows it),
         * {@code why} says it.
         */
        record Wrong(String move, Optional<String> refutation, Message why) implements Answer {
        }

        /** The rules refuse the move; nothing changes. */
        record Illegal(String move, Message why) implements Answer {
        }
    }

    /** The three steps of the hint ladder: the piece (or hourglass), the square (or cell), and the whole answer. */
    public record Hint(Optional<String> piece, Optional<String> square, String answer) {
    }

    /** The learner's cells for a reach puzzle, compared with the proven ones. */
    public record CellsAnswer(boolean correct, List<String> missing, List<String> extra) {
    }

    private final Puzzle puzzle;
    private final PuzzleGame<P> game;
    private final Acceptance acceptance;
    private final P start;
    private P now;
    /** The moves played so far, the learner's and the replies. */
    private final ArrayList<String> played = new ArrayList<>();
    private boolean solved;
    /** The move the last hint was for, if the hints were asked for since the last move. */
    private String hinted;

    private PuzzleRun(Puzzle puzzle, PuzzleGame<P> game, Acceptance acceptance) {
        this.puzzle = puzzle;
        this.game = game;
        this.acceptance = acceptance;
        this.start = game.position(puzzle.position());
        this.now = start;
    }

    /** A run of {@code puzzle}, which must be a puzzle {@code verify} passes. */
    public static PuzzleRun<?> of(Puzzle puzzle) {
        return of(puzzle, Acceptance.ANY_WIN);
    }

    /** A run of {@code puzzle} whose "win in N" moves are judged by {@code acceptance}. */
    public static PuzzleRun<?> of(Puzzle puzzle, Acceptance acceptance) {
        PuzzleGame<?> game = PuzzleGames.of(puzzle.game(), puzzle.options())
                .orElseThrow(() -> new IllegalArgumentException("no puzzles for the game " + puzzle.game()));
        return new PuzzleRun<>(puzzle, game, acceptance);
    }

    /** The rule this run judges a "win in N" by; the trainer says it beside the goal. */
    public Acceptance acceptance() {
        return acceptance;
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /** The position on the board now, in the game's notation. */
    public String position() {
        return game.format(now);
    }

    public P current() {
        return now;
    }

    /** What the goal counts as the board stands now (a Ta Yü "score exactly N": the mover's coasts), to show beside the board; empty for most goals. */
    public Optional<Message> tally() {
        return PuzzleGames.tally(game, now, puzzle.goal());
    }

    /** The moves played so far, the learner's and the opponent's replies in turn. */
    public List<String> played() {
        return List.copyOf(played);
    }

    public boolean solved() {
        return solved;
    }

    /** True when time runs in the position now (Tamsk level 2): the learner may let some pass before his move. */
    public boolean timed() {
        return game.timed(now);
    }

    /** {@code turn} made after letting {@code seconds} pass, as the game writes it; where no time runs, the turn itself. */
    public String waited(long seconds, String turn) {
        return timed() ? game.waited(seconds, turn) : turn;
    }

    /** The whole seconds {@code turn} lets pass before it acts; 0 for a turn made at once. */
    public long waitSeconds(String turn) {
        return game.waitMillis(turn) / 1000;
    }

    /** True when the puzzle is answered with cells (which ones an hourglass reaches), not with moves. */
    public boolean asksForCells() {
        return puzzle.goal() instanceof Goal.Reach;
    }

    /**
     * The position after the learner's first tokens of a turn that needs more of them — a GIPF push
     * after which he still removes rows — in the game's notation; empty when {@code tokens} make a whole
     * turn, or are not legal, and so are an answer to judge.
     */
    public Optional<String> partway(String tokens) {
        return PuzzleGames.partway(game, now, tokens).map(game::format);
    }

    /** Judges the learner's move and, when it is accepted, plays it and the opponent's reply. */
    public Answer answer(String move) {
        Answer answer = judge(move);
        if (answer instanceof Answer.Wrong wrong) {
            // the answer on the puzzle's line, or the one the hints gave, with a part left out: say which part first
            Optional<Message> leftOut = expected().flatMap(expected -> game.leftOut(wrong.move(), expected));
            if (leftOut.isPresent()) {
                return new Answer.Wrong(wrong.move(), wrong.refutation(), Message.of("puzzle.why.leftOutThen", leftOut.get(), wrong.why()));
            }
        }
        return answer;
    }

    /** The answer expected now: the puzzle's own line while the learner follows it, else the last one the hints gave. */
    private Optional<String> expected() {
        if (puzzle.solution().size() > played.size() && puzzle.solution().subList(0, played.size()).equals(played)) {
            return Optional.of(puzzle.solution().get(played.size()));
        }
        return Optional.ofNullable(hinted);
    }

    /** The whole of an answer in words, for the last step of the hint ladder (a Tamsk move with its ring said). */
    public Message inWords(String answer) {
        return asksForCells() ? Message.of("puzzle.answer.asWritten", answer) : game.inWords(answer);
    }

    private Answer judge(String move) {
        if (solved || asksForCells()) {
            throw new IllegalStateException("no move is asked for now");
        }
        PuzzleGame.Played<P> tried = game.play(now, move);
        if (tried instanceof PuzzleGame.Played.Refused<P> refused) {
            return new Answer.Illegal(move, refused.why());
        }
        String turn = ((PuzzleGame.Played.Done<P>) tried).text();
        P after = ((PuzzleGame.Played.Done<P>) tried).after();
        PuzzleProofs<P> proofs = new PuzzleProofs<>(game, System.nanoTime() + JUDGEMENT_BUDGET.toNanos());
        Goal goal = puzzle.goal();
        if (goal instanceof Goal.WinIn) {
            int left = movesLeft();
            if (!proofs.wins(after, game.toMove(now), 2 * left - 2)) {
                Optional<String> refutation = proofs.refutation(now, turn, left);
                Optional<Message> ended = game.outcome(after).map(Outcome::reason);
                return new Answer.Wrong(turn, refutation, ended.orElseGet(() -> refutation
                        .map(reply -> Message.of("puzzle.why.refuted", turn, reply, left - 1))
                        .orElseGet(() -> left == 1 ? game.notWon(after, game.toMove(now), turn) : Message.of("puzzle.why.misses", turn))));
            }
            if (acceptance == Acceptance.SHORTEST_WIN) {
                int shortest = proofs.shortestWin(now, left).orElseThrow();
                if (!proofs.wins(after, game.toMove(now), 2 * shortest - 2)) {
                    // it wins, but later than it could: the reply that puts the win beyond the shortest shows how
                    Optional<String> delay = proofs.refutation(now, turn, shortest);
                    return new Answer.Wrong(turn, delay, Message.of("puzzle.why.notShortest", turn, shortest));
                }
                return accepted(proofs, turn, after, shortest);
            }
            return accepted(proofs, turn, after, left);
        }
        if (goal instanceof Goal.Save) {
            Optional<String> threat = proofs.threat(now, turn);
            if (threat.isPresent()) {
                return new Answer.Wrong(turn, threat.filter(t -> !t.equals(PuzzleProofs.LOST_AT_ONCE)),
                        threat.get().equals(PuzzleProofs.LOST_AT_ONCE) ? game.outcome(after).orElseThrow().reason()
                                : Message.of("puzzle.why.threat", turn, threat.get()));
            }
            return finish(turn, after);
        }
        if (Goal.capturesMost(goal)) {
            GipfPuzzleGame gipf = (GipfPuzzleGame) game;
            GipfPosition at = (GipfPosition) now;
            if (!gipf.mostCapturing(at).contains(turn)) {
                return new Answer.Wrong(turn, Optional.empty(),
                        Message.of("puzzle.why.capturesFewer", turn, gipf.captures(at, turn), gipf.mostCaptures(at)));
            }
            return finish(turn, after);
        }
        if (game instanceof TayuPuzzleGame tayu) {
            List<TayuSolver.Placement> placements = tayu.placements((TayuPosition) now);
            TayuSolver.Placement chosen = TayuPuzzleGame.find(placements, turn);
            if (!TayuPuzzleGame.answers(goal, placements).contains(chosen)) {
                return new Answer.Wrong(turn, Optional.empty(), TayuPuzzleGame.whyNot(goal, chosen, placements));
            }
            return finish(turn, after);
        }
        Goal.Block block = (Goal.Block) goal;
        List<String> reach = TamskReach.of((TamskPosition) after, TamskBoard.cell(block.cell()));
        if (reach.size() > block.cells()) {
            return new Answer.Wrong(turn, Optional.of(String.join(" ", reach)),
                    Message.of("puzzle.why.stillReaches", turn, block.cell(), reach.size(), String.join(", ", reach), block.cells()));
        }
        return finish(turn, after);
    }

    private Answer accepted(PuzzleProofs<P> proofs, String turn, P after, int left) {
        if (game.outcome(after).isPresent()) {
            return finish(turn, after);
        }
        boolean onLine = played.size() + 1 < puzzle.solution().size() && puzzle.solution().get(played.size()).equals(turn)
                && puzzle.solution().subList(0, played.size()).equals(played);
        String reply = onLine ? puzzle.solution().get(played.size() + 1) : proofs.longestDefence(after, left - 1);
        played.add(turn);
        played.add(reply);
        hinted = null;
        now = game.after(after, reply);
        return new Answer.Accepted(turn, Optional.of(reply), false);
    }

    private Answer finish(String turn, P after) {
        played.add(turn);
        hinted = null;
        now = after;
        solved = true;
        return new Answer.Accepted(turn, Optional.empty(), true);
    }

    /** The goal's moves still left to the learner, this one included. */
    private int movesLeft() {
        return ((Goal.WinIn) puzzle.goal()).moves() - played.size() / 2;
    }

    /** Judges the learner's cells for a reach puzzle. */
    public CellsAnswer answerCells(Collection<String> cells) {
        if (!asksForCells()) {
            throw new IllegalStateException("this puzzle asks for moves");
        }
        TreeSet<String> proven = new TreeSet<>(TamskReach.of((TamskPosition) start, TamskBoard.cell(((Goal.Reach) puzzle.goal()).cell())));
        TreeSet<String> given = new TreeSet<>(cells);
        List<String> missing = proven.stream().filter(c -> !given.contains(c)).toList();
        List<String> extra = given.stream().filter(c -> !proven.contains(c)).toList();
        solved = missing.isEmpty() && extra.isEmpty();
        return new CellsAnswer(solved, missing, extra);
    }

    /** The hint ladder for the move asked now: the puzzle's own line while the learner follows it, else the solver's fastest win. */
    public Hint hint() {
        if (asksForCells()) {
            String cell = ((Goal.Reach) puzzle.goal()).cell();
            return new Hint(Optional.of(cell), puzzle.solution().stream().findFirst(), String.join(" ", puzzle.solution()));
        }
        String key;
        if (puzzle.solution().size() > played.size() && puzzle.solution().subList(0, played.size()).equals(played)) {
            key = puzzle.solution().get(played.size());
        } else {
            key = new PuzzleProofs<>(game, System.nanoTime() + JUDGEMENT_BUDGET.toNanos()).fastestWin(now, movesLeft());
        }
        hinted = key;
        return new Hint(game.from(key), game.to(key), key);
    }
}
