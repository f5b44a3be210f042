package org.ludoteka.ui;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionDraft;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;

/**
 * Setting up a position by hand, for every game: Set up position starts from the position shown;
 * clicks and fields change a draft of the game's own kind ({@code D}); Play from here asks the
 * game's engine for the position, and either begins a game from it with the seats as they are, or
 * says on the board why no game can reach it; Copy position puts the position's text, which Paste
 * position and the command line read, on the clipboard. What a draft is and how it is checked is
 * the engine's {@link PositionDraft}; where the game is shown and played is its {@link Host}.
 */
public final class PositionSetUp<P, D extends PositionDraft<P, D>> {

    /** The screen the set-up is shown on. */
    public interface Host<P> {
        /** The position shown now, which a set-up starts from. */
        P shown();

        /** Says {@code feedback} and shows the screen again. */
        void tell(Feedback feedback);

        /** Begins a game from {@code position} with the seats as they are; false when the person keeps the game in progress. */
        boolean playFrom(P position);

        /** The position's text, as Paste position and the command line read it. */
        String text(P position);

        /** A set-up begins ({@code true}) or ends: a game in real time stops its clock meanwhile. */
        default void settingUp(boolean on) {
        }
    }

    /** The draft of the position shown when a set-up begins. */
    private final Function<P, D> draftOf;
    private final Host<P> host;
    private final Localizer localizer;
    private final Action edit;
    private final SetUpBar.Buttons buttons;
    private SetUpBar<?> bar;
    /** Shows the draft in the game's own fields of the bar. */
    private Consumer<D> fill = draft -> {
    };
    /** The draft while a position is set up; null while a game is played. */
    private D draft;

    public PositionSetUp(Localizer localizer, Function<P, D> draftOf, Host<P> host) {
        this.draftOf = draftOf;
        this.host = host;
        this.localizer = localizer;
        edit = Actions.create(localizer, "window.action.editPosition", this::start);
        buttons = new SetUpBar.Buttons(
                Actions.create(localizer, "window.action.clearBoard", () -> change(D::cleared)),
                Actions.create(localizer, "window.action.startPosition", () -> change(D::start)),
                Actions.create(localizer, "window.action.copyPosition", this::copy),
                Actions.create(localizer, "window.action.playFromHere", this::playFromHere),
                Actions.create(localizer, "window.action.cancelEdit", this::stop));
    }

    /** The set-up of a turn-based game's session: it starts from the position shown, and plays from the one set up with the seats and options kept. */
    public static <P, D extends PositionDraft<P, D>> PositionSetUp<P, D> of(Localizer localizer, Session<P, ?> session, Component parent,
                                                                            Function<P, D> draftOf) {
        return of(localizer, session, parent, draftOf, MatchSetup::startingFrom);
    }

    /** As {@link #of(Localizer, Session, Component, Function)}, the game played from the position set up as {@code setupFor} says (a number of players changed). */
    public static <P, D extends PositionDraft<P, D>> PositionSetUp<P, D> of(Localizer localizer, Session<P, ?> session, Component parent,
                                                                            Function<P, D> draftOf,
                                                                            BiFunction<MatchSetup<P>, P, MatchSetup<P>> setupFor) {
        return new PositionSetUp<>(localizer, draftOf, new Host<>() {
            @Override
            public P shown() {
                return session.position();
            }

            @Override
            public void tell(Feedback feedback) {
                session.tell(feedback);
            }

            @Override
            public boolean playFrom(P position) {
                return Dialogs.beginUnlessKept(parent, localizer, session, setupFor.apply(session.setup(), position));
            }

            @Override
            public String text(P position) {
                return session.match().notation().format(position);
            }
        });
    }

    /**
     * Makes the bar that shows this set-up: {@code palette}, what a click on the board can put;
     * {@code fields}, the game's own fields (or null), which {@code fillFields} shows the draft in each
     * time the screen shows the set-up; the side combo changes the seat on move.
     */
    public <T> SetUpBar<T> bar(List<SetUpBar.Item<T>> palette, JComponent fields, Consumer<D> fillFields) {
        SetUpBar<T> made = new SetUpBar<>(localizer, palette, fields, buttons, this::sideChosen);
        bar = made;
        fill = fillFields;
        return made;
    }

