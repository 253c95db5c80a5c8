//! What the pending check puts at stake ([`Stakes`]): read off the check and the work waiting
//! under it (the rest of the card's effect, a court card, a skip, a Wands action), up to the
//! next question. Where what follows cannot be told from the attributes alone (the deck about
//! to run out, a card already seen on top, an effect that may or may not ask), the check's
//! endings are played out on copies of the delve instead, so the figures stay exact.

use crate::tarot::arcana::{AttrTarget, DrawCount, Instr, RotationSource};
use crate::tarot::attributes::{Attr, Attributes};
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::{self, max_boosts};
use crate::tarot::event::{Event, Outcome};
use crate::tarot::lines::{Dice, Figures};
use crate::tarot::question::{Answer, Question};
use crate::tarot::stakes::{After, AfterOp, Odds, Stakes, Worked};

use super::state::{CheckSpec, Delve, Stage, Task};

/// How a check's endings are worked out: from its stakes, or played out on a copy.
pub type Ending<'a> = Box<dyn FnMut(u8, Option<u8>) -> Figures + 'a>;

/// The stakes of a check and whether they tell its endings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckStakes {
    /// What the check puts at stake (when `told` is false, what follows the check is left
    /// out of it).
    pub stakes: Stakes,
    /// Whether [`Stakes::ending`] tells how the check ends; else it is played out.
    pub told: bool,
}

impl Delve {
    /// What the pending check puts at stake if taken with `attr` and `boosts` Cups boosts
    /// (for a check in progress, its own attribute and boosts are used). `None` when no check
    /// is pending.
    pub fn check_stakes(&self, attr: Attr, boosts: u8) -> Option<CheckStakes> {
        let question = self.pending?;
        let (spec, attr, target, below, used) = match (question, self.tasks.last()) {
            (Question::Overcome { card }, _) => {
                let spec = self.skip_spec(card);
                let target = self.target_of(&spec, attr, boosts);
                (spec, attr, target, Below::Skip(card), None)
            }
            (_, Some(Task::Check(task))) => {
                let below = match self.tasks.len().checked_sub(2).map(|i| self.tasks[i]) {
                    Some(task) => Below::Task(task),
                    None => Below::Nothing,
                };
                match task.stage {
                    Stage::Attribute | Stage::Cups => {
                        let target = self.target_of(&task.spec, attr, boosts);
                        (task.spec, attr, target, below, Some(attr))
                    }
                    _ => (task.spec, task.attr, task.target, below, Some(task.attr)),
                }
            }
            _ => return None,
        };
        let (pass, fail) = (
            self.after_check(below, used, true),
            self.after_check(below, used, false),
        );
        let told = pass.is_some() && fail.is_some();
        let (after_pass, after_fail) = match (pass, fail) {
            (Some(pass), Some(fail)) => (pass, fail),
            _ => (After::NOTHING, After::NOTHING),
        };
        Some(CheckStakes {
            stakes: Stakes {
                kind: spec.kind,
                attr,
                target,
                attrs: self.attrs,
                min_damage: self.setup.options.min_failure_damage,
                aim: spec.aim,
                after_pass,
                after_fail,
            },
            told,
        })
    }

