package org.ludoteka.ui.tamsk;

import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.Hourglass;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.games.tamsk.TamskSetUp;
import org.ludoteka.ui.Choice;
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
final class TamskPositionSetUp implements PositionSetUp.Draft<TamskPosition, TamskSetUp> {
    /** What a click on a cell puts. */
    enum Put { RED_HOURGLASS, BLACK_HOURGLASS, RING }

    private static final List<Side> SEATS = List.of(Side.RED, Side.BLACK);

    private final PositionSetUp<TamskPosition, TamskSetUp> setUp;
    private final SetUpBar<Put> bar;
    private final JComboBox<Choice<Integer>> level = new JComboBox<>();
    private final SetUpBar.NumberField sand;
    private final JCheckBox atRest = new JCheckBox();
    private final SetUpBar.NumberField redHolder;
    private final SetUpBar.NumberField blackHolder;
    private boolean filling;

    TamskPositionSetUp(Localizer localizer, PositionSetUp.Host<TamskPosition> host) {
        setUp = new PositionSetUp<>(localizer, this, host);
        sand = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.sand", "sandField", 0, 180, seconds -> atRest.setSelected(false));
        redHolder = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.redHolder", "redHolderField", 0, 32,
                n -> setUp.change(d -> d.withHolder(Side.RED, n)));
        blackHolder = new SetUpBar.NumberField(localizer, "window.setUp.tamsk.blackHolder", "blackHolderField", 0, 32,
                n -> setUp.change(d -> d.withHolder(Side.BLACK, n)));
        JPanel fields = SetUpBar.fieldsPanel();
        JLabel levelLabel = new JLabel();
        localizer.bindText(levelLabel, "window.setUp.tamsk.level");
        level.setName("setUpLevelCombo");
        level.addActionListener(e -> {
            if (!filling && level.getSelectedIndex() >= 0) {
                setUp.change(d -> d.withLevel(Choice.selected(level)));
            }
        });
        fields.add(levelLabel);
        fields.add(level, "wmin 0");
        atRest.setName("atRestBox");
        atRest.setSelected(true);
        localizer.bindText(atRest, "window.setUp.tamsk.atRest");
        fields.add(atRest, "span 2");
        sand.addTo(fields);
        redHolder.addTo(fields);
        blackHolder.addTo(fields);
        bar = new SetUpBar<>(localizer, List.of(
                new SetUpBar.Item<>(Put.RED_HOURGLASS, "paletteRedHourglass", "window.setUp.tamsk.redHourglass"),
                new SetUpBar.Item<>(Put.BLACK_HOURGLASS, "paletteBlackHourglass", "window.setUp.tamsk.blackHourglass"),
                new SetUpBar.Item<>(Put.RING, "paletteRing", "window.setUp.tamsk.ring")),
                fields, setUp.buttons(), setUp::sideChosen);
        setUp.shownBy(bar);
        localizer.bind(() -> relabelLevels(localizer));
    }

    PositionSetUp<TamskPosition, TamskSetUp> setUp() {
        return setUp;
    }

    SetUpBar<Put> bar() {
        return bar;
    }

    void show(boolean active) {
        setUp.show(active);
        setUp.draft().ifPresent(draft -> {
            filling = true;
            try {
                level.setSelectedIndex(draft.level() - 1);
                redHolder.show(draft.holder(Side.RED));
                blackHolder.show(draft.holder(Side.BLACK));
                // at level 1 hourglasses are plain pieces: no sand to set
                sand.setEnabled(draft.level() > 1);
                atRest.setEnabled(draft.level() > 1);
            } finally {
                filling = false;
            }
        });
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

    private void relabelLevels(Localizer localizer) {
        filling = true;
        try {
            int selected = Math.max(0, level.getSelectedIndex());
            level.removeAllItems();
            for (int n = 1; n <= 3; n++) {
                level.addItem(new Choice<>(n, localizer.text("window.tamsk.level", n)));
            }
            level.setSelectedIndex(selected);
        } finally {
            filling = false;
        }
    }

    @Override
    public TamskSetUp of(TamskPosition position) {
        return TamskSetUp.of(position);
    }

    @Override
    public TamskSetUp cleared(TamskSetUp draft) {
        return draft.cleared();
    }

    @Override
    public TamskSetUp start(TamskSetUp draft) {
        return draft.start();
    }

    @Override
    public TamskPosition preview(TamskSetUp draft) {
        return draft.preview();
    }

    @Override
    public TamskPosition checked(TamskSetUp draft) {
        return draft.position();
    }

    @Override
    public int mover(TamskSetUp draft) {
        return SEATS.indexOf(draft.turn());
    }

    @Override
    public TamskSetUp withMover(TamskSetUp draft, int seat) {
        return draft.withTurn(SEATS.get(seat));
    }

    @Override
    public List<Message> seats(TamskSetUp draft) {
        return SEATS.stream().map(side -> Message.of(side.key())).toList();
    }
}
