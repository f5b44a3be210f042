package org.ludoteka.yaml;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** Where Ludoteka's YAML files are: folders packed into the program (in the jar or on the class path) and folders on disk. */
public final class YamlFiles {

    private YamlFiles() {
    }

    /** The folder {@code name} packed into the program, such as {@code lessons} or {@code puzzles}; empty if it has none. */
    public static Optional<Path> packed(String name) {
        URL root = YamlFiles.class.getClassLoader().getResource(name);
        if (root == null) {
            return Optional.empty();
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
                return Optional.of(jar.getPath(name));
            }
            return Optional.of(Path.of(uri));
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("the program's own " + name + " cannot be listed", e);
        }
    }

    /** The {@code .yaml} files in {@code root} and below, in the order of their paths; or {@code root} itself, if it is a file. */
    public static List<Path> under(Path root) throws IOException {
        if (Files.isRegularFile(root)) {
            return List.of(root);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".yaml"))
                    .sorted(Comparator.comparing(p -> root.relativize(p).toString()))
                    .toList();
        }
    }

    /** The name a file is reported under: {@code rootName} and its path below {@code root}, with forward slashes. */
    public static String name(Path root, String rootName, Path file) {
        return file.equals(root) ? rootName : rootName + "/" + root.relativize(file).toString().replace('\\', '/');
    }
}
