package org.ludoteka.lesson;

/** Every shipped GIPF question put to the class (see {@link ShippedQuestionsForClassTest}). */
class GipfQuestionsForClassTest extends ShippedQuestionsForClassTest {
    GipfQuestionsForClassTest() {
        super("gipf", 30, 9); // 39 questions, 11 goals found when this was written
    }
}
