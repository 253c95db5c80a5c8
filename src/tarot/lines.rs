//! The two lines of play for Luck re-rolls (the ruling "Odds with re-rolls: a careful line and a
//! bold line"): at each failed die the player re-rolls or accepts, and "the odds with re-rolls"
//! mean nothing until they say how that choice is made. [`Figures`] are what a check is worth
//! from some point on under one line; [`Line::prefers`] is the line's choice between two
//! continuations.
//!
//! Every figure that counts re-rolls (the odds table, each answer, the re-roll prompt, the
//! terminal, the automatic players) comes from these two lines.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::attributes::Attr;
use super::check::passes;

/// How a player answers the re-roll prompt at every failed die of a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    /// Re-roll or accept, whichever gives the lower chance of death on this check; on a tie the
    /// higher chance to pass; then the fewer points lost.
    Careful,
    /// Re-roll or accept, whichever gives the higher chance to pass; on a tie the lower chance
    /// of death; then the fewer points lost.
    Bold,
}

/// What a check is taken for: nearly always to pass; at The Hanged Man a failure is what the
/// card rewards (+2 after the damage), so the lines weigh the points a way leaves instead of
/// its chance to pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aim {
    /// Passing is what counts (keep the court card, skip the event, see the deck…).
    #[default]
    Pass,
    /// A pass does nothing and a failure may pay: what counts is the points left.
    Failure,
}

/// Two figures are the same when they differ by less than this.
pub const EPS: f64 = 1e-9;

/// What a check is worth from some point on, under one line of play: the chance to pass, the
/// chance of death, and the expected change of each attribute counted over the outcomes the
/// adventurer lives through (an outcome that kills adds nothing there: its whole weight is in
/// `death`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Figures {
    /// The chance to pass the check (and live).
    pub pass: f64,
    /// The chance of death: the check's damage, a re-roll paid with the last Luck, or what the
    /// card does right after the check.
    pub death: f64,
    /// For each attribute (in the order of [`Attr::ALL`]), the expected change over the
    /// outcomes where the adventurer lives: damage, Luck paid for re-rolls, and what the card
    /// does right after (The Magician's −2, The Hanged Man's +2).
    pub change: [f64; 6],
}

impl Figures {
    /// A pass, with nothing lost.
    pub const PASS: Figures = Figures {
        pass: 1.0,
        death: 0.0,
        change: [0.0; 6],
    };

    /// A certain death.
    pub const DEATH: Figures = Figures {
        pass: 0.0,
        death: 1.0,
        change: [0.0; 6],
    };

    /// The chance to live through the check.
    pub fn live(&self) -> f64 {
        (1.0 - self.death).max(0.0)
    }

    /// The expected points lost over the outcomes the adventurer lives through (Luck paid for
    /// re-rolls and every attribute's change, gains counted against losses).
    pub fn points_lost(&self) -> f64 {
        -self.change.iter().sum::<f64>()
    }

    /// The expected change of one attribute if the adventurer lives (0 when nothing lives).
    pub fn change_if_alive(&self, attr: Attr) -> f64 {
        let live = self.live();
        if live < EPS {
            0.0
        } else {
            self.change[attr.index()] / live
        }
    }

    /// Adds `weight` times `other`.
    pub fn add(&mut self, other: &Figures, weight: f64) {
        self.pass += weight * other.pass;
        self.death += weight * other.death;
        for (mine, theirs) in self.change.iter_mut().zip(other.change) {
            *mine += weight * theirs;
        }
    }

    /// The same outcome with one more point of `attr` spent on every path that lives (a re-roll
    /// paid with Luck).
    pub fn paying(mut self, attr: Attr) -> Figures {
        self.change[attr.index()] -= self.live();
        self
    }

    /// Whether two figures say the same to a player: pass and death within `EPS`.
    pub fn same_odds(&self, other: &Figures) -> bool {
        (self.pass - other.pass).abs() < EPS && (self.death - other.death).abs() < EPS
    }
}

impl Line {
    /// Both lines, careful first.
    pub const BOTH: [Line; 2] = [Line::Careful, Line::Bold];

