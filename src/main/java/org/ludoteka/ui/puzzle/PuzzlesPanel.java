package org.ludoteka.ui.puzzle;

import java.awt.BorderLayout;
import java.io.IOException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.swing.Action;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.ui.BoardScreenLayout;
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
import org.ludoteka.progress.TrainerOptions;
import org.ludoteka.puzzle.Acceptance;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.puzzle.PuzzleRun;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Background;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Presentable;
import org.ludoteka.ui.WrappingLabel;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonMarks;

/**
 * The puzzle trainer: choose a game and a theme, a difficulty, "next for me" or a streak; the goal
 * is said in words; the learner moves on the game's lesson board (or, for a puzzle asking which
 * cells an hourglass reaches, clicks the cells), and {@link PuzzleRun} judges the answer (every
 * winning move is accepted). A wrong move is answered on the board by the reply that refutes it,
 * with why in words; the hint ladder lights the piece, then its square, then shows the move. Each
 * attempt moves the learner's Glicko-2 rating of the game, kept in the learner's home with the
 * history of attempts; after a puzzle, the game can be played on from its position against the
 * computer on the game's own screen.
 */
public final class PuzzlesPanel extends JPanel implements Presentable {
    private static final int HINT_STEPS = 3;
    /** The turn that takes the ring the opponent forgot (Tamsk T-17), written before the move. */
    private static final String CLAIM = "claim";

    /** Plays on from a position of {@code game} against the computer, which takes the side not on move, on the game's own screen. */
    public interface PlayOn {
        void playOn(String game, Map<String, String> options, String position);

        /** Whether a game's screen can go on from a puzzle's position: a Ta Yü puzzle's supply is not its game's. */
        boolean offers(String game);
    }

    private final Localizer localizer;
    private final Home home;
    private final Consumer<IOException> notSaved;
    private final PlayOn playOn;
    private final LessonBoards boards;
    /** The shipped puzzles of each game, read once. */
    private final Map<String, List<Puzzle>> library = new HashMap<>();
    /** The learner's own puzzles from the reviews of his games, read again each time the trainer is shown. */
    private final MyPuzzles mine;
    private final JComboBox<String> gameBox;
    private final JComboBox<PuzzleChoice> choiceBox = new JComboBox<>();
    private final JPanel boardArea = new JPanel(new BorderLayout());
    private final WrappingLabel goal = new WrappingLabel("puzzleGoal", 30);
    private final WrappingLabel gestures = new WrappingLabel("puzzleGestures", 30);
    private final WrappingLabel feedback = new WrappingLabel("puzzleFeedback", 30);
    private final WrappingLabel hintText = new WrappingLabel("puzzleHintText", 30);
    private final JButton hintButton;
    /** What the next hint costs, said before it is taken: what a solve will then be worth. */
    private final WrappingLabel hintCost = new WrappingLabel("puzzleHintCost", 30);
    private final JLabel rating = new JLabel();
    private final JLabel streakLabel = new JLabel();
    private final JToggleButton claim = new JToggleButton();
    /** Where the sand runs (Tamsk level 2): the seconds that pass before the move. */
    private final WaitControl wait;
    private final JButton checkButton;
    private final Action hint;
    private final Action retry;
    private final Action check;
    private final Action next;
    private final Action playOnAction;
    private final PuzzleHistoryDialog history;
    private final PuzzleDashboardDialog dashboard;
    /** What a Ta Yü "score exactly N" puzzle counts as the board stands: the mover's coasts. */
    private final WrappingLabel tally = new WrappingLabel("puzzleTally", 30);
    private final JPanel side;
    /** Homework set in place of the trainer's choices (see {@link #assign}); none in the trainer's own use. */
    private PuzzleAssignment assignment;
    private final JPanel assignmentArea = new JPanel(new BorderLayout());
    /** The parts of the side column that choose puzzles and keep the rating: not shown while homework is set. */
    private final List<JComponent> choosing = new ArrayList<>();
    private PuzzleProgress progress;
    private Attempt<?, ?> attempt;
    /** The streak under way while the streak is chosen; none otherwise. */
    private Streak streak;
    /** What the side says, as messages, so that a switch of language says it again. */
    private Supplier<String> feedbackWords = () -> "";

