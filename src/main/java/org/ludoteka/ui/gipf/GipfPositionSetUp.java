package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfSetUp;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.play.Session;
import org.ludoteka.ui.Choice;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.ui.SetUpBar;

/**
 * GIPF's set-up: a palette of the pieces of every kind of both colours (loaded pieces and used
 * potentials only in a game with potentials), the game (basic, standard, tournament), each player's
 * reserve and potentials, and White or Black to move. A click on a spot puts the piece chosen, or
 * takes it off if it stands there already; the engine's {@link GipfSetUp} checks the whole.
 */
final class GipfPositionSetUp implements PositionSetUp.Draft<GipfPosition, GipfSetUp> {
    private static final List<Side> SEATS = List.of(Side.WHITE, Side.BLACK);

    private final Localizer localizer;
    private final Session<GipfPosition, ?> session;
    private final PositionSetUp<GipfPosition, GipfSetUp> setUp;
    private final SetUpBar<GipfPiece> bar;
    private final JComboBox<Choice<GipfVariant>> level = new JComboBox<>();
    private final SetUpBar.NumberField whiteReserve;
    private final SetUpBar.NumberField blackReserve;
    private final SetUpBar.NumberField whitePotentials;
    private final SetUpBar.NumberField blackPotentials;
    /** True while the fields are filled from the draft, so that they are not taken for the person's change. */
    private boolean filling;

    GipfPositionSetUp(Localizer localizer, Session<GipfPosition, ?> session, Component board) {
        this.localizer = localizer;
        this.session = session;
        setUp = PositionSetUp.of(localizer, session, board, this);
        whiteReserve = new SetUpBar.NumberField(localizer, "window.setUp.gipf.whiteReserve", "whiteReserveField", 0, 21,
                n -> setUp.change(d -> d.withReserve(Side.WHITE, n)));
        blackReserve = new SetUpBar.NumberField(localizer, "window.setUp.gipf.blackReserve", "blackReserveField", 0, 21,
                n -> setUp.change(d -> d.withReserve(Side.BLACK, n)));
        whitePotentials = new SetUpBar.NumberField(localizer, "window.setUp.gipf.whitePotentials", "whitePotentialsField", 0, 6,
                n -> setUp.change(d -> d.withPotentials(Side.WHITE, n)));
        blackPotentials = new SetUpBar.NumberField(localizer, "window.setUp.gipf.blackPotentials", "blackPotentialsField", 0, 6,
                n -> setUp.change(d -> d.withPotentials(Side.BLACK, n)));
        JPanel fields = SetUpBar.fieldsPanel();
        JLabel levelLabel = new JLabel();
        localizer.bindText(levelLabel, "window.setUp.gipf.game");
        level.setName("setUpGameCombo");
        level.addActionListener(e -> {
            if (!filling && level.getSelectedIndex() >= 0) {
                setUp.change(d -> d.withVariant(Choice.selected(level)));
            }
        });
        fields.add(levelLabel);
        fields.add(level, "wmin 0");
        whiteReserve.addTo(fields);
        blackReserve.addTo(fields);
        whitePotentials.addTo(fields);
        blackPotentials.addTo(fields);
        bar = new SetUpBar<>(localizer, List.of(
                new SetUpBar.Item<>(GipfPiece.WHITE_BASIC, "paletteWhiteBasic", "window.setUp.gipf.whiteBasic"),
                new SetUpBar.Item<>(GipfPiece.BLACK_BASIC, "paletteBlackBasic", "window.setUp.gipf.blackBasic"),
                new SetUpBar.Item<>(GipfPiece.WHITE_GIPF, "paletteWhiteGipf", "window.setUp.gipf.whiteGipf"),
                new SetUpBar.Item<>(GipfPiece.BLACK_GIPF, "paletteBlackGipf", "window.setUp.gipf.blackGipf"),
                new SetUpBar.Item<>(GipfPiece.WHITE_LOADED, "paletteWhiteLoaded", "window.setUp.gipf.whiteLoaded"),
                new SetUpBar.Item<>(GipfPiece.BLACK_LOADED, "paletteBlackLoaded", "window.setUp.gipf.blackLoaded"),
                new SetUpBar.Item<>(GipfPiece.WHITE_POTENTIAL, "paletteWhitePotential", "window.setUp.gipf.whitePotential"),
                new SetUpBar.Item<>(GipfPiece.BLACK_POTENTIAL, "paletteBlackPotential", "window.setUp.gipf.blackPotential")),
                fields, setUp.buttons(), setUp::sideChosen);
        setUp.shownBy(bar);
        localizer.bind(this::relabelLevels);
    }

