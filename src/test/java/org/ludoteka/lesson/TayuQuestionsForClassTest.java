package org.ludoteka.lesson;

/** Every shipped Ta Yü question put to the class (see {@link ShippedQuestionsForClassTest}). */
class TayuQuestionsForClassTest extends ShippedQuestionsForClassTest {
    TayuQuestionsForClassTest() {
        super("tayu", 30, 5); // 34 questions, 7 goals found when this was written
    }
}
