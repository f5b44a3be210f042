package org.ludoteka.yaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** What {@link SafeYaml} and {@link YamlFiles} say about text that is not a well-formed YAML file, each case one sentence and a line. */
class SafeYamlTest {

    private static YamlFormatError problem(String yaml) {
        return catchThrowableOfType(YamlFormatError.class, () -> SafeYaml.compose(new StringReader(yaml), "lesson"));
    }

    private static String english(YamlFormatError error) {
        return error.line() + ": " + Messages.of(Language.EN).format(error.problem());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a colon inside a plain text  | 'id: x\\ntitle: a: b\\n'                  | 2: not readable as YAML: a colon and a space stand where no key can begin: put the text in quotes
            a tab for indentation        | 'steps:\\n\\t- say: x\\n'                 | 2: not readable as YAML: a tab indents this line: YAML indents with spaces only
            an unclosed list             | 'accept: [a1-b2\\nhint: x\\n'             | 2: not readable as YAML: a list in brackets [ ] is not closed, or its items lack their commas
            an alias without its anchor  | 'id: *nowhere\\n'                         | 1: not readable as YAML: an alias (*name) refers to no anchor (&name) above it
            a control character          | 'id: x\\001y\\n'                          | 1: not readable as YAML: the file holds a control character that has no place in a text (is it a binary file?)
            a global tag                 | 'id: !!java.net.URL [http://localhost]\\n' | 1: tags such as !!str or !thing are not allowed: a lesson or a puzzle holds only texts, lists and maps
            """)
    void snakeYamlsUsualComplaintsAreSaidInTheUsersWords(String what, String yaml, String said) {
        assertThat(english(problem(yaml.translateEscapes()))).isEqualTo(said);
    }

    @Test
    void aLineLongerThanAnyValueIsRefusedBeforeItIsScanned() {
        // regression: a 40 MB line kept SnakeYAML busy for 12 minutes (its time grows with the square of a line)
        YamlFormatError error = problem("id: x\ntitle: " + "x".repeat(1_000_000) + "\n");

        assertThat(english(error)).isEqualTo("2: this line is longer than 10,200 characters");
    }

    /** Regression (found by the homework results fuzzer): a hex escape cut short by the end of the file crashed SnakeYAML's scanner. */
    @Test
    void aHexEscapeCutShortAtTheEndIsASentenceNotACrash() {
        for (String escape : new String[] {"\\x", "\\u1", "\\U00"}) {
            YamlFormatError error = problem("a: 1\nb: \"\\r" + escape);
            assertThat(error.line()).as(escape).isEqualTo(2);
            assertThat(english(error)).as(escape).isEqualTo("2: not readable as YAML: the file ends inside a quotation or a bracket that was never closed");
        }
    }

    @Test
    void aFileLargerThanAMegabyteIsRefused() {
        assertThat(english(problem(("# " + "x".repeat(100) + "\n").repeat(11_000)))).isEqualTo(
                "1: the file is larger than 1 MB, far more than a lesson or a puzzle set needs, so it is not read");
    }

    @Test
    void aBillionLaughsAndDeepNestingAreStopped() {
        StringBuilder laughs = new StringBuilder("a0: &a0 [lol, lol]\n");
        for (int level = 1; level < 30; level++) {
            laughs.append("a").append(level).append(": &a").append(level).append(" [*a").append(level - 1)
                    .append(", *a").append(level - 1).append("]\n");
        }
        assertThat(problem(laughs.toString()).problem().key()).isEqualTo("yaml.tooManyAliases");
        assertThat(problem("id: " + "[".repeat(100) + "]".repeat(100)).problem().key()).isEqualTo("yaml.tooDeep");
    }

    @Test
    void aProblemIsOnALineAsYamlCountsThemAndNeverPastTheLast() {
        // found by the puzzle fuzzer: CR, NEL and LS break lines too, so the line a problem names is counted as YAML counts
        String breaks = "\ram8\u2028q-e\t*}e;:\t?ej:\u0085mG/g#";
        assertThat(SafeYaml.lastLine(breaks)).isEqualTo(4);
        assertThat(problem(breaks).line()).isBetween(1, 4);

        assertThat(problem("id: \"never closed").line()).isEqualTo(1);
        assertThat(problem("id: x\ntitle: \"never closed\n").line()).isBetween(2, 3);
    }

    @Test
    void textThatIsNotUtf8IsToldWithTheLineOfItsFirstWrongByte() {
        byte[] latin1 = "id: x\ngame: loa\ntitle: {en: Café}\n".getBytes(StandardCharsets.ISO_8859_1);

        YamlFormatError error = catchThrowableOfType(YamlFormatError.class, () -> YamlFiles.utf8(latin1));

        assertThat(english(error)).isEqualTo(
                "3: the file is not UTF-8 text (the first wrong character stands on this line): save it as UTF-8");
        assertThat(YamlFiles.utf8("\uFEFFid: x".getBytes(StandardCharsets.UTF_8))).isEqualTo("id: x");
    }
}
