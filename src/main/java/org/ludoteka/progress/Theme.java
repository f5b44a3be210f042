package org.ludoteka.progress;

/** The window's colours: light for a bright room, dark for a dim one, high contrast for a washed-out projector. */
public enum Theme {
    LIGHT, DARK, CONTRAST
}
