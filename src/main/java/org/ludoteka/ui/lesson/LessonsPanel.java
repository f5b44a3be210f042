package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.LessonBoards;
import java.awt.CardLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JPanel;
import org.ludoteka.games.Games;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonProblem;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.LessonProgress;

/**
 * The lessons: the list of courses (the program's own, then each teacher's folder opened) and the
 * lesson screen once one is opened. It keeps the learner's progress, saved at every step, so that
 * the marks and the place in a lesson outlive the program.
 */
public final class LessonsPanel extends JPanel implements LessonScreen.Keeper, LessonListPanel.Describer {
    private static final String LIST_CARD = "list";
    private static final String SCREEN_CARD = "screen";

    private final LessonBoards boards = new LessonBoards();
    private final CardLayout cards = new CardLayout();
    private final Localizer localizer;
    private final Home home;
    private final Consumer<IOException> notSaved;
    private final LessonListPanel list;
    private final LessonScreen screen;
    private final List<LessonCourse> shipped = new ArrayList<>();
    /** The teachers' folders opened, by where they are, in the order they were opened. */
    private final Map<Path, LessonCourse> folders = new LinkedHashMap<>();
    private LessonProgress progress;

    public LessonsPanel(Localizer localizer, Home home, Action openFolder, Consumer<IOException> notSaved) {
        this.localizer = localizer;
        this.home = home;
        this.notSaved = notSaved;
        setLayout(cards);
        setName("lessonsPanel");
        progress = home.loadLessonProgress();
        list = new LessonListPanel(localizer, this, this::open, openFolder);
        screen = new LessonScreen(localizer, this);
        add(list, LIST_CARD);
        add(screen, SCREEN_CARD);
    }

    /** Shows the list; the program's own lessons are read and checked the first time. */
    public void showList() {
        showList(Optional.empty());
    }

    /** Adds a teacher's folder as a course of its own (again, if it was opened before) and lists it. */
    public void addFolder(Path folder) {
        LessonCourse course = LessonCatalog.folder(folder);
        Path where = folder.toAbsolutePath().normalize();
        folders.remove(where); // opened again, it goes last, as read now
        folders.put(where, course);
        showList(course.lessons().stream().findFirst());
    }

    /** The lesson open on screen, if the lesson screen (not the list) is shown. */
    public Optional<LessonReplay<?, ?>> shownLesson() {
        return screen.isVisible() && isShowing() ? screen.shownLesson() : Optional.empty();
    }

    /** The window shows something else: nothing may go on moving here. */
    public void hideLessons() {
        screen.close();
    }

    private void showList(Optional<LessonCourse.Entry> selected) {
        if (shipped.isEmpty()) {
            shipped.addAll(LessonCatalog.shipped(LessonLibrary.shipped()));
        }
        screen.close();
        list.show(allCourses(), selected);
        cards.show(this, LIST_CARD);
        list.takeFocus();
    }

    private void open(LessonCourse.Entry entry) {
        Lesson lesson = entry.lesson().orElseThrow();
        LessonReplay<?, ?> replay = LessonReplay.of(lesson);
        screen.open(replay, boards.forGame(replay.game()).orElseThrow(), progress.isDone(lesson.id()) ? 0 : progress.reached(lesson.id()));
        cards.show(this, SCREEN_CARD);
        screen.takeFocus();
    }

    @Override
    public void reached(Lesson lesson, int step) {
        remember(progress.at(lesson.id(), step));
    }

    @Override
    public void finished(Lesson lesson) {
        remember(progress.finished(lesson.id()));
    }

    @Override
    public void leave(Lesson lesson) {
        showList(entryOf(lesson));
    }

    /** The next lesson of the same course that can be opened: a clicker alone runs a whole course. */
    @Override
    public Optional<Lesson> lessonAfter(Lesson lesson) {
        for (LessonCourse course : allCourses()) {
            List<LessonCourse.Entry> lessons = course.lessons();
            for (int i = 0; i < lessons.size(); i++) {
                if (lessons.get(i).lesson().filter(lesson::equals).isPresent()) {
                    return lessons.subList(i + 1, lessons.size()).stream()
                            .filter(entry -> mark(entry).opens()).findFirst().flatMap(LessonCourse.Entry::lesson);
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public void open(Lesson lesson) {
        entryOf(lesson).ifPresent(this::open);
    }

    private Optional<LessonCourse.Entry> entryOf(Lesson lesson) {
        return allCourses().stream().flatMap(c -> c.lessons().stream())
                .filter(e -> e.lesson().filter(lesson::equals).isPresent()).findFirst();
    }

    @Override
    public LessonListPanel.Mark mark(LessonCourse.Entry entry) {
        if (entry.broken()) {
            return LessonListPanel.Mark.BROKEN;
        }
        if (board(entry).isEmpty()) {
            return LessonListPanel.Mark.NO_BOARD;
        }
        return progress.isDone(entry.lesson().orElseThrow().id()) ? LessonListPanel.Mark.DONE : LessonListPanel.Mark.NOT_YET;
    }

    @Override
    public String name(LessonCourse.Entry entry) {
        if (entry.problem().isPresent()) {
            return localizer.text("window.lessons.broken", entry.fileName() + ":" + entry.problem().get().line());
        }
        String title = entry.lesson().orElseThrow().title().in(localizer.language());
        return board(entry).isPresent() ? title : localizer.text("window.lessons.noBoardShort", title);
    }

    @Override
    public String detail(LessonCourse.Entry entry) {
        if (entry.problem().isPresent()) {
            LessonProblem problem = entry.problem().get();
            return localizer.text("window.lessons.brokenDetail",
                    problem.file() + ":" + problem.line() + ": " + localizer.text(problem.problem()));
        }
        Lesson lesson = entry.lesson().orElseThrow();
        if (board(entry).isEmpty()) {
            String game = Games.byId(lesson.game()).map(g -> localizer.text(g.nameKey())).orElse(lesson.game());
            return localizer.text("window.lessons.noBoard", game, entry.file());
        }
        String state = progress.isDone(lesson.id()) ? "window.lessons.done"
                : progress.reached(lesson.id()) > 0 ? "window.lessons.begun" : "window.lessons.notBegun";
        return localizer.text("window.lessons.detail", lesson.steps().size(), localizer.text(state, progress.reached(lesson.id()) + 1));
    }

    @Override
    public String courseName(LessonCourse course) {
        return localizer.text(course.title());
    }

    private List<LessonCourse> allCourses() {
        List<LessonCourse> courses = new ArrayList<>(shipped);
        courses.addAll(folders.values());
        return courses;
    }

    private Optional<LessonBoard<?, ?>> board(LessonCourse.Entry entry) {
        return entry.lesson().flatMap(lesson -> Games.byId(lesson.game())).flatMap(Games.Entry::engine).flatMap(boards::forGame);
    }

    private void remember(LessonProgress changed) {
        progress = changed;
        try {
            home.saveLessonProgress(changed);
        } catch (IOException e) {
            notSaved.accept(e);
        }
    }
}
