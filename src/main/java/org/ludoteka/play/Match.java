package org.ludoteka.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Side;
import org.ludoteka.progress.SavedGame;

/**
 * One game as it is played at the screen (STYLE.md §4): its setup, the positions from the start, the
 * moves between them and the one shown. Undo and redo skip to the points where a person at the
 * screen acts. A legal move played after an undo drops what redo could have restored. No Swing here.
 */
public final class Match<P, M> {
    private final TurnGame<P, M> game;
    private final MatchSetup<P> setup;
    private final Rules<P, M> rules;
    private final Notation<P, M> notation;
    private final List<P> positions = new ArrayList<>();
    private final List<M> moves = new ArrayList<>();
    private int current;

    public Match(TurnGame<P, M> game, MatchSetup<P> setup) {
        this.game = game;
        this.setup = setup;
        this.rules = game.game().rules(setup.options());
        this.notation = game.game().notation(setup.options());
        positions.add(setup.start());
    }

    /** The game a save file kept, replayed through the rules and shown at its last position; {@link org.ludoteka.core.InputError} names what is wrong. */
    public static <P, M> Match<P, M> resume(TurnGame<P, M> game, SavedGame saved) {
        SavedGame.Replay<P, M> replay = saved.replay(game.game());
        P start = replay.positions().get(0);
        Seats seats = Seats.people(game.seatCount(start));
        java.util.Set<String> words = new java.util.HashSet<>();
        for (int seat = 0; seat < seats.count(); seat++) {
            words.add(game.seatWord(start, seat));
        }
        saved.computers().keySet().stream().filter(word -> !words.contains(word)).findFirst().ifPresent(word -> {
            throw new InputError("window.save.badField", "opponent", word);
        });
        saved.computer().map(computer -> computer.side().id()).filter(word -> !words.contains(word)).ifPresent(word -> {
            throw new InputError("window.save.badField", "opponent", word);
        });
        for (int seat = 0; seat < seats.count(); seat++) {
            String word = game.seatWord(start, seat);
            Optional<String> strength = Optional.ofNullable(saved.computers().get(word))
                    .or(() -> saved.computer().filter(computer -> computer.side().id().equals(word)).map(SavedGame.Seat::strength));
            if (strength.isPresent()) {
                seats = seats.with(seat, Optional.of(Strength.of(strength.get())));
            }
        }
        Match<P, M> match = new Match<>(game, new MatchSetup<>(game.game().withDefaults(saved.options()), start, seats));
        match.positions.addAll(replay.positions().subList(1, replay.positions().size()));
        match.moves.addAll(replay.moves());
        match.current = match.moves.size();
        return match;
    }

    /**
     * A game record read from a file, played through the rules up to its last move, every seat a
     * person's; {@link InputError} names the line of the first move that cannot be read or played,
     * and why.
     */
    public static <P, M> Match<P, M> ofRecord(TurnGame<P, M> game, String text) {
        GameRecord.Read read = GameRecord.read(game.game().id(), text);
        Map<String, String> options = game.game().withDefaults(read.options());
        P start = game.game().notation(options).parsePosition(read.start());
        Match<P, M> match = new Match<>(game, new MatchSetup<>(options, start, Seats.people(game.seatCount(start))));
        for (int i = 0; i < read.moves().size(); i++) {
            String written = read.moves().get(i);
            int line = read.lines().get(i);
            M move;
            try {
                move = match.notation.parseMove(written);
            } catch (InputError e) {
                throw new InputError("window.record.unread", line, written, e.problem());
            }
            if (match.play(move) instanceof MoveResult.Illegal<P> illegal) {
                throw new InputError("window.record.illegal", line, written, illegal.message());
            }
        }
        return match;
    }

    public TurnGame<P, M> game() {
        return game;
    }

    public MatchSetup<P> setup() {
        return setup;
    }

    public Rules<P, M> rules() {
        return rules;
    }

    public Notation<P, M> notation() {
        return notation;
    }

    public P position() {
        return positions.get(current);
    }

    public P start() {
        return positions.get(0);
    }

    public Optional<Outcome> outcome() {
        return rules.outcome(position());
    }

    public List<M> legalMoves() {
        return rules.legalMoves(position());
    }

    /** The seat that acts now: none once the game is over, or while something off the board decides. */
    public OptionalInt actor() {
        return actor(position());
    }

    private OptionalInt actor(P at) {
        return rules.outcome(at).isPresent() ? OptionalInt.empty() : game.actor(at);
    }

    public boolean computerToAct() {
        OptionalInt actor = actor();
        return actor.isPresent() && setup.seats().computerAt(actor.getAsInt());
    }

    /** Moves have been played and the game has not ended: leaving it loses something. */
    public boolean inProgress() {
        return current > 0 && outcome().isEmpty();
    }

    /** The last move of {@code kind} before the current position, if any, for the board to mark. */
    public <K extends M> Optional<K> lastMove(Class<K> kind) {
        for (int i = current - 1; i >= 0; i--) {
            if (kind.isInstance(moves.get(i))) {
                return Optional.of(kind.cast(moves.get(i)));
            }
        }
        return Optional.empty();
    }

    /** Plays {@code move} if the rules allow it; a legal move drops the positions that redo could have restored. */
    public MoveResult<P> play(M move) {
        MoveResult<P> result = rules.apply(position(), move);
        if (result instanceof MoveResult.Legal<P> legal) {
            positions.subList(current + 1, positions.size()).clear();
            moves.subList(current, moves.size()).clear();
            positions.add(legal.after());
            moves.add(move);
            current++;
        }
        return result;
    }

