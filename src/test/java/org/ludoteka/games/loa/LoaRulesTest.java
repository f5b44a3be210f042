package org.ludoteka.games.loa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

class LoaRulesTest {
    private static final LoaRules RULES = LoaGame.INSTANCE.rules(Map.of());
    private static final LoaNotation NOTATION = LoaNotation.INSTANCE;

    @ParameterizedTest(name = "perft({0}) from the start = {1}")
    @CsvSource({"1, 36", "2, 1244", "3, 44952", "4, 1563208", "5, 55963132"})
    void perftFromTheStartMatchesTheKnownCounts(int depth, long count) {
        assertThat(RULES.perft(LoaPosition.START, depth)).isEqualTo(count);
    }

    @ParameterizedTest(name = "{0}: the bitboard count agrees with playing every move through apply")
    @CsvSource({"start", "scrambled", "'8/6w1/5w2/2b5/3w4/8/8/6b1 b'", "'b6b/1w4w1/8/3bw3/3wb3/8/1w4w1/b6b w'",
            "'6wb/6ww/8/8/8/8/ww6/bw6 b'", "'6wb/6ww/8/8/8/8/ww6/bw6 w'"})
    void fastPerftAgreesWithTheRulesMoveByMove(String position) {
        LoaPosition start = NOTATION.parsePosition(position);
        LoaPosition withHistory = new LoaPosition(start.black(), start.white(), start.toMove(), start);
        assertThat(RULES.perft(start, 3)).isEqualTo(RULES.perft(withHistory, 3)); // history forces the plain count
    }

