package org.ludoteka.puzzle;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.ai.LoaSolver;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaRules;

/** Lines of Action for the puzzles: a turn is one move, proven by {@link LoaSolver}. */
final class LoaPuzzleGame extends SolvedPuzzleGame<LoaPosition, LoaMove, LoaRules, LoaSolver> {

    LoaPuzzleGame(Map<String, String> options) {
        super(LoaGame.INSTANCE.rules(options), LoaGame.INSTANCE.notation(options), LoaPosition::toMove, LoaPosition::other,
                rules -> new LoaSolver(rules.options()));
    }

    @Override
    public List<String> turns(LoaPosition position) {
        return rules.legalMoves(position).stream().map(move -> notation.format(position, move)).sorted().toList();
    }

    @Override
    public Played<LoaPosition> play(LoaPosition position, String text) {
        return playMove(position, text, notation::parseMove, move -> notation.format(position, move));
    }

    /** The pieces of {@code side} are still in more than one group: the count says how far from connected. */
    @Override
    public Message notWon(LoaPosition after, Side side, String turn) {
        return Message.of("puzzle.why.groups", turn, groups(after.pieces(side)));
    }

    /** How many groups {@code pieces} form, touching by sides or corners (L-6). */
    static int groups(long pieces) {
        int count = 0;
        long left = pieces;
        while (left != 0) {
            long group = left & -left;
            while (true) {
                long grown = (group | around(group)) & left;
                if (grown == group) {
                    break;
                }
                group = grown;
            }
            left &= ~group;
            count++;
        }
        return count;
    }

    /** The squares beside {@code bits} in the eight directions; a square's bit is rank * 8 + file. */
    private static long around(long bits) {
        long notFileA = 0xFEFEFEFEFEFEFEFEL;
        long notFileH = 0x7F7F7F7F7F7F7F7FL;
        long east = (bits << 1) & notFileA;
        long west = (bits >>> 1) & notFileH;
        long row = bits | east | west;
        return east | west | (row << 8) | (row >>> 8);
    }

    @Override
    public Optional<String> from(String turn) {
        return turn.equals("pass") ? Optional.empty() : Optional.of(turn.substring(0, 2));
    }

    @Override
    public Optional<String> to(String turn) {
        return turn.equals("pass") ? Optional.empty() : Optional.of(turn.substring(3, 5));
    }
}
