package org.ludoteka.games.tamsk;

import static org.ludoteka.games.tamsk.TamskBoard.NONE;
import static org.ludoteka.games.tamsk.TamskRules.seconds;
import static org.ludoteka.games.tamsk.TamskRules.side;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/**
 * Who wins a finished game of Tamsk: whoever moved onto a full cell loses (T-11); otherwise fewer
 * rings left win (T-7); with equal rings level 1 is a draw (T-13) and levels 2–3 let time decide
 * (T-21, TA-8: the hourglass that runs out last, even when all have already run out).
 */
final class TamskResult {

    private TamskResult() {
    }

    static Optional<Outcome> of(TamskPosition position) {
        if (!position.isFinished()) {
            return Optional.empty();
        }
        if (position.overfull() != NONE) {
            Side loser = position.ownerAt(position.overfull()).orElseThrow();
            Side winner = TamskPosition.other(loser);
            return Optional.of(Outcome.win(winner,
                    Message.of("tamsk.outcome.fullCell", side(loser), TamskBoard.name(position.overfull()), side(winner))));
        }
        int red = position.red().holder();
        int black = position.black().holder();
        if (red != black) {
            Side winner = red < black ? Side.RED : Side.BLACK;
            Side loser = TamskPosition.other(winner);
            return Optional.of(Outcome.win(winner, Message.of("tamsk.outcome.fewerRings",
                    side(winner), position.player(winner).holder(), side(loser), position.player(loser).holder())));
        }
        if (position.level() == 1) {
            return Optional.of(Outcome.draw(Message.of("tamsk.outcome.ringsDraw", red)));
        }
        return Optional.of(timeDecides(position, red));
    }

    /**
     * T-21 read on a digital clock (TA-8, decided 2026-11-26): compare the moments each player's
     * hourglasses run out — one run out during play at the moment it ran out, one still running at
     * now + its sand, one never turned at now — latest first: the player whose last hourglass runs
     * out last wins; if those are equal, the second last decides (the last to still have two), then
     * the third. So a game in which every hourglass has run out goes to the owner of the one that
     * ran out last. Equal to the millisecond in all three is the one draw of levels 2–3.
     */
    private static Outcome timeDecides(TamskPosition position, int rings) {
        List<Long> red = moments(position.red());
        List<Long> black = moments(position.black());
        List<Object> args = new ArrayList<>();
        args.add(rings);
        red.forEach(millis -> args.add(seconds(millis)));
        black.forEach(millis -> args.add(seconds(millis)));
        for (int rank = 0; rank < red.size(); rank++) {
            int compared = Long.compare(red.get(rank), black.get(rank));
            if (compared != 0) {
                Side winner = compared > 0 ? Side.RED : Side.BLACK;
                args.add(side(winner));
                args.add(rank + 1);
                return Outcome.win(winner, new Message("tamsk.outcome.timeDecides", args));
            }
        }
        return Outcome.draw(new Message("tamsk.outcome.timeDraw", args));
    }

    /** When each hourglass runs out, in ms from now (negative: that long ago), latest first. */
    private static List<Long> moments(PlayerState player) {
        return player.hourglasses().stream().map(Hourglass::runsOutIn).sorted(Comparator.reverseOrder()).toList();
    }
}
