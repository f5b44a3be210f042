package org.ludoteka.ui;

/** Every question of the shipped Tamsk course, answered on its board ({@link ShippedLessonQuestions}). */
class TamskLessonQuestionsGuiTest extends ShippedLessonQuestions {
    TamskLessonQuestionsGuiTest() {
        super("tamsk", 33);
    }
}
