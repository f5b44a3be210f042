package org.ludoteka.puzzle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ludoteka.ai.GipfComputerPlayer;
import org.ludoteka.ai.GipfSolver;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.ai.TamskComputerPlayer;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.ai.TamskTimeSolver;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuSolver;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfHandicap;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * Finds puzzles in seeded self-play games: every position of a game is a candidate, the solver
 * proves what it holds (a shortest forced win, a lone defence, a Tamsk wall), and what makes a
 * good puzzle is kept — rated by the solver's effort, the depth and how many answers there are,
 * tagged with its themes, its goal put into words in every language. The same seed finds the
 * same puzzles, as long as each proof fits in its budget.
 */
public final class PuzzleGenerator {
    /** The longest one candidate's proofs may take; a candidate not settled in it is passed over. */
    private static final long CANDIDATE_NANOS = 3_000_000_000L;
    private static final int MAX_PLIES_PER_GAME = 300;
    /** A win is kept as a puzzle only when it has at most this many first moves: an only move, or a short set of them. */
    private static final int MOST_ANSWERS = 2;
    /** Lines of Action and Tamsk: moves drawn at random before the computer takes over, so that the games do not repeat. */
    private static final int RANDOM_OPENING_PLIES = 4;
    /** Ample for the medium computers, which look a fixed depth and never run out of it: the games follow the seed alone. */
    private static final java.time.Duration COMPUTER_THINKING = java.time.Duration.ofSeconds(30);
    /** Ta Yü: candidates come once this many tiles lie, when channels begin to reach the coasts. */
    private static final int MIN_TILES_LAID = 6;
    /** Ta Yü: after a puzzle is kept, the game goes on this many tiles before the next candidate, for variety. */
    private static final int TILES_BETWEEN_PUZZLES = 4;
    /** Ta Yü: after this many games, a candidate of any difficulty is kept. */
    private static final int GAMES_BEFORE_ANY_BAND = 3000;

    /** GIPF: the turn from which candidates are taken, once the board has filled a little. */
    private static final int GIPF_FIRST_CANDIDATE = 6;
    /** GIPF: after a capture puzzle is kept, the game goes on this many turns before the next one, for variety. */
    private static final int GIPF_TURNS_BETWEEN_CAPTURES = 5;
    /** GIPF: after this many games, a puzzle of any game level is kept, so that a rare kind does not wait on one level. */
    private static final int GIPF_GAMES_BEFORE_ANY_LEVEL = 30;
    /** GIPF: after this many games, the kinds still short give their places to captures, so the generator ends. */
    private static final int GIPF_GAMES_BEFORE_SPILL = 180;
    /** GIPF: the Tamsk potentials each player has in the games played with them. */
    private static final int GIPF_POTENTIALS = 3;
    private static final long GIPF_CANDIDATE_NANOS = 2_000_000_000L;
    /** Ample for the medium player, which looks two tokens deep and never runs out of it: the games follow the seed alone. */
    private static final java.time.Duration GIPF_THINKING = java.time.Duration.ofSeconds(30);

    /** Told of each puzzle found. */
    public interface Progress {
        void found(int found, int wanted);
    }

    private final String game;
    private final long seed;
    /** Tamsk: the level the puzzles are found at; 2 finds the puzzles in which the sand decides. */
    private int level = 1;
    private final Map<String, Integer> quota = new LinkedHashMap<>();
    private final Map<String, List<Puzzle>> found = new LinkedHashMap<>();
    private final Set<String> seen = new HashSet<>();
    /** The rule options of the puzzles made: none for self-play, a record's own for the puzzles drawn from it. */
    private Map<String, String> options = Map.of();
    /** The middle of the ids: the seed of self-play, or {@code record}. */
    private String idPart;
    private int gameNumber;

    private PuzzleGenerator(String game, long seed) {
        this.game = game;
        this.seed = seed;
        this.idPart = String.valueOf(seed);
    }

    /** True when {@code game} has a generator. */
    public static boolean generates(String game) {
        return game.equals("loa") || game.equals("tamsk") || game.equals("tayu") || game.equals("gipf");
    }

    /** {@code count} puzzles of {@code game}, grouped by the file they belong in ({@code win-in-2}, {@code save}, …). */
    public static Map<String, List<Puzzle>> generate(String game, int count, long seed, Progress progress) {
        return generate(game, Map.of(), count, seed, progress);
    }

    /**
     * The same under rule options: Tamsk's {@code level=2} finds the puzzles in which the sand decides,
     * all of them in the file {@code time}; other options are refused, as no generator plays them.
     */
    public static Map<String, List<Puzzle>> generate(String game, Map<String, String> options, int count, long seed, Progress progress) {
        return generate(game, options, Optional.empty(), count, seed, progress);
    }

    /**
     * The same, all {@code count} of one {@code kind} when one is given ({@link #kinds}): the GIPF
     * interim puzzles, which the mixed library does not ask for, come so; {@link InputError} for a kind
     * the game's generator does not find.
     */
    public static Map<String, List<Puzzle>> generate(String game, Map<String, String> options, Optional<String> kind, int count, long seed,
                                                     Progress progress) {
        PuzzleGenerator generator = new PuzzleGenerator(game, seed);
        if (kind.isPresent() && (!kinds(game).contains(kind.get()) || !options.isEmpty())) {
            throw new InputError("cli.generateKind", kind.get(), String.join(", ", kinds(game)));
        }
        if (!options.isEmpty() && !(game.equals("tamsk") && options.keySet().equals(Set.of("level")))) {
            throw new InputError("cli.generateOptions", String.join(", ", options.keySet()));
        }
        PuzzleGames.of(game, options); // an unknown option or value is told, not taken for level 1
        generator.level = game.equals("tamsk") ? Integer.parseInt(options.getOrDefault("level", "1")) : 1;
        if (generator.level == 3) {
            throw new InputError("cli.generateOptions", "level=3");
        }
        if (generator.level == 2) {
            generator.quota.put("time", count);
            generator.found.put("time", new ArrayList<>());
            while (generator.total() < count) {
                generator.tamskTimeGame(progress, count);
            }
            return generator.found;
        }
        if (kind.isPresent()) {
            // a kind added to the shipped library: a position it already sets is not set again
            PuzzleLibrary.shipped(game).forEach(puzzle -> generator.seen.add(puzzle.position()));
            generator.quota.put(kind.get(), count);
            generator.found.put(kind.get(), new ArrayList<>());
        } else {
            generator.split(count);
        }
        while (generator.total() < count) {
            if (game.equals("loa")) {
                generator.loaGame(progress, count);
            } else if (game.equals("tayu")) {
                generator.tayuGame(progress, count);
            } else if (game.equals("gipf")) {
                generator.gipfGame(progress, count);
            } else {
                generator.tamskGame(progress, count);
            }
        }
        return generator.found;
    }

