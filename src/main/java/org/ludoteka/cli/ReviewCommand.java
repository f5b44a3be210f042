package org.ludoteka.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;
import org.ludoteka.play.review.ClockMark;
import org.ludoteka.play.review.ClockReviews;
import org.ludoteka.play.review.Mark;
import org.ludoteka.play.review.Review;
import org.ludoteka.play.review.ReviewPuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleWriter;

/**
 * {@code review GAME POSITION MOVE... [--seconds S] [--puzzles FILE]}: the turning points of a
 * finished game for the player who moved, one line a mark, in the reader's language, with the
 * moments where the clock decided in a game played against one (Tamsk at levels 2 and 3); {@code --seconds}
 * is the solver's budget for each turn; {@code --puzzles} writes the missed wins and
 * proven blunders as puzzles (see {@link ReviewPuzzles}).
 */
record ReviewCommand(PrintStream out, Messages messages) {
    /** The budget of each turn by default: a game of sixty turns is reviewed within a minute or two. */
    static final double DEFAULT_SECONDS = 2;

    int run(String gameId, Map<String, String> options, String start, List<String> moves, double seconds, Optional<String> puzzles) {
        Games.Entry entry = Games.byId(gameId).orElseThrow(() -> new InputError("cli.unknownGame", gameId));
        if (!Review.reviews(gameId)) {
            throw new InputError("cli.noSolver", Message.of(entry.nameKey()));
        }
        List<Mark> marks = Review.of(gameId, options, start, moves, Duration.ofNanos((long) (seconds * 1e9)), (done, of) -> { });
        List<ClockMark> clock = ClockReviews.of(gameId, options, start, moves);
        if (marks.isEmpty() && clock.isEmpty()) {
            out.println(messages.format("review.none"));
        }
        // the solver's marks and the clock's moments, in the order of the record
        List<Map.Entry<Integer, Message>> said = new ArrayList<>();
        marks.forEach(mark -> said.add(Map.entry(mark.firstMove(), mark.said())));
        clock.forEach(moment -> said.add(Map.entry(moment.event(), moment.said())));
        said.stream().sorted(Map.Entry.comparingByKey()).forEach(line -> out.println(messages.format(line.getValue())));
        if (puzzles.isPresent()) {
            Path file = Path.of(puzzles.get());
            List<Puzzle> mine = ReviewPuzzles.of(gameId, options, marks, "review of a game from " + start);
            try {
                Files.writeString(file, PuzzleWriter.yaml(mine, "Personal puzzles from the missed wins and blunders of a game, written by ludoteka review.\n"
                        + "Each one is proven by the solver; `verify` proves them again."), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InputError("cli.cannotWrite", file.toString(), String.valueOf(e.getMessage()));
            }
            out.println(messages.format("review.puzzlesWritten", mine.size(), file.toString()));
        }
        return CommandLine.OK;
    }
}
