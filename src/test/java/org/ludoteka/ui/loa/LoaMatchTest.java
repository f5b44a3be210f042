package org.ludoteka.ui.loa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;

class LoaMatchTest {

    private static LoaMove move(String text) {
        return LoaNotation.INSTANCE.parseMove(text);
    }

    private static LoaMatch played(LoaSetup setup, String... moves) {
        LoaMatch match = new LoaMatch(setup);
        for (String text : moves) {
            assertThat(match.play(move(text))).isInstanceOf(MoveResult.Legal.class);
        }
        return match;
    }

    @Test
    void anIllegalMoveChangesNothing() {
        LoaMatch match = played(LoaSetup.STANDARD, "c1-c3");
        assertThat(match.play(move("a2-a3"))).isInstanceOf(MoveResult.Illegal.class);
        assertThat(match.numberedMoves()).containsExactly("1. c1-c3");
        assertThat(match.position().toMove()).isEqualTo(Side.WHITE);
    }

    @Test
    void undoAndRedoWalkThePositions() {
        LoaMatch match = played(LoaSetup.STANDARD, "c1-c3", "a2-c2");
        LoaPosition afterTwo = match.position();
        match.undo();
        match.undo();
        assertThat(match.position()).isEqualTo(LoaPosition.START);
        assertThat(match.canUndo()).isFalse();
        assertThat(match.inProgress()).isFalse();
        match.redo();
        match.redo();
        assertThat(match.position()).isEqualTo(afterTwo);
        assertThat(match.lastMove()).contains(move("a2-c2"));
        assertThat(match.canRedo()).isFalse();
    }

    @Test
    void aMoveAfterUndoDropsWhatRedoCouldRestore() {
        LoaMatch match = played(LoaSetup.STANDARD, "c1-c3", "a2-c2");
        match.undo();
        match.play(move("h2-f2"));
        assertThat(match.canRedo()).isFalse();
        assertThat(match.numberedMoves()).containsExactly("1. c1-c3  h2-f2");
    }

    @Test
    void againstTheComputerUndoGoesBackToThePersonsTurn() {
        LoaSetup setup = new LoaSetup(Map.of(), LoaPosition.START, Opponent.computer(Side.WHITE, Strength.EASY));
        LoaMatch match = played(setup, "c1-c3", "a2-c2", "d1-d3", "h2-f2");
        match.undo();
        assertThat(match.position().toMove()).isEqualTo(Side.BLACK);
        assertThat(match.numberedMoves()).containsExactly("1. c1-c3  a2-c2");
        match.redo();
        assertThat(match.numberedMoves()).hasSize(2);
        assertThat(match.computerToMove()).isFalse();
    }

    @Test
    void whenTheComputerMovesFirstItsFirstMoveCannotBeUndone() {
        LoaSetup setup = new LoaSetup(Map.of(), LoaPosition.START, Opponent.computer(Side.BLACK, Strength.EASY));
        LoaMatch match = new LoaMatch(setup);
        assertThat(match.computerToMove()).isTrue();
        match.play(move("c1-c3"));
        assertThat(match.canUndo()).isFalse();
    }

    @Test
    void aGameStartedWithWhiteToMoveIsNumberedFromAnEllipsis() {
        LoaPosition whiteFirst = LoaNotation.INSTANCE.parsePosition("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w");
        LoaMatch match = played(LoaSetup.STANDARD.startingFrom(whiteFirst), "a2-c2", "d1-d3", "h2-f2");
        assertThat(match.numberedMoves()).containsExactly("1. … a2-c2", "2. d1-d3  h2-f2");
    }

    @Test
    void theSavedGameHoldsTheMovesUpToThePositionShown() {
        LoaMatch match = played(LoaSetup.STANDARD, "c1-c3", "a2-c2");
        match.undo();
        assertThat(match.toSaved().moves()).containsExactly("c1-c3");
        assertThat(LoaMatch.resume(match.toSaved()).position()).isEqualTo(match.position());
    }

    @Test
    void aFinishedGameIsNotInProgress() {
        LoaPosition nearlyJoined = LoaNotation.INSTANCE.parsePosition("8/8/8/8/8/8/w7/b1b4w b");
        LoaMatch match = played(LoaSetup.STANDARD.startingFrom(nearlyJoined), "c1-b2");
        assertThat(match.outcome()).isPresent();
        assertThat(match.inProgress()).isFalse();
        assertThat(match.legalMoves()).isEqualTo(List.of());
    }
}
