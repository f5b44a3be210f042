package org.ludoteka.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.ludoteka.ai.Engine;
import org.ludoteka.ai.GipfComputerPlayer;
import org.ludoteka.ai.GipfSelfPlay;
import org.ludoteka.ai.RandomPlayer;
import org.ludoteka.ai.StrengthMatch;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.ai.LoaRandomPlayout;
import org.ludoteka.ai.TamskComputerPlayer;
import org.ludoteka.ai.TamskSelfPlay;
import org.ludoteka.ai.TamskRandomPlayer;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.games.gipf.GipfHandicap;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuSelfPlay;
import org.ludoteka.ai.TayuRandomPlayer;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuOptions;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.puzzle.PuzzleFile;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.soak.Soak;
import org.ludoteka.soak.Soaks;
import org.ludoteka.ui.BoardRepaintBench;
import org.ludoteka.ui.Launcher;

/** The performance figures of DESIGN.md §7, measured on one core of this machine. */
final class Bench {
    private static final long PLAYOUT_SECONDS = 5;
    private static final int PLAYOUT_PLY_LIMIT = 1000;
    private static final int REPAINT_FRAMES = 60;
    private static final int TAMSK_GAMES = 100;
    private static final Duration TAMSK_BUDGET = Duration.ofMillis(100);
    private static final int GIPF_POTENTIALS_PERFT_DEPTH = 4;
    private static final int GIPF_GAMES = 100;
    private static final Duration GIPF_BUDGET = Duration.ofMillis(20);
    private static final int TAYU_GAMES = 100;
    private static final int LAUNCHES = 3;
    private static final long LAUNCH_TIMEOUT_SECONDS = 20;
    private static final int SOAK_GAMES = Integer.getInteger("ludoteka.soakGames", 10_000);

    private static final int STRENGTH_GAMES = Integer.getInteger("ludoteka.strengthGames", 100);
    /** Which game {@code bench strength} measures: {@code loa}, {@code gipf}, or (empty) both. */
    private static final String STRENGTH_GAME = System.getProperty("ludoteka.strengthGame", "");
    /** A GIPF game this long between the two computers is counted as drawn. */
    private static final int GIPF_STRENGTH_PLY_LIMIT = 1000;
    private static final Duration STRENGTH_BUDGET = Duration.ofMillis(Long.getLong("ludoteka.strengthMillis", 100));

    private final PrintStream out;

    Bench(PrintStream out) {
        this.out = out;
    }

    void run() {
        launch();
        loa();
        puzzles();
        tamsk();
        gipf();
        tayu();
        soak();
    }

    /**
     * The strongest computer of Lines of Action against the one of 26 November 2026 (kept as
     * {@link Engine#REFERENCE}), each opening four random moves from the start and
     * played with both colours, at a fixed time a move: the score of the present one, with its margin.
     */
    void strength() {
        if (STRENGTH_GAME.isEmpty() || STRENGTH_GAME.equals("loa")) {
            loaStrength();
        }
        if (STRENGTH_GAME.isEmpty() || STRENGTH_GAME.equals("gipf")) {
            gipfStrength();
        }
    }

    private void loaStrength() {
        LoaRules rules = new LoaRules(LoaOptions.DEFAULT);
        StrengthMatch<LoaPosition, LoaMove> match = new StrengthMatch<>(rules, LoaPosition::toMove, List.of(Side.BLACK, Side.WHITE), 300);
        List<LoaPosition> openings = match.openings(LoaPosition.START, 4, STRENGTH_GAMES / 2, 20261126);
        long start = System.nanoTime();
        StrengthMatch.Score score = match.play(openings, seed -> loaPlayer(Engine.PRESENT, seed),
                seed -> loaPlayer(Engine.REFERENCE, seed));
        report("loa", score, start);
    }

