package org.ludoteka.games.gipf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludoteka.core.InputError;
import org.ludoteka.core.Message;
import org.ludoteka.core.Side;

/** A GIPF position set up by hand: what it derives, and every reason it refuses one no game can reach. */
class GipfSetUpTest {
    private static final GipfSetUp STANDARD = GipfSetUp.of(GipfNotation.INSTANCE.parsePosition("start"));

    private static Message refusal(GipfSetUp setUp) {
        try {
            setUp.position();
        } catch (InputError e) {
            return e.problem();
        }
        throw new AssertionError("accepted: " + setUp.preview());
    }

    private static int at(String name) {
        return GipfBoard.point(name);
    }

    @Test
    void theStartSetUpAgainIsTheStartAndCapturesAreWhatIsNeitherOnTheBoardNorInReserve() {
        assertThat(STANDARD.position()).isEqualTo(GipfNotation.INSTANCE.parsePosition("start"));

        GipfPosition played = STANDARD.with(at("e5"), GipfPiece.WHITE_BASIC).withReserve(Side.WHITE, 10).withTurn(Side.BLACK).position();

        assertThat(GipfNotation.INSTANCE.format(played))
                .isEqualTo("gipf game=standard turn=black white=Gb5,Ge2,e5,Gh5 black=Gb2,Ge8,Gh2 reserve=10,12 captured=1,0");
    }

    @Test
    void gipfPiecesInTheBasicGameAreRefused_G6() {
        GipfSetUp basic = STANDARD.withVariant(GipfVariant.BASIC);

        assertThat(refusal(basic)).isEqualTo(Message.of("gipf.setUp.gipfInBasic", "b2"));
        assertThat(basic.start().position()).isEqualTo(GipfNotation.INSTANCE.parsePosition("basic"));
    }

    @Test
    void morePiecesThanAPlayerHasAreRefused() {
        GipfSetUp crowded = STANDARD.with(at("e5"), GipfPiece.BLACK_GIPF).withReserve(Side.BLACK, 11);

        assertThat(refusal(crowded)).isEqualTo(Message.of("gipf.setUp.tooMany", Message.of(Side.BLACK.key()), 8, 11, 18));
    }

    @Test
    void aPlayerWithoutAGipfPieceHasLostInTheStandardGameAndInTheTournamentOnceHeBroughtOneIn_G25() {
        GipfSetUp noWhiteGipf = STANDARD.with(at("b5"), null).with(at("e2"), null).with(at("h5"), null);
        assertThat(refusal(noWhiteGipf)).isEqualTo(Message.of("gipf.setUp.noGipfPiece", Message.of(Side.WHITE.key())));

        GipfSetUp tournament = STANDARD.withVariant(GipfVariant.TOURNAMENT).cleared();
        GipfPosition empty = tournament.position();
        assertThat(empty.inGipfPhase(Side.WHITE)).isTrue();
        assertThat(refusal(tournament.with(at("e5"), GipfPiece.WHITE_BASIC).withReserve(Side.WHITE, 17)))
                .isEqualTo(Message.of("gipf.setUp.noGipfPiece", Message.of(Side.WHITE.key())));
        GipfPosition gipfOnly = tournament.with(at("e5"), GipfPiece.WHITE_GIPF).withReserve(Side.WHITE, 16).position();
        assertThat(gipfOnly.inGipfPhase(Side.WHITE)).isTrue();
        assertThat(gipfOnly.inGipfPhase(Side.BLACK)).isTrue();
    }

    @Test
    void aRowOfFourWouldHaveBeenRemovedUnlessItIsOfGipfPiecesOnly_G21_GA4() {
        GipfSetUp row = STANDARD;
        for (String spot : new String[] {"c3", "c4", "c5", "c6"}) {
            row = row.with(at(spot), GipfPiece.WHITE_BASIC);
        }
        assertThat(refusal(row.withReserve(Side.WHITE, 8))).isEqualTo(Message.of("gipf.setUp.row", Message.of(Side.WHITE.key()), "c3-c6"));

        GipfSetUp gipfRow = STANDARD;
        for (String spot : new String[] {"c3", "c4", "c5", "c6"}) {
            gipfRow = gipfRow.with(at(spot), GipfPiece.WHITE_GIPF);
        }
        assertThat(gipfRow.withReserve(Side.WHITE, 4).position().standing()).hasSize(1);
    }

    @Test
    void thePlayerOnMoveWithAnEmptyReserveHasLost_G24() {
        assertThat(refusal(STANDARD.withReserve(Side.WHITE, 0))).isEqualTo(Message.of("gipf.setUp.emptyReserve", Message.of(Side.WHITE.key())));
        assertThat(STANDARD.withReserve(Side.BLACK, 0).position().reserve(Side.BLACK)).isZero(); // the other may be out: he moves next
    }

    @Test
    void whatThePositionTextRefusesBesidesIsRefusedInItsWords() {
        GipfSetUp loadedOnCentre = STANDARD.withPotentials(Side.WHITE, 1);
        assertThat(loadedOnCentre.position().potentials(Side.WHITE)).isEqualTo(1);
        assertThatThrownBy(() -> STANDARD.with(at("a1"), GipfPiece.WHITE_BASIC)).isInstanceOf(IllegalArgumentException.class);
    }
}
