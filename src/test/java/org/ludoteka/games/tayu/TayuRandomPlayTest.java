package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tayu.Tayu.NOTATION;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuRules.Phase;

/**
 * Whole games of random play in every variant, checking at every step what must always hold: the
 * 112 tiles are all somewhere, the position text reads back to the same position, a placement is
 * legal exactly when {@code legalMoves} lists it, and every game ends with a result that matches the scores.
 */
class TayuRandomPlayTest {
    private static final int MAX_EVENTS = 2 * TayuTile.ALL + 50;

    @ParameterizedTest(name = "players={0} advanced={1}")
    @CsvSource({"2, no", "2, yes", "3, no", "3, yes", "4, no", "4, yes"})
    void randomGamesKeepEveryInvariantAndEnd(int players, String advanced) {
        Map<String, String> options = Map.of("players", String.valueOf(players), "advanced", advanced);
        TayuRules rules = TayuGame.INSTANCE.rules(options);
        SplittableRandom random = new SplittableRandom(players * 31L + advanced.length());
        for (int game = 0; game < 4; game++) {
            TayuPosition position = TayuGame.INSTANCE.notation(options).parsePosition("start:" + random.nextInt(1_000_000));
            int events = 0;
            while (rules.outcome(position).isEmpty()) {
                assertThat(events++).as("the game must end").isLessThan(MAX_EVENTS);
                List<TayuEvent> moves = rules.legalMoves(position);
                assertThat(moves).isNotEmpty();
                checkPlacementsAgainstTheList(rules, position, moves, random);
                TayuEvent event = pick(rules, position, moves, random);
                MoveResult<TayuPosition> result = rules.apply(position, event);
                assertThat(result).as("%s in %s", event, position).isInstanceOf(MoveResult.Legal.class);
                position = ((MoveResult.Legal<TayuPosition>) result).after();
                assertThat(position.tileCount()).isEqualTo(TayuTile.ALL);
                assertThat(NOTATION.parsePosition(NOTATION.format(position))).isEqualTo(position);
            }
            checkResult(rules, position);
        }
    }

    /** Mostly the listed events; in the four-player game now and then a lost turn; in the bidding, passes often. */
    private static TayuEvent pick(TayuRules rules, TayuPosition position, List<TayuEvent> moves, SplittableRandom random) {
        if (rules.phase(position) == Phase.BID && moves.get(0) == TayuEvent.PASS && random.nextInt(3) > 0) {
            return TayuEvent.PASS;
        }
        if (position.players() == 4 && rules.phase(position) == Phase.PLACE && random.nextInt(20) == 0) {
            return TayuEvent.FORFEIT;
        }
        return moves.get(random.nextInt(moves.size()));
    }

    private static void checkPlacementsAgainstTheList(TayuRules rules, TayuPosition position, List<TayuEvent> moves, SplittableRandom random) {
        if (rules.phase(position) != Phase.PLACE) {
            return;
        }
        List<TayuTile> hand = position.handOnMove();
        if (random.nextInt(4) == 0) {
            // the placements listed are exactly those the edge rules allow, anywhere on the board (the list passes
            // over the squares away from the river without looking at their edges)
            for (TayuTile tile : hand) {
                List<TayuMove> fitting = new ArrayList<>();
                for (TayuTile lying : List.of(tile, tile.turned())) {
                    for (boolean vertical : new boolean[] {false, true}) {
                        for (int anchor = 0; anchor < TayuBoard.SQUARES; anchor++) {
                            TayuMove move = new TayuMove(anchor, vertical, lying);
                            if (TayuRules.connections(position.board(), move) >= 0) {
                                fitting.add(move);
                            }
                        }
                    }
                }
                assertThat(TayuRules.placements(position.board(), tile)).as("%s in %s", tile, position).containsExactlyInAnyOrderElementsOf(fitting);
                assertThat(TayuRules.fitsAnywhere(position.board(), tile)).isEqualTo(!fitting.isEmpty());
            }
        }
        for (int tries = 0; tries < 20; tries++) {
            TayuTile tile = hand.get(random.nextInt(hand.size()));
            TayuMove move = new TayuMove(random.nextInt(TayuBoard.SQUARES), random.nextBoolean(), random.nextBoolean() ? tile : tile.turned());
            boolean legal = rules.apply(position, move) instanceof MoveResult.Legal;
            assertThat(legal).as("%s listed or not", move).isEqualTo(moves.contains(move));
        }
    }

    private static void checkResult(TayuRules rules, TayuPosition position) {
        Outcome outcome = rules.outcome(position).orElseThrow();
        int ns = position.score(Side.NS);
        int we = position.score(Side.WE);
        if (position.players() == 3 && ns < position.lowestBid() && we < position.lowestBid()) {
            assertThat(outcome.winner()).contains(Side.SPOILER);
        } else if (ns == we) {
            assertThat(outcome.isDraw()).isTrue();
        } else {
            assertThat(outcome.winner()).contains(ns > we ? Side.NS : Side.WE);
        }
        assertThat(rules.legalMoves(position)).isEmpty();
    }
}
