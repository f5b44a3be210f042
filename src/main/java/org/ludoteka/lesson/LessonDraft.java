package org.ludoteka.lesson;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * A lesson being recorded: the game, its options, the position it starts from, and its steps, which
 * the editor adds, changes, moves and removes one at a time. Every move goes through the game's
 * engine as it is recorded: a scripted move must be legal, a try gets the engine's own verdict and
 * reason, so that the lesson saved passes {@code verify}. It is written as an ordinary lesson file
 * ({@link LessonWriter}) and made again from one ({@link #of}).
 */
public final class LessonDraft {
    private final String game;
    private final Map<String, String> options;
    private final String position;
    private final List<Step> steps = new ArrayList<>();
    private String id;
    private LessonText title;
    private String source;

    private LessonDraft(String game, Map<String, String> options, String position, String id, LessonText title, String source) {
        this.game = game;
        this.options = new LinkedHashMap<>(options);
        this.position = position;
        this.id = id;
        this.title = title;
        this.source = source;
    }

    /**
     * A new lesson of {@code game} from {@code position} (any position text the game reads, or a named
     * start); {@link InputError} when the game or the position cannot be read.
     */
    public static LessonDraft start(String game, Map<String, String> options, String position) {
        Game<?, ?> engine = engine(game);
        engine.notation(options).parsePosition(position);
        Map<Language, String> untitled = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            untitled.put(language, Messages.of(language).format("lesson.draft.untitled"));
        }
        return new LessonDraft(game, options, position, game + "-lesson", new LessonText(untitled), "");
    }

    /** The lesson read from a file, to be changed. */
    public static LessonDraft of(Lesson lesson) {
        LessonDraft draft = new LessonDraft(lesson.game(), lesson.options(), lesson.position(), lesson.id(), lesson.title(), lesson.source());
        lesson.steps().forEach(step -> draft.steps.add(StepEdits.unlined(step)));
        return draft;
    }

    private static Game<?, ?> engine(String game) {
        return Games.byId(game).flatMap(Games.Entry::engine).orElseThrow(() -> new InputError("lesson.unknownGame", game));
    }

    public String game() {
        return game;
    }

    public Map<String, String> options() {
        return Map.copyOf(options);
    }

    public String position() {
        return position;
    }

    public String id() {
        return id;
    }

    /** The id a file's name gives: its name without {@code .yaml}, in small letters, digits and dashes. */
    public void identifyBy(String fileName) {
        String stem = fileName.replaceFirst("(?i)\\.ya?ml$", "").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        id = stem.isEmpty() ? game + "-lesson" : stem;
    }

    public LessonText title() {
        return title;
    }

    public void retitle(LessonText title) {
        this.title = title;
    }

    public List<Step> steps() {
        return List.copyOf(steps);
    }

    public int size() {
        return steps.size();
    }

    public Step step(int index) {
        return steps.get(index);
    }

    /** Puts {@code step} at {@code index}, before the step that stood there. */
    public void insert(int index, Step step) {
        steps.add(index, StepEdits.unlined(step));
    }

    public void replace(int index, Step step) {
        steps.set(index, StepEdits.unlined(step));
    }

    public void remove(int index) {
        steps.remove(index);
    }

    /** Swaps the step at {@code index} with the one after it. */
    public void moveDown(int index) {
        steps.add(index + 1, steps.remove(index));
    }

    /** The lesson as it stands, as a file named {@code file} would hold it. */
    public Lesson lesson(String file) {
        return new Lesson(file, id, game, options, title, source, position, steps, Map.of());
    }

    /** The lesson file's text. */
    public String yaml() {
        return LessonWriter.yaml(lesson(id + ".yaml"));
    }

    /** The lesson played through the engine, for the positions of its steps and every claim it denies. */
    public LessonReplay<?, ?> replay() {
        return LessonReplay.of(lesson(id + ".yaml"));
    }

    /**
     * The position on the board when step {@code index} begins ({@code index == size()}: after the
     * last step), as the game writes it; empty where an earlier step broke the line.
     */
    public Optional<String> positionAt(int index) {
        return positionAt(replay(), index);
    }

    private static <P, M> Optional<String> positionAt(LessonReplay<P, M> replay, int index) {
        return standing(replay, index).map(replay.notation()::format);
    }

    /**
     * The position at step {@code index} of {@code replay} itself, as the replay holds it: with the history a text of it would lose (the
     * positions seen before, which a repetition ends the game on).
     */
    public static <P, M> Optional<P> standing(LessonReplay<P, M> replay, int index) {
        if (replay.notation() == null) {
            return Optional.empty();
        }
        int size = replay.lesson().steps().size();
        if (index < size) {
            return Optional.ofNullable(replay.positionBefore(index));
        }
        if (size == 0) {
            return Optional.of(replay.notation().parsePosition(replay.lesson().position()));
        }
        return Optional.ofNullable(replay.positionAfter(size - 1));
    }

    /** The engine's verdict on a move tried: legal or not, and why not; {@code move} as the game writes it when legal. */
    public record Verdict(String move, boolean legal, Optional<String> reason, Optional<Message> why) {
    }

    /** The engine's verdict on {@code move} at the start of step {@code index}; {@link InputError} when it is no move, or no position stands there. */
    public Verdict judge(int index, String move) {
        return judge(replay(), index, move.strip());
    }

    private static <P, M> Verdict judge(LessonReplay<P, M> replay, int index, String text) {
        P before = standing(replay, index).orElseThrow(() -> new InputError("lesson.draft.noPosition"));
        Notation<P, M> notation = replay.notation();
        M move = notation.parseMove(text);
        MoveResult<P> result = replay.rules().apply(before, move);
        if (result instanceof MoveResult.Illegal<P> illegal) {
            return new Verdict(text, false, Optional.of(illegal.reason().key()), Optional.of(illegal.message()));
        }
        return new Verdict(notation.format(before, move), true, Optional.empty(), Optional.empty());
    }

    /** A try of {@code move} at step {@code index}, with the engine's verdict and reason. */
    public Step.Try attempt(int index, String move, Optional<LessonText> say, Annotations show) {
        Verdict verdict = judge(index, move);
        return new Step.Try(0, verdict.move(), verdict.legal(), verdict.reason(), say, show, Optional.empty());
    }

    /** A scripted move at step {@code index}; {@link InputError} with the engine's reason when it is illegal. */
    public Step.Play play(int index, String move, Optional<LessonText> say, Annotations show) {
        return new Step.Play(0, legalMove(index, move), say, show, Optional.empty());
    }

    /** {@code move} as the game writes it, when it is legal at step {@code index}; else {@link InputError} with the engine's reason. */
    public String legalMove(int index, String move) {
        Verdict verdict = judge(index, move);
        if (!verdict.legal()) {
            throw new InputError("lesson.draft.illegal", verdict.move(), verdict.why().orElseThrow());
        }
        return verdict.move();
    }

    /** The moves that reach {@code goal} at step {@code index}, proposed by the solver (see {@link LessonAnswers}). */
    public List<String> answers(int index, org.ludoteka.puzzle.Goal goal) {
        String at = positionAt(index).orElseThrow(() -> new InputError("lesson.draft.noPosition"));
        return LessonAnswers.propose(game, options, at, goal);
    }

    /** The cells the hourglass on the goal's cell can still reach at step {@code index}, to be marked (see {@link LessonAnswers#reach}). */
    public List<String> reach(int index, org.ludoteka.puzzle.Goal.Reach goal) {
        String at = positionAt(index).orElseThrow(() -> new InputError("lesson.draft.noPosition"));
        return LessonAnswers.reach(game, options, at, goal);
    }
}
