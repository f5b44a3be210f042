package org.ludoteka.ui.puzzle;

/** Every shipped Ta Yü puzzle answered in the trainer (see {@link ShippedPuzzlesTrainerGuiTest}). */
class TayuPuzzlesTrainerGuiTest extends ShippedPuzzlesTrainerGuiTest {
    @Override
    String game() {
        return "tayu";
    }
}
