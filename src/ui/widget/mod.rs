//! Widgets drawn by hand: card faces and small charts.

pub mod card;
pub mod chart;
