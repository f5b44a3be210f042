package org.ludoteka.ui;

import org.ludoteka.play.SavableGame;
import org.ludoteka.ui.lesson.LessonsPanel;
import org.ludoteka.ui.lesson.LessonsMenu;
import org.ludoteka.ui.lesson.LessonFolderDialog;
import org.ludoteka.ui.homework.HomeworkDesk;
import org.ludoteka.ui.puzzle.PuzzleAssignment;
import org.ludoteka.ui.lesson.editor.LessonEditor;
import org.ludoteka.ui.puzzle.PuzzlesMenu;
import org.ludoteka.ui.puzzle.PuzzlesPanel;
import com.formdev.flatlaf.util.UIScale;
import java.awt.CardLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.event.KeyEvent;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.stream.Stream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Game;
import org.ludoteka.core.Message;
import org.ludoteka.games.Games;
import org.ludoteka.i18n.Language;
import org.ludoteka.progress.Home;
import org.ludoteka.puzzle.PersonalPuzzles;
import org.ludoteka.progress.SavedGame;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;
import org.ludoteka.progress.WindowPlacement;
import org.ludoteka.ui.export.ExportDialogs;

/**
 * The program's window: the game chooser on the left, the chosen game's board (or the lessons,
 * or the puzzles) on the right, and the menus. It remembers the settings
 * when they change, saves a game in progress when it closes and offers it again when it opens.
 * Like every frame here, its constructor neither packs, places nor shows it (STACK.md §5.1).
 */
final class MainFrame extends JFrame {
    private static final String NOTICE_CARD = "notice";
    private static final String LESSONS_CARD = "lessons";
    private static final String PUZZLES_CARD = "puzzles";
    /**
     * The room the game area asks for, its screens built or not, is what the largest screen asks,
     * Ta Yü's: its board (600 × 720 at 100 %) with the margins around it, which grow with the zoom,
     * and beside it a column {@value #GAME_ROOM_COLUMNS} characters of the window's font wide, which
     * grows with the font. The window opens this large before its screens are built, as large as they
     * ask once they are (LaunchGuiTest checks it in every language). The height has room for the
     * tallest column too: with the set-up, review and record buttons, a column in Czech at 100 % asks
     * a few pixels more than Ta Yü's board.
     */
    private static final Dimension GAME_ROOM = new Dimension(640, 752);
    private static final int GAME_ROOM_COLUMNS = 38;

    private final Home home;
    private final Localizer localizer;
    /** Each game's screen, built on demand, a card named by its game's id, in the catalogue's order. */
    private final Map<GameKit, OnDemand<GameScreen>> screens = new LinkedHashMap<>();
    private final NoticePanel noticePanel;
    private final StartScreen start;
    private final OnDemand<LessonsPanel> lessonsPanel;
    private final OnDemand<PuzzlesPanel> puzzlesPanel;
    private final GameChooserPanel chooser;
    private final JSeparator chooserEdge = new JSeparator(SwingConstants.VERTICAL);
    private final MainMenuBar menus;
    private final PresentationMode presentation;
    /** The menus' shortcuts, bound on the root pane while presentation mode hides the menus. */
    private final MenuShortcuts shortcuts;
    private final CardLayout cards = new CardLayout();
    private final JPanel gameArea = new JPanel(cards) {
        /** At least the room of the largest screen, also while the screens are not built yet (see {@link #GAME_ROOM}). */
        @Override
        public Dimension getPreferredSize() {
            Dimension built = super.getPreferredSize();
            Dimension room = UIScale.scale(new Dimension(GAME_ROOM));
            room.width += WrappingLabel.columnsWidth(this, GAME_ROOM_COLUMNS);
            return new Dimension(Math.max(built.width, room.width), Math.max(built.height, room.height));
        }
    };
    private Settings settings;
    /** The window's bounds while neither maximised nor presenting, remembered for the next start. */
    private Rectangle normalBounds;
    /** The window's bounds before a zoom made it grow, given back when the zoom goes down again. */
    private Rectangle boundsBeforeZoom;
    /** Files of settings or progress found damaged (and put aside) while the window was built, told once it shows. */
    private final List<Message> damagedFiles = new ArrayList<>();
    private Games.Entry shown;
    /** Whether the saved games have been offered, which the window does once its screens are built. */
    private boolean savedGamesOffered;

