package org.ludoteka.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fields of a position text of the form {@code <game> key=value key=value …}, as GIPF, Tamsk and
 * Ta Yü write theirs: every key one the game knows, in the game's order, the first {@code required}
 * of them present. A text that breaks the form is refused with the game's own message for the
 * fault ({@code <game>.input.field}, {@code .unknownKey}, {@code .order}, {@code .missing},
 * {@code .badValue}), inside its sentence about the whole text ({@code <game>.input.position}).
 */
public final class PositionFields {
    private final String gameId;
    private final String text;
    private final Map<String, String> byKey = new LinkedHashMap<>();

    private PositionFields(String gameId, String text) {
        this.gameId = gameId;
        this.text = text;
    }

    /** Reads {@code text} (trimmed), whose first word must be {@code gameId}. */
    public static Map<String, String> read(String gameId, String text, List<String> keys, int required) {
        PositionFields fields = new PositionFields(gameId, text);
        String[] words = text.trim().split("\\s+");
        if (!words[0].equals(gameId)) {
            throw fields.bad("shape");
        }
        int next = 0;
        for (int i = 1; i < words.length; i++) {
            int equals = words[i].indexOf('=');
            if (equals <= 0) {
                throw fields.bad("field", words[i]);
            }
            String key = words[i].substring(0, equals);
            int at = keys.indexOf(key);
            if (at < 0) {
                throw fields.bad("unknownKey", key);
            }
            if (at < next) {
                throw fields.bad("order", key, String.join(" ", keys));
            }
            next = at + 1;
            fields.byKey.put(key, words[i].substring(equals + 1));
        }
        for (String key : keys.subList(0, required)) {
            if (!fields.byKey.containsKey(key)) {
                throw fields.bad("missing", key);
            }
        }
        return fields.byKey;
    }

    /** The value of {@code key} in {@code fields}, which must match {@code regex}. */
    public static String value(String gameId, String text, Map<String, String> fields, String key, String regex) {
        String value = fields.get(key);
        if (!value.matches(regex)) {
            throw new PositionFields(gameId, text).bad("badValue", key, value);
        }
        return value;
    }

    private InputError bad(String fault, Object... args) {
        return new InputError(gameId + ".input.position", text, Message.of(gameId + ".input." + fault, args));
    }
}
