package org.ludoteka.ui.lesson.editor;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.KeyboardFocusManager;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JToggleButton;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.lesson.Annotations;
import org.ludoteka.lesson.Beside;
import org.ludoteka.lesson.DraftTexts;
import org.ludoteka.lesson.LessonDraft;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.LessonText;
import org.ludoteka.lesson.SavedLessonCheck;
import org.ludoteka.lesson.Step;
import org.ludoteka.lesson.StepEdits;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.puzzle.Goal;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.ColumnScroll;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.GameKit;
import org.ludoteka.ui.Kits;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.WrappingLabel;

/**
 * Records a lesson on the board, for every game alike: the teacher starts from the board as it
 * stands, then adds steps one by one — a text to say, a move played, a move tried (the engine writes
 * whether it is legal, and why not), a question whose accepted answers the solver proposes, a new
 * position — each with cells marked on the board and, if wanted, a second board beside. Texts are
 * written in one language at a time; the languages not written yet are marked as missing. The
 * lesson is previewed on the real lesson screen, and saved as an ordinary lesson file, checked at
 * once as {@code verify} checks it. No YAML is seen.
 */
public final class LessonEditor extends JDialog {
    /** The folder lessons were last saved into or opened from, while the program runs: the teacher's folder. */
    private static Path folder = Path.of(System.getProperty("user.home"));
    private static final int STATUS_COLUMNS = 30;
    /** The column's width in characters: its labels wrap within it. */
    private static final int LABEL_COLUMNS = 30;

    private final Localizer localizer;
    private LessonDraft draft;
    private GameKit kit;
    private EditorBoard<?, ?> board;
    private Optional<Path> file = Optional.empty();

    private final JPanel boardArea = new JPanel(new MigLayout("insets 0, fill", "[grow, fill]", "[grow, fill]"));
    private final JTextField titleField = field("editorTitle", 10);
    private final JComboBox<Choice<Language>> writing;
    private final DefaultListModel<String> stepRows = new DefaultListModel<>();
    private final JList<String> steps = new JList<>(stepRows);
    private final JTextArea text = new JTextArea(2, 16);
    private final JLabel missing = new JLabel();
    private final JTextField marks = field("editorMarks", 10);
    private final JToggleButton marking;
    /** The step's arrows, {@code from-to}: drawn on the board with the right button (StrokeMarks), or typed. */
    private final JTextField arrows = field("editorArrows", 10);
    private final JTextField move = field("editorMove", 10);
    private final GoalChooser goal;
    private final JTextField answers = field("editorAnswers", 10);
    private final JTextField hint = field("editorHint", 10);
    private final JTextField besideMove = field("editorBesideMove", 10);
    private final JTextField caption = field("editorCaption", 8);
    private final JTextField besideCaption = field("editorBesideCaption", 8);
    private final WrappingLabel status = new WrappingLabel("editorStatus", STATUS_COLUMNS).reserving(2);
    private final List<JButton> engineButtons = new ArrayList<>();
    private final java.beans.PropertyChangeListener followFocus;
    /** The list is being filled again: the step it selects is where the next one goes, its fields are not loaded. */
    private boolean relisting;

