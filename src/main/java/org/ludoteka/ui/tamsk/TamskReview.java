package org.ludoteka.ui.tamsk;

import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.swing.Action;
import javax.swing.SwingUtilities;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.review.ClockMark;
import org.ludoteka.play.review.ClockReviews;
import org.ludoteka.play.review.Mark;
import org.ludoteka.play.review.Review;
import org.ludoteka.play.review.ReviewPuzzles;
import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Localizer;

/**
 * The Review of a finished Tamsk game (issue #23), in the window: run on its own thread over the
 * game's record, with how far it is in the verdict area; then every turning point is said at the end
 * of the log — at level 1 the solver's missed wins and blunders, at levels 2 and 3 the moments where
 * the clock decided. The people's missed wins and blunders (not the computer's) become puzzles of the
 * learner's own. Everything here but the review itself runs on the event thread.
 */
final class TamskReview {
    /** The solver's budget for each turn of a level-1 game. */
    private static final Duration PER_TURN = Duration.ofSeconds(2);

    private final Action action;
    private final Runnable changed;
    private Optional<PersonalPuzzles> keep = Optional.empty();
    /** The game the lines (or the review running) belong to. */
    private TamskMatch reviewed;
    private Thread running;
    private Feedback progress = Feedback.NONE;
    private boolean done;
    private List<Message> lines = List.of();
    private Optional<Message> kept = Optional.empty();

    /** {@code shown}: the game the screen shows, which Review reviews; {@code changed}: shows the screen again. */
    TamskReview(Localizer localizer, Supplier<TamskMatch> shown, Runnable changed) {
        this.changed = changed;
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
            cancel();
            reviewed = null;
            lines = List.of();
            done = false;
        }
        action.setEnabled(active && running == null && reviewed == null && match.outcome().isPresent() && !match.log().isEmpty());
    }

    /** Reviews {@code match}, which is over. */
    void start(TamskMatch match) {
        if (!action.isEnabled()) {
            return;
        }
        reviewed = match;
        done = false;
        lines = List.of();
        kept = Optional.empty();
        SavedGame saved = match.toSaved();
        String id = TamskGame.INSTANCE.id();
        Set<String> people = Stream.of(Side.RED, Side.BLACK).filter(side -> match.setup().computer().filter(side::equals).isEmpty())
                .map(Side::id).collect(Collectors.toSet());
        Optional<PersonalPuzzles> store = keep;
        progress = Feedback.of(Message.of("window.review.progress", 0, saved.moves().size()), Feedback.Tone.NEUTRAL, List.of());
        Thread[] thread = new Thread[1];
        thread[0] = new Thread(() -> {
            try {
                List<Mark> marks = Review.of(id, saved.options(), saved.start(), saved.moves(), PER_TURN,
                        (weighed, of) -> SwingUtilities.invokeLater(() -> progressed(thread[0], weighed, of)));
                List<ClockMark> clock = ClockReviews.of(id, saved.options(), saved.start(), saved.moves());
                Optional<Message> puzzles = store.filter(s -> !marks.isEmpty()).map(s -> puzzlesOf(s, id, saved.options(), marks, people));
                List<Message> said = said(marks, clock);
                SwingUtilities.invokeLater(() -> finished(thread[0], said, puzzles));
            } catch (CancellationException e) {
                // another game is shown: nobody waits for this review any more
            } catch (InputError e) {
                SwingUtilities.invokeLater(() -> finished(thread[0], List.of(e.problem()), Optional.empty()));
            }
        }, "tamsk-review");
        thread[0].setDaemon(true);
        running = thread[0];
        action.setEnabled(false);
        running.start();
        changed.run();
    }

    /** What the verdict area says instead of the game: how far the review is, or what it found. */
    Optional<Feedback> feedback() {
        if (running != null) {
            return Optional.of(progress);
        }
        if (!done) {
            return Optional.empty();
        }
        // the headline is one line: where the lines are, and the puzzles made of them, are said below it
        Message summary = lines.isEmpty() ? Message.of("window.review.none") : Message.of("window.review.done", lines.size());
        List<Message> details = new ArrayList<>(lines.isEmpty() ? List.of() : List.of(Message.of("window.tamsk.review.where")));
        kept.ifPresent(details::add);
        return Optional.of(Feedback.of(summary, Feedback.Tone.NEUTRAL, details));
    }

    /** The turning points in words, in the order of the record, for the end of the log. */
    List<Message> lines() {
        return lines.stream().map(line -> Message.of("window.tamsk.review.line", line)).toList();
    }

    private void cancel() {
        if (running != null) {
            running.interrupt();
            running = null;
        }
    }

    private void progressed(Thread thread, int weighed, int of) {
        if (thread == running) {
            progress = Feedback.of(Message.of("window.review.progress", weighed, of), Feedback.Tone.NEUTRAL, List.of());
            changed.run();
        }
    }

    private void finished(Thread thread, List<Message> said, Optional<Message> puzzles) {
        if (thread == running) {
            running = null;
            lines = said;
            kept = puzzles;
            done = true;
            changed.run();
        }
    }

    /** The solver's marks and the clock's moments, in the order of the record. */
    private static List<Message> said(List<Mark> marks, List<ClockMark> clock) {
        List<Map.Entry<Integer, Message>> all = new ArrayList<>();
        marks.forEach(mark -> all.add(Map.entry(mark.firstMove(), mark.said())));
        clock.forEach(moment -> all.add(Map.entry(moment.event(), moment.said())));
        return all.stream().sorted(Map.Entry.comparingByKey()).map(Map.Entry::getValue).toList();
    }

    private static Message puzzlesOf(PersonalPuzzles store, String id, Map<String, String> options, List<Mark> marks, Set<String> people) {
        try {
            return Message.of("window.review.puzzlesAdded", store.add(ReviewPuzzles.of(id, options,
                    marks.stream().filter(mark -> people.contains(mark.side())).toList(), "your game of " + LocalDate.now())));
        } catch (IOException e) {
            return Message.of("window.review.puzzlesNotKept", String.valueOf(e.getMessage()));
        }
    }
}
