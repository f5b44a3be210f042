package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.List;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfSetUp;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.play.Session;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.ui.SetUpBar;

/**
 * GIPF's set-up: a palette of the pieces of every kind of both colours (loaded pieces and used
 * potentials only in a game with potentials), the game (basic, standard, tournament), each player's
 * reserve and potentials, and White or Black to move. A click on a spot puts the piece chosen, or
 * takes it off if it stands there already; the engine's {@link GipfSetUp} checks the whole.
 */
final class GipfPositionSetUp {
    /** What a click on the board can put. */
    private static final List<SetUpBar.Item<GipfPiece>> PALETTE = List.of(
            new SetUpBar.Item<>(GipfPiece.WHITE_BASIC, "paletteWhiteBasic", "window.setUp.gipf.whiteBasic"),
            new SetUpBar.Item<>(GipfPiece.BLACK_BASIC, "paletteBlackBasic", "window.setUp.gipf.blackBasic"),
            new SetUpBar.Item<>(GipfPiece.WHITE_GIPF, "paletteWhiteGipf", "window.setUp.gipf.whiteGipf"),
            new SetUpBar.Item<>(GipfPiece.BLACK_GIPF, "paletteBlackGipf", "window.setUp.gipf.blackGipf"),
            new SetUpBar.Item<>(GipfPiece.WHITE_LOADED, "paletteWhiteLoaded", "window.setUp.gipf.whiteLoaded"),
            new SetUpBar.Item<>(GipfPiece.BLACK_LOADED, "paletteBlackLoaded", "window.setUp.gipf.blackLoaded"),
            new SetUpBar.Item<>(GipfPiece.WHITE_POTENTIAL, "paletteWhitePotential", "window.setUp.gipf.whitePotential"),
            new SetUpBar.Item<>(GipfPiece.BLACK_POTENTIAL, "paletteBlackPotential", "window.setUp.gipf.blackPotential"));

    private final Session<GipfPosition, ?> session;
    private final PositionSetUp<GipfPosition, GipfSetUp> setUp;
    private final SetUpBar<GipfPiece> bar;
    private final SetUpBar.ChoiceField<GipfVariant> level;
    private final SetUpBar.NumberField whiteReserve;
    private final SetUpBar.NumberField blackReserve;
    private final SetUpBar.NumberField whitePotentials;
    private final SetUpBar.NumberField blackPotentials;

    GipfPositionSetUp(Localizer localizer, Session<GipfPosition, ?> session, Component board) {
        this.session = session;
        setUp = PositionSetUp.of(localizer, session, board, GipfSetUp::of);
        level = new SetUpBar.ChoiceField<>(localizer, "window.setUp.gipf.game", "setUpGameCombo",
                List.of(GipfVariant.BASIC, GipfVariant.STANDARD, GipfVariant.TOURNAMENT), variant -> localizer.text(switch (variant) {
                    case BASIC -> "window.gipf.game.basic";
                    case STANDARD -> "window.gipf.game.standard";
                    case TOURNAMENT -> "window.gipf.game.tournament";
                }), variant -> setUp.change(d -> d.withVariant(variant)));
        whiteReserve = new SetUpBar.NumberField(localizer, "window.setUp.gipf.whiteReserve", "whiteReserveField", 0, 21,
                n -> setUp.change(d -> d.withReserve(Side.WHITE, n)));
        blackReserve = new SetUpBar.NumberField(localizer, "window.setUp.gipf.blackReserve", "blackReserveField", 0, 21,
                n -> setUp.change(d -> d.withReserve(Side.BLACK, n)));
        whitePotentials = new SetUpBar.NumberField(localizer, "window.setUp.gipf.whitePotentials", "whitePotentialsField", 0, 6,
                n -> setUp.change(d -> d.withPotentials(Side.WHITE, n)));
        blackPotentials = new SetUpBar.NumberField(localizer, "window.setUp.gipf.blackPotentials", "blackPotentialsField", 0, 6,
                n -> setUp.change(d -> d.withPotentials(Side.BLACK, n)));
        bar = setUp.bar(PALETTE, SetUpBar.fieldsPanel(level, whiteReserve, blackReserve, whitePotentials, blackPotentials), this::fill);
    }

    PositionSetUp<GipfPosition, GipfSetUp> setUp() {
        return setUp;
    }

    /** Shows the palette and the fields as the draft stands. */
    private void fill(GipfSetUp draft) {
        boolean potentials = withPotentials();
        bar.offer(piece -> (potentials || piece.kind() == GipfPiece.Kind.BASIC || piece.kind() == GipfPiece.Kind.GIPF)
                && (draft.variant() != GipfVariant.BASIC || piece.kind() != GipfPiece.Kind.GIPF));
        level.show(draft.variant());
        whiteReserve.show(draft.reserve(Side.WHITE));
        blackReserve.show(draft.reserve(Side.BLACK));
        whitePotentials.show(draft.potentials(Side.WHITE));
        blackPotentials.show(draft.potentials(Side.BLACK));
        whitePotentials.setEnabled(potentials);
        blackPotentials.setEnabled(potentials);
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
}
