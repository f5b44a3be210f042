package org.ludoteka.ui.homework;

import java.awt.Component;
import java.awt.Window;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.homework.HomeworkFiles;
import org.ludoteka.homework.HomeworkSet;
import org.ludoteka.homework.HomeworkTexts;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleGames;
import org.ludoteka.puzzle.PuzzleLibrary;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.Localizer;

/**
 * The teacher sets homework: a title, puzzles picked from the program's library of any of the games (a set may mix
 * them), in the order the pupils will meet them; Save writes the one file to hand out, the puzzles inside it.
 */
final class HomeworkSetDialog {
    private final Localizer localizer;
    private final JDialog dialog;
    private final JTextField title = new JTextField(20);
    private final JComboBox<String> game;
    private final DefaultListModel<Puzzle> library = new DefaultListModel<>();
    private final JList<Puzzle> libraryList = new JList<>(library);
    private final DefaultListModel<Puzzle> chosen = new DefaultListModel<>();
    private final JList<Puzzle> chosenList = new JList<>(chosen);
    private final JLabel problem = new JLabel();
    /** The shipped puzzles of each game, read once. */
    private final java.util.Map<String, List<Puzzle>> shipped;

    HomeworkSetDialog(Window owner, Localizer localizer) {
        this.localizer = localizer;
        dialog = new JDialog(owner, "", JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("homeworkSetDialog");
        shipped = PuzzleLibrary.shipped().stream().flatMap(file -> file.puzzles().stream())
                .collect(java.util.stream.Collectors.groupingBy(Puzzle::game, java.util.LinkedHashMap::new, java.util.stream.Collectors.toList()));
        game = new JComboBox<>(Games.CATALOGUE.stream().map(Games.Entry::id)
                .filter(id -> PuzzleGames.of(id, java.util.Map.of()).isPresent() && shipped.containsKey(id)).toArray(String[]::new));
        game.setName("homeworkGame");
        game.setRenderer(renderer(id -> localizer.text(Games.byId((String) id).orElseThrow().nameKey())));
        game.addActionListener(e -> fillLibrary());
        title.setName("homeworkSetTitle");
        libraryList.setName("homeworkLibrary");
        chosenList.setName("homeworkChosen");
        problem.setName("homeworkSetProblem");
        // the library shows one game, chosen above it; the set may mix them, so it names each puzzle's game
        libraryList.setCellRenderer(renderer(p -> localizer.text("window.homework.libraryLine", ((Puzzle) p).id(),
                String.valueOf(((Puzzle) p).rating()), ((Puzzle) p).say(localizer.language()))));
        chosenList.setCellRenderer(renderer(p -> line((Puzzle) p)));
        libraryList.setVisibleRowCount(14);
        chosenList.setVisibleRowCount(14);
        Action add = Actions.create(localizer, "window.homework.add", this::add);
        Action remove = Actions.create(localizer, "window.homework.remove", this::remove);
        Action save = Actions.create(localizer, "window.homework.saveSet", this::save);
        Action close = Actions.create(localizer, "window.homework.close", dialog::dispose);

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 3", "[grow, fill][][grow, fill]", "[][][grow, fill][]"));
        JLabel titleLabel = new JLabel();
        localizer.bindText(titleLabel, "window.homework.setTitle");
        titleLabel.setLabelFor(title);
        content.add(titleLabel, "split 2, span 3");
        content.add(title, "growx");
        content.add(game);
        content.add(new JLabel());
        JLabel chosenLabel = new JLabel();
        localizer.bindText(chosenLabel, "window.homework.chosen");
        content.add(chosenLabel);
        content.add(new JScrollPane(libraryList), "w 240:320:n, h 160:300:n");
        JPanel middle = new JPanel(new MigLayout("insets 0, wrap 1", "[fill]"));
        middle.add(button(add, "homeworkAdd"));
        middle.add(button(remove, "homeworkRemove"));
        content.add(middle, "aligny center");
        content.add(new JScrollPane(chosenList), "w 240:320:n, h 160:300:n");
        content.add(problem, "span 3");
        content.add(button(save, "homeworkSaveSet"), "span 3, split 2, tag ok");
        content.add(button(close, "homeworkSetClose"), "tag cancel");
        dialog.setContentPane(content);
        Dialogs.closeWithEscape(dialog);
        localizer.bind(() -> {
            dialog.setTitle(localizer.text("window.homework.setDialog"));
            libraryList.repaint();
            chosenList.repaint();
        });
        fillLibrary();
    }

    void show(Component parent) {
        problem.setText("");
        dialog.pack();
        Dialogs.showCentred(dialog, parent);
    }

    private void fillLibrary() {
        library.clear();
        shipped.getOrDefault((String) game.getSelectedItem(), List.of()).forEach(library::addElement);
    }

    /** A puzzle in the lists: its game, its id, its rating and its goal in words. */
    private String line(Puzzle puzzle) {
        String gameName = Games.byId(puzzle.game()).map(g -> localizer.text(g.nameKey())).orElse(puzzle.game());
        return localizer.text("window.homework.puzzleLine", gameName, puzzle.id(), String.valueOf(puzzle.rating()));
    }

    private void add() {
        for (Puzzle puzzle : libraryList.getSelectedValuesList()) {
            if (!chosen.contains(puzzle) && chosen.size() < HomeworkSet.MAX_PUZZLES) {
                chosen.addElement(puzzle);
            }
        }
    }

    private void remove() {
        chosenList.getSelectedValuesList().forEach(chosen::removeElement);
    }

    private void save() {
        Optional<Message> wrong = chosen.isEmpty() ? Optional.of(Message.of("homework.noPuzzles"))
                : HomeworkTexts.problem(title.getText(), HomeworkSet.MAX_TITLE).map(p -> Message.of("window.homework.badTitle", p));
        if (wrong.isPresent()) {
            problem.setText(localizer.text(wrong.get()));
            return;
        }
        problem.setText("");
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < chosen.size(); i++) {
            puzzles.add(chosen.get(i));
        }
        HomeworkSet set = new HomeworkSet(title.getText(), puzzles);
        HomeworkChoosers.save(dialog, localizer, "homeworkSetChooser", "window.homework.setFiles", "yaml",
                set.title().replaceAll("[^\\p{L}\\p{N} _-]", "").strip()).ifPresent(file -> {
                    try {
                        Files.writeString(file, HomeworkFiles.write(set), StandardCharsets.UTF_8);
                        problem.setText(localizer.text("window.homework.setSaved", file.getFileName().toString(), puzzles.size()));
                    } catch (IOException e) {
                        Dialogs.tell(dialog, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                                String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
                    }
                });
    }

    private static DefaultListCellRenderer renderer(java.util.function.Function<Object, String> words) {
        return new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                String text = value == null ? "" : words.apply(value);
                Component shown = super.getListCellRendererComponent(list, text, index, selected, focus);
                setToolTipText(text); // a long goal is cut at the list's edge: whole in the tooltip
                return shown;
            }
        };
    }

    private static JButton button(Action action, String name) {
        JButton button = new JButton(action);
        button.setName(name);
        return button;
    }
}
