//! The compiled form of a major arcanum's effect: a flat list of instructions the delve
//! interprets, with the few kinds of value they name.

use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;
use crate::tarot::check::{AttrSet, CheckKind};
use crate::tarot::lines::Aim;

/// Which attribute an `adjust` changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AttrTarget {
    /// A named attribute.
    Fixed(Attr),
    /// The one used by the last check or roll of this card.
    Used,
    /// The one the player chose with `choose_attribute`.
    Chosen,
    /// Every attribute.
    All,
}

/// Where the attributes of a check come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CheckAttrs {
    /// A fixed list.
    Fixed(AttrSet),
    /// The attributes of the suit of the card discarded by this effect.
    DiscardedSuit,
}

/// How many cards a `draw` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DrawCount {
    /// A fixed number.
    Fixed(u8),
    /// The value of the chosen attribute.
    ChosenValue,
    /// The hand size before `discard_hand`, plus one.
    OldHandPlusOne,
    /// Half the hand size before `discard_hand`, rounded up.
    OldHandHalfUp,
}

/// Where drawn major arcana go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MajorsGo {
    /// To the discard pile.
    Discard,
    /// Back into the deck, which is then shuffled.
    Deck,
}

/// Which way a rotation goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RotationSource {
    /// Always left.
    Left,
    /// The player chooses.
    Choice,
}

/// One compiled instruction. Jumps hold absolute positions in the card's program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Instr {
    Check {
        kind: CheckKind,
        attrs: CheckAttrs,
        difficulty: u8,
        aim: Aim,
    },
    JumpIfFailed(u16),
    Jump(u16),
    Adjust {
        target: AttrTarget,
        by: i8,
    },
    ChooseAttribute {
        exclude: AttrSet,
    },
    DiscardChosen {
        count: u8,
        minor_only: bool,
    },
    DiscardRandom(u8),
    DiscardTop(u8),
    DiscardSuit(Suit, u8),
    DiscardHand,
    Draw(DrawCount, MajorsGo),
    Rotate(RotationSource),
    TakeFromDiscard,
    ShuffleDiscardIntoDeck,
    Curse,
    KeepInHand,
    EscapeChoice,
    Spread(u8),
    /// Jump unless the card picked from the spread is a court card.
    JumpUnlessPickedCourt(u16),
    /// Jump unless the card picked from the spread is a major.
    JumpUnlessPickedMajor(u16),
    CheckPickedCourt {
        multiplier: u8,
    },
    DiscardSpread,
    GuideGhost,
    Backpack(u8),
    ReviewLastCheck {
        passed: i8,
        failed: i8,
    },
    BalanceSuits,
}
