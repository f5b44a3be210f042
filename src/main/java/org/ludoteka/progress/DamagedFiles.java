package org.ludoteka.progress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** What becomes of a file of the learner's that cannot be read: it is put aside, never deleted. */
public final class DamagedFiles {
    private DamagedFiles() {
    }

    /**
     * Renames a damaged file to {@code <name>.corrupt-<date>-<time>} beside it (with {@code -2}, {@code -3} … should
     * that name be taken), so that it is reported once and not lost; where the rename fails it stays, and is reported
     * again next time, which is still no crash. Returns where the file is now.
     */
    public static Path moveAside(Path file) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + stamp);
        for (int n = 2; Files.exists(aside); n++) {
            aside = file.resolveSibling(file.getFileName() + ".corrupt-" + stamp + "-" + n);
        }
        try {
            Files.move(file, aside);
            return aside;
        } catch (IOException e) {
            return file;
        }
    }
}
