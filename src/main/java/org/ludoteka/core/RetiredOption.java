package org.ludoteka.core;

/**
 * A rule option an earlier version offered and this one no longer does. Old save files, settings,
 * lessons and command lines may still name it: they keep working. The option is dropped, the game is
 * played by today's rule, and a value other than {@code today} (the rule as it is now) brings the
 * notice {@code noticeKey} so that the user knows the game is not played as it was chosen.
 *
 * @param name      the option's name, as it was written ({@code power})
 * @param today     the value that meant what the rules now always do
 * @param noticeKey the bundle key of the one sentence telling the user the other value is no longer played
 */
public record RetiredOption(String name, String today, String noticeKey) {
}