    /** The kinds of puzzle {@code game}'s generator finds, each a file of its own: those of the mixed library, and GIPF's interim puzzles. */
    public static List<String> kinds(String game) {
        return switch (game) {
            case "loa" -> List.of("win-in-1", "win-in-2", "win-in-3", "save");
            case "tayu" -> List.of("best-placement", "points");
            case "gipf" -> List.of("win-in-1", "win-in-2", "save", "capture-most", "use-power", "interim");
            case "tamsk" -> List.of("win-in-1", "win-in-2", "win-in-3", "reach", "block");
            default -> List.of();
        };
    }

    private void split(int count) {
        Map<String, Double> shares = switch (game) {
            case "loa" -> Map.of("win-in-1", 0.3, "save", 0.25, "win-in-2", 0.3, "win-in-3", 0.15);
            case "tayu" -> Map.of("best-placement", 0.5, "points", 0.5);
            case "gipf" -> Map.of("win-in-1", 0.25, "win-in-2", 0.12, "save", 0.2, "capture-most", 0.23, "use-power", 0.2);
            default -> Map.of("win-in-1", 0.15, "win-in-2", 0.15, "win-in-3", 0.1, "reach", 0.3, "block", 0.3);
        };
        int given = 0;
        List<String> kinds = shares.keySet().stream().sorted().toList();
        for (String kind : kinds) {
            int share = (int) Math.floor(count * shares.get(kind));
            quota.put(kind, share);
            given += share;
        }
        for (int i = 0; given < count; i++, given++) {
            String kind = kinds.get(i % kinds.size());
            quota.merge(kind, 1, Integer::sum);
        }
        kinds.forEach(kind -> found.put(kind, new ArrayList<>()));
    }

    private int total() {
        return found.values().stream().mapToInt(List::size).sum();
    }

    private boolean wants(String kind) {
        return quota.containsKey(kind) && found.get(kind).size() < quota.get(kind);
    }

    private void keep(String kind, Puzzle puzzle, Progress progress, int count) {
        found.get(kind).add(puzzle);
        progress.found(total(), count);
    }

    // --- from game records

    /** True when puzzles can be drawn from {@code game}'s records: Lines of Action and GIPF. */
    public static boolean drawsFromRecords(String game) {
        return game.equals("loa") || game.equals("gipf");
    }

    /** One game of a record: its rule options, every position of it in order as text, the start first, and where it comes from. */
    public record RecordGame(Map<String, String> options, List<String> positions, String source) {
        public RecordGame {
            options = Map.copyOf(options);
            positions = List.copyOf(positions);
        }
    }

    /**
     * Puzzles from users' game records (issue #22): every position of each game is a candidate — for GIPF
     * each turn's start, where the decision passes to the other player — kept by the same proofs and the
     * same filters as the self-play library (an only move or a short set of them, the position not
     * decided for every move), as many as they hold, of every kind, grouped by the file they belong in.
     */
    public static Map<String, List<Puzzle>> fromRecords(String game, List<RecordGame> games, Progress progress) {
        if (!drawsFromRecords(game)) {
            throw new InputError("cli.noRecordPuzzles", Message.of("game." + game));
        }
        PuzzleGenerator generator = new PuzzleGenerator(game, 0);
        generator.idPart = "record";
        generator.gameNumber = GIPF_GAMES_BEFORE_ANY_LEVEL + 1; // a record is one game level: its puzzles are not shared out by level
        for (String kind : kinds(game)) {
            generator.quota.put(kind, RECORD_QUOTA);
            generator.found.put(kind, new ArrayList<>());
        }
        for (RecordGame record : games) {
            generator.options = record.options();
            if (game.equals("loa")) {
                LoaPuzzleGame loa = new LoaPuzzleGame(record.options());
                for (int ply = 0; ply < record.positions().size(); ply++) {
                    LoaPosition position = loa.position(record.positions().get(ply));
                    if (loa.outcome(position).isEmpty()) {
                        generator.loaCandidate(loa, new LoaPosition(position.black(), position.white(), position.toMove(), null),
                                record.source() + ", ply " + ply, progress, RECORD_QUOTA);
                    }
                }
            } else {
                GipfPuzzleGame gipf = new GipfPuzzleGame(record.options());
                GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
                Side decider = null;
                for (int ply = 0; ply < record.positions().size(); ply++) {
                    GipfPosition position = GipfGame.INSTANCE.notation(record.options()).parsePosition(record.positions().get(ply));
                    boolean turnStarts = position.decider() != decider;
                    decider = position.decider();
                    if (turnStarts && GipfSolver.handles(position) && rules.outcome(position).isEmpty()) {
                        generator.gipfCandidate(gipf, position, position.variant(), true, record.source() + ", token " + ply, progress,
                                RECORD_QUOTA);
                    }
                }
            }
        }
        generator.found.values().removeIf(List::isEmpty);
        return generator.found;
    }

    /** Far more than any record holds: from a record, every puzzle found is kept. */
    private static final int RECORD_QUOTA = 100_000;

    // --- Lines of Action

    /**
     * A game of the computer against itself at its medium strength (three moves deep, a little
     * noise), after a few moves drawn at random so that no two games open alike. Medium never runs
     * out of its ample time, so the games follow the seed alone.
     */
    private void loaGame(Progress progress, int count) {
        int number = ++gameNumber;
        SplittableRandom random = new SplittableRandom(seed * 1_000_003 + number);
        PuzzleGame<LoaPosition> loa = new LoaPuzzleGame(Map.of());
        LoaComputerPlayer player = new LoaComputerPlayer(LoaOptions.DEFAULT, LoaComputerPlayer.Strength.MEDIUM, random.nextLong());
        LoaPosition position = number % 2 == 0 ? LoaPosition.SCRAMBLED : LoaPosition.START;
        for (int ply = 0; ply < MAX_PLIES_PER_GAME && loa.outcome(position).isEmpty() && total() < count; ply++) {
            if (ply >= 8) {
                loaCandidate(loa, position, "self-play seed " + seed + ", game " + number + ", ply " + ply, progress, count);
            }
            List<String> turns = loa.turns(position);
            String turn = ply < RANDOM_OPENING_PLIES ? turns.get(random.nextInt(turns.size()))
                    : LoaNotation.INSTANCE.format(position, player.choose(position, COMPUTER_THINKING));
            LoaPosition after = loa.after(position, turn);
            position = new LoaPosition(after.black(), after.white(), after.toMove(), null); // no history: the puzzles have none
        }
    }

