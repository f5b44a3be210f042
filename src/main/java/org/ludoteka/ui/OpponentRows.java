package org.ludoteka.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.JComboBox;
import org.ludoteka.core.Side;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.TwoSides;

/**
 * The two rows of a New game dialog that seat a game of two sides: a second person at the screen, or
 * the computer for one side (the side that moves second offered first), and the computer's strength,
 * switched off while nobody is the computer.
 */
public final class OpponentRows {
    private static final Map<Side, String> COMPUTER_AT = Map.of(
            Side.WHITE, "window.newGame.computerWhite", Side.BLACK, "window.newGame.computerBlack");
    private final TwoSides<?, ?> game;
    private final JComboBox<Choice<Optional<Side>>> opponentCombo;
    private final JComboBox<Choice<Strength>> strengthCombo;

    /** The combos are named {@code <prefix>opponentCombo} and {@code <prefix>strengthCombo} ({@code Opponent}, {@code Strength} after a prefix). */
    public OpponentRows(AskingDialog<?> dialog, javax.swing.JPanel content, TwoSides<?, ?> game, Seats previous, String prefix) {
        this.game = game;
        Side first = game.sides().get(0);
        Side second = game.sides().get(1);
        opponentCombo = Choice.combo(name(prefix, "opponentCombo"), List.of(
                dialog.choice(Optional.empty(), "window.newGame.human"),
                dialog.choice(Optional.of(second), COMPUTER_AT.get(second)),
                dialog.choice(Optional.of(first), COMPUTER_AT.get(first))),
                previous.onlyComputer().map(game.sides()::get));
        dialog.addRow(content, "window.newGame.opponent", opponentCombo);
        strengthCombo = Choice.combo(name(prefix, "strengthCombo"), List.of(
                dialog.choice(Strength.EASY, "window.newGame.easy"),
                dialog.choice(Strength.MEDIUM, "window.newGame.medium"),
                dialog.choice(Strength.HARD, "window.newGame.hard")),
                previous.onlyComputer().flatMap(previous::at).orElse(Strength.MEDIUM));
        dialog.addRow(content, "window.newGame.strength", strengthCombo);
        opponentCombo.addActionListener(e -> enableStrength());
        enableStrength();
    }

    private static String name(String prefix, String name) {
        return prefix.isEmpty() ? name : prefix + Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    public JComboBox<Choice<Optional<Side>>> opponentCombo() {
        return opponentCombo;
    }

    public JComboBox<Choice<Strength>> strengthCombo() {
        return strengthCombo;
    }

    public void enableStrength() {
        strengthCombo.setEnabled(Choice.selected(opponentCombo).isPresent());
    }

    /** The seats chosen: the computer at the side chosen and its strength, or two people. */
    public Seats seats() {
        return Choice.selected(opponentCombo)
                .map(side -> Seats.computerAt(2, game.sides().indexOf(side), Choice.selected(strengthCombo)))
                .orElse(Seats.people(2));
    }
}
