package org.ludoteka.lesson;

import java.io.StringReader;

/** Lessons written in the tests themselves, read as the library reads a file. */
public final class TestLessons {
    /** A Tamsk lesson whose clock lets time pass, stops, and waits until the sand on b2 runs out. */
    public static final String SAND = """
            id: tamsk-clock-test
            game: tamsk
            options: {level: "2"}
            title: {en: Sand, cs: Písek, fr: Sable}
            position: start
            steps:
              - play: a1-b2+
              - clock: +60s
              - clock: pause
              - clock: until b2
              - try: d1-c1
                verdict: legal
            """;

    private TestLessons() {
    }

    /** The lesson written in {@code yaml}, which must load, replayed through its engine. */
    public static LessonReplay<?, ?> replay(String yaml) {
        return LessonReplay.of(LessonLoader.load("lessons/test.yaml", new StringReader(yaml)).lesson().orElseThrow());
    }
}
