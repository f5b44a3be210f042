package org.ludoteka.play;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Function;

/** A thinker for headless sessions: the computer answers on the caller's thread, before {@code ask} returns. */
final class AnswerAtOnce implements Thinker {
    private int asked;

    @Override
    public <M> void ask(Function<Duration, M> choose, Consumer<M> answer) {
        asked++;
        answer.accept(choose.apply(Duration.ofMillis(50)));
    }

    @Override
    public void forget() {
    }

    @Override
    public boolean isThinking() {
        return false;
    }

    int asked() {
        return asked;
    }
}
