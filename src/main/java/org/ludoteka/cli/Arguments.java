package org.ludoteka.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;

/**
 * The command line split into its words and its flags: {@code --option name=value}, {@code --lang},
 * {@code --lessons}, the valued flags of single commands ({@code --goal}, {@code --seconds},
 * {@code --count}, {@code --seed}, {@code --out}, {@code --puzzles}, {@code --size}, {@code --step}), kept by name without their dashes, {@code --from-record}
 * (kept as {@code from-record} with no value: the record files are words), and
 * {@code --help} (or {@code -h}) and {@code --version}, which may stand anywhere.
 */
record Arguments(List<String> words, Map<String, String> options, Optional<Language> language, Optional<String> lessons,
                 Map<String, String> flags, boolean help, boolean version) {
    private static final Set<String> VALUED_FLAGS = Set.of("--goal", "--seconds", "--count", "--seed", "--out", "--size", "--step", "--puzzles");

    static Arguments parse(String[] args) {
        List<String> words = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        Language language = null;
        String lessons = null;
        Map<String, String> flags = new LinkedHashMap<>();
        boolean help = false;
        boolean version = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--option" -> {
                    String option = value(args, ++i, arg);
                    int equals = option.indexOf('=');
                    if (equals <= 0) {
                        throw new InputError("cli.badOption", option);
                    }
                    options.put(option.substring(0, equals), option.substring(equals + 1));
                }
                case "--lang" -> {
                    String code = value(args, ++i, arg);
                    language = Language.fromCode(code).orElseThrow(() -> new InputError("cli.badLanguage", code));
                }
                case "--lessons" -> lessons = value(args, ++i, arg);
                case "--help", "-h" -> help = true;
                case "--version" -> version = true;
                // generate-puzzles: the words after the game are record files, not a position
                case "--from-record" -> flags.put("from-record", "");
                default -> {
                    if (VALUED_FLAGS.contains(arg)) {
                        flags.put(arg.substring(2), value(args, ++i, arg));
                        continue;
                    }
                    if (arg.startsWith("--")) {
                        throw new InputError("cli.unknownFlag", arg);
                    }
                    words.add(arg);
                }
            }
        }
        return new Arguments(List.copyOf(words), Map.copyOf(options), Optional.ofNullable(language), Optional.ofNullable(lessons),
                Map.copyOf(flags), help, version);
    }

    /** The language a flag names before the rest is read, so that errors in the rest are reported in it. */
    static Language languageOf(String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--lang")) {
                return Language.fromCode(args[i + 1]).orElse(Language.EN);
            }
        }
        return Language.EN;
    }

    /** The value after a flag; a flag at the end, or followed by another flag, says what value it needs. */
    private static String value(String[] args, int index, String flag) {
        if (index >= args.length || args[index].startsWith("--")) {
            throw new InputError("cli.missingValue", flag, Message.of("cli.value." + flag.substring(2)));
        }
        return args[index];
    }
}
