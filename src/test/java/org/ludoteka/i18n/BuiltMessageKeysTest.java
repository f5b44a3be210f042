package org.ludoteka.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ludoteka.ai.GipfStrength;
import org.ludoteka.ai.LoaComputerPlayer;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.ai.TayuStrength;
import org.ludoteka.core.Game;
import org.ludoteka.core.Reason;
import org.ludoteka.core.RuleOption;
import org.ludoteka.core.Side;
import org.ludoteka.games.Games;
import org.ludoteka.games.gipf.GipfGame;
import org.ludoteka.games.gipf.GipfMoveError;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.loa.LoaGame;
import org.ludoteka.games.loa.LoaMoveError;
import org.ludoteka.games.tamsk.TamskGame;
import org.ludoteka.games.tamsk.TamskMoveError;
import org.ludoteka.games.tayu.TayuMoveError;
import org.ludoteka.progress.AnimationSpeed;
import org.ludoteka.progress.Settings;
import org.ludoteka.progress.Theme;
import org.ludoteka.puzzle.Puzzle;
import org.ludoteka.puzzle.PuzzleLibrary;

/**
 * The message keys the program builds while it runs — a prefix and an enum's name, a game's id, a
 * side's id, an option's value, a shipped puzzle's theme — swept over every value they can take,
 * each present in all three bundles. A missing one shows on screen as {@code !key!}. (The puzzle
 * trainer's choice list is swept through its own code in {@code PuzzleChoiceTest}.)
 */
class BuiltMessageKeysTest {

