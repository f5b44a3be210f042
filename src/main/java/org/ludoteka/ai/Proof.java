package org.ludoteka.ai;

/** A solver's answer to "can this side force a win by the horizon?"; UNKNOWN when its budget ran out first. */
public enum Proof {
    WIN, NO_WIN, UNKNOWN
}
