package org.ludoteka.ui.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.Message;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * The trainer's side of the learner's own puzzles (issue #23): those of each game, read from his home
 * folder when the game is chosen and again each time the trainer is shown (a review may have added
 * some meanwhile), offered after the shipped ones; a damaged file is said in one sentence under the
 * rating, and the others are offered all the same.
 */
final class MyPuzzles {
    private final Localizer localizer;
    private final PersonalPuzzles store;
    private final Map<String, List<Puzzle>> read = new HashMap<>();
    private final List<Message> damaged = new ArrayList<>();
    private final WrappingLabel damagedLabel = new WrappingLabel("puzzleMineDamaged", 30);

    MyPuzzles(Localizer localizer, PersonalPuzzles store) {
        this.localizer = localizer;
        this.store = store;
        damagedLabel.setVisible(false);
        localizer.bind(this::say);
    }

    WrappingLabel damagedLabel() {
        return damagedLabel;
    }

    /** {@code shipped} of {@code game}, then the learner's own puzzles of it. */
    List<Puzzle> after(List<Puzzle> shipped, String game) {
        List<Puzzle> mine = read.computeIfAbsent(game, this::readNow);
        if (mine.isEmpty()) {
            return shipped;
        }
        List<Puzzle> all = new ArrayList<>(shipped);
        all.addAll(mine);
        return all;
    }

    /** Reads the puzzles of {@code game} again; true when they are not those read before. */
    boolean readAgain(String game) {
        List<Puzzle> before = read.get(game);
        List<Puzzle> now = readNow(game);
        read.put(game, now);
        return before == null ? !now.isEmpty() : !ids(before).equals(ids(now));
    }

    private List<Puzzle> readNow(String game) {
        PersonalPuzzles.Read found = store.read(game);
        if (!found.damaged().isEmpty()) {
            damaged.addAll(found.damaged());
            say();
        }
        return found.puzzles();
    }

    private void say() {
        damagedLabel.setVisible(!damaged.isEmpty());
        damagedLabel.setText(String.join(" ", damaged.stream().map(localizer::text).toList()));
    }

    private static List<String> ids(List<Puzzle> puzzles) {
        return puzzles.stream().map(Puzzle::id).toList();
    }
}
