package org.ludoteka.ui.export;

import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.progress.AtomicFiles;
import org.ludoteka.ui.BoardComponent;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.lesson.DrawnLesson;
import org.ludoteka.ui.lesson.LessonPictures;

/**
 * A lesson as a printed handout (Apache PDFBox): one A4 page a step, with the lesson's title, the
 * step's number, its text in the chosen language and its board with the step's marks and what the
 * teacher drew on that step by hand (the arrows and circles drawn with the right button). The fonts
 * (DejaVu Sans, shipped with the program) are embedded, so every Czech and French letter prints
 * on any machine.
 */
final class LessonHandout {
    private static final float MARGIN = 56; // 2 cm
    private static final float TITLE_SIZE = 16;
    private static final float TEXT_SIZE = 13;
    private static final float LEADING = 1.35f;
    /** The board's picture in pixels: 1500 px over about 15 cm prints at some 250 dots an inch. */
    private static final int BOARD_PIXELS = 1500;

    private final LessonReplay<?, ?> replay;
    private final DrawnLesson drawn;
    private final Language language;
    private final Messages messages;
    private final LessonBoards boards;

    LessonHandout(DrawnLesson lesson, Language language, LessonBoards boards) {
        this.replay = lesson.replay();
        this.drawn = lesson;
        this.language = language;
        this.messages = Messages.of(language);
        this.boards = boards;
    }

    /** Writes the handout, its boards in the light theme's colours on white whatever the window's theme: it is for paper. */
    void write(Path file) throws IOException {
        PaperColours.during(() -> writeOnPaper(file));
    }

    private void writeOnPaper(Path file) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDFont regular = font(document, "DejaVuSans.ttf");
            PDFont bold = font(document, "DejaVuSans-Bold.ttf");
            String title = replay.lesson().title().in(language);
            PDDocumentInformation information = document.getDocumentInformation();
            information.setTitle(title);
            information.setCreator(messages.format("app.title"));
            int steps = replay.lesson().steps().size();
            for (int index = 0; index < steps; index++) {
                PDPage page = new PDPage(PDRectangle.A4);
                document.addPage(page);
                PDImageXObject board = FlateImages.of(document, boardImage(index));
                try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                    float width = page.getMediaBox().getWidth() - 2 * MARGIN;
                    float y = page.getMediaBox().getHeight() - MARGIN;
                    y = paragraph(content, bold, TITLE_SIZE, title, width, y);
                    y = paragraph(content, regular, TEXT_SIZE - 2, messages.format("window.lesson.counter", index + 1, steps), width, y);
                    y -= TEXT_SIZE;
                    String said = LessonPictures.text(replay, index).map(text -> text.in(language)).orElse("");
                    y = paragraph(content, LessonPictures.asks(replay, index) ? bold : regular, TEXT_SIZE, said, width, y);
                    y -= TEXT_SIZE;
                    float side = Math.min(width, y - MARGIN);
                    content.drawImage(board, MARGIN + (width - side) / 2, y - side, side, side);
                }
            }
            AtomicFiles.write(file, written -> {
                try (OutputStream stream = Files.newOutputStream(written)) {
                    document.save(stream); // into a stream: PDFBox warns on stderr when it overwrites a file it is given
                }
            });
        }
    }

    /** Step {@code index}'s board as printed: the step's marks, and the teacher's drawing on that step (each step's own: the board is shared). */
    BufferedImage boardImage(int index) {
        JComponent board = BoardExport.stepBoard(replay, index, boards);
        BoardComponent.in(board).ifPresent(view -> view.drawing().showDrawn(drawn.on(index)));
        return BoardPictures.image(board, new Dimension(BOARD_PIXELS, BOARD_PIXELS));
    }

    private static PDFont font(PDDocument document, String name) throws IOException {
        try (InputStream stream = LessonHandout.class.getResourceAsStream("/fonts/" + name)) {
            if (stream == null) {
                throw new IOException("the font " + name + " is missing from the program");
            }
            return PDType0Font.load(document, stream, true); // only the letters used are embedded
        }
    }

    /** Writes {@code text} wrapped to {@code width} from {@code top} down; returns where the next line would stand. */
    private static float paragraph(PDPageContentStream content, PDFont font, float size, String text, float width, float top)
            throws IOException {
        float y = top;
        for (String line : wrap(font, size, text, width)) {
            y -= size * LEADING;
            content.beginText();
            content.setFont(font, size);
            content.newLineAtOffset(MARGIN, y);
            content.showText(line);
            content.endText();
        }
        return y;
    }

    /** The lines of {@code text} at most {@code width} wide, broken between words; the text's own line breaks are kept. */
    static List<String> wrap(PDFont font, float size, String text, float width) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.strip().split("\\R")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" +")) {
                String longer = line.isEmpty() ? word : line + " " + word;
                if (!line.isEmpty() && font.getStringWidth(longer) / 1000 * size > width) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(longer);
                }
            }
            if (!line.isEmpty()) {
                lines.add(line.toString());
            }
        }
        return lines;
    }
}
