package org.ludoteka.ui.tamsk;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.swing.Action;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.review.ClockMark;
import org.ludoteka.play.review.MarkWalk;
import org.ludoteka.play.review.ClockReviews;
import org.ludoteka.play.review.Mark;
import org.ludoteka.play.review.Review;
import org.ludoteka.play.review.ReviewPuzzles;
import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.ReviewRun;

/**
 * The Review of a finished Tamsk game (issue #23), in the window: run on its own thread over the
 * game's record, with how far it is in the verdict area; then every turning point is listed at the
 * end of the log — at level 1 the solver's missed wins and blunders, at levels 2 and 3 the moments
 * where the clock decided — each followed by the moves of its line. A line of the review chosen in
 * the log (or reached with ← and →) puts its board on the screen, as {@link MarkWalk} draws it: the
 * position before the marked move with the better move, or a move of the line, and says the mark in
 * the verdict area. The people's missed wins and blunders (not the computer's) become puzzles of the
 * learner's own. Everything here but the review itself runs on the event thread.
 */
final class TamskReview {
    /** The solver's budget for each turn of a level-1 game. */
    private static final Duration PER_TURN = Duration.ofSeconds(2);

    private final Action action;
    private Optional<PersonalPuzzles> keep = Optional.empty();
    /** The game the lines (or the review running) belong to. */
    private TamskMatch reviewed;
    private final ReviewRun run;
    private boolean done;
    private List<MarkWalk> walks = List.of();
    /** A review that could not be made, said in the verdict area instead of its findings. */
    private Optional<Message> failed = Optional.empty();
    private Optional<Message> kept = Optional.empty();
    /** The line of the review chosen in the log, whose board is shown; -1 for none. */
    private int chosen = -1;

    /** A board of the review to show: the position, what is drawn on it, and what the verdict area says of it. */
    record Shown(TamskPosition position, Drawing drawing, Feedback feedback) {
    }

    /** {@code shown}: the game the screen shows, which Review reviews; {@code changed}: shows the screen again. */
    TamskReview(Localizer localizer, Supplier<TamskMatch> shown, Runnable changed) {
        this.run = new ReviewRun(changed);
        this.action = Actions.create(localizer, "window.action.review", () -> start(shown.get()));
        action.setEnabled(false);
    }

    Action action() {
        return action;
    }

    void keepMistakesIn(PersonalPuzzles puzzles) {
        keep = Optional.of(puzzles);
    }

    /** Follows the game shown: the lines of a game no longer shown are dropped; Review is offered once a game is over. */
    void update(TamskMatch match, boolean active) {
        if (reviewed != null && reviewed != match) {
            run.cancel();
            reviewed = null;
            walks = List.of();
            failed = Optional.empty();
            chosen = -1;
            done = false;
        }
        action.setEnabled(active && !run.running() && reviewed == null && match.outcome().isPresent() && !match.log().isEmpty());
    }

    /** Reviews {@code match}, which is over. */
    void start(TamskMatch match) {
        if (!action.isEnabled()) {
            return;
        }
        reviewed = match;
        done = false;
        walks = List.of();
        failed = Optional.empty();
        chosen = -1;
        kept = Optional.empty();
        SavedGame saved = match.toSaved();
        String id = TamskGame.INSTANCE.id();
        Set<String> people = Stream.of(Side.RED, Side.BLACK).filter(side -> match.setup().computer().filter(side::equals).isEmpty())
                .map(Side::id).collect(Collectors.toSet());
        Optional<PersonalPuzzles> store = keep;
        action.setEnabled(false);
        run.start("tamsk-review", saved.moves().size(), progress -> {
            try {
                List<Mark> marks = Review.of(id, saved.options(), saved.start(), saved.moves(), PER_TURN, progress);
                List<ClockMark> clock = ClockReviews.of(id, saved.options(), saved.start(), saved.moves());
                Optional<Message> puzzles = store.filter(s -> !marks.isEmpty())
                        .map(s -> ReviewPuzzles.keep(s, id, saved.options(), marks, people));
                List<MarkWalk> found = MarkWalk.of(id, saved.options(), saved.start(), saved.moves(), marks, clock);
                return () -> finished(found, Optional.empty(), puzzles);
            } catch (InputError e) {
                return () -> finished(List.of(), Optional.of(e.problem()), Optional.empty());
            }
        });
    }

    /**
     * What the verdict area says instead of the game: how far the review is, what it found, or, with
     * a line of the review chosen in the log, the mark's sentence, on what it rests, and the step shown.
     */
    Optional<Feedback> feedback() {
        if (run.running()) {
            return run.progress();
        }
        if (!done) {
            return Optional.empty();
        }
        if (chosen >= 0) {
            return shown().map(Shown::feedback);
        }
        if (failed.isPresent()) {
            return Optional.of(Feedback.of(failed.get(), Feedback.Tone.WRONG, List.of()));
        }
        // the headline is one line: where the marks are, and the puzzles made of them, are said below it
        Message summary = walks.isEmpty() ? Message.of("window.review.none") : Message.of("window.review.done", walks.size());
        List<Message> details = new ArrayList<>(walks.isEmpty() ? List.of() : List.of(Message.of("window.tamsk.review.where")));
        kept.ifPresent(details::add);
        return Optional.of(Feedback.of(summary, Feedback.Tone.NEUTRAL, details));
    }

    /**
     * The review's lines for the end of the log, in the order of the record: each turning point in
     * words, then the moves of its line, which the learner steps through as through the log.
     */
    List<Message> lines() {
        List<Message> lines = new ArrayList<>();
        for (MarkWalk walk : walks) {
            lines.add(Message.of("window.tamsk.review.line", walk.said()));
            walk.steps().stream().skip(1).forEach(step -> lines.add(Message.of("window.tamsk.review.step", step.said())));
        }
        return lines;
    }

    /** Chooses line {@code line} of {@link #lines()} to show on the board; false (and none chosen) when there is no such line. */
    boolean choose(int line) {
        chosen = line >= 0 && line < lines().size() ? line : -1;
        return chosen >= 0;
    }

    /** The board of the review line chosen: the position before the mark with the better move drawn, or a move of its line. */
    Optional<Shown> shown() {
        int line = chosen;
        for (int turning = 0; turning < walks.size() && line >= 0; turning++) {
            MarkWalk walk = walks.get(turning);
            if (line < walk.steps().size()) {
                MarkWalk.Step step = walk.steps().get(line);
                TamskPosition position = TamskGame.INSTANCE.notation(reviewed.setup().options()).parsePosition(step.position());
                Feedback said = Feedback.of(Message.of("window.review.mark", turning + 1, walks.size()), Feedback.Tone.WRONG,
                        List.of(walk.said(), walk.basis(), step.said()));
                return Optional.of(new Shown(position, step.drawing(), said));
            }
            line -= walk.steps().size();
        }
        return Optional.empty();
    }

    private void finished(List<MarkWalk> found, Optional<Message> problem, Optional<Message> puzzles) {
        walks = found;
        failed = problem;
        kept = puzzles;
        done = true;
    }
}
