package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Drawing;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.export.BoardExport;

/** Game → Export board… writes the board on screen; Lessons → Handout… the open lesson, in the window's language. */
class ExportGuiTest extends WindowTest {

    /** Types {@code name} into the export chooser, picks the size at {@code sizeIndex} when asked, and saves. */
    private void save(String name, int sizeIndex) {
        DialogFixture dialog = window.dialog("exportDialog");
        if (sizeIndex >= 0) {
            dialog.comboBox("exportSize").selectItem(sizeIndex);
        }
        JFileChooserFixture chooser = dialog.fileChooser("exportChooser");
        TestWindows.approve(chooser, folder.resolve(name));
    }

    /** A handout of many pages takes its time on a busy machine: wait for the file longer than for a click's answer. */
    private void waitForFile(Path file) {
        Pause.pause(new Condition(file + " written") {
            @Override
            public boolean test() {
                return Files.exists(file);
            }
        }, Timeout.timeout(90_000));
    }

    @Test
    void theBoardOfAGameIsExportedAtTheSizeChosenWithTheExtensionOfTheFilter() throws IOException {
        open();
        chooseLinesOfAction();

        window.menuItem("exportBoardItem").click();
        save("slide", 1);

        Path file = folder.resolve("slide.png");
        waitForFile(file);
        JOptionPaneFixture saved = window.optionPane();
        saved.requireMessage("Saved as " + file.toAbsolutePath() + "."); // the window says where it wrote the picture
        saved.okButton().click();
        BufferedImage image = ImageIO.read(file.toFile());
        assertThat(image.getWidth()).isEqualTo(1920);
        assertThat(image.getHeight()).isEqualTo(1080);
    }

    @Test
    void aLessonStepIsExportedAsSvgWithItsTextsAsText() throws IOException {
        open();
        openLesson("○ 2\\. How far a piece moves");

        window.menuItem("exportBoardItem").click();
        save("step.svg", 0);

        Path file = folder.resolve("step.svg");
        waitForFile(file);
        String svg = Files.readString(file);
        assertThat(svg).contains("<svg", ">a</text>", ">h</text>").doesNotContain("<image");
    }

    @Test
    void withNoBoardOnScreenTheExportSaysWhatToOpenFirst() {
        open();

        window.menuItem("exportBoardItem").click();

        JOptionPaneFixture pane = window.optionPane();
        pane.requireMessage("There is no board on screen: choose a game, open a lesson or a puzzle first.");
        pane.okButton().click();
    }

