package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Settings;

/** Game → Export board… writes the board on screen; Lessons → Handout… the open lesson, in the window's language. */
class ExportGuiTest extends WindowTest {

    /** Types {@code name} into the export chooser, picks the size at {@code sizeIndex} when asked, and saves. */
    private void save(String name, int sizeIndex) {
        DialogFixture dialog = window.dialog("exportDialog");
        if (sizeIndex >= 0) {
            dialog.comboBox("exportSize").selectItem(sizeIndex);
        }
        JFileChooserFixture chooser = dialog.fileChooser("exportChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.fileNameTextBox().setText(name);
        chooser.approve();
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
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 2\\. How far a piece moves"));
        window.button("openLessonButton").click();

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
        showLessons();
        window.list("lessonList").clickItem(Pattern.compile("○ 2\\. Jak daleko kámen táhne"));
        window.button("openLessonButton").click();

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
}
