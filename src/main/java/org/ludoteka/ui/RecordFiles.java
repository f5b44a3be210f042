package org.ludoteka.ui;

import java.awt.Component;
import java.io.File;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.GameRecord;
import org.ludoteka.play.Session;

/**
 * Game records as text files, for every turn-based game: Save writes the numbered record with the
 * game and its options on a first line; Open reads one from anywhere — as untrusted as a lesson file:
 * its size is checked before it is read, and a bad one is refused in one sentence naming the line,
 * the game on screen kept.
 */
final class RecordFiles {
    private RecordFiles() {
    }

    static void save(Component parent, Localizer localizer, Session<?, ?> session) {
        choose(parent, localizer, JFileChooser.SAVE_DIALOG).ifPresent(chosen -> {
            Path file = chosen.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".txt") ? chosen : Path.of(chosen + ".txt");
            try {
                Files.writeString(file, session.recordFile(), StandardCharsets.UTF_8);
                session.tell(Feedback.of(Message.of("window.record.saved", file.toString()), Feedback.Tone.NEUTRAL, List.of()));
            } catch (IOException e) {
                Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                        String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
            }
        });
    }

    static void open(Component parent, Localizer localizer, Session<?, ?> session) {
        choose(parent, localizer, JFileChooser.OPEN_DIALOG).ifPresent(file -> {
            Message problem;
            try {
                if (Files.size(file) > GameRecord.MOST_CHARACTERS * 4L) {
                    throw new InputError("window.record.tooLarge", GameRecord.MOST_CHARACTERS);
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                if (session.inProgress() && !Dialogs.agreeToAbandon(parent, localizer)) {
                    return;
                }
                session.open(text);
                session.tell(Feedback.of(Message.of("window.record.opened", file.getFileName().toString()), Feedback.Tone.NEUTRAL, List.of()));
                return;
            } catch (InputError e) {
                problem = e.problem();
            } catch (MalformedInputException e) {
                problem = Message.of("window.record.notText");
            } catch (IOException e) {
                problem = Message.of("window.notSaved", String.valueOf(e.getMessage()));
            }
            Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.record.cannotOpen", file.getFileName().toString(),
                    problem), JOptionPane.WARNING_MESSAGE);
        });
    }

    private static Optional<Path> choose(Component parent, Localizer localizer, int type) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("recordChooser");
        chooser.setDialogType(type);
        chooser.setFileFilter(new FileNameExtensionFilter(localizer.text("window.record.file"), "txt"));
        int answer = type == JFileChooser.SAVE_DIALOG ? chooser.showSaveDialog(parent) : chooser.showOpenDialog(parent);
        File chosen = chooser.getSelectedFile();
        return answer == JFileChooser.APPROVE_OPTION && chosen != null ? Optional.of(chosen.toPath()) : Optional.empty();
    }
}
