package org.ludoteka.progress;

import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * Where the window was and how large, when it last closed, and whether it was maximised: the next start
 * opens it there, moved onto the screen if the screen has changed. Kept in a file of its own beside the
 * settings, so that settings files of earlier versions read as before.
 */
public record WindowPlacement(int x, int y, int width, int height, boolean maximized) {
    private static final Set<String> KEYS = Set.of("x", "y", "width", "height", "maximized");

    public WindowPlacement {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("a window has a size: " + width + "×" + height);
        }
    }

    Properties toProperties() {
        Properties properties = new Properties();
        properties.setProperty("x", Integer.toString(x));
        properties.setProperty("y", Integer.toString(y));
        properties.setProperty("width", Integer.toString(width));
        properties.setProperty("height", Integer.toString(height));
        properties.setProperty("maximized", Boolean.toString(maximized));
        return properties;
    }

    /** The placement, or none when a number is missing or cannot be read (each such key goes to {@code unread}). */
    static Optional<WindowPlacement> fromProperties(Properties properties, Set<String> unread) {
        properties.stringPropertyNames().stream().filter(key -> !KEYS.contains(key)).forEach(unread::add);
        Optional<Integer> x = number(properties, "x", unread);
        Optional<Integer> y = number(properties, "y", unread);
        Optional<Integer> width = number(properties, "width", unread).filter(w -> w > 0);
        Optional<Integer> height = number(properties, "height", unread).filter(h -> h > 0);
        boolean maximized = Boolean.parseBoolean(properties.getProperty("maximized", "false"));
        if (x.isEmpty() || y.isEmpty() || width.isEmpty() || height.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new WindowPlacement(x.get(), y.get(), width.get(), height.get(), maximized));
    }

    private static Optional<Integer> number(Properties properties, String key, Set<String> unread) {
        String text = properties.getProperty(key);
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            unread.add(key);
            return Optional.empty();
        }
    }
}
