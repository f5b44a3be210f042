package org.ludoteka.play.tamsk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;
import org.ludoteka.games.tamsk.TamskNotation;
import org.ludoteka.games.tamsk.TamskPosition;
import org.ludoteka.i18n.Language;
import org.ludoteka.i18n.Messages;

/** The news over the board, from what a real game logs at one moment, in the three languages. */
class TamskNewsTest {
    private static final TamskSetup LEVEL_2 = new TamskSetup(Map.of("level", "2"), false);
    private static final TamskSetup LEVEL_3 = new TamskSetup(Map.of("level", "3"), false);

    private static List<Message> loggedBy(TamskMatch match, Runnable what) {
        int before = match.log().size();
        what.run();
        return match.log().subList(before, match.log().size()).stream().map(TamskMatch.LogLine::what).toList();
    }

    private static List<String> inWords(List<Message> news, Language language) {
        Messages messages = Messages.of(language);
        return news.stream().map(messages::format).toList();
    }

    /** T-19: two hourglasses turned at the same moment run out together: one piece of news naming both cells. */
    @Test
    void twoHourglassesRunningOutTogetherAreOneNewsNamingBothCells() {
        TamskMatch match = new TamskMatch(LEVEL_2);
        match.play(TamskNotation.INSTANCE.parseMove("a1-b2+"));
        match.play(TamskNotation.INSTANCE.parseMove("d1-c1+"));

        List<Message> news = TamskNews.banner(loggedBy(match, () -> match.elapse(180_000)));

        assertThat(inWords(news, Language.EN)).containsExactly("The hourglasses on b2 and c1 have run out!");
        assertThat(inWords(news, Language.CS)).containsExactly("Hodiny na polích b2 a\u00a0c1 doběhly!");
        assertThat(inWords(news, Language.FR)).containsExactly("Les sabliers en b2 et en c1 se sont écoulés\u202f!");
    }

    @Test
    void oneHourglassRunningOutIsNamedByItsCell() {
        TamskMatch match = new TamskMatch(LEVEL_2);
        match.play(TamskNotation.INSTANCE.parseMove("a1-b2+"));

        assertThat(inWords(TamskNews.banner(loggedBy(match, () -> match.elapse(180_000))), Language.EN))
                .containsExactly("The hourglass on b2 has run out!");
    }

    /** T-25: a player who had not started when the 15 s ran out did not start, he was not late; he loses two turns, told once. */
    @Test
    void aPlayerWhoDidNotStartIsToldSoWithBothTurnsHeLosesAndNotLate() {
        TamskMatch match = new TamskMatch(LEVEL_3);
        match.play(TamskNotation.INSTANCE.parseMove("timer"));

        List<Message> news = TamskNews.banner(loggedBy(match, () -> match.elapse(15_000)));

        assertThat(inWords(news, Language.EN)).containsExactly("Red did not start in time: loses this turn and the next");
        assertThat(inWords(news, Language.CS)).containsExactly("Červený nezačal táhnout včas: ztrácí tento tah i\u00a0příští");
        assertThat(inWords(news, Language.FR)).containsExactly("Rouge n’a pas commencé à temps\u00a0: perd ce tour et le suivant");
        assertThat(String.join(" ", inWords(news, Language.EN))).doesNotContain("late");
    }

    /** T-24, T-25: the news of who was late already says the 15 s ran out; told besides, it made the line too long to read. */
    @Test
    void whoWasLateIsNotPrecededByTheTimerRunningOut() {
        Message ranOut = Message.of("window.tamsk.banner.timerRanOut");
        Message late = Message.of("window.tamsk.log.late", Message.of("side.red"));

        assertThat(TamskNews.banner(List.of(ranOut, late))).containsExactly(late);
        assertThat(TamskNews.banner(List.of(ranOut))).containsExactly(ranOut);
    }

    /** TA-5: the computer's claim names the cell the ring goes on. */
    @Test
    void aClaimNamesTheClaimerAndTheCell() {
        TamskPosition before = TamskNotation.INSTANCE.parsePosition(
                "tamsk level=1 turn=black red=b2,g1,d7 black=d1,g4,a4 rings=- holders=32,32 claim=b2");

        assertThat(Messages.of(Language.EN).format(TamskNews.claimed(before, Side.BLACK))).isEqualTo("Black claims the ring forgotten on b2!");
    }
}
