//! The hall of fame: the figures over every run across the top, the adventurers as portraits
//! in a grid as wide as the window (more to a row in a wider window, each portrait's card
//! growing with its share), most loot first, then the deadliest cards and the board games,
//! side by side where there is room.

use iced::widget::{Column, Row, column, container, responsive, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

use crate::career::{BoardFameRow, FameRow, Fate};
use crate::ui::screen::nav;
use crate::ui::screen::rules::grown;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

use super::message::Message;
use super::stats::{self, Stats};
use super::terms;

/// The hall of fame, as it stood when the screen opened, with the figures of every run.
#[derive(Clone, Debug)]
pub struct Fame {
    rows: Vec<FameRow>,
    stats: Stats,
    boards: Vec<BoardFameRow>,
}

impl Fame {
    /// The hall of fame of these rows (best first) and the figures of all runs.
    pub fn new(rows: Vec<FameRow>, stats: Stats) -> Fame {
        Fame {
            rows,
            stats,
            boards: Vec::new(),
        }
    }

    /// The same with the board games' best results, best first.
    pub fn with_boards(self, boards: Vec<BoardFameRow>) -> Fame {
        Fame { boards, ..self }
    }

    /// The hall of fame: in a wide room its navigation row, words and portraits grow as How
    /// to play's do.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| {
            let k = grown(room.width);
            column![
                nav("Hall of fame".into(), k),
                responsive(move |room| page(self, room, k)),
            ]
            .spacing(12.0 * k)
            .into()
        })
        .into()
    }
}

/// The space between portraits, across and down.
const GAP: f32 = 12.0;
/// The scrollbar's lane at the page's right: the gap before the bar, the bar, a margin.
const LANE: f32 = 30.0;
/// The narrowest a portrait may be: its card and its six lines beside it.
const NARROWEST: f32 = 300.0;
/// About how wide a portrait is: the grid holds as many as make each nearest this.
const ABOUT: f32 = 370.0;
/// Where the deadliest cards and the board games stand side by side.
const SIDE_BY_SIDE: f32 = 1400.0;

/// How many portraits a row holds in `width`, and how wide each is, with portraits `k` times
/// their size: a wider page holds more of them, none narrower than `k` times the narrowest.
pub(super) fn grid(width: f32, count: usize, k: f32) -> (usize, f32) {
    let gap = GAP * k;
    let most = ((width + gap) / (NARROWEST * k + gap)).floor() as usize;
    let fit = ((width / ABOUT).round() as usize).min(most).max(1);
    let columns = fit.min(count.max(1));
    // Few adventurers on a wide page: each portrait grows, up to twice the narrowest.
    let each = ((width - gap * (columns - 1) as f32) / columns as f32).min(NARROWEST * 2.0 * k);
    (columns, each)
}

/// The page in the room under the title, `k` times its size.
fn page(fame: &Fame, room: iced::Size, k: f32) -> Element<'_, Message> {
    let high = room.height;
    let room = (room.width - LANE).max(NARROWEST);
    let mut page = column![
        stats::figures(&fame.stats, k),
        terms::legend(terms::DELVES.iter().chain([&terms::LOOT]), k),
        column![
            text("The adventurers").font(SERIF).size(size::TITLE * k),
            text("Most loot first.")
                .size(size::SMALL * k)
                .style(style::text::soft),
        ]
        .spacing(2.0 * k),
        portraits(&fame.rows, room, high, k),
    ]
    .push(stats::over_time(&fame.stats, k))
    .spacing(16.0 * k);
    page = if room >= SIDE_BY_SIDE {
        let half = (room - 48.0) / 2.0;
        page.push(
            row![
                container(stats::deadliest(
                    &fame.stats,
                    stats::killer_width(half, k),
                    k
                ))
                .width(FillPortion(1)),
                container(boards(&fame.boards, k)).width(FillPortion(1)),
            ]
            .spacing(48.0 * k),
        )
    } else {
        page.push(stats::deadliest(
            &fame.stats,
            stats::killer_width(room, k),
            k,
        ))
        .push(boards(&fame.boards, k))
    };
    // The scrollbar floats over the page's right margin (test `ui fit::jump`).
    scrollable(page.padding(iced::Padding::ZERO.right(14)))
        .width(Fill)
        .height(Fill)
        .on_scroll(|_| Message::Scrolled)
        .into()
}

/// The adventurers as a grid of portraits across `room`, in a window `high` tall, `k` times
/// their size.
fn portraits(rows: &[FameRow], room: f32, high: f32, k: f32) -> Element<'_, Message> {
    if rows.is_empty() {
        return text("No delve has ended yet: the hall fills as adventurers escape or die.")
            .size(size::BODY * k)
            .style(style::text::soft)
            .into();
    }
    let (columns, each) = grid(room, rows.len(), k);
    let mut grid = Column::new().spacing(GAP * k);
    for (r, chunk) in rows.chunks(columns).enumerate() {
        let line = chunk
            .iter()
            .enumerate()
            .map(|(c, fame)| portrait(r * columns + c + 1, fame, each, high, k));
        grid = grid.push(Row::with_children(line).spacing(GAP * k));
    }
    grid.into()
}

