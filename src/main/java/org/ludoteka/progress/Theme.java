package org.ludoteka.progress;

/** The window's colours: light for a bright room, dark for a dim one. */
public enum Theme {
    LIGHT, DARK
}
