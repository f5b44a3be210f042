package org.ludoteka.soak;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;

/**
 * Random games played to their end, every position checked: the invariants of its game, the
 * position text read back to the same position (which runs the notation's own consistency checks),
 * a legal-move list that is empty exactly when the game is over, every listed event legal, and a
 * result that agrees with the final position. The random source is here, never in the rules.
 *
 * @param <P> the game's position
 * @param <M> the game's move or event
 */
public final class Soak<P, M> {
    /** At most this many violations are kept word for word; the rest are only counted. */
    private static final int KEPT = 20;

    /** Picks the next event to try; it may be one not listed (time passing, a wild try), which the rules may refuse. */
    @FunctionalInterface
    public interface Player<P, M> {
        M choose(P position, List<M> listed, SplittableRandom random);
    }

    /** What must hold in a game: after each event, and at its end. */
    public interface Invariants<P> {
        /** Adds a sentence to {@code broken} for each invariant {@code after} breaks, {@code before} being the position it came from. */
        void afterEvent(P before, P after, List<String> broken);

        /** Adds a sentence to {@code broken} when the result does not agree with the final position. */
        void atEnd(P end, Outcome outcome, List<String> broken);
    }

    /**
     * How one variant of a game is soaked.
     *
     * @param name      the variant as the report names it, e.g. {@code tamsk level=3 start}
     * @param start     the start position text or named start of a game, from a number drawn for it (a Ta Yü shuffle's seed)
     * @param maxEvents a game still going after this many events is stopped
     * @param mustEnd   a stopped game is a violation (false for Lines of Action, whose random games may wander forever)
     */
    public record Variant<P, M>(String name, Rules<P, M> rules, Notation<P, M> notation, LongFunction<String> start, Player<P, M> player,
                                Invariants<P> invariants, int maxEvents, boolean mustEnd) {
    }

    /**
     * The soak of one variant.
     *
     * @param events     events applied, over all games
     * @param ended      games that reached their end
     * @param violations how many invariants were found broken
     * @param examples   the first few of them, each with its game, event and position text
     */
    public record Report(String name, int games, long events, int ended, long nanos, long cpuNanos, int violations, List<String> examples) {
        public double gamesPerSecond() {
            return games / (nanos / 1e9);
        }

        /** On a machine shared with other work the wall clock counts the waits for a core too; this does not. */
        public double gamesPerCpuSecond() {
            return games / (cpuNanos / 1e9);
        }
    }

    private final Variant<P, M> variant;

    public Soak(Variant<P, M> variant) {
        this.variant = variant;
    }

    /** Plays {@code games} random games from the variant's start, game {@code g} with its own random source split from {@code seed}. */
    public Report run(int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> examples = new ArrayList<>();
        int[] violations = {0};
        long events = 0;
        int ended = 0;
        long start = System.nanoTime();
        long cpuStart = cpuNanos();
        for (int game = 0; game < games; game++) {
            Played played = play(game, random.split(), examples, violations);
            events += played.events;
            ended += played.ended ? 1 : 0;
        }
        return new Report(variant.name(), games, events, ended, System.nanoTime() - start, cpuNanos() - cpuStart, violations[0],
                List.copyOf(examples));
    }

    /** The CPU time of this thread, which runs the whole soak. */
    private static long cpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private record Played(long events, boolean ended) {
    }

    /** A game in which the rules (or the notation) throw is a violation, and ends there: the soak goes on with the next. */
    private Played play(int game, SplittableRandom random, List<String> examples, int[] violations) {
        Progress progress = new Progress();
        try {
            return play(game, random, examples, violations, progress);
        } catch (RuntimeException e) {
            report(game, progress.event, progress.position, new ArrayList<>(List.of("threw " + e)), examples, violations);
            return new Played(progress.events, false);
        }
    }

    /** Where a game stood, for the report when something throws. */
    private final class Progress {
        private P position;
        private String event = "the start";
        private long events;
    }

    private Played play(int game, SplittableRandom random, List<String> examples, int[] violations, Progress progress) {
        Rules<P, M> rules = variant.rules();
        P position = variant.notation().parsePosition(variant.start().apply(random.nextLong()));
        progress.position = position;
        List<String> broken = new ArrayList<>();
        long events = 0;
        for (int tries = 0; tries < variant.maxEvents(); tries++) {
            Optional<Outcome> outcome = rules.outcome(position);
            List<M> listed = rules.legalMoves(position);
            if (listed.isEmpty() != outcome.isPresent()) {
                broken.add(outcome.isPresent() ? "moves are listed after the end" : "no move is listed, yet the game goes on");
            }
            if (outcome.isPresent()) {
                variant.invariants().atEnd(position, outcome.get(), broken);
                report(game, "the end", position, broken, examples, violations);
                return new Played(events, true);
            }
            if (listed.isEmpty()) {
                report(game, "-", position, broken, examples, violations);
                return new Played(events, false);
            }
            M event = variant.player().choose(position, listed, random);
            progress.event = variant.notation().format(position, event);
            P before = position;
            MoveResult<P> result = rules.apply(position, event);
            if (result instanceof MoveResult.Illegal<P> illegal) {
                if (listed.contains(event)) {
                    broken.add("the listed event was refused: " + illegal.reason().key());
                }
            } else {
                P after = ((MoveResult.Legal<P>) result).after();
                events++;
                readsBack(after, broken);
                variant.invariants().afterEvent(position, after, broken);
                position = after;
                progress.position = after;
                progress.events = events;
            }
            if (!broken.isEmpty()) {
                report(game, variant.notation().format(before, event), position, broken, examples, violations);
            }
        }
        if (variant.mustEnd()) {
            broken.add("the game did not end within " + variant.maxEvents() + " events");
            report(game, "-", position, broken, examples, violations);
        }
        return new Played(events, false);
    }

    private void readsBack(P position, List<String> broken) {
        Notation<P, M> notation = variant.notation();
        String text = notation.format(position);
        try {
            P read = notation.parsePosition(text);
            if (!read.equals(position)) {
                broken.add("the position text does not read back to the same position");
            }
        } catch (RuntimeException e) {
            broken.add("the position text cannot be read back: " + e.getMessage());
        }
    }

    private void report(int game, String event, P position, List<String> broken, List<String> examples, int[] violations) {
        for (String sentence : broken) {
            violations[0]++;
            if (examples.size() < KEPT) {
                examples.add(variant.name() + ", game " + game + ", after " + event + ": " + sentence + " — "
                        + (position == null ? "-" : variant.notation().format(position)));
            }
        }
        broken.clear();
    }
}
