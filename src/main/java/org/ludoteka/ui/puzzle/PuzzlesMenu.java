package org.ludoteka.ui.puzzle;

import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.ludoteka.ui.Localizer;

/** The Puzzles menu, beside Lessons: the trainer. */
public final class PuzzlesMenu extends JMenu {
    public PuzzlesMenu(Localizer localizer, Action showPuzzles) {
        setName("puzzlesMenu");
        localizer.bindText(this, "window.menu.puzzles");
        JMenuItem item = new JMenuItem(showPuzzles);
        item.setName("showPuzzlesItem");
        add(item);
    }
}
