package org.ludoteka.lesson;

/** Every shipped Lines of Action question put to the class (see {@link ShippedQuestionsForClassTest}). */
class LoaQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "loa";
    }

    @Override
    int goalsAtLeast() {
        return 10; // 12 when this was written
    }
}
