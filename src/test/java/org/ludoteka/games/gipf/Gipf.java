package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;

/** Shorthand for the GIPF tests: read positions and tokens, play them, and look at what the engine said. */
final class Gipf {

    private Gipf() {
    }

    static GipfRules rules(String... options) {
        return GipfGame.INSTANCE.rules(chosen(options));
    }

    static GipfNotation notation(String... options) {
        return (GipfNotation) GipfGame.INSTANCE.notation(chosen(options));
    }

    private static Map<String, String> chosen(String... options) {
        Map<String, String> chosen = new HashMap<>();
        for (String option : options) {
            String[] parts = option.split("=");
            chosen.put(parts[0], parts[1]);
        }
        return chosen;
    }

    static GipfPosition position(String text) {
        return GipfNotation.INSTANCE.parsePosition(text);
    }

    static String text(GipfPosition position) {
        return GipfNotation.INSTANCE.format(position);
    }

    /** Plays the space-separated tokens from {@code start}; each must be legal. */
    static GipfPosition play(GipfRules rules, String start, String tokens) {
        return last(rules, start, tokens).after();
    }

    /** The text of the position after the tokens. */
    static String after(GipfRules rules, String start, String tokens) {
        return text(play(rules, start, tokens));
    }

    /** The result of the last of the tokens; all before it must be legal. */
    static MoveResult<GipfPosition> result(GipfRules rules, String start, String tokens) {
        String[] words = tokens.trim().split("\\s+");
        GipfPosition position = position(start);
        for (int i = 0; i < words.length - 1; i++) {
            position = legal(rules.apply(position, GipfNotation.INSTANCE.parseMove(words[i])), words[i]).after();
        }
        return rules.apply(position, GipfNotation.INSTANCE.parseMove(words[words.length - 1]));
    }

    static MoveResult.Legal<GipfPosition> last(GipfRules rules, String start, String tokens) {
        String[] words = tokens.trim().split("\\s+");
        return legal(result(rules, start, tokens), words[words.length - 1]);
    }

    static MoveResult.Legal<GipfPosition> legal(MoveResult<GipfPosition> result, String token) {
        assertThat(result).as("%s should be legal, but: %s", token, result).isInstanceOf(MoveResult.Legal.class);
        return (MoveResult.Legal<GipfPosition>) result;
    }

    /** The reason code of the last token, which must be illegal. */
    static String reason(GipfRules rules, String start, String tokens) {
        MoveResult<GipfPosition> result = result(rules, start, tokens);
        assertThat(result).as("%s should be illegal", tokens).isInstanceOf(MoveResult.Illegal.class);
        return ((MoveResult.Illegal<GipfPosition>) result).reason().key();
    }

    static List<String> noteKeys(MoveResult.Legal<GipfPosition> legal) {
        return legal.notes().stream().map(Message::key).toList();
    }

    /** The tokens open in {@code position}, written and sorted as {@code moves} prints them. */
    static List<String> moves(GipfRules rules, GipfPosition position) {
        return rules.legalMoves(position).stream().map(m -> GipfNotation.INSTANCE.format(position, m)).sorted().toList();
    }
}