    /** A run of puzzles of rising difficulty: those set so far, the solved count, and whether a mistake has ended it. */
    private static final class Streak {
        private final String game;
        private final Set<String> set = new HashSet<>();
        private int solved;
        private boolean over;

        Streak(String game) {
            this.game = game;
        }
    }

    /** {@code damaged} is told when the progress file was damaged and put aside. */
    public PuzzlesPanel(Localizer localizer, Home home, Consumer<IOException> notSaved, PlayOn playOn, Consumer<Message> damaged) {
        super(new BoardScreenLayout("[grow, fill][]", "[grow, fill]"));
        this.localizer = localizer;
        this.boards = new LessonBoards(localizer);
        boards.bindKeysOn(this); // a board's letters work after Hint, without a click on the board first
        this.gameBox = new JComboBox<>(trainable(boards).toArray(String[]::new));
        this.home = home;
        this.notSaved = notSaved;
        this.playOn = playOn;
        Home.Loaded<PuzzleProgress> loaded = home.loadPuzzleProgress();
        loaded.problem().ifPresent(damaged);
        this.progress = loaded.value();
        this.mine = new MyPuzzles(localizer, new PersonalPuzzles(home.personalPuzzlesFolder()));
        setName("puzzlesPanel");
        gameBox.setName("puzzleGame");
        choiceBox.setName("puzzleChoice");
        rating.setName("puzzleRating");
        streakLabel.setName("puzzleStreak");
        claim.setName("puzzleClaim");
        wait = new WaitControl(localizer);
        history = new PuzzleHistoryDialog(localizer, () -> progress, this::game);
        hint = Actions.create(localizer, "window.puzzles.hint", () -> attempt.hint());
        hintButton = button(hint, "puzzleHint");
        retry = Actions.create(localizer, "window.puzzles.retry", () -> attempt.retry());
        check = Actions.create(localizer, "window.puzzles.check", () -> attempt.checkCells());
        next = Actions.create(localizer, "window.puzzles.next", this::nextPuzzle);
        playOnAction = Actions.create(localizer, "window.puzzles.playOn", this::playOn);
        checkButton = button(check, "puzzleCheck");
        Action showHistory = Actions.create(localizer, "window.puzzles.history", () -> history.show(this));
        dashboard = new PuzzleDashboardDialog(localizer, () -> progress, this::game, this::puzzles, this::trainWeakSpots, this::chooseOptions);
        Action showDashboard = Actions.create(localizer, "window.puzzles.dashboard", () -> dashboard.show(this));
        gameBox.setRenderer(renderer((String id) -> localizer.text(Games.byId(id).orElseThrow().nameKey())));
        choiceBox.setRenderer(PuzzlesPanel.<PuzzleChoice>renderer(this::choiceText));
        gameBox.addActionListener(e -> fillChoices());
        choiceBox.addActionListener(e -> {
            leaveStreak();
            streak = choiceBox.getSelectedItem() instanceof PuzzleChoice.Streak ? new Streak(game()) : null;
            nextPuzzle();
        });

        // the boxes sit in the side column, not above the board, so that the board takes the window's whole height;
        // the choice (its longest name) does not widen the column, which the board would pay for
        BoardScreenLayout.addBoard(this, boardArea, "grow, push");
        side = new JPanel(new MigLayout("insets 0 12 0 0, wrap 1", "[fill]"));
        side.add(gameBox);
        side.add(choiceBox, "w 0:0:n");
        side.add(rating, "gaptop para");
        side.add(streakLabel, "hidemode 3");
        JPanel records = new JPanel(new MigLayout("insets 0", "[][]"));
        records.add(button(showHistory, "puzzleHistoryButton"));
        records.add(button(showDashboard, "puzzleDashboardButton"));
        side.add(records, "growx 0");
        choosing.addAll(List.of(gameBox, choiceBox, rating, records));
        assignmentArea.setVisible(false);
        side.add(assignmentArea, "hidemode 3");
        side.add(mine.damagedLabel(), "hidemode 3");
        side.add(goal, "gaptop para");
        side.add(tally, "hidemode 3");
        side.add(gestures);
        side.add(feedback);
        side.add(hintText);
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 1", "[fill]"));
        buttons.add(hintButton);
        hintCost.putClientProperty("FlatLaf.styleClass", "small");
        buttons.add(hintCost, "hidemode 3");
        buttons.add(wait.component(), "hidemode 3");
        buttons.add(claim, "hidemode 3");
        buttons.add(checkButton, "hidemode 3");
        buttons.add(button(retry, "puzzleRetry"));
        buttons.add(button(next, "puzzleNext"));
        buttons.add(button(playOnAction, "puzzlePlayOn"));
        side.add(buttons, "pushy, aligny bottom");
        add(side, BoardScreenLayout.column("growy"));
        localizer.bindText(claim, "window.puzzles.claim");
        localizer.bind(() -> claim.setToolTipText(localizer.text("window.puzzles.claim.tip")));
        localizer.bind(this::refresh);
    }

