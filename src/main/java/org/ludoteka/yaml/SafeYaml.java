package org.ludoteka.yaml;

import java.io.Reader;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
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

    private SafeYaml() {
    }

    /** The root node of the document in {@code reader}; {@link YamlFormatError} when it is not YAML or is empty. */
    public static YamlNode compose(Reader reader, String rootName) {
        try {
            Node root = yaml().compose(reader);
            if (root == null) {
                throw new YamlFormatError(1, "yaml.empty");
            }
            return new YamlNode(root, rootName);
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new YamlFormatError(mark == null ? 1 : mark.getLine() + 1, "yaml.syntax", e.getProblem());
        } catch (YAMLException e) {
            throw new YamlFormatError(1, "yaml.syntax", e.getMessage());
        }
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
        options.setMaxAliasesForCollections(20);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(20);
        options.setCodePointLimit(1024 * 1024);
        return new Yaml(new SafeConstructor(options));
    }
}
