package org.ludoteka.progress;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How far the learner has come in the lessons, remembered between runs: the lessons finished, and
 * the step reached in each lesson begun, by lesson id, so that a lesson left half-way opens again
 * where it was left.
 */
public record LessonProgress(Set<String> done, Map<String, Integer> reached) {
    public static final LessonProgress NONE = new LessonProgress(Set.of(), Map.of());
    private static final String DONE = "done.";
    private static final String STEP = "step.";

    public LessonProgress {
        done = Set.copyOf(done);
        reached = Map.copyOf(reached);
    }

    public boolean isDone(String lessonId) {
        return done.contains(lessonId);
    }

    /** The step (0-based) where the lesson was left; 0 for a lesson not begun. */
    public int reached(String lessonId) {
        return reached.getOrDefault(lessonId, 0);
    }

    public LessonProgress at(String lessonId, int step) {
        Map<String, Integer> places = new TreeMap<>(reached);
        places.put(lessonId, step);
        return new LessonProgress(done, places);
    }

    /** The lesson is done; opened again, it starts from its first step. */
    public LessonProgress finished(String lessonId) {
        Set<String> finished = new TreeSet<>(done);
        finished.add(lessonId);
        Map<String, Integer> places = new TreeMap<>(reached);
        places.remove(lessonId);
        return new LessonProgress(finished, places);
    }

    Properties toProperties() {
        Properties properties = new Properties();
        done.forEach(id -> properties.setProperty(DONE + id, "yes"));
        reached.forEach((id, step) -> properties.setProperty(STEP + id, Integer.toString(step)));
        return properties;
    }

    /** Entries that cannot be read are left out one by one, and their keys go to {@code unread}: a damaged file costs a mark, never the program. */
    static LessonProgress fromProperties(Properties properties, Set<String> unread) {
        Set<String> done = new TreeSet<>();
        Map<String, Integer> reached = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            String value = properties.getProperty(key);
            if (key.startsWith(DONE) && value.equals("yes")) {
                done.add(key.substring(DONE.length()));
            } else if (key.startsWith(STEP) && value.matches("[0-9]{1,4}")) {
                reached.put(key.substring(STEP.length()), Integer.parseInt(value));
            } else {
                unread.add(key);
            }
        }
        return new LessonProgress(done, reached);
    }
}
