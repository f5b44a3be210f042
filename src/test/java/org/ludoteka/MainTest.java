package org.ludoteka;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MainTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                | true",
            "--lang cs                         | true",
            "--lessons /tmp/pack --lang fr     | true",
            "moves loa start                   | false",
            "--lang cs moves loa start         | false",
            "--lang xx                         | false",
            "--lang                            | false",
            "--option simultaneous=draw        | false",
    })
    void onlyFlagsWithoutACommandOpenTheWindow(String line, boolean window) {
        String[] args = line.isBlank() ? new String[0] : line.split(" ");
        assertThat(Main.opensWindow(args)).isEqualTo(window);
    }
}
