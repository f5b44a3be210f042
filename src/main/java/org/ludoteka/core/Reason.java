package org.ludoteka.core;

/** Why a move is illegal: a typed value whose text lives in the message bundles under {@link #key()}. */
public interface Reason {
    /** The message key, which is also the reason code of the command line and the lessons. */
    String key();
}
