package org.ludoteka.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a notation reads: its fixed words and what each names (the named starts {@code start},
 * {@code free}; the moves written as one word, {@code pass}, {@code challenge}), then the shapes of
 * the rest ({@code a1-b2}), each with what it makes of a text of that shape. The fixed words are one
 * table read both ways, so that the word read and the word written cannot drift apart.
 */
public final class Words<T> {
    private record Shape<T>(Pattern pattern, Function<MatchResult, ? extends T> reader) {
    }

    private final Map<String, T> byWord;
    private final List<Shape<T>> shapes;

    private Words(Map<String, T> byWord, List<Shape<T>> shapes) {
        this.byWord = byWord;
        this.shapes = shapes;
    }

    /** The words with what they name, in the order the help lists them. */
    @SafeVarargs
    public static <T> Words<T> of(Map.Entry<String, ? extends T>... entries) {
        Map<String, T> byWord = new LinkedHashMap<>();
        for (Map.Entry<String, ? extends T> entry : entries) {
            byWord.put(entry.getKey(), entry.getValue());
        }
        return new Words<>(byWord, List.of());
    }

    /** These words, and besides them every text {@code pattern} matches whole, read by {@code reader}; tried in order. */
    public Words<T> or(Pattern pattern, Function<MatchResult, ? extends T> reader) {
        List<Shape<T>> more = new ArrayList<>(shapes);
        more.add(new Shape<>(pattern, reader));
        return new Words<>(byWord, List.copyOf(more));
    }

    /** What {@code text} names or reads as; empty when it is none of the words and of none of the shapes. */
    public Optional<T> read(String text) {
        T named = byWord.get(text);
        if (named != null) {
            return Optional.of(named);
        }
        for (Shape<T> shape : shapes) {
            Matcher matcher = shape.pattern().matcher(text);
            if (matcher.matches()) {
                return Optional.of(shape.reader().apply(matcher));
            }
        }
        return Optional.empty();
    }

    /** The word naming {@code value}; {@link IllegalArgumentException} for a value no word names. */
    public String word(T value) {
        return byWord.entrySet().stream().filter(entry -> entry.getValue().equals(value)).map(Map.Entry::getKey)
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no word for " + value));
    }

    /** The fixed words, in their order. */
    public List<String> words() {
        return List.copyOf(byWord.keySet());
    }
}
