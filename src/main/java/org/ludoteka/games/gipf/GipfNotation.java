package org.ludoteka.games.gipf;

import static java.util.Map.entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.PositionFields;
import org.ludoteka.core.Notation;
import org.ludoteka.core.Side;
import org.ludoteka.core.Words;
import org.ludoteka.games.gipf.GipfPiece.Kind;
import org.ludoteka.games.gipf.GipfPosition.Draft;

/**
 * The text form of GIPF positions and tokens (README, "GIPF"): {@code gipf} and then key=value fields
 * in a fixed order, the required ones first, the others only when not at their defaults.
 * The named starts give each player {@code potentials} potentials and {@code challenges} challenges,
 * and {@code basic} the {@code handicap} (G-6), which the other named starts refuse.
 */
public record GipfNotation(int potentials, int challenges, GipfHandicap handicap) implements Notation<GipfPosition, GipfMove> {
    /** Writes positions and reads position texts; its named starts have neither potentials, challenges nor a handicap. */
    public static final GipfNotation INSTANCE = new GipfNotation(0, 0, GipfHandicap.NONE);

    private static final List<String> KEYS = List.of("game", "turn", "white", "black", "reserve", "handicap", "captured",
            "potentials", "challenges", "gipfphase", "pending", "push", "standing", "loser");
    private static final int REQUIRED_KEYS = 5;
    private static final String POINT = "[a-z][0-9]{1,2}"; // wider than the board, so that a point off it is named as such
    private static final Pattern PUSH = Pattern.compile("([GT]?)(" + POINT + ")-(" + POINT + ")");
    private static final Pattern REMOVE = Pattern.compile("x(" + POINT + ")-(" + POINT + ")(?::(" + POINT + "(?:," + POINT + ")*))?");
    private static final Pattern PIECE = Pattern.compile("([GTP]?)(" + POINT + ")");
    private static final Pattern PAIR = Pattern.compile("([0-9]{1,2}),([0-9]{1,2})");
    private static final Words<GipfVariant> STARTS = Words.of(entry("start", GipfVariant.STANDARD), entry("basic", GipfVariant.BASIC),
            entry("tournament", GipfVariant.TOURNAMENT));
    /** The decisions, each written as a word, then pushes and removals. */
    private static final Words<GipfMove> TOKENS = Words.of(entry("challenge", GipfMove.CHALLENGE),
            entry("no-challenge", GipfMove.NO_CHALLENGE), entry("won", GipfMove.WON), entry("lost", GipfMove.LOST),
            entry("forfeit", GipfMove.FORFEIT)).or(PUSH, GipfNotation::push).or(REMOVE, GipfNotation::remove);

    /** The named starts give each player {@code potentials} potentials and {@code challenges} challenges, and no handicap. */
    public GipfNotation(int potentials, int challenges) {
        this(potentials, challenges, GipfHandicap.NONE);
    }

    @Override
    public GipfPosition parsePosition(String text) {
        String trimmed = text.strip();
        return STARTS.read(trimmed).map(this::named).orElseGet(() -> new PositionReader(text).read(trimmed));
    }

    private GipfPosition named(GipfVariant variant) {
        if (variant != GipfVariant.BASIC && !handicap.none()) {
            throw new InputError("gipf.input.handicapBasicStart", handicap.id());
        }
        return GipfPosition.start(variant, potentials, challenges, handicap);
    }

    @Override
    public List<String> namedStarts() {
        return STARTS.words();
    }

    @Override
    public String format(GipfPosition p) {
        StringBuilder text = new StringBuilder("gipf game=").append(p.variant().id())
                .append(" turn=").append(p.turn().id())
                .append(" white=").append(pieces(p, Side.WHITE))
                .append(" black=").append(pieces(p, Side.BLACK))
                .append(" reserve=").append(p.reserve(Side.WHITE)).append(',').append(p.reserve(Side.BLACK));
        if (!p.handicap().none()) {
            text.append(" handicap=").append(p.handicap().id());
        }
        pair(text, "captured", p.captured(Side.WHITE), p.captured(Side.BLACK));
        pair(text, "potentials", p.potentials(Side.WHITE), p.potentials(Side.BLACK));
        pair(text, "challenges", p.challenges(Side.WHITE), p.challenges(Side.BLACK));
        if (p.inGipfPhase(Side.WHITE) || p.inGipfPhase(Side.BLACK)) {
            text.append(" gipfphase=").append(p.inGipfPhase(Side.WHITE) ? "white" : "")
                    .append(p.inGipfPhase(Side.WHITE) && p.inGipfPhase(Side.BLACK) ? "," : "")
                    .append(p.inGipfPhase(Side.BLACK) ? "black" : "");
        }
        if (p.pending() != Pending.NONE) {
            text.append(" pending=").append(p.pending().id()).append('@').append(p.decider().id());
        }
        if (p.pushDue() && p.pending() != Pending.NONE) {
            text.append(" push=due");
        }
        if (!p.standing().isEmpty()) {
            text.append(" standing=").append(p.standing().stream().map(Segment::toString).collect(Collectors.joining(",")));
        }
        p.loser().ifPresent(loser -> text.append(" loser=").append(loser.id()));
        return text.toString();
    }

