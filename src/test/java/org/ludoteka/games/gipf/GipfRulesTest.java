package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.gipf.Gipf.after;
import static org.ludoteka.games.gipf.Gipf.last;
import static org.ludoteka.games.gipf.Gipf.moves;
import static org.ludoteka.games.gipf.Gipf.noteKeys;
import static org.ludoteka.games.gipf.Gipf.play;
import static org.ludoteka.games.gipf.Gipf.position;
import static org.ludoteka.games.gipf.Gipf.reason;
import static org.ludoteka.games.gipf.Gipf.rules;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/** One test or more for each numbered GIPF rule of rules.md §1, each on a concrete position. */
class GipfRulesTest {
    private static final GipfRules RULES = rules();
    private static final GipfRules CHALLENGES = rules("challenges=1");
    /** An old choice of the retired option {@code power=next-turn} (issue #18): it must play by P-9 as written. */
    private static final GipfRules OLD_NEXT_TURN = rules("power=next-turn");

    /** Standard game: White's loaded piece on e4 is pushed onto e5 by White's own e1-e2, which also makes the row e2-e5. */
    private static final String OWN_POTENTIAL = "gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3";
    /** Standard game: Black's e1-e2 pushes White's loaded piece onto e5 and makes the white row e3-e6. */
    private static final String PUSHED_BY_OPPONENT = "gipf game=standard turn=black white=e2,e3,Te4,e6,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,0";

    private static String winner(GipfPosition position) {
        return RULES.outcome(position).flatMap(Outcome::winner).map(Side::id).orElse("none");
    }

    @Test
    void theReasonsAreCheckedInTheOrderTheReadmeLists() {
        assertThat(Arrays.stream(GipfMoveError.values()).map(GipfMoveError::key)).containsExactly(
                "gipf.gameOver", "gipf.decisionPending", "gipf.noRowToRemove", "gipf.notARow", "gipf.cannotKeep",
                "gipf.mustBreak", "gipf.noChallenge", "gipf.noTamskGame", "gipf.noExtraMove", "gipf.notADot",
                "gipf.notNextSpot", "gipf.extraIsPotential", "gipf.gipfOnlyInTournament", "gipf.gipfPhaseOver",
                "gipf.gipfFirst", "gipf.noPotential", "gipf.reserveShort", "gipf.fullLine");
    }

    @ParameterizedTest(name = "{2}: {1} after {0}")
    @CsvSource(delimiter = '|', textBlock = """
            gipf game=basic turn=white white=- black=b2,e8,h2 reserve=0,12 captured=15,0 | a1-b2 | gipf.gameOver
            gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge5,Gh2 reserve=10,12 | e1-e2 a1-b2 | gipf.decisionPending
            start | xe2-e5 | gipf.noRowToRemove
            gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge5,Gh2 reserve=10,12 | e1-e2 xe2-e5 | gipf.notARow
            gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge5,Gh2 reserve=10,12 | e1-e2 xe2-e6:e4 | gipf.cannotKeep
            gipf game=tournament turn=white white=Ge3,Ge4,Ge5 black=Gb2 reserve=12,16 potentials=1,0 gipfphase=white,black | Te1-e2 xe2-e5:e2,e3,e4,e5 | gipf.mustBreak
            start | challenge | gipf.noChallenge
            start | won | gipf.noTamskGame
            start | forfeit | gipf.noExtraMove
            start | e5-e6 | gipf.notADot
            start | a1-c3 | gipf.notNextSpot
            gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3 | e1-e2 Ta1-b2 | gipf.extraIsPotential
            start | Ga1-b2 | gipf.gipfOnlyInTournament
            gipf game=tournament turn=white white=Gb5,e2 black=Gb2 reserve=15,16 | Ga1-b2 | gipf.gipfPhaseOver
            tournament | a1-b2 | gipf.gipfFirst
            start | Ta1-b2 | gipf.noPotential
            gipf game=tournament turn=white white=Gb5 black=Gb2 reserve=1,16 captured=15,0 gipfphase=white,black | Ga1-b2 | gipf.reserveShort
            gipf game=basic turn=white white=e2,e4,e6,e8 black=e3,e5,e7 reserve=11,12 | e1-e2 | gipf.fullLine
            """)
    void everyWayATokenCanBeWrongHasItsOwnReason(String start, String tokens, String code) {
        assertThat(reason(RULES, start, tokens)).isEqualTo(code);
    }

