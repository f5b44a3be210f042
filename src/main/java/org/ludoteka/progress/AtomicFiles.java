package org.ludoteka.progress;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/**
 * Writes a file so that a reader sees either the old content or the new, never half of it: the
 * content goes to a temporary file beside the target, is forced to the disk, and then replaces it in
 * one rename. A program killed in between leaves the old file whole and, at worst, a temporary file,
 * which a later write of the same file clears away. The progress files are written so, and the
 * pictures and handouts a teacher exports (a half-written handout is worse than none).
 */
public final class AtomicFiles {
    /** A temporary file older than this was left by a program that died: no write takes so long. */
    private static final Duration LEFT_OVER = Duration.ofMinutes(1);

    private AtomicFiles() {
    }

    /** What writes the whole content into the (empty) file it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path file) throws IOException;
    }

    /** Writes a progress file, its folder made first if it is not there yet. */
    static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        write(file, temporary -> Files.write(temporary, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Writes {@code file} whole with {@code content}, or leaves it as it was when the writing fails; its folder must be there. */
    public static void write(Path file, Content content) throws IOException {
        Path directory = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(directory)) {
            throw new NoSuchFileException(directory.toString(), null, "no such folder");
        }
        clearLeftOvers(directory, file.getFileName().toString());
        // not createTempFile, whose file only its owner may read: an exported handout is for others too
        Path temporary = Files.createFile(directory.resolve(file.getFileName() + "." + UUID.randomUUID() + ".tmp"));
        try {
            content.writeTo(temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true); // else a power cut after the rename may leave the new name on an empty file
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // some network file systems cannot rename atomically; a plain replace is the best left
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
            forceDirectory(directory);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** The rename itself is an entry of the folder: forced too where the system allows a folder to be opened. */
    private static void forceDirectory(Path directory) {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Windows cannot open a folder so; its renames are journaled anyway
        }
    }

    private static void clearLeftOvers(Path directory, String name) throws IOException {
        Instant before = Instant.now().minus(LEFT_OVER);
        try (DirectoryStream<Path> temporaries = Files.newDirectoryStream(directory, globEscaped(name) + "*.tmp")) {
            for (Path temporary : temporaries) {
                if (Files.getLastModifiedTime(temporary).toInstant().isBefore(before)) {
                    Files.deleteIfExists(temporary);
                }
            }
        }
    }

    private static String globEscaped(String name) {
        return name.replaceAll("([\\\\*?\\[\\]{}])", "\\\\$1");
    }
}
