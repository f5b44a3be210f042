package org.ludoteka.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.ludoteka.homework.ClassResults;
import org.ludoteka.i18n.Messages;

/**
 * {@code class-results FILE...}: the homework results files handed back, as the window's table of pupils × puzzles on
 * {@code out}; each damaged file is told on {@code err} in one sentence with its line and left out, the others still read.
 */
record ClassResultsCommand(PrintStream out, PrintStream err, Messages messages) {
    /** {@link CommandLine#OK} when every file was read; {@link CommandLine#BAD_INPUT} when one or more were damaged. */
    int run(List<String> files) {
        ClassResults read = ClassResults.read(files.stream().map(Path::of).toList());
        read.damaged().forEach(problem -> err.println(messages.format(problem.sentence())));
        if (read.results().isEmpty()) {
            err.println(messages.format("homework.noneRead"));
            return CommandLine.BAD_INPUT;
        }
        out.print(read.table().text(messages));
        return read.damaged().isEmpty() ? CommandLine.OK : CommandLine.BAD_INPUT;
    }
}
