package org.ludoteka.puzzle;

import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.yaml.SafeYaml;
import org.ludoteka.yaml.YamlFormatError;
import org.ludoteka.yaml.YamlNode;

/**
 * Reads a puzzle file (DESIGN.md §6) into typed records: a list of puzzles, or one puzzle alone.
 * A puzzle that breaks the format is reported as {@code file:line: message} and left out; the
 * others of its file are still read. Whether a puzzle is right is {@link PuzzleCheck}'s business.
 */
public final class PuzzleLoader {
    private static final Set<String> KEYS = Set.of("id", "game", "options", "position", "to-move", "goal", "say",
            "solution", "accepted", "unique", "rating", "themes", "source");
    static final int LOWEST_RATING = 100;
    static final int HIGHEST_RATING = 3500;

    private PuzzleLoader() {
    }

    /** The puzzles in {@code reader}, and the problems of those that could not be read. */
    public static PuzzleFile load(String file, Reader reader) {
        YamlNode root;
        try {
            root = SafeYaml.compose(reader, "puzzles");
        } catch (YamlFormatError e) {
            return PuzzleFile.broken(new PuzzleProblem(file, e.line(), e.problem()));
        }
        List<YamlNode> nodes;
        try {
            nodes = root.isList() ? root.list() : List.of(root);
        } catch (YamlFormatError e) {
            return PuzzleFile.broken(new PuzzleProblem(file, e.line(), e.problem()));
        }
        List<Puzzle> puzzles = new ArrayList<>();
        List<PuzzleProblem> problems = new ArrayList<>();
        if (nodes.isEmpty()) {
            problems.add(new PuzzleProblem(file, root.line(), Message.of("puzzle.none")));
        }
        for (YamlNode node : nodes) {
            try {
                puzzles.add(puzzle(file, node));
            } catch (YamlFormatError e) {
                problems.add(new PuzzleProblem(file, e.line(), e.problem()));
            }
        }
        return new PuzzleFile(file, puzzles, problems);
    }

    /** One puzzle from its map, as a list item of a puzzle file holds it (also inside a homework set); a {@link YamlFormatError} if it breaks the format. */
    public static Puzzle puzzle(String file, YamlNode node) {
        Map<String, YamlNode> keys = node.map(KEYS);
        int line = node.line();
        Map<String, String> options = new LinkedHashMap<>();
        YamlNode.optional(keys, "options").ifPresent(o -> o.map(Set.of()).forEach((name, value) -> options.put(name, value.text())));
        YamlNode goalNode = YamlNode.required(keys, "goal", line);
        Goal goal = Goal.parse(goalNode.text())
                .orElseThrow(() -> new YamlFormatError(goalNode.line(), "puzzle.goal", goalNode.text()));
        YamlNode solutionNode = YamlNode.required(keys, "solution", line);
        List<String> solution = solutionNode.texts();
        if (solution.isEmpty()) {
            throw new YamlFormatError(solutionNode.line(), "puzzle.emptyList", "solution");
        }
        List<String> accepted = List.of();
        boolean unique = true;
        if (goal instanceof Goal.Reach) {
            for (String key : List.of("accepted", "unique")) {
                if (keys.containsKey(key)) {
                    throw new YamlFormatError(keys.get(key).line(), "puzzle.notForReach", key);
                }
            }
        } else {
            YamlNode acceptedNode = YamlNode.required(keys, "accepted", line);
            accepted = acceptedNode.texts();
            if (accepted.isEmpty()) {
                throw new YamlFormatError(acceptedNode.line(), "puzzle.emptyList", "accepted");
            }
            unique = bool(YamlNode.required(keys, "unique", line));
        }
        YamlNode ratingNode = YamlNode.required(keys, "rating", line);
        int rating = number(ratingNode);
        if (rating < LOWEST_RATING || rating > HIGHEST_RATING) {
            throw new YamlFormatError(ratingNode.line(), "puzzle.rating", ratingNode.text(), LOWEST_RATING, HIGHEST_RATING);
        }
        String id = YamlNode.required(keys, "id", line).text();
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new YamlFormatError(keys.get("id").line(), "puzzle.id", id);
        }
        YamlNode toMove = YamlNode.required(keys, "to-move", line);
        Map<String, Integer> lines = new LinkedHashMap<>();
        keys.forEach((key, value) -> lines.put(key, value.line()));
        return new Puzzle(file, line, id,
                YamlNode.required(keys, "game", line).text(),
                options,
                YamlNode.required(keys, "position", line).text(),
                toMove.text(),
                goal,
                SafeYaml.translations(YamlNode.required(keys, "say", line)),
                solution,
                accepted,
                unique,
                rating,
                YamlNode.optional(keys, "themes").map(YamlNode::texts).orElse(List.of()),
                YamlNode.required(keys, "source", line).text(),
                lines);
    }

    private static boolean bool(YamlNode node) {
        return switch (node.text()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new YamlFormatError(node.line(), "puzzle.notABoolean", node.name(), node.text());
        };
    }

    private static int number(YamlNode node) {
        try {
            return Integer.parseInt(node.text());
        } catch (NumberFormatException e) {
            throw new YamlFormatError(node.line(), "puzzle.notANumber", node.name(), node.text());
        }
    }
}
