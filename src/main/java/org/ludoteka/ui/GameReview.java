package org.ludoteka.ui;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.Action;
import org.ludoteka.core.Message;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.GameRecord;
import org.ludoteka.play.Match;
import org.ludoteka.play.Session;
import org.ludoteka.play.review.Mark;
import org.ludoteka.play.review.MarkWalk;
import org.ludoteka.play.review.Review;
import org.ludoteka.play.review.ReviewPuzzles;
import org.ludoteka.play.Seats;
import org.ludoteka.play.TurnGame;
import org.ludoteka.puzzle.PersonalPuzzles;

/**
 * The Review action of a turn-based game's screen (issue #23): offered once the game is over, or on
 * a game record opened from a file. The review runs on its own thread (the solvers may take seconds a
 * turn), says how far it is in the verdict area, and then marks the turning points in the move list.
 * A marked turn, shown, is walked on the board as {@link MarkWalk} draws it: first the position
 * before the marked move, the move played in red and the better moves in green, then, one step each
 * (← and → in the move list), the solver's line in blue, then the position after the move played;
 * the verdict area says the mark, on what it rests, and the step shown. Stepping back before the
 * first step or on past the last, choosing another turn or playing on leaves the walk. Everything
 * here but {@link Review#of} and {@link MarkWalk#of} runs on the event thread.
 */
final class GameReview {
    /** The solver's budget for each turn: a game of sixty turns is reviewed within a minute or two. */
    static final Duration PER_TURN = Duration.ofSeconds(2);

    private final Session<?, ?> session;
    private final Runnable changed;
    private final Action action;
    /** The match opened from a record file, which may be reviewed although it is not over. */
    private Match<?, ?> opened;
    /** The match the marks (or the review running) belong to. */
    private Match<?, ?> reviewed;
    private List<Mark> marks = List.of();
    /** The marks' walks, in the same order. */
    private List<MarkWalk> walks = List.of();
    /** The ply the walk's step belongs to: showing another ply starts its walk (if marked) at its first step. */
    private int walkPly = -1;
    /** The step of the walk shown; the walk's length when it is left and the game's own position is shown. */
    private int step;
    private final ReviewRun run;
    /** Where the mistakes of the people at the screen become puzzles; none until the window says. */
    private Optional<PersonalPuzzles> keep = Optional.empty();
    /** How many new puzzles the last review added to the learner's own, or why none could be kept. */
    private Optional<Message> kept = Optional.empty();
    private boolean done;
    /** The ply shown when the review ended: its summary stays in the verdict area until another position is shown. */
    private int summaryAt = -1;

    GameReview(Localizer localizer, Session<?, ?> session, Runnable changed) {
        this.session = session;
        this.changed = changed;
        this.run = new ReviewRun(changed);
        this.action = Actions.create(localizer, "window.action.review", this::start);
    }

    /** The mistakes a review finds become puzzles in {@code puzzles} from now on (issue #23). */
    void keepMistakesIn(PersonalPuzzles puzzles) {
        keep = Optional.of(puzzles);
    }

    Action action() {
        return action;
    }

    /** The match now shown was opened from a record file: it may be reviewed. */
    void opened() {
        opened = session.match();
        changed.run();
    }

    /** Follows the session: marks of a game no longer shown are dropped, and the action is offered when it may be. */
    void update() {
        Match<?, ?> match = session.match();
        if (reviewed != null && reviewed != match) {
            cancel();
            reviewed = null;
            marks = List.of();
            walks = List.of();
            done = false;
        }
        int shown = match.shownPly();
        if (shown != walkPly) {
            walkPly = shown;
            step = 0;
        }
        boolean finished = session.outcome().isPresent() || match == opened;
        action.setEnabled(session.active() && !run.running() && reviewed == null && finished && match.plies() > 0
                && !session.computerThinking() && Review.reviews(session.game().game().id()));
    }

    /** Stops a review running (it may be asked for again); its thread ends at the solver's next look at the clock. */
    void cancel() {
        if (run.cancel()) {
            reviewed = null;
        }
    }

