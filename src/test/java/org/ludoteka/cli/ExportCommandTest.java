package org.ludoteka.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code export} and {@code export-lesson}: the files are read back as a viewer would read them. */
class ExportCommandTest {
    @TempDir
    Path folder;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new CommandLine(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @CsvSource({"loa, 800x600, 800, 600", "tamsk, 1920x1080, 1920, 1080", "gipf, 640x640, 640, 640", "gipf, , 1200, 1200",
            "tayu, 1000x800, 1000, 800"})
    void aPngIsWrittenAtTheSizeAsked(String game, String size, int width, int height) throws IOException {
        Path file = folder.resolve(game + ".png");
        List<String> args = new ArrayList<>(List.of("export", game, "start", file.toString()));
        if (size != null) {
            args.addAll(List.of("--size", size));
        }

        assertThat(run(args.toArray(String[]::new))).as(err()).isZero();

        BufferedImage image = ImageIO.read(file.toFile());
        assertThat(image.getWidth()).isEqualTo(width);
        assertThat(image.getHeight()).isEqualTo(height);
        assertThat(distinctColours(image)).as("a board, not a blank picture").isGreaterThan(20);
    }

    @Test
    void anSvgKeepsTheCoordinatesAsTextWhereTheBoardShowsThem() throws Exception {
        Path file = folder.resolve("loa.svg");
        assertThat(run("export", "loa", "start", file.toString(), "--size", "900x900")).as(err()).isZero();

        Document svg = parse(file);
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(svg.getDocumentElement().getAttribute("width")).startsWith("900");
        List<Element> letters = texts(svg).stream().filter(text -> text.getTextContent().strip().matches("[a-h]")).toList();
        assertThat(letters).as("the file letters under and above the board").hasSize(16);
        double a = x(letters, "a");
        double h = x(letters, "h");
        assertThat(a).isLessThan(h).isGreaterThan(0);
        assertThat(h).isLessThan(900);
        assertThat(svg.getElementsByTagName("image").getLength()).as("vectors, no picture inside").isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"tamsk", "gipf", "tayu"})
    void theOtherBoardsAreVectorsWithTheirNamesAsText(String game) throws Exception {
        Path file = folder.resolve(game + ".svg");
        assertThat(run("export", game, "start", file.toString())).as(err()).isZero();

        Document svg = parse(file);
        assertThat(texts(svg)).isNotEmpty();
        assertThat(svg.getElementsByTagName("image").getLength()).as("the Tamsk plate is drawn afresh, not copied as an image").isZero();
        assertThat(svg.getElementsByTagName("*").getLength()).as("the board's shapes").isGreaterThan(100);
    }

    @Test
    void aLessonStepCarriesItsMarks() throws IOException {
        Path step = folder.resolve("step.png");
        Path plain = folder.resolve("plain.png");
        // step 2 of the distance lesson lights up c1 and c8 and draws the arrow c1-c3 on the start
        assertThat(run("export-lesson", "loa-02-distance", step.toString(), "--step", "2", "--size", "600x600")).as(err()).isZero();
        assertThat(run("export", "loa", "start", plain.toString(), "--size", "600x600")).as(err()).isZero();

        BufferedImage marked = ImageIO.read(step.toFile());
        BufferedImage bare = ImageIO.read(plain.toFile());
        assertThat(marked.getWidth()).isEqualTo(600);
        assertThat(differingPixels(marked, bare)).as("the marks and the arrow").isGreaterThan(2000);
    }

    @Test
    void aTayuLessonStepCarriesItsTilesAndMarks() throws IOException {
        Path step = folder.resolve("tayu-step.png");
        Path plain = folder.resolve("tayu.png");
        // step 4 of the continuing-channels lesson has tiles laid and a placement marked on the board
        assertThat(run("export-lesson", "tayu-03-continuing-channels", step.toString(), "--step", "4", "--size", "700x700"))
                .as(err()).isZero();
        assertThat(run("export", "tayu", "start", plain.toString(), "--size", "700x700")).as(err()).isZero();

        assertThat(differingPixels(ImageIO.read(step.toFile()), ImageIO.read(plain.toFile()))).as("the tiles and the marks").isGreaterThan(2000);
    }

