package org.ludoteka.progress;

import java.util.List;

/**
 * A Glicko-2 rating (Glickman, "Example of the Glicko-2 system", 2013): the rating, its deviation
 * (how unsure it is) and its volatility. A puzzle is an opponent whose rating is the puzzle's and
 * whose deviation is small, so that every attempt moves the learner's rating the way a game would.
 */
public record Glicko2(double rating, double deviation, double volatility) {
    /** A newcomer, as Glickman advises. */
    public static final Glicko2 NEW = new Glicko2(1500, 350, 0.06);
    /** How sure we are of a shipped puzzle's rating. */
    public static final double PUZZLE_DEVIATION = 60;
    /** The system constant τ: how fast the volatility may change. */
    private static final double TAU = 0.5;
    private static final double SCALE = 173.7178;
    private static final double EPSILON = 0.000001;

    /** One game of a rating period: the opponent's rating and deviation, and the score (1 won, 0 lost, between for partial credit). */
    public record Result(double rating, double deviation, double score) {
    }

    /** The rating after one rating period made of {@code results} (step 2 to 8 of Glickman's example). */
    public Glicko2 after(List<Result> results) {
        double mu = (rating - 1500) / SCALE;
        double phi = deviation / SCALE;
        if (results.isEmpty()) {
            return new Glicko2(rating, Math.min(350, Math.sqrt(phi * phi + volatility * volatility) * SCALE), volatility);
        }
        double inverseV = 0;
        double sum = 0;
        for (Result result : results) {
            double muJ = (result.rating() - 1500) / SCALE;
            double g = g(result.deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            sum += g * (result.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;
        double sigma = newVolatility(phi, v, delta);
        double phiStar = Math.sqrt(phi * phi + sigma * sigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return new Glicko2(newMu * SCALE + 1500, newPhi * SCALE, sigma);
    }

    /** The rating after one puzzle of rating {@code puzzleRating}, with {@code score} between 0 and 1. */
    public Glicko2 afterPuzzle(int puzzleRating, double score) {
        return after(List.of(new Result(puzzleRating, PUZZLE_DEVIATION, score)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the Illinois algorithm on f, as in the paper. */
    private double newVolatility(double phi, double v, double delta) {
        double a = Math.log(volatility * volatility);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * TAU, phi, v, delta) < 0) {
                k++;
            }
            bigB = a - k * TAU;
        }
        double fA = f(bigA, phi, v, delta);
        double fB = f(bigB, phi, v, delta);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, phi, v, delta);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private double f(double x, double phi, double v, double delta) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - Math.log(volatility * volatility)) / (TAU * TAU);
    }
}
