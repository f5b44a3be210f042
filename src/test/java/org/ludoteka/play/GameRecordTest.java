package org.ludoteka.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.play.loa.LoaTurns;

/** Game records as files: what Save writes opens again as it was; a bad one is refused naming its line and why. */
class GameRecordTest {

    @Test
    void aSavedRecordOpensAgainWithItsOptionsAtItsLastMove() {
        Session<GipfPosition, GipfMove> session = new Session<>(GipfTurns.INSTANCE,
                GipfTurns.setup(GipfVariant.TOURNAMENT, Map.of("potentials", "2"), Seats.people(2)), new AnswerAtOnce());
        session.typed("Ga1-b2");
        session.typed("Gi5-h5");
        String file = session.recordFile();
        assertThat(file).startsWith("# ludoteka gipf --option potentials=2");

        Match<GipfPosition, GipfMove> opened = Match.ofRecord(GipfTurns.INSTANCE, file);

        assertThat(opened.position()).isEqualTo(session.position());
        assertThat(opened.setup().options()).isEqualTo(session.setup().options());
        assertThat(opened.written()).containsExactly("Ga1-b2", "Gi5-h5");
    }

    @Test
    void anIllegalMoveIsRefusedWithItsLineAndTheRulesReason() {
        String record = "start\n1. c1-c3\n2. h2-f2\n\n3. c3-c4\n";
        assertThatThrownBy(() -> Match.ofRecord(LoaTurns.INSTANCE, record))
                .isInstanceOfSatisfying(InputError.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("window.record.illegal");
                    assertThat(e.problem().args()).startsWith(5, "c3-c4");
                    assertThat(e.problem().args().get(2)).isInstanceOf(Message.class);
                });
    }

    @Test
    void aRecordOfAnotherGameOrWithoutAPositionIsRefused() {
        assertThatThrownBy(() -> Match.ofRecord(LoaTurns.INSTANCE, "# ludoteka gipf\nstart\n"))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().args()).startsWith(1, "gipf"));
        assertThatThrownBy(() -> Match.ofRecord(LoaTurns.INSTANCE, "\n\n"))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().key()).isEqualTo("window.record.empty"));
        assertThatThrownBy(() -> Match.ofRecord(LoaTurns.INSTANCE, "start\n1. zz\n"))
                .isInstanceOfSatisfying(InputError.class, e -> assertThat(e.problem().args()).startsWith(2, "zz"));
    }

    @Test
    void copyMovesGivesWhatOpensAgain() {
        Session<LoaPosition, LoaMove> session = new Session<>(LoaTurns.INSTANCE, LoaTurns.FIRST, new AnswerAtOnce());
        session.typed("c1-c3");
        session.typed("h2-f2");
        Match<LoaPosition, LoaMove> opened = Match.ofRecord(LoaTurns.INSTANCE, session.copyRecord());
        assertThat(opened.position()).isEqualTo(session.position());
        assertThat(opened.turns()).extracting(GameRecord.Turn::moves).containsExactly(List.of("c1-c3"), List.of("h2-f2"));
    }
}
