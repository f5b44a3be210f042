package org.ludoteka.ui;

/** Every question of the shipped Lines of Action course, answered on its board ({@link ShippedLessonQuestions}). */
class LoaLessonQuestionsGuiTest extends ShippedLessonQuestions {
    LoaLessonQuestionsGuiTest() {
        super("loa", 26);
    }
}
