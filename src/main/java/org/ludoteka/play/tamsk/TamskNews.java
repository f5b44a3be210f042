package org.ludoteka.play.tamsk;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ludoteka.core.Message;
import org.ludoteka.games.tamsk.TamskBoard;
import org.ludoteka.games.tamsk.TamskPosition;

/**
 * The news a game in real time puts over the board, where both players look, from what the log
 * has just told: lines short enough to read at a glance that name the cell or the player. Hourglasses
 * that run out together are one piece of news naming each cell; a player who did not start his move
 * in time (T-25) is told so, with both turns he loses, and the first of them is not told again; who was
 * late says the 15 s ran out, so that is not told besides.
 */
public final class TamskNews {
    /** The log lines that tell the 15-second timer ran out on someone (T-24, T-25). */
    private static final Set<String> LATE = Set.of("window.tamsk.log.late", "window.tamsk.log.notStarted");

    private TamskNews() {
    }

    /** The news of the log lines (and other news, passed as they are) told at one moment, in their order. */
    public static List<Message> banner(List<Message> told) {
        List<Message> news = new ArrayList<>();
        List<Object> ranOut = new ArrayList<>();
        int ranOutAt = -1;
        Set<Object> notStarted = new HashSet<>();
        // who was late and what it costs him says that the 15 s ran out, in a line short enough to stay large
        boolean late = told.stream().anyMatch(line -> LATE.contains(line.key()));
        for (Message line : told) {
            if (late && line.key().equals("window.tamsk.banner.timerRanOut")) {
                continue;
            }
            switch (line.key()) {
                case "window.tamsk.log.ranOut" -> {
                    if (ranOut.isEmpty()) {
                        ranOutAt = news.size();
                    }
                    ranOut.add(line.args().get(0));
                }
                case "window.tamsk.log.notStarted" -> {
                    notStarted.add(line.args().get(0));
                    news.add(Message.of("window.tamsk.banner.notStarted", line.args().get(0)));
                }
                case "window.tamsk.log.skipped" -> {
                    if (!notStarted.contains(line.args().get(0))) { // T-25's news already says this turn is lost
                        news.add(line);
                    }
                }
                default -> news.add(line);
            }
        }
        if (ranOut.size() == 1) {
            news.add(ranOutAt, Message.of("window.tamsk.banner.ranOut", ranOut.get(0)));
        } else if (ranOut.size() > 1) {
            List<String> first = ranOut.subList(0, ranOut.size() - 1).stream().map(String::valueOf).toList();
            news.add(ranOutAt, Message.of("window.tamsk.banner.ranOutMany", String.join(", ", first), ranOut.get(ranOut.size() - 1)));
        }
        return news;
    }

    /** The news of a claim by the computer (TA-5), which a person watching the board might miss: who claims, and on which cell. */
    public static Message claimed(TamskPosition before, org.ludoteka.core.Side claimer) {
        return Message.of("window.tamsk.banner.claimed", Message.of(claimer.key()), TamskBoard.name(before.claim()));
    }
}
