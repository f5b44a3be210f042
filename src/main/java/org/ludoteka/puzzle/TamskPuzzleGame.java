package org.ludoteka.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.Proof;
import org.ludoteka.ai.TamskSolver;
import org.ludoteka.ai.TamskTimeSolver;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

/**
 * Tamsk for the puzzles, at level 1 and, with the sand, at level 2. A turn is what a player does
 * when it is his turn: perhaps claim the ring the opponent forgot, then move an hourglass with its
 * ring or without ({@code a1-b2+}, {@code a1-b2}), or pass when nothing can move — written
 * {@code claim a1-b2+}, {@code pass}. The late {@code ring} after a move is read as the same as
 * {@code +}. At level 2 the clock is stopped while the learner thinks, and a turn may begin with the
 * time he lets pass before he acts: {@code +12s d7-d6+}; a wait in which the game ends is a turn by
 * itself ({@code +40s}). Level 1 is proven by {@link TamskSolver}, level 2 by {@link TamskTimeSolver}.
 */
final class TamskPuzzleGame extends EnginePuzzleGame<TamskPosition, TamskEvent, TamskRules> {
    private final TamskSolver solver = new TamskSolver();
    private final TamskTimeSolver timeSolver;

    TamskPuzzleGame(Map<String, String> options) {
        super(TamskGame.INSTANCE.rules(options), TamskGame.INSTANCE.notation(options), TamskPosition::turn, TamskPosition::other);
        timeSolver = new TamskTimeSolver(rules);
    }

    @Override
    public List<String> turns(TamskPosition position) {
        List<String> turns = new ArrayList<>();
        if (position.isFinished()) {
            return turns;
        }
        if (position.level() >= 2) {
            for (List<TamskEvent> turn : TamskTimeSolver.turns(rules, position)) {
                turns.add(written(position, turn));
            }
            // at once first, then the later moments in order: a wait's seconds are numbers, not text
            return turns.stream().sorted(Comparator.comparingLong(this::waitMillis).thenComparing(Comparator.naturalOrder())).toList();
        }
        addTurns(position, "", turns);
        if (rules.apply(position, TamskEvent.CLAIM) instanceof MoveResult.Legal<TamskPosition> claimed) {
            addTurns(claimed.after(), "claim ", turns);
        }
        return turns.stream().sorted().toList();
    }

    private void addTurns(TamskPosition position, String prefix, List<String> turns) {
        boolean hasRing = position.player(position.turn()).holder() > 0;
        for (TamskEvent event : rules.legalMoves(position)) {
            if (event instanceof TamskEvent.Move move) {
                String step = TamskBoard.name(move.from()) + "-" + TamskBoard.name(move.to());
                turns.add(prefix + step);
                if (hasRing) {
                    turns.add(prefix + step + "+");
                }
            } else if (event instanceof TamskEvent.Pass) {
                turns.add(prefix + "pass");
            }
        }
    }

    /**
     * The turns after which the hourglass on {@code cell} can reach {@code cells} cells at most, the
     * other hourglasses making way (T-11: full cells are walls): what a block puzzle accepts.
     */
    List<String> blocking(TamskPosition position, int cell, int cells) {
        List<String> blocking = new ArrayList<>();
        for (String turn : turns(position)) {
            if (TamskReach.of(after(position, turn), cell).size() <= cells) {
                blocking.add(turn);
            }
        }
        return blocking;
    }

    /** Whether the hourglass on {@code cell} is the opponent's: the one a block puzzle walls in. */
    static boolean opponentsHourglass(TamskPosition position, int cell) {
        return cell != TamskBoard.NONE && position.ownerAt(cell).filter(position.opponent()::equals).isPresent();
    }

    /** A turn's events as the puzzles write them, one token each, apart by spaces: what {@link #play} reads. */
    static String written(TamskPosition position, List<TamskEvent> turn) {
        StringBuilder text = new StringBuilder();
        for (TamskEvent event : turn) {
            text.append(text.length() == 0 ? "" : " ").append(TamskNotation.INSTANCE.format(position, event));
        }
        return text.toString();
    }

    @Override
    public boolean solves(TamskPosition position) {
        return TamskSolver.handles(position) || TamskTimeSolver.handles(position);
    }

    /** Level 2: the sand runs, so a turn may begin with a wait and the clock is stopped while the learner thinks. */
    @Override
    public boolean timed(TamskPosition position) {
        return position.level() >= 2;
    }

    @Override
    public String waited(long seconds, String turn) {
        return seconds <= 0 ? turn : "+" + seconds + "s " + turn;
    }

