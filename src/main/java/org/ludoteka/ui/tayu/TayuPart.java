package org.ludoteka.ui.tayu;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Side;
import org.ludoteka.games.tayu.TayuBoard;
import org.ludoteka.games.tayu.TayuEvent;
import org.ludoteka.games.tayu.TayuMove;
import org.ludoteka.games.tayu.TayuNotation;
import org.ludoteka.games.tayu.TayuPosition;
import org.ludoteka.games.tayu.TayuRules;
import org.ludoteka.games.tayu.TayuRules.Phase;
import org.ludoteka.games.tayu.TayuTile;
import org.ludoteka.play.MatchSetup;
import org.ludoteka.play.Session;
import org.ludoteka.play.tayu.TayuTurns;
import org.ludoteka.ui.Actions;
import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.PartWithSetUp;

/**
 * What Ta Yü adds to the shared screen: its board with the supply under it, where tiles are drawn,
 * turned and laid with a preview of the rules' word; the bidding of three players and the lost turn
 * of four; each coast's points and the products, and who sits at each seat and what he holds.
 */
final class TayuPart extends PartWithSetUp<TayuPosition> implements TayuBoardView.Listener {
    private final Localizer localizer;
    private final Session<TayuPosition, TayuEvent> session;
    private final TayuBoardView board = new TayuBoardView(this);
    private final Action bid;
    private final Action pass;
    private final Action forfeit;
    private final TayuBidding bidding;
    private final TayuPositionSetUp setUp;

    TayuPart(Localizer localizer, Session<TayuPosition, TayuEvent> session) {
        this.localizer = localizer;
        this.session = session;
        bid = Actions.create(localizer, "window.tayu.action.bid", this::bid);
        pass = Actions.create(localizer, "window.tayu.action.pass", () -> session.play(TayuEvent.PASS));
        forfeit = Actions.create(localizer, "window.tayu.action.forfeit", () -> session.play(TayuEvent.FORFEIT));
        bidding = new TayuBidding(localizer, bid, pass, forfeit);
        setUp = new TayuPositionSetUp(localizer, session, board);
        shows(board, setUp.setUp(), bidding);
    }

    /** While a position is set up: the draft on the board, the tile chosen carried over it; nothing is played. */
    private void showSetUp() {
        board.display(setUp.shown(), rules(), TayuBoardView.Mode.PLACE, null);
        board.setCaption(localizer.text("window.setUp.tayu.caption"));
        bidding.show(0, false);
        bid.setEnabled(false);
        pass.setEnabled(false);
        forfeit.setEnabled(false);
    }

    /** A, B, R, 1 and 2 work on the board from anywhere on the screen: after Pass or a bid, no click on the board first. */
    @Override
    public void bindKeysOn(JComponent screen) {
        board.bindLettersOn(screen);
    }

    private TayuRules rules() {
        return (TayuRules) session.match().rules();
    }

    private Phase phase() {
        return rules().phase(session.position());
    }

    @Override
    public void showPosition(TayuPosition position) {
        board.display(position, rules(), TayuBoardView.Mode.WATCH, null);
        board.setCaption("");
    }

    @Override
    public void show(boolean active) {
        setUp.setUp().show(active);
        if (settingUp()) {
            showSetUp();
            return;
        }
        TayuPosition now = session.position();
        Optional<Outcome> outcome = session.outcome();
        boolean computerActs = session.computerToAct();
        Phase phase = phase();
        TayuBoardView.Mode mode = outcome.isPresent() || computerActs ? TayuBoardView.Mode.WATCH
                : phase == Phase.DRAW || phase == Phase.SETUP_DRAW ? TayuBoardView.Mode.DRAW
                : phase == Phase.PLACE ? TayuBoardView.Mode.PLACE : TayuBoardView.Mode.WATCH;
        board.display(now, rules(), mode, session.match().lastMove(TayuMove.class).orElse(null));
        board.setCaption(caption(now, mode, phase, outcome));
        boolean person = active && !computerActs && outcome.isEmpty();
        bidding.show(person && phase == Phase.BID ? highestBid(now) : 0, person && phase == Phase.PLACE && now.players() == 4);
        bid.setEnabled(person && phase == Phase.BID);
        pass.setEnabled(person && phase == Phase.BID && now.lowestBid() > 0);
        forfeit.setEnabled(person && phase == Phase.PLACE && now.players() == 4);
    }

    @Override
    public Optional<String> turnText() {
        TayuPosition now = session.position();
        Message mover = TayuRules.seatAndRole(now, now.turn());
        return Optional.of(switch (phase()) {
            case BID -> localizer.text("window.tayu.turn.bid", mover);
            case PLACE -> localizer.text("window.tayu.turn.place", mover);
            default -> localizer.text("window.tayu.turn.draw", mover);
        });
    }

    /** The table, the advanced game and the notches. */
    @Override
    public String gameText() {
        MatchSetup<TayuPosition> setup = session.setup();
        List<String> parts = new ArrayList<>(List.of(localizer.text("window.tayu.game." + setup.start().players())));
        if (setup.options().get("advanced").equals("yes")) {
            parts.add(localizer.text("window.tayu.game.advanced"));
        }
        if (setup.options().get("notches").equals("yes")) {
            parts.add(localizer.text("window.tayu.game.notches"));
        }
        // the deal's seed, so that the same tiles can be dealt again (New game, Seed)
        setup.named().filter(named -> named.startsWith("start:"))
                .ifPresent(named -> parts.add(localizer.text("window.tayu.game.seed", named.substring("start:".length()))));
        return localizer.clauses(parts);
    }

