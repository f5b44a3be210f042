package org.ludoteka.lesson;

import org.ludoteka.core.Message;

/** Something wrong in a lesson file: where (file and line, 1-based) and what, as a message in the bundles. */
public record LessonProblem(String file, int line, Message problem) {
}