    private void loaCandidate(PuzzleGame<LoaPosition> loa, LoaPosition position, String source, Progress progress, int count) {
        String text = loa.format(position);
        if (!seen.add(text)) {
            return;
        }
        long before = loa.nodes();
        PuzzleProofs<LoaPosition> proofs = new PuzzleProofs<>(loa, System.nanoTime() + CANDIDATE_NANOS);
        try {
            Optional<Integer> shortest = wantedShortestWin(proofs, position);
            if (shortest.isPresent()) {
                keepWin(loa, proofs, position, shortest.get(), before, source, progress, count);
                return;
            }
            if (wants("save") && proofs.shortestWin(position, 1).isEmpty()) {
                LoaPosition passed = new LoaPosition(position.black(), position.white(), position.opponent(), null);
                if (proofs.winsWithin(passed, 1)) {
                    List<String> saves = proofs.saves(position);
                    if (!saves.isEmpty() && saves.size() <= 3) {
                        keep("save", savePuzzle(proofs, position, saves, loa.nodes() - before, source), progress, count);
                    }
                }
            }
        } catch (PuzzleProofs.OutOfTime e) {
            // too hard to settle quickly: not a candidate
        }
    }

    /** The shortest win of the player on move within as many moves as the win-in-n puzzles still wanted ask; none when none is. */
    private <P> Optional<Integer> wantedShortestWin(PuzzleProofs<P> proofs, P position) {
        int most = wants("win-in-3") ? 3 : wants("win-in-2") ? 2 : wants("win-in-1") ? 1 : 0;
        return most == 0 ? Optional.empty() : proofs.shortestWin(position, most);
    }

    /**
     * Keeps {@code position} as a win in {@code moves} when that kind is still wanted and its winning turns are few;
     * true when it is kept. {@code before}: the game's node count when the candidate's proofs began.
     */
    private <P> boolean keepWin(PuzzleGame<P> game, PuzzleProofs<P> proofs, P position, int moves, long before, String source,
                                Progress progress, int count) {
        String kind = "win-in-" + moves;
        if (wants(kind) && fewAnswers(proofs.winningTurns(position, moves), game.turns(position))) {
            keep(kind, winPuzzle(proofs, position, moves, game.nodes() - before, source), progress, count);
            return true;
        }
        return false;
    }

    /**
     * A puzzle is worth solving when its answer is an only move or a short set of them, and when most
     * moves do not reach the goal as well (a position already decided for every move is no puzzle).
     */
    private static boolean fewAnswers(List<String> answers, List<String> turns) {
        return answers.size() <= MOST_ANSWERS && answers.size() * 2 <= turns.size();
    }

    // --- Tamsk

    /**
     * A game of the computer against itself at its medium strength (three moves deep, a little
     * noise), after a few turns drawn at random so that no two games open alike. Medium never runs
     * out of its ample time, so the games follow the seed alone.
     */
    private void tamskGame(Progress progress, int count) {
        int number = ++gameNumber;
        SplittableRandom random = new SplittableRandom(seed * 1_000_003 + number);
        TamskPuzzleGame tamsk = new TamskPuzzleGame(Map.of());
        TamskComputerPlayer player = new TamskComputerPlayer(TamskOptions.DEFAULT, TamskStrength.MEDIUM, random.nextLong());
        TamskPosition position = TamskPosition.start(1);
        for (int ply = 0; ply < MAX_PLIES_PER_GAME && tamsk.outcome(position).isEmpty() && total() < count; ply++) {
            if (position.rings().total() >= 24) {
                tamskCandidate(tamsk, position, random, "self-play seed " + seed + ", game " + number + ", turn " + (ply + 1), progress, count);
            }
            String turn;
            if (ply < RANDOM_OPENING_PLIES) {
                List<String> turns = tamsk.turns(position);
                List<String> withRing = turns.stream().filter(t -> t.endsWith("+")).toList();
                List<String> pool = withRing.isEmpty() ? turns : withRing;
                turn = pool.get(random.nextInt(pool.size()));
            } else {
                turn = TamskPuzzleGame.written(position, player.chooseTurn(position, COMPUTER_THINKING));
            }
            position = tamsk.after(position, turn);
        }
    }

    private void tamskCandidate(PuzzleGame<TamskPosition> tamsk, TamskPosition position, SplittableRandom random, String source,
                                Progress progress, int count) {
        String text = tamsk.format(position);
        if (!seen.add(text)) {
            return;
        }
        long before = tamsk.nodes();
        PuzzleProofs<TamskPosition> proofs = new PuzzleProofs<>(tamsk, System.nanoTime() + CANDIDATE_NANOS);
        try {
            Optional<Integer> shortest = wantedShortestWin(proofs, position);
            if (shortest.isPresent() && keepWin(tamsk, proofs, position, shortest.get(), before, source, progress, count)) {
                return;
            }
        } catch (PuzzleProofs.OutOfTime e) {
            return;
        }
        if (wants("block") && random.nextInt(3) == 0) {
            blockPuzzle(tamsk, position, source).ifPresent(p -> keep("block", p, progress, count));
        } else if (wants("reach") && random.nextInt(3) == 0) {
            reachPuzzle(tamsk, position, random, source).ifPresent(p -> keep("reach", p, progress, count));
        }
    }

    // --- Tamsk with time (level 2)

    /** The most a level-2 player waits before a move in the self-play games the time puzzles come from. */
    private static final int TIME_MOST_WAIT_SECONDS = 12;
    /** A time puzzle's answers: one move, or a short set of them. */
    private static final int TIME_MOST_ANSWERS = 3;
    /** The most time puzzles taken from one game, so that the set does not repeat one ending. */
    private static final int TIME_PUZZLES_A_GAME = 2;

