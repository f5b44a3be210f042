package org.ludoteka.lesson;

import java.util.List;
import java.util.Map;

/**
 * A lesson script as loaded from YAML: which game under which options, from which position, and its
 * steps. {@code file} is where it was read from, as problems name it, and {@code keyLines} where each
 * top-level key stands in it.
 */
public record Lesson(String file, String id, String game, Map<String, String> options, LessonText title,
        String source, String position, List<Step> steps, Map<String, Integer> keyLines) {
    public Lesson {
        options = Map.copyOf(options);
        steps = List.copyOf(steps);
        keyLines = Map.copyOf(keyLines);
    }

    /** The line of a top-level key, such as {@code position}, for problems found in its value. */
    public int line(String key) {
        return keyLines.getOrDefault(key, 1);
    }
}