    /// The line's name, lowercase ("careful", "bold").
    pub fn name(self) -> &'static str {
        match self {
            Line::Careful => "careful",
            Line::Bold => "bold",
        }
    }

    /// What the line does, in a few words.
    pub fn rule(self) -> &'static str {
        match self {
            Line::Careful => "re-roll a failed die unless that raises the chance of dying now",
            Line::Bold => "re-roll a failed die whenever that raises the chance to pass",
        }
    }

    /// Orders two continuations for this line: `Less` when `a` is the better. Ties are
    /// `Equal`.
    pub fn compare(self, aim: Aim, a: &Figures, b: &Figures) -> Ordering {
        let death = || cmp(a.death, b.death);
        let pass = || cmp(b.pass, a.pass);
        let points = || cmp(a.points_lost(), b.points_lost());
        match (self, aim) {
            (Line::Careful, Aim::Pass) => death().then_with(pass).then_with(points),
            (Line::Bold, Aim::Pass) => pass().then_with(death).then_with(points),
            (Line::Careful, Aim::Failure) => death().then_with(points),
            (Line::Bold, Aim::Failure) => points().then_with(death),
        }
    }

    /// Whether the line takes `a` over `b` (strictly better; a tie keeps `b`).
    pub fn prefers(self, aim: Aim, a: &Figures, b: &Figures) -> bool {
        self.compare(aim, a, b) == Ordering::Less
    }
}

/// A check's dice worked out under the lines, from the endings of the check (what it leaves
/// when it ends with some Luck, passed or failed on some die: [`crate::tarot::stakes::Stakes::ending`],
/// or the same played out on a copy of the delve). Each ending and each re-roll's value is
/// worked out once, when first asked for: a whole check costs at most 49 endings and 21
/// re-rolls, whatever is asked of it.
///
/// Figures count from where the check stands when asked: a value at some Luck counts changes
/// from the values at that Luck, and a re-roll paid for counts the Luck it cost.
pub struct Dice<F: FnMut(u8, Option<u8>) -> Figures> {
    target: u8,
    aim: Aim,
    ending: F,
    endings: [[Option<Figures>; 7]; 7],
    rerolls: [[Option<Figures>; 7]; 3],
}

impl<F: FnMut(u8, Option<u8>) -> Figures> Dice<F> {
    /// The dice of a check against `target`, taken for `aim`; `ending(luck, failed)` is how the
    /// check leaves the adventurer when it ends with `luck`, passed (`None`) or failed on the
    /// die `failed` and accepted.
    pub fn new(target: u8, aim: Aim, ending: F) -> Dice<F> {
        Dice {
            target,
            aim,
            ending,
            endings: [[None; 7]; 7],
            rerolls: [[None; 7]; 3],
        }
    }

    /// How the check leaves the adventurer when it ends with `luck`, passed or failed on the
    /// die `failed`.
    fn end(&mut self, luck: u8, failed: Option<u8>) -> Figures {
        let (l, f) = (luck.min(6) as usize, failed.unwrap_or(0).min(6) as usize);
        if let Some(known) = self.endings[l][f] {
            return known;
        }
        let value = (self.ending)(luck, failed);
        self.endings[l][f] = Some(value);
        value
    }

    /// The first die with `luck`, then the line's choices at each failure (`None`: every
    /// failure accepted).
    pub fn first(&mut self, luck: u8, line: Option<Line>) -> Figures {
        let mut total = Figures::default();
        for roll in 1..=6u8 {
            let step = if passes(roll, self.target) {
                self.end(luck, None)
            } else {
                self.failed(luck, roll, line)
            };
            total.add(&step, 1.0 / 6.0);
        }
        total
    }

    /// Accepting the failed die `roll` with `luck` left.
    pub fn accept(&mut self, luck: u8, roll: u8) -> Figures {
        self.end(luck, Some(roll))
    }

    /// At the failed die `roll` with `luck` left: what the line takes, re-rolling or accepting
    /// (`None`: accepting).
    pub fn failed(&mut self, luck: u8, roll: u8, line: Option<Line>) -> Figures {
        let accept = self.accept(luck, roll);
        match line {
            Some(line) if luck >= 1 => {
                let reroll = self.reroll(luck, Some(line));
                if line.prefers(self.aim, &reroll, &accept) {
                    reroll
                } else {
                    accept
                }
            }
            _ => accept,
        }
    }

