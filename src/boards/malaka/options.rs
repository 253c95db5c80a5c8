//! The rule options of Malaka: the board's size, the starting stacks and the dice.

use serde::{Deserialize, Serialize};

use super::shape::Shape;

/// Which dice are rolled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiceSize {
    /// Four-sided on the 9×9 board, six-sided on the large one.
    #[default]
    Auto,
    /// Four-sided dice.
    D4,
    /// Six-sided dice (a faster game).
    D6,
}

/// The rule options of Malaka.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case", deny_unknown_fields)]
pub struct Options {
    /// A 12×12 board of 4×4 areas, with six-sided dice unless `dice` says otherwise
    /// (a reconstructed layout: the seed has no picture of it).
    pub large: bool,
    /// Three rows of starting stacks instead of two (reconstructed: the third row is the left
    /// column of the middle left area).
    pub many: bool,
    /// All starting stacks together in the home area instead of staggered up the left side.
    pub no_stagger: bool,
    /// The dice.
    pub dice: DiceSize,
}

impl Options {
    pub(super) fn shape(&self) -> Shape {
        Shape {
            size: if self.large { 12 } else { 9 },
        }
    }

    /// Faces on each die.
    pub fn faces(&self) -> u8 {
        match (self.dice, self.large) {
            (DiceSize::D4, _) | (DiceSize::Auto, false) => 4,
            (DiceSize::D6, _) | (DiceSize::Auto, true) => 6,
        }
    }
}
