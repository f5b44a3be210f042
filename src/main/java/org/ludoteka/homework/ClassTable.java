package org.ludoteka.homework;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ludoteka.core.Message;
import org.ludoteka.i18n.Messages;

/**
 * Pupils × puzzles: a row for each results file, a column for each puzzle met in any of them (in the order first met),
 * and the number solved. A cell says {@code yes 2 1 1:05}: solved, tries, hints, time; an empty cell a puzzle not tried
 * or not in the pupil's file. The same cells in the window, on the command line and, split into columns, in the CSV.
 */
public final class ClassTable {
    private final List<HomeworkResults> rows;
    private final List<String> puzzles = new ArrayList<>();

    public ClassTable(List<HomeworkResults> rows) {
        this.rows = List.copyOf(rows);
        Map<String, Boolean> seen = new LinkedHashMap<>();
        rows.forEach(row -> row.puzzles().forEach(p -> seen.putIfAbsent(p.id(), true)));
        puzzles.addAll(seen.keySet());
    }

    public List<HomeworkResults> rows() {
        return rows;
    }

    /** The puzzles' ids, the table's columns after the pupil's. */
    public List<String> puzzles() {
        return List.copyOf(puzzles);
    }

    public Optional<PuzzleResult> result(HomeworkResults row, String puzzle) {
        return row.puzzles().stream().filter(p -> p.id().equals(puzzle)).findFirst();
    }

    /** The cell of {@code row} and {@code puzzle} in words: empty when it was not tried. */
    public String cell(HomeworkResults row, String puzzle, Messages messages) {
        return result(row, puzzle).filter(PuzzleResult::tried)
                .map(r -> messages.format(Message.of("homework.cell", Message.of(r.solved() ? "homework.yes" : "homework.no"),
                        r.tries(), r.hints(), time(r.seconds()))))
                .orElse("");
    }

    /** The last column: how many of the set's puzzles the pupil solved. */
    public String solved(HomeworkResults row) {
        return row.solved() + "/" + puzzles.size();
    }

    /** The header: pupil, the puzzles, solved. */
    public List<String> header(Messages messages) {
        List<String> header = new ArrayList<>();
        header.add(messages.format("homework.pupil"));
        header.addAll(puzzles);
        header.add(messages.format("homework.solved"));
        return header;
    }

    /** Each row's cells, as {@link #header} orders them. */
    public List<List<String>> cells(Messages messages) {
        List<List<String>> cells = new ArrayList<>();
        for (HomeworkResults row : rows) {
            List<String> line = new ArrayList<>();
            line.add(row.pupil());
            puzzles.forEach(p -> line.add(cell(row, p, messages)));
            line.add(solved(row));
            cells.add(line);
        }
        return cells;
    }

    /** The table as text in columns, for the terminal, with the key to its cells under it. */
    public String text(Messages messages) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(header(messages));
        lines.addAll(cells(messages));
        int[] widths = new int[lines.get(0).size()];
        for (List<String> line : lines) {
            for (int i = 0; i < line.size(); i++) {
                widths[i] = Math.max(widths[i], width(line.get(i)));
            }
        }
        StringBuilder text = new StringBuilder();
        for (List<String> line : lines) {
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < line.size(); i++) {
                row.append(line.get(i)).append(" ".repeat(widths[i] - width(line.get(i)) + 2));
            }
            text.append(row.toString().stripTrailing()).append('\n');
        }
        text.append(messages.format("homework.key")).append('\n');
        return text.toString();
    }

    /**
     * The table for a spreadsheet (RFC 4180, comma-separated, UTF-8): the pupil, then four columns a puzzle — solved
     * (1 or 0), tries, hints, seconds — empty for a puzzle not tried, and the number solved.
     */
    public String csv(Messages messages) {
        List<String> header = new ArrayList<>();
        header.add(messages.format("homework.pupil"));
        for (String puzzle : puzzles) {
            for (String column : List.of("homework.csv.solved", "homework.csv.tries", "homework.csv.hints", "homework.csv.seconds")) {
                header.add(puzzle + " " + messages.format(column));
            }
        }
        header.add(messages.format("homework.solved"));
        StringBuilder csv = new StringBuilder(line(header));
        for (HomeworkResults row : rows) {
            List<String> cells = new ArrayList<>();
            cells.add(row.pupil());
            for (String puzzle : puzzles) {
                Optional<PuzzleResult> result = result(row, puzzle).filter(PuzzleResult::tried);
                cells.add(result.map(r -> r.solved() ? "1" : "0").orElse(""));
                cells.add(result.map(r -> String.valueOf(r.tries())).orElse(""));
                cells.add(result.map(r -> String.valueOf(r.hints())).orElse(""));
                cells.add(result.map(r -> String.valueOf(r.seconds())).orElse(""));
            }
            cells.add(String.valueOf(row.solved()));
            csv.append(line(cells));
        }
        return csv.toString();
    }

    /** Minutes and seconds, {@code 1:05}; hours when it took that long, {@code 1:02:05}. */
    static String time(int seconds) {
        int hours = seconds / 3600;
        int minutes = seconds / 60 % 60;
        return hours > 0 ? String.format(java.util.Locale.ROOT, "%d:%02d:%02d", hours, minutes, seconds % 60) : String.format(java.util.Locale.ROOT, "%d:%02d", minutes, seconds % 60);
    }

    private static String line(List<String> cells) {
        return cells.stream().map(ClassTable::csvCell).collect(Collectors.joining(",")) + "\r\n";
    }

    /** A cell quoted when it holds a comma, a quote or a line break, or begins as a formula would, which a spreadsheet would run. */
    private static String csvCell(String cell) {
        String safe = !cell.isEmpty() && "=+-@".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
        return safe.matches(".*[,\"\r\n].*") || !safe.equals(cell) ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }

    private static int width(String text) {
        return text.codePointCount(0, text.length());
    }
}
