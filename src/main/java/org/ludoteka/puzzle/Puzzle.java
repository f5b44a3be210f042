package org.ludoteka.puzzle;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.i18n.Language;

/**
 * One puzzle as its file gives it (DESIGN.md §6). {@code solution} is the main line, the solver's
 * key move first (for {@link Goal.Reach}: the cells, which are the answer); {@code accepted} every
 * first move that reaches the goal, so no correct answer is refused; {@code unique} says whether
 * that is one move only. {@code lines} keeps the line of each key for the problems of {@code verify}.
 */
public record Puzzle(String file, int line, String id, String game, Map<String, String> options, String position,
                     String toMove, Goal goal, Map<Language, String> say, List<String> solution, List<String> accepted,
                     boolean unique, int rating, List<String> themes, String source, Map<String, Integer> lines) {
    public Puzzle {
        options = Map.copyOf(options);
        say = Map.copyOf(new EnumMap<>(say));
        solution = List.copyOf(solution);
        accepted = List.copyOf(accepted);
        themes = List.copyOf(themes);
        lines = Map.copyOf(lines);
    }

    /** The goal in words, in {@code language}. */
    public String say(Language language) {
        return say.get(language);
    }

    /** The line of {@code key} in the file, or the puzzle's own line when the key is absent. */
    public int line(String key) {
        return lines.getOrDefault(key, line);
    }
}
