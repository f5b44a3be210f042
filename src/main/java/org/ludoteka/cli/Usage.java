package org.ludoteka.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Messages;

/**
 * What {@code --help} prints: the commands, the flags and the games, a line each, in the reader's
 * language. The synopses are the command line's own grammar (DESIGN.md §4) and stay as typed.
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
            new Line("solve GAME POSITION [--goal win-in-N|save|capture-most|use-power|best-placement|points-N] [--seconds S]", "cli.help.solve"),
            new Line("verify [PATH...]", "cli.help.verify"),
            new Line("generate-puzzles GAME --count N --seed S [--out DIR]", "cli.help.generatePuzzles"),
            new Line("export GAME POSITION FILE [--size WxH]", "cli.help.export"),
            new Line("export-lesson LESSON FILE [--step N] [--size WxH]", "cli.help.exportLesson"),
                        new Line("bench [soak|launch]", "cli.help.bench"),
            new Line("help, --help, -h", "cli.help.help"),
            new Line("--version", "cli.help.version"));
    private static final List<Line> FLAGS = List.of(
            new Line("--option NAME=VALUE", "cli.help.option"),
            new Line("--lang en|cs|fr", "cli.help.lang"),
            new Line("--lessons DIR", "cli.help.lessons"));
    private static final int COLUMN = COMMANDS.stream().mapToInt(line -> line.synopsis().length()).max().orElse(0) + 2;

    private Usage() {
    }

    static String text(Messages messages) {
        StringBuilder text = new StringBuilder(messages.format("cli.help.intro", SYNOPSIS)).append("\n\n");
        text.append(messages.format("cli.help.commands")).append('\n');
        COMMANDS.forEach(line -> row(text, line.synopsis(), messages.format(line.key())));
        text.append('\n').append(messages.format("cli.help.flags")).append('\n');
        FLAGS.forEach(line -> row(text, line.synopsis(), messages.format(line.key())));
        text.append('\n').append(messages.format("cli.help.games")).append('\n');
        for (Games.Entry entry : Games.CATALOGUE) {
            Message name = Message.of(entry.nameKey());
            row(text, entry.id(), entry.engine()
                    .map(game -> messages.format("cli.help.game", name, options(game)))
                    .orElseGet(() -> messages.format("cli.help.gameNotBuilt", name)));
        }
        return text.append('\n').append(messages.format("cli.help.positions")).append('\n')
                .append(messages.format("cli.help.exit")).append('\n').toString();
    }

    /** A game's options as written on the command line, each with its values, the default first. */
    private static String options(Game<?, ?> game) {
        return game.options().stream().map(option -> option.name() + "=" + String.join("|", option.values()))
                .collect(Collectors.joining(", "));
    }

    private static void row(StringBuilder text, String synopsis, String meaning) {
        text.append("  ").append(synopsis).append(" ".repeat(Math.max(1, COLUMN - synopsis.length()))).append(meaning).append('\n');
    }
}
