package org.ludoteka.ui.lesson;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonProblem;

/**
 * Puts lesson files into courses, each file checked as {@code verify} checks it: a lesson that
 * cannot be read, or whose claims its engine denies, is listed with its first problem.
 */
final class LessonCatalog {
    private LessonCatalog() {
    }

    /** The program's own lessons, one course a game ({@code lessons/<game>/}), in the order the games are listed. */
    static List<LessonCourse> shipped(List<LessonFile> files) {
        Map<String, List<LessonFile>> byGame = new LinkedHashMap<>();
        Games.CATALOGUE.forEach(game -> byGame.put(game.id(), new ArrayList<>()));
        for (LessonFile file : files) {
            String[] parts = file.file().split("/");
            byGame.computeIfAbsent(parts.length > 2 ? parts[1] : "", game -> new ArrayList<>()).add(file);
        }
        List<LessonCourse> courses = new ArrayList<>();
        byGame.forEach((game, lessons) -> {
            if (!lessons.isEmpty()) {
                Message title = Games.byId(game).map(entry -> Message.of(entry.nameKey()))
                        .orElse(Message.of("window.lessons.otherCourse", game));
                courses.add(new LessonCourse(title, entries(lessons)));
            }
        });
        return courses;
    }

    /** A teacher's folder of lessons, as one course named after the folder. */
    static LessonCourse folder(Path folder) {
        Path name = folder.toAbsolutePath().normalize().getFileName();
        return new LessonCourse(Message.of("window.lessons.ownCourse", name == null ? folder.toString() : name.toString()),
                entries(LessonLibrary.folder(folder)));
    }

    private static List<LessonCourse.Entry> entries(List<LessonFile> files) {
        Map<String, LessonProblem> firstProblem = new HashMap<>();
        for (LessonProblem problem : LessonLibrary.verify(files)) {
            firstProblem.putIfAbsent(problem.file(), problem);
        }
        return files.stream().map(file -> {
            Optional<LessonProblem> problem = Optional.ofNullable(firstProblem.get(file.file()));
            return new LessonCourse.Entry(file.file(), problem.isPresent() ? Optional.empty() : file.lesson(), problem);
        }).toList();
    }
}
