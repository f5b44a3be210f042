package org.ludoteka.puzzle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.ludoteka.core.Message;
import org.ludoteka.progress.DamagedFiles;

/**
 * The learner's own puzzles (issue #23): the mistakes a review of his games found, kept in his home
 * folder beside his progress, never among the shipped puzzles. One file a puzzle, under a folder a
 * game ({@code <folder>/<game>/<id>.yaml}, the shipped puzzles' format), so that a damaged file costs
 * one puzzle and no other. A puzzle's id is made from its position and goal: the same mistake found
 * again (the same game reviewed twice) is the same file, kept once. Only a puzzle that passes every
 * check of {@code verify} ({@link PuzzleCheck}) is kept.
 */
public final class PersonalPuzzles {
    /** The prefix of every personal puzzle's id: no shipped puzzle's id begins so. */
    public static final String ID_PREFIX = "mine-";
    /** The theme every personal puzzle carries, so that it can be told from the shipped ones wherever it goes. */
    public static final String THEME = "from-your-game";
    private static final String SUFFIX = ".yaml";

    private final Path folder;

    /** What reading the puzzles of a game found: those read, and one sentence for each damaged file, which is then put aside. */
    public record Read(List<Puzzle> puzzles, List<Message> damaged) {
        public Read {
            puzzles = List.copyOf(puzzles);
            damaged = List.copyOf(damaged);
        }
    }

    public PersonalPuzzles(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** True when {@code puzzle} is one of the learner's own. */
    public static boolean isPersonal(Puzzle puzzle) {
        return puzzle.id().startsWith(ID_PREFIX);
    }

    /**
     * The puzzles of {@code game}, in the order they were found. A file that cannot be read as one
     * puzzle of this game is put aside ({@code <name>.corrupt-<date>-<time>}) and said in one sentence;
     * the others are read all the same.
     */
    public Read read(String game) {
        Path games = folder.resolve(game);
        if (!Files.isDirectory(games)) {
            return new Read(List.of(), List.of());
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(games)) {
            files = listed.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).sorted(PersonalPuzzles::byAge).toList();
        } catch (IOException e) {
            return new Read(List.of(), List.of(Message.of("personalPuzzles.unreadable", games.toString(), String.valueOf(e.getMessage()))));
        }
        List<Puzzle> puzzles = new ArrayList<>();
        List<Message> damaged = new ArrayList<>();
        for (Path file : files) {
            PuzzleFile read = PuzzleLibrary.file(games, file, file.toString());
            Message why = !read.problems().isEmpty() ? Message.of("personalPuzzles.atLine", read.problems().get(0).line(),
                            read.problems().get(0).problem())
                    : read.puzzles().size() != 1 || !read.puzzles().get(0).game().equals(game) || !isPersonal(read.puzzles().get(0))
                    ? Message.of("personalPuzzles.notOne", Message.of("game." + game))
                    : null;
            if (why == null) {
                puzzles.add(read.puzzles().get(0));
            } else {
                damaged.add(Message.of("personalPuzzles.damaged", file.getFileName().toString(), why, putAside(file)));
            }
        }
        return new Read(puzzles, damaged);
    }

    /**
     * Keeps those of {@code puzzles} that are new and pass every check of {@code verify}, each under the
     * id its position and goal make; returns how many were added. A puzzle kept already is left as it is.
     */
    public int add(List<Puzzle> puzzles) throws IOException {
        int added = 0;
        for (Puzzle puzzle : puzzles) {
            Puzzle mine = withId(puzzle);
            Path file = fileOf(mine);
            if (Files.exists(file) || !PuzzleCheck.problems(mine).isEmpty()) {
                continue;
            }
            Files.createDirectories(file.getParent());
            Path written = Files.createTempFile(file.getParent(), mine.id(), ".part");
            Files.writeString(written, PuzzleWriter.yaml(List.of(mine), "A puzzle from one of your games, found by Ludoteka's review."),
                    StandardCharsets.UTF_8);
            Files.move(written, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            added++;
        }
        return added;
    }

    /** The file {@code puzzle} is kept in. */
    Path fileOf(Puzzle puzzle) {
        return folder.resolve(puzzle.game()).resolve(puzzle.id() + SUFFIX);
    }

    /** {@code puzzle} under the id of its game, position, side and goal: the same question, wherever it was found, has one id. */
    public static Puzzle withId(Puzzle puzzle) {
        String id = ID_PREFIX + puzzle.game() + "-" + digest(puzzle.game() + "\n" + puzzle.options() + "\n" + puzzle.position()
                + "\n" + puzzle.toMove() + "\n" + puzzle.goal().text());
        return new Puzzle(puzzle.file(), puzzle.line(), id, puzzle.game(), puzzle.options(), puzzle.position(), puzzle.toMove(),
                puzzle.goal(), puzzle.say(), puzzle.solution(), puzzle.accepted(), puzzle.unique(), puzzle.rating(), puzzle.themes(),
                puzzle.source(), puzzle.lines());
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Oldest first, so that the puzzles come in the order the reviews found them. */
    private static int byAge(Path a, Path b) {
        try {
            int byTime = Files.getLastModifiedTime(a).compareTo(Files.getLastModifiedTime(b));
            return byTime != 0 ? byTime : a.compareTo(b);
        } catch (IOException e) {
            return a.compareTo(b);
        }
    }

    /** Renames a damaged file beside itself so that it is said once and kept for whoever wants it; where that fails it stays. */
    private static String putAside(Path file) {
        return DamagedFiles.moveAside(file).getFileName().toString();
    }
}
