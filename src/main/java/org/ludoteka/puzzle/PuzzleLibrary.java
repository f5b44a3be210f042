package org.ludoteka.puzzle;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.yaml.SafeYaml;
import org.ludoteka.yaml.YamlFiles;
import org.ludoteka.yaml.YamlFormatError;
import org.ludoteka.yaml.YamlNode;

/**
 * Where puzzles come from: the sets packed into the program ({@code puzzles/<game>/*.yaml}) and any
 * folder or file named; and their proof, which {@code verify} runs.
 */
public final class PuzzleLibrary {
    private static final String SHIPPED = "puzzles";

    private PuzzleLibrary() {
    }

    /** The puzzle files packed into the program, named {@code puzzles/<game>/<file>}. */
    public static List<PuzzleFile> shipped() {
        return Shipped.FILES;
    }

    /** Read once, the first time they are asked for: what is packed into the program cannot change while it runs. */
    private static final class Shipped {
        static final List<PuzzleFile> FILES = List.copyOf(YamlFiles.readPacked(SHIPPED, PuzzleLibrary::file));
    }

    /** Every puzzle of {@code game} packed into the program, in file order; those that cannot be read are left out. */
    public static List<Puzzle> shipped(String game) {
        return shipped().stream().flatMap(file -> file.puzzles().stream()).filter(p -> p.game().equals(game)).toList();
    }

    /** The puzzle files in {@code folder} and below, or the one file, if it is one. */
    public static List<PuzzleFile> folder(Path folder) {
        return YamlFiles.readFolder(folder, PuzzleLibrary::file,
                problem -> PuzzleFile.broken(new PuzzleProblem(folder.toString(), 1, problem)));
    }

    /** Reads one file of the folder {@code root} (see {@link YamlFiles#read}), reported under {@code name}. */
    public static PuzzleFile file(Path root, Path file, String name) {
        try {
            return PuzzleLoader.load(name, new StringReader(YamlFiles.read(root, file)));
        } catch (YamlFormatError e) {
            return PuzzleFile.broken(new PuzzleProblem(name, e.line(), e.problem()));
        }
    }

    /** True when {@code text} reads as puzzles (a list of them, or a map with a goal) rather than as a lesson. */
    public static boolean holdsPuzzles(String text) {
        try {
            YamlNode root = SafeYaml.compose(new StringReader(text), "puzzles");
            return root.isList() || root.map(Set.of()).containsKey("goal");
        } catch (YamlFormatError e) {
            return false; // the lesson reader reports what is wrong with it
        }
    }

    /** Every problem of {@code files}: in reading, in proving each puzzle, and ids used twice. */
    public static List<PuzzleProblem> verify(List<PuzzleFile> files) {
        List<PuzzleProblem> problems = new ArrayList<>();
        Map<String, String> firstFileOfId = new HashMap<>();
        for (PuzzleFile file : files) {
            problems.addAll(file.problems());
            for (Puzzle puzzle : file.puzzles()) {
                String earlier = firstFileOfId.putIfAbsent(puzzle.id(), puzzle.file() + ":" + puzzle.line());
                if (earlier != null) {
                    problems.add(new PuzzleProblem(puzzle.file(), puzzle.line("id"), Message.of("puzzle.duplicateId", puzzle.id(), earlier)));
                }
                problems.addAll(PuzzleCheck.problems(puzzle));
            }
        }
        return problems;
    }
}
