package org.ludoteka.ui;

/** Every question of the shipped GIPF course, answered on its board ({@link ShippedLessonQuestions}). */
class GipfLessonQuestionsGuiTest extends ShippedLessonQuestions {
    GipfLessonQuestionsGuiTest() {
        super("gipf", 28);
    }
}
