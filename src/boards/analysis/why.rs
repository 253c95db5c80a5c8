//! Why one move is better than another, in a sentence, from what the search saw: the lines it
//! expects after each (what they take, strike, pin or kill, and who they let win: `line`),
//! the chances the dice give the other side after each, and the game's own measure of
//! progress (steps to the goal edge, rows to the far row). A hint says what its move does
//! (where the pyramid lands) and what it stops, in plain words.

mod dice;
mod line;
mod short;

use crate::boards::ai::{Judgement, Tuning, Weighed};
use crate::boards::effect::{self, Effect};
use crate::boards::game::{Game, Seat, Status};

use dice::{dice_threat, hint_dice, mistake_dice, still_open};
pub use line::seat_name;
use line::{Event, Form, capitalise, events, helps, hurts, plural, result};
pub use short::LONGEST_REASON;
use short::{brief, fit, handed_plainly};

/// An event told as the harm a move did `seat`: the other side's deed ("lets North take a
/// queen (3 points) with b7xc5", "lets North empty its own quarter and win 2 to 1 with
/// d6-d2"); the move judged itself ending the game in a loss ("South empties its own
/// quarter and loses 1 to 2") or handing a piece over ("hands the piece over to North"); or
/// a later move of `seat`'s side that the line comes to ("leads to South emptying its own
/// quarter with a3-a4 and losing 1 to 2").
fn lets<G: Game>(game: &G, event: &Event, end: &G, seat: Seat) -> String {
    let who = seat_name(game, event.seat);
    let ours = game.side(seat).contains(event.seat);
    if let Some(square) = event.gift.filter(|_| ours) {
        return if event.index == 0 {
            // "hands the pyramid over to North: it ends on f5, on North's side of the canal"
            let to = (0..game.seats() as Seat)
                .find(|&s| !game.side(seat).contains(s))
                .map(|s| seat_name(game, s))
                .unwrap_or_default();
            format!(
                "{}: it ends on {}, on {to}'s side of the canal",
                event.deed.third,
                game.square_name(square)
            )
        } else {
            format!("leads to {} with {}", event.deed.gerund, event.text)
        };
    }
    let tail = |form: Form| {
        event
            .end
            .map(|o| result(end, o, event.seat, form))
            .unwrap_or_default()
    };
    match (ours, event.index) {
        (true, 0) => format!("{who} {}{}", event.deed.third, tail(Form::Third)),
        (true, _) => format!(
            "leads to {who} {} with {}{}",
            event.deed.gerund,
            event.text,
            tail(Form::Gerund)
        ),
        (false, _) => format!(
            "lets {who} {}{} with {}",
            event.deed.base,
            tail(Form::Base),
            event.text
        ),
    }
}

/// A side's progress as the game measures it ([`Tuning::still_to_go`]) from one position to
/// another, in words: "3 steps nearer the goal edge"; `None` unless it gained.
fn progress_gain<G: Tuning>(from: &G, to: &G, seat: Seat) -> Option<String> {
    let (before, unit, goal) = from.still_to_go(seat)?;
    let (after, _, _) = to.still_to_go(seat)?;
    let gain = before - after;
    let unit = if gain == 1 {
        unit.strip_suffix('s').unwrap_or(unit)
    } else {
        unit
    };
    (gain > 0).then(|| format!("{gain} {unit} nearer {goal}"))
}