    /**
     * The games the trainer offers, in the catalogue's order: those with puzzles and a lesson board to
     * answer them on. Ta Yü has its puzzles (a placement of the drawn tile answers them) but no board
     * yet, so it waits; it joins by itself once {@link LessonBoards} holds its board.
     */
    static List<String> trainable(LessonBoards boards) {
        return Games.CATALOGUE.stream()
                .filter(entry -> PuzzleGames.of(entry.id(), Map.of()).isPresent())
                .filter(entry -> entry.engine().flatMap(boards::forGame).isPresent())
                .map(Games.Entry::id)
                .toList();
    }

    /** In presentation mode the clicker goes on to the next puzzle, and back to the start of this one. */
    @Override
    public boolean goOn() {
        return Actions.runIfEnabled(next);
    }

    @Override
    public boolean goBack() {
        return Actions.runIfEnabled(retry);
    }

    @Override
    public Optional<JComponent> sideColumn() {
        return Optional.of(side);
    }

    /** Shows the trainer, setting a puzzle if none is set yet; homework set stays as it is. */
    public void showTrainer() {
        if (assignment != null) {
            return;
        }
        if (game() != null && mine.readAgain(game())) {
            fillChoices(); // a review has added puzzles of the learner's own since the choices were made
        } else if (choiceBox.getItemCount() == 0) {
            fillChoices();
        } else if (attempt == null) {
            nextPuzzle();
        }
    }

    /** Shows the trainer on the puzzles of {@code game} (its id), if it trains that game; otherwise as it stands. */
    public void showTrainer(String game) {
        if (assignment != null) {
            return;
        }
        if (!game.equals(gameBox.getSelectedItem()) && ((DefaultComboBoxModel<String>) gameBox.getModel()).getIndexOf(game) >= 0) {
            gameBox.setSelectedItem(game); // its listener sets the game's choices and a puzzle
        }
        showTrainer();
    }

    /**
     * Sets the puzzles of {@code next} (homework) in place of the trainer's choices, its first on the board; with null,
     * the trainer's own choices again. A puzzle of the trainer's left after a hint still counts as failed.
     */
    public void assign(PuzzleAssignment next) {
        if (assignment == null && attempt != null && attempt.hintsTaken > 0) {
            attempt.finish(false);
        }
        leaveStreak();
        streak = null;
        attempt = null;
        assignment = next;
        choosing.forEach(part -> part.setVisible(next == null));
        assignmentArea.removeAll();
        assignmentArea.setVisible(next != null);
        if (next != null) {
            assignmentArea.add(next.side());
            next.started(this::open);
            open(next.puzzles().get(0));
        } else {
            fillChoices();
        }
        side.revalidate();
        side.repaint();
    }

    /** The puzzle set now, if any. */
    public Optional<Puzzle> puzzle() {
        return Optional.ofNullable(attempt).map(a -> a.run.puzzle());
    }

