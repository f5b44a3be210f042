package org.ludoteka.ui.puzzle;

import java.awt.BorderLayout;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.Action;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Game;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Rules;
import org.ludoteka.games.Games;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.progress.Glicko2;
import org.ludoteka.core.Message;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/**
 * The puzzle trainer: choose a game and a theme, a difficulty or "next for me"; the goal is said
 * in words; the learner moves on the game's lesson board, and {@link PuzzleRun} judges the move
 * (every winning move is accepted). A wrong move is answered on the board by the reply that refutes
 * it, with why in words; the hint ladder lights the piece, then its square, then shows the move.
 * Each attempt moves the learner's Glicko-2 rating of the game, kept in the learner's home.
 */
public final class PuzzlesPanel extends JPanel {
    /** The games with puzzles and a lesson board to answer them on. */
    private static final List<String> GAMES = List.of("loa", "tamsk");
    private static final int HINT_STEPS = 3;

    private final Localizer localizer;
    private final Home home;
    private final Consumer<IOException> notSaved;
    private final LessonBoards boards = new LessonBoards();
    /** The shipped puzzles of each game that are answered with moves, read once. */
    private final Map<String, List<Puzzle>> library = new HashMap<>();
    private final JComboBox<String> gameBox = new JComboBox<>(GAMES.toArray(String[]::new));
    private final JComboBox<PuzzleChoice> choiceBox = new JComboBox<>();
    private final JPanel boardArea = new JPanel(new BorderLayout());
    private final WrappingLabel goal = new WrappingLabel("puzzleGoal", 30);
    private final WrappingLabel feedback = new WrappingLabel("puzzleFeedback", 30);
    private final WrappingLabel hintText = new WrappingLabel("puzzleHintText", 30);
    private final JLabel rating = new JLabel();
    private final Action hint;
    private final Action retry;
    private final Action next;
    private PuzzleProgress progress;
    private Attempt<?, ?> attempt;
    /** What the side says, as messages, so that a switch of language says it again. */
    private Supplier<String> feedbackWords = () -> "";

    /** {@code damaged} is told when the progress file was damaged and put aside. */
    public PuzzlesPanel(Localizer localizer, Home home, Consumer<IOException> notSaved, Consumer<Message> damaged) {
        super(new MigLayout("insets 12, fill", "[grow, fill][]", "[][grow, fill]"));
        this.localizer = localizer;
        this.home = home;
        this.notSaved = notSaved;
        Home.Loaded<PuzzleProgress> loaded = home.loadPuzzleProgress();
        loaded.problem().ifPresent(damaged);
        this.progress = loaded.value();
        setName("puzzlesPanel");
        gameBox.setName("puzzleGame");
        choiceBox.setName("puzzleChoice");
        rating.setName("puzzleRating");
        hint = Actions.create(localizer, "window.puzzles.hint", () -> attempt.hint());
        retry = Actions.create(localizer, "window.puzzles.retry", () -> attempt.retry());
        next = Actions.create(localizer, "window.puzzles.next", this::nextPuzzle);
        gameBox.setRenderer(renderer((String id) -> localizer.text(Games.byId(id).orElseThrow().nameKey())));
        choiceBox.setRenderer(PuzzlesPanel.<PuzzleChoice>renderer(this::choiceText));
        gameBox.addActionListener(e -> fillChoices());
        choiceBox.addActionListener(e -> nextPuzzle());

        JPanel top = new JPanel(new MigLayout("insets 0", "[][][]push[]"));
        top.add(gameBox);
        top.add(choiceBox);
        top.add(rating);
        add(top, "span 2, wrap");
        add(boardArea, "grow, push");
        JPanel side = new JPanel(new MigLayout("insets 0 12 0 0, wrap 1", "[fill]", "[][][][]push[]"));
        side.add(goal);
        side.add(feedback);
        side.add(hintText);
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 1", "[fill]"));
        buttons.add(button(hint, "puzzleHint"));
        buttons.add(button(retry, "puzzleRetry"));
        buttons.add(button(next, "puzzleNext"));
        side.add(buttons, "skip");
        add(side, "growy");
        localizer.bind(this::refresh);
    }

    /** Shows the trainer, setting a puzzle if none is set yet. */
    public void showTrainer() {
        if (choiceBox.getItemCount() == 0) {
            fillChoices();
        } else if (attempt == null) {
            nextPuzzle();
        }
    }

    /** The puzzle set now, if any. */
    public Optional<Puzzle> puzzle() {
        return Optional.ofNullable(attempt).map(a -> a.run.puzzle());
    }

    private void fillChoices() {
        List<PuzzleChoice> choices = new ArrayList<>();
        choices.add(new PuzzleChoice.NextForMe());
        puzzles().stream().flatMap(p -> p.themes().stream()).distinct().sorted()
                .forEach(theme -> choices.add(new PuzzleChoice.Theme(theme)));
        for (PuzzleChoice.Band band : PuzzleChoice.Band.values()) {
            choices.add(new PuzzleChoice.Difficulty(band));
        }
        choiceBox.setModel(new DefaultComboBoxModel<>(choices.toArray(PuzzleChoice[]::new)));
        nextPuzzle();
    }