    /**
     * A level-2 self-play game: each player thinks 0 to 12 whole seconds (the sand runs meanwhile),
     * then moves at random, dropping his ring nine times in ten; every position of its endgame is a
     * candidate for a puzzle in which the sand decides, two puzzles at most from one game.
     */
    private void tamskTimeGame(Progress progress, int count) {
        int number = ++gameNumber;
        SplittableRandom random = new SplittableRandom(seed * 1_000_003 + number);
        TamskPuzzleGame tamsk = new TamskPuzzleGame(Map.of("level", "2"));
        TamskPosition position = TamskPosition.start(2);
        int before = total();
        for (int ply = 0; ply < MAX_PLIES_PER_GAME && tamsk.outcome(position).isEmpty() && total() < count
                && total() - before < TIME_PUZZLES_A_GAME; ply++) {
            if (position.rings().total() >= 24 && TamskTimeSolver.handles(position)) {
                tamskTimeCandidate(tamsk, position, "self-play at level 2, seed " + seed + ", game " + number + ", turn " + (ply + 1), progress, count);
            }
            int wait = random.nextInt(TIME_MOST_WAIT_SECONDS + 1);
            TamskPosition waited = TamskTimeSolver.after(tamsk.rules, position, List.of(new TamskEvent.Elapse(wait * 1000L)));
            if (waited.isFinished()) {
                break;
            }
            List<String> turns = tamsk.turns(waited).stream().filter(t -> !t.startsWith("+") && !t.startsWith("claim")).toList();
            if (turns.isEmpty()) {
                break;
            }
            List<String> withRing = turns.stream().filter(t -> t.endsWith("+")).toList();
            List<String> pool = !withRing.isEmpty() && random.nextInt(10) < 9 ? withRing : turns;
            position = tamsk.after(waited, pool.get(random.nextInt(pool.size())));
        }
    }

    /**
     * Kept when the player on move wins within one or two moves with few answers, the key is a move
     * (not a wait alone), and the sand decides: the main line ends on time (equal rings, T-21), or an hourglass runs out along it, or
     * the key move is made after a wait.
     */
    private void tamskTimeCandidate(TamskPuzzleGame tamsk, TamskPosition position, String source, Progress progress, int count) {
        if (!seen.add(tamsk.format(position))) {
            return;
        }
        long before = tamsk.nodes();
        PuzzleProofs<TamskPosition> proofs = new PuzzleProofs<>(tamsk, System.nanoTime() + CANDIDATE_NANOS);
        try {
            Optional<Integer> shortest = proofs.shortestWin(position, 2);
            if (shortest.isEmpty()) {
                return;
            }
            int moves = shortest.get();
            List<String> winning = proofs.winningTurns(position, moves);
            int all = tamsk.turns(position).size();
            if (winning.size() > TIME_MOST_ANSWERS || winning.size() * 2 > all) {
                return;
            }
            List<String> line = proofs.line(position, moves);
            if (winning.stream().anyMatch(turn -> !turn.contains("-"))) {
                return; // letting every hourglass run out is no move to find, nor one made on the board
            }
            TamskPosition end = position;
            for (String turn : line) {
                end = tamsk.after(end, turn);
            }
            boolean onTime = tamsk.outcome(end).map(o -> o.reason().key().equals("tamsk.outcome.timeDecides")).orElse(false);
            boolean ranOut = expired(end) > expired(position);
            boolean waits = line.get(0).startsWith("+");
            if (!onTime && !ranOut && !waits) {
                return;
            }
            List<String> themes = new ArrayList<>(List.of("time"));
            if (onTime) {
                themes.add("tie-break");
            }
            if (ranOut) {
                themes.add("run-out");
            }
            if (waits) {
                themes.add("wait");
            }
            String key = line.get(0);
            themes.add(key.contains("claim") ? "claim" : key.endsWith("+") ? "ring" : "no-ring");
            long nodes = tamsk.nodes() - before;
            int rating = (moves == 1 ? 1250 : 1700) + (int) (50 * Math.log10(1 + nodes)) + (winning.size() == 1 ? 80 : -40 * (winning.size() - 1))
                    + (waits ? 100 : 0);
            String sayKey = moves == 1 ? "puzzle.say.tamsk.time1" : "puzzle.say.tamsk.timeIn";
            Puzzle puzzle = puzzle(tamsk, position, new Goal.WinIn(moves), say(sayKey, sideWords(position.turn()), moves), line, winning,
                    round(rating), themes, source);
            keep("time", withOptions(puzzle, Map.of("level", "2")), progress, count);
        } catch (PuzzleProofs.OutOfTime e) {
            // too deep for a puzzle's budget: not a puzzle
        }
    }

    private static long expired(TamskPosition position) {
        return Stream.of(position.red(), position.black()).flatMap(p -> p.hourglasses().stream())
                .filter(Hourglass::isExpired).count();
    }

    private static Puzzle withOptions(Puzzle p, Map<String, String> options) {
        return new Puzzle(p.file(), p.line(), p.id().replace("-win-in-", "-time-win-in-"), p.game(), options, p.position(), p.toMove(),
                p.goal(), p.say(), p.solution(), p.accepted(), p.unique(), p.rating(), p.themes(), p.source(), p.lines());
    }

    private Optional<Puzzle> reachPuzzle(PuzzleGame<TamskPosition> tamsk, TamskPosition position, SplittableRandom random, String source) {
        long open = 0;
        for (int cell = 0; cell < TamskBoard.CELLS; cell++) {
            open += position.rings().isFull(cell) ? 0 : 1;
        }
        List<Integer> glasses = new ArrayList<>();
        for (Side side : List.of(Side.RED, Side.BLACK)) {
            position.player(side).hourglasses().forEach(h -> glasses.add(h.cell()));
        }
        int cell = glasses.get(random.nextInt(glasses.size()));
        List<String> reach = TamskReach.of(position, cell);
        if (reach.size() < 2 || reach.size() > 10 || reach.size() + 4 > open) {
            return Optional.empty();
        }
        String name = TamskBoard.name(cell);
        List<String> themes = new ArrayList<>(List.of("walls"));
        if (reach.size() <= 4) {
            themes.add("trapped");
        }
        int rating = round(700 + 45 * reach.size() + 4 * (int) (37 - open));
        return Optional.of(puzzle(tamsk, position, new Goal.Reach(name), say("puzzle.say.tamsk.reach", name), reach, List.of(),
                rating, themes, source));
    }

