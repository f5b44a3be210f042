package org.ludoteka.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Timed;
import org.ludoteka.games.Games;

/**
 * A lesson played through its game's engine: the position before every step, and every claim of
 * the script the engine denies. {@code verify} reports the problems; the lesson screen shows the
 * positions. After an {@code ask} the lesson goes on from its first accepted move.
 */
public final class LessonReplay<P, M> {
    private final Lesson lesson;
    private final Game<P, M> game;
    private final Rules<P, M> rules;
    private final Notation<P, M> notation;
    private final List<P> before = new ArrayList<>();
    private final List<P> after = new ArrayList<>();
    private final List<P> beside = new ArrayList<>();
    private final List<LessonProblem> problems = new ArrayList<>();

    private LessonReplay(Lesson lesson, Game<P, M> game, Rules<P, M> rules, Notation<P, M> notation) {
        this.lesson = lesson;
        this.game = game;
        this.rules = rules;
        this.notation = notation;
    }

    /** Replays {@code lesson}; a lesson whose game or start cannot be read has problems and no positions. */
    public static LessonReplay<?, ?> of(Lesson lesson) {
        Games.Entry entry = Games.byId(lesson.game()).orElse(null);
        if (entry == null) {
            return failed(lesson, lesson.line("game"), Message.of("lesson.unknownGame", lesson.game()));
        }
        if (entry.engine().isEmpty()) {
            return failed(lesson, lesson.line("game"), Message.of("lesson.gameNotBuilt", Message.of(entry.nameKey())));
        }
        return replay(lesson, entry.engine().get());
    }

    private static <P, M> LessonReplay<P, M> replay(Lesson lesson, Game<P, M> game) {
        LessonReplay<P, M> replay;
        try {
            replay = new LessonReplay<>(lesson, game, game.rules(lesson.options()), game.notation(lesson.options()));
        } catch (InputError e) {
            replay = new LessonReplay<>(lesson, game, null, null);
            replay.problem(lesson.line("options"), e.problem());
            return replay;
        }
        replay.run();
        return replay;
    }

    private static LessonReplay<?, ?> failed(Lesson lesson, int line, Message problem) {
        LessonReplay<?, ?> replay = new LessonReplay<>(lesson, null, null, null);
        replay.problem(line, problem);
        return replay;
    }

    public Lesson lesson() {
        return lesson;
    }

    public Game<P, M> game() {
        return game;
    }

    public Rules<P, M> rules() {
        return rules;
    }

    public Notation<P, M> notation() {
        return notation;
    }

    public List<LessonProblem> problems() {
        return List.copyOf(problems);
    }

    /** The position on the board when step {@code index} begins; only for a lesson without problems (else it may be null). */
    public P positionBefore(int index) {
        return before.get(index);
    }

    /** The position on the second board of step {@code index}, or null when the step has none. */
    public P positionBeside(int index) {
        return beside.get(index);
    }

    /** The position after step {@code index}: after its move for {@code play}, {@code ask} and {@code clock}. */
    public P positionAfter(int index) {
        return after.get(index);
    }

    /**
     * Replays every step. When the line breaks (a position that does not read, a move the engine
     * refuses), the steps after it stand on no known position and are not checked, up to the next
     * step that sets up a position of its own; the marks of every step are checked all the same.
     */
    private void run() {
        P position = parsed(lesson.line("position"), lesson.position());
        for (int i = 0; i < lesson.steps().size(); i++) {
            Step step = lesson.steps().get(i);
            if (step instanceof Step.Say say && say.position().isPresent()) {
                position = parsed(step.line(), say.position().get());
            }
            checkMarks(step.line(), step.show());
            before.add(position);
            beside.add(step.beside().map(second -> besidePosition(second, before.get(before.size() - 1))).orElse(null));
            position = position == null ? null : check(step, position);
            after.add(position);
        }
    }

    /** The position {@code text} describes, or null when it does not read (its problem is recorded). */
    private P parsed(int line, String text) {
        try {
            return notation.parsePosition(text);
        } catch (InputError e) {
            problem(line, e.problem());
            return null;
        }
    }

