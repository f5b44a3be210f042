package org.ludoteka.ui.puzzle;

/** Every shipped GIPF puzzle answered in the trainer (see {@link ShippedPuzzlesTrainerGuiTest}). */
class GipfPuzzlesTrainerGuiTest extends ShippedPuzzlesTrainerGuiTest {
    @Override
    String game() {
        return "gipf";
    }
}
