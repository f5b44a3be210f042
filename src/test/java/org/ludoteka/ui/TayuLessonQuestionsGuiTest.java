package org.ludoteka.ui;

/** Every question of the shipped Ta Yü course, answered on its board ({@link ShippedLessonQuestions}). */
class TayuLessonQuestionsGuiTest extends ShippedLessonQuestions {
    TayuLessonQuestionsGuiTest() {
        super("tayu", 30); // at least three questions in each of the ten lessons
    }
}
