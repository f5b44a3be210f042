package org.ludoteka.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.games.Games;

/**
 * The Help menu: each game's rules in brief with a picture of its board, the keyboard shortcuts (made
 * from the menus and the presenter's keys) and About (the version, the libraries and fonts and their
 * licences). Its dialogs close with Esc.
 */
final class HelpMenu extends JMenu {
    /** The libraries and fonts inside the program: name, Maven coordinates (for the version, none for a font), licence. */
    private record Part(String name, String group, String artifact, String licence) {
    }

    private static final List<Part> PARTS = List.of(
            new Part("FlatLaf", "com.formdev", "flatlaf", "Apache License 2.0"),
            new Part("MigLayout", "com.miglayout", "miglayout-swing", "BSD"),
            new Part("SnakeYAML", "org.yaml", "snakeyaml", "Apache License 2.0"),
            new Part("JFreeSVG", "org.jfree", "org.jfree.svg", "GNU GPL 3"),
            new Part("Apache PDFBox", "org.apache.pdfbox", "pdfbox", "Apache License 2.0"),
            new Part("DejaVu Sans", "", "", "Bitstream Vera (DejaVu changes: public domain)"));

    private final Localizer localizer;

    HelpMenu(Localizer localizer, JMenuBar menus) {
        this.localizer = localizer;
        setName("helpMenu");
        localizer.bindText(this, "window.menu.help");
        for (GameKit kit : Kits.ALL) {
            String id = kit.game().id();
            JMenuItem rules = new JMenuItem();
            rules.setName("helpRules." + id);
            localizer.bind(() -> rules.setText(localizer.text("help.rules.item", localizer.text(Games.byId(id).orElseThrow().nameKey()))));
            rules.addActionListener(e -> showRules(kit));
            add(rules);
        }
        addSeparator();
        JMenuItem shortcuts = new JMenuItem();
        shortcuts.setName("helpShortcutsItem");
        shortcuts.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0));
        localizer.bindText(shortcuts, "help.shortcuts");
        shortcuts.addActionListener(e -> show("shortcutsDialog", "help.shortcuts",
                HelpShortcuts.table(HelpShortcuts.rows(menus, localizer), localizer)));
        add(shortcuts);
        JMenuItem about = new JMenuItem();
        about.setName("helpAboutItem");
        localizer.bindText(about, "help.about");
        about.addActionListener(e -> show("aboutDialog", "help.about", about()));
        add(about);
    }

    private void showRules(GameKit kit) {
        String name = localizer.text(Games.byId(kit.game().id()).orElseThrow().nameKey());
        JPanel content = new JPanel(new MigLayout("insets 0, gapx para", "[][grow, fill]", "[top]"));
        JLabel picture = new JLabel(new ImageIcon(GamePictures.start(kit, localizer, UIScale.scale(240))));
        picture.setName("rulesPicture");
        WrappingLabel text = new WrappingLabel("rulesText", 64);
        text.setText(localizer.text("help.rules." + kit.game().id()));
        content.add(picture);
        content.add(text, "wmin 0");
        JDialog dialog = dialog("rulesDialog", localizer.text("help.rules.item", name), content);
        Dialogs.showCentred(dialog, getTopLevelAncestor());
    }

    private JPanel about() {
        JPanel about = new JPanel(new MigLayout("insets 0, wrap 2", "[][]"));
        JLabel title = new JLabel(localizer.text("app.title"));
        Looks.heading(title, "h3");
        about.add(title, "span 2");
        JLabel version = new JLabel(localizer.text("help.about.version", programVersion()));
        version.setName("aboutVersion");
        about.add(version, "span 2");
        WrappingLabel what = new WrappingLabel("aboutText", 52);
        what.setText(localizer.text("help.about.text"));
        about.add(what, "span 2, gaptop para");
        about.add(new JLabel(localizer.text("help.about.parts")), "span 2, gaptop para");
        for (Part part : PARTS) {
            JLabel name = new JLabel(part.name() + versionOf(part).map(v -> " " + v).orElse(""));
            name.setName("aboutPart." + part.name());
            JLabel licence = new JLabel(part.licence());
            licence.setName("aboutLicence." + part.name());
            about.add(name, "gapleft para");
            about.add(licence, "gapleft para");
        }
        return about;
    }

    /** The version the build wrote, as {@code ludoteka --version} says it. */
    static String programVersion() {
        return properties("/org/ludoteka/cli/version.properties").map(p -> p.getProperty("version", "?")).orElse("?");
    }

    /** The version of a library as its jar says it (Maven's pom.properties), if it does. */
    private static Optional<String> versionOf(Part part) {
        if (part.group().isEmpty()) {
            return Optional.empty();
        }
        return properties("/META-INF/maven/" + part.group() + "/" + part.artifact() + "/pom.properties")
                .map(p -> p.getProperty("version"));
    }

    private static Optional<Properties> properties(String resource) {
        try (InputStream in = HelpMenu.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties properties = new Properties();
            properties.load(in);
            return Optional.of(properties);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private void show(String name, String titleKey, JComponent content) {
        Dialogs.showCentred(dialog(name, localizer.text(titleKey), content), getTopLevelAncestor());
    }

    /** A dialog of {@code content}, which scrolls if it must, with a Close button; Esc closes it. */
    private JDialog dialog(String name, String title, JComponent content) {
        Component owner = getTopLevelAncestor();
        JDialog dialog = new JDialog(owner == null ? null : SwingUtilities.getWindowAncestor(this), title, JDialog.DEFAULT_MODALITY_TYPE);
        dialog.setName(name);
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        JPanel panel = new JPanel(new MigLayout("insets dialog, wrap 1", "[grow, fill]", "[grow, fill][]"));
        panel.add(content, "wmin 0");
        JButton close = new JButton(localizer.text("help.close"));
        close.setName(name.replace("Dialog", "CloseButton"));
        close.addActionListener(e -> dialog.dispose());
        panel.add(close, "tag ok, growx 0, gaptop para");
        dialog.setContentPane(panel);
        dialog.getRootPane().setDefaultButton(close);
        Dialogs.closeWithEscape(dialog);
        return dialog;
    }
}
