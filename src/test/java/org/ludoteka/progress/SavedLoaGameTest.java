package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

class SavedLoaGameTest {

    @Test
    void theTextNamesOptionsOpponentStartAndMovesWithCaptures() {
        LoaPosition start = LoaNotation.INSTANCE.parsePosition("w6b/8/8/8/8/2w5/8/2b5 b");
        SavedLoaGame game = new SavedLoaGame(
                new LoaSetup(Map.of(), start, Opponent.computer(Side.BLACK, Strength.EASY)),
                List.of(LoaNotation.INSTANCE.parseMove("c1-c3")));

        assertThat(game.toText()).isEqualTo("""
                ludoteka-game 1
                game loa
                option simultaneous=draw
                opponent computer black easy
                start w6b/8/8/8/8/2w5/8/2b5 b
                moves c1xc3
                """);
        assertThat(SavedLoaGame.fromText(game.toText())).isEqualTo(game);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                                                      | window.save.notASave",
            "ludoteka-game 1\\ngame tamsk                                            | window.save.notASave",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nmoves                       | window.save.missingField",
            "ludoteka-game 1\\ngame loa\\nopponent robot\\nstart start\\nmoves          | window.save.badField",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nstart 8/8 b\\nmoves          | loa.input.position",
            "ludoteka-game 1\\ngame loa\\noption speed=9\\nopponent human\\nstart start\\nmoves | input.unknownOption",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nstart start\\nmoves c1-c2   | window.save.illegalMove",
    })
    void aDamagedTextSaysWhatIsWrong(String text, String key) {
        assertThatThrownBy(() -> SavedLoaGame.fromText(text.replace("\\n", "\n")))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo(key));
    }
}
