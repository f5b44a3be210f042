package org.ludoteka.play;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.progress.SavedGame;

/**
 * One turn-based game at the screen, for every such game alike, as CuckooChess's controller or the
 * mid-end of Simon Tatham's puzzles: it holds the {@link Match}, says what the rules made of each
 * move in {@link Feedback}, asks the computer when a computer seat acts, and tells its {@link View}
 * whenever something changed. The window only shows it; tests drive it without a window.
 */
public final class Session<P, M> {

    /** Whoever shows the session: told after every change, and asked whether the computer must wait (a move still played out). */
    public interface View {
        void changed();

        /** True while the view plays a move out on the board: the computer's turn waits for {@link #refresh()}. */
        default boolean busy() {
            return false;
        }
    }

    /** The last move played, by whom, with the positions around it: what a view plays out or reacts to. */
    public record Played<P, M>(P before, M move, P after, boolean byComputer) {
    }

    private final TurnGame<P, M> game;
    private final Thinker thinker;
    private View view = () -> {
    };
    private Match<P, M> match;
    private Feedback feedback = Feedback.NONE;
    private Optional<Played<P, M>> lastPlayed = Optional.empty();
    private boolean active = true;
    /** What the person is asked before a move of his is played, if anything: GIPF's "your potentials will be lost". */
    private Predicate<M> consent = move -> true;
    private long seed = System.nanoTime();

    public Session(TurnGame<P, M> game, MatchSetup<P> first, Thinker thinker) {
        this.game = game;
        this.thinker = thinker;
        this.match = new Match<>(game, first);
    }

    /** Before a person's move is played, {@code asked} may ask him to confirm it; a move he does not confirm is not played. */
    public void askBefore(Predicate<M> asked) {
        this.consent = asked;
    }

    public void show(View shownBy) {
        this.view = shownBy;
    }

    public TurnGame<P, M> game() {
        return game;
    }

    public Match<P, M> match() {
        return match;
    }

    public MatchSetup<P> setup() {
        return match.setup();
    }

    public P position() {
        return match.position();
    }

    public Optional<Outcome> outcome() {
        return match.outcome();
    }

    public Feedback feedback() {
        return feedback;
    }

    /** The move just played, until the next change of game, undo or redo. */
    public Optional<Played<P, M>> lastPlayed() {
        return lastPlayed;
    }

    public boolean computerToAct() {
        return match.computerToAct();
    }

    /** A person at the screen is to act now: the game goes on and no computer seat acts. */
    public boolean personToAct() {
        return match.actor().isPresent() && !match.computerToAct();
    }

    public boolean computerThinking() {
        return thinker.isThinking();
    }

    /** Whether the session's screen is shown: the computer thinks only then. */
    public boolean active() {
        return active;
    }

    public void setActive(boolean shown) {
        active = shown;
        if (!shown) {
            thinker.forget();
        }
        changed();
    }

    public void begin(MatchSetup<P> setup) {
        begin(new Match<>(game, setup));
    }

    /** Goes on with a game the save file kept; {@link InputError} names what is wrong with it. */
    public void resume(SavedGame saved) {
        begin(Match.resume(game, saved));
    }

    private void begin(Match<P, M> newMatch) {
        thinker.forget();
        match = newMatch;
        feedback = Feedback.NONE;
        lastPlayed = Optional.empty();
        changed();
    }

    /** Goes on with a game record read from a file, shown at its last move; {@link InputError} says what is wrong with it. */
    public void open(String record) {
        read(record).run();
    }

    /** Reads a game record, changing nothing yet, and returns what shows it; {@link InputError} says what is wrong with it. */
    public Runnable read(String record) {
        Match<P, M> opened = Match.ofRecord(game, record);
        return () -> begin(opened);
    }

    /** The record as a file keeps it: with the game and its options on a first line, so that it opens again as it was. */
    public String recordFile() {
        return GameRecord.file(game.game().id(), match.setup().options(), match.record());
    }

    public boolean inProgress() {
        return match.inProgress();
    }

    public SavedGame saved() {
        return match.toSaved();
    }

    /**
     * A move a person made on the board or with a button: played if the rules allow it, else
     * refused with their reason; while the computer is to act, the person is told to wait.
     */
    public MoveResult<P> play(M move) {
        if (match.computerToAct()) {
            waitForComputer();
            return MoveResult.illegal(() -> "window.verdict.wait");
        }
        if (!consent.test(move)) {
            return MoveResult.illegal(() -> "window.verdict.notConfirmed");
        }
        return played(move, false);
    }

    /** A move typed in notation: read, then judged like one made on the board; true when it was played. */
    public boolean typed(String text) {
        if (match.computerToAct()) {
            waitForComputer();
            return false;
        }
        M move;
        try {
            move = match.notation().parseMove(text);
        } catch (InputError e) {
            tell(Feedback.unreadMove(text, e.problem()));
            return false;
        }
        return play(move) instanceof MoveResult.Legal<P>;
    }

