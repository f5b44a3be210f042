package org.ludoteka.lesson;

/**
 * Every shipped Tamsk question put to the class at level 2, the sand running: their goals are looked for by the
 * solver of time, which takes most of the Tamsk sweep's time, so they run beside the others (see
 * {@link ShippedQuestionsForClassTest}).
 */
class TamskTimeQuestionsForClassTest extends ShippedQuestionsForClassTest {
    TamskTimeQuestionsForClassTest() {
        super("tamsk", 12, 2, TamskTimeQuestionsForClassTest::sandRuns); // 15 questions, 3 goals found when this was written
    }

    static boolean sandRuns(Lesson lesson) {
        return "2".equals(lesson.options().get("level"));
    }
}
