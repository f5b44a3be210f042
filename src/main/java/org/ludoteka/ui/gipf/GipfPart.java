package org.ludoteka.ui.gipf;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.swing.Action;
import javax.swing.SwingUtilities;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.gipf.GipfBoard;
import org.ludoteka.games.gipf.GipfHandicap;
import org.ludoteka.games.gipf.GipfMove;
import org.ludoteka.games.gipf.GipfPiece;
import org.ludoteka.games.gipf.GipfPosition;
import org.ludoteka.games.gipf.GipfRules;
import org.ludoteka.games.gipf.GipfVariant;
import org.ludoteka.games.gipf.Pending;
import org.ludoteka.ai.TamskStrength;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;
import org.ludoteka.play.gipf.GipfKinds;
import org.ludoteka.play.gipf.GipfTurns;
import org.ludoteka.play.gipf.RowChoice;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Animation;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PartWithSetUp;
import org.ludoteka.ui.TurnGameScreen;

/**
 * What GIPF adds to the shared screen: its board with pushes played out, the choice of the piece to
 * bring in, rows removed on the board, the decisions (remove, challenge or not, the game of Tamsk,
 * forfeit the extra move), and each player's reserve, captures, GIPF pieces, potentials and challenges.
 */
final class GipfPart extends PartWithSetUp<GipfPosition> implements GipfBoardView.Listener {
    private final Localizer localizer;
    private final Session<GipfPosition, GipfMove> session;
    private final TamskChallenge challenges;
    private final GipfBoardView board = new GipfBoardView(this);
    private final GipfKindChooser kinds;
    private final GipfPositionSetUp setUp;
    private final Action remove;
    private final Action challenge;
    private final Action noChallenge;
    private final Action playTamsk;
    private final Action forfeit;
    /** The kind of piece the person chose to bring in, and the position he chose it in; the choice holds for that turn only. */
    private GipfPiece.Kind chosenKind;
    private GipfPosition kindChosenIn;
    /** The row removal being chosen on the board. */
    private RowChoice rowChoice;
    private GipfPosition rowChoiceFor;
    private Animation animation;
    /** The move last played out, so that each is played out, and its game of Tamsk opened, once. */
    private Session.Played<GipfPosition, GipfMove> handled;

    GipfPart(Localizer localizer, Session<GipfPosition, GipfMove> session, TamskChallenge challenges) {
        this.localizer = localizer;
        this.session = session;
        this.challenges = challenges;
        kinds = new GipfKindChooser(localizer, this::chooseKind);
        remove = decision("window.gipf.action.remove", this::removeChosenRow, "gipfRemoveButton");
        challenge = decision("window.gipf.action.challenge", () -> session.play(GipfMove.CHALLENGE), "gipfChallengeButton");
        noChallenge = decision("window.gipf.action.noChallenge", () -> session.play(GipfMove.NO_CHALLENGE), "gipfNoChallengeButton");
        playTamsk = decision("window.gipf.action.playTamsk", this::playTamsk, "gipfPlayTamskButton");
        forfeit = decision("window.gipf.action.forfeit", () -> session.play(GipfMove.FORFEIT), "gipfForfeitButton");
        session.askBefore(this::agreesToLosePotentials);
        setUp = new GipfPositionSetUp(localizer, session, board);
        shows(board, setUp.setUp(), kinds);
    }

    /** P-4: a basic piece brought in while potentials remain loses them, so the player is asked first; no is the default. */
    private boolean agreesToLosePotentials(GipfMove token) {
        int lost = ((GipfRules) session.match().rules()).potentialsLostBy(session.position(), token);
        return lost == 0 || Dialogs.confirm(board, localizer.text("app.title"), localizer.text("window.gipf.losePotentials.question", lost),
                localizer.text("window.gipf.losePotentials.yes"), localizer.text("window.gipf.losePotentials.no"));
    }

    private Action decision(String key, Runnable task, String buttonName) {
        return GameColumn.decision(Actions.create(localizer, key, task), buttonName);
    }

    @Override
    public List<Action> decisions() {
        return List.of(remove, challenge, noChallenge, playTamsk, forfeit);
    }

    @Override
    public void edited(int point) {
        setUp.clicked(point);
    }

    @Override
    public boolean busy() {
        return animation != null && animation.running();
    }

    @Override
    public void stop() {
        stopAnimation();
    }

