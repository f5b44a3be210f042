package org.ludoteka.homework;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLoader;
import org.ludoteka.puzzle.PuzzleWriter;
import org.ludoteka.yaml.SafeYaml;
import org.ludoteka.yaml.YamlFiles;
import org.ludoteka.yaml.YamlFormatError;
import org.ludoteka.yaml.YamlNode;

/**
 * The two homework files (DESIGN.md §6 for the puzzles inside): the set the teacher hands out, its puzzles written as a
 * puzzle file writes them, and the results a pupil hands back. Both come from other machines, so they are read as
 * lesson packs are: SnakeYAML's safe loader on a composed tree, a size limit before a byte is read, only a plain file,
 * every value bounded, and anything wrong told as one sentence naming the file and the line.
 */
public final class HomeworkFiles {
    /** The most a results file may hold: one is a few hundred bytes for a pupil's week, so this is ample. */
    public static final int MAX_RESULTS_BYTES = 64 * 1024;
    private static final Set<String> SET_KEYS = Set.of("homework", "puzzles");
    private static final Set<String> RESULTS_KEYS = Set.of("results", "pupil", "puzzles");
    private static final Set<String> RESULT_KEYS = Set.of("id", "game", "solved", "tries", "hints", "seconds");
    private static final int MAX_ID = 100;

    private HomeworkFiles() {
    }

