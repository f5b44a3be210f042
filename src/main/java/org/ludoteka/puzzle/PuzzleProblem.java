package org.ludoteka.puzzle;

import org.ludoteka.core.Message;

/** Something wrong in a puzzle file: where (file and line, 1-based) and what, as a message in the bundles. */
public record PuzzleProblem(String file, int line, Message problem) {
}
