package org.ludoteka.ui.loa;

import java.awt.Component;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.Action;
import org.ludoteka.core.Message;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.loa.LoaBoard;
import org.ludoteka.games.loa.LoaMove;
import org.ludoteka.games.loa.LoaNotation;
import org.ludoteka.games.loa.LoaPosition;
import org.ludoteka.games.loa.LoaSetUp;
import org.ludoteka.play.Feedback;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Dialogs;
import org.ludoteka.ui.GameColumn;
import org.ludoteka.ui.PositionSetUp;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PartWithSetUp;
import org.ludoteka.ui.TurnGameScreen;

/**
 * What Lines of Action adds to the shared screen: its board, Pass, and setting up
 * a position by hand (a click puts a black piece, a white one, then none), checked by the notation
 * before it is played from.
 */
final class LoaPart extends PartWithSetUp<LoaPosition> implements LoaBoardView.Listener {
    private final Localizer localizer;
    private final Session<LoaPosition, LoaMove> session;
    private final LoaBoardView board = new LoaBoardView(this);
    private final Action pass;
    private final PositionSetUp<LoaPosition, LoaSetUp> setUp;

    LoaPart(Localizer localizer, Session<LoaPosition, LoaMove> session) {
        this.localizer = localizer;
        this.session = session;
        pass = GameColumn.decision(Actions.create(localizer, "window.action.pass", () -> session.play(LoaMove.PASS)), "loaPassButton");
        setUp = PositionSetUp.of(localizer, session, board, LoaSetUp::of);
        setUp.bar(List.of(), null, draft -> {
        });
        shows(board, setUp, null);
    }

    @Override
    public List<Action> decisions() {
        return List.of(pass);
    }

    @Override
    public void show(boolean active) {
        boolean editing = setUp.editing();
        Optional<Outcome> outcome = editing ? Optional.empty() : session.outcome();
        LoaBoardView.Mode mode = editing ? LoaBoardView.Mode.EDIT
                : outcome.isPresent() ? LoaBoardView.Mode.OVER
                : session.computerToAct() ? LoaBoardView.Mode.WAIT : LoaBoardView.Mode.PLAY;
        LoaPosition shown = editing ? setUp.preview() : session.position();
        List<LoaMove> legal = editing ? List.of() : session.match().legalMoves();
        board.display(shown, editing ? null : session.match().lastMove(LoaMove.class).orElse(null), legal, mode);
        board.light(outcome.map(ended -> winningGroups(shown, ended)).orElse(0L));
        setUp.show(active);
        pass.setEnabled(active && mode == LoaBoardView.Mode.PLAY && legal.equals(List.of(LoaMove.PASS)));
    }

    @Override
    public void showPosition(LoaPosition position) {
        board.display(position, null, List.of(), LoaBoardView.Mode.OVER);
        board.light(0L);
    }

    @Override
    public String gameText() {
        return TurnGameScreen.whoPlays(localizer, session);
    }

    @Override
    public List<String> playerLines(LoaPosition shown) {
        return List.of();
    }

    @Override
    public String prompt() {
        return setUp.editing() ? localizer.text("window.edit.hint") : "";
    }

    @Override
    public Optional<MatchSetup<LoaPosition>> askNewGame(Component parent, MatchSetup<LoaPosition> current) {
        return NewGameDialog.ask(parent, localizer, current);
    }

    @Override
    public MatchSetup<LoaPosition> withOptions(MatchSetup<LoaPosition> current, Map<String, String> options) {
        return MatchSetup.of(session.game().game(), options, current.start(), current.seats());
    }

    /** The pieces that are one group at the end: the winner's, or both sides' when they joined at once; none after a repetition. */
    private static long winningGroups(LoaPosition position, Outcome outcome) {
        long lit = 0;
        for (Side side : List.of(Side.BLACK, Side.WHITE)) {
            if (outcome.winner().map(side::equals).orElse(true) && LoaBoard.connected(position.pieces(side))) {
                lit |= position.pieces(side);
            }
        }
        return lit;
    }

    @Override
    public void tried(LoaMove move) {
        session.play(move);
    }

    @Override
    public void pressedWhileWaiting() {
        session.waitForComputer();
    }

    /** A press on an empty square or an opponent's piece, with nothing chosen: no move was tried, so no verdict. */
    @Override
    public void choseNoPiece() {
        session.tell(Feedback.of(Message.of("window.verdict.choosePiece", Message.of(session.position().toMove().key())),
                Feedback.Tone.NEUTRAL, List.of()));
    }

    @Override
    public void putDown(int square) {
        session.tell(Feedback.of(Message.of("window.verdict.putDown", LoaNotation.squareName(square)), Feedback.Tone.NEUTRAL,
                List.of(Message.of("window.verdict.choosePiece", Message.of(session.position().toMove().key())))));
    }

    @Override
    public void pressedWhenOver() {
        session.tell(Feedback.of(Message.of("window.verdict.over"), Feedback.Tone.NEUTRAL, List.of(Message.of("window.verdict.overHow"))));
    }

    /** A click cycles the square: empty, a black piece, a white one, empty again. */
    @Override
    public void edited(int square) {
        setUp.change(draft -> draft.cycled(square));
    }
}