    /// The pending check's dice taken with `attr` and `boosts`, with its stakes: figures under
    /// either line, from the stakes where they tell the endings, else played out on copies.
    pub fn check_dice(&self, attr: Attr, boosts: u8) -> Option<(Stakes, Dice<Ending<'_>>)> {
        let CheckStakes { stakes, told } = self.check_stakes(attr, boosts)?;
        let ending: Ending<'_> = if told {
            Box::new(move |luck, failed| stakes.ending(luck, failed))
        } else {
            Box::new(move |luck, failed| self.played_ending(attr, boosts, luck, failed))
        };
        Some((stakes, Dice::new(stakes.target, stakes.aim, ending)))
    }

    /// Exact odds of a check for every allowed attribute and every Cups spend the hand can
    /// pay, what the card does after the check counted.
    pub fn odds(&self, spec: &CheckSpec) -> Vec<Odds> {
        let mut table = Vec::new();
        self.each_way(spec, |boosts, cost, stakes, dice| {
            table.push(Odds::of(stakes, (boosts, cost), false, dice));
        });
        table
    }

    /// The ways to take a check as the automatic players weigh them (every allowed attribute
    /// and every Cups spend the hand can pay), the figures kept from one check to the next
    /// ([`Stakes::worked`]).
    pub fn ways(&self, spec: &CheckSpec) -> Vec<Way> {
        let mut ways = Vec::with_capacity(8);
        self.ways_into(spec, &mut ways);
        ways
    }

    /// Like [`Delve::ways`], into `ways` (cleared first; no allocation when reused).
    pub fn ways_into(&self, spec: &CheckSpec, ways: &mut Vec<Way>) {
        ways.clear();
        let cups = self.count_suit(Suit::Cups);
        for attr in spec.options.iter() {
            let skill = self.attrs.get(attr);
            let Some(CheckStakes { stakes, told }) = self.check_stakes(attr, 0) else {
                continue;
            };
            for boosts in 0..=self.max_boosts_for(spec, skill, cups) {
                let boosted = Stakes {
                    target: check::target(skill, boosts, spec.difficulty),
                    ..stakes
                };
                let worked = if told {
                    boosted.worked()
                } else {
                    match self.check_dice(attr, boosts) {
                        Some((stakes, mut dice)) => Worked::of(&stakes, &mut dice),
                        None => continue,
                    }
                };
                ways.push(Way {
                    attr,
                    boosts,
                    cups_cost: check::cups_cost(skill, boosts),
                    worked,
                });
            }
        }
    }

    /// Visits every way to take the check with its stakes and dice.
    fn each_way(
        &self,
        spec: &CheckSpec,
        mut visit: impl FnMut(u8, u32, &Stakes, &mut Dice<Ending<'_>>),
    ) {
        let cups = self.count_suit(Suit::Cups);
        for attr in spec.options.iter() {
            let skill = self.attrs.get(attr);
            for boosts in 0..=self.max_boosts_for(spec, skill, cups) {
                if let Some((stakes, mut dice)) = self.check_dice(attr, boosts) {
                    visit(boosts, check::cups_cost(skill, boosts), &stakes, &mut dice);
                }
            }
        }
    }

    /// The most Cups boosts a check allows on a skill, with `cups` Cups in hand.
    fn max_boosts_for(&self, spec: &CheckSpec, skill: u8, cups: usize) -> u8 {
        if spec.cups_allowed && !self.cursed {
            max_boosts(skill, cups)
        } else {
            0
        }
    }

    fn target_of(&self, spec: &CheckSpec, attr: Attr, boosts: u8) -> u8 {
        check::target(self.attrs.get(attr), boosts, spec.difficulty)
    }

    /// What follows a check that passed or failed, in attributes, up to the next question;
    /// `None` when that cannot be told from the attributes alone.
    fn after_check(&self, below: Below, used: Option<Attr>, passed: bool) -> Option<After> {
        match below {
            Below::Skip(card) | Below::Task(Task::AfterSkip(card)) => {
                if passed {
                    Some(After::NOTHING)
                } else {
                    // The event happens anyway, from its start (no attribute "used" by it).
                    self.after_program(card, 0, None, passed)
                }
            }
            Below::Task(Task::AfterCourt(_)) => Some(After::NOTHING),
            Below::Task(Task::Effect { card, pc }) => self.after_program(card, pc, used, passed),
            // After a Wands action: the top card is seen or flipped; a card nobody knows
            // yet is a question.
            Below::Task(Task::AfterWands(_)) => self.top_unknown().then_some(After::NOTHING),
            _ => None,
        }
    }

    /// How many cards a `draw` takes now.
    fn draw_count(&self, count: DrawCount) -> u8 {
        match count {
            DrawCount::Fixed(n) => n,
            DrawCount::ChosenValue => self.regs.chosen.map_or(0, |a| self.attrs.get(a)),
            DrawCount::OldHandPlusOne => self.regs.old_hand + 1,
            DrawCount::OldHandHalfUp => self.regs.old_hand.div_ceil(2),
        }
    }

    /// Whether the top of the deck is a card nobody has seen (taking it is a question).
    fn top_unknown(&self) -> bool {
        self.deck.known_top().next().is_none() && !self.deck.unknown().is_empty()
    }

    /// What a card's effect does to the attributes from instruction `pc` on, until it asks or
    /// ends (the next turn then begins with a question); `None` when that depends on more
    /// than the attributes.
    fn after_program(
        &self,
        card: Card,
        mut pc: u16,
        used: Option<Attr>,
        passed: bool,
    ) -> Option<After> {
        let program = &self.arcana.get(card.major_number()?).program;
        let mut after = After::NOTHING;
        // A program never loops back; the bound only keeps a wrong one from hanging.
        for _ in 0..=program.len() {
            let Some(instr) = program.get(pc as usize).copied() else {
                return Some(after);
            };
            pc += 1;
            let adjust = |attr: Option<Attr>, by: i8| match attr {
                Some(attr) => after.then(AfterOp::Adjust(attr, by)),
                None => Some(after),
            };
            match instr {
                Instr::JumpIfFailed(to) if !passed => pc = to,
                Instr::JumpIfFailed(_) => {}
                Instr::Jump(to) => pc = to,
                Instr::JumpUnlessPickedCourt(to) => {
                    if !self.regs.picked.is_some_and(|c| c.is_court()) {
                        pc = to;
                    }
                }
                Instr::JumpUnlessPickedMajor(to) => {
                    if !self.regs.picked.is_some_and(|c| c.is_major()) {
                        pc = to;
                    }
                }
                Instr::Adjust { target, by } => {
                    after = match target {
                        AttrTarget::Fixed(attr) => adjust(Some(attr), by)?,
                        AttrTarget::Used => adjust(used, by)?,
                        AttrTarget::Chosen => adjust(self.regs.chosen, by)?,
                        AttrTarget::All => after.then(AfterOp::AdjustAll(by))?,
                    }
                }
                Instr::Rotate(RotationSource::Left) => after = after.then(AfterOp::RotateLeft)?,
                Instr::ReviewLastCheck { passed: up, failed } => {
                    if let Some((attr, was)) = self.regs.last_check_at_flip {
                        after = adjust(Some(attr), if was { up } else { failed })?;
                    }
                }
                // Cards move, nothing is asked.
                Instr::Curse
                | Instr::KeepInHand
                | Instr::ShuffleDiscardIntoDeck
                | Instr::TakeFromDiscard
                | Instr::DiscardSuit(..)
                | Instr::DiscardHand
                | Instr::GuideGhost => {}
                Instr::DiscardSpread if self.regs.spread_rest.is_some_and(|n| n > 0) => {
                    return None;
                }
                Instr::DiscardSpread => {}
                // Not a court card: no check.
                Instr::CheckPickedCourt { .. }
                    if !self.regs.picked.is_some_and(|c| c.is_court()) => {}
                // A question comes next.
                Instr::Check { .. }
                | Instr::CheckPickedCourt { .. }
                | Instr::ChooseAttribute { .. }
                | Instr::Rotate(RotationSource::Choice)
                | Instr::EscapeChoice
                | Instr::Backpack(_) => return Some(after),
                Instr::DiscardChosen { minor_only, .. } => {
                    let eligible = self.hand.iter().any(|c| !minor_only || c.is_minor());
                    if eligible || minor_only {
                        // Asked, or (nothing of a suit to give up) the effect stops there.
                        return Some(after);
                    }
                }
                Instr::DiscardRandom(_) => {
                    if !self.hand.is_empty() {
                        return Some(after);
                    }
                }
                Instr::BalanceSuits => {
                    let least = self.least_suit_count();
                    if Suit::ALL.iter().any(|s| self.count_suit(*s) > least) {
                        return Some(after);
                    }
                }
                Instr::Draw(count, _) if self.draw_count(count) == 0 => {}
                Instr::DiscardTop(_) | Instr::Draw(..) | Instr::Spread(_) => {
                    return self.top_unknown().then_some(after);
                }
            }
        }
        None
    }

    /// How the pending check, taken with `attr` and `boosts`, ends with `luck` left, passed or
    /// failed on the die `failed` and accepted, played out on a copy: its dice are answered so
    /// that it ends just so (a 6 spends a re-roll's Luck without passing, a 1 passes free).
    fn played_ending(&self, attr: Attr, boosts: u8, luck: u8, failed: Option<u8>) -> Figures {
        let mut start: Attributes = self.attrs;
        start.set(Attr::Luck, luck);
        let mut copy = self.lookahead_copy();
        let mut events = Vec::new();
        let mut passed = None;
        for _ in 0..32 {
            let now = copy.attrs.get(Attr::Luck);
            let answer = match copy.question() {
                Some(Question::Overcome { .. }) => Answer::Skip(true),
                Some(Question::CheckAttribute { .. }) => Answer::Attr(attr),
                Some(Question::Cups { .. }) => Answer::Cups(boosts),
                Some(Question::Die { reroll, .. }) => {
                    // A re-roll's face other than a 1 costs 1 Luck before it counts.
                    let after = if reroll { now.saturating_sub(1) } else { now };
                    match failed {
                        None if now == luck => Answer::Die(1),
                        Some(roll) if after == luck => Answer::Die(roll),
                        _ => Answer::Die(6),
                    }
                }
                Some(Question::Reroll { roll, .. }) => {
                    Answer::Reroll(!(failed == Some(roll) && now == luck))
                }
                _ => break,
            };
            events.clear();
            if copy.answer_into(answer, &mut events).is_err() {
                break;
            }
            passed = events.iter().find_map(|e| match e {
                Event::Check { passed, .. } => Some(*passed),
                _ => None,
            });
            if passed.is_some() || copy.outcome.is_some() {
                break;
            }
        }
        if matches!(copy.outcome, Some(Outcome::Died { .. })) {
            return Figures::DEATH;
        }
        let mut change = [0.0; 6];
        for a in Attr::ALL {
            change[a.index()] = f64::from(copy.attrs.get(a)) - f64::from(start.get(a));
        }
        Figures {
            pass: if passed == Some(true) { 1.0 } else { 0.0 },
            death: 0.0,
            change,
        }
    }
}

/// One way to take a check (an attribute and a Cups spend) as the automatic players weigh it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Way {
    /// The attribute used.
    pub attr: Attr,
    /// Cups boosts bought.
    pub boosts: u8,
    /// Cups cards those boosts cost.
    pub cups_cost: u32,
    /// Its figures in brief, and where each line re-rolls.
    pub worked: Worked,
}

/// What waits under a check.
#[derive(Clone, Copy, Debug)]
enum Below {
    /// The skip an Overcome question offers (its check not begun).
    Skip(Card),
    /// The task under the check on the stack.
    Task(Task),
    /// Nothing (the next turn).
    Nothing,
}
