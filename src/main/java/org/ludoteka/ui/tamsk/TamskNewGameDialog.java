package org.ludoteka.ui.tamsk;

import org.ludoteka.play.tamsk.TamskMatch;
import org.ludoteka.play.tamsk.TamskSetup;
import org.ludoteka.play.tamsk.TamskOpponent;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.AskingDialog;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskGame;

/**
 * Asks how the next Tamsk game is played: the level (1, 2 or 3), how long a ring may follow its
 * move, whether a full cell may be entered (and loses), the set or the free start (T-29), and
 * whether the computer plays one side, and how strongly.
 */
final class TamskNewGameDialog extends AskingDialog<TamskSetup> {
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<Boolean>> startCombo;
    private final JComboBox<Choice<Optional<Side>>> opponentCombo;
    private final JComboBox<Choice<TamskStrength>> strengthCombo;

    private TamskNewGameDialog(Component parent, Localizer localizer, TamskSetup previous) {
        super(parent, localizer, "window.newGame.title", "tamskNewGame");
        JPanel content = rows();
        optionCombos = addOptionRows(content, TamskGame.INSTANCE, previous.options());
        startCombo = Choice.combo("tamskStartCombo", List.of(
                choice(false, "window.tamsk.start.set"),
                choice(true, "window.tamsk.start.free")),
                previous.freeStart());
        addRow(content, "window.newGame.start", startCombo);
        opponentCombo = Choice.combo("tamskOpponentCombo", List.of(
                choice(Optional.empty(), "window.newGame.human"),
                choice(Optional.of(Side.BLACK), "window.newGame.computerBlack"),
                choice(Optional.of(Side.RED), "window.tamsk.computerRed")),
                previous.computer());
        addRow(content, "window.newGame.opponent", opponentCombo);
        strengthCombo = Choice.combo("tamskStrengthCombo", List.of(
                choice(TamskStrength.EASY, "window.newGame.easy"),
                choice(TamskStrength.MEDIUM, "window.newGame.medium"),
                choice(TamskStrength.HARD, "window.newGame.hard")),
                previous.strength());
        addRow(content, "window.newGame.strength", strengthCombo);
        opponentCombo.addActionListener(e -> strengthCombo.setEnabled(Choice.selected(opponentCombo).isPresent()));
        strengthCombo.setEnabled(previous.computer().isPresent());
        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<TamskSetup> ask(Component parent, Localizer localizer, TamskSetup previous) {
        return new TamskNewGameDialog(parent, localizer, previous).askOver(parent);
    }

    @Override
    protected void accept() {
        answer(new TamskSetup(chosenOptions(optionCombos), Choice.selected(startCombo), Choice.selected(opponentCombo),
                Choice.selected(strengthCombo)));
    }
}
