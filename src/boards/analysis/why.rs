//! Why one move is better than another, in a sentence, from what the search saw: the lines it
//! expects after each (what they take, strike, pin or kill, and who they let win), the
//! chances the dice give the other side after each, and the game's own measure of progress
//! (steps to the goal edge, rows to the far row).

use crate::boards::ai::{Judgement, Tuning, Weighed};
use crate::boards::effect::Effect;
use crate::boards::game::{Decision, EndReason, Game, Seat, Status};

/// Seat names for games that give none ([`Game::place`]): the colours their pieces are drawn in.
const COLOURS: [&str; 4] = ["Blue", "Red", "Green", "Purple"];

/// A seat's name in a sentence: where it sits ("North") or the colour of its pieces ("Red").
pub fn seat_name<G: Game>(game: &G, seat: Seat) -> String {
    game.place(seat)
        .unwrap_or(COLOURS[usize::from(seat) % COLOURS.len()])
        .to_owned()
}

/// A thing a move of a line does that a player would name, in three forms for three kinds of
/// sentence: "takes a queen", "take a queen", "taking a queen".
#[derive(Clone, Debug, PartialEq)]
struct Deed {
    third: String,
    base: String,
    gerund: String,
}

impl Deed {
    fn new(stem: &str, rest: &str) -> Deed {
        let (third, base, gerund) = match stem {
            "take" => ("takes", "take", "taking"),
            "strike" => ("strikes", "strike", "striking"),
            "kill" => ("kills", "kill", "killing"),
            "pin" => ("pins", "pin", "pinning"),
            "reach" => ("reaches", "reach", "reaching"),
            "make" => ("makes", "make", "making"),
            "empty" => ("empties", "empty", "emptying"),
            "join" => ("joins", "join", "joining"),
            "run" => ("runs", "run", "running"),
            "repeat" => ("repeats", "repeat", "repeating"),
            "hand" => ("hands", "hand", "handing"),
            _ => ("ends", "end", "ending"),
        };
        let with = |verb: &str| format!("{verb} {rest}");
        Deed {
            third: with(third),
            base: with(base),
            gerund: with(gerund),
        }
    }
}

/// What one move of a line does: who made it, its text, and the deed (a capture, strike,
/// pin, kill, a pawn on the far row, a promotion, or the game's end).
#[derive(Clone, Debug)]
struct Event {
    /// Its place in the line (0: the move judged).
    index: usize,
    seat: Seat,
    text: String,
    deed: Deed,
    /// Whether the deed ends the game, and with whose win.
    end: Option<Decision>,
    /// Whether the mover handed its own piece over to another side, taking nothing.
    gift: bool,
}

