//! What a major arcanum will do, told before it happens: each step of its effect as the engine
//! would run it from the present state (the cards a suit discard takes, by name; Justice's
//! move; Death's −1 to every attribute; how many cards Temperance takes from each suit; the
//! Wheel's two rotations), with the death it brings and the chance that it sends The Fool, the
//! only way out, to the discard pile.

use serde::Serialize;

use crate::tarot::arcana::{AttrTarget, CheckAttrs, DrawCount, Instr, MajorsGo, RotationSource};
use crate::tarot::attributes::{Attr, Attributes, Change};
use crate::tarot::card::{Card, Suit};
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::event::Event;

use super::ending::shifted;
use super::state::Delve;

/// One step of a major arcanum's effect, as it would go from the present state.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// An attribute changes for sure (Death's −1, Justice's move, The Magician's cost).
    Change(Change),
    /// You choose `count` cards of your hand (of `of`) to discard; `minor_only`: suit cards.
    ChooseDiscard {
        /// How many.
        count: u8,
        /// Of how many eligible.
        of: u8,
        /// Only suit cards may go.
        minor_only: bool,
    },
    /// `count` cards of your hand (of `of`) are lost at random.
    RandomDiscard {
        /// How many.
        count: u8,
        /// Of how many in hand then.
        of: u8,
    },
    /// These cards leave your hand (The Star's Cups, lowest first; The Tower's whole hand).
    Lose {
        /// The cards, by name.
        cards: Vec<Card>,
    },
    /// The top `count` cards of the deck are discarded; `known` are the ones already seen on
    /// top (the rest are unknown).
    DeckTop {
        /// How many.
        count: u8,
        /// Those already seen, top first.
        known: Vec<Card>,
    },
    /// Temperance: cards leave each suit (you choose which) until every suit holds `keep`.
    Balance {
        /// How many go from each suit, in suit order (suits that lose none left out).
        shed: Vec<(Suit, u8)>,
        /// What every suit keeps.
        keep: u8,
    },
    /// You choose an attribute (not those in `exclude`) for what follows.
    ChooseAttribute {
        /// Attributes that may not be chosen.
        exclude: AttrSet,
    },
    /// The attribute you chose moves by `by`.
    ChosenChange {
        /// How much.
        by: i8,
    },
    /// The attribute of this card's check moves by `by`.
    UsedChange {
        /// How much.
        by: i8,
    },
    /// You draw cards into your hand; drawn major arcana go to the discard pile
    /// (`majors_discarded`) or back into the deck.
    Draw {
        /// How many.
        count: DrawSize,
        /// Whether drawn majors are discarded (else they go back into the deck).
        majors_discarded: bool,
    },
    /// A check or roll, with what a pass and a failure then do.
    Check {
        /// Check or roll.
        kind: CheckKind,
        /// The attributes it may use (Luck added when it is a wildcard); empty when they are
        /// those of the suit of the card discarded before.
        attrs: AttrSet,
        /// Its difficulty.
        difficulty: u8,
        /// What a pass does.
        pass: Vec<Step>,
        /// What a failure does (after the check's own damage).
        fail: Vec<Step>,
    },
    /// The six values rotate: the values after a turn to the left, and to the right when you
    /// may choose.
    Rotate {
        /// The values after turning left.
        left: Attributes,
        /// The values after turning right, when the way is yours to choose.
        right: Option<Attributes>,
    },
    /// Cursed: no actions and no Cups until a check passes.
    Curse,
    /// The discard pile (this many cards) is shuffled back into the deck.
    ShuffleDiscard {
        /// Cards in the discard pile.
        cards: u16,
    },
    /// The top suit card of the discard pile comes back into the hand (`None`: none there).
    TakeFromDiscard {
        /// The card.
        card: Option<Card>,
    },
    /// The card goes into your hand (The World).
    Keep,
    /// You may leave the dungeon (The Fool).
    Escape,
    /// Three cards face down; you turn one.
    Spread {
        /// How many.
        count: u8,
    },
    /// You guide the ghost of the corpse pile (`false`: there is none, nothing happens).
    Ghost {
        /// Whether a corpse pile lies here.
        pile: bool,
    },
    /// You may help the lost adventurer: cards go into a backpack.
    Backpack {
        /// How many.
        count: u8,
    },
    /// Nothing happens (Justice before any check).
    Nothing,
}

