package org.ludoteka.play;

import org.ludoteka.core.Message;

/** A decision in words: the seat that made it and what it did, without the seat ("does not challenge", "bids 30"). */
public record Said(int seat, Message deed) {
}