    private LessonEditor(Component parent, Localizer localizer, LessonDraft draft) {
        super(SwingUtilities.getWindowAncestor(parent), localizer.text("window.editor.title"), DEFAULT_MODALITY_TYPE);
        this.localizer = localizer;
        setName("lessonEditor");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        writing = Choice.combo("editorLanguage", Arrays.stream(Language.values())
                .map(language -> new Choice<>(language, autonym(language))).toList(), localizer.language());
        writing.addActionListener(e -> chosen());
        steps.setName("editorSteps");
        steps.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        steps.setVisibleRowCount(5);
        // rows of one height, the list as tall empty as full: the fields below never jump when the first step is added
        steps.setFixedCellHeight(steps.getFontMetrics(steps.getFont()).getHeight() + 2);
        steps.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !relisting) {
                chosen();
            }
        });
        text.setName("editorText");
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        missing.setName("editorMissing");
        goal = new GoalChooser(localizer);
        marking = new JToggleButton(localizer.text("window.editor.markCells"));
        marking.setName("editorMarking");
        marking.setToolTipText(localizer.text("window.editor.markCells.tip"));
        marking.addActionListener(e -> showBoard());
        marks.addActionListener(e -> showBoard());
        arrows.addActionListener(e -> showBoard());
        arrows.setToolTipText(localizer.text("window.editor.arrows.tip"));
        titleField.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                titleTyped();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                titleTyped();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                titleTyped();
            }
        });

        // one column, each label over its field: at 200 % it stays narrow enough to leave the board its room
        JPanel column = new WidthOfView(new MigLayout("insets 0, wrap 1, fillx", "[grow, fill]"));
        column.add(label("window.editor.lessonTitle", titleField));
        column.add(titleField);
        column.add(label("window.editor.writing", writing));
        column.add(writing);
        column.add(label("window.editor.steps", steps));
        column.add(inner(new JScrollPane(steps)), "hmin 80");
        column.add(row(button("editorUp", "window.editor.up", this::up), button("editorDown", "window.editor.down", this::down),
                button("editorDelete", "window.editor.delete", this::delete)));
        column.add(new JSeparator(), "gaptop 6");
        column.add(heading("window.editor.newStep"));
        column.add(label("window.editor.text", text));
        column.add(inner(new JScrollPane(text)));
        column.add(missing);
        column.add(label("window.editor.marks", marks));
        column.add(marks);
        column.add(row(marking));
        column.add(label("window.editor.arrows", arrows));
        column.add(arrows);
        column.add(label("window.editor.besideMove", besideMove));
        column.add(besideMove);
        column.add(label("window.editor.caption", caption));
        column.add(caption);
        column.add(label("window.editor.besideCaption", besideCaption));
        column.add(besideCaption);
        column.add(row(button("editorSay", "window.editor.say", this::addSay),
                button("editorPosition", "window.editor.position", this::addPosition)));
        column.add(row(button("editorChange", "window.editor.change", this::change)));
        column.add(new JSeparator(), "gaptop 6");
        column.add(label("window.editor.move", move));
        column.add(move);
        column.add(row(engine(button("editorPlay", "window.editor.play", this::addPlay)),
                engine(button("editorTry", "window.editor.try", this::addTry))));
        column.add(label("window.editor.goal", goal.list()));
        column.add(goal.component());
        column.add(row(engine(button("editorPropose", "window.editor.propose", this::propose))));
        column.add(label("window.editor.answers", answers));
        column.add(answers);
        column.add(row(button("editorAddAnswer", "window.editor.addAnswer", this::addAnswer)));
        column.add(label("window.editor.hint", hint));
        column.add(hint);
        column.add(row(engine(button("editorAsk", "window.editor.ask", this::addAsk))));
        column.add(new JSeparator(), "gaptop 6");
        column.add(status, "wmin 0");
        column.add(row(button("editorPreview", "window.editor.preview", this::preview),
                button("editorOpen", "window.editor.open", this::open),
                button("editorSave", "window.editor.save", this::save),
                button("editorClose", "window.editor.close", this::dispose)));
        JScrollPane columnScroll = new ColumnScroll(column);
        columnScroll.setName("editorColumn");
        columnScroll.getVerticalScrollBar().setUnitIncrement(24);

        // at 200 % the column is taller than the screen: what Tab reaches in it is scrolled into view
        followFocus = e -> {
            if (e.getNewValue() instanceof JComponent focused && SwingUtilities.isDescendingFrom(focused, column)) {
                column.scrollRectToVisible(SwingUtilities.convertRectangle(focused.getParent(), focused.getBounds(), column));
            }
        };
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addPropertyChangeListener("focusOwner", followFocus);
        JPanel content = new JPanel(new MigLayout("insets dialog, fill", "[grow, fill][]", "[grow, fill]"));
        // the board gives way to the column, however large its own least size at 200 %: the column's buttons stay whole
        content.add(boardArea, "grow, push, wmin 0, hmin 0");
        content.add(columnScroll, "growy, wmin pref");
        setContentPane(content);
        Dialogs.closeWithEscape(this);
        use(draft, Optional.empty());
    }

    /** Opens the editor over {@code parent}, starting from the game on screen if there is one; it is modal. */
    public static void open(Component parent, Localizer localizer, Optional<SavedGame> game) {
        LessonDraft draft;
        try {
            draft = game.map(EditorStart::from).orElseGet(EditorStart::fresh);
        } catch (RuntimeException e) {
            draft = EditorStart.fresh(); // a game that cannot be read back: the lesson starts from the first game's start
        }
        LessonEditor editor = new LessonEditor(parent, localizer, draft);
        Dimension screen = Dialogs.freeArea(editor.getGraphicsConfiguration()).getSize();
        editor.getContentPane().setPreferredSize(new Dimension(screen.width * 9 / 10, screen.height * 9 / 10));
        Dialogs.showCentred(editor, parent);
    }

    @Override
    public void dispose() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removePropertyChangeListener("focusOwner", followFocus);
        super.dispose();
    }

    /** Puts {@code lesson} in the editor, on its game's board. */
    private void use(LessonDraft lesson, Optional<Path> from) {
        draft = lesson;
        file = from;
        kit = Kits.byId(lesson.game()).orElseThrow();
        board = EditorBoard.of(kit.lessonBoard(localizer), this::moved, this::pressed);
        board.onStroke(this::drawn);
        boardArea.removeAll();
        boardArea.add(board.component(), "wmin 0, hmin 0");
        boardArea.revalidate();
        goal.offer(lesson.game());
        relist(lesson.size() - 1);
    }

    // --- the steps

    /** Where a new step goes: after the chosen step, or at the end. */
    private int cursor() {
        return steps.getSelectedIndex() < 0 ? draft.size() : steps.getSelectedIndex() + 1;
    }

    private void addSay() {
        Optional<LessonText> said = written(Optional.empty());
        if (said.isEmpty()) {
            tell("window.editor.noText");
            return;
        }
        insert(StepEdits.withBeside(new Step.Say(0, said, shown(), Optional.empty(), Optional.empty()), beside()));
    }

    /** A new position set up on the board (pasted in the game's notation), with the text written, if any. */
    private void addPosition() {
        Optional<String> pasted = org.ludoteka.ui.PastePositionDialog.ask(this, localizer, Message.of("game." + draft.game()),
                draft.positionAt(cursor()).orElse(""), typed -> {
                    LessonDraft.start(draft.game(), draft.options(), typed);
                    return typed;
                });
        pasted.ifPresent(position -> insert(new Step.Say(0, written(Optional.empty()), shown(), Optional.empty(), Optional.of(position))));
    }

    private void addPlay() {
        engineStep(() -> StepEdits.withBeside(draft.play(cursor(), moveText(), written(Optional.empty()), shown()), beside()));
    }

    private void addTry() {
        engineStep(() -> {
            Step.Try attempt = draft.attempt(cursor(), moveText(), written(Optional.empty()), shown());
            tell(attempt.legal() ? Message.of("window.editor.tried.legal", attempt.move())
                    : Message.of("window.editor.tried.illegal", attempt.move(), draft.judge(cursor(), attempt.move()).why().orElseThrow()));
            return StepEdits.withBeside(attempt, beside());
        });
    }

    private void addAsk() {
        Optional<LessonText> prompt = written(Optional.empty());
        if (prompt.isEmpty()) {
            tell("window.editor.noQuestion");
            return;
        }
        engineStep(() -> new Step.Ask(0, prompt.get(), acceptedAnswers(cursor()), hintText(Optional.empty()), shown(), beside()));
    }

    /** The answers typed or proposed, each legal where the question stands, as the game writes them. */
    private List<String> acceptedAnswers(int index) {
        Set<String> accepted = new LinkedHashSet<>();
        for (String answer : answers.getText().strip().split("\\s*[,|]\\s*|\\s+")) {
            if (!answer.isEmpty()) {
                accepted.add(draft.legalMove(index, answer));
            }
        }
        if (accepted.isEmpty()) {
            throw new InputError("window.editor.noAnswers");
        }
        return List.copyOf(accepted);
    }

    /** The move given (made on the board or typed) is accepted too. */
    private void addAnswer() {
        try {
            String answer = draft.legalMove(cursor(), moveText());
            answers.setText((answers.getText().strip() + " " + answer).strip());
        } catch (InputError e) {
            tell(e.problem());
        }
    }

    /**
     * The solver's answers to the goal chosen, found off the event thread: a proof may take seconds.
     * A goal of places (the cells an hourglass can reach) has cells for answers, not moves: they are marked.
     */
    private void propose() {
        if (goal.isEmpty()) {
            tell("window.editor.noGoal");
            return;
        }
        Goal chosen;
        try {
            chosen = goal.chosen();
        } catch (InputError e) {
            tell(e.problem());
            return;
        }
        int at = cursor();
        LessonDraft asked = draft;
        if (chosen instanceof Goal.Reach reach) {
            try {
                List<String> cells = asked.reach(at, reach);
                marks.setText(String.join(" ", cells));
                showBoard();
                tell(Message.of("window.editor.reachMarked", reach.cell(), cells.size()));
            } catch (InputError e) {
                tell(e.problem());
            }
            return;
        }
        engineButtons.forEach(b -> b.setEnabled(false));
        tell("window.editor.solving");
        new SwingWorker<List<String>, Void>() {
            @Override
            protected List<String> doInBackground() {
                return asked.answers(at, chosen);
            }

            @Override
            protected void done() {
                engineButtons.forEach(b -> b.setEnabled(true));
                try {
                    List<String> found = get();
                    answers.setText(String.join(" ", found));
                    tell(Message.of("window.editor.proposed", found.size(), goal.words(chosen)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof InputError error) {
                        tell(error.problem());
                    } else {
                        throw new IllegalStateException("the solver failed", e.getCause());
                    }
                }
            }
        }.execute();
    }

    /** A step the engine must accept: its refusal is told in one sentence and nothing is added. */
    private void engineStep(java.util.function.Supplier<Step> making) {
        try {
            insert(making.get());
        } catch (InputError e) {
            tell(e.problem());
        }
    }

    /**
     * Adds {@code step} after the chosen one. What the replay then refuses — a mark that names no
     * place of the board, a move beside that is illegal — is told, and the step is not added.
     */
    private void insert(Step step) {
        int at = cursor();
        boolean wasWhole = draft.replay().problems().isEmpty();
        draft.insert(at, step);
        List<org.ludoteka.lesson.LessonProblem> problems = draft.replay().problems();
        if (wasWhole && !problems.isEmpty()) {
            draft.remove(at);
            tell(problems.get(0).problem());
            return;
        }
        clearNewStep();
        relist(at);
        if (!(step instanceof Step.Try)) {
            tell(Message.of("window.editor.added", at + 1));
        }
    }

    /**
     * The chosen step takes the text written (in the language chosen), the marks, the hint and
     * answers of a question and the board beside: how a step is corrected, and translated.
     */
    private void change() {
        int index = steps.getSelectedIndex();
        if (index < 0) {
            tell("window.editor.chooseStep");
            return;
        }
        Step step = draft.step(index);
        try {
            Optional<LessonText> said = written(step instanceof Step.Ask ask ? Optional.of(ask.prompt()) : step.say());
            if (step instanceof Step.Ask ask) {
                step = new Step.Ask(0, said.orElse(ask.prompt()), acceptedAnswers(index), hintText(ask.hint()), ask.show(), ask.beside());
            } else if (said.isEmpty() && step instanceof Step.Say say && say.position().isEmpty()) {
                tell("window.editor.noText");
                return;
            } else {
                step = StepEdits.withSay(step, said);
            }
            step = StepEdits.withBeside(StepEdits.withShow(step, shown()), beside().or(() -> draft.step(index).beside().map(b -> b)));
            Step before = draft.step(index);
            boolean wasWhole = draft.replay().problems().isEmpty();
            draft.replace(index, step);
            List<org.ludoteka.lesson.LessonProblem> problems = draft.replay().problems();
            if (wasWhole && !problems.isEmpty()) {
                draft.replace(index, before);
                tell(problems.get(0).problem());
                return;
            }
            relist(index);
            tell(Message.of("window.editor.changed", index + 1));
        } catch (InputError e) {
            tell(e.problem());
        }
    }

    private void up() {
        int index = steps.getSelectedIndex();
        if (index > 0) {
            draft.moveDown(index - 1);
            relist(index - 1);
            checkLine();
        }
    }

    private void down() {
        int index = steps.getSelectedIndex();
        if (index >= 0 && index < draft.size() - 1) {
            draft.moveDown(index);
            relist(index + 1);
            checkLine();
        }
    }

    private void delete() {
        int index = steps.getSelectedIndex();
        if (index >= 0) {
            draft.remove(index);
            relist(Math.min(index, draft.size() - 1));
            checkLine();
        }
    }

    /** After steps were moved or removed, a move that no longer stands is told at once. */
    private void checkLine() {
        draft.replay().problems().stream().findFirst().ifPresentOrElse(
                problem -> tell(Message.of("window.editor.brokenLine", problem.problem())), () -> status.setText(""));
    }

    // --- what the teacher wrote

    /** The text written in the language chosen, with the other languages of {@code before} kept. */
    private Optional<LessonText> written(Optional<LessonText> before) {
        return DraftTexts.with(before, language(), text.getText());
    }

    private Optional<LessonText> hintText(Optional<LessonText> before) {
        return DraftTexts.with(before, language(), hint.getText());
    }

    private Language language() {
        return Choice.selected(writing);
    }

    private Annotations shown() {
        return new Annotations(StrokeMarks.written(marks.getText()), StrokeMarks.written(arrows.getText()));
    }

    /** A second board, when a move to play on it is given: captions written, or else "Before" and "After" in every language. */
    private Optional<Beside> beside() {
        if (besideMove.getText().isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new Beside(0, Optional.empty(), Optional.of(besideMove.getText().strip()), Annotations.NONE,
                captionText(besideCaption, "window.editor.after"), captionText(caption, "window.editor.before")));
    }

    private LessonText captionText(JTextField typed, String standard) {
        if (!typed.getText().isBlank()) {
            return DraftTexts.with(Optional.empty(), language(), typed.getText()).orElseThrow();
        }
        Map<Language, String> words = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            words.put(language, Messages.of(language).format(standard));
        }
        return new LessonText(words);
    }

    private String moveText() {
        if (move.getText().isBlank()) {
            throw new InputError("window.editor.noMove");
        }
        return move.getText().strip();
    }

    private void clearNewStep() {
        for (JTextField cleared : List.of(move, answers, hint, besideMove, caption, besideCaption, marks, arrows)) {
            cleared.setText("");
        }
        text.setText("");
        marking.setSelected(false);
    }

    // --- the board

    /** A move made on the board is the move of the next step: the teacher then plays it, tries it or accepts it. */
    private void moved(String made) {
        move.setText(made);
        try {
            LessonDraft.Verdict verdict = draft.judge(cursor(), made);
            tell(verdict.legal() ? Message.of("window.editor.moveLegal", verdict.move())
                    : Message.of("window.editor.tried.illegal", verdict.move(), verdict.why().orElseThrow()));
        } catch (InputError e) {
            tell(e.problem());
        }
        showBoard();
    }

    /** A place clicked while cells are being marked is marked, or unmarked if it was. */
    private void pressed(String place) {
        if (!marking.isSelected()) {
            return;
        }
        List<String> cells = new ArrayList<>(shown().cells());
        if (!cells.remove(place)) {
            cells.add(place);
        }
        marks.setText(String.join(" ", cells));
        showBoard();
    }

    /** A right-button stroke on the board: an arrow is the step's arrow, a circle its marked cell; drawn again, taken away. */
    private void drawn(org.ludoteka.core.Drawing.Mark mark) {
        if (mark instanceof org.ludoteka.core.Drawing.Arrow arrow) {
            arrows.setText(StrokeMarks.toggled(arrows.getText(), StrokeMarks.arrow(arrow)));
        } else if (mark instanceof org.ludoteka.core.Drawing.Circle circle) {
            marks.setText(StrokeMarks.toggled(marks.getText(), circle.place()));
        }
        showBoard();
    }

    private void showBoard() {
        board.show(draft.replay(), cursor(), shown(), !marking.isSelected());
    }

    // --- the list

    /**
     * Lists the steps again, with {@code select} chosen: the next step goes after it. The fields stay
     * as they are (empty after a step was added), so that a new step is not written over the last one.
     */
    private void relist(int select) {
        relisting = true;
        try {
            stepRows.clear();
            List<Step> all = draft.steps();
            for (int i = 0; i < all.size(); i++) {
                stepRows.addElement(StepRows.row(localizer, i, all.get(i), language()));
            }
            if (select >= 0 && select < all.size()) {
                steps.setSelectedIndex(select);
                steps.ensureIndexIsVisible(select);
            } else {
                steps.clearSelection();
            }
        } finally {
            relisting = false;
        }
        showTitle();
        missing.setText("");
        showBoard();
    }

    /**
     * The teacher chose a step, or the language to write in: the step's texts in that language, its
     * marks, hint and answers are put in the fields, to be changed or translated.
     */
    private void chosen() {
        if (draft == null) {
            return;
        }
        if (relisting) {
            return;
        }
        showTitle();
        for (int i = 0; i < stepRows.size(); i++) {
            stepRows.set(i, StepRows.row(localizer, i, draft.step(i), language()));
        }
        int index = steps.getSelectedIndex();
        if (index >= 0) {
            Step step = draft.step(index);
            text.setText(step.say().flatMap(said -> DraftTexts.written(said, language())).orElse(""));
            marks.setText(String.join(" ", step.show().cells()));
            arrows.setText(String.join(" ", step.show().arrows()));
            hint.setText(step instanceof Step.Ask ask ? ask.hint().flatMap(h -> DraftTexts.written(h, language())).orElse("") : "");
            answers.setText(step instanceof Step.Ask ask ? String.join(" ", ask.accept()) : "");
            List<Language> lacking = step.say().map(DraftTexts::missing).orElse(List.of());
            missing.setText(lacking.isEmpty() ? "" : localizer.text("window.editor.missing", StepRows.codes(lacking)));
        } else {
            missing.setText("");
        }
        showBoard();
    }

    // --- preview, save, open

    private void preview() {
        retitle();
        if (draft.size() == 0) {
            tell("window.editor.empty");
            return;
        }
        LessonReplay<?, ?> replay = draft.replay();
        if (!replay.problems().isEmpty()) {
            tell(Message.of("window.editor.brokenLine", replay.problems().get(0).problem()));
            return;
        }
        LessonPreview.show(this, localizer, replay, kit.lessonBoard(localizer), Math.max(0, steps.getSelectedIndex()));
    }

    private void titleTyped() {
        if (!relisting && draft != null) {
            retitle();
        }
    }

    /** The title in the language chosen; typing in the field changes it in that language alone. */
    private void showTitle() {
        relisting = true;
        try {
            titleField.setText(DraftTexts.written(draft.title(), language()).orElse(""));
        } finally {
            relisting = false;
        }
    }

    private void retitle() {
        DraftTexts.with(Optional.of(draft.title()), language(), titleField.getText()).ifPresent(draft::retitle);
    }

    /** Saves into the teacher's folder, then checks the file as {@code verify} does; a problem is told with its step. */
    private void save() {
        retitle();
        if (draft.size() == 0) {
            tell("window.editor.empty");
            return;
        }
        Optional<Path> chosen = LessonFileDialog.ask(this, localizer, true, file.map(Path::getParent).orElse(folder),
                file.map(f -> f.getFileName().toString()).orElse(draft.id() + ".yaml"));
        if (chosen.isEmpty()) {
            return;
        }
        Path target = chosen.get();
        if (Files.exists(target) && !chosen.equals(file) && !Dialogs.confirm(this, localizer.text("window.editor.saveTitle"),
                localizer.text("window.editor.replace", target.getFileName()), localizer.text("window.editor.replaceYes"),
                localizer.text("window.editor.replaceNo"))) {
            return;
        }
        draft.identifyBy(target.getFileName().toString());
        try {
            Files.writeString(target, draft.yaml(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            tell(Message.of("window.editor.notSaved", target, e.getMessage()));
            return;
        }
        file = Optional.of(target);
        folder = target.toAbsolutePath().getParent();
        Optional<SavedLessonCheck.Failure> failure = SavedLessonCheck.check(target);
        tell(failure.map(f -> f.step() > 0 ? Message.of("window.editor.savedFailing", target.getFileName(), f.step(), f.problem())
                : Message.of("window.editor.savedBroken", target.getFileName(), f.problem()))
                .orElse(Message.of("window.editor.saved", target.getFileName(), target.toAbsolutePath().getParent())));
    }

    /** Opens a lesson file to change it; one that does not read, or that verify refuses, is told and not opened. */
    private void open() {
        Optional<Path> chosen = LessonFileDialog.ask(this, localizer, false, file.map(Path::getParent).orElse(folder), "");
        if (chosen.isEmpty()) {
            return;
        }
        Path opened = chosen.get();
        List<LessonFile> read = LessonLibrary.folder(opened);
        Optional<SavedLessonCheck.Failure> failure = SavedLessonCheck.check(opened);
        if (read.size() != 1 || read.get(0).lesson().isEmpty() || failure.isPresent()) {
            tell(failure.map(f -> Message.of("window.editor.cannotOpen", opened.getFileName(), f.problem()))
                    .orElse(Message.of("window.editor.notALesson", opened.getFileName())));
            return;
        }
        folder = opened.toAbsolutePath().getParent();
        use(LessonDraft.of(read.get(0).lesson().get()), Optional.of(opened));
        tell(Message.of("window.editor.opened", opened.getFileName()));
    }

    // --- small parts

    private void tell(String key) {
        tell(Message.of(key));
    }

    private void tell(Message message) {
        status.setText(localizer.text(message));
    }

    /** A scroll pane inside the column lets the mouse wheel scroll the column, not itself. */
    private static JScrollPane inner(JScrollPane scroll) {
        scroll.setWheelScrollingEnabled(false);
        return scroll;
    }

    private JButton engine(JButton button) {
        engineButtons.add(button);
        return button;
    }

    private JButton button(String name, String key, Runnable task) {
        JButton button = new JButton(localizer.text(key));
        button.setName(name);
        button.setToolTipText(localizer.text(key + ".tip"));
        button.addActionListener(e -> task.run());
        return button;
    }

    /** Parts side by side. */
    private static JPanel row(Component... parts) {
        JPanel row = new JPanel(new MigLayout("insets 0, gap 6"));
        for (Component part : parts) {
            row.add(part);
        }
        return row;
    }

    private JLabel label(String key, Component labelled) {
        JLabel label = new WrappingLabel(null, LABEL_COLUMNS);
        label.setText(localizer.text(key));
        label.setLabelFor(labelled);
        return label;
    }

    private JLabel heading(String key) {
        JLabel heading = new WrappingLabel(null, LABEL_COLUMNS);
        heading.setText(localizer.text(key));
        heading.setFont(heading.getFont().deriveFont(Font.BOLD));
        return heading;
    }

    private static JTextField field(String name, int columns) {
        JTextField field = new JTextField(columns);
        field.setName(name);
        return field;
    }

    /** Each language in its own words, as the language menu names it. */
    private static String autonym(Language language) {
        return switch (language) {
            case EN -> "English";
            case CS -> "Čeština";
            case FR -> "Français";
        };
    }

    /** The column takes the width its scroll pane shows, never more: its labels wrap there rather than run out of sight. */
    private static final class WidthOfView extends JPanel implements javax.swing.Scrollable {
        WidthOfView(MigLayout layout) {
            super(layout);
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return getFontMetrics(getFont()).getHeight();
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return visible.height * 9 / 10;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }
}