/// How many cards a draw takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawSize {
    /// This many.
    Fixed(u8),
    /// The new value of the attribute you chose.
    ChosenValue,
    /// One more than the hand held.
    OldHandPlusOne(u8),
    /// Half what the hand held, rounded up.
    OldHandHalfUp(u8),
}

/// What facing a major arcanum will do.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Preview {
    /// The card.
    pub card: Card,
    /// Its effect, step by step, from the present state.
    pub steps: Vec<Step>,
    /// The change that kills for sure, when one does.
    pub kills: Option<Change>,
    /// The chance that the effect sends The Fool to the discard pile (0 when it cannot;
    /// the most it can be, when a choice of yours decides).
    pub fool_lost: f64,
}

impl Delve {
    /// What the major arcanum in play (or `card`) will do from the present state, step by
    /// step; `None` for a card that is not a major arcanum.
    pub fn preview(&self, card: Card) -> Option<Preview> {
        let number = card.major_number()?;
        let program = &self.arcana.get(number).program;
        let mut walk = Walk {
            attrs: self.attrs,
            hand: self.hand.clone(),
            deck_seen: 0,
            fool_kept: 1.0,
            kills: None,
        };
        let steps = walk.block(self, program, 0, program.len());
        Some(Preview {
            card,
            steps,
            kills: walk.kills,
            fool_lost: 1.0 - walk.fool_kept,
        })
    }

    /// The chance that The Fool is among the next `count` cards off the deck (taken after
    /// `skip` more), from what is known of the deck.
    fn fool_in_next(&self, skip: usize, count: usize) -> f64 {
        let top: Vec<Card> = self.deck.known_top().collect();
        if let Some(at) = top.iter().position(|c| *c == Card::FOOL) {
            return if (skip..skip + count).contains(&at) {
                1.0
            } else {
                0.0
            };
        }
        let unknown = self.deck.unknown();
        if !unknown.contains(Card::FOOL) {
            return 0.0;
        }
        let before = skip.saturating_sub(top.len());
        let reach = (skip + count).saturating_sub(top.len());
        let taken = reach.saturating_sub(before).min(unknown.len());
        if unknown.is_empty() {
            0.0
        } else {
            taken as f64 / unknown.len() as f64
        }
    }
}

/// The state a preview carries from one step to the next.
struct Walk {
    attrs: Attributes,
    hand: Vec<Card>,
    deck_seen: usize,
    fool_kept: f64,
    kills: Option<Change>,
}

impl Walk {
    /// Describes the instructions from `from` up to `to`.
    fn block(&mut self, delve: &Delve, program: &[Instr], from: usize, to: usize) -> Vec<Step> {
        let mut steps = Vec::new();
        let mut pc = from;
        while pc < to.min(program.len()) {
            match program[pc] {
                Instr::Check {
                    kind,
                    attrs,
                    difficulty,
                    ..
                } => {
                    // Check, JumpIfFailed(fail), pass…, Jump(end), fail…
                    let (fail_at, end) = match (program.get(pc + 1), program.get(pc + 2)) {
                        (Some(Instr::JumpIfFailed(fail_at)), _) => {
                            let fail_at = *fail_at as usize;
                            let end = match program.get(fail_at.wrapping_sub(1)) {
                                Some(Instr::Jump(end)) => *end as usize,
                                _ => fail_at,
                            };
                            (fail_at, end)
                        }
                        _ => (pc + 1, pc + 1),
                    };
                    let attrs = match attrs {
                        CheckAttrs::Fixed(set) if delve.setup.options.luck_wildcard => {
                            set.with(Attr::Luck)
                        }
                        CheckAttrs::Fixed(set) => set,
                        CheckAttrs::DiscardedSuit => AttrSet::default(),
                    };
                    let mut passed = self.fork();
                    let pass = passed.block(delve, program, pc + 2, fail_at.saturating_sub(1));
                    let mut failed = self.fork();
                    let fail = failed.block(delve, program, fail_at, end);
                    self.fool_kept *= passed.fool_kept.min(failed.fool_kept);
                    steps.push(Step::Check {
                        kind,
                        attrs,
                        difficulty,
                        pass,
                        fail,
                    });
                    pc = end;
                    continue;
                }
                // The High Priestess's branches hang on the card turned: the spread step tells
                // them.
                Instr::JumpUnlessPickedCourt(to) | Instr::JumpUnlessPickedMajor(to) => {
                    pc = to as usize;
                    continue;
                }
                Instr::JumpIfFailed(_) | Instr::Jump(_) => {}
                instr => steps.extend(self.step(delve, instr)),
            }
            pc += 1;
        }
        steps
    }

