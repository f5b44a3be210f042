package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * Random play, listed tokens and wild ones mixed, the random source in the test and never in the
 * rules: nothing throws, every piece is accounted for, every position reads back from its text, and
 * every game ends with a winner.
 */
class GipfRandomPlayTest {
    private static final int MAX_TOKENS = 20_000;

    @ParameterizedTest(name = "{0}, {1} potentials, {2} challenges, power {3}, seed {4}")
    @CsvSource({"start, 0, 0, same-turn, 1", "start, 0, 0, same-turn, 2", "basic, 0, 0, same-turn, 3",
            "tournament, 0, 0, same-turn, 4", "tournament, 0, 0, same-turn, 5", "start, 3, 0, same-turn, 6",
            "start, 6, 2, same-turn, 7", "start, 6, 1, next-turn, 8", "basic, 3, 3, same-turn, 9",
            "tournament, 6, 1, same-turn, 10", "tournament, 3, 2, next-turn, 11", "start, 6, 3, same-turn, 12"})
    void randomPlayKeepsEveryPieceAccountedForAndEndsWithAWinner(String start, int potentials, int challenges, String power, long seed) {
        Map<String, Message> said = playOut(start, potentials, challenges, power, seed);
        for (Language language : Language.values()) {
            for (Message message : said.values()) {
                assertThat(Messages.of(language).format(message)).as("%s in %s", message, language).doesNotContain("!", "{");
            }
        }
    }

    @ParameterizedTest(name = "basic game, power {0}")
    @CsvSource({"same-turn", "next-turn"})
    void randomGamesThatBringTheirLoadedPiecesInFirstMeetEveryDecisionOfThePotentials(String power) {
        Map<String, Message> said = new TreeMap<>();
        for (long seed = 100; seed < 220; seed++) {
            said.putAll(playOut("basic", 6, seed % 2 == 0 ? 3 : 0, power, seed));
        }
        assertThat(said.keySet()).contains("gipf.note.power", "gipf.note.mayChallenge", "gipf.note.challenged",
                "gipf.note.notChallenged", "gipf.note.tamskWon", "gipf.note.tamskLost", "gipf.note.forfeited",
                "gipf.note.extraMove", "gipf.note.chooseKept", "gipf.note.kept", "gipf.note.potentialsOut");
    }

    /** One random game to its end, each position checked; what the engine said on the way, by key. */
    private static Map<String, Message> playOut(String start, int potentials, int challenges, String power, long seed) {
        String[] options = {"potentials=" + potentials, "challenges=" + challenges, "power=" + power};
        GipfRules rules = Gipf.rules(options);
        GipfPosition position = Gipf.notation(options).parsePosition(start);
        Random random = new Random(seed);
        Map<String, Message> said = new TreeMap<>();
        int tokens = 0;
        while (rules.outcome(position).isEmpty() && tokens++ < MAX_TOKENS) {
            GipfMove move = attempt(rules, position, random);
            MoveResult<GipfPosition> result = rules.apply(position, move);
            if (result instanceof MoveResult.Illegal<GipfPosition> illegal) {
                said.putIfAbsent(illegal.reason().key(), illegal.message());
                continue;
            }
            MoveResult.Legal<GipfPosition> legal = (MoveResult.Legal<GipfPosition>) result;
            legal.notes().forEach(note -> said.putIfAbsent(note.key(), note));
            position = legal.after();
            assertConsistent(rules, position, potentials);
        }

        assertThat(rules.outcome(position)).as("the game ends within %d tokens", MAX_TOKENS).isPresent();
        assertThat(rules.outcome(position).orElseThrow().winner()).isPresent();
        assertThat(rules.legalMoves(position)).isEmpty();
        if (potentials == 0) {
            assertThat(rules.outcome(position).orElseThrow().reason().key()).as("G-13").isNotEqualTo("gipf.outcome.noPush");
        }
        said.put("outcome", rules.outcome(position).orElseThrow().reason());
        return said;
    }

    /** Mostly a listed token; otherwise any token at all, often illegal. */
    private static GipfMove attempt(GipfRules rules, GipfPosition position, Random random) {
        List<GipfMove> listed = rules.legalMoves(position);
        List<GipfMove> loaded = listed.stream()
                .filter(m -> m instanceof GipfMove.Push push && push.kind() == GipfPiece.Kind.LOADED).toList();
        if (!loaded.isEmpty() && random.nextInt(10) < 9) {
            return loaded.get(random.nextInt(loaded.size())); // loaded pieces first, as a player keen on his potentials would
        }
        if (listed.contains(GipfMove.FORFEIT) && random.nextInt(4) == 0) {
            return GipfMove.FORFEIT; // one choice among the many extra moves, but worth meeting often
        }
        if (random.nextInt(10) < 7) {
            return listed.get(random.nextInt(listed.size()));
        }
        int a = random.nextInt(GipfBoard.POINTS);
        int b = random.nextInt(GipfBoard.POINTS);
        GipfPiece.Kind kind = List.of(GipfPiece.Kind.BASIC, GipfPiece.Kind.GIPF, GipfPiece.Kind.LOADED).get(random.nextInt(3));
        return switch (random.nextInt(7)) {
            case 0 -> GipfMove.CHALLENGE;
            case 1 -> random.nextBoolean() ? GipfMove.WON : GipfMove.LOST;
            case 2 -> GipfMove.FORFEIT;
            case 3 -> a == b ? GipfMove.NO_CHALLENGE : new GipfMove.Remove(new Segment(Math.min(a, b), Math.max(a, b)), List.of(a));
            default -> new GipfMove.Push(kind, a, b);
        };
    }

    private static void assertConsistent(GipfRules rules, GipfPosition position, int potentials) {
        for (Side side : List.of(Side.WHITE, Side.BLACK)) {
            assertThat(position.reserve(side) + position.basicPiecesOnBoard(side) + position.captured(side))
                    .as("%s's pieces in %s", side, position).isEqualTo(position.variant().pieces());
            assertThat(position.potentials(side) + position.count(side, GipfPiece.Kind.LOADED) + position.count(side, GipfPiece.Kind.POTENTIAL))
                    .as("%s's potentials in %s", side, position).isLessThanOrEqualTo(potentials);
        }
        String text = GipfNotation.INSTANCE.format(position);
        assertThat(GipfNotation.INSTANCE.parsePosition(text)).as(text).isEqualTo(position);
        assertThat(GipfNotation.INSTANCE.format(GipfNotation.INSTANCE.parsePosition(text))).isEqualTo(text);
        List<GipfMove> listed = rules.legalMoves(position);
        assertThat(listed.isEmpty()).as("no token open exactly when the game is over: %s", text).isEqualTo(rules.outcome(position).isPresent());
        for (GipfMove move : listed) {
            assertThat(rules.apply(position, move)).as("%s after %s", move, text).isInstanceOf(MoveResult.Legal.class);
        }
    }
}
