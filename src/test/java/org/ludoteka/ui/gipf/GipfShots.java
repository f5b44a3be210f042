package org.ludoteka.ui.gipf;

import java.io.File;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.ludoteka.games.gipf.GipfNotation;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfOptions;
import org.ludoteka.progress.Theme;
import org.ludoteka.ui.Offscreen;

class GipfShots {
    @Test
    void shoot() throws Exception {
        GipfPosition p = GipfNotation.INSTANCE.parsePosition("gipf game=standard turn=white white=Gb5,Ge2,Gh5,Tc3,d4,Pf5 black=Gb2,Ge8,Gh2,Te5,f2 reserve=10,10 potentials=1,2");
        new File("target/shots").mkdirs();
        for (Theme theme : Theme.values()) {
            var img = Offscreen.paint(theme, 700, 760, () -> {
                GipfBoardView v = new GipfBoardView(GipfBoardView.Listener.DEAF);
                v.display(p, GipfRules.openEntries(p), null, GipfBoardView.Mode.PLAY, null);
                return v;
            });
            ImageIO.write(img, "png", new File("target/shots/board-" + theme + ".png"));
        }
    }
}
