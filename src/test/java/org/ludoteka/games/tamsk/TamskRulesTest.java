package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.games.tamsk.Tamsk.BOXED_IN;
import static org.ludoteka.games.tamsk.Tamsk.RED_HOLDER_EMPTY;
import static org.ludoteka.games.tamsk.Tamsk.at;
import static org.ludoteka.games.tamsk.Tamsk.illegal;
import static org.ludoteka.games.tamsk.Tamsk.last;
import static org.ludoteka.games.tamsk.Tamsk.noteKeys;
import static org.ludoteka.games.tamsk.Tamsk.play;
import static org.ludoteka.games.tamsk.Tamsk.position;
import static org.ludoteka.games.tamsk.Tamsk.result;
import static org.ludoteka.games.tamsk.Tamsk.rules;
import static org.ludoteka.games.tamsk.Tamsk.text;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Side;

class TamskRulesTest {
    private static final TamskRules LEVEL_1 = rules();
    private static final TamskRules LEVEL_2 = rules("level=2");
    private static final TamskRules LEVEL_3 = rules("level=3");
    private static final TamskRules STRICT = rules("fullcell=loses");
    /** Level 3, every hourglass running with 100 s left. */
    private static final String RUNNING = "tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 "
            + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32";

    @Test
    void theReasonsAreCheckedInTheOrderTheReadmeLists() {
        assertThat(Arrays.stream(TamskMoveError.values()).map(TamskMoveError::key)).containsExactly(
                "tamsk.gameOver", "tamsk.onlyAtLevel3", "tamsk.skipping", "tamsk.holding", "tamsk.mustPlace",
                "tamsk.allPlaced", "tamsk.noHourglass", "tamsk.notYourHourglass", "tamsk.expired", "tamsk.boxedIn",
                "tamsk.notNeighbour", "tamsk.occupied", "tamsk.fullCell", "tamsk.unmovedFirst", "tamsk.timerRuns",
                "tamsk.noClaim", "tamsk.claimTooEarly", "tamsk.noRing", "tamsk.tooLate", "tamsk.holderEmpty", "tamsk.voluntaryPass");
    }

    @ParameterizedTest(name = "{2}: {1} after {0}")
    @CsvSource(delimiter = '|', textBlock = """
            tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=25,25 | a1-b2 | tamsk.gameOver | 1
            start                                                           | a1^          | tamsk.onlyAtLevel3     | 1
            tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 | timer | tamsk.onlyAtLevel3 | 1
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 skips=1,0 | a1-b1 | tamsk.skipping | 3
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 skips=1,0 | timer | tamsk.skipping | 3
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 hand=a1 | g1-f1 | tamsk.holding | 3
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 hand=a1 | pass | tamsk.holding | 3
            free                                                            | a1-b1        | tamsk.mustPlace        | 1
            free                                                            | pass         | tamsk.mustPlace        | 1
            start                                                           | @d4          | tamsk.allPlaced        | 1
            start                                                           | d4-d5        | tamsk.noHourglass      | 1
            start                                                           | d1-d2        | tamsk.notYourHourglass | 1
            tamsk level=2 turn=red red=a1:x,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 | a1-b1 | tamsk.expired | 2
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=a2:100000,b1:100000,b2:100000 rings=- holders=32,32 | a1^ | tamsk.boxedIn | 3
            start                                                           | a1-c2        | tamsk.notNeighbour     | 1
            tamsk level=1 turn=red red=a1,a2,d7 black=d1,g4,a4 rings=- holders=32,32 | a1-a2 | tamsk.occupied | 1
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32 | a1-b1 | tamsk.fullCell | 1
            tamsk level=2 turn=red red=b2:100000,g1,d7 black=d1,g4,a4 rings=- holders=32,32 | b2-c3 | tamsk.unmovedFirst | 2
            tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 timer=5000@red | timer | tamsk.timerRuns | 3
            start                                                           | claim        | tamsk.noClaim          | 1
            tamsk level=2 turn=black red=b2:170000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 claim=b2 letgo=300 | claim | tamsk.claimTooEarly | 2
            start                                                           | ring         | tamsk.noRing           | 1
            tamsk level=2 turn=black red=b2:170000,g1:100000,d7:100000 black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 claim=b2 letgo=2001 | ring | tamsk.tooLate | 2
            tamsk level=1 turn=red red=a1,b1,c1 black=a4,b5,c6 rings=d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,e4:3,e5:2,e6:1,f1:1,f2:2,f3:1 holders=0,32 | a1-b2+ | tamsk.holderEmpty | 1
            start                                                           | pass         | tamsk.voluntaryPass    | 1
            tamsk level=2 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=- holders=32,32 | pass | tamsk.voluntaryPass | 2
            """)
    void everyWayAnEventCanBeWrongHasItsOwnReason(String positionText, String event, String code, int level) {
        MoveResult<TamskPosition> result = rules("level=" + level).apply(position(positionText), Tamsk.NOTATION.parseMove(event));

        assertThat(illegal(result).reason().key()).isEqualTo(code);
    }

