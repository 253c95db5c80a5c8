//! The figures over finished runs (how many, how many escaped, the best score, the averages,
//! the escapes in a row, the cards that killed most often, month by month) and how both pages
//! draw them.

use iced::widget::{column, container, row, text};
use iced::{Element, Fill, FillPortion};

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
    /// The average score of a run (a death scores 0), in tenths.
    pub mean_score_tenths: u32,
    /// The average number of turns of a run, in tenths.
    pub mean_turns_tenths: u32,
    /// Escapes in a row at the end of the runs, in the order they ended.
    pub escapes_now: usize,
    /// The most escapes in a row.
    pub escapes_longest: usize,
    /// Month by month, the oldest first: the averages over time.
    pub months: Vec<Month>,
}

/// One month's runs (by the month they ended, local time).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Month {
    /// "November 2026".
    pub name: String,
    /// Runs that ended in it.
    pub runs: usize,
    /// Escapes among them.
    pub escapes: usize,
    /// Their average score, in tenths.
    pub mean_score_tenths: u32,
    /// Their average turns, in tenths.
    pub mean_turns_tenths: u32,
}

/// A month's sums while they are added up: (year and month, runs, escapes, score, turns).
type MonthSums = ((i32, u32), usize, usize, u64, u64);

/// A number of tenths in words: "4.5", "12".
pub fn tenths(n: u32) -> String {
    if n.is_multiple_of(10) {
        (n / 10).to_string()
    } else {
        format!("{}.{}", n / 10, n % 10)
    }
}

/// The average of `total` over `count`, in tenths, rounded.
fn mean_tenths(total: u64, count: usize) -> u32 {
    if count == 0 {
        0
    } else {
        ((total * 10 + count as u64 / 2) / count as u64) as u32
    }
}

