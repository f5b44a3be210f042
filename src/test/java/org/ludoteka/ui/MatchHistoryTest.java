package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.MoveResult;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.progress.SavedGame;

class MatchHistoryTest {

    /** A person plays Black, who moves at the even indices. */
    private static MatchHistory<LoaPosition, LoaMove> played(String... moves) {
        MatchHistory<LoaPosition, LoaMove> history = new MatchHistory<>(LoaGame.INSTANCE.rules(Map.of()), LoaPosition.START) {
            @Override
            protected boolean personActsAt(int index) {
                return index % 2 == 0;
            }
        };
        for (String text : moves) {
            assertThat(history.play(LoaNotation.INSTANCE.parseMove(text))).isInstanceOf(MoveResult.Legal.class);
        }
        return history;
    }

    @Test
    void undoAndRedoStopOnlyWhereAPersonActs() {
        MatchHistory<LoaPosition, LoaMove> history = played("c1-c3", "a2-c2", "d1-d3");
        history.undo();
        assertThat(history.current()).isEqualTo(2);
        history.undo();
        assertThat(history.current()).isZero();
        assertThat(history.canUndo()).isFalse();
        assertThat(history.inProgress()).isFalse();
        history.redo();
        assertThat(history.current()).isEqualTo(2);
        history.redo();
        assertThat(history.current()).as("as far as the game went").isEqualTo(3);
        assertThat(history.canRedo()).isFalse();
    }

    @Test
    void anIllegalMoveChangesNothingAndALegalOneDropsTheRedo() {
        MatchHistory<LoaPosition, LoaMove> history = played("c1-c3", "a2-c2");
        assertThat(history.play(LoaNotation.INSTANCE.parseMove("a2-a3"))).isInstanceOf(MoveResult.Illegal.class);
        assertThat(history.current()).isEqualTo(2);
        history.undo();
        assertThat(history.canRedo()).isTrue();
        history.play(LoaNotation.INSTANCE.parseMove("d1-d3"));
        assertThat(history.canRedo()).isFalse();
        assertThat(history.written(LoaNotation.INSTANCE)).containsExactly("d1-d3");
        assertThat(history.lastMove(LoaMove.class)).contains(LoaNotation.INSTANCE.parseMove("d1-d3"));
    }

    @Test
    void aResumedGameStandsAtItsLastPosition() {
        SavedGame saved = new SavedGame(LoaGame.INSTANCE.id(), Map.of(), Optional.empty(),
                LoaNotation.INSTANCE.format(LoaPosition.START), List.of("c1-c3", "a2-c2"));
        MatchHistory<LoaPosition, LoaMove> history = played();
        history.restore(saved.replay(LoaGame.INSTANCE));
        assertThat(history.current()).isEqualTo(2);
        assertThat(history.position()).isEqualTo(played("c1-c3", "a2-c2").position());
        assertThat(history.written(LoaNotation.INSTANCE)).containsExactly("c1-c3", "a2-c2");
        assertThat(history.moveFrom(0)).isEqualTo(LoaNotation.INSTANCE.parseMove("c1-c3"));
    }
}