    /** The bar {@link #bar(List, JComponent, Consumer)} made. */
    public SetUpBar<?> bar() {
        return bar;
    }

    /**
     * The game's part of the column with the set-up in it: {@code gameMiddle} (or nothing), the bar
     * while a position is set up, and the Set up position button while a game is played. The button
     * is no decision that scrolls itself into view: it is there all game long.
     */
    public JComponent middle(JComponent gameMiddle) {
        JPanel middle = new JPanel(new MigLayout("insets 0, wrap 1, fillx, hidemode 3", "[grow, fill]"));
        middle.setOpaque(false);
        if (gameMiddle != null) {
            middle.add(gameMiddle);
        }
        middle.add(bar);
        JButton button = GameColumn.button(edit, "editPositionButton");
        button.setVisible(edit.isEnabled());
        edit.addPropertyChangeListener(e -> button.setVisible(edit.isEnabled()));
        middle.add(button, "wmin 0");
        return middle;
    }

    /** Set up position: the column's button and the Game menu's item. */
    public Action editAction() {
        return edit;
    }

    public boolean editing() {
        return draft != null;
    }

    /** The draft being set up; empty while a game is played. */
    public Optional<D> draft() {
        return Optional.ofNullable(draft);
    }

    /** The position the board shows while setting up. */
    public P preview() {
        return draft.preview();
    }

    /** A click or a field changed the draft: the board shows the change, and no old verdict stays. */
    public void change(UnaryOperator<D> how) {
        if (draft != null) {
            draft = how.apply(draft);
            host.tell(Feedback.NONE);
        }
    }

    /** Something the person tried cannot be put there: {@code reason} says why, and the draft stays as it was. */
    public void refuse(Message reason) {
        host.tell(Feedback.of(Message.of("window.edit.cannotPut"), Feedback.Tone.WRONG, List.of(reason)));
    }

    /** The seat on move was chosen in the bar. */
    private void sideChosen(int seat) {
        change(d -> d.withMover(seat));
    }

    /** Shows the bar and its fields as the set-up stands (call from the screen's refresh); {@code active}: the screen is shown. */
    public void show(boolean active) {
        if (bar != null) {
            bar.setVisible(draft != null);
            if (draft != null) {
                bar.showSides(draft.seats(), draft.mover());
                fill.accept(draft);
            }
        }
        edit.setEnabled(active && draft == null);
    }

    private void start() {
        host.settingUp(true);
        draft = draftOf.apply(host.shown());
        host.tell(Feedback.NONE);
        if (bar != null) {
            // at a projector's zoom the column scrolls: the palette and the fields come into view, once laid out
            SetUpBar<?> shown = bar;
            SwingUtilities.invokeLater(() -> shown.scrollRectToVisible(new Rectangle(0, 0, shown.getWidth(), shown.getHeight())));
        }
    }

    private void stop() {
        draft = null;
        host.settingUp(false);
        host.tell(Feedback.NONE);
    }

    private void copy() {
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(host.text(draft.position())), null);
            host.tell(Feedback.of(Message.of("window.edit.copied"), Feedback.Tone.NEUTRAL, List.of()));
        } catch (InputError e) {
            host.tell(Feedback.of(Message.of("window.edit.cannotCopy"), Feedback.Tone.WRONG, List.of(e.problem())));
        }
    }

    /** The engine checks the draft; a position it refuses is explained on the board and the set-up goes on. */
    private void playFromHere() {
        P checked;
        try {
            checked = draft.position();
        } catch (InputError e) {
            host.tell(Feedback.of(Message.of("window.edit.cannotPlay"), Feedback.Tone.WRONG, List.of(e.problem())));
            return;
        }
        D setUp = draft;
        draft = null;
        if (host.playFrom(checked)) {
            host.settingUp(false);
        } else {
            draft = setUp;
            host.tell(Feedback.NONE);
        }
    }
}
