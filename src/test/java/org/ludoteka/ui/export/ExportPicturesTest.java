package org.ludoteka.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.swing.UIManager;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.games.Games;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.core.Side;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.ui.gipf.GipfBoardView;

/**
 * The exported pictures and handouts, read back: a board fills its picture whatever its shape, a
 * handout is printed on white under the dark theme too, and no export carries the window's controls.
 */
class ExportPicturesTest {
    @TempDir
    Path folder;

    /** Every game's board fills the picture along its longer side, a Ta Yü board with its tall supply strip too. */
    @ParameterizedTest
    @CsvSource({"tayu, 1200, 1200", "tayu, 1920, 1080", "tayu, 1000, 800", "loa, 1200, 1200", "tamsk, 1920, 1080", "gipf, 1200, 1200"})
    void aBoardFillsItsPicture(String game, int width, int height) throws IOException {
        Path file = folder.resolve(game + ".png");
        BoardExport.position(Games.byId(game).orElseThrow().engine().orElseThrow(), Map.of(), "start", file, width, height);

        Rectangle drawn = drawing(ImageIO.read(file.toFile()));
        double filled = Math.max(drawn.width / (double) width, drawn.height / (double) height);
        assertThat(filled).as("%s in %d × %d: its drawing %s", game, width, height, drawn).isGreaterThanOrEqualTo(0.95);
    }

    /** The pixels unlike the picture's corner. */
    private static Rectangle drawing(BufferedImage image) {
        int background = image.getRGB(0, 0);
        Rectangle drawn = null;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != background) {
                    drawn = drawn == null ? new Rectangle(x, y, 1, 1) : drawn.union(new Rectangle(x, y, 1, 1));
                }
            }
        }
        return drawn == null ? new Rectangle() : drawn;
    }

    /** A handout goes to paper: under the dark theme its boards are the light theme's on white, and the window keeps its dark colours. */
    @Test
    void aHandoutIsPrintedOnWhiteWhateverTheTheme() throws Exception {
        LessonReplay<?, ?> replay = LessonReplay.of(LessonLibrary.shipped().stream().flatMap(f -> f.lesson().stream())
                .filter(lesson -> lesson.id().equals("tamsk-03-dropping-rings")).findFirst().orElseThrow());
        Path file = folder.resolve("handout.pdf");
        Color dark = GuiActionRunner.execute(() -> {
            FlatLaf.registerCustomDefaultsSource("org.ludoteka.ui.themes");
            FlatDarkLaf.setup();
            return UIManager.getColor("Panel.background");
        });
        try {
            BoardExport.handout(replay, Language.EN, file);
            assertThat(GuiActionRunner.execute(() -> UIManager.getColor("Panel.background"))).as("the window's theme is back").isEqualTo(dark);
        } finally {
            GuiActionRunner.execute(() -> FlatLightLaf.setup());
        }

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            for (PDPage page : pdf.getPages()) {
                for (COSName name : page.getResources().getXObjectNames()) {
                    BufferedImage board = ((PDImageXObject) page.getResources().getXObject(name)).getImage();
                    for (int[] corner : new int[][] {{0, 0}, {board.getWidth() - 1, 0}, {0, board.getHeight() - 1}}) {
                        assertThat(board.getRGB(corner[0], corner[1]) & 0xffffff).as("a corner of the board's picture").isEqualTo(0xffffff);
                    }
                }
            }
        }
    }

    /** The piece picker in the GIPF board's corner is a control of the window's: an export of the board leaves it out. */
    @Test
    void noExportCarriesThePiecePicker() {
        Dimension size = new Dimension(600, 640);
        BufferedImage[] pictures = GuiActionRunner.execute(() -> {
            GipfPosition start = GipfGame.INSTANCE.notation(Map.of()).parsePosition("start");
            GipfBoardView plain = board(start);
            GipfBoardView picking = board(start);
            picking.showKinds(List.of(GipfPiece.Kind.BASIC, GipfPiece.Kind.GIPF), GipfPiece.Kind.GIPF);
            return new BufferedImage[] {BoardPictures.image(plain, size), BoardPictures.image(picking, size)};
        });

        assertThat(differing(pictures[0], pictures[1])).as("pixels the picker changes").isZero();
    }

    private static GipfBoardView board(GipfPosition position) {
        GipfBoardView view = new GipfBoardView(GipfBoardView.Listener.DEAF);
        view.display(position, GipfRules.openEntries(position), null, GipfBoardView.Mode.PLAY, GipfPiece.of(Side.WHITE, GipfPiece.Kind.BASIC));
        return view;
    }

    private static int differing(BufferedImage a, BufferedImage b) {
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
