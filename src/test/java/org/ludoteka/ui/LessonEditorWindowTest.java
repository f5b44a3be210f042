package org.ludoteka.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;

/**
 * What the lesson editor's window tests share: the editor opened from the menu, a lesson saved into
 * the teacher's folder and opened from it again, and the file checked as {@code verify} checks it.
 */
abstract class LessonEditorWindowTest extends WindowTest {
    @TempDir
    Path teachers;

    DialogFixture openEditor() {
        window.menuItem("recordLessonItem").click();
        return window.dialog("lessonEditor");
    }

    Path save(DialogFixture editor, String name) {
        editor.button("editorSave").click();
        DialogFixture dialog = editor.dialog("lessonFileDialog");
        JFileChooserFixture chooser = dialog.fileChooser("lessonFileChooser");
        TestWindows.approve(chooser, teachers.resolve(name));
        Path saved = teachers.resolve(name.endsWith(".yaml") ? name : name + ".yaml");
        waitUntil("the lesson is saved", () -> Files.exists(saved));
        return saved;
    }

    void reopen(DialogFixture editor, Path file) {
        editor.button("editorOpen").click();
        JFileChooserFixture chooser = editor.dialog("lessonFileDialog").fileChooser("lessonFileChooser");
        TestWindows.approve(chooser, file);
    }

    /** Closes {@code editor}, opens {@code saved} in a new one and gives the steps it lists there. */
    List<String> stepsOpenedAgain(DialogFixture editor, Path saved) {
        editor.button("editorClose").click();
        DialogFixture again = openEditor();
        reopen(again, saved);
        again.label("editorStatus").requireText(saved.getFileName() + " opened.");
        List<String> steps = List.of(again.list("editorSteps").contents());
        again.button("editorClose").click();
        return steps;
    }

    /** The file as {@code verify FILE} reads and checks it: without a problem. */
    static Lesson verified(Path file) throws IOException {
        List<LessonFile> read = LessonLibrary.folder(file);
        assertThat(LessonLibrary.verify(read)).as(Files.readString(file)).isEmpty();
        return read.get(0).lesson().orElseThrow();
    }
}
