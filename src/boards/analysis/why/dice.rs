//! What the dice the other side rolls next allow it after a move (Malaka): the share of its
//! rolls that let it win, and how (a pin on the mover's home edge), or pin or kill a piece;
//! and a hint's reasons in those terms.

use super::line::{deed, seat_name};
use crate::boards::ai::{Tuning, Weighed};
use crate::boards::game::{Decision, EndReason, Game, Seat, Status};

/// What the other side's next roll allows it after a move, as shares of its rolls (0 to 1).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Threat {
    /// Rolls with which it can win at once.
    pub(super) wins: f64,
    /// Of those, rolls with which it wins by pinning a piece on the mover's home edge.
    pub(super) home_pins: f64,
    /// Rolls with which it can win, take, pin or kill something of the mover's.
    pub(super) hits: f64,
}

impl Threat {
    /// How the other side wins with its rolls, in words after "could": mostly by a pin on
    /// the mover's home edge, or otherwise.
    fn how(&self) -> &'static str {
        if self.home_pins * 2.0 >= self.wins {
            "pin a piece on your home edge and win"
        } else {
            "win"
        }
    }
}

/// The other side's chances, after a move, of hitting back with the dice they roll next
/// ([`Threat`]) against `seat`. `None` when no roll comes next.
pub(super) fn dice_threat<G: Tuning>(after: &G, seat: Seat) -> Option<Threat> {
    if after.status() != Status::Chance {
        return None;
    }
    let mut rolls = Vec::new();
    after.chance_outcomes(&mut rolls);
    let mut threat = Threat::default();
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
        let (mut win, mut home, mut hit) = (false, false, false);
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
                home |= next.end_reason() == Some(EndReason::PinnedOnHome);
                if home {
                    break;
                }
            }
        }
        threat.wins += if win { p } else { 0.0 };
        threat.home_pins += if home { p } else { 0.0 };
        threat.hits += if win || hit { p } else { 0.0 };
    }
    Some(threat)
}

/// A share of rolls in words: "6%".
pub(super) fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

/// The name of the side that plays against `seat`.
fn them<G: Game>(game: &G, seat: Seat) -> String {
    (0..game.seats() as Seat)
        .find(|&s| !game.side(seat).contains(s))
        .map_or_else(|| "the other side".to_owned(), |s| seat_name(game, s))
}

/// Why a move played let the other side more than the best one, where dice come next: its
/// winning rolls (and how it wins) or the pieces it leaves open, against those after the best
/// move (`best_text`); `None` when the two are about the same.
pub(super) fn mistake_dice(bad: &Threat, good: &Threat, best_text: &str) -> Option<String> {
    if bad.wins > good.wins + 0.05 {
        let how = if bad.home_pins * 2.0 >= bad.wins {
            "a pin on your home edge; "
        } else {
            ""
        };
        return Some(format!(
            "Leaves the other side a winning roll {} of the time ({how}{} after {best_text}).",
            percent(bad.wins),
            percent(good.wins)
        ));
    }
    (bad.hits > good.hits + 0.05).then(|| {
        format!(
            "Leaves a piece open: the other side can pin or kill one on {} of its rolls ({} \
             after {best_text}).",
            percent(bad.hits),
            percent(good.hits)
        )
    })
}

/// A hint's reason where dice come next: the rolls its move (`best`, written `text`) leaves
/// the other side, against the next best move's (`other`).
pub(super) fn hint_dice<G: Tuning>(
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
    let good = dice_threat(&good, seat)?;
    let bad = dice_threat(&bad, seat)?;
    let other_text = game.move_text(other.mv);
    let who = them(game, seat);
    if bad.wins > good.wins + 0.05 {
        let leaves = if good.wins == 0.0 {
            format!("{who} no winning roll")
        } else {
            format!(
                "{who} a winning roll only {} of the time",
                percent(good.wins)
            )
        };
        return Some(format!(
            "{text} leaves {leaves}; after the next best move, {other_text}, {who} could {} \
             on {} of the rolls.",
            bad.how(),
            percent(bad.wins)
        ));
    }
    (bad.hits > good.hits + 0.05).then(|| {
        format!(
            "{text} leaves the fewest pieces open: a pin or a kill on {} of the rolls (the \
             next best move {}).",
            percent(good.hits),
            percent(bad.hits)
        )
    })
}

/// What the other side could still do with its next roll after a hinted move, to close the
/// hint's reason: ", though North could pin a piece on your home edge and win on 6% of the
/// rolls"; `None` when no roll wins for it.
pub(super) fn still_open<G: Tuning>(game: &G, after: &G, seat: Seat) -> Option<String> {
    let threat = dice_threat(after, seat)?;
    (threat.wins > 0.0).then(|| {
        format!(
            ", though {} could {} on {} of the rolls",
            them(game, seat),
            threat.how(),
            percent(threat.wins)
        )
    })
}
