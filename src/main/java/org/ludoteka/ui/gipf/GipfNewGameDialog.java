package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.ui.AskingDialog;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.Localizer;

/**
 * Asks how the next GIPF game is played: the game (basic, standard, tournament), the Tamsk
 * potentials and when their extra move comes, the challenges and the level of their game of Tamsk,
 * the basic game's handicap, and whether the computer plays one side, and how strongly. Every choice has a tooltip that says
 * what it changes; a choice that cannot matter under the others is switched off.
 */
final class GipfNewGameDialog extends AskingDialog<GipfSetup> {
    private final JComboBox<Choice<GipfVariant>> variantCombo;
    private final Map<String, JComboBox<Choice<String>>> optionCombos;
    private final JComboBox<Choice<Optional<Side>>> opponentCombo;
    private final JComboBox<Choice<GipfStrength>> strengthCombo;

    private GipfNewGameDialog(Component parent, Localizer localizer, GipfSetup previous) {
        super(parent, localizer, "window.newGame.title", "gipfNewGame");
        JPanel content = rows();
        variantCombo = Choice.combo("gipfVariantCombo", List.of(
                choice(GipfVariant.BASIC, "window.gipf.game.basic"),
                choice(GipfVariant.STANDARD, "window.gipf.game.standard"),
                choice(GipfVariant.TOURNAMENT, "window.gipf.game.tournament")),
                previous.variant());
        addRow(content, "window.gipf.newGame.game", variantCombo);
        tip(variantCombo, "window.gipf.newGame.game.tip");
        optionCombos = addOptionRows(content, GipfGame.INSTANCE, previous.options());
        opponentCombo = Choice.combo("gipfOpponentCombo", List.of(
                choice(Optional.empty(), "window.newGame.human"),
                choice(Optional.of(Side.BLACK), "window.newGame.computerBlack"),
                choice(Optional.of(Side.WHITE), "window.newGame.computerWhite")),
                previous.computer());
        addRow(content, "window.newGame.opponent", opponentCombo);
        tip(opponentCombo, "window.gipf.newGame.opponent.tip");
        strengthCombo = Choice.combo("gipfStrengthCombo", List.of(
                choice(GipfStrength.EASY, "window.newGame.easy"),
                choice(GipfStrength.MEDIUM, "window.newGame.medium"),
                choice(GipfStrength.HARD, "window.newGame.hard")),
                previous.strength());
        addRow(content, "window.newGame.strength", strengthCombo);
        tip(strengthCombo, "window.gipf.newGame.strength.tip");
        variantCombo.addActionListener(e -> enableChoices());
        opponentCombo.addActionListener(e -> enableChoices());
        optionCombos.values().forEach(combo -> combo.addActionListener(e -> enableChoices()));
        enableChoices();
        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<GipfSetup> ask(Component parent, Localizer localizer, GipfSetup previous) {
        return new GipfNewGameDialog(parent, localizer, previous).askOver(parent);
    }

    /**
     * The timing of the power and the challenges need potentials; the challenge's level needs challenges;
     * the handicap the basic game; the strength a computer.
     */
    private void enableChoices() {
        boolean potentials = !Choice.selected(optionCombos.get("potentials")).equals("0");
        optionCombos.get("power").setEnabled(potentials);
        optionCombos.get("challenges").setEnabled(potentials);
        optionCombos.get("tamsklevel").setEnabled(potentials && !Choice.selected(optionCombos.get("challenges")).equals("0"));
        optionCombos.get("handicap").setEnabled(Choice.selected(variantCombo) == GipfVariant.BASIC);
        strengthCombo.setEnabled(Choice.selected(opponentCombo).isPresent());
    }

    private void tip(JComboBox<?> combo, String key) {
        combo.setToolTipText(localizer.text(key));
    }

    @Override
    protected void accept() {
        answer(new GipfSetup(Choice.selected(variantCombo), chosenOptions(optionCombos), Choice.selected(opponentCombo),
                Choice.selected(strengthCombo)));
    }
}
