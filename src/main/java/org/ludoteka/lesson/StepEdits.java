package org.ludoteka.lesson;

import java.util.Optional;

/**
 * A step with one part changed, the rest kept: what it says, what it marks, its second board, or its
 * line (none, 0, for a step that was never read from a file). Steps are records; the editor changes
 * them one part at a time.
 */
public final class StepEdits {
    private StepEdits() {
    }

    /** {@code step} saying {@code say}; for a question, its prompt, which it cannot be without. */
    public static Step withSay(Step step, Optional<LessonText> say) {
        if (step instanceof Step.Say s) {
            return new Step.Say(s.line(), say, s.show(), s.beside(), s.position());
        }
        if (step instanceof Step.Try t) {
            return new Step.Try(t.line(), t.move(), t.legal(), t.reason(), say, t.show(), t.beside());
        }
        if (step instanceof Step.Ask a) {
            return new Step.Ask(a.line(), say.orElse(a.prompt()), a.accept(), a.hint(), a.show(), a.beside());
        }
        if (step instanceof Step.Play p) {
            return new Step.Play(p.line(), p.move(), say, p.show(), p.beside());
        }
        Step.Clock c = (Step.Clock) step;
        return new Step.Clock(c.line(), c.event(), say, c.show(), c.beside());
    }

    public static Step withShow(Step step, Annotations show) {
        return rebuild(step, step.line(), show, step.beside());
    }

    public static Step withBeside(Step step, Optional<Beside> beside) {
        return rebuild(step, step.line(), step.show(), beside);
    }

    /** {@code step} and its second board without their lines, and their marks' lines: as a step compares with the same step read elsewhere in a file. */
    public static Step unlined(Step step) {
        Optional<Beside> beside = step.beside()
                .map(b -> new Beside(0, b.position(), b.play(), b.show().unwritten(), b.caption(), b.firstCaption()));
        return rebuild(step, 0, step.show().unwritten(), beside);
    }

    private static Step rebuild(Step step, int line, Annotations show, Optional<Beside> beside) {
        if (step instanceof Step.Say s) {
            return new Step.Say(line, s.say(), show, beside, s.position());
        }
        if (step instanceof Step.Try t) {
            return new Step.Try(line, t.move(), t.legal(), t.reason(), t.say(), show, beside);
        }
        if (step instanceof Step.Ask a) {
            return new Step.Ask(line, a.prompt(), a.accept(), a.hint(), show, beside);
        }
        if (step instanceof Step.Play p) {
            return new Step.Play(line, p.move(), p.say(), show, beside);
        }
        Step.Clock c = (Step.Clock) step;
        return new Step.Clock(line, c.event(), c.say(), show, beside);
    }
}
