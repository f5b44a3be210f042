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
 * Game records as text files, for every game, turn-based or in real time: Save writes the numbered record with the
 * game and its options on a first line; Open reads one from anywhere — as untrusted as a lesson file:
 * its size is checked before it is read, and a bad one is refused in one sentence naming the line,
 * the game on screen kept.
 */
public final class RecordFiles {
    /** The game a record is saved from or opened into: a turn-based session, or a game in real time. */
    public interface Keeper {
        /** Whether a game is under way, which opening a record would drop (after asking). */
        boolean inProgress();

        /** The record file of the game on screen. */
        String recordFile();

        /**
         * Reads the game of a record file and returns what shows it; an {@link InputError} names what is
         * wrong with it. Reading changes nothing on screen, so a bad file is refused before anyone is
         * asked to abandon the game under way.
         */
        Runnable read(String text);

        /** Says in the verdict area what was done. */
        void tell(Feedback feedback);

        /** What the verdict area says once a record is opened. */
        default Feedback opened(String fileName) {
            // a short headline, the explanation below it where sentences wrap
            return Feedback.of(Message.of("window.record.opened.title", fileName), Feedback.Tone.NEUTRAL,
                    List.of(Message.of("window.record.opened")));
        }
    }

    private RecordFiles() {
    }

    static void save(Component parent, Localizer localizer, Session<?, ?> session) {
        save(parent, localizer, keeper(session));
    }

    static void open(Component parent, Localizer localizer, Session<?, ?> session) {
        open(parent, localizer, keeper(session));
    }

    private static Keeper keeper(Session<?, ?> session) {
        return new Keeper() {
            @Override
            public boolean inProgress() {
                return session.inProgress();
            }

            @Override
            public String recordFile() {
                return session.recordFile();
            }

            @Override
            public Runnable read(String text) {
                return session.read(text);
            }

            @Override
            public void tell(Feedback feedback) {
                session.tell(feedback);
            }
        };
    }

    public static void save(Component parent, Localizer localizer, Keeper game) {
        choose(parent, localizer, JFileChooser.SAVE_DIALOG).ifPresent(chosen -> {
            Path file = chosen.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".txt") ? chosen : Path.of(chosen + ".txt");
            try {
                Files.writeString(file, game.recordFile(), StandardCharsets.UTF_8);
                // the file's name in the one-line headline, its whole path below it, where it wraps
                game.tell(Feedback.of(Message.of("window.record.saved", file.getFileName().toString()), Feedback.Tone.NEUTRAL,
                        List.of(Message.of("window.record.savedIn", file.toString()))));
            } catch (IOException e) {
                Dialogs.tell(parent, localizer.text("app.title"), localizer.text("window.export.failed", file.toString(),
                        String.valueOf(e.getMessage())), JOptionPane.ERROR_MESSAGE);
            }
        });
    }

    public static void open(Component parent, Localizer localizer, Keeper game) {
        choose(parent, localizer, JFileChooser.OPEN_DIALOG).ifPresent(file -> {
            Message problem;
            try {
                if (Files.size(file) > GameRecord.MOST_CHARACTERS * 4L) {
                    throw new InputError("window.record.tooLarge", GameRecord.MOST_CHARACTERS);
                }
                Runnable show = game.read(Files.readString(file, StandardCharsets.UTF_8));
                if (game.inProgress() && !Dialogs.agreeToAbandon(parent, localizer)) {
                    return;
                }
                show.run();
                game.tell(game.opened(file.getFileName().toString()));
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