    @ParameterizedTest(name = "{1} after {0}: {2} comes first")
    @CsvSource(delimiter = '|', textBlock = """
            gipf game=basic turn=white white=- black=b2,e8,h2 reserve=0,12 captured=15,0 | e5-e6 | gipf.gameOver
            gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge5,Gh2 reserve=10,12 | e1-e2 e5-e6 | gipf.decisionPending
            start | Ge5-e6 | gipf.notADot
            start | Ga1-c3 | gipf.notNextSpot
            tournament | Ta1-b2 | gipf.gipfFirst
            gipf game=basic turn=white white=e2,e4,e6,e8 black=e3,e5,e7 reserve=11,12 | Ge1-e2 | gipf.gipfOnlyInTournament
            """)
    void whenATokenIsWrongInSeveralWaysTheFirstReasonInTheOrderIsGiven(String start, String tokens, String code) {
        assertThat(reason(RULES, start, tokens)).isEqualTo(code);
    }

    @Nested
    class Versions {
        @Test
        void g5AGipfPieceIsTwoBasicPiecesAndCountsAsOnePieceInARow() {
            // e2 e3 e4 and the GIPF piece pushed to e5 make a row of four: its owner's GIPF piece goes back as two pieces
            assertThat(after(RULES, "gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12", "e1-e2 xe2-e5"))
                    .isEqualTo("gipf game=standard turn=black white=Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=14,12");
        }

        @Test
        void g6TheBasicGameThreeSinglePiecesOnTheCornerSpotsAndTwelveInReserve() {
            assertThat(Gipf.text(position("basic"))).isEqualTo("gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,12");
        }

        @Test
        void g6TheHandicapGivesTheWeakerPlayerOneToThreeExtraPiecesInHisReserve() {
            assertThat(Gipf.text(Gipf.notation("handicap=black+2").parsePosition("basic")))
                    .isEqualTo("gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=12,14 handicap=black+2");
            assertThat(Gipf.text(Gipf.notation("handicap=white+3").parsePosition("basic")))
                    .isEqualTo("gipf game=basic turn=white white=b5,e2,h5 black=b2,e8,h2 reserve=15,12 handicap=white+3");
            // the three extra pieces are his for the whole game: his own row brings his reserve up to 18
            assertThat(after(RULES, "gipf game=basic turn=white white=e2,e3,e4 black=b2,e8,h2 reserve=15,12 handicap=white+3", "e1-e2"))
                    .isEqualTo("gipf game=basic turn=black white=- black=b2,e8,h2 reserve=18,12 handicap=white+3");
        }

        @Test
        void g6TheHandicappedPlayerRunsOutOfReserveLaterThanWithoutIt() {
            // the same 15 pieces each on the board and in the boxes, but Black's 2 extra pieces keep him in the game (G-24)
            String without = "gipf game=basic turn=white white=- black=- reserve=1,0 captured=14,15";
            String with = "gipf game=basic turn=white white=- black=- reserve=1,2 handicap=black+2 captured=14,15";
            assertThat(winner(play(RULES, without, "a1-b2"))).isEqualTo("white");
            assertThat(winner(play(RULES, with, "a1-b2"))).isEqualTo("none");
            assertThat(winner(play(RULES, with, "a1-b2 i5-h5"))).isEqualTo("black");
        }

        @Test
        void g7TheStandardGameThreeGipfPiecesEachAndTwelveInReserve() {
            assertThat(Gipf.text(position("start"))).isEqualTo("gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12");
        }

        @Test
        void g8TheTournamentGameGipfPiecesFirstUntilTheFirstSinglePiece() {
            assertThat(Gipf.text(position("tournament")))
                    .isEqualTo("gipf game=tournament turn=white white=- black=- reserve=18,18 gipfphase=white,black");
            assertThat(moves(RULES, position("tournament"))).hasSize(42).allMatch(m -> m.startsWith("G"));
            String afterTwo = after(RULES, "tournament", "Ga1-b2 Gi5-h5");
            assertThat(afterTwo).isEqualTo("gipf game=tournament turn=white white=Gb2 black=Gh5 reserve=16,16 gipfphase=white,black");
            assertThat(moves(RULES, position(afterTwo))).hasSize(84);
            // White's first single piece ends White's GIPF phase only
            String afterSingle = after(RULES, afterTwo, "e1-e2");
            assertThat(afterSingle).endsWith("reserve=15,16 gipfphase=black");
            assertThat(reason(RULES, afterSingle, "Ga1-b2 Ge9-e8")).isEqualTo("gipf.gipfPhaseOver");
        }

        @Test
        void g9WhiteMovesFirstFromB5E2H5() {
            GipfPosition start = position("start");
            assertThat(start.turn()).isEqualTo(Side.WHITE);
            assertThat(Gipf.text(start)).contains("white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2");
        }
    }

    @Nested
    class Push {
        @Test
        void g10EachTurnOnePieceFromTheReserveAndNoPassing() {
            assertThat(after(RULES, "start", "a2-b3")).isEqualTo("gipf game=standard turn=black white=b3,Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=11,12");
            assertThat(RULES.legalMoves(position("start"))).allMatch(GipfMove.Push.class::isInstance);
        }

