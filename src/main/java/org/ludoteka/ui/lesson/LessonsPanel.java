package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.LessonBoards;
import org.ludoteka.ui.Presentable;
import java.awt.CardLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.SwingWorker;
import org.ludoteka.lesson.Lesson;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.lesson.LessonProblem;
import org.ludoteka.lesson.LessonReplay;
import org.ludoteka.core.Message;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.LessonProgress;

/**
 * The lessons: the list of courses (the program's own, then each teacher's folder opened) and the
 * lesson screen once one is opened. It keeps the learner's progress, saved at every step, so that
 * the marks and the place in a lesson outlive the program.
 */
public final class LessonsPanel extends JPanel implements Presentable, LessonScreen.Keeper, LessonListPanel.Describer {
    private static final String LIST_CARD = "list";
    private static final String SCREEN_CARD = "screen";

    private final LessonBoards boards;
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
    /** The lessons being read and checked off the event thread, if any, and how many readings were started or stopped. */
    private SwingWorker<Read, Void> reading;
    private int readings;

    /** {@code damaged} is told when the progress file was damaged and put aside. */
    public LessonsPanel(Localizer localizer, Home home, Action openFolder, Consumer<IOException> notSaved, Consumer<Message> damaged) {
        this.localizer = localizer;
        this.boards = new LessonBoards(localizer);
        this.home = home;
        this.notSaved = notSaved;
        setLayout(cards);
        setName("lessonsPanel");
        Home.Loaded<LessonProgress> loaded = home.loadLessonProgress();
        loaded.problem().ifPresent(damaged);
        progress = loaded.value();
        list = new LessonListPanel(localizer, this, this::open, openFolder);
        screen = new LessonScreen(localizer, this);
        boards.bindKeysOn(screen); // a board's letters work after Hint or Next, without a click on the board first
        add(list, LIST_CARD);
        add(screen, SCREEN_CARD);
    }

    /** Shows the list; the program's own lessons are read and checked the first time, off the event thread. */
    public void showList() {
        showList(Optional.empty());
    }

    /**
     * Adds a teacher's folder as a course of its own (again, if it was opened before) and lists it,
     * once it is read and checked off the event thread: a big folder never freezes the window.
     */
    public void addFolder(Path folder) {
        Path where = folder.toAbsolutePath().normalize();
        screen.close();
        cards.show(this, LIST_CARD);
        read(Optional.of(folder), course -> {
            folders.remove(where); // opened again, it goes last, as read now
            folders.put(where, course.orElseThrow());
            listed(course.orElseThrow().lessons().stream().findFirst());
        });
    }

    /** The lesson open on screen, if the lesson screen (not the list) is shown. */
    public Optional<LessonReplay<?, ?>> shownLesson() {
        return screen.isVisible() && isShowing() ? screen.shownLesson() : Optional.empty();
    }

    /** The lesson open on screen with what the teacher drew on its steps, for its handout. */
    public Optional<DrawnLesson> drawnLesson() {
        return screen.isVisible() && isShowing() ? screen.drawnLesson() : Optional.empty();
    }

    @Override
    public boolean goOn() {
        return screen.isVisible() && screen.goOn();
    }

    @Override
    public boolean goBack() {
        return screen.isVisible() && screen.goBack();
    }

    /** The lesson's column while a lesson is open; the list of lessons has none. */
    @Override
    public Optional<JComponent> sideColumn() {
        return screen.isVisible() ? Optional.of(screen.sideColumn()) : Optional.empty();
    }

    /** The window shows something else: nothing may go on moving here, and lessons still being read are dropped. */
    public void hideLessons() {
        screen.close();
        stopReading();
    }

    /**
     * Opens the course of {@code game} (its id) at the first lesson the learner has not done, or lists
     * it when every lesson is done; the program's lessons are read first if they are not yet.
     */
    public void openCourse(String game) {
        screen.close();
        cards.show(this, LIST_CARD);
        Runnable open = () -> {
            List<LessonCourse.Entry> course = shipped.stream().flatMap(c -> c.lessons().stream())
                    .filter(entry -> entry.lesson().filter(lesson -> lesson.game().equals(game)).isPresent()).toList();
            course.stream().filter(entry -> mark(entry) == LessonListPanel.Mark.NOT_YET).findFirst()
                    .ifPresentOrElse(this::open, () -> listed(course.stream().findFirst()));
        };
        if (shipped.isEmpty()) {
            read(Optional.empty(), none -> open.run());
        } else {
            stopReading();
            list.show(allCourses(), Optional.empty()); // the list as it stands, in case a folder's reading was stopped
            open.run();
        }
    }

    /** Lessons are being read and checked. */
    public boolean isReading() {
        return reading != null;
    }

    private void showList(Optional<LessonCourse.Entry> selected) {
        screen.close();
        cards.show(this, LIST_CARD);
        if (shipped.isEmpty()) {
            read(Optional.empty(), none -> listed(selected));
        } else if (reading == null) {
            listed(selected);
        }
    }

    private void listed(Optional<LessonCourse.Entry> selected) {
        list.show(allCourses(), selected);
        list.takeFocus();
    }

    /** What a reading brought: the program's courses if they were still to read, and the folder's. */
    private record Read(List<LessonCourse> shipped, Optional<LessonCourse> folder) {
    }

    /**
     * Reads and checks the program's lessons if that is still to be done, and {@code folder}'s, on
     * a worker thread; {@code then} gets the folder's course on the event thread, unless the reading
     * was stopped or another one started meanwhile.
     */
    private void read(Optional<Path> folder, Consumer<Optional<LessonCourse>> then) {
        stopReading();
        boolean withShipped = shipped.isEmpty();
        int asked = readings;
        list.showReading();
        reading = new SwingWorker<>() {
            @Override
            protected Read doInBackground() {
                return new Read(withShipped ? LessonCatalog.shipped(LessonLibrary.shipped()) : List.of(), folder.map(LessonCatalog::folder));
            }

            @Override
            protected void done() {
                if (asked != readings) {
                    return;
                }
                reading = null;
                try {
                    Read read = get();
                    shipped.addAll(read.shipped());
                    then.accept(read.folder());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    throw new IllegalStateException("the lessons could not be read", e.getCause());
                }
            }
        };
        reading.execute();
    }

    private void stopReading() {
        readings++;
        if (reading != null) {
            reading.cancel(true);
            reading = null;
        }
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
        return progress.isDone(entry.lesson().orElseThrow().id()) ? LessonListPanel.Mark.DONE : LessonListPanel.Mark.NOT_YET;
    }

    @Override
    public String name(LessonCourse.Entry entry) {
        if (entry.problem().isPresent()) {
            return localizer.text("window.lessons.broken", entry.fileName() + ":" + entry.problem().get().line());
        }
        return entry.lesson().orElseThrow().title().in(localizer.language());
    }

    @Override
    public String detail(LessonCourse.Entry entry) {
        if (entry.problem().isPresent()) {
            LessonProblem problem = entry.problem().get();
            return localizer.text("window.lessons.brokenDetail",
                    problem.file() + ":" + problem.line() + ": " + localizer.text(problem.problem()));
        }
        Lesson lesson = entry.lesson().orElseThrow();
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

    private void remember(LessonProgress changed) {
        progress = changed;
        try {
            home.saveLessonProgress(changed);
        } catch (IOException e) {
            notSaved.accept(e);
        }
    }
}