    /** The position after {@code step}, or null when the step broke the line (its problem is recorded). */
    private P check(Step step, P position) {
        if (step instanceof Step.Try attempt) {
            checkAttempt(attempt, position);
            return position;
        }
        if (step instanceof Step.Ask ask) {
            P main = null;
            for (String accepted : ask.accept()) {
                P after = legalAfter(step.line(), position, accepted, "lesson.acceptIllegal");
                main = main == null ? after : main;
            }
            return main;
        }
        if (step instanceof Step.Play play) {
            return legalAfter(step.line(), position, play.move(), "lesson.playIllegal");
        }
        if (step instanceof Step.Clock clock && !clock.event().equals("pause")) {
            return clock.until().isPresent()
                    ? waitUntilRunsOut(step.line(), position, clock.until().get())
                    : legalAfter(step.line(), position, clock.event(), "lesson.clockRefused");
        }
        return position;
    }

    /** {@code clock: until b2}: as much time passes as the sand there still holds. */
    private P waitUntilRunsOut(int line, P position, String place) {
        if (!(rules instanceof Timed<?>)) {
            problem(line, Message.of("lesson.noClock", Message.of("game." + lesson.game())));
            return null;
        }
        @SuppressWarnings("unchecked") // the rules are the game's, and so are the positions
        OptionalLong millis = ((Timed<P>) rules).millisUntilRunsOut(position, place);
        if (millis.isEmpty()) {
            problem(line, Message.of("lesson.nothingRuns", place));
            return null;
        }
        return legalAfter(line, position, Step.Clock.elapse(millis.getAsLong()), "lesson.clockRefused");
    }

    /**
     * The second board's position: its own, or the one the step starts on, with its move played;
     * null when it cannot be had (the problem is recorded). Its marks are checked like the step's.
     */
    private P besidePosition(Beside second, P stepStart) {
        checkMarks(second.line(), second.show());
        P start = second.position().map(text -> parsed(second.line(), text)).orElse(stepStart);
        if (start == null || second.play().isEmpty()) {
            return start;
        }
        return legalAfter(second.line(), start, second.play().get(), "lesson.besideIllegal");
    }

    /** Every cell a step lights up and both ends of every arrow must be places of the board; a close-up, a piece its board enlarges. */
    private void checkMarks(int line, Annotations shown) {
        Annotations.Written written = shown.written(); // each mark's own line, where the file gave one
        shown.closeUp().filter(piece -> !notation.isCloseUp(piece))
                .ifPresent(piece -> problem(written.closeUp(line), Message.of("lesson.badCloseUp", piece)));
        for (int i = 0; i < shown.cells().size(); i++) {
            String cell = shown.cells().get(i);
            if (!notation.isPlace(cell)) {
                problem(written.cell(i, line), Message.of("lesson.unknownPlace", cell));
            }
        }
        for (int i = 0; i < shown.arrows().size(); i++) {
            String arrow = shown.arrows().get(i);
            String[] ends = arrow.split("-", -1);
            if (ends.length != 2 || !notation.isPlace(ends[0]) || !notation.isPlace(ends[1])) {
                problem(written.arrow(i, line), Message.of("lesson.badArrow", arrow));
            }
        }
    }

    private void checkAttempt(Step.Try attempt, P position) {
        MoveResult<P> result = apply(attempt.line(), position, attempt.move());
        if (result instanceof MoveResult.Legal<P> && !attempt.legal()) {
            problem(attempt.line(), Message.of("lesson.claimedIllegal", attempt.move()));
        } else if (result instanceof MoveResult.Illegal<P> illegal) {
            String actual = illegal.reason().key();
            if (attempt.legal()) {
                problem(attempt.line(), Message.of("lesson.claimedLegal", attempt.move(), actual, illegal.message()));
            } else if (!actual.equals(attempt.reason().orElseThrow())) {
                problem(attempt.line(), Message.of("lesson.otherReason", attempt.move(), actual, attempt.reason().get(),
                        illegal.message()));
            }
        }
    }

    private P legalAfter(int line, P position, String moveText, String problemKey) {
        MoveResult<P> result = apply(line, position, moveText);
        if (result instanceof MoveResult.Legal<P> legal) {
            return legal.after();
        }
        if (result instanceof MoveResult.Illegal<P> illegal) {
            problem(line, Message.of(problemKey, moveText, illegal.reason().key(), illegal.message()));
        }
        return null;
    }

    /** The engine's answer, or null when the text is no move at all (recorded as a problem). */
    private MoveResult<P> apply(int line, P position, String moveText) {
        try {
            return rules.apply(position, notation.parseMove(moveText));
        } catch (InputError e) {
            problem(line, e.problem());
            return null;
        }
    }

    private void problem(int line, Message message) {
        problems.add(new LessonProblem(lesson.file(), line, message));
    }
}