    fn fork(&self) -> Walk {
        Walk {
            attrs: self.attrs,
            hand: self.hand.clone(),
            deck_seen: self.deck_seen,
            fool_kept: 1.0,
            kills: None,
        }
    }

    /// A sure change of `attr` to `to`; remembers the first that kills.
    fn change(&mut self, attr: Attr, to: u8) -> Option<Step> {
        let from = self.attrs.get(attr);
        if from == to {
            return None;
        }
        self.attrs.set(attr, to);
        let change = Change { attr, from, to };
        if to == 0 && self.kills.is_none() {
            self.kills = Some(change);
        }
        Some(Step::Change(change))
    }

    fn step(&mut self, delve: &Delve, instr: Instr) -> Vec<Step> {
        match instr {
            Instr::Adjust { target, by } => match target {
                AttrTarget::Fixed(attr) => {
                    let to = shifted(self.attrs.get(attr), by);
                    self.change(attr, to).into_iter().collect()
                }
                AttrTarget::All => Attr::ALL
                    .into_iter()
                    .filter_map(|attr| {
                        let to = shifted(self.attrs.get(attr), by);
                        self.change(attr, to)
                    })
                    .collect(),
                AttrTarget::Chosen => vec![Step::ChosenChange { by }],
                AttrTarget::Used => vec![Step::UsedChange { by }],
            },
            Instr::ReviewLastCheck { passed, failed } => {
                match delve.regs.last_check_at_flip.or(delve.last_check) {
                    Some((attr, was_passed)) => {
                        let by = if was_passed { passed } else { failed };
                        let to = shifted(self.attrs.get(attr), by);
                        self.change(attr, to).into_iter().collect()
                    }
                    None => vec![Step::Nothing],
                }
            }
            Instr::ChooseAttribute { exclude } => vec![Step::ChooseAttribute { exclude }],
            Instr::DiscardChosen { count, minor_only } => {
                let eligible = self
                    .hand
                    .iter()
                    .filter(|c| !minor_only || c.is_minor())
                    .count();
                let count = (count as usize).min(eligible);
                // Which ones is the player's choice: the preview keeps the count.
                self.hand
                    .truncate(self.hand.len() - count.min(self.hand.len()));
                vec![Step::ChooseDiscard {
                    count: count as u8,
                    of: eligible as u8,
                    minor_only,
                }]
            }
            Instr::DiscardRandom(count) => {
                let of = self.hand.len();
                let count = (count as usize).min(of);
                self.hand.truncate(of - count);
                vec![Step::RandomDiscard {
                    count: count as u8,
                    of: of as u8,
                }]
            }
            Instr::DiscardTop(count) => {
                let known: Vec<Card> = delve
                    .deck
                    .known_top()
                    .skip(self.deck_seen)
                    .take(count as usize)
                    .collect();
                self.fool_kept *= 1.0 - delve.fool_in_next(self.deck_seen, count as usize);
                self.deck_seen += count as usize;
                vec![Step::DeckTop { count, known }]
            }
            Instr::DiscardSuit(suit, count) => {
                let mut copy = delve.lookahead_copy();
                copy.hand = self.hand.clone();
                let mut ev = Vec::new();
                copy.discard_suit_cards(suit, count as usize, &mut ev);
                let cards = lost(&ev);
                self.hand.retain(|c| !cards.contains(c));
                vec![Step::Lose { cards }]
            }
            Instr::DiscardHand => {
                let cards = std::mem::take(&mut self.hand);
                vec![Step::Lose { cards }]
            }
            Instr::BalanceSuits => {
                let count = |s: Suit| self.hand.iter().filter(|c| c.is_suit(s)).count();
                let keep = Suit::ALL.iter().map(|s| count(*s)).min().unwrap_or(0);
                let shed: Vec<(Suit, u8)> = Suit::ALL
                    .iter()
                    .map(|s| (*s, (count(*s) - keep) as u8))
                    .filter(|(_, n)| *n > 0)
                    .collect();
                vec![Step::Balance {
                    shed,
                    keep: keep as u8,
                }]
            }
            Instr::Draw(count, majors) => {
                let count = match count {
                    DrawCount::Fixed(n) => DrawSize::Fixed(n),
                    DrawCount::ChosenValue => DrawSize::ChosenValue,
                    DrawCount::OldHandPlusOne => {
                        DrawSize::OldHandPlusOne(delve.hand.len() as u8 + 1)
                    }
                    DrawCount::OldHandHalfUp => {
                        DrawSize::OldHandHalfUp((delve.hand.len() as u8).div_ceil(2))
                    }
                };
                let majors_discarded = majors == MajorsGo::Discard;
                if majors_discarded {
                    // The most cards the draw can take: the highest value a choice may leave.
                    let most = match count {
                        DrawSize::Fixed(n) => n as usize,
                        _ => Attr::ALL
                            .iter()
                            .map(|a| self.attrs.get(*a) as usize)
                            .max()
                            .unwrap_or(0),
                    };
                    self.fool_kept *= 1.0 - delve.fool_in_next(self.deck_seen, most);
                }
                vec![Step::Draw {
                    count,
                    majors_discarded,
                }]
            }
            Instr::Rotate(source) => {
                let turned = |left: bool| {
                    let mut values = self.attrs.0;
                    if left {
                        values.rotate_left(1);
                    } else {
                        values.rotate_right(1);
                    }
                    Attributes(values)
                };
                vec![Step::Rotate {
                    left: turned(true),
                    right: (source == RotationSource::Choice).then(|| turned(false)),
                }]
            }
            Instr::TakeFromDiscard => vec![Step::TakeFromDiscard {
                card: delve.discard.iter().rev().find(|c| c.is_minor()).copied(),
            }],
            Instr::ShuffleDiscardIntoDeck => vec![Step::ShuffleDiscard {
                cards: delve.discard.len() as u16,
            }],
            Instr::Curse => vec![Step::Curse],
            Instr::KeepInHand => vec![Step::Keep],
            Instr::EscapeChoice => vec![Step::Escape],
            Instr::Spread(count) => {
                self.fool_kept *= 1.0 - delve.fool_in_next(self.deck_seen, count as usize);
                vec![Step::Spread { count }]
            }
            Instr::GuideGhost => vec![Step::Ghost {
                pile: !delve.corpse.is_empty(),
            }],
            Instr::Backpack(count) => vec![Step::Backpack { count }],
            Instr::Check { .. }
            | Instr::JumpIfFailed(_)
            | Instr::Jump(_)
            | Instr::JumpUnlessPickedCourt(_)
            | Instr::JumpUnlessPickedMajor(_)
            | Instr::CheckPickedCourt { .. }
            | Instr::DiscardSpread => Vec::new(),
        }
    }
}

/// The cards the events took out of the hand.
fn lost(events: &[Event]) -> Vec<Card> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardMoved {
                card,
                from: crate::tarot::event::Place::Hand,
                ..
            } => Some(*card),
            _ => None,
        })
        .collect()
}
