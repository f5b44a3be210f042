package org.ludoteka.lesson;

import java.io.Reader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.ludoteka.yaml.SafeYaml;
import org.ludoteka.yaml.YamlFormatError;
import org.ludoteka.yaml.YamlNode;

/**
 * Reads a lesson file (DESIGN.md §5) into typed records, or says what is wrong and on which line
 * ({@link SafeYaml} composes the node tree).
 *
 * <p>It reports every problem of a file, not only the first: each step is read on its own. A
 * problem in a text (a language missing or unknown, an empty text) or a key the format lacks at
 * the top of the lesson or in a {@code show} leaves the lesson whole enough to replay. A step that
 * cannot be read (a key a step may not have among them) leaves it without a draft, since the steps
 * after it would stand on a position nobody wrote.
 */
public final class LessonLoader {
    private static final Set<String> LESSON_KEYS = Set.of("id", "game", "options", "title", "source", "position", "steps");
    private static final Set<String> STEP_KEYS = Set.of(
            "say", "show", "position", "try", "verdict", "reason", "ask", "accept", "hint", "play", "clock", "beside", "caption");
    private static final Set<String> STEP_KINDS = Set.of("try", "ask", "play", "clock");
    private static final Set<String> SHOW_KEYS = Set.of("cells", "arrows", "closeUp");
    private static final Set<String> BESIDE_KEYS = Set.of("position", "play", "show", "caption");

    private final String file;
    private final List<LessonProblem> problems = new ArrayList<>();
    /** Every step was read: the lesson can be replayed, whatever its texts and keys lack. */
    private boolean whole = true;

    private LessonLoader(String file) {
        this.file = file;
    }

    /** The lesson in {@code reader}, or every problem found in it. */
    public static LessonFile load(String file, Reader reader) {
        try {
            YamlNode root = SafeYaml.compose(reader, "lesson");
            LessonLoader loader = new LessonLoader(file);
            Optional<Lesson> draft = loader.part(() -> loader.lesson(root)).flatMap(lesson -> lesson);
            List<LessonProblem> inLineOrder = loader.problems.stream().sorted(Comparator.comparingInt(LessonProblem::line)).toList();
            return LessonFile.read(file, draft, inLineOrder);
        } catch (YamlFormatError e) {
            return LessonFile.broken(new LessonProblem(file, e.line(), e.problem()));
        }
    }

    /** One part of the file read on its own: its problem is recorded, and the lesson is no longer whole. */
    private <T> Optional<T> part(Supplier<T> reading) {
        try {
            return Optional.of(reading.get());
        } catch (YamlFormatError e) {
            note(e);
            whole = false;
            return Optional.empty();
        }
    }

    /** A problem that leaves the rest readable. */
    private void note(YamlFormatError e) {
        problems.add(new LessonProblem(file, e.line(), e.problem()));
    }

    /** The lesson, if every part of it that the replay needs could be read. */
    private Optional<Lesson> lesson(YamlNode root) {
        Map<String, YamlNode> keys = root.map(LESSON_KEYS, this::note);
        int line = root.line();
        Map<String, String> options = new LinkedHashMap<>();
        YamlNode.optional(keys, "options").ifPresent(node -> part(() -> {
            node.map(Set.of(), this::note).forEach((name, value) -> options.put(name, value.text()));
            return options;
        }));
        Optional<String> id = part(() -> YamlNode.required(keys, "id", line).text());
        Optional<String> game = part(() -> YamlNode.required(keys, "game", line).text());
        Optional<LessonText> title = part(() -> text(YamlNode.required(keys, "title", line)));
        Optional<String> source = part(() -> YamlNode.optional(keys, "source").map(YamlNode::text).orElse(""));
        Optional<String> position = part(() -> YamlNode.required(keys, "position", line).text());
        List<Step> steps = new ArrayList<>();
        part(() -> YamlNode.required(keys, "steps", line)).ifPresent(stepList -> part(() -> {
            List<YamlNode> nodes = stepList.list();
            if (nodes.isEmpty()) {
                throw new YamlFormatError(stepList.line(), "lesson.noSteps");
            }
            nodes.forEach(node -> part(() -> step(node)).ifPresent(steps::add));
            return steps;
        }));
        if (!whole) {
            return Optional.empty();
        }
        return Optional.of(new Lesson(file, id.orElseThrow(), game.orElseThrow(), options, title.orElseThrow(),
                source.orElseThrow(), position.orElseThrow(), steps, lines(keys)));
    }

