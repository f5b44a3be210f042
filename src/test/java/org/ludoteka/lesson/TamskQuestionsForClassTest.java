package org.ludoteka.lesson;

/** Every shipped Tamsk question put to the class (see {@link ShippedQuestionsForClassTest}). */
class TamskQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "tamsk";
    }

    @Override
    int goalsAtLeast() {
        return 3; // 4 when this was written
    }
}