/// Why the move played (`judgement.other`) was worse than the best one, for `seat`, who
/// played it in `game`.
pub(super) fn mistake_reason<G: Tuning>(
    game: &G,
    seat: Seat,
    judgement: &Judgement<G::Move>,
) -> Option<String> {
    let played = judgement.other.as_ref()?;
    let best = &judgement.best;
    let (bad, bad_end) = events(game, &played.line);
    let (good, good_end) = events(game, &best.line);
    let best_text = game.move_text(best.mv);
    let missed: Vec<&Event> = good.iter().filter(|e| helps(e, game, seat)).collect();
    let harm = bad.iter().find(|e| {
        hurts(e, game, seat)
            && !good
                .iter()
                .any(|g| g.deed == e.deed && g.seat == e.seat && g.text == e.text)
    });
    let better = |lead: &str| match missed.first() {
        Some(e) if e.index == 0 => {
            let tail = e.end.map(|o| result(&good_end, o, seat, Form::Third));
            format!(
                "{lead}{best_text}, which {}{}.",
                e.deed.third,
                tail.unwrap_or_default()
            )
        }
        Some(e) => format!(
            "{lead}{best_text}, after which {} {} with {}{}.",
            seat_name(game, e.seat),
            e.deed.third,
            e.text,
            e.end
                .map(|o| result(&good_end, o, e.seat, Form::Third))
                .unwrap_or_default()
        ),
        None => format!("{lead}{best_text}."),
    };
    if let Some(harm) = harm {
        let mut words = lets(game, harm, &bad_end, seat);
        capitalise(&mut words);
        return Some(format!("{words}. {}", better("Better: ")));
    }
    if !missed.is_empty() {
        return Some(better("Misses ").replacen("Misses ", "Misses this: ", 1));
    }
    // The dice come next: compare what they allow the other side after each move.
    if let (Some(bad), Some(good)) = (dice_threat(&bad_end, seat), dice_threat(&good_end, seat))
        && let Some(reason) = mistake_dice(&bad, &good, &best_text)
    {
        return Some(reason);
    }
    if let Some(gain) = progress_gain(&bad_end, &good_end, seat) {
        return Some(format!(
            "{best_text} would have brought you {gain} than the move played."
        ));
    }
    Some(format!(
        "{best_text} keeps the better position, as the search sees it {} ahead.",
        plural(judgement.depth.max(1), "move")
    ))
}

/// Where the pyramid a move of `seat`'s carries ends, when it jumps or stays and is still
/// `seat`'s (Malice): "lands on g4, on your side", "stays on d3 (its twin e6 is taken)".
/// `None` in a game without the jump, or when the move hands it over.
fn landing<G: Game>(game: &G, mv: G::Move, seat: Seat) -> Option<String> {
    let effects = game.effects(mv);
    let handed = effects
        .iter()
        .any(|e| matches!(*e, Effect::GoesOver { seat: to, .. } if !game.side(seat).contains(to)));
    if handed {
        return None;
    }
    let name = |square: u8| game.square_name(square);
    effects.iter().find_map(|e| match *e {
        Effect::Lands { square, .. } => Some(format!("lands on {}, on your side", name(square))),
        Effect::Stays { square, twin } => Some(format!(
            "stays on {} (its twin {} is taken)",
            name(square),
            name(twin)
        )),
        _ => None,
    })
}

/// A move of `seat`'s that hands its piece over, in words: "hands the pyramid over to North
/// (it ends on d7)"; `None` when the piece stays `seat`'s.
fn handed<G: Game>(game: &G, mv: G::Move, seat: Seat) -> Option<String> {
    let effects = game.effects(mv);
    effects.iter().find_map(|e| match *e {
        Effect::GoesOver { seat: to, square } if !game.side(seat).contains(to) => {
            let name = game.square_name(square);
            // Where it ends, unless the move's own text already says so (d3-d5 ends on d5).
            let ends = if game.move_text(mv).ends_with(&name) {
                String::new()
            } else {
                format!(" (it ends on {name})")
            };
            Some(format!(
                "hands the {} over to {}{ends}",
                line::piece_word(&effects),
                seat_name(game, to),
            ))
        }
        _ => None,
    })
}

