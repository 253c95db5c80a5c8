//! The figures over finished runs (how many, how many escaped, the best score, the cards
//! that killed most often) and how both pages draw them.

use iced::widget::{column, container, row, text};
use iced::{Element, Fill};

use crate::career::RunEnd;
use crate::tarot::card::Card;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

use super::terms;

/// A few figures over finished runs: how many, how many escaped, the best score, and the
/// cards that killed most often.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Finished runs.
    pub runs: usize,
    /// Escapes among them.
    pub escapes: usize,
    /// The best score an escape brought out.
    pub best: u32,
    /// The cards that killed, most deaths first (at most five).
    pub deadliest: Vec<(Card, usize)>,
}

impl Stats {
    /// The figures of these runs.
    pub fn of<'a>(runs: impl IntoIterator<Item = &'a crate::career::Run>) -> Stats {
        let mut stats = Stats::default();
        let mut killers: Vec<(Card, usize)> = Vec::new();
        for run in runs {
            stats.runs += 1;
            if run.end == RunEnd::Escaped {
                stats.escapes += 1;
                stats.best = stats.best.max(run.score);
            }
            if let Some(card) = run.killed_by {
                match killers.iter_mut().find(|(killer, _)| *killer == card) {
                    Some((_, n)) => *n += 1,
                    None => killers.push((card, 1)),
                }
            }
        }
        killers.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.name().cmp(&b.0.name())));
        killers.truncate(5);
        stats.deadliest = killers;
        stats
    }

    /// The share of runs that escaped, as a whole percent.
    pub fn survival(&self) -> u32 {
        if self.runs == 0 {
            0
        } else {
            (self.escapes as f64 * 100.0 / self.runs as f64).round() as u32
        }
    }
}

/// The statistics as a row of figures across the room they are given.
pub(super) fn figures<M: 'static>(stats: &Stats) -> Element<'static, M> {
    let figure = |label: &str, value: String| {
        container(
            column![
                text(label.to_string())
                    .size(size::SMALL)
                    .style(style::text::soft),
                text(value).size(size::DISPLAY)
            ]
            .spacing(2),
        )
        .padding([8, 14])
        .width(Fill)
        .style(style::container::panel)
    };
    row![
        figure("runs", stats.runs.to_string()),
        figure("escapes", stats.escapes.to_string()),
        figure("survival rate", format!("{}%", stats.survival())),
        figure("best score", stats.best.to_string()),
    ]
    .spacing(10)
    .into()
}

/// The figures, what their words mean, as one block.
pub(super) fn figures_and_words<M: 'static>(stats: &Stats) -> Element<'static, M> {
    column![figures(stats), terms::legend(&terms::DELVES)]
        .spacing(8)
        .into()
}

/// The cards that killed most, as cards `width` wide with their count.
pub(super) fn deadliest<M: 'static>(stats: &Stats, width: f32) -> Element<'static, M> {
    let mut killers = row![].spacing(12);
    if stats.deadliest.is_empty() {
        killers = killers.push(
            text("No card has killed anyone yet.")
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    for (card, deaths) in &stats.deadliest {
        killers = killers.push(
            column![
                card::face(*card, width, false),
                text(card.name()).size(size::SMALL),
                text(if *deaths == 1 {
                    "1 death".to_string()
                } else {
                    format!("{deaths} deaths")
                })
                .size(size::SMALL)
                .style(style::text::accent),
            ]
            .spacing(2)
            .align_x(iced::Alignment::Center)
            .width(width + 24.0),
        );
    }
    column![
        text("The deadliest cards").font(SERIF).size(size::TITLE),
        killers.wrap().vertical_spacing(12),
    ]
    .spacing(12)
    .into()
}

/// How wide a deadly card is drawn in a column `room` wide: about a sixth of it, so that
/// five fit side by side, between a readable least and a most that keeps them a row.
pub(super) fn killer_width(room: f32) -> f32 {
    (room / 6.0 - 24.0).clamp(100.0, 170.0)
}
