package org.ludoteka.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.play.loa.LoaTurns;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.progress.SavedGame;

/**
 * The one controller of every turn-based game, without a window: what it says of a try, the
 * computer's turn, undo, the record and saves. The window tests keep only what a window alone shows.
 */
class SessionTest {

    /** The fifth game of the README's "Adding a game": seated through its TurnGame alone, it is played, saved and resumed. */
    @Test
    void aSampleGameRegisteredThroughItsTurnGameIsPlayedHeadlessly() {
        AnswerAtOnce thinker = new AnswerAtOnce();
        Session<String, Integer> session = new Session<>(TicTacToe.INSTANCE,
                MatchSetup.of(TicTacToe.INSTANCE, Map.of(), TicTacToe.START, Seats.computerAt(2, 1, Strength.EASY)), thinker);
        List<Boolean> shown = new ArrayList<>();
        session.show(() -> shown.add(true));

        assertThat(session.typed("4")).isTrue();
        assertThat(thinker.asked()).as("the computer's seat acts at once").isEqualTo(1);
        assertThat(session.position()).isEqualTo("o...x.... x");
        assertThat(session.feedback().verdict()).contains(Message.of("window.verdict.computer", "0"));

        assertThat(session.typed("0")).as("a taken cell").isFalse();
        assertThat(session.feedback().tone()).isEqualTo(Feedback.Tone.WRONG);
        assertThat(session.feedback().details()).containsExactly(new Message("test.taken", List.of(0)));
        assertThat(session.typed("z")).isFalse();
        assertThat(session.feedback().verdict()).contains(Message.of("window.notation.unread", "z"));

        session.typed("8");
        session.typed("2");
        session.typed("6");
        assertThat(session.outcome()).isPresent();
        assertThat(session.outcome().get().winner()).contains(Side.BLACK);
        assertThat(session.copyRecord()).isEqualTo(TicTacToe.START + "\n1. 4\n2. 0\n3. 8\n4. 1\n5. 2\n6. 3\n7. 6");
        assertThat(shown).isNotEmpty();

        session.undo();
        assertThat(session.position()).as("back to the person's turn, past the computer's").isEqualTo("ooxox...x x");
        assertThat(session.saved().moves()).containsExactly("4", "0", "8", "1", "2", "3");
        assertThat(session.saved().computer()).contains(new SavedGame.Seat(Side.WHITE, "easy"));
    }

    @Test
    void aLinesOfActionTryIsJudgedWithTheEnginesReasonAndTheComputerReplies() {
        AnswerAtOnce thinker = new AnswerAtOnce();
        Session<LoaPosition, LoaMove> session = new Session<>(LoaTurns.INSTANCE,
                LoaTurns.FIRST.seatedAs(Seats.computerAt(2, 1, Strength.EASY)), thinker);
        session.typed("c1-c2");
        assertThat(session.feedback().verdict()).contains(Message.of("window.verdict.illegal", "c1-c2"));
        assertThat(session.feedback().details()).hasSize(1);
        assertThat(session.typed("c1-c3")).isTrue();
        assertThat(session.position().toMove()).as("the computer has replied").isEqualTo(Side.BLACK);
        assertThat(session.match().turns()).hasSize(2);
        session.undo();
        assertThat(session.position()).isEqualTo(LoaPosition.START);
    }

    @Test
    void aGipfDecisionIsSaidToBeDoneAndAPushLegal() {
        Session<GipfPosition, GipfMove> session = new Session<>(GipfTurns.INSTANCE, GipfTurns.first(), new AnswerAtOnce());
        assertThat(session.typed("a1-b2")).isTrue();
        assertThat(session.feedback().verdict()).contains(Message.of("window.verdict.legal", "a1-b2"));
        assertThat(session.feedback().tone()).isEqualTo(Feedback.Tone.RIGHT);
        assertThat(GipfTurns.INSTANCE.legalKey(GipfMove.CHALLENGE)).isEqualTo("window.gipf.done");
    }

    @Test
    void aTayuTableOfComputersIsAskedSeatBySeatOnlyWhileItsScreenIsShown() {
        AnswerAtOnce thinker = new AnswerAtOnce();
        Session<TayuPosition, TayuEvent> session = new Session<>(TayuTurns.INSTANCE,
                TayuTurns.setup(2, false, false, 5, Seats.people(2)), thinker);
        session.setActive(false);
        int starter = TayuPosition.seeded(2, 5).turn(); // the lot picks who starts
        session.begin(TayuTurns.setup(2, false, false, 5, Seats.computerAt(2, starter, Strength.EASY)));
        assertThat(thinker.asked()).as("hidden: no thinking").isZero();
        session.setActive(true);
        assertThat(thinker.asked()).isPositive();
        assertThat(session.position().turn()).as("the person's seat waits").isEqualTo(1 - starter);
    }
}
