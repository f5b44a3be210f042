package org.ludoteka.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteka.core.Game;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tayu.TayuGame;

/**
 * Every game's notation, fuzzed: random and mutated position texts and moves or events must give a position (which
 * then formats, reads back to the same text, and has moves and an outcome the rules can tell) or a move (which the
 * rules then judge on real positions), or an {@code InputError} with a sentence, and never any other exception. The
 * seeds are the named starts and the positions and moves of seeded random games.
 */
class NotationFuzzTest {
    private static final int POSITION_TRIES = 6_000;
    private static final int MOVE_TRIES = 6_000;

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of(LoaGame.INSTANCE, Map.of(), List.of("start", "scrambled")),
                Arguments.of(TamskGame.INSTANCE, Map.of("level", "1"), List.of("start", "free")),
                Arguments.of(TamskGame.INSTANCE, Map.of("level", "3"), List.of("start", "free")),
                Arguments.of(GipfGame.INSTANCE, Map.of("potentials", "3", "challenges", "1"), List.of("start", "basic", "tournament")),
                Arguments.of(TayuGame.INSTANCE, Map.of(), List.of("start", "start:7")),
                Arguments.of(TayuGame.INSTANCE, Map.of("players", "4"), List.of("start", "start:99")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    <P, M> void positionTextsGiveAPositionOrASentence(Game<P, M> game, Map<String, String> options, List<String> starts) {
        Notation<P, M> notation = game.notation(options);
        Rules<P, M> rules = game.rules(options);
        Seeds seeds = seeds(notation, rules, starts);
        Fuzz.run(game.id() + " " + options + " positions", seeds.positions, text -> {
            P position = notation.parsePosition(text);
            String written = notation.format(position);
            assertThat(notation.format(notation.parsePosition(written))).as("read back").isEqualTo(written);
            rules.outcome(position);
            rules.legalMoves(position).forEach(move -> notation.format(position, move));
        }, POSITION_TRIES);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    <P, M> void movesGiveAMoveOrASentenceAndTheRulesJudgeThem(Game<P, M> game, Map<String, String> options, List<String> starts) {
        Notation<P, M> notation = game.notation(options);
        Rules<P, M> rules = game.rules(options);
        Seeds seeds = seeds(notation, rules, starts);
        List<P> positions = seeds.positions.stream().map(notation::parsePosition).toList();
        Random pick = new Random(5);
        Fuzz.run(game.id() + " " + options + " moves", seeds.moves, text -> {
            M move = notation.parseMove(text);
            notation.bare(move);
            P before = positions.get(pick.nextInt(positions.size()));
            if (rules.apply(before, move) instanceof MoveResult.Illegal<P> illegal) {
                Fuzz.sayable(org.ludoteka.core.Message.of(illegal.reason().key(), illegal.args().toArray()));
            } else {
                notation.format(before, move);
            }
        }, MOVE_TRIES);
    }

    private record Seeds(List<String> positions, List<String> moves) {
    }

    /** The starts, and every position and legal move met in a few seeded random games from them. */
    private static <P, M> Seeds seeds(Notation<P, M> notation, Rules<P, M> rules, List<String> starts) {
        List<String> positions = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        Random random = new Random(17);
        for (String start : starts) {
            positions.add(start);
            for (int game = 0; game < 3; game++) {
                P position = notation.parsePosition(start);
                for (int ply = 0; ply < 60 && rules.outcome(position).isEmpty(); ply++) {
                    positions.add(notation.format(position));
                    List<M> legal = rules.legalMoves(position);
                    if (legal.isEmpty()) {
                        break;
                    }
                    M move = legal.get(random.nextInt(legal.size()));
                    moves.add(notation.format(position, move));
                    position = ((MoveResult.Legal<P>) rules.apply(position, move)).after();
                }
            }
        }
        return new Seeds(positions.stream().distinct().toList(), moves.stream().distinct().toList());
    }
}
