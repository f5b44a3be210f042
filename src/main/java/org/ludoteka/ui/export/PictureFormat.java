package org.ludoteka.ui.export;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The kinds of file a board or a lesson is exported to, told by the file's extension. */
public enum PictureFormat {
    /** A raster picture at the size asked, for slides. */
    PNG,
    /** A vector picture whose texts stay text, for slides and print. */
    SVG,
    /** A printable handout: a whole lesson, one step a page. */
    PDF;

    public static Optional<PictureFormat> of(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (PictureFormat format : values()) {
            if (name.endsWith("." + format.name().toLowerCase(Locale.ROOT))) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }
}
