package org.ludoteka.homework;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The results files of a class, read at once: those that read, and each damaged one listed with its problem and left out. */
public record ClassResults(List<HomeworkResults> results, List<HomeworkProblem> damaged) {
    public ClassResults {
        results = List.copyOf(results);
        damaged = List.copyOf(damaged);
    }

    public static ClassResults read(List<Path> files) {
        List<HomeworkResults> results = new ArrayList<>();
        List<HomeworkProblem> damaged = new ArrayList<>();
        for (Path file : files) {
            try {
                results.add(HomeworkFiles.readResults(file));
            } catch (HomeworkFileError e) {
                damaged.add(e.problem());
            }
        }
        return new ClassResults(results, damaged);
    }

    public ClassTable table() {
        return new ClassTable(results);
    }
}
