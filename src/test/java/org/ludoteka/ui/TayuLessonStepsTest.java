package org.ludoteka.ui;

/** Every step of every shipped Ta Yü lesson on its board, in every language (see {@link ShippedLessonStepsTest}). */
class TayuLessonStepsTest extends ShippedLessonStepsTest {
    @Override
    String game() {
        return "tayu";
    }

    @Override
    int sideBySideAtLeast() {
        return 0; // no Ta Yü lesson sets two boards side by side (yet)
    }
}
