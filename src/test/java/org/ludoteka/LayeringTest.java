package org.ludoteka;

import org.ludoteka.games.Games;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/** The layering of DESIGN.md §1, checked on the compiled classes. */
class LayeringTest {
    private static final JavaClasses PROGRAM = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.ludoteka");
    /** Each game of the catalogue has its packages: {@code games.<id>}, {@code play.<id>}, {@code ui.<id>}. */
    private static final String[] GAME_SCREENS = Games.CATALOGUE.stream().map(Games.Entry::id).toArray(String[]::new);

    @Test
    void onlyTheUserInterfaceTouchesSwingAwtOrTheirLibraries() {
        noClasses().that().resideOutsideOfPackage("org.ludoteka.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..")
                .check(PROGRAM);
    }

    /** The sessions of the games are headless: the window shows them, they never know it (one controller, any front end). */
    @Test
    void thePlayLayerKnowsNoWindow() {
        noClasses().that().resideInAPackage("org.ludoteka.play..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ludoteka.ui..", "org.ludoteka.cli..",
                        "javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..")
                .check(PROGRAM);
    }

    @Test
    void gamesKnowNothingOfTheComputerPlayersLessonsOrWindow() {
        noClasses().that().resideInAPackage("org.ludoteka.games..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.ludoteka.ai..", "org.ludoteka.lesson..", "org.ludoteka.puzzle..", "org.ludoteka.ui..",
                        "org.ludoteka.cli..", "org.ludoteka.progress..", "org.ludoteka.play..")
                .check(PROGRAM);
    }

    /** The window's shell (frame, menus, dialogs, the shared board base) holds one package per game beside it. */
    @Test
    void eachGamesScreensStandOnTheShellAloneNotOnAnotherGames() {
        for (String game : GAME_SCREENS) {
            String[] others = Arrays.stream(GAME_SCREENS).filter(other -> !other.equals(game))
                    .map(other -> "org.ludoteka.ui." + other + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage("org.ludoteka.ui." + game + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .allowEmptyShould(true) // a game whose screens are not built yet has no package
                    .check(PROGRAM);
        }
    }

    @Test
    void theLessonScreensKnowNoGamesScreens() {
        noClasses().that().resideInAPackage("org.ludoteka.ui.lesson..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        Arrays.stream(GAME_SCREENS).map(game -> "org.ludoteka.ui." + game + "..").toArray(String[]::new))
                .check(PROGRAM);
    }

    @Test
    void thePuzzleScreensKnowNoGamesScreens() {
        noClasses().that().resideInAPackage("org.ludoteka.ui.puzzle..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        Arrays.stream(GAME_SCREENS).map(game -> "org.ludoteka.ui." + game + "..").toArray(String[]::new))
                .check(PROGRAM);
    }

    /** Homework's files, work and class table (issue 24) are headless: the window and the command line both show them. */
    @Test
    void homeworkKnowsNoWindowNorCommandLine() {
        noClasses().that().resideInAPackage("org.ludoteka.homework..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ludoteka.ui..", "org.ludoteka.cli..",
                        "javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..")
                .check(PROGRAM);
    }

    /** Saved games and progress are kept in the games' notations: no game's classes are needed to keep them. */
    @Test
    void progressKnowsNoGamesClasses() {
        noClasses().that().resideInAPackage("org.ludoteka.progress..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.ludoteka.games.loa..", "org.ludoteka.games.tamsk..", "org.ludoteka.games.gipf..", "org.ludoteka.games.tayu..",
                        "org.ludoteka.ai..", "org.ludoteka.ui..")
                .check(PROGRAM);
    }

    @Test
    void coreStandsOnNothingElseOfTheProgram() {
        noClasses().that().resideInAPackage("org.ludoteka.core..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.ludoteka.games..", "org.ludoteka.ai..", "org.ludoteka.ui..", "org.ludoteka.cli..",
                        "org.ludoteka.i18n..", "org.ludoteka.lesson..", "org.ludoteka.progress..")
                .check(PROGRAM);
    }

    @Test
    void rulesNeverReadTheWallClock() {
        noClasses().that().resideInAnyPackage("org.ludoteka.games..", "org.ludoteka.core..")
                .should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(Instant.class, "now")
                .orShould().callMethod(LocalDateTime.class, "now")
                .orShould().dependOnClassesThat().areAssignableTo(Clock.class)
                .check(PROGRAM);
    }

    @Test
    void rulesNeverDrawRandomNumbers() {
        noClasses().that().resideInAnyPackage("org.ludoteka.games..", "org.ludoteka.core..")
                .should().dependOnClassesThat().belongToAnyOf(
                        Random.class, SecureRandom.class, SplittableRandom.class, ThreadLocalRandom.class)
                .orShould().callMethod(Math.class, "random")
                .check(PROGRAM);
    }
}
