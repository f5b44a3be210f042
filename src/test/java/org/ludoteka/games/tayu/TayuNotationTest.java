package org.ludoteka.games.tayu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludoteka.games.tayu.Tayu.NOTATION;
import static org.ludoteka.games.tayu.Tayu.play;
import static org.ludoteka.games.tayu.Tayu.rules;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Notation;

class TayuNotationTest {

    @ParameterizedTest
    @CsvSource({"j10h025, 9, 9, false, 025", "a1v567, 0, 0, true, 567", "s19h210, 18, 18, false, 012", "c3v741, 2, 2, true, 147"})
    void aPlacementIsAnAnchorADirectionAndThreeMouths(String text, int file, int row, boolean vertical, String digits) {
        TayuMove move = TayuNotation.parsePlacement(text);

        assertThat(move.anchor()).isEqualTo(TayuBoard.square(file, row));
        assertThat(move.vertical()).isEqualTo(vertical);
        assertThat(move.tile().digits()).isEqualTo(digits);
        assertThat(NOTATION.format(null, move)).isEqualTo(text.substring(0, text.length() - 3) + digits);
    }

    @ParameterizedTest
    @ValueSource(strings = {"draw-a", "draw-b", "bid20", "bid1", "pass", "forfeit", "j10h025", "k11v147"})
    void everyTokenReadsBackAsItself(String token) {
        assertThat(NOTATION.format(null, NOTATION.parseMove(token))).isEqualTo(token);
    }

    @ParameterizedTest
    @CsvSource({"t1h012, tayu.input.square", "a20v012, tayu.input.square", "a0h012, tayu.input.square", "j10h011, tayu.input.mouths",
            "j10h018, tayu.input.mouths", "j10x012, tayu.input.event", "draw-c, tayu.input.event", "bid, tayu.input.event",
            "j10h0125, tayu.input.event"})
    void malformedTokensAreBadInput(String token, String key) {
        assertThatThrownBy(() -> NOTATION.parseMove(token)).isInstanceOfSatisfying(InputError.class,
                e -> assertThat(e.problem().key()).isEqualTo(key));
    }

    @ParameterizedTest
    @CsvSource({"2, start", "3, start", "4, start", "2, start:42", "3, start:7", "4, start:123456789"})
    void namedStartsReadBackFromTheirText(String players, String start) {
        Notation<TayuPosition, TayuEvent> notation = TayuGame.INSTANCE.notation(Map.of("players", players));
        TayuPosition position = notation.parsePosition(start);

        assertThat(position.players()).isEqualTo(Integer.parseInt(players));
        assertThat(position.tileCount()).isEqualTo(112);
        assertThat(NOTATION.parsePosition(NOTATION.format(position))).isEqualTo(position);
        assertThat(NOTATION.format(NOTATION.parsePosition(NOTATION.format(position)))).isEqualTo(NOTATION.format(position));
    }

    @Test
    void theStartPositionTextListsEveryFieldInItsOrder() {
        String text = NOTATION.format(NOTATION.parsePosition("start"));

        assertThat(text).startsWith("tayu players=2 turn=ns hands=-,- board=- a=016,057,147,147,167,346,456/234,");
        assertThat(text.split(" ")).extracting(word -> word.split("=")[0])
                .containsExactly("tayu", "players", "turn", "hands", "board", "a", "b");
        assertThat(NOTATION.format(TayuGame.INSTANCE.notation(Map.of("players", "3")).parsePosition("start")))
                .startsWith("tayu players=3 turn=p3 bids=- start=we hands=-,-,- board=- a=");
    }

    @Test
    void aPositionInPlayReadsBackToTheSamePosition() {
        TayuRules rules = rules("players=3", "advanced=yes");
        TayuPosition start = TayuGame.INSTANCE.notation(Map.of("players", "3")).parsePosition("start:5");
        TayuPosition position = play(rules, start, "bid30 bid20 pass pass draw-a draw-b draw-a");
        String text = NOTATION.format(position);

        assertThat(text).contains(" bids=p3:30,p1:20,p2:pass,p3:pass start=").contains(" hands=");
        assertThat(NOTATION.parsePosition(text)).isEqualTo(position);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "tamsk players=2                                             | tayu.input.shape",
            "tayu players=5 turn=ns hands=-,- board=- a=- b=-            | tayu.input.badValue",
            "tayu players=2 turn=n hands=-,- board=- a=- b=-             | tayu.input.badValue",
            "tayu players=2 turn=ns board=- hands=-,- a=- b=-            | tayu.input.order",
            "tayu players=2 turn=ns hands=-,- a=- b=-                    | tayu.input.missing",
            "tayu players=2 turn=ns colour=red hands=-,- board=- a=- b=- | tayu.input.unknownKey",
            "tayu players=2 turn=ns hands=- board=- a=- b=-              | tayu.input.handCount",
            "tayu players=2 turn=ns hands=012+034+045,- board=- a=- b=-  | tayu.input.badValue",
            "tayu players=2 turn=ns hands=-,- board=j10h025,k10v012 a=- b=- | tayu.input.overlap",
            "tayu players=2 turn=ns hands=-,- board=r10h025 a=- b=-      | tayu.input.overlap",
            "tayu players=2 turn=ns hands=-,- board=- a=012,012,012,456,012 b=-  | tayu.input.tooMany",
            "tayu players=2 turn=ns hands=-,- board=- a=012,013,014,015,016,017,023,024 b=- | tayu.input.stackHeight",
            "tayu players=2 turn=ns bids=- start=ns hands=-,- board=- a=- b=- | tayu.input.threePlayersOnly",
            "tayu players=3 turn=p1 bids=p1:pass start=ns hands=-,-,- board=- a=- b=- | tayu.input.badValue",
            "tayu players=3 turn=p1 bids=p1:20,p2:25 start=ns hands=-,-,- board=- a=- b=- | tayu.input.badValue",
            "tayu players=3 turn=p1 bids=- hands=-,-,- board=- a=- b=-   | tayu.input.missing"})
    void aMalformedPositionSaysWhatIsWrong(String text, String key) {
        assertThatThrownBy(() -> NOTATION.parsePosition(text)).isInstanceOfSatisfying(InputError.class, e -> {
            assertThat(e.problem().key()).isEqualTo("tayu.input.position");
            assertThat(((Message) e.problem().args().get(1)).key()).isEqualTo(key);
        });
    }

    @Test
    void aPositionForAnotherNumberOfPlayersThanTheOneChosenIsRefused() {
        String two = NOTATION.format(NOTATION.parsePosition("start"));

        assertThatThrownBy(() -> TayuGame.INSTANCE.notation(Map.of("players", "3")).parsePosition(two))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("tayu.input.playersMismatch"));
        assertThat(TayuGame.INSTANCE.notation(Map.of()).parsePosition(two).players()).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource({"a1, true", "s19, true", "j10, true", "t1, false", "a20, false", "a0, false", "j, false"})
    void placesAreTheSquaresOfTheBoard(String name, boolean place) {
        assertThat(NOTATION.isPlace(name)).isEqualTo(place);
    }
}