    /** What the verdict area says instead of the session: how far the review is, or the mark of the turn shown. */
    Optional<Feedback> feedback() {
        if (run.running()) {
            return run.progress();
        }
        int shown = session.match().shownPly();
        if (done && shown == summaryAt) {
            // the headline is one line: where the marks are, and the puzzles made of them, are said below it
            Message summary = marks.isEmpty() ? Message.of("window.review.none") : Message.of("window.review.done", marks.size());
            List<Message> details = new ArrayList<>(marks.isEmpty() ? List.of() : List.of(Message.of("window.review.where")));
            kept.ifPresent(details::add);
            return Optional.of(Feedback.of(summary, Feedback.Tone.NEUTRAL, details));
        }
        summaryAt = -1;
        Optional<MarkWalk> walk = walkShown();
        if (walk.isEmpty()) {
            return Optional.empty();
        }
        int turning = walks.indexOf(walk.get()); // the walks are in the record's order, one a mark: its number among them
        List<MarkWalk.Step> steps = walk.get().steps();
        if (step >= steps.size()) {
            return Optional.of(Feedback.of(Message.of("window.review.mark", turning + 1, walks.size()), Feedback.Tone.WRONG,
                    List.of(walk.get().said(), Message.of("window.review.after"))));
        }
        return Optional.of(Feedback.of(Message.of("window.review.mark", turning + 1, walks.size()), Feedback.Tone.WRONG,
                List.of(walk.get().said(), walk.get().basis(), steps.get(step).said())));
    }

    /** The turn ending at {@code ply} is chosen in the move list: its walk, if it is marked, starts at its first step. */
    void chosen(int ply) {
        walkPly = ply;
        step = 0;
        summaryAt = -1;
    }

    /** The step of a mark's walk the board shows instead of the game's own position; empty when none is walked. */
    Optional<MarkWalk.Step> walked() {
        if (run.running() || (done && session.match().shownPly() == summaryAt)) {
            return Optional.empty();
        }
        return walkShown().filter(walk -> step < walk.steps().size()).map(walk -> walk.steps().get(step));
    }

    /**
     * Steps the walk of the marked turn shown by {@code by} (±1); false, the walk left, when there is
     * none or the step would go before its first step or past the game's own position after it.
     */
    boolean step(int by) {
        Optional<MarkWalk> walk = walkShown();
        int next = step + by;
        if (run.running() || walk.isEmpty() || next < 0 || next > walk.get().steps().size()) {
            return false;
        }
        step = next;
        summaryAt = -1;
        changed.run();
        return true;
    }

    /** The walk of the mark whose turn ends at the ply shown. */
    private Optional<MarkWalk> walkShown() {
        List<GameRecord.Turn> history = session.match().history();
        int shown = session.match().shownPly();
        int end = 0;
        for (int turn = 0; turn < history.size(); turn++) {
            end += history.get(turn).moves().size();
            if (end == shown) {
                return markOf(turn, history).flatMap(mark -> walks.stream().filter(walk -> walk.event() == mark.firstMove()).findFirst());
            }
        }
        return Optional.empty();
    }

    /** The mark of the turn {@code turn} of {@code history}, if the review marked it. */
    Optional<Mark> markOf(int turn, List<GameRecord.Turn> history) {
        int first = 0;
        for (int i = 0; i < turn; i++) {
            first += history.get(i).moves().size();
        }
        int from = first;
        int to = first + history.get(turn).moves().size();
        return marks.stream().filter(mark -> mark.firstMove() >= from && mark.firstMove() < to).findFirst();
    }

    private void start() {
        Match<?, ?> match = session.match();
        reviewed = match;
        marks = List.of();
        kept = Optional.empty();
        done = false;
        Set<String> people = people(match, session.setup().seats());
        Optional<PersonalPuzzles> store = keep;
        String id = match.game().game().id();
        Map<String, String> options = match.setup().options();
        String start = startText(match);
        List<String> moves = match.history().stream().flatMap(turn -> turn.moves().stream()).toList();
        action.setEnabled(false);
        run.start("review", moves.size(), progress -> {
            List<Mark> found = Review.of(id, options, start, moves, PER_TURN, progress);
            Optional<Message> puzzles = store.map(s -> ReviewPuzzles.keep(s, id, options, found, people));
            List<MarkWalk> walked = MarkWalk.of(id, options, start, moves, found, List.of());
            return () -> finished(found, walked, puzzles);
        });
    }

    private void finished(List<Mark> found, List<MarkWalk> walked, Optional<Message> puzzles) {
        marks = found;
        walks = walked;
        // the summary stands where the review ended, over the game's own position: a walk there starts when stepped into
        walkPly = session.match().shownPly();
        step = walkShown().map(walk -> walk.steps().size()).orElse(0);
        kept = puzzles.filter(p -> !found.isEmpty());
        done = true;
        summaryAt = session.match().shownPly();
    }

    /** The sides played at the screen, by their ids, as the marks name them. */
    private <P> Set<String> people(Match<P, ?> match, Seats seats) {
        @SuppressWarnings("unchecked") // the session's game is the match's game
        TurnGame<P, ?> game = (TurnGame<P, ?>) session.game();
        return IntStream.range(0, game.seatCount(match.start())).filter(seat -> !seats.computerAt(seat))
                .mapToObj(seat -> game.seatWord(match.start(), seat)).collect(Collectors.toSet());
    }

    private static <P, M> String startText(Match<P, M> match) {
        return match.notation().format(match.start());
    }
}
