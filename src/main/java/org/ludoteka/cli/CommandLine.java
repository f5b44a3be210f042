package org.ludoteka.cli;

import org.ludoteka.play.GameRecord;
import java.io.PrintStream;
import java.io.IOException;
import java.io.StringReader;
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
import org.ludoteka.lesson.LessonLoader;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleLoader;
import org.ludoteka.yaml.YamlFiles;
import org.ludoteka.yaml.YamlFormatError;

/**
 * The command line of DESIGN.md §4: {@code moves}, {@code explain}, {@code play}, {@code perft}, {@code solve},
 * {@code review}, {@code verify}, {@code generate-puzzles}, {@code export}, {@code export-lesson}, {@code class-results}, {@code bench}, and {@code help} and {@code --version}.
 */
public final class CommandLine {
    public static final int OK = 0;
    public static final int ILLEGAL = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL_ERROR = 3;
    private static final int MAX_PERFT_DEPTH = 12;
    /** Every command, in the order the help and the unknown-command message list them. */
    static final List<String> COMMANDS = List.of(
            "moves", "explain", "play", "perft", "solve", "review", "verify", "generate-puzzles", "export", "export-lesson", "class-results", "bench", "help");

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
        if (arguments.help() || !words.isEmpty() && words.get(0).equals("help")) {
            out.print(Usage.text(messages));
            return OK;
        }
        if (arguments.version()) {
            out.println(messages.format("cli.version", Version.current()));
            return OK;
        }
        if (words.isEmpty()) {
            throw new InputError("cli.usage");
        }
        String command = words.get(0);
        List<String> rest = words.subList(1, words.size());
        Map<String, String> options = arguments.options();
        tellRetiredOptions(rest, options);
        return switch (command) {
            case "moves" -> {
                need(command, rest, new Shape("GAME POSITION", 2, 2, 1), options);
                yield moves(game(rest.get(0)), options, rest.get(1));
            }
            case "explain" -> {
                need(command, rest, new Shape("GAME POSITION MOVE", 3, 3, 1), options);
                yield explain(game(rest.get(0)), options, rest.get(1), rest.get(2));
            }
            case "play" -> {
                need(command, rest, new Shape("GAME POSITION MOVE...", 2, Integer.MAX_VALUE, 1), options);
                yield play(game(rest.get(0)), options, rest.get(1), rest.subList(2, rest.size()));
            }
            case "perft" -> {
                need(command, rest, new Shape("GAME DEPTH [POSITION]", 2, 3, 2), options);
                yield perft(game(rest.get(0)), options, depth(rest.get(1)), rest.size() > 2 ? rest.get(2) : "start");
            }
            case "verify" -> verify(rest);
            case "solve" -> {
                need(command, rest, new Shape("GAME POSITION [--goal win-in-N|save] [--seconds S]", 2, 2, 1), options);
                yield new Solve(out, messages).run(rest.get(0), options, rest.get(1),
                        Optional.ofNullable(arguments.flags().get("goal")), seconds(arguments.flags().get("seconds")));
            }
            case "review" -> {
                need(command, rest, new Shape("GAME POSITION MOVE... [--seconds S] [--puzzles FILE]", 2, Integer.MAX_VALUE, 1), options);
                String seconds = arguments.flags().get("seconds");
                yield new ReviewCommand(out, messages).run(game(rest.get(0)).id(), options, rest.get(1), rest.subList(2, rest.size()),
                        seconds == null ? ReviewCommand.DEFAULT_SECONDS : seconds(seconds), Optional.ofNullable(arguments.flags().get("puzzles")));
            }
            case "generate-puzzles" -> {
                if (arguments.flags().containsKey("from-record")) {
                    need(command, rest, new Shape("GAME --from-record FILE... [--out DIR]", 2, Integer.MAX_VALUE, Shape.NO_POSITION), options);
                    yield new GeneratePuzzles(out, err).fromRecords(rest.get(0), rest.subList(1, rest.size()), options, arguments.flags());
                }
                need(command, rest, new Shape("GAME --count N --seed S [--goal KIND] [--out DIR]", 1, 1, Shape.NO_POSITION), options);
                yield new GeneratePuzzles(out, err).run(rest.get(0), options, arguments.flags());
            }
            case "export" -> {
                need(command, rest, new Shape("GAME POSITION FILE [--size WxH]", 3, 3, 1), options);
                yield new Export(out, messages).position(game(rest.get(0)), options, rest.get(1), rest.get(2), arguments.flags());
            }
            case "export-lesson" -> {
                need(command, rest, new Shape("LESSON FILE [--step N] [--size WxH]", 2, 2, Shape.NO_POSITION), options);
                yield new Export(out, messages).lesson(rest.get(0), rest.get(1), arguments.flags(), messages.language());
            }
            case "class-results" -> {
                need(command, rest, new Shape("FILE...", 1, Integer.MAX_VALUE, Shape.NO_POSITION), options);
                yield new ClassResultsCommand(out, err, messages).run(rest);
            }
            case "bench" -> {
                if (rest.equals(List.of("soak"))) {
                    new Bench(out).soak();
                } else if (rest.equals(List.of("launch"))) {
                    new Bench(out).launch();
                } else if (rest.equals(List.of("strength"))) {
                    new Bench(out).strength();
                } else if (rest.isEmpty()) {
                    new Bench(out).run();
                } else {
                    throw new InputError("cli.benchPart", quoted(rest));
                }
                yield OK;
            }
            default -> throw Nearest.to(command, COMMANDS)
                    .map(near -> new InputError("cli.unknownCommandNear", command, near, String.join(", ", COMMANDS)))
                    .orElseGet(() -> new InputError("cli.unknownCommand", command, String.join(", ", COMMANDS)));
        };
    }

    /**
     * Checks the shipped lessons and puzzles, or the files and folders named (each file read as
     * puzzles or as a lesson by what it holds): each problem as file:line: message, or how many
     * lessons and puzzles are all correct.
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
                    String read;
                    try {
                        read = YamlFiles.read(root, file);
                    } catch (YamlFormatError e) {
                        lessons.add(LessonLibrary.readFile(root, file, name)); // which says why it cannot be read
                        continue;
                    }
                    if (PuzzleLibrary.holdsPuzzles(read)) {
                        puzzles.add(PuzzleLoader.load(name, new StringReader(read)));
                    } else {
                        lessons.add(LessonLoader.load(name, new StringReader(read)));
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
        if (lines.isEmpty()) {
            int puzzleCount = puzzles.stream().mapToInt(file -> file.puzzles().size()).sum();
            out.println(messages.format("cli.verifyClean", lessons.size(), puzzleCount));
            return OK;
        }
        return ILLEGAL;
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
            if (!GameRecord.isTurnNumber(text)) { // a game record's numbers (Copy moves) are skipped
                moves.add(notation.parseMove(text)); // every move is read before any is played: bad input is exit 2
            }
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

    /**
     * An option an earlier version had (a retired one) still runs, by today's rule; a value that rule no longer plays is
     * told in one line on stderr, so that the output is not taken for the old rule's.
     */
    private void tellRetiredOptions(List<String> rest, Map<String, String> options) {
        if (!rest.isEmpty()) {
            Games.byId(rest.get(0)).flatMap(Games.Entry::engine)
                    .ifPresent(engine -> engine.retiredNotices(options).forEach(notice -> err.println(messages.format(notice))));
        }
    }

    private static Game<?, ?> game(String id) {
        Games.Entry entry = Games.byId(id).orElseThrow(() -> Nearest.to(id, Games.CATALOGUE.stream().map(Games.Entry::id).toList())
                .map(near -> new InputError("cli.unknownGameNear", id, near))
                .orElseGet(() -> new InputError("cli.unknownGame", id)));
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

    /** A command's arguments: as written in the usage, how many at least and at most, and where the position stands. */
    private record Shape(String text, int least, int most, int positionAt) {
        /** Where a command that takes no position has it. */
        static final int NO_POSITION = -1;
    }

    /**
     * The command has as many arguments as {@code shape} says. The game (the first) is read first;
     * then, when there are too many or the position does not read, a position the shell split at its
     * spaces because it was not quoted is told as such.
     */
    private static void need(String command, List<String> rest, Shape shape, Map<String, String> options) {
        if (rest.size() >= shape.least() && shape.positionAt() != Shape.NO_POSITION) {
            unquotedPosition(game(rest.get(0)), options, rest, shape.positionAt(), shape.most())
                    .ifPresent(joined -> {
                        throw new InputError("cli.unquotedPosition", joined);
                    });
        }
        if (rest.size() < shape.least()) {
            throw new InputError("cli.arguments", command, shape.text());
        }
        if (rest.size() > shape.most()) {
            throw new InputError("cli.tooMany", command, shape.text(), quoted(rest.subList(shape.most(), rest.size())));
        }
    }

    /**
     * The longest run of words from {@code at} on that reads as one position, when the words are too
     * many or the word at {@code at} alone is no position: the shell split a position left unquoted.
     */
    private static Optional<String> unquotedPosition(Game<?, ?> game, Map<String, String> options, List<String> rest, int at, int most) {
        if (rest.size() <= at + 1 || rest.size() <= most && readsAsPosition(game, options, rest.get(at))) {
            return Optional.empty();
        }
        Optional<String> longest = Optional.empty();
        for (int end = at + 2; end <= rest.size(); end++) {
            String joined = String.join(" ", rest.subList(at, end));
            if (readsAsPosition(game, options, joined)) {
                longest = Optional.of(joined);
            }
        }
        return longest;
    }

    private static boolean readsAsPosition(Game<?, ?> game, Map<String, String> options, String text) {
        try {
            game.notation(options).parsePosition(text);
            return true;
        } catch (InputError e) {
            return false;
        }
    }

    private static String quoted(List<String> words) {
        return words.stream().map(word -> "'" + word + "'").collect(Collectors.joining(" "));
    }
}
