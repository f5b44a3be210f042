package org.ludoteka.core;

import java.util.List;

/** What an engine answers for an attempted move: legal, with what is worth telling; or illegal, with why. */
public sealed interface MoveResult<P> {

    /** The move is legal; {@code notes} say what it did (a capture, a connection, a win). */
    record Legal<P>(P after, List<Message> notes) implements MoveResult<P> {
        public Legal {
            notes = List.copyOf(notes);
        }
    }

    /** The move is illegal for {@code reason}; {@code args} fill the reason's sentence. */
    record Illegal<P>(Reason reason, List<Object> args) implements MoveResult<P> {
        public Illegal {
            args = List.copyOf(args);
        }

        public Message message() {
            return new Message(reason.key(), args);
        }
    }

    static <P> MoveResult<P> legal(P after, List<Message> notes) {
        return new Legal<>(after, notes);
    }

    static <P> MoveResult<P> illegal(Reason reason, Object... args) {
        return new Illegal<>(reason, List.of(args));
    }
}
