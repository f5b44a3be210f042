package org.ludoteka.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.TayuComputerPlayer;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.InputError;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.play.loa.LoaTurns;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.progress.SavedGame;

/** One game at the screen, the same for every turn-based game: undo by a person's turns, the numbered record, and saves. */
class MatchTest {

    private static Match<LoaPosition, LoaMove> loa(Seats seats, String... moves) {
        Match<LoaPosition, LoaMove> match = new Match<>(LoaTurns.INSTANCE, LoaTurns.FIRST.seatedAs(seats));
        for (String text : moves) {
            assertThat(match.play(LoaNotation.INSTANCE.parseMove(text))).isInstanceOf(MoveResult.Legal.class);
        }
        return match;
    }

    @Test
    void againstTheComputerUndoAndRedoStopOnlyWhereThePersonMoves() {
        Match<LoaPosition, LoaMove> match = loa(Seats.computerAt(2, 1, Strength.EASY), "c1-c3", "a2-c2", "d1-d3");
        match.undo();
        assertThat(match.written()).containsExactly("c1-c3", "a2-c2");
        match.undo();
        assertThat(match.position()).isEqualTo(LoaPosition.START);
        assertThat(match.canUndo()).isFalse();
        assertThat(match.inProgress()).isFalse();
        match.redo();
        assertThat(match.written()).hasSize(2);
        match.redo();
        assertThat(match.written()).as("as far as the game went").hasSize(3);
        assertThat(match.canRedo()).isFalse();
    }

    @Test
    void anIllegalMoveChangesNothingAndALegalOneAfterAnUndoDropsTheRedo() {
        Match<LoaPosition, LoaMove> match = loa(Seats.people(2), "c1-c3", "a2-c2");
        assertThat(match.play(LoaNotation.INSTANCE.parseMove("a2-a3"))).isInstanceOf(MoveResult.Illegal.class);
        assertThat(match.written()).hasSize(2);
        match.undo();
        assertThat(match.canRedo()).isTrue();
        match.play(LoaNotation.INSTANCE.parseMove("h2-f2"));
        assertThat(match.canRedo()).isFalse();
        assertThat(match.lastMove(LoaMove.class)).contains(LoaNotation.INSTANCE.parseMove("h2-f2"));
    }

    /** Copy moves gives one record for every game: the first position, then a numbered line a turn. */
    @Test
    void theRecordNumbersEachTurnAfterTheFirstPosition() {
        Match<LoaPosition, LoaMove> match = loa(Seats.people(2), "c1-c3", "a2-c2", "d1-d3");
        assertThat(match.record()).isEqualTo(LoaNotation.INSTANCE.format(LoaPosition.START) + "\n1. c1-c3\n2. a2-c2\n3. d1-d3");
        assertThat(GameRecord.isTurnNumber("12.")).isTrue();
        assertThat(GameRecord.isTurnNumber("c1-c3")).isFalse();
    }

    /** A GIPF turn is the mover's: a row he makes and removes stands on his line, with his push. */
    @Test
    void aGipfTurnHoldsThePushAndTheRowsRemovedInIt() {
        GipfPosition start = GipfNotation.INSTANCE.parsePosition(
                "gipf game=standard turn=white white=Gb5,Ge2,Gh5,e5,e6 black=Gb2,Ge8,Gh2 reserve=10,12");
        Match<GipfPosition, GipfMove> match = new Match<>(GipfTurns.INSTANCE, new MatchSetup<>(
                GipfTurns.first().options(), start, Seats.people(2)));
        List<GipfMove> legal = match.legalMoves();
        GipfMove push = legal.get(0);
        match.play(push);
        while (match.position().turn() == Side.WHITE && match.outcome().isEmpty()) {
            match.play(match.legalMoves().get(0));
        }
        List<GameRecord.Turn> turns = match.turns();
        assertThat(turns).hasSize(1);
        assertThat(turns.get(0).seat()).isEqualTo(GipfTurns.INSTANCE.sides().indexOf(Side.WHITE));
        assertThat(turns.get(0).moves()).hasSize(match.written().size());
    }

