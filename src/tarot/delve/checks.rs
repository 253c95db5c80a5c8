//! Checks and rolls as the delve runs them: the attribute, the Cups spend, the die, the Luck
//! re-rolls, and what a failure costs (`finish_check`). The odds of a pending check are in
//! `stakes`; the dice arithmetic itself is in [`crate::tarot::check`].

use crate::tarot::attributes::Attr;
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::{self, AttrSet, CheckKind};
use crate::tarot::event::{CheckSource, Event};
use crate::tarot::lines::Aim;
use crate::tarot::question::{Answer, Question};

use super::state::{CheckInProgress, CheckSpec, CheckTask, Delve, Stage, Task};

impl Delve {
    /// The check that the pending question belongs to (for Overcome: the skip check).
    pub fn pending_check(&self) -> Option<CheckSpec> {
        match (self.pending?, self.tasks.last()) {
            (Question::Overcome { card }, _) => Some(self.skip_spec(card)),
            (
                Question::CheckAttribute { .. }
                | Question::Cups { .. }
                | Question::Reroll { .. }
                | Question::Die { .. },
                Some(Task::Check(task)),
            ) => Some(task.spec),
            _ => None,
        }
    }

    /// The check being made, once its attribute and Cups spend are settled (while its die is
    /// asked for or a re-roll is offered); `None` otherwise.
    pub fn check_in_progress(&self) -> Option<CheckInProgress> {
        match (self.pending?, self.tasks.last()) {
            (Question::Reroll { .. } | Question::Die { .. }, Some(Task::Check(task))) => {
                Some(CheckInProgress {
                    spec: task.spec,
                    attr: task.attr,
                    boosts: task.boosts,
                    target: task.target,
                    rerolls: task.rerolls,
                })
            }
            _ => None,
        }
    }

    /// A check's spec, with Luck added when it is a wildcard.
    pub(super) fn spec(
        &self,
        kind: CheckKind,
        source: CheckSource,
        options: AttrSet,
        difficulty: u8,
        cups_allowed: bool,
    ) -> CheckSpec {
        let options = if self.setup.options.luck_wildcard {
            options.with(Attr::Luck)
        } else {
            options
        };
        CheckSpec {
            kind,
            source,
            options,
            difficulty,
            cups_allowed,
            aim: Aim::Pass,
        }
    }

    /// The check that skips (overcomes) a major arcana: one of its listed attributes, at 0.
    pub(super) fn skip_spec(&self, card: Card) -> CheckSpec {
        let overcome = card
            .major_number()
            .map(|n| AttrSet::of(&self.arcana.get(n).overcome))
            .unwrap_or_default();
        self.spec(
            CheckKind::Check,
            CheckSource::Overcome(card),
            overcome,
            0,
            true,
        )
    }

    /// Puts a check on the stack, to run next.
    pub(super) fn start_check(&mut self, spec: CheckSpec) {
        self.tasks.push(Task::Check(CheckTask {
            spec,
            stage: Stage::Attribute,
            attr: Attr::Luck,
            skill: 0,
            boosts: 0,
            target: 1,
            first_roll: 0,
            roll: 0,
            rerolls: 0,
        }));
    }