        @Test
        void g11ThePiecesInTheLineMoveOneSpotUpToTheFirstEmptySpot() {
            assertThat(after(RULES, "gipf game=basic turn=white white=e2,e3,e5 black=e4,b2,h2 reserve=12,12", "e1-e2"))
                    .isEqualTo("gipf game=basic turn=black white=e2,e3,e4,e6 black=b2,e5,h2 reserve=11,12");
        }

        @Test
        void g12FortyTwoEntriesAtTheStartAndFewerWhereALineIsFull() {
            assertThat(moves(RULES, position("start"))).hasSize(42);
            String fullColumn = "gipf game=basic turn=white white=e2,e4,e6,e8 black=e3,e5,e7 reserve=11,12";
            assertThat(moves(RULES, position(fullColumn))).hasSize(40).doesNotContain("e1-e2", "e9-e8").contains("d1-e2", "f8-e8");
        }

        @Test
        void g13WithoutPotentialsThereIsAlwaysALegalPush() {
            // 36 pieces at most for 37 spots: with a column full and the reserve almost out, pushes remain
            String fullColumn = "gipf game=basic turn=white white=e2,e4,e6,e8 black=e3,e5,e7 reserve=11,12";
            assertThat(GipfRules.openEntries(position(fullColumn))).isNotEmpty();
        }
    }

    @Nested
    class Rows {
        @Test
        void g14AnEmptySpotBreaksARow() {
            assertThat(after(RULES, "gipf game=basic turn=white white=e3,e4,e6 black=b2,e8,h2 reserve=12,12", "e1-e2"))
                    .isEqualTo("gipf game=basic turn=black white=e2,e3,e4,e6 black=b2,e8,h2 reserve=11,12");
        }

        @Test
        void g15AndG16TheExtensionGoesTooOwnPiecesBackToTheReserveTheOpponentsCaptured() {
            MoveResult.Legal<GipfPosition> legal = last(RULES, "gipf game=basic turn=white white=e2,e3,e4 black=e5,b2,h2 reserve=12,12", "e1-e2");
            assertThat(Gipf.text(legal.after())).isEqualTo("gipf game=basic turn=black white=- black=b2,h2 reserve=15,12 captured=0,1");
            assertThat(legal.notes().get(2).args()).containsSubsequence("e2-e6", 4, 1);
        }

        @Test
        void g17AndG20ARowOfTheOpponentsColourIsHisToRemoveAndHisTurnFollows() {
            assertThat(after(RULES, "gipf game=basic turn=white white=b5,h5 black=e2,e3,e4,e6 reserve=13,11", "e1-e2"))
                    .isEqualTo("gipf game=basic turn=black white=b5,h5 black=- reserve=12,15 captured=1,0");
        }

        @Test
        void g18CrossingRowsTheRemoverChoosesAndTheOtherIsCheckedAgain() {
            String start = "gipf game=basic turn=white white=b5,c5,d5,e2,e3,e4 black=b2,e8,h2 reserve=9,12";
            GipfPosition crossing = play(RULES, start, "e1-e2");
            assertThat(Gipf.text(crossing)).endsWith("pending=rows@white");
            assertThat(moves(RULES, crossing)).containsExactly("xb5-e5", "xe2-e5");
            // GA-3: once e2-e5 is gone, b5 c5 d5 are no longer a row
            assertThat(after(RULES, start, "e1-e2 xe2-e5")).isEqualTo("gipf game=basic turn=black white=b5,c5,d5 black=b2,e8,h2 reserve=12,12");
            assertThat(after(RULES, start, "e1-e2 xb5-e5")).isEqualTo("gipf game=basic turn=black white=e2,e3,e4 black=b2,e8,h2 reserve=12,12");
        }

        @Test
        void g19BothColoursHaveRowsTheMoverRemovesFirst() {
            // White's b2-e2 and Black's e2-e6 share e2: White takes his row first, so his e2 goes back to him and is not captured
            MoveResult.Legal<GipfPosition> legal = last(RULES, "gipf game=basic turn=white white=b2,c2,d2 black=e2,e3,e4,e5 reserve=12,11", "e1-e2");
            assertThat(Gipf.text(legal.after())).isEqualTo("gipf game=basic turn=black white=- black=- reserve=15,15");
            assertThat(legal.notes().stream().filter(n -> n.key().equals("gipf.note.rowRemoved")).map(n -> n.args().get(1)))
                    .containsExactly("b2-e2", "e3-e6");
        }

        @Test
        void g21RemovalWithoutAChoiceIsPartOfThePush() {
            MoveResult.Legal<GipfPosition> legal = last(RULES, "gipf game=basic turn=white white=e2,e3,e4 black=b2,e8,h2 reserve=12,12", "e1-e2");
            assertThat(legal.after().pending()).isEqualTo(Pending.NONE);
            assertThat(noteKeys(legal)).containsExactly("gipf.note.pushed.basic", "gipf.note.shifted", "gipf.note.rowRemoved");
        }
    }

