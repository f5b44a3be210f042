package org.ludoteka.lesson;

/** Every shipped GIPF question put to the class (see {@link ShippedQuestionsForClassTest}). */
class GipfQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "gipf";
    }

    @Override
    int goalsAtLeast() {
        return 9; // 11 when this was written
    }
}