/// What a capture of `seat`'s costs when its pyramid cannot jump back (Malice: the twin of
/// the square taken is occupied): ", but its twin d2 is taken: it stays on e7 and is North's
/// now"; empty otherwise. Without it a newcomer who follows the hint loses the pyramid
/// unawares.
fn stranded<G: Game>(game: &G, mv: G::Move, seat: Seat) -> String {
    let effects = game.effects(mv);
    let Some(twin) = effects.iter().find_map(|e| match *e {
        Effect::Stays { twin, .. } => Some(twin),
        _ => None,
    }) else {
        return String::new();
    };
    effects
        .iter()
        .find_map(|e| match *e {
            Effect::GoesOver { seat: to, square } if !game.side(seat).contains(to) => {
                Some(format!(
                    ", but its twin {} is taken: it stays on {} and is {}'s now",
                    game.square_name(twin),
                    game.square_name(square),
                    seat_name(game, to)
                ))
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// A deed of the player's own side told to them: "its own quarter" is "your own quarter".
fn yours(words: &str) -> String {
    words.replace("its own", "your own")
}

/// Why the hint's move (`judgement.best`) is the one to play, for the seat to move in
/// `game`, in a sentence that starts with the move's text: what it does (what it takes,
/// where its pyramid lands) and what it stops that the next best move would allow, what it
/// sets up, how far it gets, or that it gives nothing away.
pub fn hint_reason<G: Tuning>(game: &G, judgement: &Judgement<G::Move>) -> String {
    let Status::ToMove(seat) = game.status() else {
        return String::new();
    };
    let best = &judgement.best;
    let (good, good_end) = events(game, &best.line);
    let text = game.move_text(best.mv);
    let lands = landing(game, best.mv, seat);
    if let Some(e) = good
        .first()
        .filter(|e| e.index == 0 && helps(e, game, seat))
    {
        let deed = yours(&e.deed.third);
        return match (e.end, &lands) {
            (Some(outcome), _) => format!(
                "{text} {deed}{}.",
                result(&good_end, outcome, seat, Form::Third)
            ),
            (None, Some(lands)) => format!("{text} {deed} and {lands}."),
            (None, None) => format!("{text} {deed}{}.", stranded(game, best.mv, seat)),
        };
    }
    if let Some(other) = &judgement.other {
        let (bad, bad_end) = events(game, &other.line);
        let stopped = bad.iter().find(|e| {
            hurts(e, game, seat) && !good.iter().any(|g| g.deed == e.deed && g.seat == e.seat)
        });
        if let Some(e) = stopped {
            return stops(game, seat, best, lands.as_deref(), e, &bad_end, other);
        }
        if let Some(reason) = hint_dice(game, seat, best, other, &text) {
            return reason;
        }
    }
    if let Some(e) = good.iter().find(|e| helps(e, game, seat)) {
        let when = if e.index == 2 && game.seats() == 2 {
            "for your next turn"
        } else {
            "a few moves on"
        };
        let whose = if e.seat == seat {
            String::new()
        } else {
            format!("{}'s ", seat_name(game, e.seat))
        };
        // The move itself may hand its pyramid over to set the deed up: said first.
        let gift = handed(game, best.mv, seat)
            .map(|gift| format!("{gift}, but "))
            .unwrap_or_default();
        let tail = e
            .end
            .map(|o| result(&good_end, o, e.seat, Form::Third))
            .unwrap_or_default();
        return format!(
            "{text} {gift}sets up {whose}{} {when}: it {}{tail}.",
            e.text,
            yours(&e.deed.third)
        );
    }
    let mut after = game.clone();
    if after.play_legal(best.mv).is_ok()
        && let Some(gain) = progress_gain(game, &after, seat)
    {
        // A race the next roll can still end says so: a step nearer is no reason to walk
        // into a pin on the home edge.
        let open = still_open(game, &after, seat).unwrap_or_default();
        return format!("{text} brings you {gain}{open}.");
    }
    let foreseen = effect::foresee(game, best.mv);
    let ahead = plural(judgement.depth.max(1), "move");
    // What the move does for the game's longer aim (the race to empty a zone), as the
    // evaluation weighs it: the concrete reason of a quiet move or a piece handed over.
    let aim = game.aim(&after, seat);
    if let Some(gift) = handed(game, best.mv, seat) {
        // Said plainly, so that a newcomer who learned not to give pieces away is not
        // puzzled.
        // A gift that leaves the other side nothing to take is named as Learn names it.
        let harmless = match after.status() {
            Status::ToMove(next) if !game.side(seat).contains(next) => {
                foreseen.answer.is_none().then_some(next)
            }
            _ => None,
        };
        return match (aim, harmless) {
            (Some(aim), _) => fit(format!("{text} {gift}, but {aim}."), || {
                let plain = handed_plainly(&gift);
                fit(format!("{text} {plain}, but {aim}."), || {
                    format!("{text} {gift}, but {}.", brief(&aim))
                })
            }),
            (None, Some(next)) => format!(
                "{text} {gift}: a harmless gift, it leaves {} nothing to take.",
                seat_name(game, next)
            ),
            (None, None) => fit(
                format!(
                    "{text} {gift}, yet looking {ahead} ahead the computer finds nothing better."
                ),
                || format!("{text} {gift}, yet nothing is better {ahead} ahead."),
            ),
        };
    }
    if let Some(answer) = &foreseen.answer {
        let does = lands.map_or_else(String::new, |lands| format!("{lands}; it "));
        let who = seat_name(game, answer.seat);
        let leaves = format!(
            "{text} {does}leaves {who} {} ({})",
            answer.text, answer.words
        );
        return fit(
            format!("{leaves}, yet looking {ahead} ahead the computer finds nothing better."),
            || format!("{leaves}, yet nothing is better {ahead} ahead."),
        );
    }
    if let Status::ToMove(next) = after.status()
        && !game.side(seat).contains(next)
    {
        // Short: at 200 % of a small window the hint has a few lines of a narrow panel.
        let who = seat_name(game, next);
        if let Some(aim) = aim {
            let does = lands.unwrap_or_else(|| "gives nothing away".into());
            return fit(
                format!("{text} {does}; it leaves {who} nothing to take and {aim}."),
                || {
                    format!(
                        "{text} {does}; it leaves {who} nothing to take and {}.",
                        brief(&aim)
                    )
                },
            );
        }
        // "lands on g4, on your side, and leaves …": the comma closes the aside.
        let does = match lands {
            Some(l) if l.contains(", ") => format!("{l},"),
            Some(l) => l,
            None => "gives nothing away".into(),
        };
        return format!("{text} {does} and leaves {who} nothing to take.");
    }
    format!(
        "{text} changes little at once; looking {ahead} ahead, the computer likes the position \
         it leaves best."
    )
}

/// A hint's reason when its move (`best`, whose pyramid `lands` so) stops a harm that the
/// next best move (`other`, whose line ends in `bad_end`) would allow: `e`, the harm, in
/// that line.
fn stops<G: Tuning>(
    game: &G,
    seat: Seat,
    best: &Weighed<G::Move>,
    lands: Option<&str>,
    e: &Event,
    bad_end: &G,
    other: &Weighed<G::Move>,
) -> String {
    let text = game.move_text(best.mv);
    // What the move does first: where its pyramid lands, or that it hands one over.
    let does = match handed(game, best.mv, seat) {
        Some(gift) => format!("{gift}, but "),
        None => lands.map_or_else(String::new, |lands| format!("{lands}, and ")),
    };
    let other_text = game.move_text(other.mv);
    let ours = game.side(seat).contains(e.seat);
    let tail = |form: Form| {
        e.end
            .map(|o| result(bad_end, o, e.seat, form))
            .unwrap_or_default()
    };
    match (ours, e.index) {
        // The next best move itself hands a piece over or loses the game.
        (true, 0) if e.gift.is_some() => {
            let keeps = lands.map_or_else(|| "gives nothing away".to_owned(), str::to_owned);
            format!(
                "{text} {keeps}; the next best move, {other_text}, {}.",
                e.deed.third
            )
        }
        (true, 0) => format!(
            "{text} {does}keeps the game going; the next best move, {other_text}, {}{}.",
            yours(&e.deed.third),
            tail(Form::Third).replace(" and loses", ", and you lose")
        ),
        (true, _) => format!(
            "{text} {does}avoids a line where you {} with {}{}, where the next best move, \
             {other_text}, leads.",
            yours(&e.deed.base),
            e.text,
            tail(Form::Base)
        ),
        (false, _) => {
            let stops = |does: &str| {
                format!(
                    "{text} {does}stops {} from {} with {}{}",
                    seat_name(game, e.seat),
                    e.deed.gerund,
                    e.text,
                    tail(Form::Gerund)
                )
            };
            let plain = handed_plainly(&does).to_owned();
            let plain = if plain == does {
                plain
            } else {
                format!("{plain}, but ")
            };
            fit(
                format!(
                    "{}, which the next best move, {other_text}, would allow.",
                    stops(&does)
                ),
                || {
                    fit(
                        format!("{}, which {other_text} would allow.", stops(&plain)),
                        || format!("{}.", stops(&plain)),
                    )
                },
            )
        }
    }
}
