package org.ludoteka.core;

import java.util.List;

/**
 * A sentence not yet put into words: a bundle key and its arguments. Arguments may themselves be
 * messages (a line's name inside a reason), which are put into words first, in the same language.
 */
public record Message(String key, List<Object> args) {
    public Message {
        args = List.copyOf(args);
    }

    public static Message of(String key, Object... args) {
        return new Message(key, List.of(args));
    }
}
