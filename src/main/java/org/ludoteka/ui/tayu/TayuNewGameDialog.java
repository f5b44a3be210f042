package org.ludoteka.ui.tayu;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Strength;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuSupply;
import org.ludoteka.ui.AskingDialog;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.Localizer;

/**
 * Asks how the next Ta Yü game is played: 2, 3 (the spoiler and the bidding) or 4 players (two
 * teams), the advanced game, whether the notches on the stacked tiles count as seen, the seed that
 * shuffles the supply (empty: a new one), and who sits at each seat — a person at this screen or the
 * computer at one of three strengths. The seats are named as the game names them.
 */
final class TayuNewGameDialog extends AskingDialog<MatchSetup<TayuPosition>> {
    private static final int MOST_SEATS = 4;

    private final JComboBox<Choice<Integer>> playersCombo;
    private final JComboBox<Choice<Boolean>> advancedCombo;
    private final JComboBox<Choice<Boolean>> notchesCombo;
    private final JTextField seedField = new JTextField(12);
    private final List<JLabel> seatLabels = new ArrayList<>();
    private final List<JComboBox<Choice<Optional<Strength>>>> seatCombos = new ArrayList<>();
    private final JLabel seedProblem = new JLabel(" ");

    private TayuNewGameDialog(Component parent, Localizer localizer, MatchSetup<TayuPosition> previous) {
        super(parent, localizer, "window.newGame.title", "tayuNewGame");
        JPanel content = rows();
        playersCombo = Choice.combo("tayuPlayersCombo", List.of(
                choice(2, "window.tayu.game.2"), choice(3, "window.tayu.game.3"), choice(4, "window.tayu.game.4")), previous.start().players());
        addRow(content, "window.tayu.newGame.players", playersCombo).setToolTipText(localizer.text("window.tayu.newGame.players.tip"));
        playersCombo.setToolTipText(localizer.text("window.tayu.newGame.players.tip"));
        advancedCombo = yesNo("tayuAdvancedCombo", previous.options().get("advanced").equals("yes"));
        addRow(content, "window.tayu.newGame.advanced", advancedCombo);
        advancedCombo.setToolTipText(localizer.text("window.tayu.newGame.advanced.tip"));
        notchesCombo = yesNo("tayuNotchesCombo", previous.options().get("notches").equals("yes"));
        addRow(content, "window.tayu.newGame.notches", notchesCombo);
        notchesCombo.setToolTipText(localizer.text("window.tayu.newGame.notches.tip"));
        for (int seat = 0; seat < MOST_SEATS; seat++) {
            Optional<Strength> chosen = seat < previous.start().players() ? previous.seats().at(seat) : Optional.of(Strength.MEDIUM);
            JComboBox<Choice<Optional<Strength>>> combo = Choice.combo("tayuSeat" + seat + "Combo", List.of(
                    choice(Optional.empty(), "window.tayu.newGame.person"),
                    choice(Optional.of(Strength.EASY), "window.tayu.newGame.computerEasy"),
                    choice(Optional.of(Strength.MEDIUM), "window.tayu.newGame.computerMedium"),
                    choice(Optional.of(Strength.HARD), "window.tayu.newGame.computerHard")), chosen);
            combo.setToolTipText(localizer.text("window.tayu.newGame.seat.tip"));
            JLabel label = new JLabel();
            label.setLabelFor(combo);
            content.add(label, "hidemode 3");
            content.add(combo, "hidemode 3");
            seatLabels.add(label);
            seatCombos.add(combo);
        }
        seedField.setName("tayuSeedField");
        // empty: every game is dealt anew unless a seed is typed to deal one again
        seedField.setToolTipText(localizer.text("window.tayu.newGame.seed.tip"));
        JLabel seedLabel = new JLabel(localizer.text("window.tayu.newGame.seed"));
        seedLabel.setLabelFor(seedField);
        content.add(seedLabel);
        content.add(seedField);
        seedProblem.setName("tayuSeedProblem");
        content.add(seedProblem, "span 2");
        playersCombo.addActionListener(e -> showSeats());
        showSeats();
        addButtons(content, "window.newGame.play", "span 2, ");
    }

    /** Shows the dialog with {@code previous}'s choices preselected; empty when it is cancelled. */
    static Optional<MatchSetup<TayuPosition>> ask(Component parent, Localizer localizer, MatchSetup<TayuPosition> previous) {
        return new TayuNewGameDialog(parent, localizer, previous).askOver(parent);
    }

    private JComboBox<Choice<Boolean>> yesNo(String name, boolean selected) {
        return Choice.combo(name, List.of(choice(false, "window.tayu.newGame.no"), choice(true, "window.tayu.newGame.yes")), selected);
    }

    /** One seat a player, each named as the game names it (North–South; Player 1; North…). */
    private void showSeats() {
        int players = Choice.selected(playersCombo);
        TayuPosition table = TayuPosition.start(players, TayuSupply.EMPTY, 0, Side.NS);
        for (int seat = 0; seat < MOST_SEATS; seat++) {
            boolean sits = seat < players;
            seatLabels.get(seat).setVisible(sits);
            seatCombos.get(seat).setVisible(sits);
            if (sits) {
                seatLabels.get(seat).setText(localizer.text("window.tayu.newGame.seat", TayuRules.seat(table, seat)));
            }
        }
        if (isVisible()) {
            pack();
        }
    }

    @Override
    protected void accept() {
        String seedText = seedField.getText().strip();
        long seed;
        if (seedText.isEmpty()) {
            seed = TayuTurns.drawnSeed();
        } else if (seedText.matches("[0-9]{1,18}")) {
            seed = Long.parseLong(seedText);
        } else {
            seedProblem.setText(localizer.text("window.tayu.newGame.badSeed", seedText));
            return;
        }
        int players = Choice.selected(playersCombo);
        Seats seats = Seats.people(players);
        for (int seat = 0; seat < players; seat++) {
            seats = seats.with(seat, Choice.selected(seatCombos.get(seat)));
        }
        answer(TayuTurns.setup(players, Choice.selected(advancedCombo), Choice.selected(notchesCombo), seed, seats));
    }
}
