//! Automatic players: they answer every player's question, for simulation and tests.
//!
//! - `cautious` survives first: it leaves at the first Fool, refuses the Lovers, skips events
//!   when skipping is cheap, and plays re-rolls the careful way (the least chance of death).
//! - `greedy` plays for loot: it stays past the Fool until its hand is worth enough or it is
//!   hurt, helps the Lovers, and plays re-rolls the bold way (the best chance to pass).
//! - `random` picks any legal answer (for tests that explore every path).

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::attributes::Attr;
use super::card::{Card, Suit};
use super::delve::Delve;
use super::delve::Way;
use super::lines::Line;
use super::outlook::prompt::line_rerolls;
use super::question::{Answer, Question, Rotation};

/// An automatic player.
pub trait Policy {
    /// Picks one of `legal` (never empty) for the delve's pending player question.
    fn choose(&mut self, delve: &Delve, question: &Question, legal: &[Answer]) -> Answer;

    /// Whether [`Policy::choose`] reads the legal answers for this question; when it does not,
    /// a caller may pass an empty list and save listing them (the default: it reads them).
    fn reads_legal(&self, _question: &Question) -> bool {
        true
    }
}

/// The automatic players that can be named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PolicyKind {
    /// Survival first.
    Cautious,
    /// Loot first.
    Greedy,
    /// Any legal answer.
    Random,
}

impl PolicyKind {
    /// Every kind, in the order shown in help.
    pub const ALL: [PolicyKind; 3] = [PolicyKind::Cautious, PolicyKind::Greedy, PolicyKind::Random];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            PolicyKind::Cautious => "cautious",
            PolicyKind::Greedy => "greedy",
            PolicyKind::Random => "random",
        }
    }

    /// A player of this kind (`seed` drives the random one).
    pub fn build(self, seed: u64) -> Box<dyn Policy + Send> {
        match self {
            PolicyKind::Cautious => Box::new(Heuristic::cautious()),
            PolicyKind::Greedy => Box::new(Heuristic::greedy()),
            PolicyKind::Random => Box::new(RandomPolicy::new(seed)),
        }
    }
}

impl fmt::Display for PolicyKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PolicyKind {
    type Err = String;

    fn from_str(text: &str) -> Result<PolicyKind, String> {
        PolicyKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("`{text}` is not a policy (cautious, greedy, random)"))
    }
}

/// Picks uniformly among the legal answers.
#[derive(Clone, Debug)]
pub struct RandomPolicy {
    rng: ChaCha8Rng,
}

impl RandomPolicy {
    /// A random player from a seed.
    pub fn new(seed: u64) -> RandomPolicy {
        RandomPolicy {
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_fa11),
        }
    }
}

impl Policy for RandomPolicy {
    fn choose(&mut self, _delve: &Delve, _question: &Question, legal: &[Answer]) -> Answer {
        legal[self.rng.random_range(0..legal.len())]
    }
}

/// A rule-of-thumb player; its settings make it cautious or greedy.
#[derive(Clone, Debug)]
pub struct Heuristic {
    /// Leave at the Fool once the hand scores at least this.
    leave_at_score: u32,
    /// Leave at the Fool once any attribute is this low or lower.
    leave_when_hurt: u8,
    /// Re-roll the bold way (else the careful way).
    bold: bool,
    /// Help the Lovers.
    helps: bool,
    /// The attribute and Cups boosts picked together at the last attribute question.
    planned: Option<(Attr, u8)>,
    /// The ways to take the check being weighed (kept from one check to the next so that
    /// weighing allocates nothing).
    ways: Vec<Way>,
}

impl Heuristic {
    /// Survival first.
    pub fn cautious() -> Heuristic {
        Heuristic {
            leave_at_score: 0,
            leave_when_hurt: 6,
            bold: false,
            helps: false,
            planned: None,
            ways: Vec::new(),
        }
    }

    /// Loot first.
    pub fn greedy() -> Heuristic {
        Heuristic {
            leave_at_score: 12,
            leave_when_hurt: 2,
            bold: true,
            helps: true,
            planned: None,
            ways: Vec::new(),
        }
    }
}