    private Optional<Puzzle> blockPuzzle(PuzzleGame<TamskPosition> tamsk, TamskPosition position, String source) {
        List<String> turns = tamsk.turns(position);
        for (var hourglass : position.player(position.opponent()).hourglasses()) {
            int cell = hourglass.cell();
            int now = TamskReach.of(position, cell).size();
            int least = Integer.MAX_VALUE;
            List<String> best = new ArrayList<>();
            for (String turn : turns) {
                int reach = TamskReach.of(tamsk.after(position, turn), cell).size();
                if (reach < least) {
                    least = reach;
                    best.clear();
                }
                if (reach == least) {
                    best.add(turn);
                }
            }
            if (least + 3 <= now && best.size() <= MOST_ANSWERS && best.size() * 4 <= turns.size() && least <= 8) {
                String name = TamskBoard.name(cell);
                List<String> themes = new ArrayList<>(List.of("walls", "full-cell"));
                if (least == 0) {
                    themes.add("boxed-in");
                }
                if (best.stream().anyMatch(t -> t.startsWith("claim"))) {
                    themes.add("claim");
                }
                int rating = round(1000 + 20 * (now - least) + 30 * turns.size() / Math.max(1, best.size()) / 4
                        + (best.size() == 1 ? 100 : 0));
                return Optional.of(puzzle(tamsk, position, new Goal.Block(name, least),
                        say("puzzle.say.tamsk.block", sideWords(position.turn()), name, least), List.of(best.get(0)), best,
                        Math.min(rating, 2400), themes, source));
            }
        }
        return Optional.empty();
    }

    // --- Ta Yü

    /**
     * A two-player game between computer players of seeded strengths; every placement once a few
     * tiles lie is a candidate. The position keeps the game's whole supply, so a puzzle can be played on.
     */
    private void tayuGame(Progress progress, int count) {
        int number = ++gameNumber;
        long gameSeed = seed * 1_000_003 + number;
        SplittableRandom random = new SplittableRandom(gameSeed);
        TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
        TayuPuzzleGame tayu = new TayuPuzzleGame(Map.of());
        TayuStrength[] strengths = {TayuStrength.MEDIUM, TayuStrength.HARD}; // the stronger players: positions a player would reach
        List<TayuComputerPlayer> seats = List.of(
                new TayuComputerPlayer(rules, strengths[random.nextInt(strengths.length)], random.nextLong()),
                new TayuComputerPlayer(rules, strengths[random.nextInt(strengths.length)], random.nextLong()));
        TayuPosition position = TayuPosition.seeded(2, gameSeed);
        int nextCandidate = MIN_TILES_LAID;
        while (rules.outcome(position).isEmpty() && total() < count) {
            int laid = position.board().tiles().size();
            if (laid >= nextCandidate && tayu.handles(position)
                    && tayuCandidate(tayu, position, random, "self-play seed " + seed + ", game " + number + ", tile " + (laid + 1), progress, count)) {
                nextCandidate = laid + TILES_BETWEEN_PUZZLES;
            }
            TayuEvent event = seats.get(position.turn()).choose(position);
            position = ((MoveResult.Legal<TayuPosition>) rules.apply(position, event)).after();
        }
    }

    /** Proves and rates the candidate as one kind of puzzle or the other; true when it is kept. */
    private boolean tayuCandidate(TayuPuzzleGame tayu, TayuPosition position, SplittableRandom random, String source, Progress progress,
                                  int count) {
        if (!seen.add(tayu.format(position))) {
            return false;
        }
        List<TayuSolver.Placement> all = tayu.placements(position);
        if (all.size() < 4) {
            return false;
        }
        String kind = wants("best-placement") && (!wants("points") || random.nextBoolean()) ? "best-placement" : "points";
        Optional<Puzzle> puzzle = kind.equals("best-placement") ? bestPlacementPuzzle(tayu, position, all, source)
                : pointsPuzzle(tayu, position, all, random, source);
        if (puzzle.isEmpty() || !bandWants(kind, puzzle.get().rating())) {
            return false;
        }
        keep(kind, puzzle.get(), progress, count);
        return true;
    }

    /**
     * Whether the kind still wants a puzzle of this difficulty: four in ten of each kind easy (below
     * 1200), a quarter hard (1600 and above), the rest between, so that the set is graded even though
     * most placements are easy to judge. Hard candidates are rare; should a band stay short for long,
     * any candidate is kept.
     */
    private boolean bandWants(String kind, int rating) {
        if (gameNumber > GAMES_BEFORE_ANY_BAND) {
            return true;
        }
        int wanted = quota.get(kind);
        int easy = (int) Math.ceil(wanted * 0.4);
        int hard = (int) Math.floor(wanted * 0.25);
        int[] shares = {easy, wanted - easy - hard, hard};
        long have = found.get(kind).stream().filter(p -> band(p.rating()) == band(rating)).count();
        return have < shares[band(rating)];
    }

    private static int band(int rating) {
        return rating < 1200 ? 0 : rating < 1600 ? 1 : 2;
    }

    /**
     * Kept when few placements are best — three at most, and a quarter of them at most — so that there
     * is something to find. Rated by how many placements there are to weigh, how close the next best
     * comes, and what must be seen: that all of them cost, that the product beats the sum, that a
     * placement feeding the opponent's coast is worse than it looks.
     */
    private Optional<Puzzle> bestPlacementPuzzle(TayuPuzzleGame tayu, TayuPosition position, List<TayuSolver.Placement> all,
                                                 String source) {
        List<TayuSolver.Placement> best = TayuSolver.best(all);
        if (best.size() > 3 || best.size() * 4 > all.size()) {
            return Optional.empty();
        }
        TayuSolver.Placement key = best.get(0);
        TayuSolver.Coasts before = TayuSolver.standing(position);
        Side mover = key.mover();
        int leadBefore = before.score(mover) - before.score(TayuSolver.opponentOf(mover));
        int nextBest = all.stream().mapToInt(TayuSolver.Placement::lead).filter(lead -> lead < key.lead()).max().orElseThrow();
        List<String> themes = new ArrayList<>();
        long leads = all.stream().mapToInt(TayuSolver.Placement::lead).distinct().count();
        int gap = key.lead() - nextBest;
        int rating = 600 + 10 * Math.min(all.size(), 40) + 200 * (int) Math.min(leads - 2, 4)
                + (best.size() == 1 ? 50 : -30 * (best.size() - 1)) + (gap == 1 ? 200 : gap == 2 ? 150 : gap <= 4 ? 80 : 0);
        if (key.own() > before.score(mover)) {
            themes.add("scoring");
        }
        if (best.stream().anyMatch(p -> onMarkedSquare(p, mover))) {
            themes.add("marked-square");
        }
        if (firstPoint(before, key)) {
            themes.add("first-point");
        }
        if (key.lead() < leadBefore) {
            themes.add("least-harm");
            rating += 150;
        }
        int keyGain = coastSum(key.coasts(), mover);
        for (TayuSolver.Placement other : all) {
            if (coastSum(other.coasts(), mover) > keyGain && other.lead() < key.lead()) {
                boolean product = other.own() <= key.own();
                String theme = product ? "product" : "double-edged";
                if (!themes.contains(theme)) {
                    themes.add(theme);
                    rating += product ? 250 : 200;
                }
            }
        }
        if (themes.isEmpty()) {
            themes.add("coast");
        }
        String tile = position.handOnMove().get(0).digits();
        return Optional.of(puzzle(tayu, position, new Goal.BestPlacement(), say("puzzle.say.tayu.best", sideWords(mover), tile),
                List.of(key.text()), best.stream().map(TayuSolver.Placement::text).toList(), round(Math.min(rating, 2400)), themes, source));
    }

