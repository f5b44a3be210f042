package org.ludoteka.ui.loa;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.AskingDialog;
import org.ludoteka.ui.OpponentRows;
import java.awt.Component;
import java.util.List;
import java.util.Map;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.loa.LoaTurns;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaPosition;

/** Asks how the next Lines of Action game is played: the rule options, the start and the opponent. */
final class NewGameDialog extends AskingDialog<MatchSetup<LoaPosition>> {
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<LoaPosition>> startCombo;
    private final OpponentRows opponent;

    private NewGameDialog(Component parent, Localizer localizer, MatchSetup<LoaPosition> previous) {
        super(parent, localizer, "window.newGame.title", "newGame");
        JPanel content = rows();
        optionCombos = addOptionRows(content, LoaGame.INSTANCE, previous.options());
        startCombo = Choice.combo("startCombo", List.of(
                choice(LoaPosition.START, "window.newGame.standard"),
                choice(LoaPosition.SCRAMBLED, "window.newGame.scrambled")),
                previous.start().equals(LoaPosition.SCRAMBLED) ? LoaPosition.SCRAMBLED : LoaPosition.START);
        addRow(content, "window.newGame.start", startCombo);
        opponent = new OpponentRows(this, content, LoaTurns.INSTANCE, previous.seats(), "");

        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog, with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<MatchSetup<LoaPosition>> ask(Component parent, Localizer localizer, MatchSetup<LoaPosition> previous) {
        return new NewGameDialog(parent, localizer, previous).askOver(parent);
    }

    @Override
    protected void accept() {
        Map<String, String> options = chosenOptions(optionCombos);
        Seats seats = opponent.seats();
        answer(MatchSetup.of(LoaGame.INSTANCE, options, Choice.selected(startCombo), seats));
    }
}