    @Test
    void aGameAgainstTheComputerIsSavedInTheOldFormAndResumedWithItsSeat() {
        Match<LoaPosition, LoaMove> match = loa(Seats.computerAt(2, 1, Strength.HARD), "c1-c3", "a2-c2");
        SavedGame saved = SavedGame.fromText(match.toSaved().toText());
        assertThat(saved.toText()).contains("opponent computer white hard\n");
        Match<LoaPosition, LoaMove> resumed = Match.resume(LoaTurns.INSTANCE, saved);
        assertThat(resumed.position()).isEqualTo(match.position());
        assertThat(resumed.setup().seats()).isEqualTo(Seats.computerAt(2, 1, Strength.HARD));
        assertThat(resumed.setup().options()).isEqualTo(LoaGame.INSTANCE.withDefaults(Map.of()));
    }

    @Test
    void aFourPlayerTayuGameIsSavedAndResumedWithEachComputerSeatAndItsStrength() {
        Seats seats = new Seats(List.of(Optional.empty(), Optional.of(Strength.HARD), Optional.empty(), Optional.of(Strength.EASY)));
        Match<TayuPosition, TayuEvent> match = new Match<>(TayuTurns.INSTANCE, TayuTurns.setup(4, true, true, 9, seats));
        TayuComputerPlayer player = new TayuComputerPlayer((TayuRules) match.rules(), TayuStrength.MEDIUM, 3);
        for (int i = 0; i < 20; i++) {
            assertThat(match.play(player.choose(match.position()))).isInstanceOf(MoveResult.Legal.class);
        }
        SavedGame saved = SavedGame.fromText(match.toSaved().toText());
        assertThat(saved.toText()).contains("opponent computers e=hard w=easy\n").contains("option advanced=yes\n");
        Match<TayuPosition, TayuEvent> resumed = Match.resume(TayuTurns.INSTANCE, saved);
        assertThat(resumed.position()).isEqualTo(match.position());
        assertThat(resumed.setup().seats()).isEqualTo(seats);
        assertThat(resumed.written()).isEqualTo(match.written());
    }

    /** Undo takes a Ta Yü player back to the start of his own turn, past the computer's, never between his draw and his tile. */
    @Test
    void tayuUndoGoesBackToTheStartOfThePersonsTurn() {
        Match<TayuPosition, TayuEvent> match = new Match<>(TayuTurns.INSTANCE,
                TayuTurns.setup(2, false, false, 1, Seats.computerAt(2, 1, Strength.EASY)));
        match.play(new TayuEvent.Draw(0));
        match.play(TayuRules.placements(match.position().board(), match.position().handOnMove().get(0)).get(0));
        TayuComputerPlayer computer = new TayuComputerPlayer((TayuRules) match.rules(), TayuStrength.EASY, 1);
        match.play(computer.choose(match.position()));
        match.play(computer.choose(match.position()));
        assertThat(match.position().turn()).isZero();
        match.undo();
        assertThat(match.position()).isEqualTo(match.start());
        assertThat(match.canUndo()).isFalse();
        match.redo();
        assertThat(match.position().board().tiles()).hasSize(2);
    }

    /** Y-23: the starter of four is drawn; a game whose lot fell on West is saved and resumed with West having begun. */
    @Test
    void aFourPlayerGameWhoseLotFellOnWestIsSavedAndResumedWithWestHavingBegun() {
        Match<TayuPosition, TayuEvent> match = new Match<>(TayuTurns.INSTANCE, TayuTurns.setup(4, false, false, 2, Seats.people(4)));
        assertThat(match.position().turn()).isEqualTo(3);
        match.play(new TayuEvent.Draw(0));
        SavedGame saved = SavedGame.fromText(match.toSaved().toText());
        assertThat(saved.start()).startsWith("tayu players=4 turn=w ");
        Match<TayuPosition, TayuEvent> resumed = Match.resume(TayuTurns.INSTANCE, saved);
        assertThat(resumed.start()).isEqualTo(match.start());
        assertThat(resumed.position()).isEqualTo(match.position());
    }

    @Test
    void aSaveNamingASeatTheGameDoesNotHaveIsRefused() {
        SavedGame saved = new SavedGame("tayu", Map.of("players", "2"), Optional.empty(), Map.of("n", "hard"), "start:3", List.of());
        assertThatThrownBy(() -> Match.resume(TayuTurns.INSTANCE, saved)).isInstanceOf(InputError.class);
    }

    @Test
    void gipfStartsFromItsNamedStart() {
        assertThat(GipfTurns.setup(GipfVariant.TOURNAMENT, Map.of(), Seats.people(2)).start().variant()).isEqualTo(GipfVariant.TOURNAMENT);
    }
}