    /** A step, read whole or not at all; a key it should not have is told, each one, and the step is not read further. */
    private Step step(YamlNode node) {
        List<YamlFormatError> strayKeys = new ArrayList<>();
        Map<String, YamlNode> keys = node.map(STEP_KEYS, strayKeys::add);
        if (!strayKeys.isEmpty()) {
            strayKeys.subList(1, strayKeys.size()).forEach(this::note);
            throw strayKeys.get(0);
        }
        int line = node.line();
        List<String> kinds = keys.keySet().stream().filter(STEP_KINDS::contains).toList();
        if (kinds.size() > 1) {
            throw new YamlFormatError(line, "lesson.twoKinds", String.join(", ", kinds));
        }
        Optional<LessonText> say = YamlNode.optional(keys, "say").map(this::text);
        Annotations show = YamlNode.optional(keys, "show").map(this::annotations).orElse(Annotations.NONE);
        Optional<Beside> beside = beside(keys);
        String kind = kinds.isEmpty() ? "say" : kinds.get(0);
        onlyFor(keys, "verdict", kind, "try");
        onlyFor(keys, "reason", kind, "try");
        onlyFor(keys, "accept", kind, "ask");
        onlyFor(keys, "hint", kind, "ask");
        onlyFor(keys, "position", kind, "say");
        return switch (kind) {
            case "try" -> tryStep(keys, line, say, show, beside);
            case "ask" -> {
                if (say.isPresent()) {
                    throw new YamlFormatError(keys.get("say").line(), "lesson.onlyFor", "say", "try, play, clock");
                }
                List<String> accept = YamlNode.required(keys, "accept", line).texts();
                if (accept.isEmpty()) {
                    throw new YamlFormatError(keys.get("accept").line(), "lesson.noAccept");
                }
                yield new Step.Ask(line, text(keys.get("ask")), accept, YamlNode.optional(keys, "hint").map(this::text), show, beside);
            }
            case "play" -> new Step.Play(line, keys.get("play").text(), say, show, beside);
            case "clock" -> new Step.Clock(line, keys.get("clock").text(), say, show, beside);
            default -> {
                Optional<String> position = YamlNode.optional(keys, "position").map(YamlNode::text);
                if (say.isEmpty() && position.isEmpty()) {
                    throw new YamlFormatError(line, "lesson.emptyStep");
                }
                yield new Step.Say(line, say, show, beside, position);
            }
        };
    }

    /**
     * The second board of a step, if it has one. The step's own board is captioned by the step's
     * {@code caption}, which only a step with a second board may have: both boards need one.
     */
    private Optional<Beside> beside(Map<String, YamlNode> keys) {
        if (!keys.containsKey("beside")) {
            if (keys.containsKey("caption")) {
                throw new YamlFormatError(keys.get("caption").line(), "lesson.captionAlone");
            }
            return Optional.empty();
        }
        YamlNode node = keys.get("beside");
        Map<String, YamlNode> besideKeys = node.map(BESIDE_KEYS, this::note);
        return Optional.of(new Beside(node.line(),
                YamlNode.optional(besideKeys, "position").map(YamlNode::text),
                YamlNode.optional(besideKeys, "play").map(YamlNode::text),
                YamlNode.optional(besideKeys, "show").map(this::annotations).orElse(Annotations.NONE),
                text(YamlNode.required(besideKeys, "caption", node.line())),
                text(YamlNode.required(keys, "caption", node.line()))));
    }

    private static Step tryStep(Map<String, YamlNode> keys, int line, Optional<LessonText> say, Annotations show,
            Optional<Beside> beside) {
        YamlNode verdict = YamlNode.required(keys, "verdict", line);
        boolean legal = switch (verdict.text()) {
            case "legal" -> true;
            case "illegal" -> false;
            default -> throw new YamlFormatError(verdict.line(), "lesson.verdict", verdict.text());
        };
        Optional<String> reason = YamlNode.optional(keys, "reason").map(YamlNode::text);
        if (!legal && reason.isEmpty()) {
            throw new YamlFormatError(verdict.line(), "lesson.reasonNeeded");
        }
        if (legal && reason.isPresent()) {
            throw new YamlFormatError(keys.get("reason").line(), "lesson.reasonForLegal");
        }
        return new Step.Try(line, keys.get("try").text(), legal, reason, say, show, beside);
    }

    private static void onlyFor(Map<String, YamlNode> keys, String key, String kind, String owner) {
        if (keys.containsKey(key) && !kind.equals(owner)) {
            throw new YamlFormatError(keys.get(key).line(), "lesson.onlyFor", key, owner);
        }
    }

    /**
     * A text in every language. What it lacks or has too much (a language missing, one unknown, an
     * empty text) is told, and the rest of the lesson still read; the text then stands with an empty
     * translation, which no one sees, since a file with problems is never shown.
     */
    private LessonText text(YamlNode node) {
        return new LessonText(SafeYaml.translations(node, this::note));
    }

    /** The marks of a {@code show}, each with its own line: a bad one is reported where it stands, several lines below its step's start. */
    private Annotations annotations(YamlNode node) {
        Map<String, YamlNode> keys = node.map(SHOW_KEYS, this::note);
        List<YamlNode> cells = YamlNode.optional(keys, "cells").map(YamlNode::list).orElse(List.of());
        List<YamlNode> arrows = YamlNode.optional(keys, "arrows").map(YamlNode::list).orElse(List.of());
        Optional<YamlNode> closeUp = YamlNode.optional(keys, "closeUp");
        return new Annotations(cells.stream().map(YamlNode::text).toList(), arrows.stream().map(YamlNode::text).toList(),
                closeUp.map(YamlNode::text), new Annotations.Written(cells.stream().map(YamlNode::line).toList(),
                        arrows.stream().map(YamlNode::line).toList(), closeUp.map(YamlNode::line).orElse(0)));
    }

    private static Map<String, Integer> lines(Map<String, YamlNode> keys) {
        Map<String, Integer> lines = new LinkedHashMap<>();
        keys.forEach((key, value) -> lines.put(key, value.line()));
        return lines;
    }
}
