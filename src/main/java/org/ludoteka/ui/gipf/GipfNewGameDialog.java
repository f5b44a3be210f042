package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.ui.AskingDialog;
import org.ludoteka.ui.OpponentRows;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.Localizer;

/**
 * Asks how the next GIPF game is played: the game (basic, standard, tournament), the Tamsk
 * potentials and when their extra move comes, the challenges and the level of their game of Tamsk,
 * the basic game's handicap, and whether the computer plays one side, and how strongly. Every choice has a tooltip that says
 * what it changes; a choice that cannot matter under the others is switched off.
 */
final class GipfNewGameDialog extends AskingDialog<MatchSetup<GipfPosition>> {
    private final JComboBox<Choice<GipfVariant>> variantCombo;
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final OpponentRows opponent;

    private GipfNewGameDialog(Component parent, Localizer localizer, MatchSetup<GipfPosition> previous) {
        super(parent, localizer, "window.newGame.title", "gipfNewGame");
        JPanel content = rows();
        variantCombo = Choice.combo("gipfVariantCombo", List.of(
                choice(GipfVariant.BASIC, "window.gipf.game.basic"),
                choice(GipfVariant.STANDARD, "window.gipf.game.standard"),
                choice(GipfVariant.TOURNAMENT, "window.gipf.game.tournament")),
                previous.start().variant());
        addRow(content, "window.gipf.newGame.game", variantCombo);
        tip(variantCombo, "window.gipf.newGame.game.tip");
        optionCombos = addOptionRows(content, GipfGame.INSTANCE, previous.options());
        opponent = new OpponentRows(this, content, GipfTurns.INSTANCE, previous.seats(), "gipf");
        tip(opponent.opponentCombo(), "window.gipf.newGame.opponent.tip");
        tip(opponent.strengthCombo(), "window.gipf.newGame.strength.tip");
        variantCombo.addActionListener(e -> enableChoices());
        opponent.opponentCombo().addActionListener(e -> enableChoices());
        optionCombos.values().forEach(combo -> combo.addActionListener(e -> enableChoices()));
        enableChoices();
        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<MatchSetup<GipfPosition>> ask(Component parent, Localizer localizer, MatchSetup<GipfPosition> previous) {
        return new GipfNewGameDialog(parent, localizer, previous).askOver(parent);
    }

    /**
     * The challenges need potentials; the challenge's level needs challenges;
     * the handicap the basic game; the strength a computer.
     */
    private void enableChoices() {
        boolean potentials = !Choice.selected(optionCombos.get("potentials")).equals("0");
        optionCombos.get("challenges").setEnabled(potentials);
        optionCombos.get("tamsklevel").setEnabled(potentials && !Choice.selected(optionCombos.get("challenges")).equals("0"));
        optionCombos.get("handicap").setEnabled(Choice.selected(variantCombo) == GipfVariant.BASIC);
        opponent.enableStrength();
    }

    private void tip(JComboBox<?> combo, String key) {
        combo.setToolTipText(localizer.text(key));
    }

    @Override
    protected void accept() {
        Seats seats = opponent.seats();
        answer(GipfTurns.setup(Choice.selected(variantCombo), chosenOptions(optionCombos), seats));
    }
}