    @Nested
    class GipfPieces {
        private static final String OWN_AND_BLACK_GIPF = "gipf game=standard turn=white white=e2,e3,Ge4,Gb5,Gh5 black=Gb2,Ge5,Gh2 reserve=10,12";

        @Test
        void g22TheRemoverDecidesForEachGipfPieceOfEitherColour() {
            GipfPosition row = play(RULES, OWN_AND_BLACK_GIPF, "e1-e2");
            assertThat(moves(RULES, row)).containsExactly("xe2-e6", "xe2-e6:e5", "xe2-e6:e5,e6", "xe2-e6:e6");
            // keeping his own GIPF piece: Black's is captured, two pieces
            assertThat(after(RULES, OWN_AND_BLACK_GIPF, "e1-e2 xe2-e6:e5"))
                    .isEqualTo("gipf game=standard turn=black white=Gb5,Ge5,Gh5 black=Gb2,Gh2 reserve=12,12 captured=0,2");
            // keeping Black's: White's own goes back to his reserve as two pieces
            assertThat(after(RULES, OWN_AND_BLACK_GIPF, "e1-e2 xe2-e6:e6"))
                    .isEqualTo("gipf game=standard turn=black white=Gb5,Gh5 black=Gb2,Ge6,Gh2 reserve=14,12");
        }

        @Test
        void ga1TheRemoverDecidesAlsoForTheGipfPiecesOfTheOtherColour() {
            // White's push makes Black's row e3-e6; White's GIPF piece on e7 extends it, and Black decides about it
            String start = "gipf game=standard turn=white white=Gb5,Ge7,Gh5 black=Gb2,e2,e3,e4,e6,Gh2 reserve=12,10";
            GipfPosition row = play(RULES, start, "e1-e2");
            assertThat(row.decider()).isEqualTo(Side.BLACK);
            assertThat(moves(RULES, row)).containsExactly("xe2-e7", "xe2-e7:e7");
            assertThat(after(RULES, start, "e1-e2 xe2-e7")).isEqualTo(
                    "gipf game=standard turn=black white=Gb5,Gh5 black=Gb2,Gh2 reserve=11,14 captured=3,0");
        }

        @Test
        void g23RowsCrossingOnAGipfPieceOneWithItOrBothWithoutIt() {
            String start = "gipf game=standard turn=white white=b5,c5,d5,e2,e3,Ge4,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12";
            assertThat(moves(RULES, play(RULES, start, "e1-e2"))).containsExactly("xb5-e5", "xb5-e5:e5", "xe2-e5", "xe2-e5:e5");
            assertThat(after(RULES, start, "e1-e2 xe2-e5"))
                    .isEqualTo("gipf game=standard turn=black white=b5,c5,d5,Gh5 black=Gb2,Ge8,Gh2 reserve=13,12");
            GipfPosition kept = play(RULES, start, "e1-e2 xe2-e5:e5");
            assertThat(moves(RULES, kept)).containsExactly("xb5-e5", "xb5-e5:e5");
            assertThat(after(RULES, start, "e1-e2 xe2-e5:e5 xb5-e5:e5"))
                    .isEqualTo("gipf game=standard turn=black white=Ge5,Gh5 black=Gb2,Ge8,Gh2 reserve=14,12");
        }
    }

    @Nested
    class End {
        @Test
        void g24AnEmptyReserveAtYourTurnLosesEvenIfTheOtherWouldRunOutNext() {
            GipfPosition last = play(RULES, "gipf game=basic turn=white white=- black=- reserve=1,0 captured=14,15", "a1-b2");
            assertThat(winner(last)).isEqualTo("white");
            assertThat(RULES.outcome(last).orElseThrow().reason().key()).isEqualTo("gipf.outcome.noReserve");
            assertThat(RULES.legalMoves(last)).isEmpty();
        }

        @Test
        void g25NoGipfPieceLosesInTheStandardAndTournamentGamesButNotBeforeTheFirst() {
            assertThat(winner(position("gipf game=standard turn=white white=b5 black=Gb2 reserve=17,16"))).isEqualTo("black");
            assertThat(winner(position("gipf game=basic turn=white white=b5 black=b2 reserve=14,14"))).isEqualTo("none");
            assertThat(winner(position("tournament"))).isEqualTo("none");
            assertThat(winner(position("gipf game=tournament turn=black white=Gb5 black=- reserve=16,18 gipfphase=white,black"))).isEqualTo("none");
        }

