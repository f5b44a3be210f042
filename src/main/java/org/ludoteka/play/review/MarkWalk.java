package org.ludoteka.play.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Drawing;
import org.ludoteka.core.Game;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.play.GameRecord;
import org.ludoteka.puzzle.PuzzleGame;
import org.ludoteka.puzzle.PuzzleGames;

/**
 * What a board shows of one turning point of a review (issue #23), step by step, for the learner to
 * walk through: first the position before the marked move, with the move played drawn in red and
 * the better move (or what would have spared the clock's loss) in green; then, for a mark the solver
 * proves, its line move by move, each move drawn in blue: the win that was missed, or the move
 * played and the opponent's win it allowed. {@code basis} says on what the mark rests: a proof, an
 * exact count, or the record replayed through the rules (never an evaluation's opinion, which marks
 * nothing). Places are named in the game's notation, so any board draws them.
 */
public record MarkWalk(int event, Message said, Message basis, List<Step> steps) {
    /** The most better moves drawn: after a blunder most moves may save, and a board of arrows says nothing. */
    static final int MOST_DRAWN = 3;

    public MarkWalk {
        steps = List.copyOf(steps);
    }

    /** One board of the walk: the position as text in the game's notation, what is drawn on it, and what it shows in words. */
    public record Step(String position, Drawing drawing, Message said) {
    }

    /**
     * The walks of {@code marks} and {@code clock} (a review's findings on the game {@code gameId} under
     * {@code options} from {@code start} through {@code moves}), in the order of the record.
     * {@link InputError} when a move cannot be read or is illegal.
     */
    public static List<MarkWalk> of(String gameId, Map<String, String> options, String start, List<String> moves,
                                    List<Mark> marks, List<ClockMark> clock) {
        Game<?, ?> game = Games.byId(gameId).flatMap(Games.Entry::engine).orElseThrow(() -> new InputError("cli.unknownGame", gameId));
        List<String> positions = Review.positions(game, options, start, moves.stream().filter(m -> !GameRecord.isTurnNumber(m)).toList());
        Optional<PuzzleGame<?>> turns = PuzzleGames.of(gameId, options);
        List<MarkWalk> walks = new ArrayList<>();
        marks.forEach(mark -> walks.add(of(turns, mark, positions.get(mark.firstMove()))));
        clock.forEach(moment -> walks.add(of(turns, moment, positions.get(moment.event()))));
        walks.sort(Comparator.comparingInt(MarkWalk::event));
        return walks;
    }

    private static MarkWalk of(Optional<PuzzleGame<?>> turns, Mark mark, String before) {
        List<Drawing.Mark> drawn = new ArrayList<>();
        turns.ifPresent(game -> {
            List<Drawing.Mark> better = mark.better().stream().limit(MOST_DRAWN).flatMap(turn -> marks(game, turn, Drawing.Pen.GREEN).stream())
                    .toList();
            // a better move along the same arrow (the same step with its ring, or with the claim), or over the same place, hides
            // the one played there: the words tell them apart
            marks(game, mark.played(), Drawing.Pen.RED).stream().filter(played -> better.stream().noneMatch(played::sameShape)).forEach(drawn::add);
            drawn.addAll(better);
        });
        List<Step> steps = new ArrayList<>();
        steps.add(new Step(before, new Drawing(drawn), Message.of("review.step.before")));
        List<String> line = switch (mark.kind()) {
            case MISSED_WIN -> mark.line();
            case BLUNDER -> {
                List<String> refuted = new ArrayList<>(List.of(mark.played()));
                refuted.addAll(mark.line());
                yield refuted;
            }
            case COSTLY_PLACEMENT -> List.of();
        };
        turns.ifPresent(game -> steps.addAll(line(game, before, line)));
        Message basis = Message.of(mark.kind() == Mark.Kind.COSTLY_PLACEMENT ? "review.basis.exact" : "review.basis.proven");
        return new MarkWalk(mark.firstMove(), Message.of("review.sentence", mark.said()), basis, steps);
    }

    private static MarkWalk of(Optional<PuzzleGame<?>> turns, ClockMark moment, String before) {
        List<Drawing.Mark> drawn = new ArrayList<>();
        switch (moment.kind()) {
            case LATE_MOVE -> drawn.add(new Drawing.Circle(moment.cell(), Drawing.Pen.RED));
            case RAN_OUT -> {
                drawn.add(new Drawing.Circle(moment.cell(), Drawing.Pen.RED));
                // the cells it could have gone to, circled: arrows to every neighbour would hide the hourglass under them
                moment.better().forEach(to -> drawn.add(new Drawing.Circle(to, Drawing.Pen.GREEN)));
            }
            case FORGOTTEN_RING, RING_CLAIMED -> turns.ifPresent(game ->
                    moment.better().forEach(better -> drawn.addAll(marks(game, better, Drawing.Pen.GREEN))));
            case NO_MOVE -> { }
        }
        Step step = new Step(before, new Drawing(drawn), Message.of("review.step.clock"));
        return new MarkWalk(moment.event(), moment.said(), Message.of("review.basis.record"), List.of(step));
    }

    /** The line's turns played one by one from {@code before}, each drawn as it is played; the line ends where a turn cannot be read. */
    private static <P> List<Step> line(PuzzleGame<P> game, String before, List<String> line) {
        List<Step> steps = new ArrayList<>();
        P position = game.position(before);
        for (int i = 0; i < line.size(); i++) {
            String turn = line.get(i);
            Message side = Message.of("side." + game.toMove(position).id());
            try {
                position = game.after(position, turn);
            } catch (IllegalArgumentException e) {
                break; // not a turn of this position: the line shown stops where it can be followed
            }
            steps.add(new Step(game.format(position), new Drawing(marks(game, turn, Drawing.Pen.BLUE)),
                    Message.of("review.step.line", i + 1, line.size(), side, turn)));
        }
        return steps;
    }

    /**
     * The turn as drawn: an arrow from where it starts to where it goes, for a turn that moves something
     * from one place to another; the places it covers circled, for a turn that lays a piece down.
     */
    private static List<Drawing.Mark> marks(PuzzleGame<?> game, String turn, Drawing.Pen pen) {
        List<String> covered = game.covers(turn);
        if (!covered.isEmpty()) {
            return covered.stream().<Drawing.Mark>map(place -> new Drawing.Circle(place, pen)).toList();
        }
        Optional<String> from = game.from(turn);
        Optional<String> to = game.to(turn);
        return from.isEmpty() || to.isEmpty() ? List.of() : List.of(Drawing.stroke(from.get(), to.get(), pen));
    }
}
