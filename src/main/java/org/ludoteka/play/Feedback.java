package org.ludoteka.play;

import java.util.List;
import java.util.Optional;
import org.ludoteka.core.Message;

/**
 * What the lesson screen says about a step or a try: a headline and the engine's sentences, kept as
 * messages so that they are put into words again when the language changes.
 */
public record Feedback(Optional<Message> verdict, Tone tone, List<Message> details) {
    public static final Feedback NONE = new Feedback(Optional.empty(), Tone.NEUTRAL, List.of());

    /** How the headline is coloured, by a key of the theme: a right move, a wrong one, or plain information. */
    public enum Tone {
        RIGHT("Ludoteka.Verdict.legal"), WRONG("Ludoteka.Verdict.illegal"), NEUTRAL("Label.foreground");

        private final String colourKey;

        Tone(String colourKey) {
            this.colourKey = colourKey;
        }

        public String colourKey() {
            return colourKey;
        }
    }

    public Feedback {
        details = List.copyOf(details);
    }

    public static Feedback of(Message verdict, Tone tone, List<Message> details) {
        return new Feedback(Optional.of(verdict), tone, details);
    }

    /** What the notation field beside a board says of {@code text} it could not read as a move, and {@code why}. */
    public static Feedback unreadMove(String text, Message why) {
        return of(Message.of("window.notation.unread", text), Tone.WRONG, List.of(why));
    }
}
