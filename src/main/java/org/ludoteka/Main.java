package org.ludoteka;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.ludoteka.cli.CommandLine;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.Settings;
import org.ludoteka.ui.Launcher;

/** Opens the window when called with no command, otherwise runs the command line (DESIGN.md §4). */
public final class Main {
    /**
     * The exit status when the window is asked for and there is no display to show it on: the
     * user's setting, like bad input (3 is kept for a bug of ours).
     */
    static final int NO_DISPLAY = CommandLine.BAD_INPUT;

    private Main() {
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        if (!opensWindow(args)) {
            System.exit(new CommandLine(out, err).run(args));
        }
        Optional<Language> language = flag(args, "--lang").flatMap(Language::fromCode);
        if (!Launcher.displayAvailable()) {
            Home.Loaded<Settings> settings = Home.fromSystemProperty().loadSettings();
            Messages messages = Messages.of(language.orElse(settings.value().language()));
            settings.problem().ifPresent(problem -> err.println(messages.format(problem)));
            err.println(messages.format("cli.noDisplay"));
            System.exit(NO_DISPLAY);
        }
        Launcher.open(language, flag(args, "--lessons").map(Path::of));
    }

    /** True when the arguments hold no command, only {@code --lang CODE} and {@code --lessons DIR} flags. */
    static boolean opensWindow(String[] args) {
        for (int i = 0; i < args.length; i += 2) {
            boolean hasValue = i + 1 < args.length;
            boolean windowFlag = args[i].equals("--lang") && hasValue && Language.fromCode(args[i + 1]).isPresent()
                    || args[i].equals("--lessons") && hasValue;
            if (!windowFlag) {
                return false; // a command, or a flag the command line will explain
            }
        }
        return true;
    }

    /** The value of a window flag such as {@code --lessons DIR}, which {@link #opensWindow} has found well formed. */
    static Optional<String> flag(String[] args, String name) {
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals(name)) {
                return Optional.of(args[i + 1]);
            }
        }
        return Optional.empty();
    }
}
