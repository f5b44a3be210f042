package org.ludoteka.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.ludoteka.core.Message;

/**
 * The sentences of one language, read from the UTF-8 bundle {@code i18n/messages[_xx].properties}.
 * Never falls back to the machine's locale: the user's chosen language is the only one spoken.
 */
public final class Messages {
    private static final Map<Language, Messages> LOADED = new EnumMap<>(Language.class);

    private final Language language;
    private final Properties patterns;
    /** The keys, sorted once: a language switch goes through them all for Swing's own texts. */
    private final SortedSet<String> keys;

    private Messages(Language language, Properties patterns) {
        this.language = language;
        this.patterns = patterns;
        this.keys = Collections.unmodifiableSortedSet(new TreeSet<>(patterns.stringPropertyNames()));
    }

    public static synchronized Messages of(Language language) {
        return LOADED.computeIfAbsent(language, l -> new Messages(l, load(bundleName(l))));
    }

    public static String bundleName(Language language) {
        return language == Language.EN ? "i18n/messages.properties" : "i18n/messages_" + language.code() + ".properties";
    }

    public Language language() {
        return language;
    }

    public Set<String> keys() {
        return keys;
    }

    public boolean has(String key) {
        return patterns.containsKey(key);
    }

    /** The raw pattern, for the bundle checks. */
    public String pattern(String key) {
        return patterns.getProperty(key);
    }

    /** The sentence for {@code key}; arguments that are {@link Message}s are put into words first. */
    public String format(String key, Object... args) {
        String pattern = patterns.getProperty(key);
        if (pattern == null) {
            return "!" + key + "!"; // a missing key is a bug the bundle test catches; show it, don't crash
        }
        Object[] words = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            words[i] = args[i] instanceof Message m ? format(m) : args[i];
        }
        return new MessageFormat(pattern, language.locale()).format(words);
    }

    public String format(Message message) {
        return format(message.key(), message.args().toArray());
    }

    private static Properties load(String resource) {
        Properties properties = new Properties();
        try (InputStream in = Messages.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the bundle " + resource + " is missing from the program");
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
