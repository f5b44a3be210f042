package org.ludoteka.ui;

/** Every step of every shipped GIPF lesson on its board, in every language (see {@link ShippedLessonStepsTest}). */
class GipfLessonStepsTest extends ShippedLessonStepsTest {
    @Override
    String game() {
        return "gipf";
    }
}
