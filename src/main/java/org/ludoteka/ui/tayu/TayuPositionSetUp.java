package org.ludoteka.ui.tayu;

import java.awt.Component;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JTextField;
import org.ludoteka.core.InputError;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuSetUp;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Seats;
import org.ludoteka.play.Session;
import org.ludoteka.games.tayu.TayuGame;
import java.util.HashMap;
import java.util.Map;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.ui.SetUpBar;

/**
 * Ta Yü's set-up: the tile to put (its kind chosen beside the board, turned on the board with R or
 * the arrows as in a game), how many play, the hands, the tiles left in the supply, and the seat on
 * move. A click lays the tile where the board shows it, or takes off the tile under it; the engine's
 * {@link TayuSetUp} checks that the tiles could have been laid so, in some order.
 */
final class TayuPositionSetUp {
    private final Localizer localizer;
    private final PositionSetUp<TayuPosition, TayuSetUp> setUp;
    private final SetUpBar.ChoiceField<TayuTile> tile;
    private final SetUpBar.ChoiceField<Integer> players;
    private final JTextField hands = new JTextField(10);
    private final SetUpBar.NumberField supply;

    TayuPositionSetUp(Localizer localizer, Session<TayuPosition, TayuEvent> session, Component board) {
        this.localizer = localizer;
        // checked as the game's options say: two tiles may be held in the advanced game (Y-18)
        setUp = PositionSetUp.of(localizer, session, board, position -> TayuSetUp.of(position, session.setup().options()),
                TayuPositionSetUp::setupFor);
        tile = new SetUpBar.ChoiceField<>(localizer, "window.setUp.tayu.tile", "setUpTileCombo", TayuTile.KINDS, TayuTile::digits,
                kind -> setUp.change(d -> d)); // the board carries the kind chosen
        players = new SetUpBar.ChoiceField<>(localizer, "window.setUp.tayu.players", "setUpPlayersCombo", List.of(2, 3, 4), String::valueOf,
                count -> setUp.change(d -> d.withPlayers(count)));
        supply = new SetUpBar.NumberField(localizer, "window.setUp.tayu.supply", "supplyField", 0, TayuTile.ALL,
                n -> setUp.change(d -> d.withSupply(Math.min(n, d.unused()))));
        JLabel handsLabel = new JLabel();
        localizer.bindText(handsLabel, "window.setUp.tayu.hands");
        handsLabel.setLabelFor(hands);
        hands.setName("handsField");
        hands.addActionListener(e -> readHands());
        hands.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                readHands();
            }
        });
        SetUpBar.Field handsField = panel -> {
            panel.add(handsLabel);
            panel.add(hands, "wmin 0");
        };
        setUp.bar(List.of(), SetUpBar.fieldsPanel(tile, players, handsField, supply), this::fill);
    }

    PositionSetUp<TayuPosition, TayuSetUp> setUp() {
        return setUp;
    }

    private void fill(TayuSetUp draft) {
        players.show(draft.players());
        if (!hands.isFocusOwner()) {
            hands.setText(draft.handsText());
        }
        supply.show(draft.supply());
    }

    /** What the board shows: the draft, the seat on move holding the tile chosen, so that it is carried and turned as in a game. */
    TayuPosition shown() {
        TayuPosition preview = setUp.preview();
        List<List<TayuTile>> held = new ArrayList<>(preview.hands());
        held.set(preview.turn(), List.of(tile.value()));
        return new TayuPosition(preview.players(), preview.turn(), preview.bids(), preview.start(), held, preview.board(), preview.supply());
    }

    /** What the board's caption says of the tile where it would lie: it goes there, or the one under it comes off. */
    TayuBoardView.Preview preview(TayuMove move) {
        TayuSetUp draft = setUp.draft().orElseThrow();
        String written = TayuNotation.placement(move);
        if (fits(move, draft)) {
            return new TayuBoardView.Preview(true, localizer.text("window.setUp.tayu.put", written));
        }
        return under(move, draft).map(laid -> new TayuBoardView.Preview(false,
                localizer.text("window.setUp.tayu.takeOff", TayuNotation.placement(laid))))
                .orElse(new TayuBoardView.Preview(false, localizer.text("window.setUp.tayu.offBoard")));
    }

    /** A click: the tile goes where the board showed it, or the tile under it comes off. */
    void placed(TayuMove move) {
        TayuSetUp draft = setUp.draft().orElseThrow();
        if (fits(move, draft)) {
            setUp.change(d -> d.with(move));
            return;
        }
        var laid = under(move, draft);
        if (laid.isPresent()) {
            setUp.change(d -> d.without(laid.get().anchor()));
            return;
        }
        try {
            draft.with(move);
        } catch (InputError e) {
            setUp.refuse(e.problem());
        }
    }

    private static boolean fits(TayuMove move, TayuSetUp draft) {
        for (int i = 0; i < 3; i++) {
            if (!TayuBoard.onBoard(move.file(i), move.row(i)) || draft.tileAt(TayuBoard.square(move.file(i), move.row(i))).isPresent()) {
                return false;
            }
        }
        return true;
    }

    /** The tile under the middle of the one shown, or else under either of its ends. */
    private static java.util.Optional<TayuMove> under(TayuMove move, TayuSetUp draft) {
        for (int i : new int[] {1, 0, 2}) {
            if (TayuBoard.onBoard(move.file(i), move.row(i))) {
                var laid = draft.tileAt(TayuBoard.square(move.file(i), move.row(i)));
                if (laid.isPresent()) {
                    return laid;
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** The game from {@code position} with its number of players: the option follows it, and the seats as far as there are seats. */
    private static MatchSetup<TayuPosition> setupFor(MatchSetup<TayuPosition> current, TayuPosition position) {
        if (current.seats().count() == position.players()) {
            return current.startingFrom(position);
        }
        Map<String, String> options = new HashMap<>(current.options());
        options.put("players", String.valueOf(position.players()));
        Seats seats = Seats.people(position.players());
        for (int seat = 0; seat < Math.min(seats.count(), current.seats().count()); seat++) {
            seats = seats.with(seat, current.seats().at(seat));
        }
        return MatchSetup.of(TayuGame.INSTANCE, options, position, seats);
    }

    private void readHands() {
        if (setUp.draft().isEmpty() || hands.getText().strip().equals(setUp.draft().get().handsText())) {
            return;
        }
        try {
            TayuSetUp changed = setUp.draft().get().withHands(hands.getText());
            setUp.change(d -> changed);
        } catch (InputError e) {
            setUp.refuse(e.problem());
        }
    }
}