    /**
     * A score to make exactly: one the mover does not have yet, which one to three placements reach
     * and not the most any placement makes where another will do. Rated by how many placements and
     * different scores there are to count through, and by a marked square in the answer.
     */
    private Optional<Puzzle> pointsPuzzle(TayuPuzzleGame tayu, TayuPosition position, List<TayuSolver.Placement> all,
                                          SplittableRandom random, String source) {
        Side mover = all.get(0).mover();
        TayuSolver.Coasts before = TayuSolver.standing(position);
        List<Integer> scores = all.stream().map(TayuSolver.Placement::own).distinct().sorted().toList();
        int most = scores.get(scores.size() - 1);
        List<Integer> eligible = scores.stream().filter(points -> points != before.score(mover) && points > 0)
                .filter(points -> {
                    int reaching = TayuSolver.scoring(all, points).size();
                    return reaching <= 3 && reaching * 4 <= all.size();
                }).toList();
        List<Integer> notTheMost = eligible.stream().filter(points -> points != most).toList();
        List<Integer> pool = notTheMost.isEmpty() ? eligible : notTheMost;
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        int points = pool.get(random.nextInt(pool.size()));
        List<TayuSolver.Placement> answers = TayuSolver.scoring(all, points);
        List<String> themes = new ArrayList<>(List.of("counting"));
        int rating = 600 + 10 * Math.min(all.size(), 40) + 200 * Math.min(scores.size() - 2, 4)
                + (answers.size() == 1 ? 50 : -30 * (answers.size() - 1));
        if (answers.stream().anyMatch(p -> onMarkedSquare(p, mover))) {
            themes.add("marked-square");
            rating += 100;
        }
        if (firstPoint(before, answers.get(0))) {
            themes.add("first-point");
        }
        if (points != most) {
            themes.add("not-the-most");
            rating += 150;
        }
        String tile = position.handOnMove().get(0).digits();
        return Optional.of(puzzle(tayu, position, new Goal.Points(points), say("puzzle.say.tayu.points", sideWords(mover), tile, points),
                List.of(answers.get(0).text()), answers.stream().map(TayuSolver.Placement::text).toList(), round(Math.min(rating, 2400)),
                themes, source));
    }

    /** The mover's two coasts added up. */
    private static int coastSum(TayuSolver.Coasts coasts, Side mover) {
        int[] own = coasts.of(mover);
        return own[0] + own[1];
    }

    /** True when one of the mover's coasts had no point before the placement and has one after it. */
    private static boolean firstPoint(TayuSolver.Coasts before, TayuSolver.Placement placement) {
        int[] then = before.of(placement.mover());
        int[] now = placement.coasts().of(placement.mover());
        return then[0] == 0 && now[0] > 0 || then[1] == 0 && now[1] > 0;
    }

