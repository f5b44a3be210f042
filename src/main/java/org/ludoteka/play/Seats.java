package org.ludoteka.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Who sits at each seat of a game: a person at the screen (none), or the computer at a strength. */
public record Seats(List<Optional<Strength>> computers) {

    public Seats {
        computers = List.copyOf(computers);
    }

    /** {@code count} people sharing the screen. */
    public static Seats people(int count) {
        return new Seats(new ArrayList<>(java.util.Collections.nCopies(count, Optional.<Strength>empty())));
    }

    /** {@code count} seats, the computer at {@code seat} and people at the others. */
    public static Seats computerAt(int count, int seat, Strength strength) {
        return people(count).with(seat, Optional.of(strength));
    }

    public Seats with(int seat, Optional<Strength> computer) {
        List<Optional<Strength>> changed = new ArrayList<>(computers);
        changed.set(seat, computer);
        return new Seats(changed);
    }

    public int count() {
        return computers.size();
    }

    public Optional<Strength> at(int seat) {
        return computers.get(seat);
    }

    public boolean computerAt(int seat) {
        return seat >= 0 && seat < computers.size() && computers.get(seat).isPresent();
    }

    public boolean anyComputer() {
        return computers.stream().anyMatch(Optional::isPresent);
    }

    /** The seat of the only computer, when exactly one seat is the computer's. */
    public Optional<Integer> onlyComputer() {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < computers.size(); seat++) {
            if (computers.get(seat).isPresent()) {
                seats.add(seat);
            }
        }
        return seats.size() == 1 ? Optional.of(seats.get(0)) : Optional.empty();
    }
}