    MainFrame(Home home, Settings settings, Localizer localizer, Duration thinkBudget) {
        this.home = home;
        this.settings = settings;
        this.localizer = localizer;
        setName("mainFrame");
        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        // each game's screen a card named by its game's id, switched off until it is chosen, with the rule options of the
        // settings as they are when it is built
        for (GameKit kit : Kits.ALL) {
            screens.put(kit, new OnDemand<>(() -> {
                GameScreen screen = kit.screen(localizer, thinkBudget);
                screen.keepMistakesIn(new PersonalPuzzles(home.personalPuzzlesFolder()));
                card(screen.component(), kit.game().id());
                screen.setActive(false);
                if (kit.optionsInSettings()) {
                    screen.useRuleOptions(SettingsDialog.startingOptions(kit.game(), this.settings));
                }
                return screen;
            }));
        }
        start = new StartScreen(localizer, home, new StartScreen.Doors() {
            @Override
            public void learn(GameKit kit) {
                showCourse(kit.game().id());
            }

            @Override
            public void play(GameKit kit) {
                Games.Entry entry = Games.byId(kit.game().id()).orElseThrow();
                chooser.selectQuietly(entry);
                show(entry);
            }

            @Override
            public void puzzles(GameKit kit) {
                showPuzzles(kit.game().id());
            }
        }, damagedFiles::add);
        noticePanel = new NoticePanel(localizer, start);
        Action showLessons = Actions.create(localizer, "window.lessons.show", this::showLessons);
        Action openLessonFolder = Actions.create(localizer, "window.lessons.openFolder", this::chooseLessonFolder);
        lessonsPanel = new OnDemand<>(() -> card(new LessonsPanel(localizer, home, openLessonFolder, this::tellNotSaved, damagedFiles::add),
                LESSONS_CARD));
        Action showPuzzles = Actions.create(localizer, "window.puzzles.show", this::showPuzzles);
        puzzlesPanel = new OnDemand<>(() -> card(new PuzzlesPanel(localizer, home, this::tellNotSaved, new PuzzlesPanel.PlayOn() {
            @Override
            public void playOn(String game, Map<String, String> options, String position) {
                MainFrame.this.playOn(game, options, position);
            }

            @Override
            public boolean offers(String game) {
                return Kits.byId(game).map(kit -> screens.get(kit).get().playsOn()).orElse(false);
            }
        }, damagedFiles::add), PUZZLES_CARD));
        chooser = new GameChooserPanel(localizer, this::choose, showLessons, this::showStart);
        gameArea.add(noticePanel, NOTICE_CARD);
        cards.show(gameArea, NOTICE_CARD);

        JPanel content = new JPanel(new MigLayout("insets 0, gap 0, fill", "[][][grow, fill]", "[grow, fill]"));
        content.add(chooser, "growy, hidemode 2");
        content.add(chooserEdge, "growy, hidemode 2");
        content.add(gameArea, "grow, push");
        setContentPane(content);
        menus = new MainMenuBar(localizer, settings, new MainMenuBar.Choices(
                this::changeLanguage, this::changeTheme, this::changeZoom, this::zoomFits, this::showGameList,
                this::togglePresentation, this::showStart, this::close));
        menus.addToGameMenu("settingsItem", Actions.create(localizer, "window.settings", this::askSettings));
        menus.addToGameMenu("exportBoardItem", Actions.withShortcut(Actions.create(localizer, "window.export.board",
                () -> ExportDialogs.exportBoard(this, localizer, shownBoard())), KeyEvent.VK_E));
        Action exportHandout = Actions.create(localizer, "window.export.handout",
                () -> ExportDialogs.exportHandout(this, localizer, lessonsPanel.ifBuilt().flatMap(LessonsPanel::drawnLesson)));
        Action recordLesson = Actions.create(localizer, "window.lessons.record", this::recordLesson);
        menus.add(new LessonsMenu(localizer, showLessons, openLessonFolder, recordLesson, exportHandout), 1);
        PuzzlesMenu puzzlesMenu = new PuzzlesMenu(localizer, showPuzzles);
        new HomeworkDesk(this, localizer, this::assignHomework, this::trainersPuzzle).addTo(puzzlesMenu);
        menus.add(puzzlesMenu, 2);
        menus.add(new HelpMenu(localizer, menus));
        setJMenuBar(menus);
        shortcuts = new MenuShortcuts(getRootPane(), menus);
        menus.bindZoomKeys(getRootPane());
        presentation = new PresentationMode(this, List.of(chooser, chooserEdge, menus), this::presented, this::presenting);
        applyToBoards(settings);
        localizer.bind(this::retitle);
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                remember();
            }