    /** True when the placement lays a mouth on a marked square of one of the mover's coasts. */
    private static boolean onMarkedSquare(TayuSolver.Placement placement, Side mover) {
        TayuMove move = placement.move();
        TayuBoard board = TayuBoard.EMPTY.with(move);
        List<Integer> coasts = mover == Side.NS ? List.of(TayuBoard.NORTH, TayuBoard.SOUTH) : List.of(TayuBoard.WEST, TayuBoard.EAST);
        for (int i = 0; i < 3; i++) {
            int file = TayuBoard.file(move.anchor()) + (move.vertical() ? 0 : i);
            int row = TayuBoard.row(move.anchor()) + (move.vertical() ? i : 0);
            int square = TayuBoard.square(file, row);
            for (int coast : coasts) {
                if (TayuBoard.isMarked(square) && board.mouth(square, coast) && onCoast(file, row, coast)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean onCoast(int file, int row, int coast) {
        int last = TayuBoard.SIZE - 1;
        return switch (coast) {
            case TayuBoard.NORTH -> row == last;
            case TayuBoard.SOUTH -> row == 0;
            case TayuBoard.WEST -> file == 0;
            default -> file == last;
        };
    }

    // --- GIPF

    /**
     * A game between two computer players at the medium level (two tokens deep, a little noise), one
     * token in ten played at random, so the games differ; the basic, standard and tournament games in
     * turn. Every turn start once a few turns are played is a candidate, proven within its budget.
     */
    private void gipfGame(Progress progress, int count) {
        int number = ++gameNumber;
        if (number == GIPF_GAMES_BEFORE_SPILL && quota.containsKey("capture-most")) {
            // the rarer kinds have had their chance: what they still lack goes to captures, which every game has
            for (String kind : List.copyOf(quota.keySet())) {
                if (!kind.equals("capture-most") && wants(kind)) {
                    quota.merge("capture-most", quota.get(kind) - found.get(kind).size(), Integer::sum);
                    quota.put(kind, found.get(kind).size());
                }
            }
        }
        long gameSeed = seed * 1_000_003 + number;
        SplittableRandom random = new SplittableRandom(gameSeed);
        GipfVariant variant = GipfVariant.values()[(number - 1) % GipfVariant.values().length];
        // every other round of the three levels is played with three Tamsk potentials each (P-2), no challenges
        // (all of them when only the power's kinds are wanted)
        boolean onlyPower = quota.keySet().stream().allMatch(k -> k.equals("use-power") || k.equals("interim"));
        int potentials = onlyPower || (number - 1) / GipfVariant.values().length % 2 == 1 ? GIPF_POTENTIALS : 0;
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        GipfPuzzleGame gipf = new GipfPuzzleGame(Map.of());
        GipfComputerPlayer player = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.MEDIUM, random.nextLong());
        GipfPosition position = GipfPosition.start(variant, potentials, 0, GipfHandicap.NONE);
        int turn = 0;
        int nextCapture = 0;
        for (int ply = 0; ply < 4 * MAX_PLIES_PER_GAME && rules.outcome(position).isEmpty() && total() < count; ply++) {
            if (position.pending() == Pending.NONE && position.pushDue()) {
                turn++;
                if (turn >= GIPF_FIRST_CANDIDATE) {
                    String source = "self-play seed " + seed + ", game " + number + " (" + variant.id()
                            + (potentials > 0 ? ", " + potentials + " potentials" : "") + "), turn " + turn;
                    if (gipfCandidate(gipf, position, variant, turn >= nextCapture, source, progress, count)) {
                        nextCapture = turn + GIPF_TURNS_BETWEEN_CAPTURES;
                    }
                }
            }
            List<GipfMove> moves = rules.legalMoves(position);
            GipfMove move = random.nextInt(10) == 0 ? moves.get(random.nextInt(moves.size()))
                    : player.choose(position, GIPF_THINKING);
            position = ((MoveResult.Legal<GipfPosition>) rules.apply(position, move)).after();
        }
    }

    /** Proves the candidate as a win, a save, a use of the power or a capture, in that order; true when one of the last two is kept. */
    private boolean gipfCandidate(GipfPuzzleGame gipf, GipfPosition position, GipfVariant variant, boolean captureDue, String source,
                                  Progress progress, int count) {
        if (!seen.add(gipf.format(position))) {
            return false;
        }
        long before = gipf.nodes();
        PuzzleProofs<GipfPosition> proofs = new PuzzleProofs<>(gipf, System.nanoTime() + GIPF_CANDIDATE_NANOS);
        Side mover = position.decider();
        try {
            int all = gipf.turns(position).size();
            Optional<Integer> shortest = nearTheEnd(position, position.opponent()) ? proofs.shortestWin(position, 2) : Optional.empty();
            if (shortest.isPresent()) {
                String kind = "win-in-" + shortest.get();
                List<String> winning = proofs.winningTurns(position, shortest.get());
                if (wantsOf(kind, variant) && winning.size() <= 3 && winning.size() < all && answerable(winning)) {
                    keepOf(kind, variant, winPuzzle(proofs, position, shortest.get(), gipf.nodes() - before, source), progress, count);
                }
                return false;
            }
            if (wantsOf("save", variant) && nearTheEnd(position, mover)) {
                List<String> saves = proofs.saves(position);
                if (!saves.isEmpty() && saves.size() <= 3 && saves.size() < all && answerable(saves)) {
                    keepOf("save", variant, savePuzzle(proofs, position, saves, gipf.nodes() - before, source), progress, count);
                    return false;
                }
            }
        } catch (PuzzleProofs.OutOfTime e) {
            return false;
        }
        List<String> most = gipf.mostCapturing(position);
        if (captureDue && wantsOf("interim", variant) && interimPuzzle(gipf, position, most, variant, source, progress, count)) {
            return true;
        }
        if (captureDue && wantsOf("use-power", variant) && powerPuzzle(gipf, position, most, variant, source, progress, count)) {
            return true;
        }
        if (!captureDue || !wantsOf("capture-most", variant) || !answerable(most)) {
            return false;
        }
        // a capture that loses the game at once is no answer to offer; nor one any turn finds
        if (most.isEmpty() || most.size() > 3 || most.stream().anyMatch(t -> gipf.outcome(gipf.after(position, t)).isPresent())) {
            return false;
        }
        List<GipfSolver.Turn> turns = gipf.wholeTurns(position);
        long capturing = turns.stream().filter(t -> GipfSolver.captures(position, t.after(), mover) > 0).count();
        if (capturing == turns.size()) {
            return false;
        }
        int taken = gipf.mostCaptures(position);
        List<String> themes = new ArrayList<>(List.of("capture"));
        int rating = 850 + 60 * Math.min(taken, 6) + (most.get(0).split(" ").length > 2 ? 150 : 0)
                + (most.size() == 1 ? 80 : -40 * (most.size() - 1)) + (int) Math.min(200, 8 * (capturing - most.size()));
        if (most.get(0).contains(":")) {
            themes.add("keep");
        }
        if (most.get(0).split(" ").length > 2) {
            themes.add("two-rows");
        }
        keepOf("capture-most", variant, puzzle(gipf, position, new Goal.CaptureMost(), say("puzzle.say.gipf.capture", sideWords(mover)),
                List.of(most.get(0)), most, round(Math.min(rating, 2400)), themes, source), progress, count);
        return true;
    }

    /**
     * True when {@code side} could lose within two turns, so that a win or a save is worth proving:
     * one piece or none left to bring in (G-24), or in the games with GIPF pieces two of them or fewer
     * (G-25). Elsewhere no turn can end the game so soon, and the proofs are skipped.
     */
    private static boolean nearTheEnd(GipfPosition position, Side side) {
        return position.reserve(side) <= 1
                || position.variant() != GipfVariant.BASIC && position.count(side, GipfPiece.Kind.GIPF) <= 2 && !position.inGipfPhase(side);
    }

    /**
     * A power puzzle: the turns that capture the most all bring a loaded piece onto e5 and make the extra
     * move (P-8), and no turn without the power captures as many. True when it is kept.
     */
    private boolean powerPuzzle(GipfPuzzleGame gipf, GipfPosition position, List<String> most, GipfVariant variant, String source,
                                Progress progress, int count) {
        return most.stream().allMatch(GipfPuzzleGame::usesPower)
                && bestTurnPuzzle(new Goal.UsePower(), "puzzle.say.gipf.power", 1100, List.of("power", "capture"),
                        gipf, position, most, () -> gipf.mostCapturesWithoutPower(position), variant, source, progress, count);
    }

    /**
     * An interim puzzle (P-10): the turns that capture the most each hold a later push that changes a row
     * standing after the earlier push — a row that waits, unremoved, for the turn's last move — and no turn
     * without such a push captures as many. True when it is kept.
     */
    private boolean interimPuzzle(GipfPuzzleGame gipf, GipfPosition position, List<String> most, GipfVariant variant, String source,
                                  Progress progress, int count) {
        return bestTurnPuzzle(new Goal.Interim(), "puzzle.say.gipf.interim", 1250, List.of("interim", "power", "capture"),
                gipf, position, most, () -> gipf.mostCapturesWithoutInterim(position), variant, source, progress, count);
    }

    /**
     * A puzzle whose answers are the turns that capture the most, kept when they are one to three, none
     * ends the game, not every turn is one, and the best a turn lacking what the goal teaches captures
     * ({@code without}) is less. Rated by what is taken, the turn's length, the answers and {@code without}.
     */
    private boolean bestTurnPuzzle(Goal goal, String sayKey, int base, List<String> kindThemes, GipfPuzzleGame gipf, GipfPosition position,
                                   List<String> most, java.util.function.IntSupplier without, GipfVariant variant, String source,
                                   Progress progress, int count) {
        if (most.isEmpty() || most.size() > 3 || !answerable(most) || most.size() == gipf.turns(position).size()
                || most.stream().anyMatch(t -> gipf.outcome(gipf.after(position, t)).isPresent())) {
            return false;
        }
        int taken = gipf.mostCaptures(position);
        int lacking = without.getAsInt();
        if (lacking >= taken) {
            return false;
        }
        List<String> themes = new ArrayList<>(kindThemes);
        if (most.get(0).contains(":")) {
            themes.add("keep");
        }
        int rating = base + 60 * Math.min(taken, 6) + 40 * Math.min(most.get(0).split(" ").length, 5)
                + (most.size() == 1 ? 80 : -40 * (most.size() - 1)) - 30 * Math.min(lacking, 4);
        keepOf(goal.text(), variant, puzzle(gipf, position, goal, say(sayKey, sideWords(position.decider())),
                List.of(most.get(0)), most, round(Math.min(rating, 2400)), themes, source), progress, count);
        return true;
    }

    /** The trainer's board makes every token of these turns but a forfeit, which a game's button makes: a puzzle asks for none. */
    private static boolean answerable(List<String> turns) {
        return turns.stream().noneMatch(t -> t.contains("forfeit"));
    }

    /** True when {@code kind} still wants puzzles of {@code variant}: each game level gets a third of each kind. */
    private boolean wantsOf(String kind, GipfVariant variant) {
        if (!wants(kind)) {
            return false;
        }
        int share = (quota.get(kind) + GipfVariant.values().length - 1) / GipfVariant.values().length;
        return wants(kind) && (gameNumber > GIPF_GAMES_BEFORE_ANY_LEVEL || found.get(kind).stream().filter(p -> p.position().contains("game=" + variant.id())).count() < share);
    }

    private void keepOf(String kind, GipfVariant variant, Puzzle puzzle, Progress progress, int count) {
        if (wantsOf(kind, variant)) {
            keep(kind, puzzle, progress, count);
        }
    }

    // --- shared

    private <P> Puzzle winPuzzle(PuzzleProofs<P> proofs, P position, int moves, long nodes, String source) {
        PuzzleGame<P> g = proofs.game();
        List<String> winning = proofs.winningTurns(position, moves);
        List<String> line = proofs.line(position, moves);
        String key = line.get(0);
        String sayKey = "puzzle.say." + game + (moves == 1 ? ".win1" : ".winIn");
        List<String> themes = new ArrayList<>();
        int base = game.equals("loa") ? new int[] {800, 1450, 1850}[moves - 1] : new int[] {900, 1400, 1800}[moves - 1];
        if (g instanceof LoaPuzzleGame) {
            themes.add(key.contains("x") ? "capture" : "quiet-move");
            String from = key.substring(0, 2);
            String to = key.substring(3, 5);
            if (Math.max(Math.abs(from.charAt(0) - to.charAt(0)), Math.abs(from.charAt(1) - to.charAt(1))) >= 4) {
                themes.add("long-move");
            }
            if ("18".indexOf(to.charAt(1)) >= 0 || "ah".indexOf(to.charAt(0)) >= 0) {
                themes.add("edge");
            }
        } else if (g instanceof GipfPuzzleGame) {
            themes.add(key.contains("x") ? "capture" : "quiet-move");
            themes.add("endgame");
        } else {
            themes.add(key.startsWith("claim") ? "claim" : key.endsWith("+") ? "ring" : "no-ring");
            themes.add("endgame");
        }
        // in GIPF nearly every turn wins once the opponent's last piece is in: a second winning turn there is no double threat
        if (moves >= 2 && line.size() >= 3 && !(g instanceof GipfPuzzleGame)) {
            P afterDefence = g.after(g.after(position, line.get(0)), line.get(1));
            if (proofs.winningTurns(afterDefence, moves - 1).size() >= 2) {
                themes.add("double-threat");
            }
        }
        int rating = base + (int) (60 * Math.log10(1 + nodes)) + (winning.size() == 1 ? 80 : -25 * Math.min(winning.size() - 1, 8))
                + 2 * (g.turns(position).size() - 25);
        return puzzle(g, position, new Goal.WinIn(moves), say(sayKey, sideWords(g.toMove(position)), moves), line, winning,
                round(rating), themes, source);
    }

    private <P> Puzzle savePuzzle(PuzzleProofs<P> proofs, P position, List<String> saves, long nodes, String source) {
        PuzzleGame<P> g = proofs.game();
        String key = saves.get(0);
        List<String> themes = new ArrayList<>(List.of(key.contains("x") ? "capture-defence" : "block", "defence"));
        int rating = 1150 + (int) (40 * Math.log10(1 + nodes)) + (saves.size() == 1 ? 100 : -40 * (saves.size() - 1))
                + 3 * (g.turns(position).size() - 25);
        return puzzle(g, position, new Goal.Save(), say("puzzle.say." + game + ".save", sideWords(g.toMove(position))), List.of(key), saves,
                round(rating), themes, source);
    }

    private <P> Puzzle puzzle(PuzzleGame<P> g, P position, Goal goal, Map<Language, String> say, List<String> solution,
                              List<String> accepted, int rating, List<String> themes, String source) {
        int number = total() + 1;
        String kind = goal instanceof Goal.Points ? "points" : goal.text().replaceAll("-[a-g][0-9].*", "");
        String id = game + "-" + kind + "-" + idPart + "-" + String.format("%03d", number);
        return new Puzzle("", 0, id, game, options, g.format(position), g.toMove(position).id(), goal, say, solution, accepted,
                accepted.size() == 1, Math.max(PuzzleLoader.LOWEST_RATING, Math.min(PuzzleLoader.HIGHEST_RATING, rating)),
                themes, source, Map.of());
    }

    private static Object sideWords(Side side) {
        return Message.of("puzzle.side." + side.id());
    }

    private static Map<Language, String> say(String key, Object... args) {
        Map<Language, String> say = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            say.put(language, Messages.of(language).format(Message.of(key, args)));
        }
        return say;
    }

    private static int round(int rating) {
        return Math.round(rating / 10f) * 10;
    }
}
