package org.ludoteka.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.play.GameRecord;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGenerator;
import org.ludoteka.puzzle.PuzzleWriter;

/**
 * {@code generate-puzzles GAME --count N --seed S [--goal KIND] [--out DIR] [--option level=2]}: finds, proves and writes puzzles, one
 * file per goal ({@code win-in-2.yaml}, …) in {@code DIR} (by default {@code puzzles/GAME}); Tamsk at
 * {@code level=2} writes the puzzles in which the sand decides, all in {@code time.yaml}. On a
 * terminal a progress bar is drawn on stderr; otherwise a plain line every ten puzzles. {@code --goal KIND} finds
 * only puzzles of that kind (GIPF's {@code interim} come so). {@link #fromRecords} draws them from game records instead.
 */
record GeneratePuzzles(PrintStream out, PrintStream err) {
    private static final int BAR_WIDTH = 30;
    private static final int MAX_COUNT = 1000;

    int run(String game, Map<String, String> options, Map<String, String> flags) {
        Games.Entry entry = Games.byId(game).orElseThrow(() -> new InputError("cli.unknownGame", game));
        if (!PuzzleGenerator.generates(game)) {
            throw new InputError("cli.noPuzzleGenerator", Message.of(entry.nameKey()));
        }
        int count = number(flags.get("count"), "cli.badCount", 1, MAX_COUNT);
        long seed = seed(flags.get("seed"));
        Path folder = Path.of(flags.getOrDefault("out", "puzzles/" + game));
        Optional<String> kind = Optional.ofNullable(flags.get("goal"));
        boolean terminal = System.console() != null;
        long start = System.nanoTime();
        Map<String, List<Puzzle>> puzzles = PuzzleGenerator.generate(game, options, kind, count, seed, (found, wanted) -> {
            if (terminal) {
                int filled = found * BAR_WIDTH / wanted;
                err.printf("\r[%s%s] %d/%d puzzles, %.0f s", "#".repeat(filled), " ".repeat(BAR_WIDTH - filled), found, wanted,
                        (System.nanoTime() - start) / 1e9);
                err.flush();
            } else if (found % 10 == 0 || found == wanted) {
                err.println("found " + found + " of " + wanted + " puzzles");
            }
        });
        if (terminal) {
            err.println();
        }
        String chosen = options.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(o -> " --option " + o.getKey() + "=" + o.getValue()).collect(Collectors.joining());
        write(folder, puzzles, "generate-puzzles " + game + chosen + kind.map(k -> " --goal " + k).orElse("") + " --count " + count
                + " --seed " + seed);
        return CommandLine.OK;
    }

    /**
     * {@code generate-puzzles loa|gipf --from-record FILE... [--out DIR]}: every position of each record (a
     * file as the window saves it: {@link GameRecord}) is a candidate, kept by the same proofs and filters as
     * the self-play library; the puzzles go to {@code DIR} (by default {@code record-puzzles/GAME}, never
     * over the shipped library), one file per goal. Rule options come from each record's header.
     */
    int fromRecords(String game, List<String> files, Map<String, String> options, Map<String, String> flags) {
        Games.Entry entry = Games.byId(game).orElseThrow(() -> new InputError("cli.unknownGame", game));
        if (!PuzzleGenerator.drawsFromRecords(game)) {
            throw new InputError("cli.noRecordPuzzles", Message.of(entry.nameKey()));
        }
        if (!options.isEmpty() || flags.containsKey("count") || flags.containsKey("seed") || flags.containsKey("goal")) {
            throw new InputError("cli.recordFlags");
        }
        Game<?, ?> engine = entry.engine().orElseThrow(() -> new InputError("cli.unknownGame", game));
        List<PuzzleGenerator.RecordGame> games = new ArrayList<>();
        for (String file : files) {
            games.add(recordGame(engine, game, Path.of(file)));
        }
        Path folder = Path.of(flags.getOrDefault("out", "record-puzzles/" + game));
        Map<String, List<Puzzle>> puzzles = PuzzleGenerator.fromRecords(game, games, (found, wanted) -> {
            if (found % 10 == 0) {
                err.println("found " + found + " puzzles");
            }
        });
        if (puzzles.isEmpty()) {
            out.println("no puzzle in " + String.join(", ", files));
            return CommandLine.OK;
        }
        write(folder, puzzles, "generate-puzzles " + game + " --from-record " + String.join(" ", files));
        return CommandLine.OK;
    }

    /** Every position of the record in {@code file}, the start first; a move it cannot read or the rules refuse is one clear message. */
    private static <P, M> PuzzleGenerator.RecordGame recordGame(Game<P, M> engine, String game, Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InputError("cli.cannotRead", file.toString(), String.valueOf(e.getMessage()));
        }
        GameRecord.Read read = GameRecord.read(game, text);
        Rules<P, M> rules = engine.rules(read.options());
        Notation<P, M> notation = engine.notation(read.options());
        P position = notation.parsePosition(read.start());
        List<String> positions = new ArrayList<>(List.of(notation.format(position)));
        for (int i = 0; i < read.moves().size(); i++) {
            MoveResult<P> result;
            try {
                result = rules.apply(position, notation.parseMove(read.moves().get(i)));
            } catch (InputError e) {
                throw new InputError("cli.recordIllegal", file.toString(), read.lines().get(i), read.moves().get(i), e.problem());
            }
            if (result instanceof MoveResult.Illegal<P> illegal) {
                throw new InputError("cli.recordIllegal", file.toString(), read.lines().get(i), read.moves().get(i), illegal.message());
            }
            position = ((MoveResult.Legal<P>) result).after();
            positions.add(notation.format(position));
        }
        return new PuzzleGenerator.RecordGame(read.options(), positions, "record " + file.getFileName());
    }

    private void write(Path folder, Map<String, List<Puzzle>> puzzles, String command) {
        try {
            Files.createDirectories(folder);
            for (Map.Entry<String, List<Puzzle>> kind : puzzles.entrySet()) {
                if (kind.getValue().isEmpty()) {
                    continue;
                }
                Path file = folder.resolve(kind.getKey() + ".yaml");
                String header = "Generated by: " + command + "\n"
                        + "Every puzzle is proven by the solver; `verify` proves them again.";
                Files.writeString(file, PuzzleWriter.yaml(kind.getValue(), header), StandardCharsets.UTF_8);
                int written = kind.getValue().size();
                out.println(file + ": " + written + (written == 1 ? " puzzle" : " puzzles"));
            }
        } catch (IOException e) {
            throw new InputError("cli.cannotWrite", folder, e.getMessage());
        }
    }

    private static int number(String text, String key, int least, int most) {
        try {
            int value = Integer.parseInt(text == null ? "" : text);
            if (value >= least && value <= most) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below, like a number out of range
        }
        throw new InputError(key, String.valueOf(text));
    }

    private static long seed(String text) {
        try {
            return Long.parseLong(text == null ? "" : text);
        } catch (NumberFormatException e) {
            throw new InputError("cli.badSeed", String.valueOf(text));
        }
    }
}
