package org.ludoteka.ui.loa;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.AskingDialog;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.loa.LoaTurns;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaPosition;

/** Asks how the next Lines of Action game is played: the rule options, the start and the opponent. */
final class NewGameDialog extends AskingDialog<MatchSetup<LoaPosition>> {
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<LoaPosition>> startCombo;
    private final JComboBox<Choice<Optional<Side>>> opponentCombo;
    private final JComboBox<Choice<Strength>> strengthCombo;

    private NewGameDialog(Component parent, Localizer localizer, MatchSetup<LoaPosition> previous) {
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
                previous.seats().onlyComputer().map(LoaTurns.SEATS::get));
        addRow(content, "window.newGame.opponent", opponentCombo);
        strengthCombo = Choice.combo("strengthCombo", List.of(
                choice(Strength.EASY, "window.newGame.easy"),
                choice(Strength.MEDIUM, "window.newGame.medium"),
                choice(Strength.HARD, "window.newGame.hard")),
                previous.seats().onlyComputer().flatMap(previous.seats()::at).orElse(Strength.MEDIUM));
        addRow(content, "window.newGame.strength", strengthCombo);
        opponentCombo.addActionListener(e -> enableStrength());
        enableStrength();

        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog, with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<MatchSetup<LoaPosition>> ask(Component parent, Localizer localizer, MatchSetup<LoaPosition> previous) {
        return new NewGameDialog(parent, localizer, previous).askOver(parent);
    }

    private void enableStrength() {
        strengthCombo.setEnabled(Choice.selected(opponentCombo).isPresent());
    }

    @Override
    protected void accept() {
        Map<String, String> options = chosenOptions(optionCombos);
        Seats seats = Choice.selected(opponentCombo)
                .map(side -> Seats.computerAt(2, LoaTurns.SEATS.indexOf(side), Choice.selected(strengthCombo)))
                .orElse(Seats.people(2));
        answer(MatchSetup.of(LoaGame.INSTANCE, options, Choice.selected(startCombo), seats));
    }
}
