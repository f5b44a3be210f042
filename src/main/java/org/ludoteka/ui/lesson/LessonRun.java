package org.ludoteka.ui.lesson;

import org.ludoteka.play.Feedback;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Timed;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.Beside;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.LessonText;
import org.ludoteka.lesson.QuestionForClass;
import org.ludoteka.lesson.Step;

/**
 * One lesson as the learner goes through it: the step on screen, whether its question has been
 * answered, and what the engine said about it. Every position comes from the lesson's replay. A
 * question answered with another accepted move keeps that move on the board; where the steps after it
 * stand on the lesson's own move, Next first plays that one out, saying so. No Swing here: the
 * lesson screen shows what this says.
 */
final class LessonRun<P, M> {
    /** What became of a move the learner tried on a question. */
    enum Answer { ILLEGAL, NOT_ASKED, ACCEPTED, ACCEPTED_OTHER }

    private static final Pattern ELAPSE = Pattern.compile("\\+([0-9]+(?:\\.[0-9]{1,3})?)s");

    private final LessonReplay<P, M> replay;
    private int index;
    private boolean answered;
    /** The learner's accepted answer when it was not the lesson's own (its first accepted move); null otherwise. */
    private M otherAnswer;
    /** The lesson's own move has been played out after the learner's other answer, so the lesson can go on from it. */
    private boolean mainLineShown;
    private boolean hintShown;
    private Feedback feedback = Feedback.NONE;

    /** Runs a lesson without problems from {@code start} (kept within its steps). */
    LessonRun(LessonReplay<P, M> replay, int start) {
        if (!replay.problems().isEmpty()) {
            throw new IllegalArgumentException("a lesson with problems cannot be run: " + replay.lesson().file());
        }
        this.replay = replay;
        goTo(Math.max(0, Math.min(start, size() - 1)));
    }

    LessonReplay<P, M> replay() {
        return replay;
    }

    Lesson lesson() {
        return replay.lesson();
    }

    int index() {
        return index;
    }

    int size() {
        return lesson().steps().size();
    }

    boolean isFirst() {
        return index == 0;
    }

    boolean isLast() {
        return index == size() - 1;
    }

    Step step() {
        return lesson().steps().get(index);
    }

    P before() {
        return replay.positionBefore(index);
    }

    /**
     * The board once the step is played out: after the move of a play or clock step, or of a question
     * answered; after the learner's own answer while it stays on the board.
     */
    P settled() {
        if (asking()) {
            return before();
        }
        return otherAnswer != null && !mainLineShown ? played(otherAnswer) : replay.positionAfter(index);
    }

    /**
     * The learner's other answer was kept on the board, but the steps after this one stand on the
     * lesson's own move: the next press of Next plays that move out first.
     */
    boolean owesMainLine() {
        return otherAnswer != null && !mainLineShown && !keepsOtherAnswer();
    }

    /**
     * Whether a learner's other accepted answer can stay on the board for good: nothing after this
     * step stands on the position, as the step is the last or the next one sets up its own position.
     */
    private boolean keepsOtherAnswer() {
        if (isLast()) {
            return true;
        }
        return lesson().steps().get(index + 1) instanceof Step.Say say && say.position().isPresent();
    }

    /** Plays the lesson's own move after the learner's other answer, and says so; returns the move. */
    M showMainLine() {
        M main = mainAnswer();
        String learners = written(otherAnswer);
        mainLineShown = true;
        List<Message> notes = new ArrayList<>(legal(before(), main).notes());
        notes.add(Message.of("window.lesson.mainLineFrom", learners, written(main)));
        feedback = Feedback.of(Message.of("window.lesson.mainLinePlayed", written(main)), Feedback.Tone.NEUTRAL, notes);
        return main;
    }

    /** The second board the step shows beside its own, if any. */
    Optional<Beside> beside() {
        return step().beside();
    }

    /** The position on the second board; only for a step that has one. */
    P besidePosition() {
        return replay.positionBeside(index);
    }

