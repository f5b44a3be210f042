package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuGame;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;

class TayuSolverTest {
    /** A straight channel from the marked square j1 up to j18 (south 2, north 0); North–South holds 026. */
    static final String CHANNEL = "tayu players=2 turn=ns hands=026,- board=j1v014,j4v024,j7v034,j10v014,j13v024,j16v034 a=134 b=-";
    private final TayuRules rules = TayuGame.INSTANCE.rules(Map.of());
    private final TayuSolver solver = new TayuSolver(rules);

    private static TayuPosition position(String text) {
        return TayuNotation.INSTANCE.parsePosition(text);
    }

    @Test
    void everyLegalPlacementIsScoredAsTheRulesScoreTheBoardItLeaves() {
        TayuPosition position = position(CHANNEL);
        List<TayuSolver.Placement> placements = solver.placements(position);

        assertThat(placements).extracting(TayuSolver.Placement::text).containsExactly(
                "g10h246", "g14h246", "g18h246", "g1h246", "g5h246", "g9h246", "i13v026", "i13v246", "i17v026", "i17v246",
                "i19h026", "i19h246", "i4v026", "i4v246");
        assertThat(placements).hasSameSizeAs(rules.legalMoves(position));
        for (TayuSolver.Placement placement : placements) {
            TayuPosition after = ((MoveResult.Legal<TayuPosition>) rules.apply(position, placement.move())).after();
            assertThat(placement.own()).as(placement.text()).isEqualTo(after.score(Side.NS));
            assertThat(placement.opponent()).as(placement.text()).isEqualTo(after.score(Side.WE));
        }
        assertThat(solver.nodes()).isEqualTo(14);
    }

    @Test
    void theBestLeadIsTheMarkedSquareOnTheNorthCoastWhicheverWayTheTileIsTurned() {
        List<TayuSolver.Placement> placements = solver.placements(position(CHANNEL));
        List<TayuSolver.Placement> best = TayuSolver.best(placements);

        assertThat(best).extracting(TayuSolver.Placement::text).containsExactly("i19h026", "i19h246");
        assertThat(best.get(0).coasts()).isEqualTo(new TayuSolver.Coasts(2, 0, 2, 0));
        assertThat(best.get(0).lead()).isEqualTo(4);
        assertThat(TayuSolver.bestLead(placements)).isEqualTo(4);
    }

    @Test
    void aScoreIsMadeByThePlacementsThatLeaveExactlyThatProduct() {
        List<TayuSolver.Placement> placements = solver.placements(position(CHANNEL));

        // one mouth on the plain square i19: 2 × 1
        assertThat(TayuSolver.scoring(placements, 2)).extracting(TayuSolver.Placement::text).containsExactly("i17v246");
        assertThat(TayuSolver.scoring(placements, 3)).isEmpty();
        assertThat(TayuSolver.standing(position(CHANNEL))).isEqualTo(new TayuSolver.Coasts(0, 0, 2, 0));
    }

    @Test
    void theLeadCountsTheOpponentsProductAgainstTheMover() {
        // West–East on move, the same board turned to him: his coasts are empty, North–South's product is 2 × 0
        TayuPosition position = position(CHANNEL.replace("turn=ns hands=026,-", "turn=we hands=-,026"));
        List<TayuSolver.Placement> placements = solver.placements(position);

        TayuSolver.Placement northCoast = placements.stream().filter(p -> p.text().equals("i19h026")).findFirst().orElseThrow();
        assertThat(northCoast.mover()).isEqualTo(Side.WE);
        assertThat(northCoast.lead()).isEqualTo(-4);
        assertThat(TayuSolver.best(placements)).noneMatch(p -> p.text().startsWith("i19"));
    }

    @Test
    void onlyTwoPlayerPositionsWithADrawnTileAreSolved() {
        TayuPosition start = TayuPosition.seeded(2, 1);
        TayuPosition drawn = ((MoveResult.Legal<TayuPosition>) rules.apply(start, new TayuEvent.Draw(0))).after();

        assertThat(solver.handles(start)).isFalse();
        assertThat(solver.handles(drawn)).isTrue();
        assertThat(solver.placements(drawn)).extracting(TayuSolver.Placement::lead).containsOnly(0);
        assertThat(new TayuSolver(TayuGame.INSTANCE.rules(Map.of("advanced", "yes"))).handles(drawn)).isFalse();
        assertThatThrownBy(() -> solver.placements(start)).isInstanceOf(IllegalArgumentException.class);
    }
}