/// What a card in hand is worth keeping, roughly.
fn keep_value(card: Card) -> i32 {
    if card == Card::WORLD {
        return 100;
    }
    match card.suit() {
        Some(Suit::Pentacles) => 10,
        Some(Suit::Cups) => 4,
        Some(Suit::Swords) => 3,
        Some(Suit::Wands) => 1,
        None => 0,
    }
}

/// A score for a way of taking a check, re-rolls played the careful way: passing is good,
/// dying is very bad.
fn way_value(w: &Way) -> f64 {
    let careful = &w.worked.careful;
    f64::from(careful.pass)
        - 4.0 * f64::from(careful.death)
        - 0.3 * f64::from(careful.points_lost)
        - 0.01 * w.cups_cost as f64
}

/// How good a card would be to flip next (for Wands).
fn flip_value(delve: &Delve, card: Card) -> i32 {
    match card.major_number() {
        Some(0) => 50,
        Some(21) => 60,
        Some(19) | Some(9) => 20,
        Some(4) | Some(16) | Some(13) | Some(3) | Some(20) => -20,
        Some(_) => -5,
        None if card.is_court() => {
            let lowest = Attr::ALL
                .iter()
                .map(|a| delve.attributes().get(*a))
                .min()
                .unwrap_or(0);
            if lowest <= 2 { -15 } else { 5 }
        }
        None => keep_value(card),
    }
}

impl Policy for Heuristic {
    fn reads_legal(&self, question: &Question) -> bool {
        !matches!(
            question,
            Question::CheckAttribute { .. }
                | Question::Cups { .. }
                | Question::Reroll { .. }
                | Question::Overcome { .. }
                | Question::Escape
                | Question::Help
                | Question::PeekBottom { .. }
                | Question::Rotation
        )
    }