    /** A question is on screen and not answered yet. */
    boolean asking() {
        return step() instanceof Step.Ask && !answered;
    }

    /** The last step is on screen and played out: the lesson is done. */
    boolean finished() {
        return isLast() && !asking();
    }

    /** What the step says; a step with no text of its own keeps the last one said before it. */
    Optional<LessonText> text() {
        for (int i = index; i >= 0; i--) {
            Optional<LessonText> said = lesson().steps().get(i).say();
            if (said.isPresent()) {
                return said;
            }
        }
        return Optional.empty();
    }

    boolean hasHint() {
        return step() instanceof Step.Ask ask && ask.hint().isPresent();
    }

    /** Shows the hint; what was said of an earlier wrong try is stale once the learner asks for help. */
    void showHint() {
        hintShown = hasHint();
        if (hintShown) {
            feedback = onEntry();
        }
    }

    Optional<LessonText> hint() {
        return hintShown && step() instanceof Step.Ask ask ? ask.hint() : Optional.empty();
    }

    /**
     * The step's marks, with the move a try demonstrates (the engine's verdict says how it is drawn)
     * and, once a hint is asked for and until the question is answered, the answer's piece.
     */
    LessonMarks<M> marks() {
        Annotations shown = step().show();
        Optional<M> hinted = hintShown && asking() ? Optional.of(mainAnswer()) : Optional.empty(); // answered, it points at nothing
        if (step() instanceof Step.Try attempt) {
            List<String> arrows = new ArrayList<>(shown.arrows());
            arrows.remove(attempt.move()); // drawn once, as the demonstration
            M move = move(attempt.move());
            boolean legal = replay.rules().apply(before(), move) instanceof MoveResult.Legal<P>;
            return new LessonMarks<>(new Annotations(shown.cells(), arrows), Optional.of(move), legal, hinted);
        }
        return new LessonMarks<>(shown, Optional.empty(), true, hinted);
    }

    Feedback feedback() {
        return feedback;
    }

    /** The move a play step plays out on entering it. */
    Optional<M> scripted() {
        return step() instanceof Step.Play play ? Optional.of(move(play.move())) : Optional.empty();
    }

    /** How much time a clock step lets pass, in milliseconds; none for a pause or any other step. */
    long clockMillis() {
        if (!(step() instanceof Step.Clock clock) || clock.event().equals("pause")) {
            return 0;
        }
        if (clock.until().isPresent()) {
            @SuppressWarnings("unchecked") // a game whose lesson waits for sand has timed rules: the replay checked it
            Timed<P> timed = (Timed<P>) replay.rules();
            return timed.millisUntilRunsOut(before(), clock.until().get()).orElse(0);
        }
        Matcher elapse = ELAPSE.matcher(clock.event().strip());
        return elapse.matches() ? new BigDecimal(elapse.group(1)).movePointRight(3).longValueExact() : 0;
    }

    /** The board {@code millis} into a clock step, for playing the time out before the class. */
    P clockPosition(long millis) {
        if (millis <= 0) {
            return before();
        }
        return legal(before(), move(Step.Clock.elapse(Math.min(millis, clockMillis())))).after();
    }

    void goTo(int step) {
        index = step;
        answered = false;
        otherAnswer = null;
        mainLineShown = false;
        hintShown = false;
        feedback = onEntry();
    }

