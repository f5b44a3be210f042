package org.ludoteka.lesson;

import java.io.Reader;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads a lesson file (DESIGN.md §5) into typed records, or says what is wrong and on which line.
 * Only SnakeYAML's safe constructor is used, and only to compose the node tree: no tag, type or
 * class in a file can make it build anything but plain nodes.
 */
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
            Node root = yaml().compose(reader);
            if (root == null) {
                return LessonFile.broken(new LessonProblem(file, 1, Message.of("lesson.empty")));
            }
            return LessonFile.loaded(file, lesson(file, new YamlNode(root, "lesson")));
        } catch (LessonFormatError e) {
            return LessonFile.broken(new LessonProblem(file, e.line(), e.problem()));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 1 : mark.getLine() + 1;
            return LessonFile.broken(new LessonProblem(file, line, Message.of("lesson.yaml", e.getProblem())));
        } catch (YAMLException e) {
            return LessonFile.broken(new LessonProblem(file, 1, Message.of("lesson.yaml", e.getMessage())));
        }
    }

    private static Yaml yaml() {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(20);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(20);
        options.setCodePointLimit(1024 * 1024);
        return new Yaml(new SafeConstructor(options));
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
            throw new LessonFormatError(stepList.line(), "lesson.noSteps");
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
            throw new LessonFormatError(line, "lesson.twoKinds", String.join(", ", kinds));
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
                    throw new LessonFormatError(keys.get("say").line(), "lesson.onlyFor", "say", "try, play, clock");
                }
                List<String> accept = YamlNode.required(keys, "accept", line).texts();
                if (accept.isEmpty()) {
                    throw new LessonFormatError(keys.get("accept").line(), "lesson.noAccept");
                }
                yield new Step.Ask(line, text(keys.get("ask")), accept,
                        YamlNode.optional(keys, "hint").map(LessonLoader::text), show);
            }
            case "play" -> new Step.Play(line, keys.get("play").text(), say, show);
            case "clock" -> new Step.Clock(line, keys.get("clock").text(), say, show);
            default -> {
                Optional<String> position = YamlNode.optional(keys, "position").map(YamlNode::text);
                if (say.isEmpty() && position.isEmpty()) {
                    throw new LessonFormatError(line, "lesson.emptyStep");
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
            default -> throw new LessonFormatError(verdict.line(), "lesson.verdict", verdict.text());
        };
        Optional<String> reason = YamlNode.optional(keys, "reason").map(YamlNode::text);
        if (!legal && reason.isEmpty()) {
            throw new LessonFormatError(verdict.line(), "lesson.reasonNeeded");
        }
        if (legal && reason.isPresent()) {
            throw new LessonFormatError(keys.get("reason").line(), "lesson.reasonForLegal");
        }
        return new Step.Try(line, keys.get("try").text(), legal, reason, say, show);
    }

    private static void onlyFor(Map<String, YamlNode> keys, String key, String kind, String owner) {
        if (keys.containsKey(key) && !kind.equals(owner)) {
            throw new LessonFormatError(keys.get(key).line(), "lesson.onlyFor", key, owner);
        }
    }

    private static LessonText text(YamlNode node) {
        Map<Language, String> byLanguage = new EnumMap<>(Language.class);
        for (Map.Entry<String, YamlNode> entry : node.map(Set.of()).entrySet()) {
            Language language = Language.fromCode(entry.getKey())
                    .orElseThrow(() -> new LessonFormatError(entry.getValue().line(), "lesson.unknownLanguage", entry.getKey()));
            String text = entry.getValue().text().strip();
            if (text.isEmpty()) {
                throw new LessonFormatError(entry.getValue().line(), "lesson.emptyText", language.code());
            }
            byLanguage.put(language, text);
        }
        for (Language language : Language.values()) {
            if (!byLanguage.containsKey(language)) {
                throw new LessonFormatError(node.line(), "lesson.missingTranslation", language.code());
            }
        }
        return new LessonText(byLanguage);
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
