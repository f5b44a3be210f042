package org.ludoteka.ai;

import java.time.Duration;
import java.util.SplittableRandom;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

/**
 * A Lines of Action opponent: iterative-deepening alpha-beta on bitboards within a time budget.
 * It blocks while it thinks, so the window calls it off the event thread; an interrupt makes it
 * answer at once with the best move found so far. The repetition rule is left to the caller: the
 * search sees positions, not the game's history. Its {@link Engine#REFERENCE} (plain alpha-beta, captures
 * first, concentration and centre only) is never offered to a player.
 */
public final class LoaComputerPlayer {

    /** How hard it tries: how deep it may look, and how much noise blurs its judgement. */
    public enum Strength {
        EASY(1, 60), MEDIUM(3, 12), HARD(64, 0);

        final int maxDepth;
        final int noise;

        Strength(int maxDepth, int noise) {
            this.maxDepth = maxDepth;
            this.noise = noise;
        }
    }

    private static final int WIN = 1_000_000;
    private static final int INFINITY = 2 * WIN;
    /** Scores this close to a win are wins found in the search, counted from the root by ply. */
    private static final int WIN_ZONE = WIN - 1000;

    private final LoaOptions options;
    private final Strength strength;
    private final LoaEvaluation evaluation;
    private final SplittableRandom random;
    /** Positions searched before, by both sides' pieces, and (the present engine) the moves that cut off most often. */
    private final LoaTable table;
    private final int[] history = new int[64 * 64];
    private long deadline;
    private boolean outOfTime;

    public LoaComputerPlayer(LoaOptions options, Strength strength, long seed) {
        this(options, strength, seed, Engine.PRESENT);
    }

    public LoaComputerPlayer(LoaOptions options, Strength strength, long seed, Engine engine) {
        this.options = options;
        this.strength = strength;
        this.evaluation = LoaEvaluation.valueOf(engine.name());
        this.random = new SplittableRandom(seed);
        this.table = engine.remembers() ? new LoaTable() : null;
    }

    /** The move to play in {@code position}, which must not be over; {@link LoaMove#PASS} when nothing else is legal. */
    public LoaMove choose(LoaPosition position, Duration budget) {
        var legal = new LoaRules(options).legalMoves(position);
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        if (legal.size() == 1) {
            return legal.get(0);
        }
        long own = position.pieces(position.toMove());
        long enemy = position.pieces(position.opponent());
        int[] moves = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(own, enemy, moves);
        shuffle(moves, count); // equal moves are chosen among fairly, by the seed
        deadline = System.nanoTime() + budget.toNanos();
        outOfTime = false;
        java.util.Arrays.fill(history, 0);
        int best = moves[0];
        for (int depth = 1; depth <= strength.maxDepth; depth++) {
            int alpha = -INFINITY;
            int bestAtDepth = best;
            moveToFront(moves, count, best); // the last iteration's best is searched first
            for (int i = 0; i < count; i++) {
                int score = -search(childOwn(enemy, moves[i]), childEnemy(own, moves[i]), depth - 1, -INFINITY, -alpha, 1)
                        + noise();
                if (outOfTime) {
                    break;
                }
                if (score > alpha) {
                    alpha = score;
                    bestAtDepth = moves[i];
                }
            }
            if (outOfTime) {
                break; // an unfinished iteration is not trusted
            }
            best = bestAtDepth;
            if (alpha >= WIN - 100) {
                break; // a forced win is found: looking deeper only finds slower ones
            }
        }
        return new LoaMove(best >>> 6, best & 63);
    }

