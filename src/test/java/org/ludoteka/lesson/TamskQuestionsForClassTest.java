package org.ludoteka.lesson;

/**
 * Every shipped Tamsk question put to the class where no sand runs, or where the 15-second timer is on top (levels 1
 * and 3); those with the sand running are {@link TamskTimeQuestionsForClassTest}'s (see {@link ShippedQuestionsForClassTest}).
 */
class TamskQuestionsForClassTest extends ShippedQuestionsForClassTest {
    TamskQuestionsForClassTest() {
        super("tamsk", 15, 1, lesson -> !TamskTimeQuestionsForClassTest.sandRuns(lesson)); // 21 questions, 1 goal found when this was written
    }
}
