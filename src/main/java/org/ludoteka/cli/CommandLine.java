package org.ludoteka.cli;

import java.io.PrintStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.yaml.YamlFiles;

/** The command line of DESIGN.md §4: {@code moves}, {@code explain}, {@code play}, {@code perft}, {@code solve}, {@code verify}, {@code generate-puzzles}, {@code bench}. */
public final class CommandLine {
    public static final int OK = 0;
    public static final int ILLEGAL = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL_ERROR = 3;
    private static final int MAX_PERFT_DEPTH = 12;

    private final PrintStream out;
    private final PrintStream err;
    private Messages messages;

    public CommandLine(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs one command and returns the exit status; bad input is one line on {@code err}, never a stack trace. */
    public int run(String[] args) {
        messages = Messages.of(Arguments.languageOf(args));
        try {
            Arguments arguments = Arguments.parse(args);
            arguments.language().ifPresent(language -> messages = Messages.of(language));
            return dispatch(arguments);
        } catch (InputError e) {
            err.println(messages.format(e.problem()));
            return BAD_INPUT;
        } catch (RuntimeException e) {
            // a bug of ours: one line that says so, never a stack trace in the user's face
            err.println(messages.format("cli.internalError", e.toString()));
            return INTERNAL_ERROR;
        }
    }

    private int dispatch(Arguments arguments) {
        List<String> words = arguments.words();
        if (words.isEmpty()) {
            throw new InputError("cli.usage");
        }
        String command = words.get(0);
        List<String> rest = words.subList(1, words.size());
        return switch (command) {
            case "moves" -> {
                need(command, rest, 2, 2, "GAME POSITION");
                yield moves(game(rest.get(0)), arguments.options(), rest.get(1));
            }
            case "explain" -> {
                need(command, rest, 3, 3, "GAME POSITION MOVE");
                yield explain(game(rest.get(0)), arguments.options(), rest.get(1), rest.get(2));
            }
            case "play" -> {
                need(command, rest, 2, Integer.MAX_VALUE, "GAME POSITION MOVE...");
                yield play(game(rest.get(0)), arguments.options(), rest.get(1), rest.subList(2, rest.size()));
            }
            case "perft" -> {
                need(command, rest, 2, 3, "GAME DEPTH [POSITION]");
                yield perft(game(rest.get(0)), arguments.options(), depth(rest.get(1)), rest.size() > 2 ? rest.get(2) : "start");
            }
            case "verify" -> verify(rest);
            case "solve" -> {
                need(command, rest, 2, 2, "GAME POSITION [--goal win-in-N|save] [--seconds S]");
                yield new Solve(out, messages).run(rest.get(0), arguments.options(), rest.get(1),
                        Optional.ofNullable(arguments.flags().get("goal")), seconds(arguments.flags().get("seconds")));
            }
            case "generate-puzzles" -> {
                need(command, rest, 1, 1, "GAME --count N --seed S [--out DIR]");
                yield new GeneratePuzzles(out, err).run(rest.get(0), arguments.flags());
            }
            case "bench" -> {
                need(command, rest, 0, 0, "");
                new Bench(out).run();
                yield OK;
            }
            default -> throw new InputError("cli.unknownCommand", command);
        };
    }

    /**
     * Checks the shipped lessons and puzzles, or the files and folders named (each file read as
     * puzzles or as a lesson by what it holds), and prints each problem as file:line: message.
     */
    private int verify(List<String> paths) {
        List<LessonFile> lessons = new ArrayList<>();
        List<PuzzleFile> puzzles = new ArrayList<>();
        if (paths.isEmpty()) {
            lessons.addAll(LessonLibrary.shipped());
            puzzles.addAll(PuzzleLibrary.shipped());
        }
        for (String text : paths) {
            Path root = Path.of(text);
            if (!Files.exists(root)) {
                lessons.addAll(LessonLibrary.folder(root)); // says there is no such file
                continue;
            }
            try {
                for (Path file : YamlFiles.under(root)) {
                    String name = YamlFiles.name(root, text, file);
                    if (PuzzleLibrary.holdsPuzzles(file)) {
                        puzzles.add(PuzzleLibrary.file(file, name));
                    } else {
                        lessons.add(LessonLibrary.readFile(file, name));
                    }
                }
            } catch (IOException e) {
                lessons.addAll(LessonLibrary.folder(root));
            }
        }
        List<String> lines = new ArrayList<>();
        LessonLibrary.verify(lessons).forEach(p -> lines.add(p.file() + ":" + p.line() + ": " + messages.format(p.problem())));
        PuzzleLibrary.verify(puzzles).forEach(p -> lines.add(p.file() + ":" + p.line() + ": " + messages.format(p.problem())));
        lines.forEach(out::println);
        return lines.isEmpty() ? OK : ILLEGAL;
    }

    private <P, M> int moves(Game<P, M> game, Map<String, String> options, String positionText) {
        Rules<P, M> rules = game.rules(options);
        Notation<P, M> notation = game.notation(options);
        P position = notation.parsePosition(positionText);
        rules.legalMoves(position).stream()
                .map(move -> notation.format(position, move))
                .sorted()
                .forEach(out::println);
        return OK;
    }

    private <P, M> int explain(Game<P, M> game, Map<String, String> options, String positionText, String moveText) {
        Rules<P, M> rules = game.rules(options);
        Notation<P, M> notation = game.notation(options);
        P position = notation.parsePosition(positionText);
        MoveResult<P> result = rules.apply(position, notation.parseMove(moveText));
        if (result instanceof MoveResult.Illegal<P> illegal) {
            out.println("illegal " + illegal.reason().key() + ": " + messages.format(illegal.message()));
            return ILLEGAL;
        }
        out.println("legal: " + sentences(((MoveResult.Legal<P>) result).notes()));
        return OK;
    }

    private <P, M> int play(Game<P, M> game, Map<String, String> options, String positionText, List<String> moveTexts) {
        Rules<P, M> rules = game.rules(options);
        Notation<P, M> notation = game.notation(options);
        P position = notation.parsePosition(positionText);
        List<M> moves = new ArrayList<>();
        for (String text : moveTexts) {
            moves.add(notation.parseMove(text)); // every move is read before any is played: bad input is exit 2
        }
        for (int i = 0; i < moves.size(); i++) {
            MoveResult<P> result = rules.apply(position, moves.get(i));
            if (result instanceof MoveResult.Illegal<P> illegal) {
                out.println("illegal " + illegal.reason().key() + " at move " + (i + 1) + " (" + moveTexts.get(i) + "): "
                        + messages.format(illegal.message()));
                return ILLEGAL;
            }
            position = ((MoveResult.Legal<P>) result).after();
        }
        out.println(notation.format(position));
        Optional<Outcome> outcome = rules.outcome(position);
        outcome.ifPresent(o -> out.println("result: "
                + o.winner().map(side -> side.id() + " wins").orElse("draw") + ": " + messages.format(o.reason())));
        return OK;
    }

    private <P, M> int perft(Game<P, M> game, Map<String, String> options, int depth, String positionText) {
        Rules<P, M> rules = game.rules(options);
        P position = game.notation(options).parsePosition(positionText);
        for (int d = 1; d <= depth; d++) {
            out.println(d + " " + rules.perft(position, d));
        }
        return OK;
    }

    private String sentences(List<Message> notes) {
        return notes.stream().map(messages::format).collect(Collectors.joining(" "));
    }

    private static Game<?, ?> game(String id) {
        Games.Entry entry = Games.byId(id).orElseThrow(() -> new InputError("cli.unknownGame", id));
        return entry.engine().orElseThrow(() -> new InputError("cli.notBuilt", Message.of(entry.nameKey())));
    }

    private static double seconds(String text) {
        if (text == null) {
            return Solve.DEFAULT_SECONDS;
        }
        try {
            double seconds = Double.parseDouble(text);
            if (seconds > 0 && seconds <= 3600) {
                return seconds;
            }
        } catch (NumberFormatException e) {
            // reported below, like a number out of range
        }
        throw new InputError("cli.badSeconds", text);
    }

    private static int depth(String text) {
        try {
            int depth = Integer.parseInt(text);
            if (depth >= 0 && depth <= MAX_PERFT_DEPTH) {
                return depth;
            }
        } catch (NumberFormatException e) {
            // reported below, like a number out of range
        }
        throw new InputError("cli.badDepth", text);
    }

    private static void need(String command, List<String> rest, int least, int most, String shape) {
        if (rest.size() < least || rest.size() > most) {
            throw new InputError("cli.arguments", command, shape.isEmpty() ? "—" : shape);
        }
    }
}
