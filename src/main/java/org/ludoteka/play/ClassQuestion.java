package org.ludoteka.play;

import org.ludoteka.core.Message;

/**
 * A question put to the whole class on the projector — a puzzle or a lesson's question — as both class modes
 * keep it: how many of the class's proposals were judged right and how many wrong (an illegal one counts as
 * neither: the rules refused it before anything was judged), and whether the teacher has had the solution shown.
 * Nobody's rating or progress moves: the tally is all that is kept, and only while the question is on screen.
 */
public final class ClassQuestion {
    /** What became of one proposal of the class. */
    public enum Verdict { ILLEGAL, WRONG, RIGHT }

    private int right;
    private int wrong;
    private boolean solutionShown;

    /** Counts one judged proposal. */
    public void judged(Verdict verdict) {
        switch (verdict) {
            case RIGHT -> right++;
            case WRONG -> wrong++;
            case ILLEGAL -> { }
        }
    }

    public int right() {
        return right;
    }

    public int wrong() {
        return wrong;
    }

    /** The tally in words: so many right, so many refuted, and that no one's rating changes. */
    public Message tally() {
        return Message.of("window.classQuestion.tally", right, wrong);
    }

    /** The teacher asked for the solution: it stays on screen while the question does. */
    public void showSolution() {
        solutionShown = true;
    }

    public boolean solutionShown() {
        return solutionShown;
    }
}