    @Override
    public void show(boolean active) {
        setUp.setUp().show(active);
        if (setUp.setUp().editing()) {
            showSetUp();
            return;
        }
        playOut(session.lastPlayed(), active);
        GipfPosition now = session.position();
        Optional<Outcome> outcome = session.outcome();
        boolean computerActs = session.computerToAct();
        boolean personRemoves = !computerActs && outcome.isEmpty() && now.pending() == Pending.ROWS;
        if (!personRemoves) {
            rowChoice = null;
        } else if (rowChoice == null || !now.equals(rowChoiceFor)) {
            rowChoice = new RowChoice(now, (GipfRules) session.match().rules());
            rowChoiceFor = now;
        }
        GipfBoardView.Mode mode = busy() || computerActs ? GipfBoardView.Mode.WATCH
                : personRemoves ? GipfBoardView.Mode.ROWS : GipfBoardView.Mode.PLAY;
        boolean pushing = outcome.isEmpty() && !computerActs && (now.pending() == Pending.NONE || now.pending() == Pending.EXTRA);
        GipfPiece entering = now.pending() == Pending.EXTRA ? GipfPiece.of(now.turn(), GipfPiece.Kind.POTENTIAL)
                : GipfPiece.of(now.turn(), kind(now));
        board.display(now, pushing ? GipfRules.openEntries(now) : List.of(), session.match().lastMove(GipfMove.Push.class).orElse(null),
                mode, entering);
        board.showRows(rowChoice != null ? new GipfBoardView.Rows(rowChoice.rows(), rowChoice.chosen(), rowChoice.kept())
                : new GipfBoardView.Rows(now.rowsToRemove(), null, Set.of()));
        board.glowCentre(outcome.isEmpty() && now.pending() != Pending.NONE && now.pending() != Pending.ROWS);
        kinds.show(pushing && now.pending() == Pending.NONE ? gameKinds() : List.of(), openKinds(), kind(now));
        board.showKinds(pushing ? openKinds() : List.of(), kind(now));
        boolean person = active && !computerActs && outcome.isEmpty();
        remove.setEnabled(person && rowChoice != null && rowChoice.chosen() != null);
        challenge.setEnabled(person && now.pending() == Pending.CHALLENGE);
        noChallenge.setEnabled(person && now.pending() == Pending.CHALLENGE);
        playTamsk.setEnabled(active && outcome.isEmpty() && now.pending() == Pending.TAMSK);
        forfeit.setEnabled(person && now.pending() == Pending.EXTRA);
    }

    @Override
    public void showPosition(GipfPosition position) {
        board.display(position, List.of(), null, GipfBoardView.Mode.WATCH, null);
        board.showRows(new GipfBoardView.Rows(position.rowsToRemove(), null, Set.of()));
        board.glowCentre(false);
        board.showKinds(List.of(), null);
    }

    /** While a position is set up: the draft on the board, clicks put pieces, no decision is offered. */
    private void showSetUp() {
        stopAnimation();
        board.display(setUp.setUp().preview(), List.of(), null, GipfBoardView.Mode.EDIT, null);
        board.showRows(GipfBoardView.Rows.NONE);
        board.glowCentre(false);
        board.showKinds(List.of(), null);
        kinds.show(List.of(), List.of(), null);
        for (Action decision : List.of(remove, challenge, noChallenge, playTamsk, forfeit)) {
            decision.setEnabled(false);
        }
    }

    /** A move just played is played out on the board once; a challenge just demanded opens its game of Tamsk once the board has caught up. */
    private void playOut(Optional<Session.Played<GipfPosition, GipfMove>> played, boolean active) {
        if (played.isEmpty()) {
            handled = null;
            stopAnimation();
            return;
        }
        if (played.get() == handled) {
            return;
        }
        handled = played.get();
        PushMotion motion = PushMotion.of(handled.before(), handled.move(), handled.after());
        if (motion != null) {
            stopAnimation();
            animation = Animation.start(motion.millis(), fraction -> board.animate(motion, fraction), () -> {
                board.animate(null, 0);
                session.refresh();
            });
        }
        if (active && handled.after().pending() == Pending.TAMSK) {
            SwingUtilities.invokeLater(this::playTamsk);
        }
    }

    private void stopAnimation() {
        if (busy()) {
            animation.stop();
        }
        board.animate(null, 0);
    }

    @Override
    public Optional<String> turnText() {
        GipfPosition now = session.position();
        Message decider = Message.of(now.decider().key());
        return Optional.of(switch (now.pending()) {
            case NONE -> localizer.text(session.computerToAct() ? "window.turn.computer" : "window.turn", decider);
            case ROWS -> localizer.text("window.gipf.turn.rows", decider);
            case CHALLENGE -> localizer.text("window.gipf.turn.challenge", decider);
            case TAMSK -> localizer.text("window.gipf.turn.tamsk");
            case EXTRA -> localizer.text("window.gipf.turn.extra", decider);
        });
    }