    /** Each key the code builds, by the same concatenation as the code that builds it (named in the comment). */
    private static List<String> builtKeys() {
        List<String> keys = new ArrayList<>();
        // Games.Entry.nameKey, PuzzleCheck, LessonReplay: "game." + id
        Games.CATALOGUE.forEach(entry -> keys.add(entry.nameKey()));
        // Side.key
        Stream.of(Side.values()).map(Side::key).forEach(keys::add);
        // the engines' reasons: the code of the command line and the lessons
        Stream.of(LoaMoveError.values(), TamskMoveError.values(), TayuMoveError.values(), GipfMoveError.values())
                .flatMap(Stream::of).map(Reason::key).forEach(keys::add);
        // PositionFields: what is wrong with a position text's fields, in the words of the game whose text it is
        for (String game : List.of("gipf", "tamsk", "tayu")) {
            Stream.of("position", "shape", "field", "unknownKey", "order", "missing", "badValue")
                    .map(fault -> game + ".input." + fault).forEach(keys::add);
        }
        // AskingDialog.addOptionRows (the settings and the New game of LOA, Tamsk and GIPF): label, each value and explanation
        for (Game<?, ?> game : List.<Game<?, ?>>of(LoaGame.INSTANCE, TamskGame.INSTANCE, GipfGame.INSTANCE)) {
            for (RuleOption option : game.options()) {
                String label = option.labelKey(game.id());
                keys.add(label);
                keys.add(label + ".tip");
                option.values().forEach(value -> keys.add(label + "." + value));
            }
        }
        // LoaPanel, TamskPanel: "window.players.strength." + strength; TayuPanel: "window.tayu.strength." + strength
        Stream.of(LoaComputerPlayer.Strength.values()).map(s -> "window.players.strength." + lower(s)).forEach(keys::add);
        Stream.of(TamskStrength.values()).map(s -> "window.players.strength." + lower(s)).forEach(keys::add);
        Stream.of(GipfStrength.values()).map(s -> "window.players.strength." + lower(s)).forEach(keys::add);
        Stream.of(TayuStrength.values()).map(s -> "window.tayu.strength." + lower(s)).forEach(keys::add);
        // SettingsDialog, MainMenuBar: themes, zooms, animation speeds
        Stream.of(Theme.values()).map(t -> "window.theme." + lower(t)).forEach(keys::add);
        Settings.ZOOMS.forEach(zoom -> keys.add("window.zoom." + zoom));
        Stream.of(AnimationSpeed.values()).map(s -> "window.settings.animation." + lower(s)).forEach(keys::add);
        // GipfSidePanel, GipfPanel: the pieces one enters, the pieces named, the games and the power's timing
        for (GipfPiece.Kind kind : List.of(GipfPiece.Kind.BASIC, GipfPiece.Kind.LOADED, GipfPiece.Kind.GIPF)) {
            keys.add("window.gipf.kind." + lower(kind));
            keys.add("window.gipf.kind." + lower(kind) + ".tip");
            keys.add("gipf.note.pushed." + lower(kind)); // GipfRules: the push of each kind that can be pushed in
        }
        Stream.of(GipfPiece.Kind.values()).map(k -> "window.gipf.piece." + lower(k)).forEach(keys::add);
        Stream.of(GipfVariant.values()).map(v -> "window.gipf.game." + v.id()).forEach(keys::add);
        GipfGame.INSTANCE.options().stream().filter(o -> o.name().equals("power"))
                .flatMap(o -> o.values().stream()).forEach(value -> keys.add("window.gipf.game.power." + value));
        // TayuPanel, TayuNewGameDialog: the tables of 2, 3 and 4; TayuRules: the seats and the sides
        List.of(2, 3, 4).forEach(players -> keys.add("window.tayu.game." + players));
        List.of("player", "n", "e", "s", "w").forEach(seat -> keys.add("tayu.seat." + seat));
        List.of("north", "east", "south", "west").forEach(side -> keys.add("tayu.side." + side));
        // TamskPanel, TamskRules: the colours and the levels; TamskMatch and TamskPanel: the events off the board
        List.of(Side.RED, Side.BLACK).forEach(side -> keys.add("tamsk.colour." + side.id()));
        TamskGame.INSTANCE.options().stream().filter(o -> o.name().equals("level"))
                .flatMap(o -> o.values().stream()).forEach(level -> keys.add("tamsk.option.level." + level));
        for (String token : List.of("ring", "claim", "timer", "pass")) {
            keys.add("window.tamsk.logged." + token);
            keys.add("window.tamsk.event." + token);
            keys.add("window.tamsk.done." + token);
        }
        // LoaRules: the pieces of each colour
        List.of(Side.BLACK, Side.WHITE).forEach(side -> keys.add("loa.pieces." + side.id()));
        // Arguments: the value a flag lacks, for every flag that takes one
        List.of("option", "lang", "lessons", "goal", "seconds", "count", "seed", "out", "size", "step")
                .forEach(flag -> keys.add("cli.value." + flag));
        // the shipped puzzles: PuzzleGenerator's sides and sayings, the themes, and the trainer's hints for each game
        for (Puzzle puzzle : shippedPuzzles()) {
            puzzle.themes().forEach(theme -> keys.add("puzzle.theme." + theme));
            keys.add("window.puzzles.hint.piece." + puzzle.game());
            keys.add("window.puzzles.hint.square." + puzzle.game());
        }
        List.of("loa", "tamsk").forEach(game -> {
            keys.add("puzzle.say." + game + ".win1");
            keys.add("puzzle.say." + game + ".winIn");
        });
        Stream.of(Side.BLACK, Side.WHITE, Side.RED, Side.NS, Side.WE).forEach(side -> keys.add("puzzle.side." + side.id()));
        return keys;
    }

    private static List<Puzzle> shippedPuzzles() {
        return Games.CATALOGUE.stream().flatMap(entry -> PuzzleLibrary.shipped(entry.id()).stream()).toList();
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everyKeyTheProgramBuildsIsInTheBundle(Language language) {
        Messages messages = Messages.of(language);
        Set<String> missing = new TreeSet<>();
        builtKeys().stream().filter(key -> !messages.has(key)).forEach(missing::add);

        assertThat(missing).as("keys built at run time missing in %s", language).isEmpty();
    }
}