    /** Each coast's points, the two products, the bid the builders must reach; then who sits at each seat and what he holds. */
    @Override
    public List<String> playerLines(TayuPosition now) {
        int[] points = now.coastPoints();
        List<String> lines = new ArrayList<>();
        lines.add(localizer.text("window.tayu.scores.coasts", points[TayuBoard.NORTH], points[TayuBoard.SOUTH],
                points[TayuBoard.WEST], points[TayuBoard.EAST]));
        lines.add(localizer.text("window.tayu.scores.product", Message.of(Side.NS.key()), points[TayuBoard.NORTH],
                points[TayuBoard.SOUTH], now.score(Side.NS)));
        lines.add(localizer.text("window.tayu.scores.product", Message.of(Side.WE.key()), points[TayuBoard.WEST],
                points[TayuBoard.EAST], now.score(Side.WE)));
        if (now.players() == 3 && now.lowestBid() > 0) {
            lines.add(now.spoilerSeat().map(spoiler -> localizer.text("window.tayu.scores.spoiler", TayuRules.seatAndRole(now, spoiler), now.lowestBid()))
                    .orElse(localizer.text("window.tayu.scores.bidding", now.lowestBid())));
        }
        lines.add(localizer.text("window.tayu.scores.supply", now.supply().size()));
        lines.add("");
        for (int seat = 0; seat < now.players(); seat++) {
            Message who = session.setup().seats().at(seat)
                    .map(strength -> Message.of("window.tayu.who.computer", strength.label()))
                    .orElse(Message.of("window.tayu.who.person"));
            String line = localizer.text("window.tayu.seatLine", TayuRules.seatWithTeam(now, seat), who);
            if (!now.hand(seat).isEmpty()) {
                line = localizer.text("window.tayu.holds", line, tiles(now.hand(seat)));
            }
            lines.add(line);
        }
        return lines;
    }

    @Override
    public String prompt() {
        TayuPosition now = session.position();
        if (settingUp()) {
            return localizer.text("window.setUp.tayu.hint");
        }
        if (session.outcome().isPresent()) {
            return "";
        }
        if (session.computerToAct()) {
            return localizer.text("window.tayu.prompt.computer", TayuRules.seatAndRole(now, now.turn()));
        }
        return switch (phase()) {
            case BID -> now.lowestBid() == 0 ? localizer.text("window.tayu.prompt.openBid", TayuRules.seatAndRole(now, now.turn()))
                    : localizer.text("window.tayu.prompt.bid", TayuRules.seatAndRole(now, now.turn()), now.lowestBid());
            case SETUP_DRAW -> localizer.text("window.tayu.prompt.setupDraw");
            case PLACE -> localizer.text(now.handOnMove().size() > 1 ? "window.tayu.prompt.placeOne" : "window.tayu.prompt.place",
                    tiles(now.handOnMove()));
            default -> localizer.text("window.tayu.prompt.draw");
        };
    }

    private String caption(TayuPosition now, TayuBoardView.Mode mode, Phase phase, Optional<Outcome> outcome) {
        if (outcome.isPresent()) {
            return outcome.get().winner().map(winner -> localizer.text("window.over.win", Message.of(winner.key())))
                    .orElse(localizer.text("window.over.draw"));
        }
        return switch (mode) {
            case DRAW -> localizer.text("window.tayu.caption.draw");
            case PLACE -> localizer.text("window.tayu.caption.place", tiles(now.handOnMove()));
            default -> phase == Phase.BID ? localizer.text("window.tayu.caption.bid")
                    : localizer.text("window.tayu.caption.computer", TayuRules.seatAndRole(now, now.turn()));
        };
    }

    /** The highest bid the seat on move may make: below the lowest so far, or any at the opening. */
    private static int highestBid(TayuPosition now) {
        return now.lowestBid() > 0 ? now.lowestBid() - 1 : TayuRules.MAX_BID;
    }

    private static String tiles(List<TayuTile> tiles) {
        return String.join(", ", tiles.stream().map(TayuTile::digits).toList());
    }

    @Override
    public Optional<MatchSetup<TayuPosition>> askNewGame(Component parent, MatchSetup<TayuPosition> current) {
        return TayuNewGameDialog.ask(parent, localizer, current);
    }

    /** Ta Yü's rule options are chosen in its New game, not in the settings. */
    @Override
    public MatchSetup<TayuPosition> withOptions(MatchSetup<TayuPosition> current, Map<String, String> options) {
        return current;
    }

    private void bid() {
        session.play(new TayuEvent.Bid(bidding.bid()));
    }

    @Override
    public void drew(int lane) {
        session.play(new TayuEvent.Draw(lane));
    }

    @Override
    public void placed(TayuMove move) {
        if (settingUp()) {
            setUp.placed(move);
            return;
        }
        session.play(move);
    }

    @Override
    public TayuBoardView.Preview preview(TayuMove move) {
        if (settingUp()) {
            return setUp.preview(move);
        }
        return preview(localizer, rules(), session.position(), move);
    }

    /** The rules' word on the tile where it would lie: fits (and how many channels it continues), or the reason it may not lie there. */
    static TayuBoardView.Preview preview(Localizer localizer, TayuRules rules, TayuPosition position, TayuMove move) {
        MoveResult<TayuPosition> result = rules.apply(position, move);
        if (result instanceof MoveResult.Illegal<TayuPosition> illegal) {
            return new TayuBoardView.Preview(false, localizer.text(illegal.message()));
        }
        String written = TayuNotation.placement(move);
        int connections = TayuRules.connections(position.board(), move);
        return new TayuBoardView.Preview(true, position.board().isEmpty() ? localizer.text("window.tayu.preview.first", written)
                : localizer.text("window.tayu.preview.fits", written, connections));
    }

    @Override
    public void pressedWhileWatching() {
        if (session.computerToAct()) {
            session.waitForComputer();
        }
    }
}
