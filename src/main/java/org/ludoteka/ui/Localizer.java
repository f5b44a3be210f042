package org.ludoteka.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.UIManager;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * The window's language, which may change while it runs. Every text on screen is bound here to a
 * message key; switching the language fires one change that re-labels them all at once. Swing's
 * own dialog buttons come from the bundles too ({@code swing.*} keys), since the JDK has no Czech.
 */
public final class Localizer {
    private static final String SWING_PREFIX = "swing.";

    private final List<Runnable> relabellers = new ArrayList<>();
    private Messages messages;

    public Localizer(Language language) {
        use(language);
    }

    public Language language() {
        return messages.language();
    }

    /** Parts of a line joined as the language punctuates a list of clauses ("Standard game; 2 potentials each"). */
    public String clauses(java.util.List<String> parts) {
        String line = parts.get(0);
        for (String part : parts.subList(1, parts.size())) {
            line = text("window.clauses", line, part);
        }
        return line;
    }

    public String text(String key, Object... args) {
        return messages.format(key, args);
    }

    public String text(Message message) {
        return messages.format(message);
    }

    /** Runs {@code relabel} now and again after every switch of language. */
    public void bind(Runnable relabel) {
        relabellers.add(relabel);
        relabel.run();
    }

    public void bindText(JLabel label, String key) {
        bind(() -> label.setText(text(key)));
    }

    public void bindText(AbstractButton button, String key) {
        bind(() -> button.setText(text(key)));
    }

    /** An action's name and tooltip: {@code key} and {@code key.tip}. */
    void bindAction(Action action, String key) {
        bind(() -> {
            action.putValue(Action.NAME, text(key));
            action.putValue(Action.SHORT_DESCRIPTION, text(key + ".tip"));
        });
    }

    /** Calls {@code relabel} with the new messages after every switch, not now. */
    public void onSwitch(Consumer<Language> relabel) {
        relabellers.add(() -> relabel.accept(language()));
    }

    void switchTo(Language language) {
        if (language == language()) {
            return;
        }
        use(language);
        relabellers.forEach(Runnable::run);
    }

    private void use(Language language) {
        messages = Messages.of(language);
        JComponent.setDefaultLocale(language.locale());
        for (String key : messages.keys()) {
            if (key.startsWith(SWING_PREFIX)) {
                UIManager.put(key.substring(SWING_PREFIX.length()), messages.format(key));
            }
        }
    }
}
