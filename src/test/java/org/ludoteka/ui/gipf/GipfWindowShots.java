package org.ludoteka.ui.gipf;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.TestWindows;

class GipfWindowShots {
    @TempDir
    Path folder;

    @Test
    void shots() throws Exception {
        String start = System.getProperty("shot.start", "gipf game=standard turn=white white=Gb5,Ge2,Gh5,e3,e4,Tc3,d4 black=Gb2,Ge8,Gh2,Tf5,g4 reserve=8,10 potentials=1,2 challenges=1,1");
        List<String> moves = List.of(System.getProperty("shot.moves", "e1-e2").split(" "));
        new File("target/shots").mkdirs();
        for (String spec : System.getProperty("shot.specs", "en:100,cs:100,fr:100,en:200").split(",")) {
            String[] parts = spec.split(":");
            Settings settings = Settings.DEFAULT.withLanguage(Language.valueOf(parts[0].toUpperCase()))
                    .withZoomPercent(Integer.parseInt(parts[1]));
            JFrame frame = TestWindows.mainFrame(new Home(folder), settings, Duration.ofMillis(50));
            FrameFixture window = new FrameFixture(frame);
            window.show();
            window.list("gameList").clickItem(0 + 3);
            GipfPanel panel = window.robot().finder().findByName(frame, "gipfPanel", GipfPanel.class, false);
            GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf", Map.of("potentials", "3", "challenges", "1"), Optional.empty(), start, moves)));
            Thread.sleep(800);
            BufferedImage image = GuiActionRunner.execute(() -> {
                BufferedImage img = new BufferedImage(frame.getWidth(), frame.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                frame.paint(g);
                g.dispose();
                return img;
            });
            ImageIO.write(image, "png", new File("target/shots/window-" + parts[0] + "-" + parts[1] + ".png"));
            window.cleanUp();
        }
    }
}
