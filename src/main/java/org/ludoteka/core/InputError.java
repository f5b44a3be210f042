package org.ludoteka.core;

/**
 * Text that cannot be read as a position, a move or an option. It carries a message rather than
 * English prose so that the command line and the window report it in the user's language.
 */
public final class InputError extends RuntimeException {
    private final Message problem;

    public InputError(String key, Object... args) {
        super(key);
        this.problem = Message.of(key, args);
    }

    public Message problem() {
        return problem;
    }
}