    /** The game and the options that shape it. */
    @Override
    public String gameText() {
        MatchSetup<GipfPosition> setup = session.setup();
        List<String> parts = new ArrayList<>(List.of(localizer.text("window.gipf.game." + setup.start().variant().id())));
        GipfHandicap handicap = setup.start().handicap();
        if (!handicap.none()) {
            parts.add(localizer.text("window.gipf.game.handicap", Message.of(handicap.side().key()), handicap.pieces()));
        }
        int potentials = Integer.parseInt(setup.options().get("potentials"));
        if (potentials > 0) {
            parts.add(localizer.text("window.gipf.game.potentials", potentials));
        }
        int challenges = Integer.parseInt(setup.options().get("challenges"));
        if (challenges > 0) {
            parts.add(localizer.text("window.gipf.game.challenges", challenges, setup.options().get("tamsklevel")));
        }
        return localizer.clauses(parts);
    }

    /** Who plays whom; each player's reserve and captures, his GIPF pieces, his potentials and his challenges, as far as the game has them. */
    @Override
    public List<String> playerLines(GipfPosition shown) {
        List<String> lines = new ArrayList<>(List.of(TurnGameScreen.whoPlays(localizer, session)));
        GipfTurns.INSTANCE.sides().forEach(side -> lines.add(playerText(side, shown)));
        return lines;
    }

    private String playerText(Side player, GipfPosition now) {
        String reserve = localizer.text("window.gipf.player", Message.of(player.key()), now.reserve(player), now.captured(player),
                Message.of(GipfPosition.other(player).key()));
        List<String> details = new ArrayList<>();
        if (now.variant() != GipfVariant.BASIC) {
            details.add(localizer.text("window.gipf.player.gipf", now.count(player, GipfPiece.Kind.GIPF)));
        }
        GipfPosition start = session.match().start();
        if (start.potentials(player) > 0 || now.count(player, GipfPiece.Kind.LOADED) > 0) {
            details.add(localizer.text("window.gipf.player.potentials", now.potentials(player), now.count(player, GipfPiece.Kind.LOADED)));
        }
        if (start.challenges(player) > 0) {
            details.add(localizer.text("window.gipf.player.challenges", now.challenges(player)));
        }
        details.add(0, reserve);
        return localizer.clauses(details);
    }

    @Override
    public String prompt() {
        GipfPosition now = session.position();
        Message owner = Message.of(now.turn().key());
        Message challenger = Message.of(now.opponent().key());
        if (settingUp()) {
            return localizer.text("window.setUp.gipf.hint");
        } else if (session.outcome().isPresent()) {
            return "";
        } else if (now.pending() == Pending.TAMSK) {
            return localizer.text("window.gipf.prompt.tamsk", owner, challenger);
        } else if (session.computerToAct()) {
            return localizer.text("window.gipf.prompt.computer", Message.of(now.decider().key()));
        } else if (now.pending() == Pending.CHALLENGE) {
            return localizer.text("window.gipf.prompt.challenge", owner, challenger,
                    session.setup().options().get("tamsklevel"), now.challenges(now.opponent()));
        } else if (now.pending() == Pending.EXTRA) {
            return localizer.text("window.gipf.prompt.extra", owner);
        } else if (now.pending() == Pending.ROWS && rowChoice != null) {
            Message remover = Message.of(now.decider().key());
            return rowChoice.chosen() == null ? localizer.text("window.gipf.prompt.chooseRow", remover)
                    : localizer.text("window.gipf.prompt.keep", remover, rowChoice.chosen().segment().toString());
        }
        return localizer.text("window.gipf.prompt.push");
    }

    @Override
    public Optional<MatchSetup<GipfPosition>> askNewGame(Component parent, MatchSetup<GipfPosition> current) {
        return GipfNewGameDialog.ask(parent, localizer, current);
    }

    @Override
    public MatchSetup<GipfPosition> withOptions(MatchSetup<GipfPosition> current, Map<String, String> options) {
        return GipfTurns.setup(current.start().variant(), options, current.seats());
    }

    /** A second click on the chosen dot lets it go, and says so, as Lines of Action says a piece is put down. */
    @Override
    public void letGo(int dot) {
        session.tell(Feedback.of(Message.of("window.gipf.letGo", GipfBoard.name(dot)), Feedback.Tone.NEUTRAL, List.of()));
    }

    @Override
    public void tried(int from, int to) {
        if (busy()) {
            return;
        }
        if (session.computerToAct()) {
            session.waitForComputer();
            return;
        }
        GipfPosition now = session.position();
        GipfPiece.Kind kind = now.pending() == Pending.EXTRA ? GipfPiece.Kind.BASIC : kind(now);
        GipfMove.Push push = new GipfMove.Push(kind, from, to);
        if (from == to && session.match().rules().apply(now, push) instanceof MoveResult.Illegal<GipfPosition> illegal) {
            session.tell(Feedback.of(Message.of("window.verdict.illegal", GipfBoard.name(from)), Feedback.Tone.WRONG,
                    List.of(illegal.message())));
            return;
        }
        session.play(push);
    }

