//! The rules every delve follows whatever its options, listed by name, so that a reference of
//! the rules (How to play) can be checked to explain each one. The options are
//! [`RuleBook::options`](super::RuleBook::options); the major arcana's effects are
//! [`Effect`](crate::tarot::arcana::effects::Effect).

/// One rule of every delve, as the engine applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Six attributes, each 0 to 6, rolled on six dice in order (`attributes`).
    Attributes,
    /// Any attribute at 0 is death, checked after every change (`delve::ending`).
    Death,
    /// The Fool is the way out: leave, or go on (`delve::ending`).
    WayOut,
    /// The score: one per Pentacle in hand, ten per World (`delve::ending::score_of`).
    Score,
    /// The opening hand: Intelligence cards, majors back into the deck; court cards need no
    /// check there (`delve::start`).
    OpeningHand,
    /// A returning adventurer opens with last score + Intelligence cards, majors discarded.
    Returning,
    /// A turn: at most one action, then flip the top card (`delve::turn`).
    Turn,
    /// Number cards go into the hand.
    NumberCards,
    /// Court cards: a check of the suit's attributes at the court difficulty; they cannot be
    /// skipped; a pass keeps the card, a failure costs and discards it.
    CourtCards,
    /// A major arcanum with a skip: face it, or try a check at difficulty 0 (a failure does
    /// the damage, then the event).
    FaceOrSkip,
    /// A check: one die against the attribute less the difficulty, kept in 1 to 6.
    Checks,
    /// A 1 always passes (the target never falls below 1).
    OneAlwaysPasses,
    /// A 6 always fails.
    SixAlwaysFails,
    /// A failed check costs the attribute what the die missed by.
    FailureCost,
    /// A roll is part of an event: its failure costs nothing of its own.
    Rolls,
    /// A failed die may be rolled again for 1 Luck, free when it shows 1; Luck at 0 kills.
    Rerolls,
    /// Cups raise a check by 1 each boost; a boost costs as many Cups as the attribute's value
    /// now; never above 6, never on a Cups court card, never while cursed.
    CupsCost,
    /// The Swords action: discard as many Swords as an attribute's value for +1 (not Luck).
    SwordsAction,
    /// The Wands action: discard 1 to 3 Wands for an Evocation check that shows the deck.
    WandsAction,
    /// The corpse pile: a dead adventurer's hand stays in the dungeon, out of later decks.
    CorpsePile,
    /// Ghosts: guided out through The Fool, their pile comes with you.
    Ghosts,
}

impl Rule {
    /// Every rule, in the order a player learns them.
    pub const ALL: [Rule; 21] = [
        Rule::Attributes,
        Rule::Death,
        Rule::WayOut,
        Rule::Score,
        Rule::OpeningHand,
        Rule::Returning,
        Rule::Turn,
        Rule::NumberCards,
        Rule::CourtCards,
        Rule::FaceOrSkip,
        Rule::Checks,
        Rule::OneAlwaysPasses,
        Rule::SixAlwaysFails,
        Rule::FailureCost,
        Rule::Rolls,
        Rule::Rerolls,
        Rule::CupsCost,
        Rule::SwordsAction,
        Rule::WandsAction,
        Rule::CorpsePile,
        Rule::Ghosts,
    ];

    /// The rule's name, as a reference titles it.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Attributes => "Six attributes",
            Rule::Death => "An attribute at 0",
            Rule::WayOut => "The way out",
            Rule::Score => "The score",
            Rule::OpeningHand => "The opening hand",
            Rule::Returning => "Returning adventurers",
            Rule::Turn => "A turn",
            Rule::NumberCards => "Number cards",
            Rule::CourtCards => "Court cards",
            Rule::FaceOrSkip => "Face it or skip it",
            Rule::Checks => "Checks",
            Rule::OneAlwaysPasses => "A 1 always passes",
            Rule::SixAlwaysFails => "A 6 always fails",
            Rule::FailureCost => "What a failure costs",
            Rule::Rolls => "Rolls",
            Rule::Rerolls => "Re-rolls",
            Rule::CupsCost => "What Cups cost",
            Rule::SwordsAction => "The Swords action",
            Rule::WandsAction => "The Wands action",
            Rule::CorpsePile => "The corpse pile",
            Rule::Ghosts => "Ghosts",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::check::{cups_cost, passes, target};

    #[test]
    fn the_rules_named_are_the_ones_the_checks_apply() {
        // A 1 always passes: the target never falls below 1, whatever the difficulty.
        assert_eq!(target(1, 0, 4), 1);
        assert!(passes(1, target(1, 0, 4)));
        // A 6 always fails, even against a target of 6.
        assert!(!passes(6, target(6, 0, 0)));
        // Cups: the first boost of an attribute at 3 costs 3 Cups, the next 4.
        assert_eq!(cups_cost(3, 1), 3);
        assert_eq!(cups_cost(3, 2), 7);
        let mut names: Vec<&str> = Rule::ALL.iter().map(|r| r.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Rule::ALL.len(), "every rule has its own name");
    }
}
