package org.ludoteka.homework;

import org.ludoteka.core.Message;

/** Something wrong in a homework set or a results file from another machine: which file, which line (1-based), and what. */
public record HomeworkProblem(String file, int line, Message problem) {

    /** The problem as one sentence, {@code file:line: what}, the way {@code verify} reports a lesson's. */
    public Message sentence() {
        return Message.of("homework.problemAt", file, line, problem);
    }
}
