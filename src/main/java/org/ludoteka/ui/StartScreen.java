package org.ludoteka.ui;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.Icon;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;
import org.ludoteka.lesson.LessonFile;
import org.ludoteka.lesson.LessonLibrary;
import org.ludoteka.progress.Glicko2;
import org.ludoteka.progress.Home;
import org.ludoteka.progress.LessonProgress;
import org.ludoteka.progress.PuzzleProgress;
import org.ludoteka.puzzle.PuzzleGames;

/**
 * What the window shows before anything is chosen: each game of the catalogue with a picture of its
 * start, a line on what it is, how far the learner has come (lessons done of its course, the puzzle
 * rating), and three doors: learn the rules, play, puzzles. The doors are buttons, reached by Tab and
 * pressed by Enter. The pictures are painted after the window's first paint, one per event, so that
 * the launch stays quick; the lessons are counted off the event thread.
 */
final class StartScreen extends JPanel implements Scrollable {
    /** The side of a game's picture at 100 % in a window of ordinary height. */
    private static final int PICTURE = 132;
    /** How much larger a picture grows where the window has the height for it (a projector, a 4K screen). */
    private static final int MOST_GROWTH = 2;

    /** Where each door leads; the window knows the screens. */
    interface Doors {
        void learn(GameKit kit);

        void play(GameKit kit);

        void puzzles(GameKit kit);
    }

    private final Localizer localizer;
    private final Home home;
    private final Consumer<Message> damaged;
    private final Map<GameKit, JLabel> pictures = new LinkedHashMap<>();
    private final Map<GameKit, JLabel> standings = new LinkedHashMap<>();
    private final Map<GameKit, JButton> firstDoors = new LinkedHashMap<>();
    /** The pictures painted, by game, for the look and zoom they were painted in. */
    private final Map<GameKit, Icon> painted = new HashMap<>();
    private Object paintedFor;
    /** The side of the pictures now, in pixels: the room of the window's height, within its bounds. */
    private int side = UIScale.scale(PICTURE);
    /** The shipped lessons' ids of each game, in course order, once counted. */
    private Map<String, List<String>> lessonsByGame;
    private boolean counting;

