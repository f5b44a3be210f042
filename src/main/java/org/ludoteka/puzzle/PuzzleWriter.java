package org.ludoteka.puzzle;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.ludoteka.i18n.Language;

/** Writes puzzles in the format {@link PuzzleLoader} reads: a YAML list, every text quoted. */
public final class PuzzleWriter {

    private PuzzleWriter() {
    }

    public static String yaml(List<Puzzle> puzzles, String header) {
        StringBuilder yaml = new StringBuilder();
        header.lines().forEach(line -> yaml.append("# ").append(line).append('\n'));
        for (Puzzle puzzle : puzzles) {
            yaml.append('\n');
            yaml.append("- id: ").append(puzzle.id()).append('\n');
            yaml.append("  game: ").append(puzzle.game()).append('\n');
            if (!puzzle.options().isEmpty()) {
                yaml.append("  options: {").append(puzzle.options().entrySet().stream().sorted(Map.Entry.comparingByKey())
                        .map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(", "))).append("}\n");
            }
            yaml.append("  position: ").append(quoted(puzzle.position())).append('\n');
            yaml.append("  to-move: ").append(puzzle.toMove()).append('\n');
            yaml.append("  goal: ").append(puzzle.goal().text()).append('\n');
            yaml.append("  say:\n");
            for (Language language : List.of(Language.EN, Language.CS, Language.FR)) {
                yaml.append("    ").append(language.code()).append(": ").append(quoted(puzzle.say(language))).append('\n');
            }
            yaml.append("  solution: ").append(list(puzzle.solution())).append('\n');
            if (!(puzzle.goal() instanceof Goal.Reach)) {
                yaml.append("  accepted: ").append(list(puzzle.accepted())).append('\n');
                yaml.append("  unique: ").append(puzzle.unique()).append('\n');
            }
            yaml.append("  rating: ").append(puzzle.rating()).append('\n');
            yaml.append("  themes: ").append(list(puzzle.themes())).append('\n');
            yaml.append("  source: ").append(quoted(puzzle.source())).append('\n');
        }
        return yaml.toString();
    }

    private static String list(List<String> items) {
        return items.stream().map(PuzzleWriter::quoted).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
