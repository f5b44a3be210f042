package org.ludoteka.lesson;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A node of SnakeYAML's composed tree, read with the checks a lesson needs. Working on nodes rather
 * than on loaded maps keeps every value's line, so each complaint names where it stands.
 */
final class YamlNode {
    private final Node node;
    private final String name;

    YamlNode(Node node, String name) {
        this.node = node;
        this.name = name;
    }

    /** 1-based, as editors count. */
    int line() {
        return node.getStartMark().getLine() + 1;
    }

    String name() {
        return name;
    }

    String text() {
        if (node instanceof ScalarNode scalar) {
            return scalar.getValue();
        }
        throw new LessonFormatError(line(), "lesson.notAValue", name);
    }

    List<YamlNode> list() {
        if (!(node instanceof SequenceNode sequence)) {
            throw new LessonFormatError(line(), "lesson.notAList", name);
        }
        List<YamlNode> items = new ArrayList<>();
        for (Node item : sequence.getValue()) {
            items.add(new YamlNode(item, name));
        }
        return items;
    }

    List<String> texts() {
        return list().stream().map(YamlNode::text).toList();
    }

    /**
     * The entries of a map. A key not in {@code allowed} (unless it is empty: any key) is told to
     * {@code strayKeys} and left out, so that the rest of the map is still read; a key met twice
     * is an error, since which of its values was meant cannot be known.
     */
    Map<String, YamlNode> map(Set<String> allowed, Consumer<LessonFormatError> strayKeys) {
        if (!(node instanceof MappingNode mapping)) {
            throw new LessonFormatError(line(), "lesson.notAMap", name);
        }
        Map<String, YamlNode> entries = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            YamlNode key = new YamlNode(tuple.getKeyNode(), name);
            String keyText = key.text();
            if (!allowed.isEmpty() && !allowed.contains(keyText)) {
                strayKeys.accept(new LessonFormatError(key.line(), "lesson.unknownKey", keyText, String.join(", ", sorted(allowed))));
                continue;
            }
            if (entries.containsKey(keyText)) {
                throw new LessonFormatError(key.line(), "lesson.duplicateKey", keyText);
            }
            entries.put(keyText, new YamlNode(tuple.getValueNode(), keyText));
        }
        return entries;
    }

    static YamlNode required(Map<String, YamlNode> entries, String key, int line) {
        YamlNode value = entries.get(key);
        if (value == null) {
            throw new LessonFormatError(line, "lesson.missingKey", key);
        }
        return value;
    }

    static Optional<YamlNode> optional(Map<String, YamlNode> entries, String key) {
        return Optional.ofNullable(entries.get(key));
    }

    private static List<String> sorted(Set<String> keys) {
        return keys.stream().sorted().toList();
    }
}