    @ParameterizedTest(name = "{1} after {0}: {2} comes first")
    @CsvSource(delimiter = '|', textBlock = """
            free                                                                      | a1^   | tamsk.onlyAtLevel3
            start                                                                     | d1-f1 | tamsk.notYourHourglass
            tamsk level=1 turn=red red=a1,a2,d7 black=d1,g4,a4 rings=- holders=32,32  | d7-a2 | tamsk.notNeighbour
            tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32 | a1-b1+ | tamsk.fullCell
            tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=25,25 | pass | tamsk.gameOver
            """)
    void whenSeveralReasonsApplyTheFirstInTheOrderIsReported(String positionText, String event, String code) {
        assertThat(illegal(LEVEL_1.apply(position(positionText), Tamsk.NOTATION.parseMove(event))).reason().key()).isEqualTo(code);
    }

    @Test
    void reasonsNameWhatIsWrong() {
        assertThat(illegal(LEVEL_1.apply(TamskPosition.start(1), Tamsk.NOTATION.parseMove("d1-d2"))).message())
                .isEqualTo(Message.of("tamsk.notYourHourglass", "d1", Message.of("tamsk.colour.black"), Message.of("side.red")));
        assertThat(illegal(result(LEVEL_1, position("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b2:2 holders=30,32"),
                "a1-b2")).args()).containsExactly("b2", 2);
        assertThat(illegal(result(LEVEL_1, TamskPosition.start(1), "pass")).args()).containsExactly(1, 9);
    }

    @Nested
    class LevelOne {

        @Test
        void theStartOffersExactlyTheNineStepsOfRedsCornerHourglasses() {
            assertThat(LEVEL_1.legalMoves(TamskPosition.start(1)).stream().map(e -> Tamsk.NOTATION.format(null, e)).sorted())
                    .containsExactly("a1-a2", "a1-b1", "a1-b2", "d7-c6", "d7-d6", "d7-e6", "g1-f1", "g1-f2", "g1-g2");
        }

        @Test
        void aMoveLeavesTheHourglassAsAPlainPieceAndHandsTheTurnOver() {
            TamskPosition after = play(LEVEL_1, TamskPosition.start(1), "a1-b2");

            assertThat(text(after)).isEqualTo("tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim=b2");
        }

        @Test
        void aRingDroppedWithTheMoveGoesOntoTheNewCell() {
            var legal = last(LEVEL_1, TamskPosition.start(1), "a1-b2+");

            assertThat(text(legal.after())).isEqualTo("tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=b2:1 holders=31,32");
            assertThat(legal.notes()).contains(Message.of("tamsk.note.ringDropped", Message.of("side.red"), "b2", 1, 2, 31));
        }

        @Test
        void theMoverMayStillDropHisRingUntilTheOpponentActs() {
            assertThat(text(play(LEVEL_1, TamskPosition.start(1), "a1-b2 ring")))
                    .isEqualTo("tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=b2:1 holders=31,32");
            assertThat(illegal(result(LEVEL_1, TamskPosition.start(1), "a1-b2 d1-d2+ ring")).reason())
                    .isEqualTo(TamskMoveError.NO_RING); // Black has moved since: Red's chance is gone, and Black dropped his
        }

        @Test
        void aRingFillingTheCellSaysNoHourglassMayEnterItAgain() {
            var legal = last(LEVEL_1, TamskPosition.start(1), "a1-b1+");

            assertThat(noteKeys(legal)).contains("tamsk.note.cellFull");
            assertThat(illegal(result(LEVEL_1, legal.after(), "d1-c1 b1-b2 c1-b1")).reason()).isEqualTo(TamskMoveError.FULL_CELL);
        }

        @Test
        void theOpponentClaimsAForgottenRingWithHisOwnAndStillMoves() {
            TamskPosition claimed = play(LEVEL_1, TamskPosition.start(1), "a1-b2 claim");

            assertThat(text(claimed)).isEqualTo("tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=b2:1 holders=32,31");
            assertThat(text(play(LEVEL_1, claimed, "d1-d2+"))).isEqualTo(
                    "tamsk level=1 turn=red red=b2,g1,d7 black=d2,g4,a4 rings=b2:1,d2:1 holders=32,30");
        }

        @ParameterizedTest(name = "{0}: {1}")
        @CsvSource({
                "a1-b2+ claim, tamsk.noClaim",
                "a1-b2 claim claim, tamsk.noClaim",
                "a1-b2 ring claim, tamsk.noClaim",
                "a1-b2 claim ring, tamsk.noRing",
                "a1-b2 d1-d2+ claim, tamsk.noClaim"})
        void aForgottenRingIsDroppedOnceByTheMoverOrByTheOpponent(String events, String code) {
            assertThat(illegal(result(LEVEL_1, TamskPosition.start(1), events)).reason().key()).isEqualTo(code);
        }

