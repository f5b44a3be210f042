package org.ludoteka.ui.puzzle;

/** Every shipped Lines of Action puzzle answered in the trainer (see {@link ShippedPuzzlesTrainerGuiTest}). */
class LoaPuzzlesTrainerGuiTest extends ShippedPuzzlesTrainerGuiTest {
    @Override
    String game() {
        return "loa";
    }
}
