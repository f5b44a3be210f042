package org.ludoteka.yaml;

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
 * A node of SnakeYAML's composed tree, read with the checks a lesson or a puzzle needs. Working on nodes rather
 * than on loaded maps keeps every value's line, so each complaint names where it stands.
 */
public final class YamlNode {
    /**
     * The longest single value a file may hold: a step's text is kept under 300 characters for the projector, so
     * this leaves room for any position or list while no text can swamp a screen or an engine.
     */
    public static final int MAX_TEXT_LENGTH = 10_000;
    private final Node node;
    private final String name;

    public YamlNode(Node node, String name) {
        this.node = node;
        this.name = name;
    }

    /** 1-based, as editors count. */
    public int line() {
        return node.getStartMark().getLine() + 1;
    }

    public String name() {
        return name;
    }

    public boolean isList() {
        return node instanceof SequenceNode;
    }

    /** A single value, at most {@link #MAX_TEXT_LENGTH} characters long. */
    public String text() {
        if (node instanceof ScalarNode scalar) {
            if (scalar.getValue().length() > MAX_TEXT_LENGTH) {
                throw new YamlFormatError(line(), "yaml.textTooLong", name, MAX_TEXT_LENGTH);
            }
            return scalar.getValue();
        }
        throw new YamlFormatError(line(), "yaml.notAValue", name);
    }

    public List<YamlNode> list() {
        if (!(node instanceof SequenceNode sequence)) {
            throw new YamlFormatError(line(), "yaml.notAList", name);
        }
        List<YamlNode> items = new ArrayList<>();
        for (Node item : sequence.getValue()) {
            items.add(new YamlNode(item, name));
        }
        return items;
    }

    public List<String> texts() {
        return list().stream().map(YamlNode::text).toList();
    }

    /** The entries of a map, refusing any key not in {@code allowed} (unless it is empty: any key). */
    public Map<String, YamlNode> map(Set<String> allowed) {
        return map(allowed, stray -> {
            throw stray;
        });
    }

    /**
     * The entries of a map. A key not in {@code allowed} (unless it is empty: any key) is told to
     * {@code strayKeys} and left out, so that the rest of the map is still read; a key met twice
     * is an error, since which of its values was meant cannot be known.
     */
    public Map<String, YamlNode> map(Set<String> allowed, Consumer<YamlFormatError> strayKeys) {
        if (!(node instanceof MappingNode mapping)) {
            throw new YamlFormatError(line(), "yaml.notAMap", name);
        }
        Map<String, YamlNode> entries = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            YamlNode key = new YamlNode(tuple.getKeyNode(), name);
            String keyText = key.text();
            if (!allowed.isEmpty() && !allowed.contains(keyText)) {
                strayKeys.accept(new YamlFormatError(key.line(), "yaml.unknownKey", keyText, String.join(", ", sorted(allowed))));
                continue;
            }
            if (entries.containsKey(keyText)) {
                throw new YamlFormatError(key.line(), "yaml.duplicateKey", keyText);
            }
            entries.put(keyText, new YamlNode(tuple.getValueNode(), keyText));
        }
        return entries;
    }

    public static YamlNode required(Map<String, YamlNode> entries, String key, int line) {
        YamlNode value = entries.get(key);
        if (value == null) {
            throw new YamlFormatError(line, "yaml.missingKey", key);
        }
        return value;
    }

    public static Optional<YamlNode> optional(Map<String, YamlNode> entries, String key) {
        return Optional.ofNullable(entries.get(key));
    }

    private static List<String> sorted(Set<String> keys) {
        return keys.stream().sorted().toList();
    }
}