    @Override
    public GipfMove parseMove(String text) {
        return TOKENS.read(text.strip()).orElseThrow(() -> new InputError("gipf.input.move", text));
    }

    /** A push such as {@code Ge1-e2}. */
    private static GipfMove push(MatchResult matcher) {
        Kind kind = matcher.group(1).isEmpty() ? Kind.BASIC : matcher.group(1).equals("G") ? Kind.GIPF : Kind.LOADED;
        return new GipfMove.Push(kind, point(matcher.group(2)), point(matcher.group(3)));
    }

    /** A row removed, with the pieces kept: {@code xd4-h4:e4}. */
    private static GipfMove remove(MatchResult matcher) {
        List<Integer> kept = new ArrayList<>();
        if (matcher.group(3) != null) {
            for (String name : matcher.group(3).split(",")) {
                kept.add(point(name));
            }
        }
        return new GipfMove.Remove(segment(matcher.group(1), matcher.group(2), matcher.group()), kept);
    }

    @Override
    public String format(GipfPosition before, GipfMove move) {
        if (move instanceof GipfMove.Push push) {
            return push.kind().letter() + GipfBoard.name(push.dot()) + "-" + GipfBoard.name(push.spot());
        }
        if (move instanceof GipfMove.Remove remove) {
            return "x" + remove.segment() + (remove.kept().isEmpty() ? ""
                    : ":" + remove.kept().stream().map(GipfBoard::name).collect(Collectors.joining(",")));
        }
        return TOKENS.word(move);
    }

    @Override
    public boolean isPlace(String name) {
        return GipfBoard.point(name) != GipfBoard.NONE;
    }

    /** A point's index from its name; {@link InputError} for a point off the board. */
    public static int point(String name) {
        int point = GipfBoard.point(name);
        if (point == GipfBoard.NONE) {
            throw new InputError("gipf.input.point", name);
        }
        return point;
    }

    private static Segment segment(String a, String b, String text) {
        int first = point(a);
        int second = point(b);
        if (first == second) {
            throw new InputError("gipf.input.move", text);
        }
        return new Segment(Math.min(first, second), Math.max(first, second));
    }

    private static String pieces(GipfPosition p, Side side) {
        List<String> pieces = new ArrayList<>();
        for (int point = 0; point < GipfBoard.POINTS; point++) {
            int at = point;
            p.pieceAt(point).filter(piece -> piece.side() == side)
                    .ifPresent(piece -> pieces.add(piece.kind().letter() + GipfBoard.name(at)));
        }
        return pieces.isEmpty() ? "-" : String.join(",", pieces);
    }

    private static void pair(StringBuilder text, String key, int white, int black) {
        if (white != 0 || black != 0) {
            text.append(' ').append(key).append('=').append(white).append(',').append(black);
        }
    }

    /** Reads one position text, naming in every error the text and what is wrong with it. */
    private record PositionReader(String text) {
        GipfPosition read(String trimmed) {
            Map<String, String> fields = PositionFields.read("gipf", text, KEYS, REQUIRED_KEYS);
            GipfVariant variant = switch (value(fields, "game", "basic|standard|tournament")) {
                case "basic" -> GipfVariant.BASIC;
                case "standard" -> GipfVariant.STANDARD;
                default -> GipfVariant.TOURNAMENT;
            };
            Draft draft = new Draft(variant);
            draft.turn = side(value(fields, "turn", "white|black"));
            place(draft, Side.WHITE, fields.get("white"));
            place(draft, Side.BLACK, fields.get("black"));
            draft.reserve = pair(fields, "reserve");
            if (fields.containsKey("handicap")) {
                draft.handicap = GipfHandicap.of(value(fields, "handicap", "(white|black)\\+[1-3]"));
                if (variant != GipfVariant.BASIC) {
                    throw bad("gipf.input.handicap");
                }
            }
            draft.captured = pair(fields, "captured");
            draft.potentials = pair(fields, "potentials");
            draft.challenges = pair(fields, "challenges");
            if (fields.containsKey("gipfphase")) {
                String phase = value(fields, "gipfphase", "white|black|white,black");
                if (variant != GipfVariant.TOURNAMENT) {
                    throw bad("gipf.input.gipfPhase");
                }
                draft.gipfPhase = new boolean[] {phase.contains("white"), phase.contains("black")};
            }
            Side decider = null;
            if (fields.containsKey("pending")) {
                String[] pending = value(fields, "pending", "(rows|challenge|tamsk|extra)@(white|black)").split("@");
                draft.pending = Pending.valueOf(pending[0].toUpperCase(java.util.Locale.ROOT));
                decider = side(pending[1]);
            }
            draft.pushDue = draft.pending != Pending.ROWS;
            if (fields.containsKey("push")) {
                value(fields, "push", "due");
                if (draft.pending == Pending.NONE || draft.pending == Pending.ROWS) {
                    throw bad("gipf.input.push");
                }
            } else if (draft.pending != Pending.NONE) {
                draft.pushDue = false;
            }
            if (fields.containsKey("standing")) {
                for (String item : fields.get("standing").split(",", -1)) {
                    String[] ends = item.split("-", -1);
                    if (ends.length != 2) {
                        throw bad("gipf.input.badValue", "standing", item);
                    }
                    draft.standing.add(segment(ends[0], ends[1], item));
                }
            }
            if (fields.containsKey("loser")) {
                draft.loser = side(value(fields, "loser", "white|black"));
            }
            GipfPosition position = draft.done();
            checkConsistent(position, decider);
            return position;
        }

