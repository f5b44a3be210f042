package org.ludoteka.ui.puzzle;

/** Every shipped Tamsk puzzle answered in the trainer (see {@link ShippedPuzzlesTrainerGuiTest}). */
class TamskPuzzlesTrainerGuiTest extends ShippedPuzzlesTrainerGuiTest {
    @Override
    String game() {
        return "tamsk";
    }
}