    @Test
    void aHandoutHasAPageForEveryStepInTheLanguageChosenWithItsFontsEmbedded() throws IOException {
        Path file = folder.resolve("handout.pdf");
        Lesson lesson = shipped("loa-02-distance");

        assertThat(run("export-lesson", "loa-02-distance", file.toString(), "--lang", "cs")).as(err()).isZero();

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            assertThat(pdf.getNumberOfPages()).isEqualTo(lesson.steps().size());
            String text = new PDFTextStripper().getText(pdf).replaceAll("(?U)\\s+", " ");
            assertThat(text).contains("Jak daleko kámen táhne", "Krok 2 z " + lesson.steps().size(),
                    "Stojí v něm dva kameny: na c1 a daleko na druhém konci na c8.");
            for (PDPage page : pdf.getPages()) {
                assertThat(page.getResources().getXObjectNames()).as("the board's picture").isNotEmpty();
                for (var name : page.getResources().getFontNames()) {
                    PDFont font = page.getResources().getFont(name);
                    assertThat(font.isEmbedded()).as(font.getName()).isTrue();
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"tamsk-03-dropping-rings, fr, anneau", "gipf-02-full-line, fr, ligne", "tayu-03-continuing-channels, fr, canal"})
    void handoutsOfTheOtherGamesPrintInFrench(String id, String language, String word) throws IOException {
        Path file = folder.resolve(id + ".pdf");
        Lesson lesson = shipped(id);

        assertThat(run("export-lesson", id, file.toString(), "--lang", language)).as(err()).isZero();

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            assertThat(pdf.getNumberOfPages()).isEqualTo(lesson.steps().size());
            assertThat(new PDFTextStripper().getText(pdf)).contains(lesson.title().in(org.ludoteka.i18n.Language.FR), word, "’");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "export|loa|start|x.gif||'x.gif': the file's name must end in .png or .svg.",
            "export|loa|start|x.png|--size=10x10|'10x10' is no size: write it WxH in pixels, each side from 16 to 8000, such as 1920x1080.",
            "export-lesson|loa-99||x.pdf||No lesson is called 'loa-99': give a shipped lesson's id, such as loa-02-distance, or a lesson file.",
            "export-lesson|loa-02-distance||x.png|--step=15|There is no step 15: the lesson has steps 1 to 14.",
            "export-lesson|loa-02-distance||x.png||'x.png': a lesson is written to a .pdf handout, or one step of it (with --step N) to a .png or .svg file.",
            "export-lesson|loa-02-distance||x.pdf|--step=2|A handout holds every step of the lesson: --step goes only with a .png or .svg file."})
    void badInputIsOneLineAndExit2(String command, String first, String position, String file, String flag, String said) {
        List<String> args = new ArrayList<>(List.of(command, first));
        if (position != null) {
            args.add(position);
        }
        args.add(file);
        if (flag != null) {
            args.addAll(List.of(flag.split("=")));
        }

        assertThat(run(args.toArray(String[]::new))).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(err()).isEqualTo(said + "\n");
        assertThat(Files.exists(Path.of(file))).isFalse();
    }

    @Test
    void aFolderThatCannotBeWrittenIsSaidInOneLine() {
        String file = folder.resolve("no/such/folder/x.png").toString();

        assertThat(run("export", "loa", "start", file)).isEqualTo(CommandLine.BAD_INPUT);
        assertThat(err()).startsWith("Cannot write " + file).doesNotContain("\tat ");
    }

    private static Lesson shipped(String id) {
        return LessonLibrary.shipped().stream().flatMap(file -> file.lesson().stream()).filter(lesson -> lesson.id().equals(id))
                .findFirst().orElseThrow();
    }

    private static Document parse(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        // the file names the SVG 1.1 DTD: a test must not fetch it from the network
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(file.toFile());
    }

    private static List<Element> texts(Document svg) {
        NodeList nodes = svg.getElementsByTagName("text");
        List<Element> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add((Element) nodes.item(i));
        }
        return texts;
    }

    private static double x(List<Element> texts, String content) {
        return texts.stream().filter(text -> text.getTextContent().strip().equals(content))
                .mapToDouble(text -> Double.parseDouble(text.getAttribute("x"))).min().orElseThrow();
    }

    private static long distinctColours(BufferedImage image) {
        return java.util.stream.IntStream.range(0, image.getWidth() * image.getHeight())
                .map(i -> image.getRGB(i % image.getWidth(), i / image.getWidth())).distinct().count();
    }

    private static int differingPixels(BufferedImage a, BufferedImage b) {
        int count = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    count++;
                }
            }
        }
        return count;
    }
}
