package org.ludoteka.ui;

import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.games.tamsk.TamskGame;

/**
 * Asks how the next Tamsk game is played: the level (1, 2 or 3), how long a ring may follow its
 * move, whether a full cell may be entered (and loses), and the set or the free start (T-29).
 */
final class TamskNewGameDialog extends AskingDialog<TamskSetup> {
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<Boolean>> startCombo;

    private TamskNewGameDialog(Component parent, Localizer localizer, TamskSetup previous) {
        super(parent, localizer, "window.newGame.title", "tamskNewGame");
        JPanel content = rows();
        optionCombos = addOptionRows(content, TamskGame.INSTANCE, previous.options());
        startCombo = Choice.combo("tamskStartCombo", List.of(
                choice(false, "window.tamsk.start.set"),
                choice(true, "window.tamsk.start.free")),
                previous.freeStart());
        addRow(content, "window.newGame.start", startCombo);
        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<TamskSetup> ask(Component parent, Localizer localizer, TamskSetup previous) {
        return new TamskNewGameDialog(parent, localizer, previous).askOver(parent);
    }

    @Override
    void accept() {
        answer(new TamskSetup(chosenOptions(optionCombos), Choice.selected(startCombo)));
    }
}