        @Test
        void ga5RemovingYourOwnLastGipfPieceIsLegalAndLosesAtOnceTheMoverCheckedFirst() {
            String bothLast = "gipf game=standard turn=white white=e2,e3,Ge4 black=b2,Ge5,h2 reserve=14,14";
            GipfPosition end = play(RULES, bothLast, "e1-e2 xe2-e6");
            assertThat(Gipf.text(end)).endsWith("loser=white");
            assertThat(winner(end)).isEqualTo("black");
            assertThat(RULES.outcome(end).orElseThrow().reason().key()).isEqualTo("gipf.outcome.noGipf");
        }

        @Test
        void ga2TheOpponentsRowRefillsHisReserveBeforeTheEmptyReserveCheck() {
            String blackEmpty = "gipf game=basic turn=white white=b5,h5 black=e2,e3,e4,e6 reserve=13,0 captured=0,11";
            assertThat(winner(play(RULES, blackEmpty, "e1-e2"))).isEqualTo("none");
            assertThat(after(RULES, blackEmpty, "e1-e2")).endsWith("reserve=12,4 captured=1,11");
            assertThat(winner(play(RULES, blackEmpty, "a1-b2"))).isEqualTo("white");
        }

        @Test
        void ga8NoLegalPushLosesOnlyPossibleWithPotentials() {
            // White: a GIPF piece, 15 basic pieces and 3 used potentials (17 of his 18 pieces); Black: a GIPF piece, 16 and 1
            String[] white = new String[19];
            String[] black = new String[18];
            int spot = 0;
            for (int point = 0; point < GipfBoard.POINTS; point++) {
                if (!GipfBoard.isDot(point)) {
                    String name = GipfBoard.name(point);
                    if (spot < 19) {
                        white[spot] = (spot == 0 ? "G" : spot >= 16 ? "P" : "") + name;
                    } else {
                        black[spot - 19] = (spot == 19 ? "G" : spot == 36 ? "P" : "") + name;
                    }
                    spot++;
                }
            }
            GipfPosition full = position("gipf game=standard turn=white white=" + String.join(",", white) + " black="
                    + String.join(",", black) + " reserve=1,0");
            assertThat(GipfRules.openEntries(full)).isEmpty();
            assertThat(RULES.outcome(full).orElseThrow().reason().key()).isEqualTo("gipf.outcome.noPush");
        }
    }

    @Nested
    class Potentials {
        @Test
        void p1TheKindsOfPieceAreWrittenApart() {
            String text = "gipf game=standard turn=white white=Pb2,Gb5,c3,Td4,Ge5 black=Gh2 reserve=12,16";
            GipfPosition position = position(text);
            assertThat(position.pieceAt(GipfBoard.point("b2"))).contains(GipfPiece.WHITE_POTENTIAL);
            assertThat(position.pieceAt(GipfBoard.point("d4"))).contains(GipfPiece.WHITE_LOADED);
            assertThat(position.pieceAt(GipfBoard.point("e5"))).contains(GipfPiece.WHITE_GIPF);
            assertThat(Gipf.text(position)).isEqualTo(text);
        }

        @Test
        void p2TheNamedStartsTakeTheAgreedPotentialsAndChallenges() {
            assertThat(Gipf.text(Gipf.notation("potentials=3", "challenges=1").parsePosition("start")))
                    .endsWith("reserve=12,12 potentials=3,3 challenges=1,1");
        }

        @Test
        void p3AndP5ALoadedPieceComesInWithAPushAndIsPushedLikeAnyOther() {
            String loaded = after(RULES, Gipf.text(Gipf.notation("potentials=3").parsePosition("start")), "Ta1-b2 Ta2-b2");
            assertThat(loaded).isEqualTo("gipf game=standard turn=white white=Gb5,Tc2,Ge2,Gh5 black=Tb2,Gc3,Ge8,Gh2 reserve=11,11 potentials=2,2");
        }

        @Test
        void p4ABasicPieceBeforeAllLoadedPiecesLosesTheRestOfThePotentials() {
            MoveResult.Legal<GipfPosition> legal = last(RULES, "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=3,3", "a1-b2");
            assertThat(legal.after().potentials(Side.WHITE)).isZero();
            assertThat(noteKeys(legal)).contains("gipf.note.potentialsLost");
            // tournament: GIPF pieces, then loaded pieces, then basic pieces
            String tournament = "gipf game=tournament turn=white white=Gb5 black=Gh2 reserve=16,16 potentials=1,1 gipfphase=white,black";
            assertThat(after(RULES, tournament, "Ta1-b2")).isEqualTo("gipf game=tournament turn=black white=Tb2,Gb5 black=Gh2 reserve=15,16 potentials=0,1 gipfphase=black");
        }