    /** The person acted while the computer was to: he is told to wait. */
    public void waitForComputer() {
        tell(Feedback.of(Message.of("window.verdict.wait"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.computerThinking"))));
    }

    /** Says {@code said} under the board (a gesture that tried nothing, a click outside a row…). */
    public void tell(Feedback said) {
        feedback = said;
        changed();
    }

    private MoveResult<P> played(M move, boolean byComputer) {
        P before = match.position();
        MoveResult<P> result = match.play(move);
        if (result instanceof MoveResult.Illegal<P> illegal) {
            feedback = Feedback.of(Message.of("window.verdict.illegal", game.tried(match.notation(), before, move)), Feedback.Tone.WRONG,
                    List.of(illegal.message()));
        } else {
            MoveResult.Legal<P> legal = (MoveResult.Legal<P>) result;
            String written = match.notation().format(before, move);
            Optional<Message> spoken = game.spoken(before, move).map(said -> match.sentence(before, said));
            Message head = byComputer ? spoken.map(said -> Message.of("window.verdict.computerSaid", said))
                    .orElse(Message.of("window.verdict.computer", written))
                    : spoken.orElse(Message.of(game.legalKey(move), written));
            // why the game ended is said once, with the result, not again under the verdict
            Optional<Message> end = match.outcome().map(Outcome::reason);
            List<Message> notes = legal.notes().stream().filter(note -> end.filter(note::equals).isEmpty()).toList();
            feedback = Feedback.of(head, byComputer ? Feedback.Tone.NEUTRAL : Feedback.Tone.RIGHT, notes);
            lastPlayed = Optional.of(new Played<>(before, move, legal.after(), byComputer));
        }
        changed();
        return result;
    }

    public boolean canUndo() {
        return match.canUndo();
    }

    public boolean canRedo() {
        return match.canRedo();
    }

    public void undo() {
        stepThroughHistory(match::undo);
    }

    public void redo() {
        stepThroughHistory(match::redo);
    }

    /** An undo or a redo: the computer's pending thought and the last verdict belong to the position left. */
    private void stepThroughHistory(Runnable step) {
        thinker.forget();
        step.run();
        feedback = Feedback.NONE;
        lastPlayed = Optional.empty();
        changed();
    }

    /**
     * Shows the position after {@code ply} moves with the verdict of the move that led to it: the
     * move list is a way back in time. Nothing is lost: back at the last move the game goes on, and
     * a move played from an earlier position replaces what followed it, as after an undo.
     */
    public void goTo(int ply) {
        thinker.forget();
        match.goTo(ply);
        lastPlayed = Optional.empty();
        feedback = match.shownMove().map(legal -> Feedback.of(Message.of("window.moves.shown", match.shownMoveWritten().orElseThrow()),
                Feedback.Tone.NEUTRAL, legal.notes())).orElse(Feedback.NONE);
        changed();
    }

    /** Whether an earlier position is shown while the game went further: the computer waits until the last one is shown. */
    public boolean lookingBack() {
        return match.canRedo();
    }

    /** The numbered record of the game, and the learner is told it was copied. */
    public String copyRecord() {
        tell(Feedback.of(Message.of("window.copied"), Feedback.Tone.NEUTRAL, List.of()));
        return match.record();
    }

    /**
     * Shows the game again, nothing in it changed: the view's own state did (a move played out, so the
     * computer may take its turn; a kind of piece chosen).
     */
    public void refresh() {
        changed();
    }

    private void changed() {
        view.changed();
        if (active && match.computerToAct() && !match.canRedo() && !thinker.isThinking() && !view.busy()) {
            askComputer();
        }
    }

    private void askComputer() {
        Match<P, M> asked = match;
        P now = match.position();
        OptionalInt seat = match.actor();
        Strength strength = match.setup().seats().at(seat.getAsInt()).orElseThrow();
        ComputerPlayer<P, M> player = game.computer(match.setup().options(), strength, seed++);
        long least = game.computerPace().toMillis();
        Function<Duration, M> choose = budget -> paced(() -> player.choose(now, budget), least);
        thinker.ask(choose, move -> {
            // a move found while the view is busy (a position being set up) is dropped: the computer is asked again after
            if (asked == match && match.position().equals(now) && !view.busy()) {
                played(move, true);
            }
        });
    }

    /** The computer's move, given no sooner than {@code leastMillis} after it was asked for. */
    private static <M> M paced(Supplier<M> choose, long leastMillis) {
        long start = System.nanoTime();
        M move = choose.get();
        long left = leastMillis - (System.nanoTime() - start) / 1_000_000;
        if (left > 0) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the question was dropped: its answer will be too
            }
        }
        return move;
    }
}
