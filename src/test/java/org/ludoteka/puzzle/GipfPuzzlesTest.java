package org.ludoteka.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfPosition;

/** GIPF puzzles: whole turns as answers, and the goals win in N, save and capture the most (rules.md G-16, G-19, G-24, G-25). */
class GipfPuzzlesTest {
    /** White pushes e1-e2 and keeps his GIPF piece e5 while the row takes Black's last (GA-5). */
    static final String WIN_IN_1 = "gipf game=standard turn=white white=e2,e3,Ge4 black=b2,Ge5,h2 reserve=14,14";
    /** Black brings in his last piece next; only h1-g2 breaks his three on the g-line, which would bring four pieces back. */
    static final String WIN_IN_2 = "gipf game=basic turn=white white=b5,e2,h5 black=g2,g3,g4 reserve=12,1 captured=0,11";
    /** White's last piece: only a push that completes his three on the c-line gets pieces back (G-16, G-24). */
    static final String SAVE = "gipf game=basic turn=white white=c3,c4,c5 black=b2,e8,h2 reserve=1,12 captured=11,0";
    /** A piece on c2 completes c2-c5 and takes Black's c6 with it: from b1 or from c1, two equal answers. */
    static final String CAPTURE = "gipf game=basic turn=white white=c3,c4,c5 black=c6 reserve=12,14";

    private final PuzzleGame<GipfPosition> gipf = new GipfPuzzleGame(Map.of());

    private PuzzleProofs<GipfPosition> proofs() {
        return new PuzzleProofs<>(gipf, System.nanoTime() + 60_000_000_000L);
    }

    @Test
    void aWinInOneIsTheWholeTurnThePushAndTheKeepDecision() {
        GipfPosition position = gipf.position(WIN_IN_1);
        assertThat(proofs().shortestWin(position, 2)).contains(1);
        assertThat(proofs().winningTurns(position, 1)).containsExactly("e1-e2 xe2-e6:e5");
        assertThat(gipf.play(position, "e1-e2")).isInstanceOf(PuzzleGame.Played.Refused.class); // the row is still to decide
        assertThat(((GipfPuzzleGame) gipf).partway(position, "e1-e2")).isPresent();
        assertThat(((GipfPuzzleGame) gipf).partway(position, "e1-e2 xe2-e6:e5")).isEmpty();
    }

    @Test
    void aWinInTwoHasItsOnlyKeyAndALine() {
        GipfPosition position = gipf.position(WIN_IN_2);
        assertThat(proofs().shortestWin(position, 2)).contains(2);
        assertThat(proofs().winningTurns(position, 2)).containsExactly("h1-g2");
        List<String> line = proofs().line(position, 2);
        assertThat(line).hasSize(3).first().isEqualTo("h1-g2");
    }

    @Test
    void theSavesAreThePushesThatMakeARowAndBringPiecesBack() {
        GipfPosition position = gipf.position(SAVE);
        assertThat(proofs().saves(position)).containsExactly("b1-c2", "b6-c6", "c1-c2", "c7-c6");
        assertThat(proofs().threat(position, "a1-b2")).isPresent();
    }

    @Test
    void everyTurnThatCapturesTheMostIsAnAnswer() {
        GipfPuzzleGame game = (GipfPuzzleGame) gipf;
        GipfPosition position = gipf.position(CAPTURE);
        assertThat(game.mostCapturing(position)).containsExactly("b1-c2", "c1-c2");
        assertThat(game.mostCaptures(position)).isEqualTo(1);
        assertThat(game.captures(position, "a1-b2")).isZero();
    }

