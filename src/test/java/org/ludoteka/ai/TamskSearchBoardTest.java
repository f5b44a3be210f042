package org.ludoteka.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludoteka.ai.TamskPositions.after;
import static org.ludoteka.ai.TamskPositions.fullBut;
import static org.ludoteka.ai.TamskPositions.position;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskEvent;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskOptions;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskRules;

class TamskSearchBoardTest {

    /**
     * Random games, now and then a move without its ring (so that claims come up) and at levels
     * 2–3 time passing: at every position the search's moves are the rules' moves, each with its
     * ring and each also after a claim when there is one, and they lead where the rules lead.
     */
    @ParameterizedTest(name = "level {0}, {1}")
    @CsvSource({"1, start", "2, start", "3, start", "1, free", "2, free"})
    void itsMovesAreTheRulesMovesAndLeadWhereTheRulesLead(int level, String start) {
        TamskRules rules = new TamskRules(new TamskOptions(level, 2000, false));
        TamskPosition position = TamskGame.INSTANCE.notation(Map.of("level", String.valueOf(level))).parsePosition(start);
        SplittableRandom random = new SplittableRandom(level);
        for (int ply = 0; ply < 300 && !position.isFinished(); ply++) {
            TamskSearchBoard board = TamskSearchBoard.of(position);
            int[] moves = new int[TamskSearchBoard.MAX_MOVES];
            int count = board.generate(moves);
            Set<List<TamskEvent>> turns = new HashSet<>();
            for (int i = 0; i < count; i++) {
                turns.add(board.events(moves[i]));
            }
            assertThat(turns).as("at %s", position).isEqualTo(turnsByTheRules(rules, position));

            int move = moves[random.nextInt(count)];
            TamskPosition next = position;
            for (TamskEvent event : board.events(move)) {
                next = after(rules, next, event);
            }
            assertThat(board.after(move, TamskPace.TIMELESS)).as("after %s at %s", board.events(move), position)
                    .isEqualTo(TamskSearchBoard.of(next));
            position = next.isFinished() ? next : sometimesForgetfulOrSlow(rules, next, random);
        }
    }

    /** Every turn the rules allow, each move with a ring while the holder has one, and again after a claim. */
    private static Set<List<TamskEvent>> turnsByTheRules(TamskRules rules, TamskPosition position) {
        int holder = position.player(position.turn()).holder();
        boolean mayClaim = position.claim() != TamskBoard.NONE && holder > 0;
        Set<List<TamskEvent>> turns = new HashSet<>();
        for (TamskEvent event : rules.legalMoves(position)) {
            turns.add(withRing(event, holder > 0));
            if (mayClaim && event != TamskEvent.PASS) {
                List<TamskEvent> claimFirst = new ArrayList<>(List.of(TamskEvent.CLAIM));
                claimFirst.addAll(withRing(event, holder > 1));
                turns.add(claimFirst);
            }
        }
        return turns;
    }

    private static List<TamskEvent> withRing(TamskEvent event, boolean ring) {
        if (event instanceof TamskEvent.Move move) {
            return List.of(new TamskEvent.Move(move.from(), move.to(), ring));
        }
        return event instanceof TamskEvent.Place && ring ? List.of(event, TamskEvent.RING) : List.of(event);
    }

    /**
     * A move without its ring one time in four; at levels 2–3 up to 20 s passing, the search's copy
     * draining alike, and always past the mover's ring grace: the search's claims are those open then.
     */
    private static TamskPosition sometimesForgetfulOrSlow(TamskRules rules, TamskPosition position, SplittableRandom random) {
        TamskPosition next = position;
        List<TamskEvent> listed = rules.legalMoves(next);
        if (random.nextInt(4) == 0 && listed.get(0) instanceof TamskEvent.Move) {
            next = after(rules, next, listed.get(random.nextInt(listed.size())));
        }
        if (next.level() >= 2 && !next.isFinished()) {
            int millis = (int) Math.max(random.nextInt(20_000), rules.millisUntilClaimOpens(next));
            TamskPosition later = after(rules, next, new TamskEvent.Elapse(millis));
            if (!later.isFinished()) {
                assertThat(TamskSearchBoard.of(next).drained(millis)).isEqualTo(TamskSearchBoard.of(later));
            }
            next = later;
        }
        return next;
    }

    @Test
    void theRoomStillReachableIsWhatSomeHourglassCanStillGetTo() {
        assertThat(TamskSearchBoard.of(TamskPosition.start(1)).roomStillReachable()).isEqualTo(64);
        // e4 (1) and f2 (1) next to e3 and g1; b1's room is cut off by full cells
        assertThat(TamskSearchBoard.of(position("tamsk level=1 turn=red red=e3,a4,d7 black=g1,d1,g4 rings="
                + fullBut("f2", 1, "e4", 2, "b1", 0) + " holders=1,2")).roomStillReachable()).isEqualTo(2);
    }

    @Test
    void theHourglassThatRunsOutLastDecidesThenTheSecond() {
        TamskSearchBoard redLasts = TamskSearchBoard.of(position("tamsk level=2 turn=red red=a1:90000,g1:x,d7:x "
                + "black=d1:80000,g4:70000,a4:60000 rings=- holders=32,32"));
        TamskSearchBoard secondDecides = TamskSearchBoard.of(position("tamsk level=2 turn=red red=a1:90000,g1:5000,d7:x "
                + "black=d1:90000,g4:4000,a4:3000 rings=- holders=32,32"));

        assertThat(redLasts.lastToRunOut(0)).isPositive();
        assertThat(redLasts.lastToRunOut(1)).isNegative();
        assertThat(secondDecides.lastToRunOut(0)).isPositive();
    }
}