    /** The board the puzzle set now is answered on: for tests that answer through it as a drop does. */
    LessonBoard<?, ?> board() {
        return attempt.board;
    }

    /** The position on the board to answer, a turn begun included, in the game's notation: for tests that answer through the board. */
    String shownPosition() {
        return attempt.partial.isEmpty() ? attempt.run.position() : attempt.partialPosition;
    }

    /** Whether the trainer is judging an answer or playing out a reply: nothing can be answered meanwhile. */
    boolean busy() {
        return attempt != null && attempt.busy;
    }

    /** Sets {@code puzzle}, whatever is chosen: for tests. */
    void set(Puzzle puzzle) {
        open(puzzle);
    }

    private void fillChoices() {
        List<PuzzleChoice> choices = PuzzleChoice.offered(puzzles());
        leaveStreak();
        streak = null;
        choiceBox.setModel(new DefaultComboBoxModel<>(choices.toArray(PuzzleChoice[]::new)));
        history.refresh();
        dashboard.refresh();
        nextPuzzle();
    }

    /** The chosen game's shipped puzzles, every kind, and the learner's own after them. */
    private List<Puzzle> puzzles() {
        return mine.after(library.computeIfAbsent(game(), PuzzleLibrary::shipped), game());
    }

    private String game() {
        return (String) gameBox.getSelectedItem();
    }

    private void nextPuzzle() {
        if (assignment != null) {
            assignment.after(puzzle()).ifPresent(this::open);
            return;
        }
        PuzzleChoice choice = (PuzzleChoice) choiceBox.getSelectedItem();
        if (choice == null) {
            return;
        }
        if (streak != null) {
            if (streak.over) {
                streak = new Streak(game()); // Next after a mistake starts a new streak
            }
            Optional<Puzzle> next = PuzzleChoice.nextInStreak(puzzles(), streak.set);
            next.ifPresentOrElse(p -> {
                streak.set.add(p.id());
                open(p);
            }, () -> {
                endStreak();
                say(() -> localizer.text("window.puzzles.streak.complete", streak.solved));
            });
            return;
        }
        Optional<String> last = Optional.ofNullable(attempt).map(a -> a.run.puzzle().id());
        PuzzleChoice.next(choice, puzzles(), game(), progress, last).ifPresent(this::open);
    }

    /** Sets {@code puzzle} on its game's board; one left after a hint counts as failed, or the hint would cost nothing. */
    private void open(Puzzle puzzle) {
        if (attempt != null && attempt.hintsTaken > 0 && assignment == null) {
            attempt.finish(false);
        }
        Game<?, ?> game = Games.byId(puzzle.game()).flatMap(Games.Entry::engine).orElseThrow();
        attempt = attempt(game, puzzle);
        boardArea.removeAll();
        boardArea.add(attempt.board.component());
        boardArea.revalidate();
        boardArea.repaint();
        if (assignment != null) {
            assignment.opened(puzzle);
        }
        attempt.start();
    }

    private <P, M> Attempt<P, M> attempt(Game<P, M> game, Puzzle puzzle) {
        @SuppressWarnings("unchecked") // the board was chosen for the puzzle's game, so it takes its positions and moves
        LessonBoard<P, M> board = (LessonBoard<P, M>) boards.forGame(game).orElseThrow();
        Acceptance rule = progress.options().shortestWinOnly() ? Acceptance.SHORTEST_WIN : Acceptance.ANY_WIN;
        return new Attempt<>(PuzzleRun.of(puzzle, rule), board, game.notation(puzzle.options()), game.rules(puzzle.options()));
    }

