package org.ludoteka.yaml;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.ludoteka.core.Message;

/**
 * Where Ludoteka's YAML files are: folders packed into the program (in the jar or on the class path) and folders on disk;
 * and how one is read. A lesson or puzzle folder comes from anyone, so reading one of its files reads nothing outside
 * the folder (a link out of it is refused), nothing but a plain file (a pipe or a device would never end), and never
 * more than {@link #MAX_FILE_BYTES}, refused from its size before a byte is read.
 */
public final class YamlFiles {
    /** The most a lesson or puzzle file may hold: the largest shipped is a few kilobytes, so this leaves ample room. */
    public static final int MAX_FILE_BYTES = 1024 * 1024;

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

    /** Reads one file of a folder, reported under {@code name}: what it holds, or what is wrong with it. */
    @FunctionalInterface
    public interface FileReader<F> {
        F read(Path root, Path file, String name);
    }

    /** Every file packed into the program under {@code name} (see {@link #packed}), read in path order; none when nothing is packed. */
    public static <F> List<F> readPacked(String name, FileReader<F> reader) {
        Optional<Path> root = packed(name);
        if (root.isEmpty()) {
            return List.of();
        }
        try {
            return readAll(root.get(), name, reader);
        } catch (IOException e) {
            throw new UncheckedIOException("the program's own " + name + " cannot be listed", e);
        }
    }

    /**
     * Every {@code .yaml} file in {@code folder} and below (or the one file, if it is one), named by its path; or one
     * file, made by {@code broken}, saying why the folder cannot be read.
     */
    public static <F> List<F> readFolder(Path folder, FileReader<F> reader, Function<Message, F> broken) {
        if (!Files.exists(folder)) {
            return List.of(broken.apply(Message.of("yaml.noSuchFile")));
        }
        try {
            return readAll(folder, folder.toString(), reader);
        } catch (IOException e) {
            return List.of(broken.apply(Message.of("yaml.unreadable", e.getMessage())));
        }
    }

    private static <F> List<F> readAll(Path root, String rootName, FileReader<F> reader) throws IOException {
        List<F> files = new ArrayList<>();
        for (Path file : under(root)) {
            files.add(reader.read(root, file, name(root, rootName, file)));
        }
        return files;
    }

    /**
     * The {@code .yaml} files in {@code root} and below, in the order of their paths; or {@code root} itself, if it is a
     * file. Links to folders are not followed, so a folder cannot lead the walk elsewhere or round in a loop.
     */
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

    /**
     * The text of {@code file}, found in {@code root} (a folder, or the file itself when one file was named); a
     * {@link YamlFormatError} when it lies outside the folder, is not a plain file, is too large or is not UTF-8.
     */
    public static String read(Path root, Path file) {
        try {
            Path real = file.toRealPath();
            if (!file.equals(root) && !real.startsWith(root.toRealPath())) {
                throw new YamlFormatError(1, "yaml.outsideFolder");
            }
            if (!Files.isRegularFile(real)) {
                throw new YamlFormatError(1, "yaml.notAFile");
            }
            if (Files.size(real) > MAX_FILE_BYTES) {
                throw tooLarge();
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(real)) {
                bytes = in.readNBytes(MAX_FILE_BYTES + 1); // a file that grows while it is read is caught here
            }
            if (bytes.length > MAX_FILE_BYTES) {
                throw tooLarge();
            }
            return utf8(bytes);
        } catch (IOException e) {
            throw new YamlFormatError(1, "yaml.unreadable", String.valueOf(e.getMessage()));
        }
    }

    /** The bytes as UTF-8 text (a byte-order mark dropped); a {@link YamlFormatError} on the line of the first byte that is not. */
    static String utf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw new YamlFormatError(line, "yaml.notUtf8");
        }
        decoder.flush(out);
        String text = out.flip().toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static YamlFormatError tooLarge() {
        return new YamlFormatError(1, "yaml.tooLarge", MAX_FILE_BYTES / (1024 * 1024));
    }
}
