package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Window;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The one question at start when games were left unfinished: a check box for each saved game (its
 * name and how many moves were played), all ticked; Resume chosen goes on with those ticked and
 * forgets the others, Start fresh forgets them all. Enter resumes, Esc or closing starts fresh, as
 * the one-game question did.
 */
final class ResumeDialog {
    /** A saved game as the question lists it: its game's id, its name in the window's language, its moves. */
    record Kept(String game, String name, long moves) {
    }

    private ResumeDialog() {
    }

    /** The ids of the games to go on with, in the order listed; none to start fresh. */
    static Set<String> ask(Component parent, Localizer localizer, List<Kept> kept) {
        Window owner = parent instanceof Window window ? window : SwingUtilities.getWindowAncestor(parent);
        JDialog dialog = new JDialog(owner, localizer.text("app.title"), JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName("resumeDialog");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow, fill]"));
        WrappingLabel question = new WrappingLabel("resumeQuestion", 44);
        question.setText(localizer.text(kept.size() == 1 ? "window.resume.one" : "window.resume.many"));
        content.add(question);
        Map<String, JCheckBox> boxes = new LinkedHashMap<>();
        for (Kept game : kept) {
            JCheckBox box = new JCheckBox(localizer.text("window.resume.game", game.name(), game.moves()), true);
            box.setName("resume." + game.game());
            boxes.put(game.game(), box);
            content.add(box, "gapleft para");
        }
        Set<String> chosen = new LinkedHashSet<>();
        JButton resume = new JButton(localizer.text("window.resume.chosen"));
        resume.setName("resumeChosenButton");
        resume.addActionListener(e -> {
            boxes.forEach((game, box) -> {
                if (box.isSelected()) {
                    chosen.add(game);
                }
            });
            dialog.dispose();
        });
        JButton fresh = new JButton(localizer.text("window.resume.fresh"));
        fresh.setName("resumeFreshButton");
        fresh.addActionListener(e -> dialog.dispose());
        // nothing ticked, nothing to resume: the first button would only start fresh under another name
        Runnable ticked = () -> resume.setEnabled(boxes.values().stream().anyMatch(JCheckBox::isSelected));
        boxes.values().forEach(box -> box.addActionListener(e -> ticked.run()));
        JPanel buttons = new JPanel(new MigLayout("insets 0, gap para", "push[][]"));
        buttons.add(resume, "sg answers");
        buttons.add(fresh, "sg answers");
        content.add(buttons, "gaptop para");
        dialog.setContentPane(content);
        dialog.getRootPane().setDefaultButton(resume);
        Dialogs.closeWithEscape(dialog);
        SwingUtilities.invokeLater(resume::requestFocusInWindow);
        Dialogs.showCentred(dialog, parent);
        return chosen;
    }
}
