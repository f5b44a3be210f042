package org.ludoteka.games.tayu;

import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;

/**
 * Who wins a finished game of Ta Yü: the higher product (Y-17), equal products a draw (YA-3); with
 * three players the spoiler if both builders stay below his bid (Y-22, YA-6), else the better builder,
 * and builders equal at or above the bid share the win — a draw between them, the spoiler losing.
 */
final class TayuResult {

    private TayuResult() {
    }

    static Outcome of(TayuPosition position, TayuOptions options) {
        Message end = why(position, options);
        int[] points = position.coastPoints();
        int ns = position.score(Side.NS);
        int we = position.score(Side.WE);
        Object[] scores = {end, points[TayuBoard.NORTH], points[TayuBoard.SOUTH], ns, points[TayuBoard.WEST], points[TayuBoard.EAST], we};
        if (position.players() == 3) {
            int bid = position.lowestBid();
            if (ns < bid && we < bid) {
                return Outcome.win(Side.SPOILER, Message.of("tayu.outcome.spoilerWins", with(scores, bid)));
            }
            if (ns == we) {
                return Outcome.draw(Message.of("tayu.outcome.buildersShare", with(scores, bid)));
            }
            Side winner = ns > we ? Side.NS : Side.WE;
            return Outcome.win(winner, Message.of("tayu.outcome.builderWins", with(with(scores, bid), Message.of(winner.key()))));
        }
        if (ns == we) {
            return Outcome.draw(Message.of("tayu.outcome.draw", scores));
        }
        Side winner = ns > we ? Side.NS : Side.WE;
        return Outcome.win(winner, Message.of("tayu.outcome.wins", with(scores, Message.of(winner.key()))));
    }

    /** Why the game ended: the tile held fits nowhere, or the supply is used up. */
    private static Message why(TayuPosition position, TayuOptions options) {
        if (position.handOnMove().size() >= options.handToPlace()) {
            return Message.of("tayu.end.noFit", TayuRules.seat(position, position.turn()),
                    String.join(", ", position.handOnMove().stream().map(TayuTile::digits).toList()), position.handOnMove().size());
        }
        return Message.of("tayu.end.supplyEmpty");
    }

    private static Object[] with(Object[] args, Object more) {
        Object[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = more;
        return all;
    }
}
