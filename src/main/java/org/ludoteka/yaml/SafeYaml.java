package org.ludoteka.yaml;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reading Ludoteka's YAML files (lessons, puzzles). Only SnakeYAML's safe constructor is used, and
 * only to compose the node tree: no tag, type or class in a file can make it build anything but
 * plain nodes, and every node keeps its line for the problems reported as {@code file:line: message}.
 */
public final class SafeYaml {
    /** Aliases to lists or maps a file may use: enough to share a few texts, too few for a billion laughs. */
    static final int MAX_ALIASES = 20;
    /** Lists and maps within each other: a lesson needs 5 at most. */
    static final int MAX_DEPTH = 20;
    /** The longest line: room for a key, its indentation and the longest value a file may hold. */
    static final int MAX_LINE_LENGTH = YamlNode.MAX_TEXT_LENGTH + 200;
    /** The beginnings of SnakeYAML's usual complaints, and the sentence each one gets. */
    private static final Map<String, String> USUAL_SLIPS = Map.of(
            "mapping values are not allowed here", "yaml.slip.colon",
            "could not find expected ':'", "yaml.slip.noColon",
            "expected <block end>", "yaml.slip.indentation",
            "found unexpected end of stream", "yaml.slip.unclosed",
            "found character '\\t(TAB)'", "yaml.slip.tab",
            "special characters are not allowed", "yaml.slip.control",
            "found undefined alias", "yaml.slip.undefinedAlias",
            "expected ',' or ']'", "yaml.slip.unclosedList",
            "expected ',' or '}'", "yaml.slip.unclosedMap",
            "found unknown escape character", "yaml.slip.escape");

    private SafeYaml() {
    }

    /** The root node of the document in {@code reader}; {@link YamlFormatError} when it is not YAML or is empty. */
    public static YamlNode compose(Reader reader, String rootName) {
        String text = boundedText(reader);
        try {
            Node root = yaml().compose(new StringReader(text));
            if (root == null) {
                throw new YamlFormatError(1, "yaml.empty");
            }
            return new YamlNode(root, rootName);
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            // at the end of the stream SnakeYAML may point one line past the last: the editor has no such line
            int line = mark == null ? 1 : Math.min(mark.getLine() + 1, lastLine(text));
            throw problem(line, String.valueOf(e.getProblem()));
        } catch (YAMLException e) {
            // the limits are thrown without a mark; a reader's failure carries its cause
            throw problem(1, e.getCause() != null ? "" : String.valueOf(e.getMessage()));
        } catch (NumberFormatException e) {
            // SnakeYAML's scanner reads the hex digits of an escape (backslash and x, u or U) cut short by the end of the file as a number
            throw new YamlFormatError(lastLine(text), "yaml.syntax", Message.of("yaml.slip.unclosed"));
        }
    }

    /**
     * The text, refused when it is larger than a file may be or has a line longer than any value may be: SnakeYAML
     * takes time that grows with the square of a line's length (a 40 MB line took minutes), so such a line is
     * refused before it is scanned.
     */
    private static String boundedText(Reader reader) {
        char[] buffer = new char[YamlFiles.MAX_FILE_BYTES + 1];
        int read = 0;
        try {
            for (int n; read < buffer.length && (n = reader.read(buffer, read, buffer.length - read)) > 0; ) {
                read += n;
            }
        } catch (IOException e) {
            throw new YamlFormatError(1, "yaml.unreadable", String.valueOf(e.getMessage()));
        }
        if (read > YamlFiles.MAX_FILE_BYTES) {
            throw new YamlFormatError(1, "yaml.tooLarge", YamlFiles.MAX_FILE_BYTES / (1024 * 1024));
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i <= read; i++) {
            if (i == read || buffer[i] == '\n') {
                if (i - lineStart > MAX_LINE_LENGTH) {
                    throw new YamlFormatError(line, "yaml.lineTooLong", MAX_LINE_LENGTH);
                }
                line++;
                lineStart = i + 1;
            }
        }
        return new String(buffer, 0, read);
    }

    /** The number of the last line, counting line breaks as YAML does: a lone CR, NEL and the Unicode separators too. */
    static int lastLine(String text) {
        int line = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean crBeforeLf = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
            if (!crBeforeLf && (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029')) {
                line++;
            }
        }
        return line;
    }

    /**
     * What SnakeYAML found, told in the user's language: its limits and the usual slips have sentences of their own;
     * a rarer syntax error keeps SnakeYAML's own words, never an exception's name.
     */
    private static YamlFormatError problem(int line, String found) {
        if (found.startsWith("Number of aliases")) {
            return new YamlFormatError(line, "yaml.tooManyAliases", MAX_ALIASES);
        }
        if (found.startsWith("Nesting Depth")) {
            return new YamlFormatError(line, "yaml.tooDeep", MAX_DEPTH);
        }
        if (found.startsWith("The incoming YAML document exceeds")) {
            return new YamlFormatError(line, "yaml.tooLarge", YamlFiles.MAX_FILE_BYTES / (1024 * 1024));
        }
        if (found.startsWith("Global tag is not allowed")) {
            return new YamlFormatError(line, "yaml.tag");
        }
        if (found.startsWith("Recursive key")) {
            return new YamlFormatError(line, "yaml.recursive");
        }
        for (Map.Entry<String, String> usual : USUAL_SLIPS.entrySet()) {
            if (found.startsWith(usual.getKey())) {
                return new YamlFormatError(line, "yaml.syntax", Message.of(usual.getValue()));
            }
        }
        return new YamlFormatError(line, "yaml.syntax", found.isBlank() ? Message.of("yaml.slip.unknown") : found);
    }

    /** A text in every language Ludoteka speaks ({@code {en: …, cs: …, fr: …}}), none missing or empty. */
    public static Map<Language, String> translations(YamlNode node) {
        return translations(node, problem -> {
            throw problem;
        });
    }

    /**
     * A text in every language, telling {@code problems} what it lacks or has too much (a language
     * missing, one unknown, an empty text) so that the rest of the file can still be read; a missing
     * language then stands with an empty text.
     */
    public static Map<Language, String> translations(YamlNode node, Consumer<YamlFormatError> problems) {
        Map<Language, String> byLanguage = new EnumMap<>(Language.class);
        Set<Language> written = EnumSet.noneOf(Language.class);
        for (Map.Entry<String, YamlNode> entry : node.map(Set.of(), problems).entrySet()) {
            Optional<Language> language = Language.fromCode(entry.getKey());
            if (language.isEmpty()) {
                problems.accept(new YamlFormatError(entry.getValue().line(), "yaml.unknownLanguage", entry.getKey()));
                continue;
            }
            written.add(language.get());
            String text = entry.getValue().text().strip();
            if (text.isEmpty()) {
                problems.accept(new YamlFormatError(entry.getValue().line(), "yaml.emptyText", language.get().code()));
            }
            byLanguage.put(language.get(), text);
        }
        for (Language language : Language.values()) {
            if (!written.contains(language)) {
                problems.accept(new YamlFormatError(node.line(), "yaml.missingTranslation", language.code()));
                byLanguage.put(language, "");
            }
        }
        return byLanguage;
    }

    private static Yaml yaml() {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setCodePointLimit(YamlFiles.MAX_FILE_BYTES);
        return new Yaml(new SafeConstructor(options));
    }
}