        /** P-4 (decided 2026-11-26): the window asks before such a push, so the engine says beforehand what it would lose. */
        @Test
        void p4WhatABasicPieceWouldLoseIsKnownBeforeItIsPushed() {
            String three = "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=3,3";
            GipfPosition before = position(three);
            assertThat(RULES.potentialsLostBy(before, GipfNotation.INSTANCE.parseMove("a1-b2"))).isEqualTo(3);
            assertThat(RULES.potentialsLostBy(before, GipfNotation.INSTANCE.parseMove("Ta1-b2"))).isZero();
            assertThat(RULES.potentialsLostBy(before, GipfNotation.INSTANCE.parseMove("a1-c3"))).as("refused: nothing lost").isZero();
            assertThat(RULES.potentialsLostBy(before, GipfNotation.INSTANCE.parseMove("xe2-e5"))).isZero();
            // the extra move brings in the potential as a basic piece: the potentials still held stay
            GipfPosition extra = play(RULES, "gipf game=standard turn=white white=Ge2,e3,Te4,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=2,3", "Te1-e2");
            assertThat(extra.pending()).isEqualTo(Pending.EXTRA);
            assertThat(extra.potentials(Side.WHITE)).isEqualTo(1);
            assertThat(RULES.potentialsLostBy(extra, GipfNotation.INSTANCE.parseMove("a1-b2"))).isZero();
            assertThat(play(RULES, Gipf.text(extra), "a1-b2").potentials(Side.WHITE)).isEqualTo(1);
            // no potential left, nothing to lose
            assertThat(RULES.potentialsLostBy(position("start"), GipfNotation.INSTANCE.parseMove("a1-b2"))).isZero();
        }

        /** P-4: the explanation names the potentials lost, with each language's plurals (Czech 1, 2–4, 5 and more). */
        @ParameterizedTest(name = "{0} potentials, {1}")
        @CsvSource(delimiter = '|', textBlock = """
                1 | EN | White has brought in a basic piece before all loaded pieces: the potential not brought in is lost.
                2 | EN | White has brought in a basic piece before all loaded pieces: the 2 potentials not brought in are lost.
                1 | CS | Bílý nasadil základní kámen dřív než všechny naložené kameny: potenciál, který nebyl zaveden do hry, je ztracen.
                3 | CS | Bílý nasadil základní kámen dřív než všechny naložené kameny: 3 potenciály, které nebyly zavedeny do hry, jsou ztraceny.
                5 | CS | Bílý nasadil základní kámen dřív než všechny naložené kameny: 5 potenciálů, které nebyly zavedeny do hry, je ztraceno.
                1 | FR | Blanc a fait entrer un pion de base avant tous ses pions chargés : le potentiel qui n’est pas entré en jeu est perdu.
                4 | FR | Blanc a fait entrer un pion de base avant tous ses pions chargés : les 4 potentiels qui ne sont pas entrés en jeu sont perdus.
                """)
        void p4TheExplanationNamesThePotentialsLost(int potentials, org.ludoteka.i18n.Language language, String said) {
            String start = "gipf game=standard turn=white white=Gb5,Ge2,Gh5 black=Gb2,Ge8,Gh2 reserve=12,12 potentials=" + potentials + ",0";
            MoveResult.Legal<GipfPosition> legal = last(RULES, start, "a1-b2");
            org.ludoteka.core.Message note = legal.notes().stream().filter(n -> n.key().equals("gipf.note.potentialsLost")).findFirst().orElseThrow();
            assertThat(org.ludoteka.i18n.Messages.of(language).format(note)).isEqualTo(said);
        }

        @Test
        void p6ALoadedPieceInARowMayStayIfRemovedItsPotentialLeavesTheGame() {
            GipfPosition row = play(RULES, PUSHED_BY_OPPONENT, "e1-e2");
            assertThat(Gipf.text(row)).endsWith("pending=rows@white");
            assertThat(moves(RULES, row)).containsExactly("xe2-e6", "xe2-e6:e5");
            MoveResult.Legal<GipfPosition> removed = last(RULES, PUSHED_BY_OPPONENT, "e1-e2 xe2-e6");
            assertThat(Gipf.text(removed.after())).isEqualTo("gipf game=standard turn=white white=Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=14,11 captured=0,1 potentials=2,0");
            assertThat(noteKeys(removed)).contains("gipf.note.potentialsOut");
        }

        @Test
        void p7ARowOfGipfAndLoadedPiecesMustBeBrokenOneOfGipfPiecesOnlyMayStay() {
            String start = "gipf game=tournament turn=white white=Ge3,Ge4,Ge5 black=Gb2 reserve=12,16 potentials=1,0 gipfphase=white,black";
            GipfPosition row = play(RULES, start, "Te1-e2");
            assertThat(moves(RULES, row)).hasSize(15).doesNotContain("xe2-e5:e2,e3,e4,e5").contains("xe2-e5:e3,e4,e5");
            assertThat(reason(RULES, start, "Te1-e2 xe2-e5:e2,e3,e4,e5")).isEqualTo("gipf.mustBreak");
        }

