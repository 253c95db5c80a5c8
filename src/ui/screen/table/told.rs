//! Which of the delve's events the table tells: the turn in play's (the "This turn" tray) and
//! those since the last card was flipped.

use crate::career::ActiveDelve;
use crate::tarot::event::Event;

/// What the "This turn" tray tells, with its title: the events of the turn in play; before
/// anything has happened in it, those of the turn before ("Last turn"), or of the opening
/// hand before the first turn. Never two turns at once.
pub(super) fn this_turn(active: &ActiveDelve) -> (&'static str, &[Event]) {
    let events = active.events();
    let began = |e: &Event| matches!(e, Event::TurnBegan { .. });
    let Some(last) = events.iter().rposition(began) else {
        return ("This turn", events);
    };
    if last + 1 < events.len() {
        return ("This turn", &events[last + 1..]);
    }
    match events[..last].iter().rposition(began) {
        Some(before) => ("Last turn", &events[before + 1..last]),
        None => ("Before the first turn", &events[..last]),
    }
}

/// The events since the last card was flipped (all of them before the first flip): what the
/// table tells until the next flip.
pub(super) fn since_flip(active: &ActiveDelve) -> &[Event] {
    let events = active.events();
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::Flipped { .. }))
        .unwrap_or(0);
    &events[start..]
}
