package org.ludoteka.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;

/**
 * What {@code --help} prints, in the reader's language and within an 80-column terminal: the
 * commands and the flags, each on its line with what it does wrapped under it, and the games with
 * their named starts and options. The synopses are the command line's own grammar (DESIGN.md §4)
 * and stay as typed.
 */
final class Usage {
    private record Line(String synopsis, String key) {
    }

    private static final String SYNOPSIS = "ludoteka COMMAND ARGUMENTS... [--option NAME=VALUE]... [--lang en|cs|fr]";
    private static final List<Line> COMMANDS = List.of(
            new Line("moves GAME POSITION", "cli.help.moves"),
            new Line("explain GAME POSITION MOVE", "cli.help.explain"),
            new Line("play GAME POSITION MOVE...", "cli.help.play"),
            new Line("perft GAME DEPTH [POSITION]", "cli.help.perft"),
            new Line("solve GAME POSITION [--goal win-in-N|save|capture-most|use-power|interim|best-placement|points-N] [--seconds S]", "cli.help.solve"),
            new Line("review GAME POSITION MOVE... [--seconds S] [--puzzles FILE]", "cli.help.review"),
            new Line("verify [PATH...]", "cli.help.verify"),
            new Line("generate-puzzles GAME --count N --seed S [--goal KIND] [--out DIR]", "cli.help.generatePuzzles"),
            new Line("generate-puzzles loa|gipf --from-record FILE... [--out DIR]", "cli.help.generateFromRecord"),
            new Line("export GAME POSITION FILE [--size WxH]", "cli.help.export"),
            new Line("export-lesson LESSON FILE [--step N] [--size WxH]", "cli.help.exportLesson"),
            new Line("class-results FILE...", "cli.help.classResults"),
            new Line("bench [soak|launch|strength]", "cli.help.bench"),
            new Line("help, --help, -h", "cli.help.help"),
            new Line("--version", "cli.help.version"));
    private static final List<Line> FLAGS = List.of(
            new Line("--option NAME=VALUE", "cli.help.option"),
            new Line("--lang en|cs|fr", "cli.help.lang"),
            new Line("--lessons DIR", "cli.help.lessons"));
    /** The width of a terminal's line, which no line of the help passes. */
    static final int WIDTH = 80;
    /** Holds a bracketed part of a synopsis together while its line is wrapped; a space again when printed. */
    private static final char GLUE = '\u001f';
    private static final Pattern SYNOPSIS_PART = Pattern.compile("\\[[^\\]]*\\]|[^ \\[]+");
    private static final String SYNOPSIS_INDENT = "  ";
    private static final String MEANING_INDENT = "      ";

    private Usage() {
    }

    static String text(Messages messages) {
        StringBuilder text = new StringBuilder();
        for (String paragraph : messages.format("cli.help.intro", glued(SYNOPSIS)).split("\n")) {
            wrap(text, paragraph, "", "    ");
        }
        text.append('\n');
        text.append(messages.format("cli.help.commands")).append('\n');
        COMMANDS.forEach(line -> row(text, line.synopsis(), messages.format(line.key())));
        text.append('\n').append(messages.format("cli.help.flags")).append('\n');
        FLAGS.forEach(line -> row(text, line.synopsis(), messages.format(line.key())));
        text.append('\n').append(messages.format("cli.help.games")).append('\n');
        for (Games.Entry entry : Games.CATALOGUE) {
            Message name = Message.of(entry.nameKey());
            if (entry.engine().isEmpty()) {
                row(text, entry.id(), messages.format("cli.help.gameNotBuilt", name));
                continue;
            }
            Game<?, ?> game = entry.engine().get();
            row(text, entry.id(), messages.format(name));
            wrap(text, messages.format("cli.help.starts", String.join(", ", game.notation(Map.of()).namedStarts())), MEANING_INDENT, MEANING_INDENT + "  ");
            wrap(text, messages.format("cli.help.options", options(game)), MEANING_INDENT, MEANING_INDENT + "  ");
        }
        text.append('\n');
        wrap(text, messages.format("cli.help.positions"), "", "");
        wrap(text, messages.format("cli.help.exit"), "", "");
        return text.toString();
    }

    /** A game's options as written on the command line, each with its values, the default first. */
    private static String options(Game<?, ?> game) {
        return game.options().stream().map(option -> option.name() + "=" + String.join("|", option.values()))
                .collect(Collectors.joining(", "));
    }

    /** A command or flag on its own line, and what it does under it, indented. */
    private static void row(StringBuilder text, String synopsis, String meaning) {
        wrap(text, glued(synopsis), SYNOPSIS_INDENT, SYNOPSIS_INDENT + "    ");
        wrap(text, meaning, MEANING_INDENT, MEANING_INDENT);
    }

    /** The synopsis with the spaces inside each [bracketed] part glued, so that it breaks between its parts only. */
    private static String glued(String synopsis) {
        List<String> parts = new ArrayList<>();
        Matcher part = SYNOPSIS_PART.matcher(synopsis);
        while (part.find()) {
            parts.add(part.group().replace(' ', GLUE));
        }
        return String.join(" ", parts);
    }

    /**
     * {@code words} in lines of at most {@link #WIDTH} columns, the first after {@code first}, the others
     * after {@code rest}; a word longer than a line (a long list of option values) is broken after a {@code |}.
     */
    static void wrap(StringBuilder text, String words, String first, String rest) {
        StringBuilder line = new StringBuilder(first);
        boolean empty = true;
        for (String word : pieces(words, WIDTH - rest.length())) {
            if (!empty && line.length() + 1 + word.length() > WIDTH) {
                text.append(line.toString().replace(GLUE, ' ')).append('\n');
                line = new StringBuilder(rest);
                empty = true;
            }
            if (!empty && !line.toString().endsWith("|")) {
                line.append(' ');
            }
            line.append(word);
            empty = false;
        }
        text.append(line.toString().replace(GLUE, ' ')).append('\n');
    }

    /** The words, each longer than {@code room} cut after its {@code |}s into pieces that fit (a piece ending in | joins the next without a space). */
    private static List<String> pieces(String words, int room) {
        List<String> pieces = new ArrayList<>();
        for (String word : words.strip().split(" +")) {
            while (word.length() > room && word.lastIndexOf('|', room - 1) > 0) {
                int cut = word.lastIndexOf('|', room - 1) + 1;
                pieces.add(word.substring(0, cut));
                word = word.substring(cut);
            }
            pieces.add(word);
        }
        return pieces;
    }
}