            @Override
            public void componentMoved(ComponentEvent e) {
                remember();
            }

            /** The bounds of the window not maximised, which a maximised window gives back when it is restored. */
            private void remember() {
                if ((getExtendedState() & Frame.MAXIMIZED_BOTH) == 0 && !presentation.isPresenting()) {
                    normalBounds = getBounds();
                }
            }
        });
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                close();
            }
        });
    }

    private <T extends JComponent> T card(T screen, String name) {
        gameArea.add(screen, name); // hidden: the notice, added first, is the card shown until another is chosen
        return screen;
    }

    /**
     * Builds the screens the launch left for after its first paint, one per event so that the window
     * answers in between (a game chosen meanwhile is built at once), then runs {@code then}; it stops
     * if the window is closed meanwhile.
     */
    void buildRemainingScreens(Runnable then) {
        start.fillIn();
        List<OnDemand<?>> all = new ArrayList<>(screens.values());
        all.add(lessonsPanel);
        all.add(puzzlesPanel);
        buildEach(all.iterator(), then);
    }

    private void buildEach(Iterator<OnDemand<?>> screens, Runnable then) {
        if (!isDisplayable()) {
            return; // closed meanwhile
        }
        if (!screens.hasNext()) {
            then.run();
            return;
        }
        screens.next().get();
        SwingUtilities.invokeLater(() -> buildEach(screens, then));
    }

    /** The largest board on screen: a game's, a lesson's or a puzzle's; none while a list or a notice is shown. */
    private Optional<JComponent> shownBoard() {
        return boardsIn(gameArea).filter(Component::isShowing)
                .max(Comparator.comparingInt(board -> board.getWidth() * board.getHeight()));
    }

    private static Stream<JComponent> boardsIn(Container container) {
        return Arrays.stream(container.getComponents()).flatMap(child -> child instanceof BoardComponent board ? Stream.of(board)
                : child instanceof Container inner ? boardsIn(inner) : Stream.empty());
    }

    /** Keeps the window inside the screen's free area: no larger than it, and moved onto it if the zoom pushed it off. */
    void fitToScreen() {
        if ((getExtendedState() & Frame.MAXIMIZED_BOTH) == 0 && !presentation.isPresenting()) {
            Rectangle inside = Dialogs.inside(getBounds(), freeArea());
            if (!inside.equals(getBounds())) {
                setBounds(inside);
            }
        }
    }

    /** The screen's room for a window: all of it but the task bars. */
    private Dimension freeScreen() {
        return freeArea().getSize();
    }

    private Rectangle freeArea() {
        return Dialogs.freeArea(getGraphicsConfiguration());
    }

    /**
     * Where the window opens: where it was last time, moved onto the screen's free area if the screen has
     * changed; the first time, the whole free area. Called once packed, before it shows.
     */
    void placeAtLaunch(Optional<WindowPlacement> last) {
        Rectangle free = freeArea();
        Rectangle bounds = last.map(placed -> Dialogs.inside(new Rectangle(placed.x(), placed.y(), placed.width(), placed.height()), free))
                .orElse(free);
        Dimension least = getMinimumSize();
        bounds.setSize(Math.min(Math.max(bounds.width, least.width), free.width), Math.min(Math.max(bounds.height, least.height), free.height));
        setBounds(Dialogs.inside(bounds, free));
        normalBounds = getBounds();
        if (last.map(WindowPlacement::maximized).orElse(false)) {
            setExtendedState(getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
    }

    /** Where the window is and whether it is maximised, as the next start should open it. */
    WindowPlacement placement() {
        Rectangle bounds = normalBounds != null && (getExtendedState() & Frame.MAXIMIZED_BOTH) != 0 ? normalBounds : getBounds();
        return new WindowPlacement(bounds.x, bounds.y, Math.max(1, bounds.width), Math.max(1, bounds.height),
                (getExtendedState() & Frame.MAXIMIZED_BOTH) != 0);
    }

    /**
     * Settles the zoom the window opens at. It lowers the zoom for this run until everything the window
     * holds fits on a screen with {@code free} room, e.g. a zoom of 200 % remembered from a projector and
     * opened on a small laptop; what was remembered is kept for the projector. At a zoom above 100 % the
     * game list starts folded, as choosing that zoom from the View menu folds it, to leave the board its room.
     */
    void holdZoomTo(Dimension free) {
        int zoom = Math.round(UIScale.getZoomFactor() * 100);
        for (int i = Settings.ZOOMS.indexOf(zoom); i > 0 && !fits(Settings.ZOOMS.get(i), free); i--) {
            Looks.change(settings.theme(), Settings.ZOOMS.get(i - 1));
            menus.showZoom(Settings.ZOOMS.get(i - 1));
        }
        if (UIScale.getZoomFactor() > 1f) {
            showGameList(false);
        }
    }

    void holdZoomToScreen() {
        holdZoomTo(freeScreen());
    }

    private boolean zoomFits(int zoomPercent) {
        return fits(zoomPercent, freeScreen());
    }

    /** Whether the least room the window needs at {@code zoomPercent} (every size scales with the zoom) fits in {@code free}. */
    private boolean fits(int zoomPercent, Dimension free) {
        Dimension least = getMinimumSize();
        float scale = zoomPercent / (UIScale.getZoomFactor() * 100);
        return least.width * scale <= free.width && least.height * scale <= free.height;
    }

    /** The game list folds away to leave the board more room, or comes back. */
    private void showGameList(boolean shown) {
        chooser.setVisible(shown);
        chooserEdge.setVisible(shown);
        menus.showGameListShown(shown);
        welcome(presentation.isPresenting());
        validate();
        repaint();
        if (shown) {
            chooser.takeFocus(); // a list brought back by F9 is there to choose from, by the keyboard too
        }
    }

    private void presenting(boolean presenting) {
        menus.showPresenting(presenting);
        if (presenting) {
            shortcuts.bind();
        } else {
            shortcuts.unbind();
        }
        welcome(presenting);
    }

    /** The welcome points at the game list; while presentation mode hides it, or it is folded, it says how to get it back instead. */
    private void welcome(boolean presenting) {
        if (shown == null && noticePanel.isVisible()) {
            noticePanel.showNotice(Message.of(presenting ? "window.welcome.presenting"
                    : chooser.isVisible() ? "window.welcome" : "window.welcome.listFolded"));
        }
    }

    PresentationMode presentation() {
        return presentation;
    }

    private void togglePresentation() {
        presentation.toggle();
    }

    /** What the presenter's keys work on: the game, lesson or puzzle on screen. */
    Optional<Presentable> presented() {
        if (visible(lessonsPanel)) {
            return Optional.of(lessonsPanel.get());
        }
        if (visible(puzzlesPanel)) {
            return Optional.of(puzzlesPanel.get());
        }
        return Optional.ofNullable(shown).flatMap(Kits::of).map(kit -> screens.get(kit).get());
    }

    private static boolean visible(OnDemand<? extends JComponent> screen) {
        return screen.ifBuilt().filter(JComponent::isVisible).isPresent();
    }

    /** The side of the square the board on screen has, or 0 with no board on screen. */
    private int boardSide() {
        for (Component board : visibleBoards(gameArea)) {
            return Math.min(board.getWidth(), board.getHeight());
        }
        return 0;
    }

    private static List<Component> visibleBoards(Container container) {
        List<Component> found = new ArrayList<>();
        for (Component child : container.getComponents()) {
            if (!child.isVisible()) {
                continue;
            }
            if (child instanceof BoardComponent) {
                found.add(child);
            } else if (child instanceof Container inner) {
                found.addAll(visibleBoards(inner));
            }
        }
        return found;
    }

    /** Another game is chosen: the one left is kept as it stands (a game with a clock paused) and is there again when chosen again. */
    private void choose(Games.Entry entry) {
        if (!entry.equals(shown)) {
            show(entry);
        }
    }

    /** The lessons are shown; a game in progress is kept, as when another game is chosen. */
    private void showLessons() {
        leaveGameFor(lessonsPanel, LESSONS_CARD).showList();
        retitle();
    }

    /**
     * No game is chosen any more, its screen switched off and kept as it stands, and the card of
     * {@code screen} is shown; the screen, built if it was not, is returned for what it is to show.
     */
    private <T extends JComponent> T leaveGameFor(OnDemand<T> screen, String card) {
        shown = null;
        chooser.selectQuietly(null);
        activate(null);
        menus.actOn(Optional.empty());
        T built = screen.get();
        cards.show(gameArea, card);
        return built;
    }

    /** The puzzle trainer is shown; like the lessons, it keeps a game in progress. */
    private void showPuzzles() {
        showPuzzles(null);
    }

    /** The puzzle trainer is shown on {@code game}'s puzzles (its id), or as it stands (null). */
    private void showPuzzles(String game) {
        lessonsPanel.ifBuilt().ifPresent(LessonsPanel::hideLessons);
        PuzzlesPanel trainer = leaveGameFor(puzzlesPanel, PUZZLES_CARD);
        if (game == null) {
            trainer.showTrainer();
        } else {
            trainer.showTrainer(game);
        }
        retitle();
    }

    /** Homework set in the puzzle trainer, which is shown; null gives the trainer its own choices back. */
    private void assignHomework(PuzzleAssignment homework) {
        puzzlesPanel.get().assign(homework);
        showPuzzles();
    }

    /** The puzzle trainer's puzzle, the trainer shown (and a puzzle set) first: for a question to the whole class. */
    private Optional<org.ludoteka.puzzle.Puzzle> trainersPuzzle() {
        showPuzzles();
        return puzzlesPanel.get().puzzle();
    }

    /** The course of {@code game} (its id), at the learner's next lesson not done. */
    private void showCourse(String game) {
        leaveGameFor(lessonsPanel, LESSONS_CARD).openCourse(game);
        retitle();
    }

    /** The start screen again, with the learner's progress as it stands now; a game in progress is kept. */
    private void showStart() {
        lessonsPanel.ifBuilt().ifPresent(LessonsPanel::hideLessons);
        shown = null;
        chooser.selectQuietly(null);
        activate(null);
        menus.actOn(Optional.empty());
        cards.show(gameArea, NOTICE_CARD);
        welcome(presentation.isPresenting());
        start.fillIn();
        retitle();
        start.takeFocus();
    }

    /** After a puzzle: its game goes on against the computer on the game's own screen, unless the player keeps the game there. */
    private void playOn(String game, Map<String, String> options, String position) {
        Games.Entry entry = Games.byId(game).orElseThrow();
        if (Kits.byId(game).map(kit -> screens.get(kit).get().playOn(position, options)).orElse(false)) {
            chooser.selectQuietly(entry);
            show(entry);
        }
    }

    /** Lists a teacher's folder of lessons as its own course, e.g. from {@code --lessons DIR}. */
    void openLessonFolder(Path folder) {
        showLessons();
        lessonsPanel.get().addFolder(folder);
    }

    /** The lesson editor, starting from the board of the game on screen, if one is. */
    private void recordLesson() {
        LessonEditor.open(this, localizer, Optional.ofNullable(shown).flatMap(Kits::of).map(kit -> screens.get(kit).get().saved()));
    }

    private void chooseLessonFolder() {
        LessonFolderDialog.ask(this, localizer).ifPresent(this::openLessonFolder);
    }

    private void show(Games.Entry entry) {
        lessonsPanel.ifBuilt().ifPresent(LessonsPanel::hideLessons);
        shown = entry;
        GameScreen screen = screens.get(Kits.of(entry).orElseThrow()).get();
        activate(screen);
        menus.actOn(Optional.of(screen));
        cards.show(gameArea, entry.id());
        retitle();
    }

    /** Switches on the game screen {@code chosen} (none: null) and off every other one built. */
    private void activate(GameScreen chosen) {
        screens.values().forEach(screen -> screen.ifBuilt().ifPresent(built -> built.setActive(built == chosen)));
    }

    private void retitle() {
        setTitle(shown != null ? localizer.text("window.title", localizer.text(shown.nameKey()))
                : visible(lessonsPanel) ? localizer.text("window.title", localizer.text("window.menu.lessons"))
                : visible(puzzlesPanel) ? localizer.text("window.title", localizer.text("window.menu.puzzles"))
                : localizer.text("app.title"));
    }

    /** A file of settings or progress was damaged and put aside: the learner is told once the window is on screen. */
    void tellDamaged(Message problem) {
        damagedFiles.add(problem);
    }

    /**
     * Once the window is on screen: tells of each damaged file put aside, then asks once about every game
     * left unfinished last time (a damaged save is reported): those ticked go on, the first of them shown,
     * the others are forgotten.
     */
    void offerSavedGame() {
        savedGamesOffered = true;
        damagedFiles.forEach(problem -> Dialogs.tell(this, localizer.text("app.title"), localizer.text(problem), JOptionPane.WARNING_MESSAGE));
        damagedFiles.clear();
        Map<GameKit, SavedGame> kept = new LinkedHashMap<>();
        screens.keySet().forEach(kit -> {
            Home.LoadedGame saved = home.loadGame(kit.game().id());
            saved.problem().ifPresent(problem -> Dialogs.tell(this, localizer.text("app.title"), localizer.text(problem),
                    JOptionPane.WARNING_MESSAGE));
            saved.game().ifPresent(game -> kept.put(kit, game));
        });
        if (kept.isEmpty()) {
            return;
        }
        Set<String> resumed = ResumeDialog.ask(this, localizer, kept.entrySet().stream()
                .map(game -> new ResumeDialog.Kept(game.getKey().game().id(),
                        localizer.text(Games.byId(game.getKey().game().id()).orElseThrow().nameKey()), movesIn(game.getValue())))
                .toList());
        Optional<Games.Entry> first = Optional.empty();
        for (Map.Entry<GameKit, SavedGame> game : kept.entrySet()) {
            String id = game.getKey().game().id();
            if (resumed.contains(id)) {
                Games.Entry entry = Games.byId(id).orElseThrow();
                show(entry); // each goes on on its own screen, switched on as when it is chosen
                screens.get(game.getKey()).get().resume(game.getValue());
                first = first.or(() -> Optional.of(entry));
            } else {
                try {
                    home.forgetGame(id);
                } catch (IOException e) {
                    tellNotSaved(e);
                }
            }
        }
        first.ifPresent(entry -> {
            chooser.selectQuietly(entry);
            show(entry);
        });
    }

    private void askSettings() {
        // the games whose screens take rule options from the settings (applyToBoards); the others choose them in their New game
        List<Game<?, ?>> withRuleOptions = Kits.ALL.stream().filter(GameKit::optionsInSettings).<Game<?, ?>>map(GameKit::game).toList();
        SettingsDialog.ask(this, localizer, settings, withRuleOptions).ifPresent(this::applySettings);
    }

    /** Everything the settings dialog chose, at once: language, looks, sound, animations and the games' rule options. */
    private void applySettings(Settings chosen) {
        Settings before = settings;
        localizer.switchTo(chosen.language());
        remember(chosen);
        menus.select(chosen);
        applyToBoards(chosen);
        if (chosen.theme() != before.theme() || chosen.zoomPercent() != before.zoomPercent()) {
            changeZoom(chosen.zoomPercent()); // the theme comes with it, from the settings just remembered
        }
    }

    /** The settings the boards use: the timer's beep, the animations' pace, and each game's rule options for a game not under way. */
    private void applyToBoards(Settings chosen) {
        Sounds.setOn(chosen.sound());
        Animation.setPace(chosen.animation().durationFactor());
        screens.forEach((kit, screen) -> screen.ifBuilt().filter(built -> kit.optionsInSettings())
                .ifPresent(built -> built.useRuleOptions(SettingsDialog.startingOptions(kit.game(), chosen))));
    }

    /** The moves of a saved game; the time that passed between them in a game with a clock ({@code +12.5s}) is no move. */
    private static long movesIn(SavedGame kept) {
        return kept.moves().stream().filter(move -> !move.startsWith("+")).count();
    }

    private void changeLanguage(Language language) {
        localizer.switchTo(language);
        remember(settings.withLanguage(language));
    }

    private void changeTheme(Theme theme) {
        Looks.change(theme, settings.zoomPercent());
        remember(settings.withTheme(theme));
    }

    /**
     * A new zoom makes the texts and the board bigger while the window keeps its size: when the
     * board would come out smaller than before, the game list folds away to leave it the room (View
     * menu or F9 bring it back). The window grows only if what it holds no longer fits, never
     * beyond the screen (the menu offers only the zooms the screen can hold).
     */
    private void changeZoom(int zoomPercent) {
        int boardBefore = boardSide();
        boolean smaller = zoomPercent < settings.zoomPercent();
        Looks.change(settings.theme(), zoomPercent); // the theme as remembered: the settings dialog may have changed it too
        remember(settings.withZoomPercent(zoomPercent));
        validate();
        if (boardSide() < boardBefore && chooser.isVisible() && !presentation.isPresenting()) {
            showGameList(false);
        }
        if (smaller) {
            giveRoomBack();
        }
        growToHold();
        fitToScreen();
        validate();
        start.fillIn();
    }

    /** Back to a smaller zoom, the window takes again the size it had before a larger zoom made it grow, if what it holds fits. */
    private void giveRoomBack() {
        Dimension least = getMinimumSize();
        if (boundsBeforeZoom != null && !presentation.isPresenting() && (getExtendedState() & Frame.MAXIMIZED_BOTH) == 0
                && boundsBeforeZoom.width >= least.width && boundsBeforeZoom.height >= least.height) {
            setBounds(boundsBeforeZoom);
            boundsBeforeZoom = null;
        }
    }

    /** The window grows, never beyond the screen, if what it holds no longer fits; full screen or maximized, it stays. */
    void growToHold() {
        Dimension least = getMinimumSize();
        if (!presentation.isPresenting() && (getExtendedState() & Frame.MAXIMIZED_BOTH) == 0
                && (least.width > getWidth() || least.height > getHeight())) {
            if (boundsBeforeZoom == null) {
                boundsBeforeZoom = getBounds();
            }
            setSize(Math.max(least.width, getWidth()), Math.max(least.height, getHeight()));
            fitToScreen();
        }
    }

    private void remember(Settings changed) {
        settings = changed;
        try {
            home.saveSettings(changed);
        } catch (IOException e) {
            tellNotSaved(e);
        }
    }

    /**
     * Saves each game in progress (a game with a clock with its time), or forgets the saved
     * one when none is in progress, and closes. Closed before the saved games were offered (the
     * screens are built first), a saved game no game in progress replaces is kept for the next start.
     */
    private void close() {
        try {
            home.saveWindowPlacement(placement());
        } catch (IOException e) {
            // only where the window opens next time: not worth a question on the way out
        }
        stopScreens(); // the clocks and the computers stop before the games are saved
        screens.forEach((kit, screen) -> {
            Optional<SavedGame> inProgress = screen.ifBuilt().filter(SavableGame::inProgress).map(SavableGame::saved);
            try {
                if (inProgress.isPresent()) {
                    home.saveGame(inProgress.get());
                } else if (savedGamesOffered) {
                    home.forgetGame(kit.game().id());
                }
            } catch (IOException e) {
                tellNotSaved(e);
            }
        });
        dispose();
    }

    /** However the window goes (closed by the person, or disposed by what opened it), no computer thinks on for it. */
    @Override
    public void dispose() {
        stopScreens();
        super.dispose();
    }

    private void stopScreens() {
        screens.values().forEach(screen -> screen.ifBuilt().ifPresent(GameScreen::stop));
    }

    private void tellNotSaved(IOException e) {
        Dialogs.tell(this, localizer.text("app.title"), localizer.text("window.notSaved", String.valueOf(e.getMessage())),
                JOptionPane.ERROR_MESSAGE);
    }
}