        @Test
        void ga4ARowOfGipfPiecesKeptWholeStandsAndIsNotOfferedAgainUntilItChanges() {
            String start = "gipf game=tournament turn=white white=Ge3,Ge4,Ge5 black=Gb2,f6,g6 reserve=12,14 gipfphase=white";
            String kept = after(RULES, start, "Ge1-e2 xe2-e5:e2,e3,e4,e5");
            assertThat(kept).isEqualTo("gipf game=tournament turn=black white=Ge2,Ge3,Ge4,Ge5 black=Gb2,f6,g6 reserve=10,14 gipfphase=white standing=e2-e5");
            assertThat(after(RULES, kept, "a1-b2")).endsWith("standing=e2-e5");
            // Black's push brings a piece onto e6: the row has changed, and White is asked again
            GipfPosition changed = play(RULES, kept, "h6-g6");
            assertThat(Gipf.text(changed)).isEqualTo(
                    "gipf game=tournament turn=black white=Ge2,Ge3,Ge4,Ge5 black=Gb2,e6,f6,g6 reserve=10,13 gipfphase=white pending=rows@white");
            assertThat(moves(RULES, changed)).hasSize(16).contains("xe2-e6", "xe2-e6:e2,e3,e4,e5");
        }

        @Test
        void p8TheExtraMoveBringsThePotentialInAsASinglePieceTheBaseStaysPlain() {
            assertThat(after(RULES, OWN_POTENTIAL, "e1-e2")).endsWith("potentials=0,3 pending=extra@white");
            MoveResult.Legal<GipfPosition> extra = last(RULES, OWN_POTENTIAL, "e1-e2 a1-b2");
            assertThat(extra.after().pieceAt(GipfBoard.point("b2"))).contains(GipfPiece.WHITE_POTENTIAL);
            assertThat(extra.after().pieceAt(GipfBoard.point("e5"))).contains(GipfPiece.WHITE_BASIC);
            assertThat(extra.after().reserve(Side.WHITE)).isEqualTo(9);
            // forfeited, the potential leaves the game and the base stays as a basic piece
            assertThat(after(RULES, OWN_POTENTIAL, "e1-e2 forfeit")).isEqualTo(
                    "gipf game=standard turn=white white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 potentials=0,3 pending=rows@white");
        }

        @Test
        void p9PushedThereYourselfTheExtraMoveComesInTheSameTurnBeforeTheRows() {
            GipfPosition position = play(RULES, OWN_POTENTIAL, "e1-e2");
            assertThat(position.turn()).isEqualTo(Side.WHITE);
            assertThat(position.pending()).isEqualTo(Pending.EXTRA);
            assertThat(position.pushDue()).isFalse();
        }

        @Test
        void p9PushedThereByTheOpponentTheExtraMoveComesBeforeTheNextRegularPush() {
            String owed = after(RULES, PUSHED_BY_OPPONENT, "e1-e2 xe2-e6:e5");
            assertThat(owed).isEqualTo("gipf game=standard turn=white white=Gb5,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=13,11 captured=0,1 potentials=2,0 pending=extra@white push=due");
            assertThat(after(RULES, owed, "a1-b2")).isEqualTo("gipf game=standard turn=white white=Pb2,Gb5,e5,Gh5 black=Gc3,Ge8,Gh2 reserve=13,11 captured=0,1 potentials=2,0");
        }

        @Test
        void p9ThereIsNoOptionThatDefersThePowerOfAPieceYouPushedThereYourself() {
            assertThat(GipfGame.INSTANCE.options()).noneMatch(option -> option.name().equals("power"));
            // an old save or command line naming power=next-turn reads as today's rule: the extra move comes at once
            GipfPosition position = play(OLD_NEXT_TURN, OWN_POTENTIAL, "e1-e2");
            assertThat(Gipf.text(position)).isEqualTo(after(RULES, OWN_POTENTIAL, "e1-e2")).endsWith("pending=extra@white");
            assertThat(GipfGame.INSTANCE.retiredNotices(java.util.Map.of("power", "next-turn")))
                    .extracting(org.ludoteka.core.Message::key).containsExactly("gipf.retired.power.next-turn");
            assertThat(GipfGame.INSTANCE.retiredNotices(java.util.Map.of("power", "same-turn", "potentials", "3"))).isEmpty();
        }

        @Test
        void ga9ThePotentialRemovedWithARowBeforeItsExtraMoveGivesNone() {
            assertThat(after(RULES, PUSHED_BY_OPPONENT, "e1-e2 xe2-e6")).doesNotContain("pending");
        }

