package org.ludoteka.lesson;

/**
 * Every shipped Tamsk question put to the class where no sand runs, or where the 15-second timer is on top (levels 1
 * and 3); those with the sand running are {@link TamskTimeQuestionsForClassTest}'s (see {@link ShippedQuestionsForClassTest}).
 */
class TamskQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "tamsk";
    }

    @Override
    boolean sweeps(Lesson lesson) {
        return super.sweeps(lesson) && !TamskTimeQuestionsForClassTest.sandRuns(lesson);
    }

    @Override
    int questionsAtLeast() {
        return 15; // 21 when this was written
    }

    @Override
    int goalsAtLeast() {
        return 1; // 1 when this was written
    }
}