    /** {@code damaged} is told of a progress file found damaged (and put aside) as it is read. */
    StartScreen(Localizer localizer, Home home, Doors doors, Consumer<Message> damaged) {
        // the cards stand as one column in the middle of the room, so that a large screen is not empty
        // but for its upper left corner; a narrow window shrinks them, their summaries wrap
        super(new MigLayout("insets 0, wrap 1, gapy para, align center center", "[]"));
        this.localizer = localizer;
        this.home = home;
        this.damaged = damaged;
        setName("startScreen");
        setOpaque(false);
        for (GameKit kit : Kits.ALL) {
            add(card(kit, doors), "wmin 0, wmax 100%");
        }
        localizer.bind(this::refresh);
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                fitPictures();
            }
        });
    }

    private JPanel card(GameKit kit, Doors doors) {
        String id = kit.game().id();
        JPanel card = new JPanel(new MigLayout("insets 0, gapx para", "[][grow, fill]", "[top]"));
        card.setName("start." + id);
        card.setOpaque(false);
        JLabel picture = new JLabel() {
            /** Room for the picture before it is painted, so that nothing moves when it comes. */
            @Override
            public Dimension getPreferredSize() {
                return new Dimension(side, side);
            }

            @Override
            public Dimension getMinimumSize() {
                return getPreferredSize();
            }
        };
        picture.setName("start." + id + ".picture");
        pictures.put(kit, picture);
        JLabel name = new JLabel();
        name.setName("start." + id + ".name");
        Looks.heading(name, "h3");
        localizer.bind(() -> name.setText(localizer.text("game." + id)));
        WrappingLabel summary = new WrappingLabel("start." + id + ".summary", 44);
        localizer.bind(() -> summary.setText(localizer.text("game." + id + ".summary")));
        JLabel standing = new JLabel();
        standing.setName("start." + id + ".standing");
        standing.putClientProperty("FlatLaf.styleClass", "small");
        standings.put(kit, standing);
        JButton learn = door(id, "learn", () -> doors.learn(kit));
        JButton play = door(id, "play", () -> doors.play(kit));
        JButton puzzles = door(id, "puzzles", () -> doors.puzzles(kit));
        puzzles.setEnabled(hasPuzzles(kit));
        firstDoors.put(kit, learn);
        JPanel text = new JPanel(new MigLayout("insets 0, wrap 1, gapy 4", "[grow, fill]"));
        text.setOpaque(false);
        text.add(name);
        text.add(summary, "wmin 0");
        text.add(standing);
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][][]"));
        buttons.setOpaque(false);
        buttons.add(learn);
        buttons.add(play);
        buttons.add(puzzles);
        text.add(buttons, "gaptop 4");
        card.add(picture);
        card.add(text, "wmin 0");
        return card;
    }

    private JButton door(String id, String which, Runnable opened) {
        JButton door = new JButton();
        door.setName("start." + id + "." + which);
        localizer.bindText(door, "start.door." + which);
        door.addActionListener(e -> opened.run());
        return door;
    }

    /** Whether the puzzle trainer has puzzles of {@code kit}'s game; the start screen says so plainly when it has none. */
    static boolean hasPuzzles(GameKit kit) {
        return PuzzleGames.of(kit.game().id(), Map.of()).isPresent();
    }

    /** The first game's first door takes the focus, so that Tab and Enter go through the doors from the start. */
    void takeFocus() {
        firstDoors.values().stream().findFirst().ifPresent(JButton::requestFocusInWindow);
    }

    /**
     * Once the window is on screen: counts the lessons (off the event thread) and paints the pictures
     * (one per event); again with each look or zoom, whose colours and sizes the pictures follow.
     */
    void fillIn() {
        if (lessonsByGame == null && !counting) {
            countLessons();
        }
        paintPictures();
        refresh();
    }

    /** Paints the pictures again, one per event, when the look, the zoom or the room's height has changed since they were. */
    private void paintPictures() {
        int fitting = sideFor(roomHeight());
        if (fitting != side) {
            side = fitting;
            revalidate(); // every card makes room for its picture's new side at once, before it is painted
        }
        Object look = UIManager.getLookAndFeel().getClass().getName() + "@" + UIScale.getZoomFactor() + "@" + side;
        if (!look.equals(paintedFor)) {
            paintedFor = look;
            painted.clear();
            paintNext(List.copyOf(pictures.keySet()), 0, look);
        }
    }

    private int roomHeight() {
        return getParent() == null ? 0 : getParent().getHeight();
    }

    private void paintNext(List<GameKit> kits, int index, Object look) {
        if (index >= kits.size() || !look.equals(paintedFor)) {
            return;
        }
        GameKit kit = kits.get(index);
        Icon icon = new ImageIcon(picture(kit, side));
        painted.put(kit, icon);
        pictures.get(kit).setIcon(icon);
        SwingUtilities.invokeLater(() -> paintNext(kits, index + 1, look));
    }

    private BufferedImage picture(GameKit kit, int pixels) {
        return GamePictures.start(kit, localizer, pixels);
    }

    /**
     * The pictures' side for a room {@code height} pixels high: the four cards fill it, the pictures no
     * smaller than at their zoom's ordinary size and no more than {@link #MOST_GROWTH} times it.
     */
    static int sideFor(int height, int games, int ordinary, int gap) {
        int fit = (height - (games - 1) * gap) / Math.max(1, games) - gap;
        return Math.max(ordinary, Math.min(fit, ordinary * MOST_GROWTH));
    }

    private int sideFor(int height) {
        return sideFor(height, pictures.size(), UIScale.scale(PICTURE), UIScale.scale(24));
    }

    /** Paints the pictures again when the room's height calls for another size (not for a few pixels). */
    private void fitPictures() {
        if (paintedFor != null && Math.abs(sideFor(roomHeight()) - side) >= UIScale.scale(12)) {
            paintPictures(); // only the pictures: a resize reads no progress file
        }
    }

    private void countLessons() {
        counting = true;
        new SwingWorker<Map<String, List<String>>, Void>() {
            @Override
            protected Map<String, List<String>> doInBackground() {
                return lessonIds(LessonLibrary.shipped());
            }

            @Override
            protected void done() {
                counting = false;
                try {
                    lessonsByGame = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    lessonsByGame = Map.of(); // the lessons screen will tell what is wrong with them
                }
                refresh();
            }
        }.execute();
    }

    /** The ids of the lessons that could be read, by game, in course order. */
    static Map<String, List<String>> lessonIds(List<LessonFile> files) {
        Map<String, List<String>> byGame = new LinkedHashMap<>();
        files.forEach(file -> file.lesson().ifPresent(
                lesson -> byGame.computeIfAbsent(lesson.game(), game -> new java.util.ArrayList<>()).add(lesson.id())));
        return byGame;
    }

    /** Says again how far the learner has come, e.g. back from a lesson. */
    void refresh() {
        LessonProgress lessons = read(home.loadLessonProgress());
        PuzzleProgress puzzles = read(home.loadPuzzleProgress());
        standings.forEach((kit, label) -> label.setText(standing(kit, lessons, puzzles)));
    }

    private <T> T read(Home.Loaded<T> loaded) {
        loaded.problem().ifPresent(damaged);
        return loaded.value();
    }

    private String standing(GameKit kit, LessonProgress lessons, PuzzleProgress puzzles) {
        String id = kit.game().id();
        String course = Optional.ofNullable(lessonsByGame).map(all -> all.getOrDefault(id, List.of()))
                .map(ids -> localizer.text("start.lessonsDone", ids.stream().filter(lessons::isDone).count(), ids.size()))
                .orElse(localizer.text("start.lessonsCounting"));
        String puzzle;
        if (!hasPuzzles(kit)) {
            puzzle = localizer.text("start.noPuzzles");
        } else if (puzzles.attempts(id).isEmpty()) {
            puzzle = localizer.text("start.noRatingYet");
        } else {
            Glicko2 rating = puzzles.rating(id);
            puzzle = localizer.text("start.rating", Math.round(rating.rating()));
        }
        return course + " · " + puzzle;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return UIScale.scale(24);
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return visible.height;
    }

    /** As wide as the window gives: the summaries wrap, nothing scrolls sideways. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    /** As high as the window gives when it has more room than the cards need, so that they stand in its middle. */
    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof javax.swing.JViewport viewport && viewport.getHeight() > getPreferredSize().height;
    }

    /** For tests: the side of the pictures now. */
    int pictureSide() {
        return side;
    }

    /** For tests: the picture of each game once painted. */
    Optional<Icon> pictureOf(GameKit kit) {
        return Optional.ofNullable(painted.get(kit));
    }
}