    fn choose(&mut self, delve: &Delve, question: &Question, legal: &[Answer]) -> Answer {
        let attrs = delve.attributes();
        // The first of the best answers (so ties keep the listed order: flip before actions).
        let best_by = |score: &dyn Fn(&Answer) -> f64| {
            let mut best = (legal[0], score(&legal[0]));
            for answer in &legal[1..] {
                let value = score(answer);
                if value > best.1 {
                    best = (*answer, value);
                }
            }
            best.0
        };
        match question {
            Question::Action => best_by(&|a| match a {
                // Swords only raise attributes: always worth it, lowest attribute first.
                Answer::Swords(attr) => 10.0 - attrs.get(*attr) as f64,
                Answer::Wands(3) if attrs.get(Attr::Evocation) >= 5 => 1.0,
                _ => 0.0,
            }),
            Question::CheckAttribute { .. } | Question::Cups { .. } => {
                // The attribute and the Cups spend are chosen together, once per check.
                if let (Question::Cups { attr, max, .. }, Some((planned, boosts))) =
                    (question, self.planned.take())
                    && planned == *attr
                {
                    return Answer::Cups(boosts.min(*max));
                }
                // What the legal answers would start with (they may not have been listed).
                let first = match question {
                    Question::CheckAttribute { options, .. } => {
                        options.iter().next().map(Answer::Attr)
                    }
                    _ => Some(Answer::Cups(0)),
                };
                let fallback = legal.first().copied().or(first).unwrap_or(Answer::Cups(0));
                let Some(spec) = delve.pending_check() else {
                    return fallback;
                };
                let only = match question {
                    Question::Cups { attr, .. } => Some(*attr),
                    _ => None,
                };
                delve.ways_into(&spec, &mut self.ways);
                let best = self
                    .ways
                    .iter()
                    .filter(|w| only.is_none_or(|a| a == w.attr))
                    .map(|w| {
                        // Prefer not to risk Luck when another attribute does as well.
                        let luck_penalty = if w.attr == Attr::Luck { 0.05 } else { 0.0 };
                        (w.attr, w.boosts, way_value(w) - luck_penalty)
                    })
                    .fold(None, |best: Option<(Attr, u8, f64)>, o| match best {
                        Some(b) if b.2 >= o.2 => Some(b),
                        _ => Some(o),
                    });
                match (question, best) {
                    (Question::CheckAttribute { .. }, Some((attr, boosts, _))) => {
                        self.planned = Some((attr, boosts));
                        Answer::Attr(attr)
                    }
                    (Question::Cups { .. }, Some((_, boosts, _))) => Answer::Cups(boosts),
                    _ => fallback,
                }
            }
            Question::Reroll { .. } => {
                let line = if self.bold { Line::Bold } else { Line::Careful };
                Answer::Reroll(line_rerolls(delve, line).unwrap_or(false))
            }
            Question::Overcome { card } => {
                let Some(spec) = delve.pending_check() else {
                    return Answer::Skip(false);
                };
                let harm = event_harm(delve, *card);
                delve.ways_into(&spec, &mut self.ways);
                let best = self
                    .ways
                    .iter()
                    .max_by(|a, b| way_value(a).total_cmp(&way_value(b)));
                let skip = best.is_some_and(|w| {
                    let (careful, one_die) = (&w.worked.careful, &w.worked.one_die);
                    let fail = 1.0 - f64::from(careful.pass);
                    let damage =
                        f64::from(one_die.points_lost) / (1.0 - f64::from(one_die.pass)).max(1e-9);
                    f64::from(careful.death) < 0.02 && fail * (damage + harm) < harm
                });
                Answer::Skip(skip)
            }
            Question::Escape => {
                let hurt = Attr::ALL
                    .iter()
                    .any(|a| attrs.get(*a) <= self.leave_when_hurt);
                Answer::Leave(hurt || delve.hand_score() >= self.leave_at_score)
            }
            Question::Help => Answer::Help(self.helps),
            Question::PeekBottom { card } => Answer::Bottom(flip_value(delve, *card) < 0),
            Question::Arrange { .. } => best_by(&|a| match a {
                Answer::Arrange(arrangement) => {
                    let top = arrangement.top[0].map_or(0, |c| flip_value(delve, c));
                    (top * 4 - flip_value(delve, arrangement.bottom)) as f64
                }
                _ => 0.0,
            }),
            Question::Rotation => {
                let turned = |rotation: Rotation| {
                    let mut values = attrs.0;
                    match rotation {
                        Rotation::Left => values.rotate_left(1),
                        Rotation::Right => values.rotate_right(1),
                    }
                    // Luck matters most (re-rolls, wildcard), then the weakest value.
                    values[Attr::Luck.index()] as f64 * 0.5
                        + *values.iter().min().unwrap_or(&0) as f64
                };
                if turned(Rotation::Right) > turned(Rotation::Left) {
                    Answer::Rotate(Rotation::Right)
                } else {
                    Answer::Rotate(Rotation::Left)
                }
            }
            Question::ChooseAttribute { card, .. } => {
                let devil = card.major_number() == Some(15);
                best_by(&|a| match a {
                    // The Devil lowers the chosen attribute: pick the highest. Others raise it:
                    // pick the lowest.
                    Answer::Attr(attr) if devil => attrs.get(*attr) as f64,
                    Answer::Attr(attr) => -(attrs.get(*attr) as f64),
                    _ => 0.0,
                })
            }
            Question::Discard { .. } | Question::Balance { .. } => best_by(&|a| match a {
                Answer::Card(card) => -keep_value(*card) as f64,
                _ => 0.0,
            }),
            _ => legal[0],
        }
    }
}

/// Roughly how much facing an event costs, in attribute points.
fn event_harm(delve: &Delve, card: Card) -> f64 {
    let hand = delve.hand();
    let lost_value = |n: usize| {
        let mut values: Vec<i32> = hand.iter().map(|c| keep_value(*c)).collect();
        values.sort_unstable();
        values.iter().take(n).sum::<i32>() as f64 / 10.0
    };
    match card.major_number() {
        Some(3) => lost_value(2),
        Some(4) => lost_value(6) + 0.5,
        Some(8) => match delve.last_check() {
            Some((_, true)) => 1.0,
            _ => 0.0,
        },
        Some(14) => {
            let least = Suit::ALL
                .iter()
                .map(|s| hand.iter().filter(|c| c.is_suit(*s)).count())
                .min()
                .unwrap_or(0);
            hand.iter()
                .filter(|c| c.is_minor())
                .count()
                .saturating_sub(4 * least) as f64
                * 0.3
        }
        Some(15) => 0.5,
        Some(17) => hand.iter().filter(|c| c.is_suit(Suit::Cups)).count().min(3) as f64 * 0.2,
        Some(20) => 0.8,
        _ => 0.0,
    }
}