        @Test
        void theClaimRightPassesToTheOtherPlayerWhenTheOpponentMovesWithoutClaiming() {
            TamskPosition after = play(LEVEL_1, TamskPosition.start(1), "a1-b2 d1-d2");

            assertThat(after.claim()).isEqualTo(TamskBoard.cell("d2"));
            assertThat(text(play(LEVEL_1, after, "claim"))).contains("rings=d2:1 holders=31,32");
        }

        @Test
        void anEmptyHolderStopsRingsButNotMoves() {
            TamskPosition empty = position(RED_HOLDER_EMPTY);

            assertThat(last(LEVEL_1, empty, "a1-b2").after().turn()).isEqualTo(Side.BLACK); // TA-4
            assertThat(illegal(result(LEVEL_1, empty, "a1-b2 ring")).reason()).isEqualTo(TamskMoveError.HOLDER_EMPTY);
            TamskPosition blackEmpty = position("tamsk level=1 turn=black red=b2,b1,c1 black=a4,b5,c6 "
                    + "rings=d1:1,d2:2,d3:3,d4:4,d5:3,d6:2,d7:1,e1:1,e2:2,e3:3,e4:3,e5:2,e6:1,f1:1,f2:2,f3:1 holders=32,0 claim=b2");
            assertThat(illegal(result(LEVEL_1, blackEmpty, "claim")).args()).containsExactly(Message.of("side.black"));
        }

        @Test
        void aPlayerBoxedInPassesAndNothingElse() {
            TamskPosition boxed = position("tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=b3:2,c2:2 holders=30,30");

            assertThat(LEVEL_1.legalMoves(boxed)).containsExactly(TamskEvent.PASS);
            var passed = last(LEVEL_1, boxed, "pass");
            assertThat(passed.after().turn()).isEqualTo(Side.BLACK);
            assertThat(noteKeys(passed)).containsExactly("tamsk.note.forcedPass");
            assertThat(illegal(result(LEVEL_1, passed.after(), "pass")).reason()).isEqualTo(TamskMoveError.VOLUNTARY_PASS);
        }

        @Test
        void theGameEndsWhenNoHourglassCanMoveAndTheLastMoveSaysWhoWon() {
            TamskPosition almost = position("tamsk level=1 turn=black red=a1,a2,b1 black=b2,a3,d2 "
                    + "rings=a4:1,b3:2,b4:2,c2:2,c3:3,d1:1,d2:2,g4:1 holders=25,25");
            var last = last(LEVEL_1, almost, "d2-c1+"); // the ring on c1 leaves Black with 24

            assertThat(last.after().isFinished()).isTrue();
            assertThat(LEVEL_1.legalMoves(last.after())).isEmpty();
            assertThat(LEVEL_1.outcome(last.after()).orElseThrow().winner()).contains(Side.BLACK);
            assertThat(last.notes().get(last.notes().size() - 1).key()).isEqualTo("tamsk.outcome.fewerRings");
        }
    }

    @Nested
    class FullCell {
        private final TamskPosition nextToAFullCell =
                position("tamsk level=1 turn=red red=a1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32");

        @Test
        void normallyTheMoveIsRefusedWithTheReasonThatOverTheBoardItLosesAtOnce() {
            assertThat(illegal(LEVEL_1.apply(nextToAFullCell, Tamsk.NOTATION.parseMove("a1-b1"))).message())
                    .isEqualTo(Message.of("tamsk.fullCell", "b1", 1));
            assertThat(LEVEL_1.legalMoves(nextToAFullCell)).doesNotContain(new TamskEvent.Move(0, TamskBoard.cell("b1"), false));
        }

        @Test
        void inStrictModeItIsPlayedAndLosesAtOnce() {
            var lost = last(STRICT, nextToAFullCell, "a1-b1");

            assertThat(text(lost.after())).isEqualTo("tamsk level=1 turn=black red=b1,g1,d7 black=d1,g4,a4 rings=b1:1 holders=31,32 overfull=b1");
            assertThat(STRICT.outcome(lost.after()).orElseThrow().winner()).contains(Side.BLACK);
            assertThat(lost.notes().get(lost.notes().size() - 1))
                    .isEqualTo(Message.of("tamsk.outcome.fullCell", Message.of("side.red"), "b1", Message.of("side.black")));
            assertThat(STRICT.legalMoves(nextToAFullCell)).contains(new TamskEvent.Move(0, TamskBoard.cell("b1"), false));
        }