fn plural(n: impl Into<u32>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The deeds of an effect worth naming.
fn deed<G: Game>(game: &G, effect: &Effect) -> Option<Deed> {
    let name = |square: u8| game.square_name(square);
    Some(match *effect {
        Effect::Takes { piece, points, .. } => {
            Deed::new("take", &format!("a {piece} ({})", plural(points, "point")))
        }
        Effect::Strikes { square, rings } if rings > 0 => Deed::new(
            "strike",
            &format!("the pawn on {} ({})", name(square), plural(rings, "ring")),
        ),
        Effect::Kills { square } => Deed::new("kill", &format!("the piece on {}", name(square))),
        Effect::Pins { square } => Deed::new("pin", &format!("the piece on {}", name(square))),
        Effect::FarRow { square } => {
            Deed::new("reach", &format!("the far row on {}", name(square)))
        }
        Effect::Makes { piece, .. } => Deed::new("make", &format!("a {piece}")),
        _ => return None,
    })
}

/// The deed of ending the game (`over`, the position it ended in) with `mover`'s move: an
/// emptied area is named by whose it was ("empties its own quarter", "empties South's
/// zone").
fn ending<G: Game>(over: &G, mover: Seat) -> Deed {
    let emptied = |area: &str| {
        let whose = match over.emptied() {
            Some(owner) if owner == mover => format!("its own {area}"),
            Some(owner) => format!("{}'s {area}", seat_name(over, owner)),
            None => format!("a {area}"),
        };
        Deed::new("empty", &whose)
    };
    match over.end_reason() {
        Some(EndReason::ZoneEmptied) => emptied("zone"),
        Some(EndReason::QuarterEmptied) => emptied("quarter"),
        Some(EndReason::Connected) => Deed::new("join", "every piece to the goal edge"),
        Some(EndReason::PinnedOnHome) => Deed::new("pin", "a piece on its home edge"),
        Some(EndReason::FarRowReached) => Deed::new("reach", "the far row"),
        Some(EndReason::RingsLost) => Deed::new("take", "the last rings"),
        Some(EndReason::ClockRanOut) => Deed::new("run", "the clock out"),
        Some(EndReason::Repetition) => Deed::new("repeat", "the position a third time"),
        _ => Deed::new("end", "the game"),
    }
}

/// The events of `line` played from `game`, and the position it ends in.
fn events<G: Game>(game: &G, line: &[G::Move]) -> (Vec<Event>, G) {
    let mut work = game.clone();
    let mut events = Vec::new();
    for (index, &mv) in line.iter().enumerate() {
        let Status::ToMove(seat) = work.status() else {
            break;
        };
        let text = work.move_text(mv);
        let effects = work.effects(mv);
        let mut deeds: Vec<Deed> = effects.iter().filter_map(|e| deed(&work, e)).collect();
        // A piece that ends on another side's ground without taking anything is handed over.
        let gift = effects
            .iter()
            .find_map(|e| match *e {
                Effect::GoesOver { seat: to, .. } if !work.side(seat).contains(to) => Some(to),
                _ => None,
            })
            .filter(|_| deeds.is_empty());
        if let Some(to) = gift {
            deeds.push(Deed::new(
                "hand",
                &format!("the piece over to {}", seat_name(&work, to)),
            ));
        }
        let gift = gift.is_some();
        if work.play_legal(mv).is_err() {
            break;
        }
        if let Status::Over(outcome) = work.status() {
            let mut deed = ending(&work, seat);
            // A piece crossing over to end the game is told by the end alone.
            if let Some(first) = deeds.first().filter(|_| !gift) {
                // "takes a queen (3 points) and empties a zone"
                deed = Deed {
                    third: format!("{} and {}", first.third, deed.third),
                    base: format!("{} and {}", first.base, deed.base),
                    gerund: format!("{} and {}", first.gerund, deed.gerund),
                };
            }
            events.push(Event {
                index,
                seat,
                text,
                deed,
                end: Some(outcome),
                gift: false,
            });
            break;
        }
        if let Some(deed) = deeds.into_iter().next() {
            events.push(Event {
                index,
                seat,
                text,
                deed,
                end: None,
                gift,
            });
        }
    }
    (events, work)
}

/// The form of a verb a sentence needs: "wins", "win", "winning".
#[derive(Clone, Copy)]
enum Form {
    Third,
    Base,
    Gerund,
}

/// How a game's end reads for `seat`: " and wins 3 to 2", " and draws".
fn result<G: Game>(game_after: &G, outcome: Decision, seat: Seat, form: Form) -> String {
    let score = || {
        let scores: Vec<i32> = (0..game_after.seats() as Seat)
            .map(|s| game_after.score(s))
            .collect();
        if scores.iter().all(|&s| s == 0) || scores.len() != 2 {
            String::new()
        } else {
            let (ours, theirs) = (scores[usize::from(seat)], scores[1 - usize::from(seat)]);
            format!(" {ours} to {theirs}")
        }
    };
    let (win, draw, lose) = match form {
        Form::Third => ("wins", "draws", "loses"),
        Form::Base => ("win", "draw", "lose"),
        Form::Gerund => ("winning", "drawing", "losing"),
    };
    match outcome {
        Decision::Draw => format!(" and {draw}"),
        Decision::Win(seats) if seats.contains(seat) => format!(" and {win}{}", score()),
        Decision::Win(_) => format!(" and {lose}{}", score()),
    }
}

/// Whether an event is bad for `seat`: the other side's deed (a piece it hands over is no
/// harm), the move judged handing a piece of `seat`'s over, or an end `seat` does not win.
fn hurts(event: &Event, game: &impl Game, seat: Seat) -> bool {
    let ours = game.side(seat).contains(event.seat);
    match event.end {
        Some(Decision::Win(seats)) => !seats.contains(seat),
        Some(Decision::Draw) => false,
        None if event.gift => ours && event.index == 0,
        None => !ours,
    }
}

/// Whether an event is good for `seat`: its own side's deed (not a piece handed over), or an
/// end it wins. The other side handing a piece over later in a line is no reason to give: a
/// search's line that far is a guess.
fn helps(event: &Event, game: &impl Game, seat: Seat) -> bool {
    let ours = game.side(seat).contains(event.seat);
    match event.end {
        Some(Decision::Win(seats)) => seats.contains(seat),
        Some(Decision::Draw) => false,
        None => ours && !event.gift,
    }
}

/// An event told as the harm a move did `seat`: the other side's deed ("lets North take a
/// queen (3 points) with b7xc5", "lets North empty its own quarter and win 2 to 1 with
/// d6-d2"); the move judged itself ending the game in a loss ("South empties its own
/// quarter and loses 1 to 2") or handing a piece over ("hands the piece over to North"); or
/// a later move of `seat`'s side that the line comes to ("leads to South emptying its own
/// quarter with a3-a4 and losing 1 to 2").
fn lets<G: Game>(game: &G, event: &Event, end: &G, seat: Seat) -> String {
    let who = seat_name(game, event.seat);
    let ours = game.side(seat).contains(event.seat);
    if event.gift && ours {
        return if event.index == 0 {
            event.deed.third.clone()
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

/// The other side's chances, after a move, of hitting back with the dice they roll next: the
/// share of rolls (0 to 1) that let them win, and the share that let them take, pin or kill
/// something of `seat`'s. `None` when no roll comes next.
fn dice_threat<G: Tuning>(after: &G, seat: Seat) -> Option<(f64, f64)> {
    if after.status() != Status::Chance {
        return None;
    }
    let mut rolls = Vec::new();
    after.chance_outcomes(&mut rolls);
    let (mut wins, mut hits) = (0.0, 0.0);
    let mut moves = Vec::new();
    for (roll, p) in rolls {
        let mut rolled = after.clone();
        if rolled.resolve_chance(roll).is_err() {
            continue;
        }
        let Status::ToMove(them) = rolled.status() else {
            continue;
        };
        if rolled.side(them).contains(seat) {
            continue;
        }
        rolled.legal_moves(&mut moves);
        let (mut win, mut hit) = (false, false);
        for &mv in &moves {
            hit |= rolled
                .effects(mv)
                .iter()
                .any(|e| deed(&rolled, e).is_some());
            let mut next = rolled.clone();
            if next.play_legal(mv).is_ok()
                && matches!(next.status(), Status::Over(Decision::Win(s)) if s.contains(them))
            {
                win = true;
                break;
            }
        }
        wins += if win { p } else { 0.0 };
        hits += if win || hit { p } else { 0.0 };
    }
    Some((wins, hits))
}

fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
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
            "{lead}{best_text}, after which {} {} with {}.",
            seat_name(game, e.seat),
            e.deed.third,
            e.text
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
    if let (Some((bad_wins, bad_hits)), Some((good_wins, good_hits))) =
        (dice_threat(&bad_end, seat), dice_threat(&good_end, seat))
    {
        if bad_wins > good_wins + 0.05 {
            return Some(format!(
                "Leaves the other side a winning roll {} of the time ({} after {best_text}).",
                percent(bad_wins),
                percent(good_wins)
            ));
        }
        if bad_hits > good_hits + 0.05 {
            return Some(format!(
                "Leaves a piece open: the other side can pin or kill one on {} of its rolls \
                 ({} after {best_text}).",
                percent(bad_hits),
                percent(good_hits)
            ));
        }
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

fn capitalise(words: &mut String) {
    if let Some(first) = words.get(0..1) {
        let upper = first.to_uppercase();
        words.replace_range(0..1, &upper);
    }
}

/// Why the hint's move (`judgement.best`) is the one to play, for the seat to move in
/// `game`, in a sentence: what it does, what it stops, what it sets up, or how far it gets.
pub fn hint_reason<G: Tuning>(game: &G, judgement: &Judgement<G::Move>) -> String {
    let Status::ToMove(seat) = game.status() else {
        return String::new();
    };
    let best = &judgement.best;
    let (good, good_end) = events(game, &best.line);
    let text = game.move_text(best.mv);
    if let Some(e) = good
        .first()
        .filter(|e| e.index == 0 && helps(e, game, seat))
    {
        let tail = e.end.map(|o| result(&good_end, o, seat, Form::Third));
        return format!("{text} {}{}.", e.deed.third, tail.unwrap_or_default());
    }
    if let Some(other) = &judgement.other {
        let (bad, _) = events(game, &other.line);
        let stopped = bad.iter().find(|e| {
            hurts(e, game, seat) && !good.iter().any(|g| g.deed == e.deed && g.seat == e.seat)
        });
        if let Some(e) = stopped {
            return format!(
                "{text} keeps {} from {}.",
                seat_name(game, e.seat),
                e.deed.gerund
            );
        }
        if let Some(reason) = hint_dice(game, seat, best, other, &text) {
            return reason;
        }
    }
    if let Some(e) = good.iter().find(|e| helps(e, game, seat)) {
        return format!(
            "{text} prepares {}: {} {}.",
            e.text,
            seat_name(game, e.seat),
            e.deed.third
        );
    }
    let mut after = game.clone();
    if after.play_legal(best.mv).is_ok()
        && let Some(gain) = progress_gain(game, &after, seat)
    {
        return format!("{text} brings you {gain}.");
    }
    format!(
        "{text} wins or loses nothing at once; the search likes it best, looking {} ahead.",
        plural(judgement.depth.max(1), "move")
    )
}

/// A hint's reason where dice come next: the roll it leaves the other side, against the
/// next best move's.
fn hint_dice<G: Tuning>(
    game: &G,
    seat: Seat,
    best: &Weighed<G::Move>,
    other: &Weighed<G::Move>,
    text: &str,
) -> Option<String> {
    let after = |mv: G::Move| {
        let mut g = game.clone();
        g.play_legal(mv).ok().map(|_| g)
    };
    let (good, bad) = (after(best.mv)?, after(other.mv)?);
    let (good_wins, good_hits) = dice_threat(&good, seat)?;
    let (bad_wins, bad_hits) = dice_threat(&bad, seat)?;
    if bad_wins > good_wins + 0.05 {
        return Some(format!(
            "{text} leaves the other side a winning roll {} of the time (the next best move \
             {}).",
            percent(good_wins),
            percent(bad_wins)
        ));
    }
    (bad_hits > good_hits + 0.05).then(|| {
        format!(
            "{text} leaves the fewest pieces open: a pin or a kill on {} of the rolls (the \
             next best move {}).",
            percent(good_hits),
            percent(bad_hits)
        )
    })
}
