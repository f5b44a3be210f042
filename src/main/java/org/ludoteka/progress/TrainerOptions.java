package org.ludoteka.progress;

/**
 * How the learner wants the puzzle trainer to work, kept with the puzzle progress.
 *
 * @param spacedRepetition missed puzzles come back after days ({@link SpacedReview}) rather than after a few other puzzles
 * @param shortestWinOnly a "win in N" puzzle accepts only a move of the shortest win, as in the GIPF problem-solving
 *                        contests, rather than any move that still wins within the moves left
 */
public record TrainerOptions(boolean spacedRepetition, boolean shortestWinOnly) {
    /** Both off: missed puzzles come back after a few others, and any winning move is accepted. */
    public static final TrainerOptions DEFAULT = new TrainerOptions(false, false);

    public TrainerOptions withSpacedRepetition(boolean chosen) {
        return new TrainerOptions(chosen, shortestWinOnly);
    }

    public TrainerOptions withShortestWinOnly(boolean chosen) {
        return new TrainerOptions(spacedRepetition, chosen);
    }
}
