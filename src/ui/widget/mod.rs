//! Widgets drawn by hand: card faces, dice and small charts.

pub mod card;
pub mod chart;
pub mod die;
pub mod emblem;