    /** The game goes on against the computer: from where the learner stands now, or from the start once the game is over there. */
    private void playOn() {
        Puzzle puzzle = attempt.run.puzzle();
        playOn.playOn(puzzle.game(), puzzle.options(), attempt.playOnPosition());
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
        streakLabel.setVisible(streak != null);
        if (streak != null) {
            streakLabel.setText(localizer.text("window.puzzles.streak", streak.solved, Math.max(streak.solved, progress.bestStreak(game()))));
        }
        feedback.setText(feedbackWords.get());
        if (attempt == null) {
            hint.setEnabled(false);
            hintCost.setVisible(false);
            retry.setEnabled(false);
            check.setEnabled(false);
            checkButton.setVisible(false);
            playOnAction.setEnabled(false);
            claim.setVisible(false);
            wait.show(false, false);
            return;
        }
        Puzzle puzzle = attempt.run.puzzle();
        goal.setText(puzzle.say(localizer.language()) + TrainerWords.rule(localizer, attempt.run) + " "
                + localizer.text("window.puzzles.puzzleRating", puzzle.rating()));
        Optional<Message> counted = attempt.run.tally();
        tally.setVisible(counted.isPresent());
        tally.setText(counted.map(localizer::text).orElse(""));
        gestures.setText(attempt.run.asksForCells() ? localizer.text("window.puzzles.cellsGestures")
                : attempt.board.gesturesKey().map(localizer::text).orElse(""));
        hintText.setText(attempt.hintWords());
        boolean open = !attempt.busy && !attempt.run.solved() && !attempt.refuted;
        boolean hintOpen = open && streak == null && attempt.step < HINT_STEPS;
        if (!hintOpen && hintButton.isFocusOwner()) {
            // a button switched off while it has the keys would hand them to the next one, Next puzzle: the board takes them
            attempt.board.component().requestFocusInWindow();
        }
        hint.setEnabled(hintOpen);
        hintCost.setVisible(hint.isEnabled() && assignment == null);
        hintCost.setText(localizer.text("window.puzzles.hint.cost",
                Math.round(100 * PuzzleProgress.score(true, attempt.hintsTaken + 1))));
        retry.setEnabled(attempt.refuted && !attempt.busy && (streak == null));
        check.setEnabled(open && attempt.run.asksForCells());
        checkButton.setVisible(attempt.run.asksForCells());
        claim.setVisible(attempt.hasClaim() && !attempt.run.asksForCells());
        claim.setEnabled(open && attempt.mayClaim());
        wait.show(attempt.run.timed(), open);
        if (!claim.isEnabled()) {
            claim.setSelected(false);
        }
        playOnAction.setEnabled(playOn.offers(puzzle.game()) && !attempt.busy && (attempt.recorded || attempt.run.solved()));
    }

    /** The attempt is over or failed: the rating moves once a puzzle, and the file is written at once. */
    private void record(Puzzle puzzle, boolean solved, int hints) {
        progress = progress.attempted(PuzzleProgress.Attempt.of(puzzle.game(), puzzle.id(), solved, hints, LocalDateTime.now()), puzzle.rating());
        if (streak != null) {
            if (solved) {
                streak.solved++;
            } else {
                endStreak();
            }
        }
        save();
        history.refresh();
        dashboard.refresh();
    }

    /** "Train my weak spots": a run of puzzles of those themes, chosen in the list like any other choice. */
    private void trainWeakSpots(List<String> themes) {
        DefaultComboBoxModel<PuzzleChoice> model = (DefaultComboBoxModel<PuzzleChoice>) choiceBox.getModel();
        for (int i = model.getSize() - 1; i >= 0; i--) {
            if (model.getElementAt(i) instanceof PuzzleChoice.WeakSpots) {
                model.removeElementAt(i); // one weak-spots choice at a time: the latest figures
            }
        }
        PuzzleChoice weak = new PuzzleChoice.WeakSpots(themes);
        model.insertElementAt(weak, Math.min(2, model.getSize()));
        choiceBox.setSelectedItem(weak); // its listener sets the first puzzle
    }

    /** The learner changed how the trainer works: kept at once, and used from the next puzzle set. */
    private void chooseOptions(TrainerOptions chosen) {
        if (!chosen.equals(progress.options())) {
            progress = progress.withOptions(chosen);
            save();
        }
    }

    /** A streak left for another choice ends there: its length still counts for the best. */
    private void leaveStreak() {
        if (streak != null && !streak.over) {
            endStreak();
        }
    }

    private void endStreak() {
        streak.over = true;
        progress = progress.streakEnded(streak.game, streak.solved);
        save();
    }

