package org.ludoteka.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One step of a lesson (DESIGN.md §5). Every step remembers its line in the file, so that a claim
 * the engine denies is reported where the teacher wrote it.
 */
public sealed interface Step {
    int line();

    /** What the step says and shows; a step without a text shows the previous one's. */
    Optional<LessonText> say();

    Annotations show();

    /** A second board to show beside this step's own, side by side. */
    Optional<Beside> beside();

    /** Narration, and optionally a new position set up on the board. */
    record Say(int line, Optional<LessonText> say, Annotations show, Optional<Beside> beside, Optional<String> position) implements Step {
    }

    /** A demonstrated attempt: the engine must agree with the verdict and, for an illegal one, the reason. */
    record Try(int line, String move, boolean legal, Optional<String> reason, Optional<LessonText> say, Annotations show,
            Optional<Beside> beside) implements Step {
    }

    /**
     * The learner moves. Every accepted move must be legal; the lesson goes on from the first,
     * the main line, whichever accepted move the learner found.
     */
    record Ask(int line, LessonText prompt, List<String> accept, Optional<LessonText> hint, Annotations show,
            Optional<Beside> beside) implements Step {
        public Ask {
            accept = List.copyOf(accept);
        }

        @Override
        public Optional<LessonText> say() {
            return Optional.of(prompt);
        }
    }

    /** A scripted move, played on the board with animation. */
    record Play(int line, String move, Optional<LessonText> say, Annotations show, Optional<Beside> beside)
            implements Step {
    }

    /**
     * Timed games: time passes ({@code +60s}), the clock pauses ({@code pause}), or time passes
     * until the sand on a cell, or in the {@code timer}, runs out ({@code until b2}).
     */
    record Clock(int line, String event, Optional<LessonText> say, Annotations show, Optional<Beside> beside)
            implements Step {
        private static final String UNTIL = "until ";

        /** The place named by {@code until <place>}, if the step waits for one. */
        public Optional<String> until() {
            return event.startsWith(UNTIL) ? Optional.of(event.substring(UNTIL.length()).strip()) : Optional.empty();
        }

        /** The time-passing event for {@code millis} milliseconds, as the notations write it. */
        public static String elapse(long millis) {
            return String.format(Locale.ROOT, "+%d.%03ds", millis / 1000, millis % 1000);
        }
    }
}