        private String value(Map<String, String> fields, String key, String regex) {
            return PositionFields.value("gipf", text, fields, key, regex);
        }

        private void place(Draft draft, Side side, String value) {
            if (value.equals("-")) {
                return;
            }
            for (String item : value.split(",", -1)) {
                Matcher matcher = PIECE.matcher(item);
                if (!matcher.matches() || GipfBoard.point(matcher.group(2)) == GipfBoard.NONE) {
                    throw bad("gipf.input.badValue", side.id(), item);
                }
                int spot = GipfBoard.point(matcher.group(2));
                if (GipfBoard.isDot(spot)) {
                    throw bad("gipf.input.onDot", item);
                }
                if (draft.at(spot) != null) {
                    throw bad("gipf.input.sharedSpot", GipfBoard.name(spot));
                }
                Kind kind = switch (matcher.group(1)) {
                    case "G" -> Kind.GIPF;
                    case "T" -> Kind.LOADED;
                    case "P" -> Kind.POTENTIAL;
                    default -> Kind.BASIC;
                };
                if (kind == Kind.GIPF && draft.variant == GipfVariant.BASIC) {
                    throw bad("gipf.input.gipfInBasic", item);
                }
                draft.put(spot, GipfPiece.of(side, kind));
            }
        }

        private int[] pair(Map<String, String> fields, String key) {
            String value = fields.getOrDefault(key, "0,0");
            Matcher matcher = PAIR.matcher(value);
            if (!matcher.matches()) {
                throw bad("gipf.input.badValue", key, value);
            }
            return new int[] {Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))};
        }

        private Side side(String id) {
            return id.equals("white") ? Side.WHITE : Side.BLACK;
        }

        private void checkConsistent(GipfPosition p, Side decider) {
            for (Side side : List.of(Side.WHITE, Side.BLACK)) {
                int onBoard = p.basicPiecesOnBoard(side);
                if (p.reserve(side) + onBoard + p.captured(side) != p.pieces(side)) {
                    throw bad("gipf.input.pieceTotal", Message.of(side.key()), p.reserve(side), onBoard, p.captured(side),
                            p.pieces(side));
                }
            }
            boolean potentialOnCentre = p.pieceAt(GipfBoard.CENTRE).filter(GipfPiece.of(p.turn(), Kind.LOADED)::equals).isPresent();
            switch (p.pending()) {
                case ROWS -> {
                    if (p.rowsToRemove().isEmpty()) {
                        throw bad("gipf.input.noRows");
                    }
                }
                case CHALLENGE, TAMSK, EXTRA -> {
                    if (!potentialOnCentre) {
                        throw bad("gipf.input.noPotentialOnCentre", p.pending().id());
                    }
                    if (p.pending() == Pending.CHALLENGE && p.challenges(p.opponent()) == 0) {
                        throw bad("gipf.input.noChallengeLeft");
                    }
                }
                default -> {
                }
            }
            if (decider != null && decider != p.decider()) {
                throw bad("gipf.input.decider", p.pending().id(), Message.of(p.decider().key()));
            }
            for (Segment segment : p.standing()) {
                boolean stands = GipfRow.find(p.boardBytes(), Side.WHITE, List.of()).stream()
                        .anyMatch(r -> r.segment().equals(segment) && GipfRules.onlyGipfPieces(p.boardBytes(), r))
                        || GipfRow.find(p.boardBytes(), Side.BLACK, List.of()).stream()
                        .anyMatch(r -> r.segment().equals(segment) && GipfRules.onlyGipfPieces(p.boardBytes(), r));
                if (!stands) {
                    throw bad("gipf.input.standing", segment.toString());
                }
            }
            p.loser().ifPresent(loser -> {
                if (p.variant() == GipfVariant.BASIC || p.count(loser, Kind.GIPF) > 0) {
                    throw bad("gipf.input.loser", Message.of(loser.key()));
                }
            });
        }

        private InputError bad(String key, Object... args) {
            return new InputError("gipf.input.position", text, Message.of(key, args));
        }
    }
}