    @Override
    public Played<TamskPosition> play(TamskPosition position, String text) {
        List<TamskEvent> events = new ArrayList<>();
        try {
            for (String token : text.strip().split("\\s+")) {
                events.add(TamskNotation.INSTANCE.parseMove(token));
            }
        } catch (InputError e) {
            return new Played.Refused<>(e.problem());
        }
        if (!isTurn(events, position.level() >= 2)) {
            return new Played.Refused<>(Message.of("puzzle.tamskTurn", text.strip()));
        }
        TamskPosition now = position;
        StringBuilder written = new StringBuilder();
        for (TamskEvent event : events) {
            if (now.isFinished()) {
                // the sand ended the game during the wait: nothing more may be done
                return new Played.Refused<>(Message.of("puzzle.tamskOverInWait", text.strip()));
            }
            MoveResult<TamskPosition> result = rules.apply(now, event);
            if (result instanceof MoveResult.Illegal<TamskPosition> illegal) {
                return new Played.Refused<>(illegal.message());
            }
            if (event instanceof TamskEvent.Ring) {
                written.append('+');
            } else {
                written.append(written.length() == 0 ? "" : " ").append(TamskNotation.INSTANCE.format(now, event));
            }
            now = ((MoveResult.Legal<TamskPosition>) result).after();
        }
        if (!now.isFinished() && now.turn() == position.turn()) {
            return new Played.Refused<>(Message.of("puzzle.tamskTurn", text.strip())); // a wait alone, and the game goes on
        }
        return new Played.Done<>(written.toString(), now);
    }

    /**
     * {@code [claim] (move [ring] | pass)}: one player's whole turn, nothing else; where the sand runs,
     * perhaps after a wait ({@code +12s}), or the wait alone.
     */
    private static boolean isTurn(List<TamskEvent> events, boolean timed) {
        int at = 0;
        if (timed && events.get(0) instanceof TamskEvent.Elapse) {
            if (events.size() == 1) {
                return true; // whether the game ends in it is the rules' business
            }
            at = 1;
        }
        at += events.get(at) instanceof TamskEvent.Claim ? 1 : 0;
        if (at >= events.size()) {
            return false;
        }
        TamskEvent main = events.get(at);
        if (main instanceof TamskEvent.Pass) {
            return events.size() == at + 1;
        }
        if (!(main instanceof TamskEvent.Move move)) {
            return false;
        }
        if (events.size() == at + 1) {
            return true;
        }
        return events.size() == at + 2 && !move.ring() && events.get(at + 1) instanceof TamskEvent.Ring;
    }

    @Override
    public Proof forcedWin(TamskPosition position, Side attacker, int plies, long deadlineNanos) {
        if (position.level() >= 2) {
            return timeSolver.forcedWin(position, attacker, plies, deadlineNanos);
        }
        return solver.forcedWin(position, attacker, plies, deadlineNanos);
    }

    @Override
    public long nodes() {
        return solver.nodes() + timeSolver.nodes();
    }

    /** The game goes on: someone can still move, so nobody has finished ahead yet. */
    @Override
    public Message notWon(TamskPosition after, Side side, String turn) {
        return Message.of("puzzle.why.notOver", turn);
    }

    @Override
    public Optional<String> from(String turn) {
        String step = step(turn);
        return !step.contains("-") ? Optional.empty() : Optional.of(step.substring(0, step.indexOf('-')));
    }

    @Override
    public Optional<String> to(String turn) {
        String step = step(turn);
        return !step.contains("-") ? Optional.empty() : Optional.of(step.substring(step.indexOf('-') + 1).replace("+", ""));
    }

    /** The move in words, with its ring or without, after the forgotten ring claimed if it is claimed: a hint must say the ring. */
    @Override
    public Message inWords(String turn) {
        String wait = wait(turn);
        String rest = turn.substring(wait.length()).strip();
        if (!wait.isEmpty()) {
            String seconds = wait.substring(1, wait.length() - 2);
            return rest.isEmpty() ? Message.of("puzzle.answer.tamsk.waitOnly", turn, seconds)
                    : Message.of("puzzle.answer.tamsk.waitThen", turn, seconds, inWords(rest));
        }
        String step = step(turn);
        if (step.equals("pass")) {
            return super.inWords(turn);
        }
        String kind = (turn.startsWith("claim ") ? "claim" : "move") + (step.endsWith("+") ? "Ring" : "");
        return Message.of("puzzle.answer.tamsk." + kind, turn, from(turn).orElseThrow(), to(turn).orElseThrow());
    }

    /** How long a turn waits before it acts, in ms: 0 for a turn at once. */
    @Override
    public long waitMillis(String turn) {
        String wait = wait(turn).strip();
        return wait.isEmpty() ? 0 : ((TamskEvent.Elapse) TamskNotation.INSTANCE.parseMove(wait)).millis();
    }

    /** The wait a level-2 turn begins with, {@code "+12s "}, or nothing. */
    private static String wait(String turn) {
        int space = turn.indexOf(' ');
        String first = space < 0 ? turn : turn.substring(0, space + 1);
        return first.startsWith("+") ? first : "";
    }

    /** The answer's move without its ring: the ring it drops on the cell it goes to is what is missing. */
    @Override
    public Optional<Message> leftOut(String tried, String answer) {
        if (answer.equals(tried + "+") && !step(tried).equals("pass")) {
            return Optional.of(Message.of("puzzle.why.ringLeftOut", tried, to(answer).orElseThrow(), answer));
        }
        return Optional.empty();
    }

    /** The move or pass of a turn, without the wait and the claim before it; empty for a wait alone. */
    private static String step(String turn) {
        String rest = turn.substring(wait(turn).length()).strip();
        return rest.startsWith("claim ") ? rest.substring("claim ".length()) : rest;
    }
}