    /** Judges a move the learner tried on a question; an accepted one answers it. */
    Answer answer(M move, String asTried) {
        MoveResult<P> result = replay.rules().apply(before(), move);
        if (result instanceof MoveResult.Illegal<P> illegal) {
            feedback = Feedback.of(Message.of("window.verdict.illegal", asTried), Feedback.Tone.WRONG, List.of(illegal.message()));
            return Answer.ILLEGAL;
        }
        List<Message> notes = ((MoveResult.Legal<P>) result).notes();
        if (!accepts(move)) {
            feedback = Feedback.of(Message.of("window.lesson.tryAgain"), Feedback.Tone.WRONG,
                    with(Message.of("window.lesson.notAsked", written(move)), notes));
            return Answer.NOT_ASKED;
        }
        answered = true;
        M main = mainAnswer();
        if (move.equals(main)) {
            feedback = Feedback.of(Message.of("window.lesson.wellDone"), Feedback.Tone.RIGHT, notes);
            return Answer.ACCEPTED;
        }
        otherAnswer = move;
        List<Message> goingOn = new ArrayList<>(notes);
        goingOn.add(keepsOtherAnswer() ? Message.of("window.lesson.otherAnswer", written(move))
                : Message.of("window.lesson.mainLineNext", written(move), written(main)));
        feedback = Feedback.of(Message.of("window.lesson.wellDone"), Feedback.Tone.RIGHT, goingOn);
        return Answer.ACCEPTED_OTHER;
    }

    /**
     * An accepted move, or one that only adds what the question does not ask about: a Tamsk ring
     * dropped with the hourglass's move is right when no accepted answer speaks of the ring.
     */
    private boolean accepts(M move) {
        return QuestionForClass.accepts(replay.notation(), ((Step.Ask) step()).accept().stream().map(this::move).toList(), move);
    }

    /** The position after a legal move tried on the question, e.g. another accepted one, before the lesson's own. */
    P played(M move) {
        return legal(before(), move).after();
    }

    /** The question's first accepted move: the lesson goes on from it, whichever accepted move was found. */
    M mainAnswer() {
        return move(((Step.Ask) step()).accept().get(0));
    }

    /** Answers the question with its first accepted move and returns it. */
    M solve() {
        M main = mainAnswer();
        answered = true;
        feedback = Feedback.of(Message.of("window.lesson.solution", written(main)), Feedback.Tone.NEUTRAL,
                legal(before(), main).notes());
        return main;
    }

    private Feedback onEntry() {
        Step step = step();
        if (step instanceof Step.Try attempt) {
            MoveResult<P> result = replay.rules().apply(before(), move(attempt.move()));
            if (result instanceof MoveResult.Illegal<P> illegal) {
                return Feedback.of(Message.of("window.verdict.illegal", attempt.move()), Feedback.Tone.WRONG,
                        List.of(illegal.message()));
            }
            return Feedback.of(Message.of("window.verdict.legal", written(move(attempt.move()))), Feedback.Tone.RIGHT,
                    ((MoveResult.Legal<P>) result).notes());
        }
        if (step instanceof Step.Ask) {
            return Feedback.of(Message.of("window.lesson.yourTurn"), Feedback.Tone.NEUTRAL, List.of());
        }
        if (step instanceof Step.Play play) {
            M move = move(play.move());
            return Feedback.of(Message.of("window.lesson.played", written(move)), Feedback.Tone.NEUTRAL,
                    legal(before(), move).notes());
        }
        if (step instanceof Step.Clock) {
            long millis = clockMillis();
            if (millis == 0) {
                return Feedback.of(Message.of("window.lesson.clockStopped"), Feedback.Tone.NEUTRAL, List.of());
            }
            // the engine says how much time passes and what ran out: its first sentence is the headline
            List<Message> notes = legal(before(), move(Step.Clock.elapse(millis))).notes();
            return notes.isEmpty() ? Feedback.of(Message.of("window.lesson.timePasses"), Feedback.Tone.NEUTRAL, List.of())
                    : Feedback.of(notes.get(0), Feedback.Tone.NEUTRAL, notes.subList(1, notes.size()));
        }
        return Feedback.NONE;
    }

    private M move(String text) {
        return replay.notation().parseMove(text);
    }

    private String written(M move) {
        return replay.notation().format(before(), move);
    }

    /** The engine's answer for a move the replay has already found legal. */
    private MoveResult.Legal<P> legal(P position, M move) {
        return (MoveResult.Legal<P>) replay.rules().apply(position, move);
    }

    private static List<Message> with(Message first, List<Message> rest) {
        List<Message> all = new ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }
}