    /// Whether the line re-rolls the failed die `roll` with `luck` left.
    pub fn rerolls(&mut self, luck: u8, roll: u8, line: Line) -> bool {
        if luck == 0 {
            return false;
        }
        let accept = self.accept(luck, roll);
        let reroll = self.reroll(luck, Some(line));
        line.prefers(self.aim, &reroll, &accept)
    }

    /// A re-roll with `luck`, then the line's choices (`None`: every failure accepted): a 1
    /// passes for free; any other face costs 1 Luck first (the last one kills), then passes or
    /// fails again.
    pub fn reroll(&mut self, luck: u8, line: Option<Line>) -> Figures {
        let index = match line {
            None => 0,
            Some(Line::Careful) => 1,
            Some(Line::Bold) => 2,
        };
        if let Some(known) = self.rerolls[index][luck.min(6) as usize] {
            return known;
        }
        let mut total = Figures::default();
        for roll in 1..=6u8 {
            let step = if roll == 1 {
                self.end(luck, None)
            } else if luck <= 1 {
                Figures::DEATH
            } else if passes(roll, self.target) {
                self.end(luck - 1, None).paying(Attr::Luck)
            } else {
                self.failed(luck - 1, roll, line).paying(Attr::Luck)
            };
            total.add(&step, 1.0 / 6.0);
        }
        self.rerolls[index][luck.min(6) as usize] = Some(total);
        total
    }

    /// The die about to be rolled with `luck` (a re-roll's when `reroll`), then the line's
    /// choices.
    pub fn die(&mut self, luck: u8, reroll: bool, line: Option<Line>) -> Figures {
        if reroll {
            self.reroll(luck, line)
        } else {
            self.first(luck, line)
        }
    }
}

/// The two lines in one sentence, as the app and the terminal both show it.
pub const LINES_SENTENCE: &str = "Careful play re-rolls a failed die unless that raises the \
    chance of dying now; bold play re-rolls whenever that raises the chance to pass.";

/// Compares two chances, equal within `EPS`.
fn cmp(a: f64, b: f64) -> Ordering {
    if (a - b).abs() < EPS {
        Ordering::Equal
    } else if a < b {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(pass: f64, death: f64, lost: f64) -> Figures {
        let mut change = [0.0; 6];
        change[0] = -lost;
        Figures {
            pass,
            death,
            change,
        }
    }

    #[test]
    fn careful_puts_death_first_and_bold_puts_passing_first() {
        let safe = figures(0.3, 0.1, 1.0);
        let brave = figures(0.6, 0.4, 0.0);
        assert!(Line::Careful.prefers(Aim::Pass, &safe, &brave));
        assert!(Line::Bold.prefers(Aim::Pass, &brave, &safe));
    }

    #[test]
    fn ties_fall_to_the_next_figure_then_to_the_points() {
        let a = figures(0.5, 0.1, 1.0);
        let b = figures(0.4, 0.1, 0.0);
        assert!(Line::Careful.prefers(Aim::Pass, &a, &b));
        let c = figures(0.5, 0.1, 0.5);
        assert!(Line::Careful.prefers(Aim::Pass, &c, &a));
        assert!(Line::Bold.prefers(Aim::Pass, &c, &a));
        assert!(
            !Line::Bold.prefers(Aim::Pass, &a, &a),
            "a tie is no preference"
        );
    }

    #[test]
    fn when_a_failure_pays_the_points_replace_the_chance_to_pass() {
        let pass = figures(1.0, 0.0, 0.0);
        let gain = figures(0.0, 0.0, -1.0);
        assert!(Line::Careful.prefers(Aim::Failure, &gain, &pass));
        assert!(Line::Bold.prefers(Aim::Failure, &gain, &pass));
        assert!(Line::Careful.prefers(Aim::Pass, &pass, &gain));
    }

    #[test]
    fn paying_luck_counts_only_where_the_adventurer_lives() {
        let half = Figures {
            pass: 0.5,
            death: 0.5,
            change: [0.0; 6],
        };
        let paid = half.paying(Attr::Luck);
        assert!((paid.change[Attr::Luck.index()] + 0.5).abs() < EPS);
        assert!((paid.change_if_alive(Attr::Luck) + 1.0).abs() < EPS);
    }
}