    public boolean canUndo() {
        return undoTarget() >= 0;
    }

    public boolean canRedo() {
        return current < positions.size() - 1;
    }

    public void undo() {
        if (canUndo()) {
            current = undoTarget();
        }
    }

    /** Forward to the next point where a person at the screen acts, or as far as the game went. */
    public void redo() {
        while (canRedo()) {
            current++;
            if (stopsAt(current)) {
                return;
            }
        }
    }

    private int undoTarget() {
        for (int i = current - 1; i >= 0; i--) {
            if (stopsAt(i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether undo or redo stops at the position at {@code index}: a person at the screen acts there, or the game is over. */
    private boolean stopsAt(int index) {
        P at = positions.get(index);
        if (rules.outcome(at).isPresent()) {
            return true;
        }
        OptionalInt actor = game.actor(at);
        boolean person = actor.isPresent() && !setup.seats().computerAt(actor.getAsInt());
        return person && (index == 0 || game.stopsAfter(positions.get(index - 1), moves.get(index - 1), at));
    }

    /** The number of moves played up to the position shown. */
    public int shownPly() {
        return current;
    }

    /** The number of moves the game went to, redo's included. */
    public int plies() {
        return moves.size();
    }

    /** Shows the position after {@code ply} moves, as far as the game went; the moves after it are kept until a move is played. */
    public void goTo(int ply) {
        current = Math.max(0, Math.min(ply, moves.size()));
    }

    /** The move that led to the position shown, with the rules' word on it, if any move did. */
    public Optional<MoveResult.Legal<P>> shownMove() {
        return current == 0 ? Optional.empty()
                : Optional.of((MoveResult.Legal<P>) rules.apply(positions.get(current - 1), moves.get(current - 1)));
    }

    /** The move that led to the position shown, as written. */
    public Optional<String> shownMoveWritten() {
        return current == 0 ? Optional.empty() : Optional.of(notation.format(positions.get(current - 1), moves.get(current - 1)));
    }

    public Optional<M> moveBeforeShown() {
        return current == 0 ? Optional.empty() : Optional.of(moves.get(current - 1));
    }

    /** The turns up to the current position, numbered: a new one whenever another player's turn begins. */
    public List<GameRecord.Turn> turns() {
        return turns(current);
    }

    /** Every turn the game went to, those redo would restore included: the move list, a way back in time. */
    public List<GameRecord.Turn> history() {
        return turns(moves.size());
    }

    private List<GameRecord.Turn> turns(int upTo) {
        List<GameRecord.Turn> turns = new ArrayList<>();
        List<String> written = new ArrayList<>();
        List<Message> said = new ArrayList<>();
        int owner = -1;
        for (int i = 0; i < upTo; i++) {
            P before = positions.get(i);
            int turnOf = game.turnOf(before);
            if (i > 0 && (turnOf != owner || game.endsTurn(positions.get(i - 1), moves.get(i - 1)))) {
                turns.add(new GameRecord.Turn(turns.size() + 1, owner, written, said));
                written = new ArrayList<>();
                said = new ArrayList<>();
            }
            owner = turnOf;
            String move = notation.format(before, moves.get(i));
            written.add(move);
            int lineSeat = turnOf;
            said.add(game.spoken(before, moves.get(i))
                    .map(spoken -> spoken.seat() == lineSeat ? spoken.deed() : sentence(before, spoken))
                    .orElse(Message.of("window.moves.move", move)));
        }
        if (!written.isEmpty()) {
            turns.add(new GameRecord.Turn(turns.size() + 1, owner, written, said));
        }
        return turns;
    }

    /** A decision as a sentence, its seat named: "Black does not challenge". */
    public Message sentence(P at, Said said) {
        return Message.of("window.said.by", game.seatName(at, said.seat()), said.deed());
    }

    /** The moves up to the current position, as a save file keeps them. */
    public List<String> written() {
        List<String> written = new ArrayList<>();
        for (int i = 0; i < current; i++) {
            written.add(notation.format(positions.get(i), moves.get(i)));
        }
        return written;
    }

    /** The numbered record up to the current position: what Copy moves gives and {@code play} reads back. */
    public String record() {
        return GameRecord.text(notation.format(start()), turns());
    }

    /**
     * The game up to the current position, as the save file holds every game. A game of two sides
     * with one computer names it as it always has ({@code opponent computer white medium}); other
     * tables name each computer seat by its word.
     */
    public SavedGame toSaved() {
        Seats seats = setup.seats();
        Optional<Side> onlySide = seats.onlyComputer().flatMap(seat -> side(game.seatWord(start(), seat)));
        String start = notation.format(start());
        if (seats.count() == 2 && (onlySide.isPresent() || !seats.anyComputer())) {
            Optional<SavedGame.Seat> computer = onlySide.map(side -> new SavedGame.Seat(side,
                    seats.at(seats.onlyComputer().orElseThrow()).orElseThrow().word()));
            return new SavedGame(game.game().id(), setup.options(), computer, start, written());
        }
        Map<String, String> computers = new java.util.LinkedHashMap<>();
        for (int seat = 0; seat < seats.count(); seat++) {
            int at = seat;
            seats.at(seat).ifPresent(strength -> computers.put(game.seatWord(start(), at), strength.word()));
        }
        return new SavedGame(game.game().id(), setup.options(), Optional.empty(), computers, start, written());
    }

    private static Optional<Side> side(String word) {
        return java.util.Arrays.stream(Side.values()).filter(side -> side.id().equals(word)).findFirst();
    }
}
