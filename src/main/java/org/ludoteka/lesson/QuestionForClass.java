package org.ludoteka.lesson;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.i18n.Language;
import org.ludoteka.play.ClassQuestion;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleRun;

/**
 * A lesson's question put to the whole class: every move the class proposes is judged, and the lesson neither
 * goes on nor counts a failure. An illegal proposal gets the rules' reason; an accepted one is said to be right,
 * and the class may look for others; any other is wrong. Where the question pursues a goal the solvers know
 * ({@link InferredGoal}), a wrong proposal is judged as the puzzle trainer judges one ({@link PuzzleRun}): the
 * reply that refutes it, to be played out on the board and taken back, or the sentence why it misses the goal;
 * otherwise the engine says what the move did, and that it is not what the question asks.
 *
 * <p>Finding the goal and refuting a proposal run the solvers: call {@link #of} and {@link #judge} off the event thread.
 */
public final class QuestionForClass<P, M> {
    /** How long the solvers look for the question's goal, each goal in turn: a class waits for it. */
    public static final Duration GOAL_BUDGET = Duration.ofSeconds(2);

    /**
     * One proposal judged: the verdict, the headline and what follows it, the board after the proposal (before it,
     * for an illegal one), and the refutation: its moves, to be played one after another from {@code after}.
     */
    public record Proposal<P, M>(ClassQuestion.Verdict verdict, Message headline, List<Message> details, P after,
                                 List<M> refutation) {
        public Proposal {
            details = List.copyOf(details);
            refutation = List.copyOf(refutation);
        }
    }

    private final LessonReplay<P, M> replay;
    private final Step.Ask ask;
    private final P before;
    private final Optional<Goal> goal;

    private QuestionForClass(LessonReplay<P, M> replay, Step.Ask ask, P before, Optional<Goal> goal) {
        this.replay = replay;
        this.ask = ask;
        this.before = before;
        this.goal = goal;
    }

    /** The question at step {@code step} of {@code replay}'s lesson (which has no problems), its goal looked for. */
    public static <P, M> QuestionForClass<P, M> of(LessonReplay<P, M> replay, int step) {
        if (!(replay.lesson().steps().get(step) instanceof Step.Ask ask)) {
            throw new IllegalArgumentException("step " + step + " asks nothing");
        }
        P before = replay.positionBefore(step);
        Lesson lesson = replay.lesson();
        Optional<Goal> goal = InferredGoal.infer(lesson.game(), lesson.options(), replay.notation().format(before), ask.accept(),
                GOAL_BUDGET);
        return new QuestionForClass<>(replay, ask, before, goal);
    }

    /** The goal the question pursues, if the solvers found one. */
    public Optional<Goal> goal() {
        return goal;
    }

    /** How the question's game writes its moves: a proposal typed, or read from a test, is parsed by it. */
    public Notation<P, M> notation() {
        return replay.notation();
    }

    /** The position the question is asked in. */
    public P position() {
        return before;
    }

    /** Every accepted answer, written as the notation writes it: what Show the solution says. */
    public List<String> answers() {
        return ask.accept().stream().map(answer -> written(move(answer))).toList();
    }

    /** Judges one proposal of the class; nothing of the lesson changes. */
    public Proposal<P, M> judge(M move) {
        Rules<P, M> rules = replay.rules();
        String written = written(move);
        MoveResult<P> result = rules.apply(before, move);
        if (result instanceof MoveResult.Illegal<P> illegal) {
            return new Proposal<>(ClassQuestion.Verdict.ILLEGAL, Message.of("window.verdict.illegal", written),
                    List.of(illegal.message()), before, List.of());
        }
        MoveResult.Legal<P> legal = (MoveResult.Legal<P>) result;
        if (accepts(replay.notation(), ask.accept().stream().map(this::move).toList(), move)) {
            return new Proposal<>(ClassQuestion.Verdict.RIGHT, Message.of("window.classLesson.right", written), legal.notes(),
                    legal.after(), List.of());
        }
        Optional<PuzzleRun.Answer.Wrong> refuted = goal.flatMap(pursued -> refuted(pursued, written));
        if (refuted.isPresent()) {
            List<M> refutation = refuted.get().refutation().map(reply -> events(legal.after(), reply)).orElse(List.of());
            List<Message> details = new ArrayList<>(List.of(refuted.get().why()));
            if (!refutation.isEmpty()) {
                details.add(Message.of("window.classLesson.refutation", refuted.get().refutation().get()));
            }
            return new Proposal<>(ClassQuestion.Verdict.WRONG, Message.of("window.classLesson.wrong", written), details,
                    legal.after(), refutation);
        }
        List<Message> details = new ArrayList<>(List.of(Message.of("window.lesson.notAsked", written)));
        details.addAll(legal.notes());
        return new Proposal<>(ClassQuestion.Verdict.WRONG, Message.of("window.classLesson.wrong", written), details,
                legal.after(), List.of());
    }

    /**
     * An accepted move, or one that only adds what the question does not ask about: a ring dropped with a move is
     * right when no accepted answer speaks of a ring. The lesson's own judge and the class's agree by this.
     */
    public static <P, M> boolean accepts(Notation<P, M> notation, List<M> accepted, M move) {
        boolean extrasAsked = accepted.stream().anyMatch(answer -> !notation.bare(answer).equals(answer));
        return accepted.contains(move) || !extrasAsked && accepted.contains(notation.bare(move));
    }

    /**
     * The puzzle trainer's verdict on {@code turn} for the question's goal, when it is wrong; empty when the trainer
     * does not take the move as a whole turn (a push whose rows are still to be removed) or finds it reaches the goal.
     */
    private Optional<PuzzleRun.Answer.Wrong> refuted(Goal pursued, String turn) {
        PuzzleRun.Answer answer = PuzzleRun.of(asPuzzle(pursued)).answer(turn);
        return answer instanceof PuzzleRun.Answer.Wrong wrong ? Optional.of(wrong) : Optional.empty();
    }

    /** The question as a puzzle of the goal it pursues, for the trainer's judge: its answers the accepted moves. */
    private Puzzle asPuzzle(Goal pursued) {
        Lesson lesson = replay.lesson();
        Map<Language, String> say = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            say.put(language, ask.prompt().in(language));
        }
        return new Puzzle(lesson.file(), ask.line(), lesson.id() + "#" + ask.line(), lesson.game(), lesson.options(),
                replay.notation().format(before), "", pursued, say, List.of(ask.accept().get(0)), ask.accept(),
                ask.accept().size() == 1, 0, List.of(), lesson.file(), Map.of());
    }

    /** The moves of a reply of one or more events (a claim, then a move), each legal after the one before; none if one is not. */
    private List<M> events(P from, String reply) {
        List<M> events = new ArrayList<>();
        P now = from;
        for (String token : reply.strip().split("\\s+")) {
            M event;
            try {
                event = move(token);
            } catch (RuntimeException e) {
                return List.of();
            }
            if (!(replay.rules().apply(now, event) instanceof MoveResult.Legal<P> legal)) {
                return List.of();
            }
            events.add(event);
            now = legal.after();
        }
        return events;
    }

    private M move(String text) {
        return replay.notation().parseMove(text);
    }

    private String written(M move) {
        return replay.notation().format(before, move);
    }
}
