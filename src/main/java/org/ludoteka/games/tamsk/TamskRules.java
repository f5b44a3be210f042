package org.ludoteka.games.tamsk;

import static org.ludoteka.games.tamsk.TamskBoard.NONE;
import static org.ludoteka.games.tamsk.TamskBoard.name;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.ludoteka.core.Message;
import org.ludoteka.core.MoveResult;
import org.ludoteka.core.Outcome;
import org.ludoteka.core.Rules;
import org.ludoteka.core.Timed;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskEvent.Elapse;
import org.ludoteka.games.tamsk.TamskEvent.Move;
import org.ludoteka.games.tamsk.TamskEvent.PickUp;
import org.ludoteka.games.tamsk.TamskEvent.Place;

/**
 * The rules of Tamsk (rules.md §2) under one choice of {@link TamskOptions}. Time is an event like
 * any other ({@link Elapse}): the rules never read a clock, so every timed rule is exact.
 */
public record TamskRules(TamskOptions options) implements Rules<TamskPosition, TamskEvent>, Timed<TamskPosition> {
    /**
     * The hourglass moves as {@code from-to} (no ring variants), the placements of the free start,
     * and {@code pass} only where passing is all the player on move can do (DESIGN.md §3).
     */
    @Override
    public List<TamskEvent> legalMoves(TamskPosition position) {
        if (position.isFinished()) {
            return List.of();
        }
        if (position.isSkipping()) {
            return List.of(TamskEvent.PASS);
        }
        if (position.player(position.turn()).toPlace() > 0) {
            return IntStream.range(0, TamskBoard.CELLS).filter(cell -> mayEnter(position, cell))
                    .mapToObj(cell -> (TamskEvent) new Place(cell)).toList();
        }
        List<TamskEvent> moves = new ArrayList<>();
        for (Hourglass hourglass : position.player(position.turn()).hourglasses()) {
            if (!hourglass.isExpired() && (position.hand() == NONE || position.hand() == hourglass.cell())
                    && unmovedFirst(position, hourglass).isEmpty()) {
                for (int to : TamskBoard.neighbours(hourglass.cell())) {
                    if (mayEnter(position, to)) {
                        moves.add(new Move(hourglass.cell(), to, false));
                    }
                }
            }
        }
        if (position.movable(position.turn()).isEmpty() && position.hand() == NONE) {
            moves.add(TamskEvent.PASS);
        }
        return moves;
    }

    @Override
    public MoveResult<TamskPosition> apply(TamskPosition position, TamskEvent event) {
        if (position.isFinished()) {
            return MoveResult.illegal(TamskMoveError.GAME_OVER);
        }
        if (event instanceof Elapse elapse) {
            List<Message> notes = new ArrayList<>();
            return legal(TimePassing.elapse(position, elapse.millis(), notes), notes);
        }
        if (event instanceof TamskEvent.Ring) {
            return dropLateRing(position);
        }
        if ((event instanceof PickUp || event instanceof TamskEvent.PickUpToPlace || event instanceof TamskEvent.TurnTimer)
                && position.level() < 3) {
            return MoveResult.illegal(TamskMoveError.ONLY_AT_LEVEL_3, TamskNotation.INSTANCE.format(position, event), position.level());
        }
        if (event instanceof PickUp pickUp && position.isLate() && position.ownerAt(pickUp.cell()).equals(Optional.of(position.opponent()))) {
            return pickUpEarly(position, pickUp.cell());
        }
        if (event instanceof Move move && move.from() == position.early()) {
            return moveEarly(position, move);
        }
        if (event instanceof TamskEvent.Pass) {
            return pass(position);
        }
        if (event instanceof TamskEvent.Claim) {
            return claim(position); // TA-5: noticing the forgotten ring is open on a lost turn too
        }
        if (position.isSkipping()) {
            return MoveResult.illegal(TamskMoveError.SKIPPING, side(position.turn()), position.player(position.turn()).skips());
        }
        if (event instanceof TamskEvent.TurnTimer) {
            return turnTimer(position);
        }
        if (event instanceof TamskEvent.PickUpToPlace) {
            return pickUpToPlace(position);
        }
        if (event instanceof Place place) {
            return place(position, place.cell());
        }
        if (event instanceof PickUp pickUp) {
            return pickUp(position, pickUp.cell());
        }
        return move(position, (Move) event);
    }

