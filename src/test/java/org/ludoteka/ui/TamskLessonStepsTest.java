package org.ludoteka.ui;

/** Every step of every shipped Tamsk lesson on its board, in every language (see {@link ShippedLessonStepsTest}). */
class TamskLessonStepsTest extends ShippedLessonStepsTest {
    @Override
    String game() {
        return "tamsk";
    }
}