    /**
     * Negamax from the side to move's view: {@code own} moves next, {@code enemy} has just moved.
     * The side that just moved is checked first, as the rules check a move's result. The present
     * engine remembers what it found of a position ({@link LoaTable}) and tries first the move that
     * was best there, then captures, then the moves that cut off most often elsewhere (history).
     */
    private int search(long own, long enemy, int depth, int alpha, int beta, int ply) {
        boolean enemyConnected = LoaBoard.connected(enemy);
        boolean ownConnected = LoaBoard.connected(own);
        if (enemyConnected && ownConnected) {
            return switch (options.simultaneous()) {
                case DRAW -> 0;
                case MOVER_WINS -> -WIN + ply;
                case MOVER_LOSES -> WIN - ply;
            };
        }
        if (enemyConnected) {
            return -WIN + ply;
        }
        if (ownConnected) {
            return WIN - ply;
        }
        if (depth == 0) {
            return evaluation.score(own, enemy);
        }
        if ((ply & 63) == 0 || depth > 2) {
            checkTime();
        }
        if (outOfTime) {
            return 0;
        }
        int remembered = -1;
        if (table != null) {
            long entry = table.find(own, enemy);
            if (entry != LoaTable.NONE) {
                remembered = LoaTable.move(entry);
                if (LoaTable.depth(entry) >= depth) {
                    int score = fromTable(LoaTable.score(entry), ply);
                    int bound = LoaTable.bound(entry);
                    if (bound == LoaTable.EXACT || (bound == LoaTable.LOWER && score >= beta) || (bound == LoaTable.UPPER && score <= alpha)) {
                        return score;
                    }
                }
            }
        }
        int[] moves = new int[LoaBoard.MAX_MOVES];
        int count = LoaBoard.generate(own, enemy, moves);
        if (count == 0) {
            return -search(enemy, own, depth - 1, -beta, -alpha, ply + 1); // a pass
        }
        order(moves, count, enemy, remembered);
        int alphaBefore = alpha;
        int best = -INFINITY;
        int bestMove = moves[0];
        for (int i = 0; i < count; i++) {
            int score = -search(childOwn(enemy, moves[i]), childEnemy(own, moves[i]), depth - 1, -beta, -alpha, ply + 1);
            if (score > best) {
                best = score;
                bestMove = moves[i];
            }
            if (score >= beta) {
                if (table != null) {
                    history[moves[i]] += depth * depth;
                }
                break;
            }
            alpha = Math.max(alpha, score);
        }
        if (table != null && !outOfTime) {
            int bound = best >= beta ? LoaTable.LOWER : best <= alphaBefore ? LoaTable.UPPER : LoaTable.EXACT;
            table.store(own, enemy, depth, toTable(best, ply), bound, bestMove);
        }
        return best;
    }

    /** A win's score kept in the table counts from the position, not from the root. */
    private static int toTable(int score, int ply) {
        return score >= WIN_ZONE ? score + ply : score <= -WIN_ZONE ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= WIN_ZONE ? score - ply : score <= -WIN_ZONE ? score + ply : score;
    }

    /** The reference engine: captures first. The present one: the remembered best move, then captures, then by history. */
    private void order(int[] moves, int count, long enemy, int remembered) {
        int front = 0;
        if (remembered >= 0) {
            for (int i = 0; i < count; i++) {
                if (moves[i] == remembered) {
                    moves[i] = moves[0];
                    moves[0] = remembered;
                    front = 1;
                    break;
                }
            }
        }
        int capturesFrom = front;
        for (int i = front; i < count; i++) {
            if ((enemy & (1L << (moves[i] & 63))) != 0) {
                int swap = moves[front];
                moves[front++] = moves[i];
                moves[i] = swap;
            }
        }
        if (table != null) {
            sortByHistory(moves, capturesFrom, front);
            sortByHistory(moves, front, count);
        }
    }

    /** Insertion sort of {@code moves[from..to)} by how often each cut off, most first: the lists are short. */
    private void sortByHistory(int[] moves, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int move = moves[i];
            int score = history[move];
            int j = i - 1;
            while (j >= from && history[moves[j]] < score) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = move;
        }
    }

    private int noise() {
        return strength.noise == 0 ? 0 : random.nextInt(-strength.noise, strength.noise + 1);
    }

    private void checkTime() {
        if (System.nanoTime() > deadline || Thread.currentThread().isInterrupted()) {
            outOfTime = true;
        }
    }

    /** After {@code move} by {@code mover}, the pieces of the side that moves next. */
    private static long childOwn(long enemy, int move) {
        return enemy & ~(1L << (move & 63));
    }

    /** After {@code move}, the mover's pieces. */
    private static long childEnemy(long mover, int move) {
        return mover ^ (1L << (move >>> 6)) ^ (1L << (move & 63));
    }

    private static void moveToFront(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                moves[i] = moves[0];
                moves[0] = move;
                return;
            }
        }
    }

    private void shuffle(int[] moves, int count) {
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = moves[i];
            moves[i] = moves[j];
            moves[j] = swap;
        }
    }
}
