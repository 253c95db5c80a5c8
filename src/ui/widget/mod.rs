//! Widgets drawn by hand: cards and piles, dice and small charts.

pub mod card;
pub mod chart;
pub mod die;
pub mod emblem;
pub mod pile;
pub mod sign;
pub mod still;
