package org.ludoteka.core;

import java.util.OptionalLong;

/**
 * Rules whose positions hold running sand: a lesson can then wait until a timer runs out
 * ({@code clock: until b2}) without its author doing the arithmetic.
 */
public interface Timed<P> {

    /** The milliseconds until the sand at {@code place} runs out, or empty when none runs there. */
    OptionalLong millisUntilRunsOut(P position, String place);
}
