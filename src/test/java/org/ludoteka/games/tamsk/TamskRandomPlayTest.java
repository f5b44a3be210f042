package org.ludoteka.games.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * Random play, legal and illegal attempts mixed, with the random source in the test and never in
 * the rules: nothing throws, every position stays consistent, and every game ends.
 */
class TamskRandomPlayTest {
    private static final int MAX_EVENTS = 50_000;
    private static final long TOTAL_RINGS = 64;

    @ParameterizedTest(name = "level {0}, {1}, full cells {2}, seed {3}")
    @CsvSource({"1, start, illegal, 1", "1, start, illegal, 2", "2, start, illegal, 3", "2, start, illegal, 4",
            "3, start, illegal, 5", "3, start, illegal, 6", "1, free, illegal, 7", "2, free, illegal, 8",
            "3, free, illegal, 9", "1, start, loses, 10", "3, start, loses, 11", "3, free, loses, 12"})
    void randomPlayNeverThrowsKeepsEveryPositionConsistentAndEnds(int level, String start, String fullCells, long seed) {
        TamskRules rules = Tamsk.rules("level=" + level, "fullcell=" + fullCells);
        Notation<TamskPosition, TamskEvent> notation = TamskGame.INSTANCE.notation(Map.of("level", String.valueOf(level)));
        TamskPosition position = notation.parsePosition(start);
        Random random = new Random(seed);
        Map<String, Message> said = new TreeMap<>();
        int events = 0;
        while (!position.isFinished() && events++ < MAX_EVENTS) {
            TamskEvent event = attempt(rules, position, random);
            MoveResult<TamskPosition> result = rules.apply(position, event);
            if (result instanceof MoveResult.Illegal<TamskPosition> illegal) {
                said.putIfAbsent(illegal.reason().key(), illegal.message());
                continue;
            }
            MoveResult.Legal<TamskPosition> legal = (MoveResult.Legal<TamskPosition>) result;
            legal.notes().forEach(note -> said.putIfAbsent(note.key(), note));
            position = legal.after();
            assertConsistent(rules, notation, position);
        }

        assertThat(position.isFinished()).as("the game ends within %d events", MAX_EVENTS).isTrue();
        assertThat(rules.outcome(position)).isPresent();
        said.put("outcome", rules.outcome(position).orElseThrow().reason());
        for (Language language : Language.values()) {
            for (Message message : said.values()) {
                assertThat(Messages.of(language).format(message)).as("%s in %s", message, language).doesNotContain("!", "{");
            }
        }
    }

    /** Mostly a listed move, with a ring four times in five; otherwise any event at all, often illegal. */
    private static TamskEvent attempt(TamskRules rules, TamskPosition position, Random random) {
        List<TamskEvent> listed = rules.legalMoves(position);
        if (random.nextInt(10) < 6) {
            TamskEvent event = listed.get(random.nextInt(listed.size()));
            return event instanceof TamskEvent.Move move ? new TamskEvent.Move(move.from(), move.to(), random.nextInt(5) > 0) : event;
        }
        int cell = random.nextInt(TamskBoard.CELLS);
        return switch (random.nextInt(9)) {
            case 0 -> TamskEvent.RING;
            case 1 -> TamskEvent.CLAIM;
            case 2 -> TamskEvent.PASS;
            case 3 -> TamskEvent.TIMER;
            case 4 -> new TamskEvent.PickUp(cell);
            case 5 -> new TamskEvent.Place(cell);
            case 6 -> new TamskEvent.Move(cell, random.nextInt(TamskBoard.CELLS), random.nextBoolean());
            default -> new TamskEvent.Elapse(random.nextInt(20_000));
        };
    }

    private static void assertConsistent(TamskRules rules, Notation<TamskPosition, TamskEvent> notation, TamskPosition position) {
        assertThat(position.rings().total() + position.red().holder() + position.black().holder()).isEqualTo(TOTAL_RINGS);
        assertThat(notation.parsePosition(notation.format(position))).isEqualTo(position);
        List<TamskEvent> listed = rules.legalMoves(position);
        for (TamskEvent event : listed) {
            assertThat(rules.apply(position, event)).as("%s after %s", event, position).isInstanceOf(MoveResult.Legal.class);
        }
        for (Hourglass hourglass : position.player(position.turn()).hourglasses()) {
            for (int to : TamskBoard.neighbours(hourglass.cell())) {
                TamskEvent.Move move = new TamskEvent.Move(hourglass.cell(), to, false);
                boolean legal = rules.apply(position, move) instanceof MoveResult.Legal;
                assertThat(legal).as("%s after %s is listed exactly when legal", move, position).isEqualTo(listed.contains(move));
            }
        }
    }
}