        @Test
        void p10TheInterimPositionNoRowIsRemovedBetweenTheExtraMoveAndTheRegularPush() {
            String owed = "gipf game=standard turn=white white=Gb5,Ge3,e4,Te5,f6,g6,Gh5 black=Gb2,e2,Ge8,Gh2 reserve=8,11 potentials=2,0 pending=extra@white push=due";
            String interim = after(RULES, owed, "h6-g6");
            assertThat(interim).isEqualTo("gipf game=standard turn=white white=Gb5,Ge3,e4,e5,e6,f6,Pg6,Gh5 black=Gb2,e2,Ge8,Gh2 reserve=8,11 potentials=2,0");
            assertThat(after(RULES, interim, "Ta1-b2")).endsWith("pending=rows@white");
        }

        @Test
        void p10ASecondPotentialReachingTheCentreInTheSameTurnGivesItsOwnExtraMove() {
            String twoLoaded = "gipf game=standard turn=white white=Gb5,e2,e3,Te4,Te5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=1,0 pending=extra@white";
            assertThat(after(RULES, twoLoaded, "e1-e2")).isEqualTo(
                    "gipf game=standard turn=white white=Gb5,Pe2,e3,e4,Te5,e6,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 potentials=1,0 pending=extra@white");
        }

        @Test
        void p11AUsedPotentialCannotBeKeptAndNeverGoesToAReserve() {
            String row = "gipf game=standard turn=white white=Pe2,e3,Ge4,e5,Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 pending=rows@white";
            assertThat(reason(RULES, row, "xe2-e5:e2")).isEqualTo("gipf.cannotKeep");
            MoveResult.Legal<GipfPosition> removed = last(RULES, row, "xe2-e5");
            assertThat(Gipf.text(removed.after())).isEqualTo("gipf game=standard turn=black white=Gb5,Gh5 black=Gb2,Ge8,Gh2 reserve=14,12");
            assertThat(noteKeys(removed)).contains("gipf.note.potentialsOut");
        }

        @Test
        void p12AChallengeWonGivesTheExtraMove() {
            assertThat(after(CHALLENGES, OWN_POTENTIAL.replace("potentials=2,3", "potentials=2,3 challenges=1,1"), "e1-e2"))
                    .endsWith("challenges=1,1 pending=challenge@black");
            String challenged = OWN_POTENTIAL.replace("potentials=2,3", "potentials=2,3 challenges=1,1");
            assertThat(after(CHALLENGES, challenged, "e1-e2 challenge")).endsWith("challenges=1,0 pending=tamsk@white");
            assertThat(after(CHALLENGES, challenged, "e1-e2 challenge won")).endsWith("challenges=1,0 pending=extra@white");
            assertThat(after(CHALLENGES, challenged, "e1-e2 no-challenge")).endsWith("challenges=1,1 pending=extra@white");
        }

        @Test
        void p12AChallengeLostLosesThePotentialAndTheExtraMove() {
            String challenged = OWN_POTENTIAL.replace("potentials=2,3", "potentials=2,3 challenges=1,1");
            MoveResult.Legal<GipfPosition> lost = last(CHALLENGES, challenged, "e1-e2 challenge lost");
            assertThat(Gipf.text(lost.after())).isEqualTo(
                    "gipf game=standard turn=white white=Gb5,e2,Ge3,e4,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=9,12 potentials=0,3 challenges=1,0 pending=rows@white");
            assertThat(noteKeys(lost)).startsWith("gipf.note.tamskLost");
        }

        @Test
        void p13AFailedChallengeUsesTheRightUpAndWithNoneLeftThereIsNoChallenge() {
            String noneLeft = OWN_POTENTIAL.replace("potentials=2,3", "potentials=2,3 challenges=1,0");
            assertThat(after(CHALLENGES, noneLeft, "e1-e2")).endsWith("challenges=1,0 pending=extra@white");
            assertThat(List.of(GipfMove.CHALLENGE, GipfMove.NO_CHALLENGE))
                    .isEqualTo(CHALLENGES.legalMoves(play(CHALLENGES, noneLeft.replace("challenges=1,0", "challenges=0,1"), "e1-e2")));
        }
    }

    @Nested
    class Resolutions {
        @Test
        void ga6NoNewGipfPiecesInTheStandardGame() {
            assertThat(reason(RULES, "start", "Ga1-b2")).isEqualTo("gipf.gipfOnlyInTournament");
        }

        @Test
        void ga7WithOnePieceInReserveTheTournamentPlayerMustPlayASinglePiece() {
            String one = "gipf game=tournament turn=white white=Gb5 black=Gb2 reserve=1,16 captured=15,0 gipfphase=white,black";
            assertThat(moves(RULES, position(one))).hasSize(42).noneMatch(m -> m.startsWith("G"));
        }

        @Test
        void ga10TheCornersAlternateWhiteB5E2H5() {
            assertThat(Gipf.text(position("basic"))).contains("white=b5,e2,h5 black=b2,e8,h2");
        }
    }
}
