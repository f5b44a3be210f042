package org.ludoteka.ui;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Only the window's package may use Swing or AWT: rules, progress and the command line run headless. */
class SwingStaysInUiTest {
    private static final JavaClasses PROGRAM = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.ludoteka");

    @Test
    void nothingOutsideUiTouchesSwingOrAwt() {
        noClasses().that().resideOutsideOfPackage("org.ludoteka.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom..")
                .check(PROGRAM);
    }
}