        @Test
        void aFullCellDoesNotCountAsAWayOutSoABoxedInPlayerStillPassesInStrictMode() {
            TamskPosition boxed = position("tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=b3:2,c2:2 holders=30,30");

            assertThat(STRICT.legalMoves(boxed)).contains(TamskEvent.PASS, new TamskEvent.Move(TamskBoard.cell("a2"), TamskBoard.cell("b3"), false));
            assertThat(last(STRICT, boxed, "pass").after().isFinished()).isFalse();
        }
    }

    @Nested
    class LevelTwo {

        @Test
        void theFirstMoveOfAnHourglassAtRestStartsTheFullThreeMinutes() {
            var legal = last(LEVEL_2, TamskPosition.start(2), "a1-b2");

            assertThat(at(legal.after(), "b2").upperMillis()).isEqualTo(180_000);
            assertThat(legal.notes()).contains(Message.of("tamsk.note.started", 180.0));
        }

        @Test
        void turningARunningHourglassLeaves180MinusWhatWasAbove() {
            TamskPosition running = position("tamsk level=2 turn=red red=a1:47000,g1:100000,d7:100000 "
                    + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32");
            var legal = last(LEVEL_2, running, "a1-b2");

            assertThat(at(legal.after(), "b2").upperMillis()).isEqualTo(133_000);
            assertThat(legal.notes()).contains(Message.of("tamsk.note.turned", 47.0, 133.0));
        }

        @Test
        void turningAnHourglassAgainWithNoTimeBetweenRunsItOutAtOnce() {
            TamskPosition fresh = position("tamsk level=2 turn=red red=b2:180000,g1:100000,d7:100000 "
                    + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32");
            var legal = last(LEVEL_2, fresh, "b2-c3");

            assertThat(at(legal.after(), "c3").isExpired()).isTrue();
            assertThat(noteKeys(legal)).contains("tamsk.note.turnedEmpty");
        }

        @Test
        void afterThreeMinutesLessATenthTheHourglassStillRunsAndAtThreeMinutesItHasRunOut() {
            TamskPosition moved = play(LEVEL_2, TamskPosition.start(2), "a1-b2+");

            TamskPosition almost = play(LEVEL_2, moved, "+179.9s");
            assertThat(at(almost, "b2").isRunning()).isTrue();
            assertThat(at(almost, "b2").upperMillis()).isEqualTo(100);
            var expired = last(LEVEL_2, almost, "+0.1s");
            assertThat(at(expired.after(), "b2").isExpired()).isTrue();
            assertThat(expired.notes()).contains(Message.of("tamsk.note.expired", "b2"));
            assertThat(text(expired.after())).contains("red=b2:x,g1,d7");
        }

        @Test
        void aRunOutHourglassStaysOnItsCellAndBlocksIt() {
            TamskPosition expired = play(LEVEL_2, TamskPosition.start(2), "a1-b2+ +180s");

            assertThat(illegal(result(LEVEL_2, expired, "d1-c1 b2-c2")).reason()).isEqualTo(TamskMoveError.EXPIRED);
            TamskPosition besideIt = position("tamsk level=2 turn=black red=b2:x,g1:100000,d7:100000 "
                    + "black=c2:100000,g4:100000,a4:100000 rings=b2:1 holders=31,32");
            assertThat(illegal(result(LEVEL_2, besideIt, "c2-b2")).reason()).isEqualTo(TamskMoveError.OCCUPIED);
        }

        @Test
        void inTheFirstThreeTurnsEachHourglassMovesOnceAndThenAnyMay() {
            TamskPosition opening = play(LEVEL_2, TamskPosition.start(2), "a1-b1 d1-d2");

            assertThat(illegal(result(LEVEL_2, opening, "b1-c2")).args()).containsExactly("g1, d7", 2);
            assertThat(LEVEL_2.legalMoves(opening)).allMatch(e -> ((TamskEvent.Move) e).from() != TamskBoard.cell("b1"));
            TamskPosition allMoved = play(LEVEL_2, opening, "g1-f1 g4-f4 d7-d6 a4-a3 +1s");
            assertThat(text(allMoved)).doesNotContain("opening=");
            assertThat(last(LEVEL_2, allMoved, "b1-c2").after().red().opening()).isZero();
        }

        @Test
        void anUnmovedHourglassThatIsBoxedInFreesTheOthers() {
            TamskPosition boxed = position("tamsk level=2 turn=red red=b2:100000,g1,d7 black=f1,f2,g2 "
                    + "rings=c6:1,d6:2,e6:1 holders=30,30");

            assertThat(last(LEVEL_2, boxed, "b2-c3").after().turn()).isEqualTo(Side.BLACK); // TA-10
        }

        @Test
        void theFirstThreeTurnsEndAfterThreeTurnsEvenIfAnHourglassNeverMoved() {
            TamskPosition late = position("tamsk level=2 turn=red red=b2:100000,g1,d7 black=d1,g4,a4 "
                    + "rings=- holders=32,32 opening=0,3");

            assertThat(last(LEVEL_2, late, "b2-c3").after().turn()).isEqualTo(Side.BLACK);
        }

        @ParameterizedTest(name = "grace {0} ms, {1}: legal {2}")
        @CsvSource({
                "2000, a1-b2+,            true",
                "2000, a1-b2 ring,        true",
                "2000, a1-b2 +2s ring,    true",
                "2000, a1-b2 +2.001s ring, false",
                "0,    a1-b2 ring,        true",
                "0,    a1-b2 +0.001s ring, false",
                "5000, a1-b2 +5s ring,    true",
                "5000, a1-b2 d1^ ring,    true"})
        void theRingComesAtOnceOrWithinTheGrace(String grace, String events, boolean legal) {
            TamskRules rules = rules("level=3", "grace=" + grace);

            assertThat(result(rules, TamskPosition.start(3), events)).isInstanceOf(legal ? MoveResult.Legal.class : MoveResult.Illegal.class);
        }

        @Test
        void tooLateForTheMoverIsNotTooLateForTheOpponentsClaim() {
            TamskPosition waited = play(LEVEL_2, TamskPosition.start(2), "a1-b2 +10s");

            assertThat(illegal(result(LEVEL_2, waited, "ring")).args()).containsExactly(10.0, 2.0);
            assertThat(text(play(LEVEL_2, waited, "claim"))).contains("rings=b2:1 holders=32,31");
        }

        @ParameterizedTest(name = "grace {0} ms, {1}: legal {2}")
        @CsvSource({
                "2000, a1-b2 claim,         false",
                "2000, a1-b2 +0.3s claim,   false",
                "2000, a1-b2 +2s claim,     false",
                "2000, a1-b2 +2.001s claim, true",
                "0,    a1-b2 claim,         false",
                "0,    a1-b2 +0.001s claim, true",
                "5000, a1-b2 +5s claim,     false",
                "5000, a1-b2 +5.001s claim, true"})
        void theClaimOpensOnlyWhenTheGraceIsOver(String grace, String events, boolean legal) {
            TamskRules rules = rules("level=2", "grace=" + grace);

            assertThat(result(rules, TamskPosition.start(2), events)).isInstanceOf(legal ? MoveResult.Legal.class : MoveResult.Illegal.class);
        }

        @Test
        void aClaimInsideTheGraceSaysWhoMayStillDropTheRingAndForHowLong() {
            MoveResult.Illegal<TamskPosition> early = illegal(result(LEVEL_2, TamskPosition.start(2), "a1-b2 +0.3s claim"));

            assertThat(early.reason()).isEqualTo(TamskMoveError.CLAIM_TOO_EARLY);
            assertThat(early.args()).containsExactly(Message.of("side.red"), "b2", 0.3, 2.0);
        }

        @Test
        void atEveryMomentOfTheGraceEitherTheRingOrTheClaimIsOpenNeverBoth() {
            TamskPosition moved = play(LEVEL_2, TamskPosition.start(2), "a1-b2");
            for (long millis = 0; millis <= 4000; millis += 250) {
                TamskPosition now = play(LEVEL_2, moved, "+" + millis / 1000.0 + "s");
                boolean ring = result(LEVEL_2, now, "ring") instanceof MoveResult.Legal;
                boolean claim = result(LEVEL_2, now, "claim") instanceof MoveResult.Legal;

                assertThat(ring).as("after %d ms", millis).isNotEqualTo(claim);
                assertThat(LEVEL_2.millisUntilClaimOpens(now)).as("after %d ms", millis).isEqualTo(Math.max(0, 2001 - millis));
            }
        }

        @Test
        void atLevelOneTheClaimIsOpenAtOnce() {
            assertThat(LEVEL_1.inGrace(play(LEVEL_1, TamskPosition.start(1), "a1-b2"))).isFalse();
        }

        @Test
        void theGraceIsCountedOnlyWhileARingIsOwed() {
            assertThat(text(play(LEVEL_2, TamskPosition.start(2), "a1-b2 +1.5s"))).endsWith("claim=b2 letgo=1500");
            assertThat(text(play(LEVEL_2, TamskPosition.start(2), "a1-b2+ +1.5s"))).doesNotContain("letgo");
        }
    }

    @Nested
    class LevelThree {

        @Test
        void theTimerRunsAgainstThePlayerOnMoveAndOnlyFromEmpty() {
            TamskPosition timed = play(LEVEL_3, position(RUNNING), "timer");

            assertThat(text(timed)).endsWith("timer=15000@red");
            assertThat(illegal(result(LEVEL_3, timed, "+10s timer")).args()).containsExactly(5.0);
            TamskPosition moved = play(LEVEL_3, timed, "+10s a1-b1+");
            assertThat(text(moved)).endsWith("timer=5000");
            assertThat(illegal(result(LEVEL_3, moved, "timer")).reason()).isEqualTo(TamskMoveError.TIMER_RUNS);
            assertThat(text(play(LEVEL_3, moved, "+5s timer"))).endsWith("timer=15000@black");
        }

        @Test
        void letGoInTimeAndNothingHappensWhenTheSandRunsOut() {
            TamskPosition done = play(LEVEL_3, position(RUNNING), "timer +14.999s a1-b1+ +0.001s");

            assertThat(done.red().skips()).isZero();
            assertThat(done.turn()).isEqualTo(Side.BLACK);
        }

        @Test
        void aLateMoveMayBeFinishedButCostsTheNextTurn() {
            var late = last(LEVEL_3, position(RUNNING), "timer a1^ +15s");

            assertThat(late.notes()).contains(Message.of("tamsk.note.lateMove", Message.of("side.red")));
            assertThat(text(late.after())).endsWith("skips=1,0 hand=a1");
            TamskPosition finished = play(LEVEL_3, late.after(), "a1-b1+ d1-d2");
            assertThat(LEVEL_3.legalMoves(finished)).containsExactly(TamskEvent.PASS);
            assertThat(illegal(result(LEVEL_3, finished, "g1-f1")).args()).containsExactly(Message.of("side.red"), 1);
            TamskPosition skipped = play(LEVEL_3, finished, "pass");
            assertThat(skipped.turn()).isEqualTo(Side.BLACK);
            assertThat(text(skipped)).doesNotContain("skips=");
        }

        /** T-26: Red's 15 s ran out with a1 in his hand; Black picks up d1 at once, and Red lets go first. */
        @Test
        void theWaitingPlayerMayPickUpWhileTheLateMoveIsFinished() {
            var early = last(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^");

            assertThat(early.notes()).containsExactly(Message.of("tamsk.note.pickedUpEarly", Message.of("side.black"), "d1",
                    Message.of("side.red")));
            assertThat(text(early.after())).endsWith("skips=1,0 hand=a1 early=d1");
            TamskPosition redLetGo = play(LEVEL_3, early.after(), "a1-b1+");
            assertThat(redLetGo.turn()).isEqualTo(Side.BLACK);
            assertThat(text(redLetGo)).endsWith("skips=1,0 hand=d1");
            assertThat(LEVEL_3.legalMoves(redLetGo)).containsExactlyInAnyOrder(
                    new TamskEvent.Move(TamskBoard.cell("d1"), TamskBoard.cell("c1"), false),
                    new TamskEvent.Move(TamskBoard.cell("d1"), TamskBoard.cell("d2"), false),
                    new TamskEvent.Move(TamskBoard.cell("d1"), TamskBoard.cell("e1"), false));
            TamskPosition blackMoved = play(LEVEL_3, redLetGo, "d1-d2");
            assertThat(LEVEL_3.legalMoves(blackMoved)).containsExactly(TamskEvent.PASS);
            assertThat(play(LEVEL_3, blackMoved, "pass").turn()).isEqualTo(Side.BLACK);
        }

        /** T-26 the other way round: Black lets go before Red; that was Black's turn, and Red's lost one goes with it. */
        @Test
        void theWaitingPlayerMayLetGoFirstAndThenMovesAgain() {
            var blackFirst = last(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^ +1s d1-d2+");

            assertThat(noteKeys(blackFirst)).startsWith("tamsk.note.movedEarly", "tamsk.note.turned", "tamsk.note.ringDropped");
            assertThat(blackFirst.after().turn()).isEqualTo(Side.RED);
            assertThat(text(blackFirst.after())).isEqualTo("tamsk level=3 turn=red red=a1:84000,g1:84000,d7:84000 "
                    + "black=d2:96000,g4:84000,a4:84000 rings=d2:1 holders=32,31 hand=a1");
            assertThat(LEVEL_3.legalMoves(blackFirst.after())).allMatch(e -> e instanceof TamskEvent.Move m && m.from() == TamskBoard.cell("a1"));
            TamskPosition redLetGo = play(LEVEL_3, blackFirst.after(), "a1-b1");
            assertThat(redLetGo.turn()).isEqualTo(Side.BLACK);
            TamskPosition blackAgain = play(LEVEL_3, redLetGo, "g4-f4+");
            assertThat(blackAgain.turn()).isEqualTo(Side.RED);
            assertThat(LEVEL_3.legalMoves(blackAgain)).isNotEqualTo(List.of(TamskEvent.PASS));
        }

        @Test
        void theWaitingPlayerMayNotStartBeforeTheSandRunsOutNorHoldTwoHourglasses() {
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "timer a1^ +14.999s d1^")).args()).containsExactly("a1");
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^ g4^")).args()).containsExactly("d1");
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^ d1-d3")).reason())
                    .isEqualTo(TamskMoveError.NOT_NEIGHBOUR);
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^ d1-a1")).reason())
                    .isEqualTo(TamskMoveError.NOT_NEIGHBOUR);
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "timer a1^ +15s d1^ a1-b1 g4-f4")).reason())
                    .isEqualTo(TamskMoveError.HOLDING);
        }

        @Test
        void bothHandsMayNotEnterTheSameCell() {
            TamskPosition late = position("tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 "
                    + "black=c1:100000,g4:100000,a4:100000 rings=- holders=32,32 skips=1,0 hand=a1 early=c1");

            TamskPosition blackOnB1 = play(LEVEL_3, late, "c1-b1");
            assertThat(illegal(result(LEVEL_3, blackOnB1, "a1-b1")).reason()).isEqualTo(TamskMoveError.OCCUPIED);
            assertThat(illegal(result(LEVEL_3, late, "a1-b1 c1-b1")).reason()).isEqualTo(TamskMoveError.OCCUPIED);
        }

        /** Black's early move takes the last free cell next to Red's a1: Red puts it back, and his turn ends. */
        @Test
        void aLateHourglassLeftWithNoCellToGoToIsPutBack() {
            TamskPosition late = position("tamsk level=3 turn=red red=a1:100000,a2:100000,d7:100000 "
                    + "black=b1:100000,c2:100000,a4:100000 rings=- holders=32,32 skips=1,0 hand=a1 early=c2");
            var boxed = last(LEVEL_3, late, "c2-b2");

            assertThat(boxed.notes()).contains(Message.of("tamsk.note.putBack", "a1", Message.of("side.red")));
            assertThat(boxed.after().turn()).isEqualTo(Side.BLACK);
            assertThat(boxed.after().hand()).isEqualTo(TamskBoard.NONE);
            assertThat(boxed.after().red().skips()).isZero();
        }

        /**
         * Found by the soak: Black, late, lets go on b1, the last free cell next to the a1 Red picked up
         * early. Red was left holding an hourglass that could go nowhere, with no event listed; he puts
         * it back and moves another.
         */
        @Test
        void anEarlyHourglassLeftWithNoCellToGoToIsPutBackAndAnotherMayMove() {
            TamskPosition late = position("tamsk level=3 turn=black red=a1:100000,a2:100000,d7:100000 "
                    + "black=c1:100000,b2:100000,g4:100000 rings=- holders=32,32 skips=0,1 hand=c1 early=a1");
            var blackLetGo = last(LEVEL_3, late, "c1-b1+");

            assertThat(blackLetGo.notes()).contains(Message.of("tamsk.note.putBackFree", "a1", Message.of("side.red")));
            assertThat(text(blackLetGo.after())).isEqualTo("tamsk level=3 turn=red red=a1:100000,a2:100000,d7:100000 "
                    + "black=b1:80000,b2:100000,g4:100000 rings=b1:1 holders=32,31 skips=0,1");
            assertThat(LEVEL_3.legalMoves(blackLetGo.after())).isNotEmpty()
                    .allMatch(e -> e instanceof TamskEvent.Move m && m.from() != TamskBoard.cell("a1"));
        }

        @Test
        void anHourglassPickedUpEarlyMayRunOutInTheHand() {
            TamskPosition late = position("tamsk level=3 turn=red red=a1:100000,g1:100000,d7:100000 "
                    + "black=d1:500,g4:100000,a4:100000 rings=- holders=32,32 skips=1,0 hand=a1 early=d1");
            var ranOut = last(LEVEL_3, late, "+0.5s");

            assertThat(ranOut.notes()).contains(Message.of("tamsk.note.expiredInHand", "d1", Message.of("side.black")));
            assertThat(text(ranOut.after())).endsWith("skips=1,0 hand=a1");
        }

        @Test
        void noMoveStartedWhenTheSandRunsOutCostsThisTurnAndTheNext() {
            var notStarted = last(LEVEL_3, position(RUNNING), "timer +15s");

            assertThat(notStarted.notes()).contains(Message.of("tamsk.note.notStarted", Message.of("side.red")));
            assertThat(notStarted.after().turn()).isEqualTo(Side.BLACK);
            TamskPosition blackAgain = play(LEVEL_3, notStarted.after(), "d1-d2 pass");
            assertThat(blackAgain.turn()).isEqualTo(Side.BLACK);
            assertThat(blackAgain.red().skips()).isZero();
        }

        @Test
        void aVoluntaryPassIsAllowedAndCostsTheNextTurnToo() {
            var passed = last(LEVEL_3, position(RUNNING), "pass");

            assertThat(noteKeys(passed)).containsExactly("tamsk.note.voluntaryPass");
            assertThat(text(passed.after())).endsWith("skips=1,0");
            assertThat(play(LEVEL_3, passed.after(), "d1-d2 pass").turn()).isEqualTo(Side.BLACK);
        }

        @Test
        void skipsAddUp() {
            TamskPosition twiceLate = play(LEVEL_3, position(RUNNING), "timer a1^ +15s timer +15s");

            assertThat(twiceLate.red().skips()).isEqualTo(2);
            TamskPosition played = play(LEVEL_3, twiceLate, "a1-b1 d1-d2 pass g4-f4 pass");
            assertThat(played.turn()).isEqualTo(Side.BLACK);
            assertThat(play(LEVEL_3, played, "a4-a3").turn()).isEqualTo(Side.RED);
        }

        @Test
        void aClaimMustComeBeforeTheMoveStarts() {
            assertThat(illegal(result(LEVEL_3, position(RUNNING), "a1-b1 d1^ claim")).reason()).isEqualTo(TamskMoveError.HOLDING);
            assertThat(last(LEVEL_3, position(RUNNING), "a1-b1 +2.5s claim d1^").after().hand()).isEqualTo(TamskBoard.cell("d1"));
        }

        @Test
        void anHourglassRunningOutInTheHandIsLostAndTheMoveNotStarted() {
            TamskPosition holding = position("tamsk level=3 turn=red red=a1:1000,g1:100000,d7:100000 "
                    + "black=d1:100000,g4:100000,a4:100000 rings=- holders=32,32 hand=a1");
            var ranOut = last(LEVEL_3, holding, "+1s");

            assertThat(ranOut.after().hand()).isEqualTo(TamskBoard.NONE);
            assertThat(ranOut.notes()).contains(Message.of("tamsk.note.expiredInHand", "a1", Message.of("side.red")));
            assertThat(last(LEVEL_3, ranOut.after(), "g1-f1").after().turn()).isEqualTo(Side.BLACK);
        }
    }

    @Nested
    class FreeStart {

        @Test
        void theFirstThreeTurnsPlaceAnHourglassOnAnyVacantCell() {
            assertThat(LEVEL_1.legalMoves(TamskPosition.free(1))).hasSize(37).allMatch(e -> e instanceof TamskEvent.Place);
            TamskPosition placed = play(LEVEL_1, TamskPosition.free(1), "@d4 @d5 @a1 @g4 @c3 @e3");

            assertThat(text(placed)).isEqualTo("tamsk level=1 turn=red red=d4,a1,c3 black=d5,g4,e3 rings=- holders=32,32 claim=e3");
            assertThat(illegal(result(LEVEL_1, placed, "@b2")).reason()).isEqualTo(TamskMoveError.ALL_PLACED);
            assertThat(LEVEL_1.legalMoves(placed)).allMatch(e -> e instanceof TamskEvent.Move);
        }

        @Test
        void placingOnAnOccupiedCellIsRefused() {
            assertThat(illegal(result(LEVEL_1, TamskPosition.free(1), "@d4 @d4")).reason()).isEqualTo(TamskMoveError.OCCUPIED);
        }

        @Test
        void atLevelsTwoAndThreeTheSandStartsWhenTheHourglassIsPlaced() {
            var placed = last(LEVEL_2, TamskPosition.free(2), "@d4");

            assertThat(at(placed.after(), "d4").upperMillis()).isEqualTo(180_000);
            assertThat(placed.notes()).contains(Message.of("tamsk.note.placedRunning", 180.0));
            assertThat(at(play(LEVEL_2, placed.after(), "+30s"), "d4").upperMillis()).isEqualTo(150_000);
        }

        @Test
        void aRingMayGoOntoThePlacedHourglassStraightAway() {
            assertThat(text(play(LEVEL_2, TamskPosition.free(2), "@d4 ring"))).contains("rings=d4:1 holders=31,32");
        }
    }

    @Test
    void theGameOverRefusesEvenTime() {
        TamskPosition over = position("tamsk level=1 turn=red " + BOXED_IN + " holders=25,25");

        assertThat(illegal(LEVEL_1.apply(over, new TamskEvent.Elapse(1000))).reason()).isEqualTo(TamskMoveError.GAME_OVER);
    }

    @Test
    void everyListedEventIsLegal() {
        for (TamskPosition position : List.of(TamskPosition.start(1), TamskPosition.start(2), TamskPosition.free(3),
                position(RUNNING), position("tamsk level=1 turn=red red=a1,a2,b1 black=b2,a3,c1 rings=b3:2,c2:2 holders=30,30"))) {
            for (TamskEvent event : LEVEL_3.legalMoves(position)) {
                assertThat(LEVEL_3.apply(position, event)).as("%s after %s", event, position).isInstanceOf(MoveResult.Legal.class);
            }
        }
    }
}
