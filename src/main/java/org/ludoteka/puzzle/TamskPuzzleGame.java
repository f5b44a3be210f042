package org.ludoteka.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.Proof;
import org.ludoteka.ai.TamskSolver;
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
 * Level-1 Tamsk for the puzzles. A turn is what a player does when it is his turn: perhaps claim
 * the ring the opponent forgot, then move an hourglass with its ring or without ({@code a1-b2+},
 * {@code a1-b2}), or pass when nothing can move — written {@code claim a1-b2+}, {@code pass}. The
 * late {@code ring} after a move is read as the same as {@code +}.
 */
final class TamskPuzzleGame extends EnginePuzzleGame<TamskPosition, TamskEvent, TamskRules> {
    private final TamskSolver solver = new TamskSolver();

    TamskPuzzleGame(Map<String, String> options) {
        super(TamskGame.INSTANCE.rules(options), TamskGame.INSTANCE.notation(options));
    }

    @Override
    public Side toMove(TamskPosition position) {
        return position.turn();
    }

    @Override
    public Side opponent(TamskPosition position) {
        return position.opponent();
    }

    @Override
    public List<String> turns(TamskPosition position) {
        List<String> turns = new ArrayList<>();
        if (position.isFinished()) {
            return turns;
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

    @Override
    public boolean solves(TamskPosition position) {
        return TamskSolver.handles(position);
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
        if (!isTurn(events)) {
            return new Played.Refused<>(Message.of("puzzle.tamskTurn", text.strip()));
        }
        TamskPosition now = position;
        StringBuilder written = new StringBuilder();
        for (TamskEvent event : events) {
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
        return new Played.Done<>(written.toString(), now);
    }

    /** {@code [claim] (move [ring] | pass)}: one player's whole turn, nothing else. */
    private static boolean isTurn(List<TamskEvent> events) {
        int at = events.get(0) instanceof TamskEvent.Claim ? 1 : 0;
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
        return solver.forcedWin(position, attacker, plies, deadlineNanos);
    }

    @Override
    public long nodes() {
        return solver.nodes();
    }

    /** The game goes on: someone can still move, so nobody has finished ahead yet. */
    @Override
    public Message notWon(TamskPosition after, Side side, String turn) {
        return Message.of("puzzle.why.notOver", turn);
    }

    @Override
    public Optional<String> from(String turn) {
        String step = step(turn);
        return step.equals("pass") ? Optional.empty() : Optional.of(step.substring(0, step.indexOf('-')));
    }

    @Override
    public Optional<String> to(String turn) {
        String step = step(turn);
        return step.equals("pass") ? Optional.empty() : Optional.of(step.substring(step.indexOf('-') + 1).replace("+", ""));
    }

    /** The move in words, with its ring or without, after the forgotten ring claimed if it is claimed: a hint must say the ring. */
    @Override
    public Message inWords(String turn) {
        String step = step(turn);
        if (step.equals("pass")) {
            return super.inWords(turn);
        }
        String kind = (turn.startsWith("claim ") ? "claim" : "move") + (step.endsWith("+") ? "Ring" : "");
        return Message.of("puzzle.answer.tamsk." + kind, turn, from(turn).orElseThrow(), to(turn).orElseThrow());
    }

    /** The answer's move without its ring: the ring it drops on the cell it goes to is what is missing. */
    @Override
    public Optional<Message> leftOut(String tried, String answer) {
        if (answer.equals(tried + "+") && !step(tried).equals("pass")) {
            return Optional.of(Message.of("puzzle.why.ringLeftOut", tried, to(answer).orElseThrow(), answer));
        }
        return Optional.empty();
    }

    private static String step(String turn) {
        return turn.startsWith("claim ") ? turn.substring("claim ".length()) : turn;
    }
}
