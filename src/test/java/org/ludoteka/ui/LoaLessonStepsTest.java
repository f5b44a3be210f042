package org.ludoteka.ui;

/** Every step of every shipped Lines of Action lesson on its board, in every language (see {@link ShippedLessonStepsTest}). */
class LoaLessonStepsTest extends ShippedLessonStepsTest {
    @Override
    String game() {
        return "loa";
    }
}
