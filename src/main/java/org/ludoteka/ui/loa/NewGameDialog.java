package org.ludoteka.ui.loa;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.AskingDialog;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.ai.LoaComputerPlayer.Strength;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaPosition;

/** Asks how the next Lines of Action game is played: the rule options, the start and the opponent. */
final class NewGameDialog extends AskingDialog<LoaSetup> {
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<LoaPosition>> startCombo;
    private final JComboBox<Choice<Optional<Side>>> opponentCombo;
    private final JComboBox<Choice<Strength>> strengthCombo;

    private NewGameDialog(Component parent, Localizer localizer, LoaSetup previous) {
        super(parent, localizer, "window.newGame.title", "newGame");
        JPanel content = rows();
        optionCombos = addOptionRows(content, LoaGame.INSTANCE, previous.options());
        startCombo = Choice.combo("startCombo", List.of(
                choice(LoaPosition.START, "window.newGame.standard"),
                choice(LoaPosition.SCRAMBLED, "window.newGame.scrambled")),
                previous.start().equals(LoaPosition.SCRAMBLED) ? LoaPosition.SCRAMBLED : LoaPosition.START);
        addRow(content, "window.newGame.start", startCombo);
        opponentCombo = Choice.combo("opponentCombo", List.of(
                choice(Optional.empty(), "window.newGame.human"),
                choice(Optional.of(Side.WHITE), "window.newGame.computerWhite"),
                choice(Optional.of(Side.BLACK), "window.newGame.computerBlack")),
                previous.opponent().computerSide());
        addRow(content, "window.newGame.opponent", opponentCombo);
        strengthCombo = Choice.combo("strengthCombo", List.of(
                choice(Strength.EASY, "window.newGame.easy"),
                choice(Strength.MEDIUM, "window.newGame.medium"),
                choice(Strength.HARD, "window.newGame.hard")),
                previous.opponent().strength());
        addRow(content, "window.newGame.strength", strengthCombo);
        opponentCombo.addActionListener(e -> enableStrength());
        enableStrength();

        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog, with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<LoaSetup> ask(Component parent, Localizer localizer, LoaSetup previous) {
        return new NewGameDialog(parent, localizer, previous).askOver(parent);
    }

    private void enableStrength() {
        strengthCombo.setEnabled(Choice.selected(opponentCombo).isPresent());
    }

    @Override
    protected void accept() {
        Map<String, String> options = chosenOptions(optionCombos);
        Opponent opponent = Choice.selected(opponentCombo)
                .map(side -> Opponent.computer(side, Choice.selected(strengthCombo)))
                .orElse(new Opponent(Optional.empty(), Choice.selected(strengthCombo)));
        answer(new LoaSetup(options, Choice.selected(startCombo), opponent));
    }
}
