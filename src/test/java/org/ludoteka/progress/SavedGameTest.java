package org.ludoteka.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;

class SavedGameTest {

    @Test
    void aLinesOfActionGameIsWrittenAsBeforeAndReadBackByItsEngine() {
        SavedGame game = new SavedGame("loa", Map.of("simultaneous", "draw"), Optional.of(new SavedGame.Seat(Side.BLACK, "easy")),
                "w6b/8/8/8/8/2w5/8/2b5 b", List.of("c1xc3"));

        assertThat(game.toText()).isEqualTo("""
                ludoteka-game 1
                game loa
                option simultaneous=draw
                opponent computer black easy
                start w6b/8/8/8/8/2w5/8/2b5 b
                moves c1xc3
                """);
        assertThat(SavedGame.fromText(game.toText())).isEqualTo(game);
        SavedGame.Replay<LoaPosition, LoaMove> replay = game.replay(LoaGame.INSTANCE);
        assertThat(replay.moves()).containsExactly(LoaNotation.INSTANCE.parseMove("c1-c3"));
        assertThat(LoaNotation.INSTANCE.format(replay.positions().get(1))).isEqualTo("w6b/8/8/8/8/2b5/8/8 w");
    }

    @Test
    void aTamskGameKeepsItsEventsTimeIncludedSoItResumesToTheMillisecond() {
        SavedGame game = new SavedGame("tamsk", Map.of("level", "2"), Optional.of(new SavedGame.Seat(Side.RED, "hard")),
                "start", List.of("a1-b2+", "+3.25s", "d1-d2"));

        SavedGame read = SavedGame.fromText(game.toText());

        assertThat(read.options()).containsEntry("level", "2").containsEntry("grace", "2000");
        SavedGame.Replay<TamskPosition, TamskEvent> replay = read.replay(TamskGame.INSTANCE);
        assertThat(TamskNotation.INSTANCE.format(replay.positions().get(3))).contains("red=b2:176750,");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                                                      | window.save.notASave",
            "ludoteka-game 1\\ngame chess                                            | window.save.notASave",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nmoves                       | window.save.missingField",
            "ludoteka-game 1\\ngame loa\\nopponent robot\\nstart start\\nmoves          | window.save.badField",
            "ludoteka-game 1\\ngame loa\\nopponent computer green easy\\nstart start\\nmoves | window.save.badField",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nstart 8/8 b\\nmoves          | loa.input.position",
            "ludoteka-game 1\\ngame loa\\noption speed=9\\nopponent human\\nstart start\\nmoves | input.unknownOption",
            "ludoteka-game 1\\ngame loa\\nopponent human\\nstart start\\nmoves c1-c2   | window.save.illegalMove",
            "ludoteka-game 1\\ngame tamsk\\nopponent human\\nstart start\\nmoves +1s a1-a3 | window.save.illegalMove",
    })
    void aDamagedTextSaysWhatIsWrong(String text, String key) {
        assertThatThrownBy(() -> SavedGame.fromText(text.replace("\\n", "\n")))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo(key));
    }
}
