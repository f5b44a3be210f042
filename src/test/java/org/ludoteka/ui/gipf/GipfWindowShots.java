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
            Settings chosen = Settings.DEFAULT.withLanguage(Language.valueOf(parts[0].toUpperCase()))
                    .withZoomPercent(Integer.parseInt(parts[1]));
            if (parts.length > 2) {
                chosen = chosen.withTheme(org.ludoteka.progress.Theme.DARK);
            }
            JFrame frame = TestWindows.mainFrame(new Home(folder), chosen, Duration.ofMillis(50));
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
            ImageIO.write(image, "png", new File("target/shots/window-" + spec.replace(':', '-') + ".png"));
            if (System.getProperty("shot.dialogs") != null) {
                window.button("gipfNewGameButton").click();
                java.awt.Dialog dialog = window.dialog("gipfNewGameDialog").target();
                ImageIO.write(paintWindow(dialog), "png", new File("target/shots/newgame-" + spec.replace(':', '-') + ".png"));
                window.dialog("gipfNewGameDialog").button("gipfNewGameCancelButton").click();
                GuiActionRunner.execute(() -> panel.resume(new SavedGame("gipf", Map.of("potentials", "3", "challenges", "1"),
                        Optional.empty(), "gipf game=standard turn=white white=Gb5,Ge2,Gh5,Te5 black=Gb2,Ge8,Gh2"
                        + " reserve=11,12 potentials=2,3 challenges=1,1 pending=challenge@black", List.of())));
                Thread.sleep(300);
                ImageIO.write(paintWindow(frame), "png", new File("target/shots/challenge-" + spec.replace(':', '-') + ".png"));
                window.button("gipfChallengeButton").click();
                java.awt.Dialog tamsk = window.dialog("gipfChallengeDialog").target();
                Thread.sleep(300);
                ImageIO.write(paintWindow(tamsk), "png", new File("target/shots/tamsk-" + spec.replace(':', '-') + ".png"));
                GuiActionRunner.execute(() -> tamsk.dispose());
            }
            window.cleanUp();
        }
    }

    private static BufferedImage paintWindow(java.awt.Window shown) {
        return GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(shown.getWidth(), shown.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            shown.paint(g);
            g.dispose();
            return img;
        });
    }
}