    private void save() {
        try {
            home.savePuzzleProgress(progress);
        } catch (IOException e) {
            notSaved.accept(e);
        }
    }

    /** What the last attempt did to the rating, said after the verdict. */
    private String ratingChange() {
        if (assignment != null) {
            return ""; // homework moves no rating
        }
        List<PuzzleProgress.Attempt> mine = progress.attempts(game());
        if (mine.isEmpty()) {
            return "";
        }
        long change = Math.round(mine.get(mine.size() - 1).ratingChange());
        String words = " " + localizer.text("window.puzzles.ratingChange", String.format(Locale.ROOT, "%+d", change));
        if (streak != null) {
            words += " " + (streak.over ? localizer.text("window.puzzles.streak.over", streak.solved, progress.bestStreak(game()))
                    : localizer.text("window.puzzles.streak.on", streak.solved));
        }
        return words;
    }

    private String choiceText(PuzzleChoice choice) {
        return localizer.text(choice.words());
    }

    private static <T> DefaultListCellRenderer renderer(Function<T, String> words) {
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
        /** A wrong answer's refutation is on the board until the learner tries again. */
        private boolean refuted;
        private boolean recorded;
        /** Hints taken over the whole puzzle, each costing rating. */
        private int hintsTaken;
        /** The rung of the ladder reached for the move asked now. */
        private int step;
        private PuzzleRun.Hint hinted;
        /** The opponent's last reply, its events in order: marked on the board as a last move. */
        private List<M> replied = List.of();
        /** The cells chosen so far, for a puzzle answered with cells. */
        private final TreeSet<String> chosen = new TreeSet<>();
        /** The tokens of a turn begun but not finished (a GIPF push whose rows the learner still removes); empty between turns. */
        private String partial = "";
        private String partialPosition = "";

        Attempt(PuzzleRun<?> run, LessonBoard<P, M> board, Notation<P, M> notation, Rules<P, M> rules) {
            this.run = run;
            this.board = board;
            this.notation = notation;
            this.rules = rules;
            board.onTry(this::tried);
            board.onPlace(this::pressed);
        }

        void start() {
            show();
            say(() -> "");
        }

        /** The position to answer, with the hint's marks; a puzzle answered with cells shows the cells chosen, and moves nothing. */
        private void show() {
            if (run.asksForCells()) {
                // the learner's cells, with the one the second hint gives; the third shows them all
                TreeSet<String> marked = new TreeSet<>(step >= HINT_STEPS ? run.puzzle().solution() : chosen);
                if (step == 2) {
                    hinted.square().ifPresent(marked::add);
                }
                board.show(now(), LessonMarks.of(new Annotations(List.copyOf(marked), List.of())), false);
            } else {
                board.show(now(), marks().withReplied(partial.isEmpty() ? replied : List.of()), true);
            }
        }

        private P now() {
            return notation.parsePosition(partial.isEmpty() ? run.position() : partialPosition);
        }

        String playOnPosition() {
            P here = now();
            return rules.outcome(here).isPresent() ? run.puzzle().position() : run.position();
        }

        /** Whether the game has a claim its notation writes as a move of its own (Tamsk's forgotten ring): then the claim has its button. */
        boolean hasClaim() {
            return parsed(CLAIM).isPresent();
        }

        boolean mayClaim() {
            return parsed(CLAIM).filter(c -> rules.apply(now(), c) instanceof MoveResult.Legal<P>).isPresent();
        }

        private void tried(M move) {
            P before = now();
            String text = notation.format(before, move);
            String turn = partial.isEmpty() ? text : partial + " " + text;
            Optional<String> partway = busy || refuted || run.solved() ? Optional.empty() : run.partway(turn);
            if (partway.isPresent()) {
                // the turn goes on: the learner's next decision (a row to remove) is made on the board
                partial = turn;
                partialPosition = partway.get();
                show();
                return;
            }
            partial = "";
            answerText(run.waited(wait.seconds(), claim.isSelected() ? CLAIM + " " + turn : turn));
        }

        /** Judges {@code text}, one whole turn, off the event thread. */
        private void answerText(String text) {
            if (attempt != this || busy || refuted || run.solved() || run.asksForCells()) {
                return;
            }
            P before = now();
            claim.setSelected(false);
            wait.reset();
            busy = true;
            refresh();
            work(() -> run.answer(text), answer -> answered(before, text, answer));
        }

        private void answered(P before, String text, PuzzleRun.Answer answer) {
            busy = false;
            if (answer instanceof PuzzleRun.Answer.Illegal illegal) {
                show();
                say(() -> localizer.text(illegal.why()));
            } else if (answer instanceof PuzzleRun.Answer.Accepted accepted && accepted.solved()) {
                board.show(now(), LessonMarks.none(), false);
                String change = finish(true) ? ratingChange() : ""; // once the answer was shown, playing it changes nothing
                say(() -> localizer.text("window.puzzles.solved", accepted.move()) + change);
            } else if (answer instanceof PuzzleRun.Answer.Accepted accepted) {
                hinted = null;
                step = 0;
                String reply = accepted.reply().orElseThrow();
                replied = events(reply);
                P mine = afterTurn(before, text).orElseThrow();
                Optional<M> played = legal(mine, reply);
                busy = played.isPresent();
                if (played.isPresent()) {
                    board.playOut(mine, played.get(), now(), LessonMarks.none(), () -> {
                        busy = false;
                        show();
                        refresh();
                    });
                } else {
                    show(); // a reply of several events (a Tamsk claim and move) is shown done
                }
                say(() -> localizer.text("window.puzzles.goodMove", accepted.move(), reply));
            } else if (answer instanceof PuzzleRun.Answer.Wrong wrong) {
                refuted = true;
                finish(false);
                P mine = afterTurn(before, text).orElseThrow();
                Optional<M> reply = wrong.refutation().flatMap(r -> legal(mine, r));
                Optional<P> replied = wrong.refutation().flatMap(r -> afterTurn(mine, r));
                if (reply.isPresent()) {
                    board.playOut(mine, reply.get(), replied.orElseThrow(), LessonMarks.none(), () -> { });
                } else if (replied.isPresent()) {
                    board.show(replied.get(), LessonMarks.none(), false); // a claim and a move: shown done
                } else {
                    board.show(mine, cellsMarked(wrong.refutation()), false);
                }
                // only a refutation played out is on the board to be looked at; a last move or a tile laid is judged in words
                String wrongKey = reply.isPresent() || replied.isPresent() ? "window.puzzles.wrong" : "window.puzzles.wrongNoReply";
                say(() -> localizer.text(wrongKey, localizer.text(wrong.why())) + ratingChange());
            }
            refresh();
        }

        /** A cell pressed for a puzzle answered with cells: chosen, or let go when chosen already. */
        private void pressed(String cell) {
            if (attempt != this || !run.asksForCells() || refuted || run.solved()) {
                return;
            }
            if (!chosen.remove(cell)) {
                chosen.add(cell);
            }
            show();
            say(() -> localizer.text("window.puzzles.cellsChosen", chosen.size(), String.join(", ", chosen)));
        }

        void checkCells() {
            PuzzleRun.CellsAnswer answer = run.answerCells(chosen);
            List<String> proven = run.puzzle().solution();
            if (answer.correct()) {
                finish(true);
                board.show(now(), LessonMarks.of(new Annotations(proven, List.of())), false);
                say(() -> localizer.text("window.puzzles.cellsRight", proven.size()) + ratingChange());
            } else {
                refuted = true;
                finish(false);
                board.show(now(), LessonMarks.of(new Annotations(proven, List.of())), false);
                String missing = answer.missing().isEmpty() ? "" : " " + localizer.text("window.puzzles.cellsMissing", String.join(", ", answer.missing()));
                String extra = answer.extra().isEmpty() ? "" : " " + localizer.text("window.puzzles.cellsExtra", String.join(", ", answer.extra()));
                say(() -> localizer.text("window.puzzles.cellsWrong", proven.size()) + missing + extra + ratingChange());
            }
            refresh();
        }

        void retry() {
            refuted = false;
            partial = "";
            chosen.clear();
            show();
            say(() -> localizer.text(run.asksForCells() ? "window.puzzles.cellsAgain" : "window.puzzles.tryAgain"));
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
            partial = ""; // a hint is for the whole turn, from its start
            hintsTaken++;
            step++;
            if (step == HINT_STEPS) {
                finish(false);
                say(() -> localizer.text("window.puzzles.shown") + ratingChange());
            }
            show();
            refresh();
        }

        String hintWords() {
            if (hinted == null || step == 0) {
                return "";
            }
            String kind = run.asksForCells() ? "cells" : run.puzzle().game();
            return switch (step) {
                case 1 -> localizer.text("window.puzzles.hint.piece." + kind, hinted.piece().orElse("—"));
                case 2 -> localizer.text("window.puzzles.hint.square." + kind, hinted.piece().orElse("—"), hinted.square().orElse("—"))
                        + (run.waitSeconds(hinted.answer()) > 0 ? " " + localizer.text("window.puzzles.hint.wait", run.waitSeconds(hinted.answer())) : "");
                default -> localizer.text("window.puzzles.hint.answer", run.inWords(hinted.answer()));
            };
        }

        /** The hint's marks: the piece lit, then its square, then the whole move as an arrow. */
        private LessonMarks<M> marks() {
            if (hinted == null || step == 0) {
                return LessonMarks.none();
            }
            String move = hinted.answer().startsWith(CLAIM + " ") ? hinted.answer().substring(CLAIM.length() + 1) : hinted.answer();
            Optional<M> key = parsed(move);
            List<String> cells = step >= 2 ? hinted.square().map(List::of).orElse(List.of()) : List.of();
            List<String> arrows = step >= HINT_STEPS ? hinted.piece().flatMap(from -> hinted.square().map(to -> List.of(from + "-" + to)))
                    .orElse(List.of()) : List.of();
            return new LessonMarks<>(new Annotations(cells, arrows), Optional.empty(), true, key);
        }

        /**
         * Records the attempt once: a failure at the first wrong answer or the whole answer shown,
         * else the solution with the hints it took. True when this call recorded it.
         */
        private boolean finish(boolean solved) {
            if (assignment != null) {
                // homework hears every verdict (its tries), and no rating moves
                assignment.judged(run.puzzle(), solved, hintsTaken, step >= HINT_STEPS);
                boolean first = !recorded;
                recorded = true;
                return first;
            }
            if (recorded) {
                return false;
            }
            recorded = true;
            record(run.puzzle(), solved, hintsTaken);
            return true;
        }

        /** A refutation that is not a move (the cells a Tamsk hourglass still reaches) marked on the board. */
        private LessonMarks<M> cellsMarked(Optional<String> refutation) {
            List<String> cells = refutation.map(r -> List.of(r.split(" "))).orElse(List.of());
            return cells.stream().allMatch(notation::isPlace) ? LessonMarks.of(new Annotations(cells, List.of())) : LessonMarks.none();
        }

        /** The events of the turn {@code text}, those the board's notation reads (a Tamsk claim, then its move). */
        private List<M> events(String text) {
            List<M> events = new ArrayList<>();
            for (String token : text.strip().split("\\s+")) {
                parsed(token).ifPresent(events::add);
            }
            return events;
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

        /** The position after the whole turn {@code text}, its events one after another (a Tamsk claim, then the move); none if it is not legal. */
        private Optional<P> afterTurn(P position, String text) {
            P now = position;
            for (String token : text.strip().split("\\s+")) {
                Optional<M> move = legal(now, token);
                if (move.isEmpty()) {
                    return Optional.empty();
                }
                now = ((MoveResult.Legal<P>) rules.apply(now, move.get())).after();
            }
            return Optional.of(now);
        }

        /** Runs the solver's {@code task} off the event thread, then {@code done} on it, unless another puzzle was set meanwhile. */
        private <T> void work(Supplier<T> task, Consumer<T> done) {
            Background.run(task, () -> attempt == Attempt.this, done);
        }
    }
}
