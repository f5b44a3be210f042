package org.ludoteka.ui.gipf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.progress.SavedGame;

/** One GIPF game in the window: tokens played, undone and redone, numbered by turn, saved and resumed. */
class GipfMatchTest {
    private static final GipfSetup TWO_PEOPLE = new GipfSetup(GipfVariant.STANDARD, Map.of(), Optional.empty(), GipfStrength.MEDIUM);

    private static GipfMove token(String text) {
        return GipfNotation.INSTANCE.parseMove(text);
    }

    private static void play(GipfMatch match, String... tokens) {
        for (String text : tokens) {
            assertThat(match.play(token(text))).as(text).isInstanceOf(MoveResult.Legal.class);
        }
    }

    @Test
    void tokensAreNumberedByTurnWithTheDecisionsOfTheTurn() {
        GipfMatch match = new GipfMatch(TWO_PEOPLE);
        play(match, "e1-e2", "e9-e8", "e1-e2", "e9-e8", "e1-e2");

        assertThat(match.position().pending().id()).isEqualTo("rows");
        play(match, "xe2-e8:e5");

        assertThat(match.turns()).extracting(GipfMatch.Turn::number, GipfMatch.Turn::mover, GipfMatch.Turn::tokens).containsExactly(
                tuple(1, Side.WHITE, List.of("e1-e2")),
                tuple(2, Side.BLACK, List.of("e9-e8")),
                tuple(3, Side.WHITE, List.of("e1-e2")),
                tuple(4, Side.BLACK, List.of("e9-e8")),
                tuple(5, Side.WHITE, List.of("e1-e2", "xe2-e8:e5")));
        assertThat(match.lastPush()).contains((GipfMove.Push) token("e1-e2"));
    }

    @Test
    void anIllegalTokenChangesNothingAndALegalOneAfterAnUndoDropsTheRedo() {
        GipfMatch match = new GipfMatch(TWO_PEOPLE);
        play(match, "e1-e2", "e9-e8");
        assertThat(match.play(token("e1-e5"))).isInstanceOf(MoveResult.Illegal.class);
        assertThat(match.tokensText()).containsExactly("e1-e2", "e9-e8");

        match.undo();
        assertThat(match.canRedo()).isTrue();
        play(match, "a1-b2");
        assertThat(match.canRedo()).isFalse();
        assertThat(match.tokensText()).containsExactly("e1-e2", "a1-b2");
    }

    @Test
    void againstTheComputerUndoAndRedoStopWhereThePersonDecides() {
        GipfMatch match = new GipfMatch(new GipfSetup(GipfVariant.STANDARD, Map.of(), Optional.of(Side.BLACK), GipfStrength.EASY));
        play(match, "e1-e2", "e9-e8", "a1-b2", "i5-h5");
        assertThat(match.computerToAct()).isFalse();

        match.undo();
        assertThat(match.tokensText()).containsExactly("e1-e2", "e9-e8");
        match.undo();
        assertThat(match.tokensText()).isEmpty();
        assertThat(match.canUndo()).isFalse();
        match.redo();
        assertThat(match.tokensText()).containsExactly("e1-e2", "e9-e8");
    }

    @Test
    void theChallengesGameOfTamskIsNobodysTurnAndTheComputerIsNotAskedForIt() {
        GipfMatch match = GipfMatch.resume(new SavedGame("gipf", Map.of("potentials", "3", "challenges", "1"),
                Optional.of(new SavedGame.Seat(Side.BLACK, "hard")),
                "gipf game=standard turn=white white=Gb5,Ge2,Gh5,Te5 black=Gb2,Ge8,Gh2 reserve=11,12 potentials=2,3"
                        + " challenges=1,1 pending=challenge@black", List.of("challenge")));

        assertThat(match.setup().strength()).isEqualTo(GipfStrength.HARD);
        assertThat(match.setup().tamskStrength().name()).isEqualTo("HARD");
        assertThat(match.position().pending().id()).isEqualTo("tamsk");
        assertThat(match.decider()).isEmpty();
        assertThat(match.computerToAct()).isFalse();
        play(match, "won");
        assertThat(match.decider()).contains(Side.WHITE);
    }

    @Test
    void aSavedGameIsResumedAsItWasLeft() {
        GipfMatch match = new GipfMatch(new GipfSetup(GipfVariant.TOURNAMENT, Map.of("potentials", "2", "power", "next-turn"),
                Optional.of(Side.WHITE), GipfStrength.EASY));
        play(match, "Ge1-e2", "Ge9-e8", "Ta1-b2");
        SavedGame saved = match.toSaved();

        assertThat(saved.game()).isEqualTo("gipf");
        assertThat(saved.start()).isEqualTo(GipfNotation.INSTANCE.format(match.setup().start()));
        assertThat(saved.moves()).containsExactly("Ge1-e2", "Ge9-e8", "Ta1-b2");
        assertThat(saved.computer()).contains(new SavedGame.Seat(Side.WHITE, "easy"));
        SavedGame read = SavedGame.fromText(saved.toText());
        GipfMatch resumed = GipfMatch.resume(read);

        assertThat(resumed.position()).isEqualTo(match.position());
        assertThat(resumed.setup()).isEqualTo(match.setup());
        assertThat(resumed.tokensText()).isEqualTo(match.tokensText());
        GipfPosition position = resumed.position();
        assertThat(position.potentials(Side.WHITE)).isEqualTo(1);
    }
}