    /** The set as its file: a title and the puzzles in the puzzle files' own form. */
    public static String write(HomeworkSet set) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("# Ludoteka homework: open it in Ludoteka with Puzzles > Do homework\n");
        yaml.append("homework: ").append(HomeworkTexts.quoted(set.title())).append('\n');
        yaml.append("puzzles:\n");
        PuzzleWriter.yaml(set.puzzles(), "").lines().forEach(line -> yaml.append(line.isEmpty() ? "" : "  " + line).append('\n'));
        return yaml.toString();
    }

    /** The results as the file the pupil hands back. */
    public static String write(HomeworkResults results) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("# Ludoteka homework results: hand this file back to the teacher\n");
        yaml.append("results: ").append(HomeworkTexts.quoted(results.title())).append('\n');
        yaml.append("pupil: ").append(HomeworkTexts.quoted(results.pupil())).append('\n');
        yaml.append("puzzles:\n");
        for (PuzzleResult result : results.puzzles()) {
            yaml.append("  - id: ").append(result.id()).append('\n');
            yaml.append("    game: ").append(result.game()).append('\n');
            yaml.append("    solved: ").append(result.solved()).append('\n');
            yaml.append("    tries: ").append(result.tries()).append('\n');
            yaml.append("    hints: ").append(result.hints()).append('\n');
            yaml.append("    seconds: ").append(result.seconds()).append('\n');
        }
        return yaml.toString();
    }

    /** The set in {@code file}, reported under its name; a {@link HomeworkFileError} for anything wrong in it. */
    public static HomeworkSet readSet(Path file) {
        String name = String.valueOf(file.getFileName());
        return readSet(name, text(file, name, YamlFiles.MAX_FILE_BYTES));
    }

    /** The results in {@code file}, reported under its name; a {@link HomeworkFileError} for anything wrong in it. */
    public static HomeworkResults readResults(Path file) {
        String name = String.valueOf(file.getFileName());
        return readResults(name, text(file, name, MAX_RESULTS_BYTES));
    }

    /**
     * The set {@code text} holds, reported as {@code file}. Only its format is checked here; whether each puzzle is right
     * is {@link HomeworkCheck}'s business, since that takes the solvers.
     */
    public static HomeworkSet readSet(String file, String text) {
        try {
            YamlNode root = SafeYaml.compose(new StringReader(text), "homework");
            Map<String, YamlNode> keys = root.map(SET_KEYS);
            YamlNode title = YamlNode.required(keys, "homework", root.line());
            YamlNode list = YamlNode.required(keys, "puzzles", root.line());
            List<YamlNode> nodes = list.list();
            if (nodes.isEmpty()) {
                throw new YamlFormatError(list.line(), "homework.noPuzzles");
            }
            if (nodes.size() > HomeworkSet.MAX_PUZZLES) {
                throw new YamlFormatError(nodes.get(HomeworkSet.MAX_PUZZLES).line(), "homework.tooManyPuzzles", HomeworkSet.MAX_PUZZLES);
            }
            List<Puzzle> puzzles = new ArrayList<>();
            Map<String, Integer> lineOfId = new HashMap<>();
            for (YamlNode node : nodes) {
                Puzzle puzzle = PuzzleLoader.puzzle(file, node);
                Integer earlier = lineOfId.putIfAbsent(puzzle.id(), puzzle.line());
                if (earlier != null) {
                    throw new YamlFormatError(puzzle.line("id"), "homework.duplicateId", puzzle.id(), earlier);
                }
                puzzles.add(puzzle);
            }
            return new HomeworkSet(name(title, HomeworkSet.MAX_TITLE), puzzles);
        } catch (YamlFormatError e) {
            throw new HomeworkFileError(new HomeworkProblem(file, e.line(), e.problem()));
        }
    }

    /** The results {@code text} holds, reported as {@code file}; a {@link HomeworkFileError} for anything wrong in it. */
    public static HomeworkResults readResults(String file, String text) {
        try {
            YamlNode root = SafeYaml.compose(new StringReader(text), "results");
            Map<String, YamlNode> keys = root.map(RESULTS_KEYS);
            String title = name(YamlNode.required(keys, "results", root.line()), HomeworkSet.MAX_TITLE);
            String pupil = name(YamlNode.required(keys, "pupil", root.line()), HomeworkResults.MAX_NAME);
            YamlNode list = YamlNode.required(keys, "puzzles", root.line());
            List<YamlNode> nodes = list.list();
            if (nodes.size() > HomeworkSet.MAX_PUZZLES) {
                throw new YamlFormatError(nodes.get(HomeworkSet.MAX_PUZZLES).line(), "homework.tooManyPuzzles", HomeworkSet.MAX_PUZZLES);
            }
            List<PuzzleResult> results = new ArrayList<>();
            Map<String, Integer> lineOfId = new HashMap<>();
            for (YamlNode node : nodes) {
                PuzzleResult result = result(node);
                Integer earlier = lineOfId.putIfAbsent(result.id(), node.line());
                if (earlier != null) {
                    throw new YamlFormatError(node.line(), "homework.duplicateId", result.id(), earlier);
                }
                results.add(result);
            }
            return new HomeworkResults(title, pupil, results);
        } catch (YamlFormatError e) {
            throw new HomeworkFileError(new HomeworkProblem(file, e.line(), e.problem()));
        }
    }

    private static PuzzleResult result(YamlNode node) {
        Map<String, YamlNode> keys = node.map(RESULT_KEYS);
        int line = node.line();
        YamlNode idNode = YamlNode.required(keys, "id", line);
        String id = idNode.text();
        if (id.length() > MAX_ID || !id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new YamlFormatError(idNode.line(), "puzzle.id", id.length() > MAX_ID ? id.substring(0, MAX_ID) + "…" : id);
        }
        YamlNode gameNode = YamlNode.required(keys, "game", line);
        String game = gameNode.text();
        if (Games.byId(game).isEmpty()) {
            throw new YamlFormatError(gameNode.line(), "puzzle.unknownGame", game.length() > MAX_ID ? game.substring(0, MAX_ID) + "…" : game);
        }
        YamlNode solvedNode = YamlNode.required(keys, "solved", line);
        boolean solved = switch (solvedNode.text()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new YamlFormatError(solvedNode.line(), "puzzle.notABoolean", "solved", shortened(solvedNode.text()));
        };
        int tries = number(YamlNode.required(keys, "tries", line), PuzzleResult.MAX_TRIES);
        int hints = number(YamlNode.required(keys, "hints", line), PuzzleResult.MAX_HINTS);
        int seconds = number(YamlNode.required(keys, "seconds", line), PuzzleResult.MAX_SECONDS);
        if (solved && tries == 0) {
            throw new YamlFormatError(keys.get("tries").line(), "homework.solvedUntried");
        }
        return new PuzzleResult(id, game, solved, tries, hints, seconds);
    }

    private static int number(YamlNode node, int most) {
        String text = node.text();
        if (!text.matches("[0-9]{1,9}") || Integer.parseInt(text) > most) {
            throw new YamlFormatError(node.line(), "homework.number", node.name(), shortened(text), most);
        }
        return Integer.parseInt(text);
    }

    private static String name(YamlNode node, int longest) {
        String text = node.text();
        HomeworkTexts.problem(text, longest).ifPresent(problem -> {
            throw new YamlFormatError(node.line(), "homework.badName", node.name(), problem);
        });
        return text.strip();
    }

    private static String shortened(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "…" : text;
    }

    /**
     * The text of {@code file}: a plain file (a link is followed, a pipe or device refused), at most {@code most} bytes,
     * checked before reading, and UTF-8.
     */
    private static String text(Path file, String name, int most) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new YamlFormatError(1, Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? "yaml.notAFile" : "yaml.noSuchFile");
            }
            if (Files.size(file) > most) {
                throw new YamlFormatError(1, "homework.tooLarge", most / 1024);
            }
            return YamlFiles.read(file, file);
        } catch (IOException e) {
            throw new HomeworkFileError(new HomeworkProblem(name, 1, Message.of("yaml.unreadable", String.valueOf(e.getMessage()))));
        } catch (YamlFormatError e) {
            throw new HomeworkFileError(new HomeworkProblem(name, e.line(), e.problem()));
        }
    }
}
