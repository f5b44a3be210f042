package org.ludoteka.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/**
 * A small, seeded fuzzer: it feeds a target random texts and mutations of real ones (seeds), and fails on anything
 * but a result or an {@link InputError} whose sentence can be said in every language. Bounded so the whole suite's
 * fuzzers take seconds; run longer with {@code -Dludoteka.fuzz.seconds=N} (each target N seconds) or more tries with
 * {@code -Dludoteka.fuzz.scale=K} (K times the default count), and another sequence with {@code -Dludoteka.fuzz.seed=S}.
 */
final class Fuzz {
    private static final long SEED = Long.getLong("ludoteka.fuzz.seed", 20261123L);
    private static final int SCALE = Integer.getInteger("ludoteka.fuzz.scale", 1);
    private static final long SECONDS = Long.getLong("ludoteka.fuzz.seconds", 0L);
    /** Characters a mutation may put in: the notations' own, the YAML's, and some that no notation expects. */
    private static final String NOISE = " \t\n\r-+x^@:,;=/.|&*!?#%[]{}'\"\\<>0123456789"
            + "abcdefghijklmnopqrstuvwxyzGTPABNSWE" + "\u0000\u0085\u00a0\u2028\u00e9\u0159\ufeff\ud83d\ude00\ud800";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([0-9]+)");
    private static final String[] NUMBERS = {"0", "-1", "00", "2147483647", "2147483648", "9999999999999999999999", "1e9",
            "0.0001", "NaN", "-0", "1_000"};

    private Fuzz() {
    }

    /**
     * Tries {@code defaultTries} inputs (or {@code ludoteka.fuzz.seconds} of them) on {@code check}; returns how many
     * were tried. Up to ten crashes of different kinds are collected before the target fails, each with its input.
     */
    static int run(String target, List<String> seeds, Consumer<String> check, int defaultTries) {
        Random random = new Random(SEED ^ target.hashCode());
        long stopAt = SECONDS > 0 ? System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS) : Long.MAX_VALUE;
        int tries = SECONDS > 0 ? Integer.MAX_VALUE : defaultTries * SCALE;
        Map<String, String> crashes = new LinkedHashMap<>();
        int tried = 0;
        int read = 0;
        for (; tried < tries && System.nanoTime() < stopAt && crashes.size() < 10; tried++) {
            String input = tried < seeds.size() ? seeds.get(tried) : random.nextInt(8) == 0 ? noise(random, 40)
                    : mutate(seeds.get(random.nextInt(seeds.size())), seeds, random);
            try {
                check.accept(input);
                read++;
            } catch (InputError e) {
                sayable(e.problem());
            } catch (Throwable t) {
                crashes.putIfAbsent(signature(t), "input " + tried + ": " + quoted(input) + "\n" + trace(t));
            }
        }
        assertThat(crashes).as("%s: crashes found (seed %d)", target, SEED).isEmpty();
        System.getLogger(Fuzz.class.getName()).log(System.Logger.Level.INFO, "{0}: {1} inputs ({2} gave a result, the rest an InputError with a sentence), no crash", target, tried, read);
        return tried;
    }

    /** The sentence can be said in every language, each of its placeholders given an argument. */
    static void sayable(Message problem) {
        for (Language language : Language.values()) {
            if (Messages.of(language).format(problem).isBlank()) {
                throw new AssertionError("the message " + problem + " says nothing in " + language);
            }
        }
        filled(problem);
    }

    private static void filled(Message message) {
        Matcher placeholder = PLACEHOLDER.matcher(Messages.of(Language.EN).pattern(message.key()));
        while (placeholder.find()) {
            if (Integer.parseInt(placeholder.group(1)) >= message.args().size()) {
                throw new AssertionError("the message " + message + " leaves {" + placeholder.group(1) + "} empty");
            }
        }
        message.args().stream().filter(Message.class::isInstance).map(Message.class::cast).forEach(Fuzz::filled);
    }

    static String mutate(String seed, List<String> seeds, Random random) {
        StringBuilder text = new StringBuilder(seed);
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations; m++) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length() + 1);
            int end = Math.min(text.length(), at + 1 + random.nextInt(12));
            switch (random.nextInt(10)) {
                case 0 -> text.insert(at, NOISE.charAt(random.nextInt(NOISE.length())));
                case 1 -> text.delete(Math.min(at, text.length()), end);
                case 2 -> {
                    if (at < text.length()) {
                        text.setCharAt(at, NOISE.charAt(random.nextInt(NOISE.length())));
                    }
                }
                case 3 -> text.insert(at, text.substring(Math.min(at, text.length()), end)); // a slice twice
                case 4 -> text.setLength(at); // cut short
                case 5 -> text.insert(at, NUMBERS[random.nextInt(NUMBERS.length)]);
                case 6 -> { // a slice of another seed
                    String other = seeds.get(random.nextInt(seeds.size()));
                    int from = random.nextInt(other.length() + 1);
                    text.insert(at, other, from, Math.min(other.length(), from + 1 + random.nextInt(30)));
                }
                case 7 -> { // a whole line moved elsewhere, as an editor's slip would
                    List<String> lines = new ArrayList<>(List.of(text.toString().split("\n", -1)));
                    if (lines.size() > 1) {
                        String line = lines.remove(random.nextInt(lines.size()));
                        lines.add(random.nextInt(lines.size() + 1), line);
                        text.setLength(0);
                        text.append(String.join("\n", lines));
                    }
                }
                case 8 -> { // a digit run replaced by an extreme number
                    int digit = indexOfDigit(text, at);
                    if (digit >= 0) {
                        int last = digit;
                        while (last < text.length() && Character.isDigit(text.charAt(last))) {
                            last++;
                        }
                        text.replace(digit, last, NUMBERS[random.nextInt(NUMBERS.length)]);
                    }
                }
                default -> text.insert(at, noise(random, 6));
            }
        }
        return text.toString();
    }

    static String noise(Random random, int maxLength) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(maxLength + 1);
        for (int i = 0; i < length; i++) {
            text.append(random.nextInt(10) == 0 ? (char) random.nextInt(0x3000) : NOISE.charAt(random.nextInt(NOISE.length())));
        }
        return text.toString();
    }

    private static int indexOfDigit(CharSequence text, int from) {
        for (int i = 0; i < text.length(); i++) {
            int at = (from + i) % text.length();
            if (Character.isDigit(text.charAt(at))) {
                return at;
            }
        }
        return -1;
    }

    /** A crash's kind: its exception and where it was thrown, so one bug found a thousand times is listed once. */
    private static String signature(Throwable t) {
        StackTraceElement[] frames = t.getStackTrace();
        return t.getClass().getName() + (frames.length > 0 ? " at " + frames[0] : "");
    }

    private static String quoted(String input) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : input.toCharArray()) {
            if (c == '"' || c == '\\') {
                quoted.append('\\').append(c);
            } else if (c == '\n') {
                quoted.append("\\n");
            } else if (c < 0x20 || c > 0x7e) {
                quoted.append(String.format("\\u%04x", (int) c));
            } else {
                quoted.append(c);
            }
        }
        return quoted.append('"').toString();
    }

    private static String trace(Throwable t) {
        StringWriter text = new StringWriter();
        t.printStackTrace(new PrintWriter(text));
        return text.toString().lines().limit(12).reduce("", (a, b) -> a + b + "\n");
    }
}