    /** The chosen game's shipped puzzles that are answered with moves (reach puzzles ask for cells: not on this board yet). */
    private List<Puzzle> puzzles() {
        return library.computeIfAbsent(game(), id -> PuzzleLibrary.shipped(id).stream().filter(p -> !(p.goal() instanceof Goal.Reach)).toList());
    }

    private String game() {
        return (String) gameBox.getSelectedItem();
    }

    private void nextPuzzle() {
        PuzzleChoice choice = (PuzzleChoice) choiceBox.getSelectedItem();
        if (choice == null) {
            return;
        }
        Optional<String> last = Optional.ofNullable(attempt).map(a -> a.run.puzzle().id());
        PuzzleChoice.next(choice, puzzles(), game(), progress, last).ifPresent(this::open);
    }

    /** Sets {@code puzzle} on its game's board. */
    void open(Puzzle puzzle) {
        Game<?, ?> game = Games.byId(puzzle.game()).flatMap(Games.Entry::engine).orElseThrow();
        attempt = attempt(game, puzzle);
        boardArea.removeAll();
        boardArea.add(attempt.board.component());
        boardArea.revalidate();
        boardArea.repaint();
        attempt.start();
    }

    private <P, M> Attempt<P, M> attempt(Game<P, M> game, Puzzle puzzle) {
        @SuppressWarnings("unchecked") // the board was chosen for the puzzle's game, so it takes its positions and moves
        LessonBoard<P, M> board = (LessonBoard<P, M>) boards.forGame(game).orElseThrow();
        return new Attempt<>(PuzzleRun.of(puzzle), board, game.notation(puzzle.options()), game.rules(puzzle.options()));
    }

    private void say(Supplier<String> words) {
        feedbackWords = words;
        refresh();
    }

    private void refresh() {
        gameBox.repaint();
        choiceBox.repaint();
        Glicko2 mine = progress.rating(game());
        rating.setText(localizer.text("window.puzzles.rating", Math.round(mine.rating()), Math.round(mine.deviation())));
        if (attempt == null) {
            hint.setEnabled(false);
            retry.setEnabled(false);
            return;
        }
        goal.setText(attempt.run.puzzle().say(localizer.language()) + " " + localizer.text("window.puzzles.puzzleRating", attempt.run.puzzle().rating()));
        feedback.setText(feedbackWords.get());
        hintText.setText(attempt.hintWords());
        hint.setEnabled(!attempt.busy && !attempt.run.solved() && attempt.step < HINT_STEPS && !attempt.refuted);
        retry.setEnabled(attempt.refuted && !attempt.busy);
    }

    /** The attempt is over or failed: the rating moves once a puzzle, and the file is written at once. */
    private void record(Puzzle puzzle, boolean solved, int hints) {
        progress = progress.attempted(new PuzzleProgress.Attempt(puzzle.game(), puzzle.id(), solved, hints), puzzle.rating());
        try {
            home.savePuzzleProgress(progress);
        } catch (IOException e) {
            notSaved.accept(e);
        }
    }

    private String choiceText(PuzzleChoice choice) {
        if (choice instanceof PuzzleChoice.Theme theme) {
            return localizer.text("window.puzzles.theme", localizer.text("puzzle.theme." + theme.name()));
        }
        if (choice instanceof PuzzleChoice.Difficulty difficulty) {
            return localizer.text("window.puzzles.band." + difficulty.band().name().toLowerCase(Locale.ROOT));
        }
        return localizer.text("window.puzzles.nextForMe");
    }