    @Test
    void theHandoutOfTheOpenLessonIsInTheWindowsLanguage() throws IOException {
        open(Settings.DEFAULT.withLanguage(Language.CS));
        openLesson("○ 2\\. Jak daleko kámen táhne");

        window.menuItem("exportHandoutItem").click();
        save("podklady", -1);

        Path file = folder.resolve("podklady.pdf");
        waitForFile(file);
        window.optionPane().requireMessage("Uloženo jako " + file.toAbsolutePath() + ".").okButton().click();
        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            assertThat(pdf.getNumberOfPages()).isEqualTo(14);
            assertThat(new PDFTextStripper().getText(pdf)).contains("Jak daleko kámen táhne", "Podívejte se na sloupec c.");
        }
    }
    /**
     * What the teacher draws on a lesson's steps stays with each step (gone on the next, back on returning)
     * and is printed on that step's page of the handout (issue #24): the pages differ from the handout the
     * command line writes of the same lesson, drawn on nowhere, by the pens' colours, and only there.
     */
    @Test
    void theHandoutCarriesWhatTheTeacherDrewOnEachStep() throws IOException {
        open();
        openLesson("○ 2\\. How far a piece moves");
        BoardComponent board = shownBoard();
        GuiActionRunner.execute(() -> board.drawing().draw(new Drawing.Arrow("b1", "b6", Drawing.Pen.BLUE)));

        window.button("nextStepButton").click();
        waitUntil("step 2 not drawn on", () -> board.drawing().drawn().isEmpty());
        GuiActionRunner.execute(() -> board.drawing().draw(new Drawing.Circle("d4", Drawing.Pen.RED)));
        window.button("previousStepButton").click();
        waitUntil("step 1's arrow back", () -> board.drawing().drawn().marks().equals(List.of(new Drawing.Arrow("b1", "b6", Drawing.Pen.BLUE))));
        window.button("nextStepButton").click();
        waitUntil("step 2's circle back", () -> board.drawing().drawn().marks().equals(List.of(new Drawing.Circle("d4", Drawing.Pen.RED))));

        window.menuItem("exportHandoutItem").click();
        save("drawn", -1);
        Path file = folder.resolve("drawn.pdf");
        waitForFile(file);
        window.optionPane().okButton().click();
        Lesson lesson = LessonLibrary.shipped().stream().flatMap(read -> read.lesson().stream())
                .filter(shipped -> shipped.game().equals("loa") && shipped.title().in(Language.EN).equals("How far a piece moves"))
                .findFirst().orElseThrow();
        Path plain = folder.resolve("plain.pdf");
        BoardExport.handout(LessonReplay.of(lesson), Language.EN, plain);

        try (PDDocument drawn = Loader.loadPDF(file.toFile()); PDDocument undrawn = Loader.loadPDF(plain.toFile())) {
            assertThat(inked(pageImage(drawn, 0), pageImage(undrawn, 0), Drawing.Pen.BLUE)).as("step 1's arrow").isGreaterThan(2000);
            assertThat(inked(pageImage(drawn, 1), pageImage(undrawn, 1), Drawing.Pen.RED)).as("step 2's circle").isGreaterThan(500);
            assertThat(inked(pageImage(drawn, 1), pageImage(undrawn, 1), Drawing.Pen.BLUE)).as("step 1's arrow not on step 2").isZero();
            assertThat(inked(pageImage(drawn, 2), pageImage(undrawn, 2), Drawing.Pen.RED)
                    + inked(pageImage(drawn, 2), pageImage(undrawn, 2), Drawing.Pen.BLUE)).as("step 3 not drawn on").isZero();
        }
    }

    /** Opens the lesson listed as {@code listed} (a pattern). */
    private void openLesson(String listed) {
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile(listed));
        window.button("openLessonButton").click();
    }

    /** The one board on screen. */
    private BoardComponent shownBoard() {
        window.robot().waitForIdle();
        return (BoardComponent) window.robot().finder().find(window.target(), c -> c instanceof BoardComponent && c.isShowing());
    }

    /** The board's picture on page {@code index} of a handout, as embedded (losslessly). */
    private static BufferedImage pageImage(PDDocument pdf, int index) throws IOException {
        PDResources resources = pdf.getPage(index).getResources();
        for (COSName name : resources.getXObjectNames()) {
            if (resources.getXObject(name) instanceof PDImageXObject image) {
                return image.getImage();
            }
        }
        throw new AssertionError("no picture on page " + (index + 1));
    }

    /** How many pixels {@code pen}'s colour dominates in {@code drawn} but not in {@code plain}. */
    private static int inked(BufferedImage drawn, BufferedImage plain, Drawing.Pen pen) {
        int inked = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                inked += inkOf(drawn.getRGB(x, y), pen) && !inkOf(plain.getRGB(x, y), pen) ? 1 : 0;
            }
        }
        return inked;
    }

    /** The pen's own channel stands well above the two others. */
    private static boolean inkOf(int rgb, Drawing.Pen pen) {
        java.awt.Color colour = new java.awt.Color(rgb);
        int[] channels = {colour.getRed(), colour.getGreen(), colour.getBlue()};
        int own = pen == Drawing.Pen.RED ? 0 : pen == Drawing.Pen.GREEN ? 1 : 2;
        return channels[own] > Math.max(channels[(own + 1) % 3], channels[(own + 2) % 3]) + 60;
    }
}
