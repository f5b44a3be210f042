package org.ludoteka.ui.tamsk;

import java.util.List;
import javax.swing.JCheckBox;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskSetUp;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.ui.SetUpBar;

/**
 * Tamsk's set-up: a palette of a red hourglass, a black one and a ring; the level; the sand an
 * hourglass is put with (at rest, or so many seconds above, 0 for run out); each holder's rings; and
 * Red or Black to move. A click on a cell puts the hourglass chosen, or takes it off if one of that
 * colour stands there; with the ring chosen, each click adds a ring, and a full cell starts again
 * from none. The engine's {@link TamskSetUp} checks the whole.
 */
final class TamskPositionSetUp {
    /** What a click on a cell puts. */
    enum Put { RED_HOURGLASS, BLACK_HOURGLASS, RING }

    /** What a click on the board can put. */
    private static final List<SetUpBar.Item<Put>> PALETTE = List.of(
            new SetUpBar.Item<>(Put.RED_HOURGLASS, "paletteRedHourglass", "window.setUp.tamsk.redHourglass"),
            new SetUpBar.Item<>(Put.BLACK_HOURGLASS, "paletteBlackHourglass", "window.setUp.tamsk.blackHourglass"),
            new SetUpBar.Item<>(Put.RING, "paletteRing", "window.setUp.tamsk.ring"));

    private final PositionSetUp<TamskPosition, TamskSetUp> setUp;
    private final SetUpBar<Put> bar;
    private final SetUpBar.ChoiceField<Integer> level;
    private final SetUpBar.NumberField sand;
    private final JCheckBox atRest = new JCheckBox();
    private final SetUpBar.NumberField redHolder;
    private final SetUpBar.NumberField blackHolder;

    TamskPositionSetUp(Localizer localizer, PositionSetUp.Host<TamskPosition> host) {
        setUp = new PositionSetUp<>(localizer, TamskSetUp::of, host);
        level = new SetUpBar.ChoiceField<>(localizer, "window.setUp.tamsk.level", "setUpLevelCombo", List.of(1, 2, 3),
                n -> localizer.text("window.tamsk.level", n), n -> setUp.change(d -> d.withLevel(n)));
        sand = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.sand", "sandField", 0, 180, seconds -> atRest.setSelected(false));
        redHolder = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.redHolder", "redHolderField", 0, 32,
                n -> setUp.change(d -> d.withHolder(Side.RED, n)));
        blackHolder = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.blackHolder", "blackHolderField", 0, 32,
                n -> setUp.change(d -> d.withHolder(Side.BLACK, n)));
        atRest.setName("atRestBox");
        atRest.setSelected(true);
        localizer.bindText(atRest, "window.setUp.tamsk.atRest");
        bar = setUp.bar(PALETTE, SetUpBar.fieldsPanel(level, panel -> panel.add(atRest, "span 2"), sand, redHolder, blackHolder), this::fill);
    }

    PositionSetUp<TamskPosition, TamskSetUp> setUp() {
        return setUp;
    }

    private void fill(TamskSetUp draft) {
        level.show(draft.level());
        redHolder.show(draft.holder(Side.RED));
        blackHolder.show(draft.holder(Side.BLACK));
        // at level 1 hourglasses are plain pieces: no sand to set
        sand.setEnabled(draft.level() > 1);
        atRest.setEnabled(draft.level() > 1);
    }

    /** A click on {@code cell}, as the palette says. */
    void clicked(int cell) {
        Put chosen = bar.chosen();
        TamskSetUp draft = setUp.draft().orElseThrow();
        if (chosen == Put.RING) {
            int rings = draft.ringsOn(cell);
            setUp.change(d -> d.withRings(cell, rings == TamskBoard.capacity(cell) ? 0 : rings + 1));
            return;
        }
        Side side = chosen == Put.RED_HOURGLASS ? Side.RED : Side.BLACK;
        if (draft.ownerAt(cell).filter(side::equals).isPresent()) {
            setUp.change(d -> d.without(cell));
            return;
        }
        try {
            TamskSetUp changed = draft.with(side, hourglass(draft, cell));
            setUp.change(d -> changed);
        } catch (InputError e) {
            setUp.refuse(e.problem());
        }
    }

    /** The hourglass the fields describe: at rest (always at level 1), run out at 0 s, or running with so many seconds above. */
    private Hourglass hourglass(TamskSetUp draft, int cell) {
        int seconds = sand.value();
        if (draft.level() == 1 || atRest.isSelected()) {
            return Hourglass.atRest(cell);
        }
        return seconds == 0 ? Hourglass.runOut(cell, 0) : Hourglass.running(cell, seconds * 1000L);
    }
}