    PositionSetUp<GipfPosition, GipfSetUp> setUp() {
        return setUp;
    }

    SetUpBar<GipfPiece> bar() {
        return bar;
    }

    /** Shows the bar and its fields as the draft stands. */
    void show(boolean active) {
        setUp.show(active);
        setUp.draft().ifPresent(draft -> {
            boolean potentials = withPotentials();
            bar.offer(piece -> (potentials || piece.kind() == GipfPiece.Kind.BASIC || piece.kind() == GipfPiece.Kind.GIPF)
                    && (draft.variant() != GipfVariant.BASIC || piece.kind() != GipfPiece.Kind.GIPF));
            filling = true;
            try {
                select(draft.variant());
                whiteReserve.show(draft.reserve(Side.WHITE));
                blackReserve.show(draft.reserve(Side.BLACK));
                whitePotentials.show(draft.potentials(Side.WHITE));
                blackPotentials.show(draft.potentials(Side.BLACK));
                whitePotentials.setEnabled(potentials);
                blackPotentials.setEnabled(potentials);
            } finally {
                filling = false;
            }
        });
    }

    /** A click on {@code point}: the piece chosen goes there, or comes off if it stands there already; dots take no piece. */
    void clicked(int point) {
        if (GipfBoard.isDot(point)) {
            setUp.refuse(Message.of("window.setUp.gipf.dot", GipfBoard.name(point)));
            return;
        }
        GipfPiece chosen = bar.chosen();
        setUp.change(d -> d.with(point, d.pieceAt(point).filter(chosen::equals).isPresent() ? null : chosen));
    }

    /** The game has Tamsk potentials: its options bring some in, or the position shown has some. */
    private boolean withPotentials() {
        GipfPosition start = session.match().start();
        return Integer.parseInt(session.setup().options().get("potentials")) > 0
                || start.potentials(Side.WHITE) + start.potentials(Side.BLACK) > 0;
    }

    private void select(GipfVariant variant) {
        for (int i = 0; i < level.getItemCount(); i++) {
            if (level.getItemAt(i).value() == variant) {
                level.setSelectedIndex(i);
            }
        }
    }

    private void relabelLevels() {
        filling = true;
        try {
            GipfVariant selected = level.getSelectedIndex() >= 0 ? Choice.selected(level) : GipfVariant.STANDARD;
            level.removeAllItems();
            level.addItem(new Choice<>(GipfVariant.BASIC, localizer.text("window.gipf.game.basic")));
            level.addItem(new Choice<>(GipfVariant.STANDARD, localizer.text("window.gipf.game.standard")));
            level.addItem(new Choice<>(GipfVariant.TOURNAMENT, localizer.text("window.gipf.game.tournament")));
            select(selected);
        } finally {
            filling = false;
        }
    }

    @Override
    public GipfSetUp of(GipfPosition position) {
        return GipfSetUp.of(position);
    }

    @Override
    public GipfSetUp cleared(GipfSetUp draft) {
        return draft.cleared();
    }

    @Override
    public GipfSetUp start(GipfSetUp draft) {
        return draft.start();
    }

    @Override
    public GipfPosition preview(GipfSetUp draft) {
        return draft.preview();
    }

    @Override
    public GipfPosition checked(GipfSetUp draft) {
        return draft.position();
    }

    @Override
    public int mover(GipfSetUp draft) {
        return SEATS.indexOf(draft.turn());
    }

    @Override
    public GipfSetUp withMover(GipfSetUp draft, int seat) {
        return draft.withTurn(SEATS.get(seat));
    }

    @Override
    public List<Message> seats(GipfSetUp draft) {
        return SEATS.stream().map(side -> Message.of(side.key())).toList();
    }
}
