package org.ludoteka.homework;

/** A homework set or results file that cannot be read: thrown by the readers with its one problem. */
public final class HomeworkFileError extends RuntimeException {
    private final transient HomeworkProblem problem;

    HomeworkFileError(HomeworkProblem problem) {
        super(problem.problem().key());
        this.problem = problem;
    }

    public HomeworkProblem problem() {
        return problem;
    }
}
