package org.ludoteka.lesson;

/** Every shipped Lines of Action question put to the class (see {@link ShippedQuestionsForClassTest}). */
class LoaQuestionsForClassTest extends ShippedQuestionsForClassTest {
    LoaQuestionsForClassTest() {
        super("loa", 30, 10); // 31 questions, 12 goals found when this was written
    }
}