    @Override
    public void clickedInRows(int point) {
        if (rowChoice == null || busy()) {
            return;
        }
        switch (rowChoice.click(point)) {
            case REMOVE -> session.play(rowChoice.move());
            case OUTSIDE -> session.tell(Feedback.of(Message.of("window.gipf.rows.outside.title", GipfBoard.name(point)),
                    Feedback.Tone.WRONG, List.of(Message.of("window.gipf.rows.outside", GipfBoard.name(point)))));
            case CROSSING -> session.tell(Feedback.of(Message.of("window.gipf.rows.crossing.title", GipfBoard.name(point)),
                    Feedback.Tone.WRONG, List.of(Message.of("window.gipf.rows.crossing", GipfBoard.name(point)))));
            case CHOSEN, TOGGLED -> session.tell(Feedback.NONE);
        }
    }

    @Override
    public void pressedWhileWatching() {
        if (session.computerToAct()) {
            session.waitForComputer();
        }
    }

    /** A point's name, and what stands on it. */
    @Override
    public String describe(int point) {
        String name = GipfBoard.name(point);
        Optional<GipfPiece> piece = session.position().pieceAt(point);
        if (piece.isPresent()) {
            return localizer.text("window.gipf.point.piece", name,
                    Message.of("window.gipf.piece." + piece.get().kind().name().toLowerCase(Locale.ROOT), Message.of(piece.get().side().key())));
        }
        return localizer.text(GipfBoard.isDot(point) ? "window.gipf.point.dot"
                : point == GipfBoard.CENTRE ? "window.gipf.point.centre" : "window.gipf.point.spot", name);
    }

    @Override
    public void kindChosen(GipfPiece.Kind kind) {
        chooseKind(kind);
    }

    @Override
    public String describe(GipfPiece.Kind kind) {
        return localizer.text("window.gipf.kind." + kind.name().toLowerCase(Locale.ROOT) + ".tip");
    }

    private void removeChosenRow() {
        if (rowChoice != null && rowChoice.chosen() != null) {
            session.play(rowChoice.move());
        }
    }

    private void chooseKind(GipfPiece.Kind kind) {
        chosenKind = kind;
        kindChosenIn = session.position();
        session.refresh();
    }

    /** The kind of piece to bring in: the one chosen this turn, else the one a player brings in next (G-8, P-4). */
    private GipfPiece.Kind kind(GipfPosition now) {
        List<GipfPiece.Kind> open = openKinds();
        if (chosenKind != null && now.equals(kindChosenIn) && open.contains(chosenKind)) {
            return chosenKind;
        }
        return GipfKinds.natural(now, open);
    }

    private List<GipfPiece.Kind> openKinds() {
        return session.position().pending() == Pending.NONE ? GipfKinds.open(session.match().legalMoves()) : List.of();
    }

    /** The kinds of piece the game has: GIPF pieces are brought in only in the tournament game, loaded ones only with potentials. */
    private List<GipfPiece.Kind> gameKinds() {
        List<GipfPiece.Kind> all = new ArrayList<>(List.of(GipfPiece.Kind.BASIC));
        GipfPosition start = session.match().start();
        if (start.potentials(Side.WHITE) + start.potentials(Side.BLACK) > 0) {
            all.add(GipfPiece.Kind.LOADED);
        }
        if (start.variant() == GipfVariant.TOURNAMENT) {
            all.add(GipfPiece.Kind.GIPF);
        }
        return all;
    }

    /** The challenge's game of Tamsk, on a Tamsk board; its result is the token the rules wait for. */
    private void playTamsk() {
        GipfPosition now = session.position();
        if (!session.active() || now.pending() != Pending.TAMSK || session.outcome().isPresent()) {
            return;
        }
        MatchSetup<GipfPosition> setup = session.setup();
        Optional<Side> computer = setup.seats().onlyComputer().map(GipfTurns.INSTANCE.sides()::get);
        TamskStrength strength = TamskStrength.valueOf(setup.seats().onlyComputer().flatMap(setup.seats()::at)
                .map(Enum::name).orElse("MEDIUM"));
        Optional<Boolean> ownerWon = challenges.play(board, now.turn(), Integer.parseInt(setup.options().get("tamsklevel")),
                computer, strength);
        if (ownerWon.isPresent() && session.position().equals(now)) {
            session.play(ownerWon.get() ? GipfMove.WON : GipfMove.LOST);
        }
    }
}