/// One adventurer's portrait, `width` wide in a page `high` tall, its words `k` times their
/// size: the card of their best escape (or of their death), the name and fate, their figures.
fn portrait(place: usize, r: &FameRow, width: f32, high: f32, k: f32) -> Element<'_, Message> {
    // The card takes about a third of the portrait, and less in a low window, so that a row
    // of portraits leaves room for the next.
    let face_width = ((width - 20.0) * 0.32)
        .min(high * 0.18)
        .clamp(90.0, 140.0 * k);
    let face: Element<'_, Message> = match r.portrait {
        Some(c) => card::face(c, face_width, false),
        None => card::back(face_width),
    };
    let name = if r.assisted {
        format!("{} (assisted)", r.name)
    } else {
        r.name.clone()
    };
    let line = |label: &str, value: u32| {
        row![
            text(label.to_string())
                .size(size::SMALL * k)
                .style(style::text::soft)
                .width(Fill),
            text(value.to_string()).size(size::BODY * k),
        ]
    };
    container(
        row![
            face,
            column![
                text(format!("{place}. {name}"))
                    .font(SERIF)
                    .size(size::LARGE * k),
                text(r.fate.word())
                    .size(size::SMALL * k)
                    .style(match r.fate {
                        Fate::Dead => style::text::accent,
                        Fate::Alive => style::text::good,
                        Fate::Retired => style::text::soft,
                    }),
                line("loot", r.total_loot),
                line("best score", r.best_score),
                line("runs", r.runs),
                line("escapes", r.escapes),
                line("deaths", r.deaths),
            ]
            .spacing(2.0 * k)
            .width(Fill),
        ]
        .spacing(10.0 * k),
    )
    .padding(10.0 * k)
    .width(width)
    .style(style::container::panel)
    .into()
}

/// The board games' best results: per game won against the computer, a panel with the
/// highest level beaten, the wins there, the fewest moves and every match's tally; `k` times
/// its size.
fn boards(rows: &[BoardFameRow], k: f32) -> Element<'_, Message> {
    let title = text("Board games").font(SERIF).size(size::TITLE * k);
    if rows.is_empty() {
        return column![
            title,
            text("No board game won against the computer yet: try a quick match from Home.")
                .size(size::BODY * k)
                .style(style::text::soft),
        ]
        .spacing(6.0 * k)
        .into();
    }
    let line = |label: &'static str, value: String| {
        row![
            text(label)
                .size(size::SMALL * k)
                .style(style::text::soft)
                .width(Fill),
            text(value).size(size::BODY * k),
        ]
        .align_y(iced::Alignment::Center)
    };
    let panels = row(rows.iter().map(|r| {
        let level = if r.unassisted {
            r.best_level.to_string()
        } else {
            format!("{} (assisted)", r.best_level)
        };
        container(
            column![
                text(r.game.name()).font(SERIF).size(size::LARGE * k),
                line("Best level beaten", level),
                line("Wins there", r.wins_at_best.to_string()),
                line("Fewest moves", r.fewest_moves.to_string()),
                line(
                    "Every match",
                    format!(
                        "{} won, {} drawn, {} lost",
                        r.total.wins, r.total.draws, r.total.losses
                    )
                ),
            ]
            .spacing(3.0 * k),
        )
        .padding(10.0 * k)
        .width(300.0 * k)
        .style(style::container::panel)
        .into()
    }))
    .spacing(12.0 * k)
    .wrap()
    .vertical_spacing(12.0 * k);
    column![title, terms::legend(&terms::BOARDS, k), panels]
        .spacing(6.0 * k)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wider_page_holds_more_portraits_to_a_row_and_none_overflows() {
        let (at_1280, _) = grid(1280.0 - 24.0 - LANE, 8, 1.0);
        let (at_1920, _) = grid(1920.0 - 24.0 - LANE, 8, 1.22);
        assert!(at_1920 > at_1280, "{at_1920} at 1920, {at_1280} at 1280");
        for k in [1.0, 1.22] {
            for width in [400.0, 683.0, 1000.0, 1240.0, 1880.0] {
                for count in 1..9 {
                    let (columns, each) = grid(width, count, k);
                    let used = columns as f32 * each + GAP * k * (columns - 1) as f32;
                    assert!(used <= width + 0.5, "{count} at {width}×{k}: {used}");
                    assert!(
                        each >= (NARROWEST * k).min(width) - 0.5,
                        "{count} at {width}×{k}: {each}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_lone_adventurer_on_a_wide_page_gets_a_larger_portrait() {
        let (_, alone) = grid(1880.0, 1, 1.0);
        let (_, many) = grid(1880.0, 8, 1.0);
        assert_eq!(alone, NARROWEST * 2.0);
        assert!(many < alone);
    }
}