    @ParameterizedTest(name = "{1} in {0} is illegal: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            7w/8/8/8/8/8/1w6/bb6 w | h8-h7 | loa.gameOver      | ''
            start                  | d4-d5 | loa.noPiece       | d4
            start                  | a2-c2 | loa.notYourPiece  | a2
            start                  | b1-c3 | loa.notAlongLine  | b1
            start                  | b1-b2 | loa.wrongDistance | 2
            7w/8/8/8/8/8/8/bwb5 b  | a1-d1 | loa.jumpsEnemy    | b1
            7w/8/8/8/8/8/w7/b1b5 b | a1-c1 | loa.landsOnOwn    | c1
            start                  | pass  | loa.passNotAllowed | 36
            """)
    void everyWayAMoveCanBeWrongHasItsOwnReason(String position, String move, String code, String firstArgument) {
        MoveResult<LoaPosition> result = RULES.apply(NOTATION.parsePosition(position), NOTATION.parseMove(move));

        assertThat(result).isInstanceOf(MoveResult.Illegal.class);
        MoveResult.Illegal<LoaPosition> illegal = (MoveResult.Illegal<LoaPosition>) result;
        assertThat(illegal.reason().key()).isEqualTo(code);
        if (!firstArgument.isEmpty()) {
            assertThat(String.valueOf(illegal.args().get(0))).isEqualTo(firstArgument);
        }
    }

    @Test
    void wrongDistanceNamesTheCountTheLineAndTheTry() {
        var illegal = (MoveResult.Illegal<LoaPosition>) RULES.apply(LoaPosition.START, NOTATION.parseMove("c1-f4"));

        assertThat(illegal.args()).containsExactly(2, Message.of("loa.line.diagonal", "c1", "h6"), 3);
    }

    @Test
    void theFirstReasonInTheFixedOrderIsReported() {
        // a1-d4 is wrong three ways: 3 squares where the diagonal holds 4 pieces, over White's b2, onto Black's d4
        LoaPosition position = NOTATION.parsePosition("7w/8/8/8/3b4/8/1w6/b7 b");

        var illegal = (MoveResult.Illegal<LoaPosition>) RULES.apply(position, NOTATION.parseMove("a1-d4"));

        assertThat(illegal.reason()).isEqualTo(LoaMoveError.WRONG_DISTANCE);
    }

    @Test
    void aPieceMayJumpItsOwnPiecesAndCountsBothColoursOnTheWholeLine() {
        // rank 1 holds six black pieces: b1 jumps c1..g1 and lands on h1
        var legal = (MoveResult.Legal<LoaPosition>) RULES.apply(LoaPosition.START, NOTATION.parseMove("b1-h1"));

        assertThat(NOTATION.format(legal.after())).isEqualTo("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/2bbbbbb w");
        assertThat(legal.notes()).containsExactly(Message.of("loa.note.move", 6, Message.of("loa.line.rank", "1")));
    }

    @Test
    void landingOnAnEnemyPieceCapturesIt() {
        var legal = (MoveResult.Legal<LoaPosition>) RULES.apply(LoaPosition.START, NOTATION.parseMove("c1xa3"));

        assertThat(Long.bitCount(legal.after().white())).isEqualTo(11);
        assertThat(legal.after().at(LoaNotation.square("a3"))).isEqualTo(Side.BLACK);
        assertThat(legal.notes()).contains(Message.of("loa.note.capture", "a3"));
    }

    @Test
    void joiningAllPiecesIntoOneGroupWins() {
        LoaPosition position = NOTATION.parsePosition("7w/8/8/8/8/b7/8/b6w b");

        var legal = (MoveResult.Legal<LoaPosition>) RULES.apply(position, NOTATION.parseMove("a3-b2"));

        Outcome outcome = RULES.outcome(legal.after()).orElseThrow();
        assertThat(outcome.winner()).contains(Side.BLACK);
        assertThat(outcome.reason()).isEqualTo(Message.of("loa.outcome.connected", Message.of("side.black")));
        assertThat(legal.notes()).contains(outcome.reason());
        assertThat(RULES.legalMoves(legal.after())).isEmpty();
    }

    @Test
    void aSinglePieceIsAGroup() {
        assertThat(RULES.outcome(NOTATION.parsePosition("8/8/8/8/3w4/8/8/b6b w")).orElseThrow().winner())
                .contains(Side.WHITE);
    }

    @Test
    void theOpponentsCaptureCanConnectYourPiecesAndYouWin() {
        LoaPosition position = NOTATION.parsePosition("7b/8/7w/8/3w4/8/8/bb6 w");

        var legal = (MoveResult.Legal<LoaPosition>) RULES.apply(position, NOTATION.parseMove("h6xh8"));

        Outcome outcome = RULES.outcome(legal.after()).orElseThrow();
        assertThat(outcome.winner()).contains(Side.BLACK);
        assertThat(outcome.reason().key()).isEqualTo("loa.outcome.connectedByOpponent");
    }

    @ParameterizedTest(name = "simultaneous connection under {0}")
    @CsvSource({"draw, '', loa.outcome.simultaneousDraw",
            "mover-wins, black, loa.outcome.simultaneousMoverWins",
            "mover-loses, white, loa.outcome.simultaneousMoverLoses"})
    void aSimultaneousConnectionFollowsTheChosenTradition(String option, String winner, String reason) {
        LoaRules rules = LoaGame.INSTANCE.rules(Map.of("simultaneous", option));
        LoaPosition position = NOTATION.parsePosition("8/6w1/5w2/2b5/3w4/8/8/6b1 b");

        var legal = (MoveResult.Legal<LoaPosition>) rules.apply(position, NOTATION.parseMove("g1xd4"));

        Outcome outcome = rules.outcome(legal.after()).orElseThrow();
        assertThat(outcome.winner().map(Side::id).orElse("")).isEqualTo(winner);
        assertThat(outcome.reason().key()).isEqualTo(reason);
    }

    @Test
    void aSideWithNoLegalMovePassesAndOnlyThen() {
        LoaPosition boxedIn = NOTATION.parsePosition("6wb/6ww/8/8/8/8/ww6/bw6 b");

        assertThat(RULES.legalMoves(boxedIn)).containsExactly(LoaMove.PASS);
        var legal = (MoveResult.Legal<LoaPosition>) RULES.apply(boxedIn, LoaMove.PASS);
        assertThat(legal.after().toMove()).isEqualTo(Side.WHITE);
        assertThat(legal.after().black()).isEqualTo(boxedIn.black());
        assertThat(legal.notes()).containsExactly(Message.of("loa.note.pass", Message.of("side.black")));
    }

    @Test
    void theThirdOccurrenceOfAPositionIsADraw() {
        LoaPosition position = LoaPosition.START;
        List<String> shuffle = List.of("b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2");
        for (int i = 0; i < shuffle.size(); i++) {
            assertThat(RULES.outcome(position)).as("before move %d", i + 1).isEmpty();
            position = ((MoveResult.Legal<LoaPosition>) RULES.apply(position, NOTATION.parseMove(shuffle.get(i)))).after();
        }

        assertThat(position).isEqualTo(LoaPosition.START);
        assertThat(position.occurrences()).isEqualTo(3);
        assertThat(RULES.outcome(position).orElseThrow())
                .isEqualTo(Outcome.draw(Message.of("loa.outcome.repetition")));
    }

    @Test
    void scrambledEggsStartsWithWhiteOnA2AndAlternatesRoundTheEdge() {
        assertThat(NOTATION.format(LoaPosition.SCRAMBLED)).isEqualTo("1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");
        assertThat(RULES.legalMoves(LoaPosition.SCRAMBLED)).isNotEmpty();
    }
}