    private static <T> DefaultListCellRenderer renderer(java.util.function.Function<T, String> words) {
        return new DefaultListCellRenderer() {
            @Override
            @SuppressWarnings("unchecked") // each box renders its own items
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                return super.getListCellRendererComponent(list, value == null ? "" : words.apply((T) value), index, selected, focus);
            }
        };
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }

    /** One puzzle on its board, typed by the game's positions and moves. */
    private final class Attempt<P, M> {
        private final PuzzleRun<?> run;
        private final LessonBoard<P, M> board;
        private final Notation<P, M> notation;
        private final Rules<P, M> rules;
        private boolean busy;
        /** A wrong move's refutation is on the board until the learner tries again. */
        private boolean refuted;
        private boolean recorded;
        /** Hints taken over the whole puzzle, each costing rating. */
        private int hintsTaken;
        /** The rung of the ladder reached for the move asked now. */
        private int step;
        private PuzzleRun.Hint hinted;

        Attempt(PuzzleRun<?> run, LessonBoard<P, M> board, Notation<P, M> notation, Rules<P, M> rules) {
            this.run = run;
            this.board = board;
            this.notation = notation;
            this.rules = rules;
            board.onTry(this::tried);
        }

        void start() {
            board.show(now(), marks(), true);
            say(() -> "");
        }

        private P now() {
            return notation.parsePosition(run.position());
        }

        private void tried(M move) {
            if (attempt != this || busy || refuted || run.solved()) {
                return;
            }
            P before = now();
            String text = notation.format(before, move);
            busy = true;
            refresh();
            work(() -> run.answer(text), answer -> answered(before, move, answer));
        }

        private void answered(P before, M move, PuzzleRun.Answer answer) {
            busy = false;
            if (answer instanceof PuzzleRun.Answer.Illegal illegal) {
                board.show(before, marks(), true);
                say(() -> localizer.text(illegal.why()));
            } else if (answer instanceof PuzzleRun.Answer.Accepted accepted && accepted.solved()) {
                board.show(now(), LessonMarks.none(), false);
                finish(true);
                say(() -> localizer.text("window.puzzles.solved", accepted.move()));
            } else if (answer instanceof PuzzleRun.Answer.Accepted accepted) {
                hinted = null;
                step = 0;
                String reply = accepted.reply().orElseThrow();
                P mine = after(before, move);
                Optional<M> played = legal(mine, reply);
                if (played.isPresent()) {
                    board.playOut(mine, played.get(), now(), LessonMarks.none(), () -> board.show(now(), marks(), true));
                } else {
                    board.show(now(), marks(), true); // a reply of several events (a Tamsk claim and move) is shown done
                }
                say(() -> localizer.text("window.puzzles.goodMove", accepted.move(), reply));
            } else if (answer instanceof PuzzleRun.Answer.Wrong wrong) {
                refuted = true;
                finish(false);
                P mine = after(before, move);
                Optional<M> reply = wrong.refutation().flatMap(r -> legal(mine, r));
                if (reply.isPresent()) {
                    board.playOut(mine, reply.get(), after(mine, reply.get()), LessonMarks.none(), () -> { });
                } else {
                    board.show(mine, cellsMarked(wrong.refutation()), false);
                }
                say(() -> localizer.text("window.puzzles.wrong", localizer.text(wrong.why())));
            }
            refresh();
        }

        void retry() {
            refuted = false;
            board.show(now(), marks(), true);
            say(() -> localizer.text("window.puzzles.tryAgain"));
        }

        void hint() {
            if (hinted == null) {
                busy = true;
                refresh();
                work(run::hint, given -> {
                    busy = false;
                    hinted = given;
                    climb();
                });
            } else {
                climb();
            }
        }

        private void climb() {
            hintsTaken++;
            step++;
            if (step == HINT_STEPS) {
                finish(false);
            }
            board.show(now(), marks(), true);
            refresh();
        }

        String hintWords() {
            if (hinted == null || step == 0) {
                return "";
            }
            return switch (step) {
                case 1 -> localizer.text("window.puzzles.hint.piece", hinted.piece().orElse("—"));
                case 2 -> localizer.text("window.puzzles.hint.square", hinted.piece().orElse("—"), hinted.square().orElse("—"));
                default -> localizer.text("window.puzzles.hint.answer", hinted.answer());
            };
        }

        /** The hint's marks: the piece lit, then its square, then the whole move as an arrow. */
        private LessonMarks<M> marks() {
            if (hinted == null || step == 0) {
                return LessonMarks.none();
            }
            Optional<M> key = parsed(hinted.answer());
            List<String> cells = step >= 2 ? hinted.square().map(List::of).orElse(List.of()) : List.of();
            List<String> arrows = step >= HINT_STEPS ? List.of(hinted.answer()) : List.of();
            return new LessonMarks<>(new Annotations(cells, arrows), Optional.empty(), true, key);
        }

        /** Records the attempt once: a failure at the first wrong move or the whole answer shown, else the solution with the hints it took. */
        private void finish(boolean solved) {
            if (!recorded) {
                recorded = true;
                record(run.puzzle(), solved, hintsTaken);
            }
        }

        /** A refutation that is not a move (the cells a Tamsk hourglass still reaches) marked on the board. */
        private LessonMarks<M> cellsMarked(Optional<String> refutation) {
            List<String> cells = refutation.map(r -> List.of(r.split(" "))).orElse(List.of());
            return cells.stream().allMatch(notation::isPlace) ? new LessonMarks<>(new Annotations(cells, List.of()), Optional.empty(), true, Optional.empty())
                    : LessonMarks.none();
        }

        /** The move {@code text} writes, when it is one move of the board (a Tamsk claim with its move is two). */
        private Optional<M> parsed(String text) {
            try {
                return Optional.of(notation.parseMove(text));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }

        private Optional<M> legal(P position, String text) {
            return parsed(text).filter(move -> rules.apply(position, move) instanceof MoveResult.Legal<P>);
        }

        private P after(P position, M move) {
            return ((MoveResult.Legal<P>) rules.apply(position, move)).after();
        }

        /** Runs the solver's {@code task} off the event thread, then {@code done} on it, unless another puzzle was set meanwhile. */
        private <T> void work(Supplier<T> task, Consumer<T> done) {
            new SwingWorker<T, Void>() {
                @Override
                protected T doInBackground() {
                    return task.get();
                }

                @Override
                protected void done() {
                    if (attempt != Attempt.this) {
                        return;
                    }
                    try {
                        done.accept(get());
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (ExecutionException e) {
                        throw new IllegalStateException("the puzzle could not be judged", e.getCause());
                    }
                }
            }.execute();
        }
    }
}
