package org.ludoteka.lesson;

/** Every shipped Ta Yü question put to the class (see {@link ShippedQuestionsForClassTest}). */
class TayuQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "tayu";
    }

    @Override
    int goalsAtLeast() {
        return 5; // 7 when this was written
    }
}
