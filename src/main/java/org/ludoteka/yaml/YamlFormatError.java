package org.ludoteka.yaml;

import org.ludoteka.core.Message;

/** A YAML file (a lesson, a puzzle set) that does not follow its format, thrown while reading it and caught by its loader. */
public final class YamlFormatError extends RuntimeException {
    private final int line;
    private final transient Message problem;

    public YamlFormatError(int line, String key, Object... args) {
        super(key);
        this.line = line;
        this.problem = Message.of(key, args);
    }

    /** 1-based, as editors count. */
    public int line() {
        return line;
    }

    public Message problem() {
        return problem;
    }
}
