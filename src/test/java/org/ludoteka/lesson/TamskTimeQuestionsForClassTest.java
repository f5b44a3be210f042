package org.ludoteka.lesson;

/**
 * Every shipped Tamsk question put to the class at level 2, the sand running: their goals are looked for by the
 * solver of time, which takes most of the Tamsk sweep's time, so they run beside the others (see
 * {@link ShippedQuestionsForClassTest}).
 */
class TamskTimeQuestionsForClassTest extends ShippedQuestionsForClassTest {
    @Override
    String game() {
        return "tamsk";
    }

    static boolean sandRuns(Lesson lesson) {
        return "2".equals(lesson.options().get("level"));
    }

    @Override
    boolean sweeps(Lesson lesson) {
        return super.sweeps(lesson) && sandRuns(lesson);
    }

    @Override
    int questionsAtLeast() {
        return 12; // 15 when this was written
    }

    @Override
    int goalsAtLeast() {
        return 2; // 3 when this was written
    }
}
