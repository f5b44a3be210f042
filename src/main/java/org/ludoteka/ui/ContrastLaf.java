package org.ludoteka.ui;

import com.formdev.flatlaf.FlatLightLaf;

/**
 * A light theme for a washed-out projector: black on white, and on the boards deep colours and
 * thick outlines that survive a lamp that greys everything. Its colours are in
 * {@code themes/ContrastLaf.properties}, read after those of the light theme it builds on.
 */
public final class ContrastLaf extends FlatLightLaf {
    @Override
    public String getName() {
        return "Ludoteka High Contrast";
    }
}
