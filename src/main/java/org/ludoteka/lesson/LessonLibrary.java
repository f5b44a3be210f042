package org.ludoteka.lesson;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ludoteka.core.Message;

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
        URL root = LessonLibrary.class.getClassLoader().getResource(SHIPPED);
        if (root == null) {
            return List.of();
        }
        try {
            URI uri = root.toURI();
            if (uri.getScheme().equals("jar")) {
                FileSystem jar;
                try {
                    jar = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    jar = FileSystems.getFileSystem(uri);
                }
                return read(jar.getPath(SHIPPED), SHIPPED);
            }
            return read(Path.of(uri), SHIPPED);
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("the program's own lessons cannot be listed", e);
        }
    }

    /** Every {@code .yaml} file in {@code folder} and below, named by its path; or the one file, if it is one. */
    public static List<LessonFile> folder(Path folder) {
        if (!Files.exists(folder)) {
            return List.of(LessonFile.broken(new LessonProblem(folder.toString(), 1, Message.of("lesson.noSuchFile"))));
        }
        try {
            return read(folder, folder.toString());
        } catch (IOException e) {
            return List.of(LessonFile.broken(new LessonProblem(folder.toString(), 1, Message.of("lesson.unreadable", e.getMessage()))));
        }
    }

    private static List<LessonFile> read(Path root, String name) throws IOException {
        if (Files.isRegularFile(root)) {
            return List.of(readFile(root, name));
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(".yaml"))
                    .sorted(Comparator.comparing(p -> root.relativize(p).toString()))
                    .toList();
        }
        List<LessonFile> lessons = new ArrayList<>();
        for (Path file : files) {
            lessons.add(readFile(file, name + "/" + root.relativize(file).toString().replace('\\', '/')));
        }
        return lessons;
    }

    private static LessonFile readFile(Path file, String name) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return LessonLoader.load(name, reader);
        } catch (IOException | UncheckedIOException e) {
            return LessonFile.broken(new LessonProblem(name, 1, Message.of("lesson.unreadable", e.getMessage())));
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
