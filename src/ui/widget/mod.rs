//! Widgets drawn by hand: cards and piles, dice and small charts; the oracle's box, shown
//! wherever the journal is written.

pub mod card;
pub mod chart;
pub mod die;
pub mod emblem;
pub mod fold;
pub mod oracle;
pub mod pile;
pub mod sign;
pub mod still;
pub mod wrap;
