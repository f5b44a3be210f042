package org.ludoteka.ui;

import org.junit.jupiter.api.extension.ExtendWith;
import org.ludoteka.ui.lesson.LessonBoard;
import org.ludoteka.ui.lesson.LessonScreen;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.ludoteka.i18n.Language;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.lesson.Step;
import org.ludoteka.progress.Theme;

/**
 * Every step of every lesson the program ships, opened on its game's real lesson board and painted
 * in each language, gone through with the Next button as a teacher's clicker goes: no step may
 * fail, and Next must always lead on to the next step. (A demonstrated pass once crashed the Tamsk
 * board's painting in class while every lesson passed verify.) A step that asks for a second board
 * shows it beside the first, each captioned in the language on screen; a step that does not shows one.
 * One subclass a game, so that the four walks run in test JVMs side by side.
 */
@ExtendWith(SwingThreadCheck.class)
abstract class ShippedLessonStepsTest {
    /** The game whose shipped lessons this class walks. */
    abstract String game();

    /** How many of the game's steps show two boards side by side at the least: the walk must have met some. */
    int sideBySideAtLeast() {
        return 1;
    }

    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;

    @Test
    void everyStepOfEveryShippedLessonShowsOnItsBoardInEveryLanguage() throws Exception {
        List<String> failures = new ArrayList<>();
        int stepsShown = 0;
        int sideBySide = 0;
        LessonBoards boards = GuiActionRunner.execute(() -> {
            Looks.install(Theme.LIGHT, 100);
            return new LessonBoards(new Localizer(Language.EN));
        });
        int steps = 0;
        for (LessonFile file : LessonLibrary.shipped()) {
            Lesson lesson = file.lesson().orElseThrow();
            if (!lesson.game().equals(game())) {
                continue;
            }
            LessonReplay<?, ?> replay = LessonReplay.of(lesson);
            int[] shown = walk(file.file(), replay, boards.forGame(replay.game()).orElseThrow(), failures);
            stepsShown += shown[0];
            sideBySide += shown[1];
            steps += lesson.steps().size();
        }
        assertThat(failures).isEmpty();
        assertThat(stepsShown).as("steps gone through, every step of the game's lessons").isGreaterThan(80).isEqualTo(steps);
        assertThat(sideBySide).as("steps with two boards side by side").isGreaterThanOrEqualTo(sideBySideAtLeast());
    }

    /** Goes through one lesson step by step; returns how many steps it showed, and how many of them with two boards. */
    private static int[] walk(String file, LessonReplay<?, ?> replay, LessonBoard<?, ?> board, List<String> failures) throws Exception {
        int[] shown = {0, 0};
        SwingUtilities.invokeAndWait(() -> {
            Localizer localizer = new Localizer(Language.EN);
            LessonScreen screen = new LessonScreen(localizer, new LessonScreen.KeepingNothing());
            screen.open(replay, board, 0);
            AbstractButton next = (AbstractButton) find(screen, "nextStepButton");
            int steps = replay.lesson().steps().size();
            for (int step = 1; step <= steps; step++) {
                String counter = ((JLabel) find(screen, "stepCounterLabel")).getText();
                if (!counter.equals("Step " + step + " of " + steps)) {
                    failures.add(file + ": Next led to \"" + counter + "\" instead of step " + step);
                    return;
                }
                for (Language language : Language.values()) {
                    localizer.switchTo(language);
                    try {
                        paint(screen);
                    } catch (RuntimeException e) {
                        failures.add(file + " step " + step + " (" + language + "): " + e);
                        return;
                    }
                    String sideBySide = sideBySideProblem(screen, replay.lesson().steps().get(step - 1), language);
                    if (sideBySide != null) {
                        failures.add(file + " step " + step + " (" + language + "): " + sideBySide);
                        return;
                    }
                }
                if (replay.lesson().steps().get(step - 1).beside().isPresent()) {
                    shown[1]++;
                }
                localizer.switchTo(Language.EN);
                shown[0]++;
                if (replay.lesson().steps().get(step - 1) instanceof Step.Ask) {
                    next.doClick(); // an unanswered question: the first Next shows the solution on the board
                    try {
                        paint(screen);
                    } catch (RuntimeException e) {
                        failures.add(file + " step " + step + " (the solution shown): " + e);
                        return;
                    }
                }
                next.doClick();
                if (step < steps && !next.isEnabled()) {
                    failures.add(file + " step " + step + ": Next is disabled");
                    return;
                }
            }
            screen.close();
        });
        return shown;
    }

    /** What is wrong with the boards on screen for {@code step}, or null when it shows as many as it asks, captioned. */
    private static String sideBySideProblem(LessonScreen screen, Step step, Language language) {
        Component beside = find(screen, "besideBoard");
        boolean besideShown = beside != null && beside.getParent() != null && beside.getWidth() > 0;
        if (step.beside().isEmpty()) {
            return besideShown ? "a board beside that the step does not ask for" : null;
        }
        if (!besideShown) {
            return "no board beside";
        }
        if (beside.getWidth() < 200 || find(screen, "lessonBoard").getWidth() < 200) {
            return "boards side by side too narrow: " + find(screen, "lessonBoard").getWidth() + " and " + beside.getWidth() + " px";
        }
        String first = ((JLabel) find(screen, "firstCaption")).getText();
        String second = ((JLabel) find(screen, "besideCaption")).getText();
        if (!first.equals(step.beside().get().firstCaption().in(language)) || !second.equals(step.beside().get().caption().in(language))) {
            return "captions \"" + first + "\" and \"" + second + "\" are not the step's in " + language;
        }
        return null;
    }

    private static void paint(LessonScreen screen) {
        screen.setSize(WIDTH, HEIGHT);
        layOut(screen);
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            screen.paint(g);
        } finally {
            g.dispose();
        }
    }

    private static void layOut(Container container) {
        container.doLayout();
        for (Component child : container.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }

    private static Component find(Container container, String name) {
        for (Component child : container.getComponents()) {
            if (name.equals(child.getName())) {
                return child;
            }
            if (child instanceof Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
