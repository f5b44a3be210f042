package org.ludoteka.ui.gipf;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.ButtonGroup;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Localizer;

/** The GIPF part of the column: which kind of piece the next push brings in, shown only in a game that has more than one. */
final class GipfKindChooser extends JPanel {
    private final Map<GipfPiece.Kind, JRadioButton> kindButtons = new EnumMap<>(GipfPiece.Kind.class);

    GipfKindChooser(Localizer localizer, Consumer<GipfPiece.Kind> kindChosen) {
        super(new MigLayout("insets 0, wrap 1", "[]"));
        JLabel title = new JLabel();
        localizer.bindText(title, "window.gipf.kind");
        add(title);
        JPanel kinds = new JPanel(new MigLayout("insets 0, gap 12lp", "[][][]"));
        ButtonGroup group = new ButtonGroup();
        for (GipfPiece.Kind kind : List.of(GipfPiece.Kind.BASIC, GipfPiece.Kind.LOADED, GipfPiece.Kind.GIPF)) {
            String key = "window.gipf.kind." + kind.name().toLowerCase(Locale.ROOT);
            JRadioButton button = new JRadioButton();
            button.setName("gipf" + kind.name().charAt(0) + kind.name().substring(1).toLowerCase(Locale.ROOT) + "Radio");
            Actions.pressedWithEnter(button);
            localizer.bindText(button, key);
            localizer.bind(() -> button.setToolTipText(localizer.text(key + ".tip")));
            button.addActionListener(e -> kindChosen.accept(kind));
            group.add(button);
            kinds.add(button, "hidemode 3");
            kindButtons.put(kind, button);
        }
        add(kinds);
    }

    /** The kinds of piece this game has (none shown when it has only basic pieces), those open now, and the one chosen. */
    void show(List<GipfPiece.Kind> kinds, List<GipfPiece.Kind> open, GipfPiece.Kind chosen) {
        setVisible(kinds.size() > 1);
        kindButtons.forEach((kind, button) -> {
            button.setVisible(kinds.contains(kind));
            button.setEnabled(open.contains(kind));
            button.setSelected(kind == chosen);
        });
    }
}