    /// Runs a check through its stages: the attribute (asked when there is a choice), the
    /// Cups spend (asked when the hand can pay), the die, and Luck re-rolls after a failure.
    pub(super) fn step_check(&mut self, mut c: CheckTask, ev: &mut Vec<Event>) -> Option<Question> {
        loop {
            match c.stage {
                Stage::Attribute => {
                    if c.spec.options.len() == 1 {
                        c.attr = c.spec.options.iter().next().unwrap_or(Attr::Luck);
                    } else if let Some(Answer::Attr(attr)) = self.input {
                        self.input = None;
                        c.attr = attr;
                    } else {
                        return self.ask(
                            Task::Check(c),
                            Question::CheckAttribute {
                                source: c.spec.source,
                                kind: c.spec.kind,
                                options: c.spec.options,
                                difficulty: c.spec.difficulty,
                            },
                        );
                    }
                    c.stage = Stage::Cups;
                }
                Stage::Cups => {
                    let skill = self.attrs.get(c.attr);
                    let max = if c.spec.cups_allowed && !self.cursed {
                        check::max_boosts(skill, self.count_suit(Suit::Cups))
                    } else {
                        0
                    };
                    if max > 0 {
                        let Some(Answer::Cups(boosts)) = self.input else {
                            return self.ask(
                                Task::Check(c),
                                Question::Cups {
                                    source: c.spec.source,
                                    attr: c.attr,
                                    max,
                                    difficulty: c.spec.difficulty,
                                },
                            );
                        };
                        self.input = None;
                        if boosts > 0 {
                            let cards = check::cups_cost(skill, boosts) as usize;
                            self.discard_suit_cards(Suit::Cups, cards, ev);
                            ev.push(Event::CupsSpent {
                                attr: c.attr,
                                boosts,
                                cards: cards as u8,
                            });
                        }
                        c.boosts = boosts;
                    }
                    c.skill = skill;
                    c.target = check::target(skill, c.boosts, c.spec.difficulty);
                    c.stage = Stage::Roll;
                }
                Stage::Roll => {
                    let Some(Answer::Die(roll)) = self.input else {
                        return self.ask(
                            Task::Check(c),
                            Question::Die {
                                attr: c.attr,
                                target: c.target,
                                reroll: false,
                            },
                        );
                    };
                    self.input = None;
                    c.first_roll = roll;
                    c.roll = roll;
                    if check::passes(roll, c.target) || self.attrs.get(Attr::Luck) == 0 {
                        return self.finish_check(c, ev);
                    }
                    c.stage = Stage::Reroll;
                }
                Stage::Reroll => match self.input {
                    Some(Answer::Reroll(true)) => {
                        self.input = None;
                        c.stage = Stage::RerollRoll;
                    }
                    Some(Answer::Reroll(false)) => {
                        self.input = None;
                        ev.push(Event::RerollDeclined {
                            attr: c.attr,
                            roll: c.roll,
                        });
                        return self.finish_check(c, ev);
                    }
                    _ => {
                        return self.ask(
                            Task::Check(c),
                            Question::Reroll {
                                attr: c.attr,
                                roll: c.roll,
                                target: c.target,
                            },
                        );
                    }
                },
                Stage::RerollRoll => {
                    let Some(Answer::Die(roll)) = self.input else {
                        return self.ask(
                            Task::Check(c),
                            Question::Die {
                                attr: c.attr,
                                target: c.target,
                                reroll: true,
                            },
                        );
                    };
                    self.input = None;
                    let luck_cost = u8::from(roll != 1);
                    ev.push(Event::Rerolled {
                        failed: c.roll,
                        roll,
                        luck_cost,
                        source: c.spec.source,
                        attr: c.attr,
                        target: c.target,
                    });
                    c.rerolls += 1;
                    c.roll = roll;
                    if luck_cost > 0 {
                        let luck = self.attrs.get(Attr::Luck);
                        if !self.set_attr(Attr::Luck, luck - 1, ev) {
                            return None;
                        }
                    }
                    if check::passes(roll, c.target) || self.attrs.get(Attr::Luck) == 0 {
                        return self.finish_check(c, ev);
                    }
                    c.stage = Stage::Reroll;
                }
            }
        }
    }

    /// Ends a check with its last die: passed or failed, the damage of a failed check (the
    /// amount it failed by, at least `min_failure_damage`; a roll does none of its own), the
    /// curse lifted by a pass. What the card does after a pass or a failure is its effect's.
    fn finish_check(&mut self, c: CheckTask, ev: &mut Vec<Event>) -> Option<Question> {
        let passed = check::passes(c.roll, c.target);
        let damage = if passed || c.spec.kind == CheckKind::Roll {
            0
        } else {
            check::failure_damage(c.roll, c.target, self.setup.options.min_failure_damage)
        };
        ev.push(Event::Check {
            kind: c.spec.kind,
            source: c.spec.source,
            attr: c.attr,
            skill: c.skill,
            boosts: c.boosts,
            difficulty: c.spec.difficulty,
            target: c.target,
            first_roll: c.first_roll,
            roll: c.roll,
            rerolls: c.rerolls,
            passed,
            damage,
        });
        self.regs.passed = passed;
        self.regs.used = Some(c.attr);
        if c.spec.kind == CheckKind::Check {
            self.last_check = Some((c.attr, passed));
            if passed && self.cursed {
                self.cursed = false;
                ev.push(Event::CurseLifted);
            }
        }
        if damage > 0 {
            let value = self.attrs.get(c.attr);
            self.set_attr(c.attr, value.saturating_sub(damage), ev);
        }
        None
    }
}
