//! What each major arcanum's effect may do, kind by kind: the vocabulary of
//! `data/major_arcana.toml` as a public list, so that a reference of the rules (How to play,
//! the docs) can be checked to explain every kind, and the attributes each card tests.

use super::{CheckAttrs, Instr, Major};
use crate::tarot::check::{AttrSet, CheckKind};

/// One kind of thing a major arcanum's effect does (an `op` of `data/major_arcana.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Effect {
    /// A check: damage on failure, then what a pass or a failure does.
    Check,
    /// A roll: part of the event, no damage of its own.
    Roll,
    /// An attribute goes up or down.
    Adjust,
    /// The player chooses an attribute for what follows.
    ChooseAttribute,
    /// The player discards cards of their choice.
    DiscardChosen,
    /// Cards of the hand are lost at random.
    DiscardRandom,
    /// The top cards of the deck are discarded.
    DiscardTop,
    /// Cards of one suit are discarded.
    DiscardSuit,
    /// The whole hand is discarded.
    DiscardHand,
    /// Cards are drawn into the hand.
    Draw,
    /// The six values rotate.
    Rotate,
    /// The top suit card of the discard pile comes back into the hand.
    TakeFromDiscard,
    /// The discard pile is shuffled back into the deck.
    ShuffleDiscardIntoDeck,
    /// Judgment's curse: no actions and no Cups until a check passes.
    Curse,
    /// The card goes into the hand.
    KeepInHand,
    /// The Fool: leave the dungeon or go on.
    EscapeChoice,
    /// Cards laid face down, one of them turned.
    Spread,
    /// The Hierophant: the adventurer guides the ghost of the corpse pile.
    GuideGhost,
    /// The Lovers: cards into a backpack, yours if you both escape.
    Backpack,
    /// Justice: the last check before it is reviewed.
    ReviewLastCheck,
    /// Temperance: the suits in hand are evened out.
    BalanceSuits,
}

impl Effect {
    /// Every kind, in the order of `docs/arcana.md`.
    pub const ALL: [Effect; 21] = [
        Effect::Check,
        Effect::Roll,
        Effect::Adjust,
        Effect::ChooseAttribute,
        Effect::DiscardChosen,
        Effect::DiscardRandom,
        Effect::DiscardTop,
        Effect::DiscardSuit,
        Effect::DiscardHand,
        Effect::Draw,
        Effect::Rotate,
        Effect::TakeFromDiscard,
        Effect::ShuffleDiscardIntoDeck,
        Effect::Curse,
        Effect::KeepInHand,
        Effect::EscapeChoice,
        Effect::Spread,
        Effect::GuideGhost,
        Effect::Backpack,
        Effect::ReviewLastCheck,
        Effect::BalanceSuits,
    ];

