package org.ludoteka.lesson;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.Message;
import org.ludoteka.yaml.YamlFiles;
import org.ludoteka.yaml.YamlFormatError;

/**
 * Where lessons come from: the courses packed into the program ({@code lessons/<game>/*.yaml}) and
 * a teacher's own folder. Files are read in name order, which is the order of a course.
 */
public final class LessonLibrary {
    private static final String SHIPPED = "lessons";

    private LessonLibrary() {
    }

    /** The lessons packed into the program, named {@code lessons/<game>/<file>}. */
    public static List<LessonFile> shipped() {
        return Shipped.FILES;
    }

    /** Read once, the first time they are asked for: what is packed into the program cannot change while it runs. */
    private static final class Shipped {
        static final List<LessonFile> FILES = List.copyOf(YamlFiles.readPacked(SHIPPED, LessonLibrary::readFile));
    }

    /** Every {@code .yaml} file in {@code folder} and below, named by its path; or the one file, if it is one. */
    public static List<LessonFile> folder(Path folder) {
        return YamlFiles.readFolder(folder, LessonLibrary::readFile,
                problem -> LessonFile.broken(new LessonProblem(folder.toString(), 1, problem)));
    }

    /** Reads one lesson file of the folder {@code root} (see {@link YamlFiles#read}), reported under {@code name}. */
    public static LessonFile readFile(Path root, Path file, String name) {
        try {
            return LessonLoader.load(name, new StringReader(YamlFiles.read(root, file)));
        } catch (YamlFormatError e) {
            return LessonFile.broken(new LessonProblem(name, e.line(), e.problem()));
        }
    }

    /**
     * Every problem of {@code files}, each file's in the order of their lines: in reading, in replaying
     * through the engines (also a file with problems in its texts or keys is replayed, when all its
     * steps could be read), and ids used twice.
     */
    public static List<LessonProblem> verify(List<LessonFile> files) {
        List<LessonProblem> problems = new ArrayList<>();
        Map<String, String> firstFileOfId = new HashMap<>();
        for (LessonFile file : files) {
            List<LessonProblem> ofFile = new ArrayList<>(file.problems());
            file.draft().ifPresent(lesson -> {
                String earlier = firstFileOfId.putIfAbsent(lesson.id(), lesson.file());
                if (earlier != null) {
                    ofFile.add(new LessonProblem(lesson.file(), lesson.line("id"), Message.of("lesson.duplicateId", lesson.id(), earlier)));
                }
                ofFile.addAll(LessonReplay.of(lesson).problems());
            });
            ofFile.sort(Comparator.comparingInt(LessonProblem::line));
            problems.addAll(ofFile);
        }
        return problems;
    }
}
