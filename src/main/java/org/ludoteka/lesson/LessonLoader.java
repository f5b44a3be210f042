package org.ludoteka.lesson;

import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteka.yaml.SafeYaml;
import org.ludoteka.yaml.YamlFormatError;
import org.ludoteka.yaml.YamlNode;

/** Reads a lesson file (DESIGN.md §5) into typed records, or says what is wrong and on which line ({@link SafeYaml}). */
public final class LessonLoader {
    private static final Set<String> LESSON_KEYS = Set.of("id", "game", "options", "title", "source", "position", "steps");
    private static final Set<String> STEP_KEYS = Set.of(
            "say", "show", "position", "try", "verdict", "reason", "ask", "accept", "hint", "play", "clock");
    private static final Set<String> STEP_KINDS = Set.of("try", "ask", "play", "clock");
    private static final Set<String> SHOW_KEYS = Set.of("cells", "arrows");

    private LessonLoader() {
    }

    /** The lesson in {@code reader}, or the first problem found in it. */
    public static LessonFile load(String file, Reader reader) {
        try {
            return LessonFile.loaded(file, lesson(file, SafeYaml.compose(reader, "lesson")));
        } catch (YamlFormatError e) {
            return LessonFile.broken(new LessonProblem(file, e.line(), e.problem()));
        }
    }

    private static Lesson lesson(String file, YamlNode root) {
        Map<String, YamlNode> keys = root.map(LESSON_KEYS);
        int line = root.line();
        Map<String, String> options = new LinkedHashMap<>();
        YamlNode.optional(keys, "options").ifPresent(node -> node.map(Set.of())
                .forEach((name, value) -> options.put(name, value.text())));
        List<Step> steps = new ArrayList<>();
        YamlNode stepList = YamlNode.required(keys, "steps", line);
        for (YamlNode step : stepList.list()) {
            steps.add(step(step));
        }
        if (steps.isEmpty()) {
            throw new YamlFormatError(stepList.line(), "lesson.noSteps");
        }
        return new Lesson(file,
                YamlNode.required(keys, "id", line).text(),
                YamlNode.required(keys, "game", line).text(),
                options,
                text(YamlNode.required(keys, "title", line)),
                YamlNode.optional(keys, "source").map(YamlNode::text).orElse(""),
                YamlNode.required(keys, "position", line).text(),
                steps,
                lines(keys));
    }

    private static Step step(YamlNode node) {
        Map<String, YamlNode> keys = node.map(STEP_KEYS);
        int line = node.line();
        List<String> kinds = keys.keySet().stream().filter(STEP_KINDS::contains).toList();
        if (kinds.size() > 1) {
            throw new YamlFormatError(line, "lesson.twoKinds", String.join(", ", kinds));
        }
        Optional<LessonText> say = YamlNode.optional(keys, "say").map(LessonLoader::text);
        Annotations show = YamlNode.optional(keys, "show").map(LessonLoader::annotations).orElse(Annotations.NONE);
        String kind = kinds.isEmpty() ? "say" : kinds.get(0);
        onlyFor(keys, "verdict", kind, "try");
        onlyFor(keys, "reason", kind, "try");
        onlyFor(keys, "accept", kind, "ask");
        onlyFor(keys, "hint", kind, "ask");
        onlyFor(keys, "position", kind, "say");
        return switch (kind) {
            case "try" -> tryStep(keys, line, say, show);
            case "ask" -> {
                if (say.isPresent()) {
                    throw new YamlFormatError(keys.get("say").line(), "lesson.onlyFor", "say", "try, play, clock");
                }
                List<String> accept = YamlNode.required(keys, "accept", line).texts();
                if (accept.isEmpty()) {
                    throw new YamlFormatError(keys.get("accept").line(), "lesson.noAccept");
                }
                yield new Step.Ask(line, text(keys.get("ask")), accept,
                        YamlNode.optional(keys, "hint").map(LessonLoader::text), show);
            }
            case "play" -> new Step.Play(line, keys.get("play").text(), say, show);
            case "clock" -> new Step.Clock(line, keys.get("clock").text(), say, show);
            default -> {
                Optional<String> position = YamlNode.optional(keys, "position").map(YamlNode::text);
                if (say.isEmpty() && position.isEmpty()) {
                    throw new YamlFormatError(line, "lesson.emptyStep");
                }
                yield new Step.Say(line, say, show, position);
            }
        };
    }

    private static Step tryStep(Map<String, YamlNode> keys, int line, Optional<LessonText> say, Annotations show) {
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
        return new Step.Try(line, keys.get("try").text(), legal, reason, say, show);
    }

    private static void onlyFor(Map<String, YamlNode> keys, String key, String kind, String owner) {
        if (keys.containsKey(key) && !kind.equals(owner)) {
            throw new YamlFormatError(keys.get(key).line(), "lesson.onlyFor", key, owner);
        }
    }

    private static LessonText text(YamlNode node) {
        return new LessonText(SafeYaml.translations(node));
    }

    private static Annotations annotations(YamlNode node) {
        Map<String, YamlNode> keys = node.map(SHOW_KEYS);
        return new Annotations(
                YamlNode.optional(keys, "cells").map(YamlNode::texts).orElse(List.of()),
                YamlNode.optional(keys, "arrows").map(YamlNode::texts).orElse(List.of()));
    }

    private static Map<String, Integer> lines(Map<String, YamlNode> keys) {
        Map<String, Integer> lines = new LinkedHashMap<>();
        keys.forEach((key, value) -> lines.put(key, value.line()));
        return lines;
    }
}