    /// The word of `data/major_arcana.toml` for it (`op = "..."`).
    pub fn op(self) -> &'static str {
        match self {
            Effect::Check => "check",
            Effect::Roll => "roll",
            Effect::Adjust => "adjust",
            Effect::ChooseAttribute => "choose_attribute",
            Effect::DiscardChosen => "discard_chosen",
            Effect::DiscardRandom => "discard_random",
            Effect::DiscardTop => "discard_top",
            Effect::DiscardSuit => "discard_suit",
            Effect::DiscardHand => "discard_hand",
            Effect::Draw => "draw",
            Effect::Rotate => "rotate",
            Effect::TakeFromDiscard => "take_from_discard",
            Effect::ShuffleDiscardIntoDeck => "shuffle_discard_into_deck",
            Effect::Curse => "curse",
            Effect::KeepInHand => "keep_in_hand",
            Effect::EscapeChoice => "escape_choice",
            Effect::Spread => "spread",
            Effect::GuideGhost => "guide_ghost",
            Effect::Backpack => "backpack",
            Effect::ReviewLastCheck => "review_last_check",
            Effect::BalanceSuits => "balance_suits",
        }
    }

    /// The kind an instruction belongs to (`None` for the jumps between branches).
    fn of(instr: &Instr) -> Option<Effect> {
        Some(match instr {
            Instr::Check {
                kind: CheckKind::Check,
                ..
            }
            | Instr::CheckPickedCourt { .. } => Effect::Check,
            Instr::Check {
                kind: CheckKind::Roll,
                ..
            } => Effect::Roll,
            Instr::JumpIfFailed(_)
            | Instr::Jump(_)
            | Instr::JumpUnlessPickedCourt(_)
            | Instr::JumpUnlessPickedMajor(_) => return None,
            Instr::Adjust { .. } => Effect::Adjust,
            Instr::ChooseAttribute { .. } => Effect::ChooseAttribute,
            Instr::DiscardChosen { .. } => Effect::DiscardChosen,
            Instr::DiscardRandom(_) => Effect::DiscardRandom,
            Instr::DiscardTop(_) => Effect::DiscardTop,
            Instr::DiscardSuit(..) => Effect::DiscardSuit,
            Instr::DiscardHand => Effect::DiscardHand,
            Instr::Draw(..) => Effect::Draw,
            Instr::Rotate(_) => Effect::Rotate,
            Instr::TakeFromDiscard => Effect::TakeFromDiscard,
            Instr::ShuffleDiscardIntoDeck => Effect::ShuffleDiscardIntoDeck,
            Instr::Curse => Effect::Curse,
            Instr::KeepInHand => Effect::KeepInHand,
            Instr::EscapeChoice => Effect::EscapeChoice,
            Instr::Spread(_) | Instr::DiscardSpread => Effect::Spread,
            Instr::GuideGhost => Effect::GuideGhost,
            Instr::Backpack(_) => Effect::Backpack,
            Instr::ReviewLastCheck { .. } => Effect::ReviewLastCheck,
            Instr::BalanceSuits => Effect::BalanceSuits,
        })
    }
}

impl Major {
    /// The kinds of thing its effect does, each once, in the order they first come.
    pub fn effects(&self) -> Vec<Effect> {
        let mut kinds = Vec::new();
        for effect in self.program.iter().filter_map(Effect::of) {
            if !kinds.contains(&effect) {
                kinds.push(effect);
            }
        }
        kinds
    }

    /// The attributes its own checks and rolls name (not those that skip it; a check of the
    /// suit of a card discarded or turned names none of its own).
    pub fn tested(&self) -> AttrSet {
        self.program
            .iter()
            .filter_map(|i| match i {
                Instr::Check {
                    attrs: CheckAttrs::Fixed(set),
                    ..
                } => Some(*set),
                _ => None,
            })
            .fold(AttrSet::default(), |all, set| AttrSet(all.0 | set.0))
    }

    /// Whether it can be skipped (faced or tried with a check of one of [`Major::overcome`]).
    pub fn can_be_skipped(&self) -> bool {
        !self.overcome.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::arcana::Arcana;
    use crate::tarot::attributes::Attr;

    #[test]
    fn the_shipped_table_uses_every_kind_of_effect_and_names_what_each_card_tests() {
        let arcana = Arcana::standard().expect("shipped table loads");
        let mut used: Vec<Effect> = arcana.cards().iter().flat_map(Major::effects).collect();
        used.sort();
        used.dedup();
        assert_eq!(used, Effect::ALL.to_vec());
        // The Tower: the hand discarded, a Luck check, cards drawn.
        let tower = arcana.get(16);
        assert_eq!(
            tower.effects(),
            [Effect::DiscardHand, Effect::Check, Effect::Draw]
        );
        assert_eq!(tower.tested(), AttrSet::of(&[Attr::Luck]));
        // Strength rolls Charm or Intelligence; The Hanged Man checks the discarded suit's.
        assert_eq!(
            arcana.get(11).tested(),
            AttrSet::of(&[Attr::Intelligence, Attr::Charm])
        );
        assert!(arcana.get(12).tested().is_empty());
        assert!(arcana.get(12).effects().contains(&Effect::Check));
        // The High Priestess's court check counts as a check.
        assert!(arcana.get(2).effects().contains(&Effect::Check));
        assert!(!arcana.get(13).can_be_skipped() && arcana.get(7).can_be_skipped());
        for (i, effect) in Effect::ALL.iter().enumerate() {
            assert!(
                Effect::ALL[..i].iter().all(|e| e.op() != effect.op()),
                "{effect:?}"
            );
        }
    }
}