impl Stats {
    /// The figures of these runs.
    pub fn of<'a>(runs: impl IntoIterator<Item = &'a crate::career::Run>) -> Stats {
        let mut stats = Stats::default();
        let mut killers: Vec<(Card, usize)> = Vec::new();
        let mut runs: Vec<&crate::career::Run> = runs.into_iter().collect();
        runs.sort_by_key(|r| r.ended);
        let (mut score, mut turns) = (0u64, 0u64);
        let mut row = 0usize;
        // Month by month: (year and month, runs, escapes, score, turns).
        let mut months: Vec<MonthSums> = Vec::new();
        for run in &runs {
            score += u64::from(run.score);
            turns += u64::from(run.turns);
            row = if run.end == RunEnd::Escaped {
                row + 1
            } else {
                0
            };
            stats.escapes_longest = stats.escapes_longest.max(row);
            let local = run.ended.with_timezone(&chrono::Local);
            let key = (
                chrono::Datelike::year(&local),
                chrono::Datelike::month(&local),
            );
            if months.last().is_none_or(|m| m.0 != key) {
                months.push((key, 0, 0, 0, 0));
            }
            if let Some(month) = months.last_mut() {
                month.1 += 1;
                month.2 += usize::from(run.end == RunEnd::Escaped);
                month.3 += u64::from(run.score);
                month.4 += u64::from(run.turns);
            }
        }
        stats.escapes_now = row;
        stats.mean_score_tenths = mean_tenths(score, runs.len());
        stats.mean_turns_tenths = mean_tenths(turns, runs.len());
        stats.months = months
            .into_iter()
            .map(|((year, month), runs, escapes, score, turns)| Month {
                name: chrono::NaiveDate::from_ymd_opt(year, month, 1).map_or_else(
                    || format!("{year}-{month:02}"),
                    |d| d.format("%B %Y").to_string(),
                ),
                runs,
                escapes,
                mean_score_tenths: mean_tenths(score, runs),
                mean_turns_tenths: mean_tenths(turns, runs),
            })
            .collect();
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

/// The statistics as a row of figures across the room they are given, `k` times their size.
pub(super) fn figures<M: 'static>(stats: &Stats, k: f32) -> Element<'static, M> {
    let figure = |label: &str, value: String| {
        container(
            column![
                text(label.to_string())
                    .size(size::SMALL * k)
                    .style(style::text::soft),
                text(value).size(size::DISPLAY * k)
            ]
            .spacing(2.0 * k),
        )
        .padding([8.0 * k, 14.0 * k])
        .width(Fill)
        .style(style::container::panel)
    };
    // Two rows, so that each figure keeps room for its label at a large text size.
    column![
        row![
            figure("runs", stats.runs.to_string()),
            figure("escapes", stats.escapes.to_string()),
            figure("survival rate", format!("{}%", stats.survival())),
            figure("best score", stats.best.to_string()),
        ]
        .spacing(10.0 * k),
        row![
            figure("average score", tenths(stats.mean_score_tenths)),
            figure("escapes in a row", stats.escapes_now.to_string()),
            figure("most in a row", stats.escapes_longest.to_string()),
        ]
        .spacing(10.0 * k),
    ]
    .spacing(10.0 * k)
    .into()
}

/// The averages over time: month by month, the runs, the escapes, the average score and
/// turns (the newest month first); nothing before the first finished run. `k` times its size.
pub(super) fn over_time<M: 'static>(stats: &Stats, k: f32) -> Option<Element<'static, M>> {
    if stats.months.is_empty() {
        return None;
    }
    // Shares of the table's width, so that it narrows with the window.
    let cell =
        |words: String, share: u16| text(words).size(size::BODY * k).width(FillPortion(share));
    let head = |words: &str, share: u16| {
        text(words.to_string())
            .size(size::SMALL * k)
            .style(style::text::soft)
            .width(FillPortion(share))
    };
    let mut table = column![
        text("Month by month").size(size::LARGE * k),
        text("The score and the turns are the average of a run that month.")
            .size(size::SMALL * k)
            .style(style::text::soft),
        row![
            head("month", 3),
            head("runs", 2),
            head("escapes", 2),
            head("score", 2),
            head("turns", 2),
        ]
        .spacing(8.0 * k),
    ]
    .spacing(4.0 * k);
    for month in stats.months.iter().rev() {
        table = table.push(
            row![
                cell(month.name.clone(), 3),
                cell(month.runs.to_string(), 2),
                cell(month.escapes.to_string(), 2),
                cell(tenths(month.mean_score_tenths), 2),
                cell(tenths(month.mean_turns_tenths), 2),
            ]
            .spacing(8.0 * k),
        );
    }
    Some(container(table).max_width(720.0 * k).into())
}

/// The figures, what their words mean, as one block, `k` times its size.
pub(super) fn figures_and_words<M: 'static>(stats: &Stats, k: f32) -> Element<'static, M> {
    column![figures(stats, k), terms::legend(&terms::DELVES, k)]
        .spacing(8.0 * k)
        .into()
}

/// The cards that killed most, as cards `width` wide with their count, their words `k` times
/// their size.
pub(super) fn deadliest<M: 'static>(stats: &Stats, width: f32, k: f32) -> Element<'static, M> {
    let mut killers = row![].spacing(12.0 * k);
    if stats.deadliest.is_empty() {
        killers = killers.push(
            text("No card has killed anyone yet.")
                .size(size::BODY * k)
                .style(style::text::soft),
        );
    }
    for (card, deaths) in &stats.deadliest {
        killers = killers.push(
            column![
                card::face(*card, width, false),
                text(card.name()).size(size::SMALL * k),
                text(if *deaths == 1 {
                    "1 death".to_string()
                } else {
                    format!("{deaths} deaths")
                })
                .size(size::SMALL * k)
                .style(style::text::accent),
            ]
            .spacing(2.0 * k)
            .align_x(iced::Alignment::Center)
            .width(width + 24.0),
        );
    }
    column![
        text("The deadliest cards")
            .font(SERIF)
            .size(size::TITLE * k),
        killers.wrap().vertical_spacing(12.0 * k),
    ]
    .spacing(12.0 * k)
    .into()
}

/// How wide a deadly card is drawn in a column `room` wide on a page `k` times its size:
/// about a sixth of it, so that five fit side by side, between a readable least and a most
/// that keeps them a row.
pub(super) fn killer_width(room: f32, k: f32) -> f32 {
    (room / 6.0 - 24.0).clamp(100.0, 170.0 * k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::career::Run;
    use chrono::TimeZone;

    fn run(day: u32, month: u32, end: RunEnd, score: u32, turns: u32) -> Run {
        let when = chrono::Local
            .with_ymd_and_hms(2026, month, day, 12, 0, 0)
            .single()
            .unwrap()
            .with_timezone(&chrono::Utc);
        Run {
            delve: format!("d-{month}-{day}"),
            started: when,
            ended: when,
            seed: None,
            options: crate::tarot::rules::RuleOptions::default(),
            end,
            score,
            turns,
            cards_seen: Vec::new(),
            killed_by: None,
            death: None,
            assisted: false,
        }
    }

    #[test]
    fn averages_month_by_month_and_escapes_in_a_row() {
        use RunEnd::{Died, Escaped};
        // Given out of order: the figures follow the order the runs ended.
        let runs = [
            run(3, 10, Escaped, 4, 10),
            run(1, 10, Escaped, 6, 20),
            run(2, 10, Escaped, 2, 5),
            run(20, 10, Died, 0, 3),
            run(1, 11, Escaped, 9, 30),
            run(2, 11, Escaped, 1, 12),
        ];
        let stats = Stats::of(&runs);
        assert_eq!(stats.escapes_longest, 3);
        assert_eq!(stats.escapes_now, 2);
        // (4 + 6 + 2 + 0 + 9 + 1) / 6 = 3.67; turns 80 / 6 = 13.33.
        assert_eq!(tenths(stats.mean_score_tenths), "3.7");
        assert_eq!(tenths(stats.mean_turns_tenths), "13.3");
        assert_eq!(stats.months.len(), 2);
        assert_eq!(stats.months[0].name, "October 2026");
        assert_eq!(stats.months[0].runs, 4);
        assert_eq!(stats.months[0].escapes, 3);
        assert_eq!(tenths(stats.months[0].mean_score_tenths), "3");
        assert_eq!(tenths(stats.months[1].mean_turns_tenths), "21");
        assert_eq!(Stats::of(&[]), Stats::default());
    }
}