    @Override
    public Optional<Outcome> outcome(TamskPosition position) {
        return TamskResult.of(position);
    }

    private MoveResult<TamskPosition> move(TamskPosition position, Move move) {
        Side side = position.turn();
        if (position.hand() != NONE && position.hand() != move.from()) {
            return holding(position);
        }
        Optional<MoveResult<TamskPosition>> notOwn = whyNotOwnHourglass(position, move.from());
        if (notOwn.isPresent()) {
            return notOwn.get();
        }
        int to = move.to();
        Optional<MoveResult<TamskPosition>> blocked = whyNotTo(position, move);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        Hourglass hourglass = position.hourglassAt(move.from()).orElseThrow();
        Optional<MoveResult<TamskPosition>> unmoved = unmovedFirst(position, hourglass);
        if (unmoved.isPresent()) {
            return unmoved.get();
        }
        if (move.ring() && position.player(side).holder() == 0) {
            return MoveResult.illegal(TamskMoveError.HOLDER_EMPTY, side(side));
        }
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of("tamsk.note.moved", side(side), name(move.from()), name(to)));
        Hourglass moved = hourglass.movedTo(to);
        if (position.level() >= 2) {
            moved = moved.turnedOver();
            notes.add(turnedOver(hourglass, moved));
        }
        return arrive(position.with(side, position.player(side).replacing(hourglass, moved)), to, move.ring(), notes);
    }

    /** The hourglass just let go of on {@code to}: a full cell loses (strict mode), a ring may drop, the turn ends. */
    private MoveResult<TamskPosition> arrive(TamskPosition position, int to, boolean ring, List<Message> notes) {
        Side side = position.turn();
        if (position.rings().isFull(to)) {
            return legal(position.withOverfull(to).turnEnded(NONE), notes);
        }
        if (ring) {
            TamskPosition dropped = position.ringDropped(side, to);
            notes.addAll(ringNotes(dropped, side, to));
            return legal(withFreeHand(dropped.turnEnded(NONE), notes), notes);
        }
        notes.add(Message.of("tamsk.note.ringPending", name(to), side(side), side(TamskPosition.other(side))));
        return legal(withFreeHand(position.turnEnded(to), notes), notes);
    }

    /**
     * T-26: the turn has passed to a player who already holds an hourglass, but the move just made
     * took its last free neighbour: he puts it back, and may move another.
     */
    private TamskPosition withFreeHand(TamskPosition after, List<Message> notes) {
        if (after.hand() != NONE && isBoxedIn(after, after.hand())) {
            notes.add(Message.of("tamsk.note.putBackFree", name(after.hand()), side(after.turn())));
            return after.withHand(NONE);
        }
        return after;
    }

    private MoveResult<TamskPosition> place(TamskPosition position, int cell) {
        Side side = position.turn();
        if (position.player(side).toPlace() == 0) {
            return MoveResult.illegal(TamskMoveError.ALL_PLACED);
        }
        if (position.ownerAt(cell).isPresent()) {
            return MoveResult.illegal(TamskMoveError.OCCUPIED, name(cell));
        }
        if (!mayEnter(position, cell)) {
            return MoveResult.illegal(TamskMoveError.FULL_CELL, name(cell), TamskBoard.capacity(cell));
        }
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of("tamsk.note.placed", side(side), name(cell)));
        Hourglass placed = Hourglass.atRest(cell);
        if (position.level() >= 2) {
            placed = placed.turnedOver(); // T-29: at levels 2–3 the sand starts as it is placed
            notes.add(Message.of("tamsk.note.placedRunning", seconds(placed.upperMillis())));
        }
        return arrive(position.with(side, position.player(side).adding(placed)), cell, false, notes);
    }

    /**
     * {@code @^}, level 3, free start: the hourglass to be placed is in hand, so the placement has
     * started (TA-6) and the 15 s running out now make it late (T-24), not missed (T-25).
     */
    private MoveResult<TamskPosition> pickUpToPlace(TamskPosition position) {
        Side side = position.turn();
        if (position.hand() != NONE) {
            return holding(position);
        }
        if (position.player(side).toPlace() == 0) {
            return MoveResult.illegal(TamskMoveError.ALL_PLACED);
        }
        return legal(position.withHand(TamskPosition.PLACING), List.of(Message.of("tamsk.note.pickedUpToPlace", side(side))));
    }

    private MoveResult<TamskPosition> pickUp(TamskPosition position, int cell) {
        if (position.hand() != NONE) {
            return holding(position);
        }
        Optional<MoveResult<TamskPosition>> notOwn = whyNotOwnHourglass(position, cell);
        if (notOwn.isPresent()) {
            return notOwn.get();
        }
        Hourglass hourglass = position.hourglassAt(cell).orElseThrow();
        if (isBoxedIn(position, cell)) {
            return MoveResult.illegal(TamskMoveError.BOXED_IN, name(cell));
        }
        Optional<MoveResult<TamskPosition>> unmoved = unmovedFirst(position, hourglass);
        if (unmoved.isPresent()) {
            return unmoved.get();
        }
        return legal(position.withHand(cell), List.of(Message.of("tamsk.note.pickedUp", side(position.turn()), name(cell))));
    }

    /**
     * T-26: the 15 s have run out on the player on move while he still holds his hourglass, so the
     * other may already pick up one of his own: two hands at once. An event on an hourglass is its
     * owner's, so {@code d1^} here is the waiting player's.
     */
    private MoveResult<TamskPosition> pickUpEarly(TamskPosition position, int cell) {
        Side side = position.opponent();
        if (position.early() != NONE) {
            return MoveResult.illegal(TamskMoveError.HOLDING, name(position.early()));
        }
        if (position.player(side).toPlace() > 0) {
            // free start: the waiting player has hourglasses to place before any may move
            return MoveResult.illegal(TamskMoveError.MUST_PLACE, side(side), position.player(side).toPlace());
        }
        Hourglass hourglass = position.hourglassAt(cell).orElseThrow();
        if (hourglass.isExpired()) {
            return MoveResult.illegal(TamskMoveError.EXPIRED, name(cell));
        }
        if (isBoxedIn(position, cell)) {
            return MoveResult.illegal(TamskMoveError.BOXED_IN, name(cell));
        }
        Optional<MoveResult<TamskPosition>> unmoved = unmovedFirst(position, side, hourglass);
        if (unmoved.isPresent()) {
            return unmoved.get();
        }
        return legal(position.withEarly(cell),
                List.of(Message.of("tamsk.note.pickedUpEarly", side(side), name(cell), side(position.turn()))));
    }

    /**
     * T-26: the waiting player lets go of the hourglass he picked up early before the late mover has
     * let go of his. That was his turn, played ahead, and the late mover's lost turn (T-24) goes by
     * with it: once the late mover lets go, the other is on move again. The ring comes with the move
     * ({@code d1-d2+}) or not at all: nobody is free to claim it. Should the late mover's hourglass
     * be left with no cell to go to, he puts it back and his turn ends.
     */
    private MoveResult<TamskPosition> moveEarly(TamskPosition position, Move move) {
        Side side = position.opponent();
        Side late = position.turn();
        int to = move.to();
        Optional<MoveResult<TamskPosition>> blocked = whyNotTo(position, move);
        if (blocked.isPresent()) {
            return blocked.get();
        }
        if (move.ring() && position.player(side).holder() == 0) {
            return MoveResult.illegal(TamskMoveError.HOLDER_EMPTY, side(side));
        }
        Hourglass hourglass = position.hourglassAt(move.from()).orElseThrow();
        Hourglass moved = hourglass.movedTo(to).turnedOver();
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of("tamsk.note.movedEarly", side(side), name(move.from()), name(to), side(late)));
        notes.add(turnedOver(hourglass, moved));
        PlayerState latePlayer = position.player(late);
        TamskPosition after = position.with(side, position.player(side).replacing(hourglass, moved).afterTurn())
                .with(late, latePlayer.withSkips(Math.max(0, latePlayer.skips() - 1)))
                .withClaim(NONE).withEarly(NONE);
        if (after.rings().isFull(to)) {
            return legal(after.withOverfull(to), notes);
        }
        TamskPosition played = move.ring() ? after.ringDropped(side, to) : after;
        if (move.ring()) {
            notes.addAll(ringNotes(played, side, to));
        }
        if (played.hand() != NONE && !played.isPlacing() && isBoxedIn(played, played.hand())) {
            notes.add(Message.of("tamsk.note.putBack", name(played.hand()), side(late)));
            return legal(played.withHand(NONE).turnEnded(NONE), notes);
        }
        return legal(played, notes);
    }

    private MoveResult<TamskPosition> pass(TamskPosition position) {
        Side side = position.turn();
        PlayerState player = position.player(side);
        if (position.isSkipping()) {
            TamskPosition after = position.with(side, player.withSkips(player.skips() - 1)).turnEnded(NONE);
            return legal(after, List.of(Message.of("tamsk.note.skipped", side(side), player.skips() - 1)));
        }
        if (position.hand() != NONE) {
            return holding(position);
        }
        if (player.toPlace() > 0) {
            return MoveResult.illegal(TamskMoveError.MUST_PLACE, side(side), player.toPlace());
        }
        if (position.movable(side).isEmpty()) {
            return legal(position.turnEnded(NONE), List.of(Message.of("tamsk.note.forcedPass", side(side))));
        }
        if (position.level() < 3) {
            return MoveResult.illegal(TamskMoveError.VOLUNTARY_PASS, position.level(), legalMoves(position).size());
        }
        TamskPosition after = position.with(side, player.withSkips(player.skips() + 1)).turnEnded(NONE);
        return legal(after, List.of(Message.of("tamsk.note.voluntaryPass", side(side))));
    }

    private MoveResult<TamskPosition> turnTimer(TamskPosition position) {
        if (!position.timer().isEmpty()) {
            return MoveResult.illegal(TamskMoveError.TIMER_RUNS, seconds(position.timer().upperMillis()));
        }
        return legal(position.withTimer(FifteenSecondTimer.turnedAgainst(position.turn())),
                List.of(Message.of("tamsk.note.timerTurned", side(position.opponent()), side(position.turn()))));
    }

    /**
     * TA-5: the player on move drops his own ring where the last mover forgot his, until he starts
     * moving; also when his turn is a forced pass or a turn lost as a penalty, which then passes as it must.
     */
    private MoveResult<TamskPosition> claim(TamskPosition position) {
        Side side = position.turn();
        if (position.hand() != NONE) {
            return holding(position);
        }
        if (position.claim() == NONE) {
            return MoveResult.illegal(TamskMoveError.NO_CLAIM);
        }
        if (inGrace(position)) {
            return MoveResult.illegal(TamskMoveError.CLAIM_TOO_EARLY, side(position.opponent()), name(position.claim()),
                    seconds(position.sinceLetGo()), seconds(options.graceMillis()));
        }
        if (position.player(side).holder() == 0) {
            return MoveResult.illegal(TamskMoveError.HOLDER_EMPTY, side(side));
        }
        TamskPosition after = position.ringDropped(side, position.claim()).withClaim(NONE);
        List<Message> notes = new ArrayList<>(List.of(Message.of("tamsk.note.claimed", side(side), name(position.claim()))));
        notes.addAll(ringNotes(after, side, position.claim()));
        return legal(after, notes);
    }

    /** {@code ring}: the last mover, who is not on move any more, drops the ring he left out. */
    private MoveResult<TamskPosition> dropLateRing(TamskPosition position) {
        Side mover = position.opponent();
        if (position.claim() == NONE) {
            return MoveResult.illegal(TamskMoveError.NO_RING);
        }
        if (position.level() >= 2 && !inGrace(position)) {
            return MoveResult.illegal(TamskMoveError.TOO_LATE, seconds(position.sinceLetGo()), seconds(options.graceMillis()));
        }
        if (position.player(mover).holder() == 0) {
            return MoveResult.illegal(TamskMoveError.HOLDER_EMPTY, side(mover));
        }
        TamskPosition after = position.ringDropped(mover, position.claim()).withClaim(NONE);
        return legal(after, ringNotes(after, mover, position.claim()));
    }

    /**
     * Levels 2–3: the last mover may still drop the ring he owes "at once" (T-17), so it is not forgotten
     * yet and cannot be claimed (T-10). The grace ends the moment the claim opens: the two never overlap,
     * and at every moment one of them is open. Level 1 has no time: both stay open until the next move.
     */
    public boolean inGrace(TamskPosition position) {
        return position.level() >= 2 && position.claim() != NONE && position.sinceLetGo() <= options.graceMillis();
    }

    /**
     * How long the player on move must still wait before he may claim the ring the last mover owes:
     * 0 when it may be claimed now or there is none to claim.
     */
    public long millisUntilClaimOpens(TamskPosition position) {
        return inGrace(position) ? options.graceMillis() - position.sinceLetGo() + 1 : 0;
    }

    /**
     * Something else while an hourglass is in hand: only letting it go may come next; a placement
     * picked up ({@code @^}) is let go by placing it.
     */
    private static MoveResult<TamskPosition> holding(TamskPosition position) {
        if (position.isPlacing()) {
            return MoveResult.illegal(TamskMoveError.MUST_PLACE, side(position.turn()), position.player(position.turn()).toPlace());
        }
        return MoveResult.illegal(TamskMoveError.HOLDING, name(position.hand()));
    }

    /** The checks an hourglass to be picked up or moved must pass first, in the order of {@link TamskMoveError}. */
    private static Optional<MoveResult<TamskPosition>> whyNotOwnHourglass(TamskPosition position, int cell) {
        Side side = position.turn();
        if (position.player(side).toPlace() > 0) {
            return Optional.of(MoveResult.illegal(TamskMoveError.MUST_PLACE, side(side), position.player(side).toPlace()));
        }
        Optional<Side> owner = position.ownerAt(cell);
        if (owner.isEmpty()) {
            return Optional.of(MoveResult.illegal(TamskMoveError.NO_HOURGLASS, name(cell)));
        }
        if (owner.get() != side) {
            return Optional.of(MoveResult.illegal(TamskMoveError.NOT_YOUR_HOURGLASS, name(cell),
                    Message.of("tamsk.colour." + owner.get().id()), side(side)));
        }
        if (position.hourglassAt(cell).orElseThrow().isExpired()) {
            return Optional.of(MoveResult.illegal(TamskMoveError.EXPIRED, name(cell)));
        }
        return Optional.empty();
    }

    /** The checks the cell an hourglass is moved to must pass: beside it, free, and with room for its rings (T-9, T-11). */
    private Optional<MoveResult<TamskPosition>> whyNotTo(TamskPosition position, Move move) {
        int to = move.to();
        if (!TamskBoard.adjacent(move.from(), to)) {
            return Optional.of(MoveResult.illegal(TamskMoveError.NOT_NEIGHBOUR, name(move.from()), name(to)));
        }
        if (position.ownerAt(to).isPresent()) {
            return Optional.of(MoveResult.illegal(TamskMoveError.OCCUPIED, name(to)));
        }
        if (!mayEnter(position, to)) {
            return Optional.of(MoveResult.illegal(TamskMoveError.FULL_CELL, name(to), TamskBoard.capacity(to)));
        }
        return Optional.empty();
    }

    /**
     * T-14 with TA-10: in his first three turns at levels 2–3 a player must move an hourglass that has
     * not moved yet, if one of those can move; only if none can may he move another.
     */
    private static Optional<MoveResult<TamskPosition>> unmovedFirst(TamskPosition position, Hourglass hourglass) {
        return unmovedFirst(position, position.turn(), hourglass);
    }

    private static Optional<MoveResult<TamskPosition>> unmovedFirst(TamskPosition position, Side side, Hourglass hourglass) {
        if (position.player(side).opening() == 0 || hourglass.isAtRest()) {
            return Optional.empty();
        }
        List<Hourglass> unmoved = position.movable(side).stream().filter(Hourglass::isAtRest).toList();
        if (unmoved.isEmpty()) {
            return Optional.empty();
        }
        String cells = unmoved.stream().map(h -> name(h.cell())).collect(Collectors.joining(", "));
        return Optional.of(MoveResult.illegal(TamskMoveError.UNMOVED_FIRST, cells, position.player(side).opening()));
    }

    /** No cell next to {@code cell} may be entered. */
    private boolean isBoxedIn(TamskPosition position, int cell) {
        return IntStream.of(TamskBoard.neighbours(cell)).noneMatch(to -> mayEnter(position, to));
    }

    /** A vacant cell may be entered unless it is full; in strict mode a full one too, and that loses (TA-2). */
    private boolean mayEnter(TamskPosition position, int cell) {
        return position.ownerAt(cell).isEmpty() && (options.fullCellLoses() || !position.rings().isFull(cell));
    }

    private static Message turnedOver(Hourglass before, Hourglass after) {
        if (before.isAtRest()) {
            return Message.of("tamsk.note.started", seconds(after.upperMillis()));
        }
        if (after.isExpired()) {
            return Message.of("tamsk.note.turnedEmpty", seconds(before.upperMillis()));
        }
        return Message.of("tamsk.note.turned", seconds(before.upperMillis()), seconds(after.upperMillis()));
    }

    private static List<Message> ringNotes(TamskPosition after, Side side, int cell) {
        List<Message> notes = new ArrayList<>();
        notes.add(Message.of("tamsk.note.ringDropped", side(side), name(cell), after.rings().on(cell),
                TamskBoard.capacity(cell), after.player(side).holder()));
        if (after.rings().isFull(cell)) {
            notes.add(Message.of("tamsk.note.cellFull", name(cell)));
        }
        return notes;
    }

    /** Legal, with the end of the game told as the last note when the event ends it. */
    private static MoveResult<TamskPosition> legal(TamskPosition after, List<Message> notes) {
        List<Message> all = new ArrayList<>(notes);
        TamskResult.of(after).ifPresent(outcome -> all.add(outcome.reason()));
        return MoveResult.legal(after, all);
    }

    static Message side(Side side) {
        return Message.of(side.key());
    }

    /** Milliseconds as seconds for the sentences, which show up to three decimals in the reader's language. */
    static double seconds(long millis) {
        return millis / 1000.0;
    }

    /** The sand above in the running hourglass on the cell named {@code place}, or in the 15-second timer for {@code timer}. */
    @Override
    public OptionalLong millisUntilRunsOut(TamskPosition position, String place) {
        if (place.equals("timer")) {
            long sand = position.timer().upperMillis();
            return sand > 0 ? OptionalLong.of(sand) : OptionalLong.empty();
        }
        return position.hourglassAt(TamskBoard.cell(place))
                .filter(Hourglass::isRunning)
                .map(hourglass -> OptionalLong.of(hourglass.upperMillis()))
                .orElse(OptionalLong.empty());
    }
}
