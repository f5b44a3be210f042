package org.ludoteka.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ludoteka.ai.LoaRandomPlayout;
import org.ludoteka.games.loa.LoaOptions;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;
import org.ludoteka.ui.BoardRepaintBench;

/** The performance figures of DESIGN.md §7, measured on one core of this machine. */
final class Bench {
    private static final long PLAYOUT_SECONDS = 5;
    private static final int PLAYOUT_PLY_LIMIT = 1000;
    private static final int REPAINT_FRAMES = 60;

    private final PrintStream out;

    Bench(PrintStream out) {
        this.out = out;
    }

    void run() {
        LoaRules rules = new LoaRules(LoaOptions.DEFAULT);
        rules.perft(LoaPosition.START, 4); // warm the compiler before anything is timed
        for (int depth = 5; depth <= 6; depth++) {
            long start = System.nanoTime();
            long nodes = rules.perft(LoaPosition.START, depth);
            double seconds = (System.nanoTime() - start) / 1e9;
            out.printf(Locale.ROOT, "loa perft(%d) from the start: %,d leaves in %.2f s (%,.0f leaves/s, bulk counting)%n",
                    depth, nodes, seconds, nodes / seconds);
        }
        LoaRandomPlayout playout = new LoaRandomPlayout();
        SplittableRandom random = new SplittableRandom(20261121);
        long deadline = System.nanoTime() + PLAYOUT_SECONDS * 1_000_000_000L;
        long games = 0;
        long plies = 0;
        long start = System.nanoTime();
        while (System.nanoTime() < deadline) {
            plies += playout.play(LoaPosition.START, random, PLAYOUT_PLY_LIMIT);
            games++;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "loa random playouts: %,.0f games/s (%,d games, %.1f plies each on average)%n",
                games / seconds, games, (double) plies / games);
        out.printf(Locale.ROOT, "loa board repaint at 3840x2160: %.1f ms a frame (offscreen, start position)%n",
                BoardRepaintBench.millisPerFrame(3840, 2160, REPAINT_FRAMES));
        out.printf(Locale.ROOT, "tamsk board frame with sand running: %.1f ms at 1920x1080, %.1f ms at 3840x2160 (offscreen, level 2)%n",
                BoardRepaintBench.tamskMillisPerFrame(1920, 1080, REPAINT_FRAMES),
                BoardRepaintBench.tamskMillisPerFrame(3840, 2160, REPAINT_FRAMES));
    }
}