    /**
     * The strongest computer of GIPF (the standard game, no potentials) against the one of 26
     * November 2026 ({@link Engine#REFERENCE}), the same way: each opening four
     * random tokens from the start, both colours, whoever decides asked for his token.
     */
    private void gipfStrength() {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        StrengthMatch<GipfPosition, GipfMove> match = new StrengthMatch<>(rules, GipfPosition::decider, List.of(Side.WHITE, Side.BLACK),
                GIPF_STRENGTH_PLY_LIMIT);
        List<GipfPosition> openings = match.openings(GipfNotation.INSTANCE.parsePosition("start"), 4, STRENGTH_GAMES / 2, 20261126);
        long start = System.nanoTime();
        StrengthMatch.Score score = match.play(openings, seed -> gipfPlayer(Engine.PRESENT, seed),
                seed -> gipfPlayer(Engine.REFERENCE, seed));
        report("gipf", score, start);
    }

    private static java.util.function.Function<GipfPosition, GipfMove> gipfPlayer(Engine engine, long seed) {
        GipfComputerPlayer player = new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.HARD, seed, engine);
        return position -> player.choose(position, STRENGTH_BUDGET);
    }

    private static java.util.function.Function<LoaPosition, LoaMove> loaPlayer(Engine engine, long seed) {
        LoaComputerPlayer player = new LoaComputerPlayer(LoaOptions.DEFAULT, LoaComputerPlayer.Strength.HARD, seed, engine);
        return position -> player.choose(position, STRENGTH_BUDGET);
    }

    private void report(String game, StrengthMatch.Score score, long startNanos) {
        out.printf(Locale.ROOT, "strength %s: the present HARD against the reference of 26 November 2026 at %d ms a move, %d games "
                        + "(each opening with both colours): %d wins, %d draws, %d losses, score %.1f %% ± %.1f %% (95 %%); %.0f s%n",
                game, STRENGTH_BUDGET.toMillis(), score.games(), score.wins(), score.draws(), score.losses(), 100 * score.fraction(),
                100 * score.margin(), (System.nanoTime() - startNanos) / 1e9);
    }

    /**
     * {@value #SOAK_GAMES} random games of every game, shared among its variants, every position
     * checked ({@link Soaks}): how many were played, how fast, and every invariant found broken.
     */
    void soak() {
        for (Soaks.GameSoak game : Soaks.ALL) {
            long games = 0;
            long events = 0;
            long nanos = 0;
            long cpuNanos = 0;
            int violations = 0;
            for (Soak.Report report : Soaks.run(game, SOAK_GAMES, 20261123)) {
                out.printf(Locale.ROOT, "soak %s: %,d games (%,d ended), %,d events, %.1f s, %,.0f games/s, %,.0f per second of CPU; "
                                + "%d invariants broken%n", report.name(), report.games(), report.ended(), report.events(), report.nanos() / 1e9,
                        report.gamesPerSecond(), report.gamesPerCpuSecond(), report.violations());
                report.examples().forEach(example -> out.println("  " + example));
                games += report.games();
                events += report.events();
                nanos += report.nanos();
                cpuNanos += report.cpuNanos();
                violations += report.violations();
            }
            out.printf(Locale.ROOT, "soak %s in all: %,d games, %,d events, in %.1f s (%.1f s of CPU), %,.0f games/s, %,.0f per second of CPU; "
                    + "%d invariants broken%n", game.game(), games, events, nanos / 1e9, cpuNanos / 1e9, games / (nanos / 1e9),
                    games / (cpuNanos / 1e9), violations);
        }
    }

    /**
     * The CPU time of this thread: on a machine shared with other work the wall clock counts the
     * time the thread waited for a core too, so both are printed.
     */
    private static long cpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /**
     * Launch to the first painted window, as a user starts the program: a new Java process, timed
     * from its start to its window's first paint, a few times (the median). Without a display it
     * runs on a virtual one (Xvfb), when the machine has it.
     */
    void launch() {
        Optional<String> display = Optional.ofNullable(System.getenv("DISPLAY")).filter(d -> !d.isBlank());
        Process xvfb = null;
        try {
            if (display.isEmpty()) {
                String virtual = ":" + (90 + new SplittableRandom().nextInt(400));
                try {
                    xvfb = new ProcessBuilder("Xvfb", virtual, "-screen", "0", "1920x1080x24").redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                    Thread.sleep(1000);
                    display = Optional.of(virtual);
                } catch (IOException e) {
                    out.println("launch to the first painted window: not measured (no display, and no Xvfb to make one)");
                    return;
                }
            }
            Path archive = Files.createTempDirectory("ludoteka-bench-cds").resolve("ludoteka.jsa");
            launches(display.get(), "plain", List.of());
            // the installer's archive of the classes a launch loads (packaging/archive-classes.sh), made here the same way
            launchMillis(display.get(), List.of("-XX:ArchiveClassesAtExit=" + archive));
            if (Files.exists(archive)) {
                launches(display.get(), "with the installer's class archive", List.of("-XX:SharedArchiveFile=" + archive));
            }
        } catch (IOException e) {
            out.println("launch to the first painted window: not measured (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
            }
        }
    }

    /** A few launches with {@code javaOptions}, their median printed. */
    private void launches(String display, String how, List<String> javaOptions) throws InterruptedException {
        long[] millis = new long[LAUNCHES];
        for (int i = 0; i < LAUNCHES; i++) {
            millis[i] = launchMillis(display, javaOptions);
            if (millis[i] < 0) {
                out.println("launch to the first painted window, " + how + ": not measured (the window did not paint)");
                return;
            }
        }
        Arrays.sort(millis);
        out.printf(Locale.ROOT, "launch to the first painted window, %s: median %d ms of %d (each: %s; aim: under 1000 ms)%n",
                how, millis[LAUNCHES / 2], LAUNCHES, Arrays.toString(millis));
    }

    /** One launch in a fresh home folder, so no saved game is offered; -1 when it does not paint in time. */
    private static long launchMillis(String display, List<String> javaOptions) throws InterruptedException {
        try {
            Path home = Files.createTempDirectory("ludoteka-bench-home");
            List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
            command.addAll(javaOptions);
            command.addAll(List.of("-D" + Launcher.EXIT_ON_FIRST_PAINT + "=true", "-Dludoteka.home=" + home,
                    "-cp", System.getProperty("java.class.path"), "org.ludoteka.Main"));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("DISPLAY", display);
            long start = System.nanoTime();
            Process process = builder.start();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    if (line.equals(Launcher.PAINTED)) {
                        return (System.nanoTime() - start) / 1_000_000;
                    }
                }
            } finally {
                if (!process.waitFor(LAUNCH_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
            return -1;
        } catch (IOException e) {
            return -1;
        }
    }

    /** {@code verify}'s proof of every shipped puzzle, game by game: the solvers' speed on real work. */
    private void puzzles() {
        for (String game : List.of("loa", "tamsk", "tayu", "gipf")) {
            List<PuzzleFile> files = PuzzleLibrary.shipped().stream().filter(f -> f.file().startsWith("puzzles/" + game + "/")).toList();
            int count = files.stream().mapToInt(f -> f.puzzles().size()).sum();
            long start = System.nanoTime();
            long cpuStart = cpuNanos();
            int problems = PuzzleLibrary.verify(files).size();
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (cpuNanos() - cpuStart) / 1e9;
            out.printf(Locale.ROOT, "%s puzzles: %d shipped puzzles proven in %.2f s, %.2f s of CPU (%d problems)%n",
                    game, count, seconds, cpuSeconds, problems);
        }
        // the Tamsk time puzzles (level 2) apart: their solver searches the moments of the sand too
        List<PuzzleFile> time = PuzzleLibrary.shipped().stream().filter(f -> f.file().equals("puzzles/tamsk/time.yaml")).toList();
        long start = System.nanoTime();
        long cpuStart = cpuNanos();
        int problems = PuzzleLibrary.verify(time).size();
        out.printf(Locale.ROOT, "tamsk time puzzles (level 2, among the above): %d proven in %.2f s, %.2f s of CPU (%d problems)%n",
                time.stream().mapToInt(f -> f.puzzles().size()).sum(), (System.nanoTime() - start) / 1e9, (cpuNanos() - cpuStart) / 1e9, problems);
    }

    private void loa() {
        LoaRules rules = new LoaRules(LoaOptions.DEFAULT);
        rules.perft(LoaPosition.START, 4); // warm the compiler before anything is timed
        for (int depth = 5; depth <= 6; depth++) {
            long start = System.nanoTime();
            long cpuStart = cpuNanos();
            long nodes = rules.perft(LoaPosition.START, depth);
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (cpuNanos() - cpuStart) / 1e9;
            out.printf(Locale.ROOT, "loa perft(%d) from the start: %,d leaves in %.2f s, %.2f s of CPU (%,.0f leaves/s, bulk counting)%n",
                    depth, nodes, seconds, cpuSeconds, nodes / seconds);
        }
        LoaRandomPlayout playout = new LoaRandomPlayout();
        SplittableRandom random = new SplittableRandom(20261121);
        long deadline = System.nanoTime() + PLAYOUT_SECONDS * 1_000_000_000L;
        long games = 0;
        long plies = 0;
        long start = System.nanoTime();
        long cpuStart = cpuNanos();
        while (System.nanoTime() < deadline) {
            plies += playout.play(LoaPosition.START, random, PLAYOUT_PLY_LIMIT);
            games++;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (cpuNanos() - cpuStart) / 1e9;
        out.printf(Locale.ROOT, "loa random playouts: %,.0f games/s, %,.0f per second of CPU (%,d games, %.1f plies each on average)%n",
                games / seconds, games / cpuSeconds, games, (double) plies / games);
        out.printf(Locale.ROOT, "loa board repaint at 3840x2160: %.1f ms a frame (offscreen, start position)%n",
                BoardRepaintBench.millisPerFrame(3840, 2160, REPAINT_FRAMES));
        out.printf(Locale.ROOT, "tamsk board frame with sand running: %.1f ms at 1920x1080, %.1f ms at 3840x2160 (offscreen, level 2)%n",
                BoardRepaintBench.tamskMillisPerFrame(1920, 1080, REPAINT_FRAMES),
                BoardRepaintBench.tamskMillisPerFrame(3840, 2160, REPAINT_FRAMES));
    }

    /** The strongest level-1 Tamsk opponent against a uniformly random player: how often it wins, and that it never plays an illegal event. */
    private void tamsk() {
        TamskRules rules = new TamskRules(TamskOptions.DEFAULT);
        TimedTurns computer = new TimedTurns(new TamskComputerPlayer(TamskOptions.DEFAULT, TamskStrength.HARD, 20261121));
        TamskRandomPlayer random = new TamskRandomPlayer(rules, 20261122);
        long start = System.nanoTime();
        TamskSelfPlay.Score score = new TamskSelfPlay(rules).play(TamskPosition.start(1), computer, random::chooseTurn, TAMSK_GAMES);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "tamsk level 1, HARD at %d ms a move against a seeded random player, %d games, colours alternating: "
                        + "%d wins, %d draws, %d losses, score %.1f of %d; illegal events: %d%n",
                TAMSK_BUDGET.toMillis(), TAMSK_GAMES, score.wins(), score.draws(), score.losses(), score.points(), TAMSK_GAMES,
                score.illegalEvents());
        out.printf(Locale.ROOT, "tamsk level 1, HARD: %.1f ms a turn on average over %,d turns (it stops deepening once a fifth "
                + "of the budget is spent or the game is decided); %.1f s in all%n", computer.nanos / 1e6 / computer.turns, computer.turns, seconds);
    }

    /** GIPF perft from the three starts (decisions counted as plies), and the HARD opponent against a random player. */
    private void gipf() {
        GipfRules rules = new GipfRules(GipfOptions.DEFAULT);
        rules.perft(GipfNotation.INSTANCE.parsePosition("start"), 3); // warm the compiler before anything is timed
        for (String run : List.of("start 4", "basic 4", "tournament 4", "start 5")) {
            String start = run.split(" ")[0];
            int depth = Integer.parseInt(run.split(" ")[1]);
            long begin = System.nanoTime();
            long nodes = rules.perft(GipfNotation.INSTANCE.parsePosition(start), depth);
            double seconds = (System.nanoTime() - begin) / 1e9;
            out.printf(Locale.ROOT, "gipf perft(%d) from %s: %,d leaves in %.2f s (%,.0f leaves/s, bulk counting)%n",
                    depth, start, nodes, seconds, nodes / seconds);
        }
        GipfRules withPotentials = new GipfRules(new GipfOptions(3, 1, 1, GipfHandicap.NONE));
        long begin = System.nanoTime();
        long nodes = withPotentials.perft(new GipfNotation(3, 1).parsePosition("start"), GIPF_POTENTIALS_PERFT_DEPTH);
        out.printf(Locale.ROOT, "gipf perft(%d) from start with 3 potentials and 1 challenge each: %,d leaves in %.2f s%n",
                GIPF_POTENTIALS_PERFT_DEPTH, nodes, (System.nanoTime() - begin) / 1e9);

        TimedTokens computer = new TimedTokens(new GipfComputerPlayer(GipfOptions.DEFAULT, GipfStrength.HARD, 20261121));
        RandomPlayer<GipfPosition, GipfMove> random = new RandomPlayer<>(rules, 20261122);
        begin = System.nanoTime();
        GipfSelfPlay.Score score = new GipfSelfPlay(rules, 20261123).play(GipfNotation.INSTANCE.parsePosition("start"), computer,
                random::choose, GIPF_GAMES);
        double seconds = (System.nanoTime() - begin) / 1e9;
        out.printf(Locale.ROOT, "gipf standard, HARD at %d ms a token against a seeded random player, %d games, colours alternating: "
                        + "%d wins, %d losses; illegal tokens: %d; %.1f tokens a game%n",
                GIPF_BUDGET.toMillis(), GIPF_GAMES, score.wins(), score.losses(), score.illegalTokens(), (double) score.tokens() / GIPF_GAMES);
        out.printf(Locale.ROOT, "gipf standard, HARD: %.1f ms a token on average over %,d tokens; %.1f s in all%n",
                computer.nanos / 1e6 / computer.tokens, computer.tokens, seconds);
    }

    /** The strongest Ta Yü opponent against a seeded random player in two-player games, seats alternating, each game its own shuffle. */
    private void tayu() {
        TayuRules rules = new TayuRules(TayuOptions.DEFAULT);
        int wins = 0;
        int draws = 0;
        long events = 0;
        long start = System.nanoTime();
        for (int game = 0; game < TAYU_GAMES; game++) {
            TayuComputerPlayer computer = new TayuComputerPlayer(rules, TayuStrength.HARD, game);
            TayuRandomPlayer random = new TayuRandomPlayer(rules, 20261123L + game);
            Function<TayuPosition, TayuEvent> hard = computer::choose;
            Function<TayuPosition, TayuEvent> other = random::choose;
            boolean computerFirst = game % 2 == 0;
            TayuSelfPlay.Game played = new TayuSelfPlay(rules).play(TayuPosition.seeded(2, game + 1),
                    computerFirst ? List.of(hard, other) : List.of(other, hard));
            Outcome outcome = rules.outcome(played.end()).orElseThrow();
            Side computerSide = computerFirst ? Side.NS : Side.WE;
            wins += outcome.winner().filter(side -> side == computerSide).isPresent() ? 1 : 0;
            draws += outcome.isDraw() ? 1 : 0;
            events += played.events().size();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "tayu two players, HARD against a seeded random player, %d games (seeds 1-%d, seats alternating): "
                + "%d wins, %d draws, %d losses; %.1f s in all, %.1f ms an event%n", TAYU_GAMES, TAYU_GAMES, wins, draws,
                TAYU_GAMES - wins - draws, seconds, seconds * 1000 / events);
    }

    /** The computer's turns, and how long it took over them. */
    private static final class TimedTurns implements Function<TamskPosition, List<TamskEvent>> {
        private final TamskComputerPlayer player;
        private long nanos;
        private int turns;

        TimedTurns(TamskComputerPlayer player) {
            this.player = player;
        }

        @Override
        public List<TamskEvent> apply(TamskPosition position) {
            long start = System.nanoTime();
            List<TamskEvent> turn = player.chooseTurn(position, TAMSK_BUDGET);
            nanos += System.nanoTime() - start;
            turns++;
            return turn;
        }
    }

    /** The GIPF computer's tokens, and how long it took over them. */
    private static final class TimedTokens implements Function<GipfPosition, GipfMove> {
        private final GipfComputerPlayer player;
        private long nanos;
        private int tokens;

        TimedTokens(GipfComputerPlayer player) {
            this.player = player;
        }

        @Override
        public GipfMove apply(GipfPosition position) {
            long start = System.nanoTime();
            GipfMove move = player.choose(position, GIPF_BUDGET);
            nanos += System.nanoTime() - start;
            tokens++;
            return move;
        }
    }
}