    @Test
    void aCapturePuzzleIsProvenAndAWrongTurnIsToldHowManyItTakes() {
        Puzzle puzzle = PuzzleLoaderTest.load("""
                - id: gipf-capture-hand-made
                  game: gipf
                  position: "%s"
                  to-move: white
                  goal: capture-most
                  say:
                    en: "White to play."
                    cs: "Bílý je na tahu."
                    fr: "Les Blancs jouent."
                  solution: ["c1-c2"]
                  accepted: ["b1-c2", "c1-c2"]
                  unique: false
                  rating: 900
                  source: hand-made
                """.formatted(CAPTURE)).puzzles().get(0);
        assertThat(PuzzleCheck.problems(puzzle)).isEmpty();
        PuzzleRun<?> run = PuzzleRun.of(puzzle);
        assertThat(run.answer("a1-b2")).isInstanceOf(PuzzleRun.Answer.Wrong.class);
        assertThat(PuzzleRun.of(puzzle).answer("b1-c2")).isEqualTo(new PuzzleRun.Answer.Accepted("b1-c2", Optional.empty(), true));

        Puzzle missing = new Puzzle(puzzle.file(), 1, puzzle.id(), "gipf", Map.of(), CAPTURE, "white", puzzle.goal(), puzzle.say(),
                List.of("c1-c2"), List.of("c1-c2"), true, 900, List.of(), "hand-made", Map.of());
        assertThat(PuzzleCheck.problems(missing)).extracting(p -> p.problem().key()).contains("puzzle.missingAccepted", "puzzle.unique");
    }

    /** e1-e2 brings the loaded piece on e4 onto e5 (P-8); its extra move completes c2-c5 and takes c6, the row e2-e5 takes e6. */
    static final String POWER = "gipf game=basic turn=white white=c3,c4,c5,e2,e3,Te4 black=c6,e6 reserve=9,13 potentials=2,0";

    @Test
    void usingThePowerIsTheWholeTurnWithItsExtraMoveAndMustBeatEveryTurnWithoutIt() {
        GipfPuzzleGame game = (GipfPuzzleGame) gipf;
        GipfPosition position = gipf.position(POWER);
        List<String> best = game.mostCapturing(position);

        assertThat(game.mostCaptures(position)).isEqualTo(2);
        assertThat(game.mostCapturesWithoutPower(position)).isEqualTo(1);
        assertThat(best).contains("e1-e2 c1-c2", "Te1-e2 c1-c2 xe2-e6:e2").allMatch(GipfPuzzleGame::usesPower);
        assertThat(GipfPuzzleGame.usesPower("e1-e2 forfeit")).isFalse();
        assertThat(game.partway(position, "e1-e2")).isPresent(); // the extra move is still to come

        Puzzle power = new Puzzle("power.yaml", 1, "gipf-power-hand-made", "gipf", Map.of(), POWER, "white", new Goal.UsePower(),
                say(), List.of(best.get(0)), best, false, 1300, List.of("power"), "hand-made", Map.of());
        assertThat(PuzzleCheck.problems(power)).isEmpty();
        Puzzle noPowerNeeded = new Puzzle("power.yaml", 1, "gipf-power-not-needed", "gipf", Map.of(), CAPTURE, "white", new Goal.UsePower(),
                say(), List.of("c1-c2"), List.of("b1-c2", "c1-c2"), false, 1300, List.of("power"), "hand-made", Map.of());
        assertThat(PuzzleCheck.problems(noPowerNeeded)).extracting(p -> p.problem().key()).containsExactly("puzzle.powerNotNeeded");
    }

    private static Map<org.ludoteka.i18n.Language, String> say() {
        Map<org.ludoteka.i18n.Language, String> say = new java.util.EnumMap<>(org.ludoteka.i18n.Language.class);
        for (org.ludoteka.i18n.Language language : org.ludoteka.i18n.Language.values()) {
            say.put(language, "White to play.");
        }
        return say;
    }

    @Test
    void aPositionWithChallengesIsNoPuzzle() {
        assertThat(PuzzleGames.of("gipf", Map.of()).orElseThrow()).isInstanceOf(GipfPuzzleGame.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> gipf.position(SAVE + " challenges=1,1"))
                .isInstanceOf(org.ludoteka.core.InputError.class);
    }
}
