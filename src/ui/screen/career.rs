//! An adventurer's career (runs, scores, fate, charts) and the hall of fame.

mod fame;
mod message;
mod stats;
mod terms;

pub use fame::Fame;
pub use message::{Action, Message};
pub use stats::Stats;

use message::navigate;

use iced::widget::{Column, column, container, responsive, row, scrollable, text};
use iced::{Element, Fill, FillPortion, Size};

use crate::career::{AdventurerRecord, FameRow, RunByTurn, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;

use crate::ui::screen::rules::grown;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;
use crate::ui::widget::chart::{self, Run as ChartRun};

impl super::Screen for State {
    type Message = Message;
    type Request = super::Nothing;

    fn route(&self) -> crate::ui::route::Route {
        crate::ui::route::Route::Career(self.owner.clone())
    }

    fn update(&mut self, message: Message) -> Action {
        navigate(message)
    }
}

impl super::Screen for Fame {
    type Message = Message;
    type Request = super::Nothing;

    fn route(&self) -> crate::ui::route::Route {
        crate::ui::route::Route::Fame
    }

    fn update(&mut self, message: Message) -> Action {
        navigate(message)
    }
}

/// The career screen's own state: the adventurer as they stood when it opened, and their
/// last finished delve turn by turn.
#[derive(Clone, Debug)]
pub struct State {
    owner: RecordId,
    adventurer: AdventurerRecord,
    last: Option<RunByTurn>,
}

impl State {
    /// The career of `adventurer` (saved as `owner`), with their last finished delve turn by
    /// turn (`None` when there is none: abandoned delves and one in progress do not count).
    pub fn new(owner: RecordId, adventurer: AdventurerRecord, last: Option<RunByTurn>) -> State {
        State {
            owner,
            adventurer,
            last,
        }
    }

    /// Whose career this is.
    pub fn owner(&self) -> &RecordId {
        &self.owner
    }

    /// The career screen: in a wide room its navigation row, words and cards grow as How to
    /// play's do.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| {
            let k = grown(room.width);
            column![
                super::nav(self.adventurer.name.clone(), k),
                responsive(move |room| career_page(self, room, k)),
            ]
            .spacing(12.0 * k)
            .into()
        })
        .into()
    }
}

/// The scrollbar's lane at the page's right: the gap before the bar, the bar, a margin.
const LANE: f32 = 30.0;
/// Where the page parts in two columns: the charts on the left, the deadliest cards and
/// every delve on the right.
const TWO_COLUMNS: f32 = 1400.0;

/// The adventurer's card (their best escape's, else the one that killed them), name, fate
/// and six attributes, the card larger in a larger window, everything `k` times its size;
/// `across` is the width of the column it stands in.
fn sheet(a: &AdventurerRecord, room: f32, across: f32, k: f32) -> Element<'_, Message> {
    let width = (room / 12.0).clamp(110.0, 170.0 * k);
    // The six attributes in rows of equal length beside the card: six where six fit, else
    // three and three (at 200 % of 1920×1080 a box of at least 110 px put Evocation alone on
    // a second row, at 200 % of 1280×800 two under four), each box its share of the column.
    let beside = across - width - 16.0 * k;
    let (per_row, box_width) = attribute_rows(beside, k);
    let mut attributes = column![].spacing(6.0 * k);
    for names in Attr::ALL.chunks(per_row) {
        let mut line = row![].spacing(6.0 * k);
        for &attr in names {
            line = line.push(
                container(
                    column![
                        text(attr.name())
                            .size(size::SMALL * k)
                            .style(style::text::soft),
                        text(a.attributes.get(attr).to_string()).size(size::TITLE * k),
                    ]
                    .spacing(0),
                )
                .padding([4.0 * k, 10.0 * k])
                .width(box_width)
                .style(style::container::panel),
            );
        }
        attributes = attributes.push(line);
    }
    let face: Element<'_, Message> = match FameRow::of(a).portrait {
        Some(c) => card::face(c, width, false),
        None => card::back(width),
    };
    row![
        face,
        column![
            text(a.name.clone()).font(SERIF).size(size::DISPLAY * k),
            text(format!(
                "{}, rolled on {}",
                a.fate.word(),
                crate::career::local_time(a.created)
            ))
            .size(size::BODY * k)
            .style(style::text::soft),
            attributes,
        ]
        .spacing(8.0 * k),
    ]
    .spacing(16.0 * k)
    .into()
}

/// The least width of an attribute's box at `k` 1: its longest name, "Intelligence", at the
/// small size (69 px) and its padding, with a little to spare.
const ATTRIBUTE_LEAST: f32 = 96.0;

/// How many attribute boxes stand in a row `beside` wide (six, three or two: rows of equal
/// length), and how wide each is (its share, at most 110 × `k`).
fn attribute_rows(beside: f32, k: f32) -> (usize, f32) {
    let gap = 6.0 * k;
    let share = |n: usize| (beside - gap * (n as f32 - 1.0)) / n as f32;
    let per_row = [6, 3, 2]
        .into_iter()
        .find(|&n| share(n) >= ATTRIBUTE_LEAST * k)
        .unwrap_or(1);
    (
        per_row,
        share(per_row).clamp(ATTRIBUTE_LEAST * k, 110.0 * k),
    )
}

/// The two charts: the score of every run, and the last finished delve's attributes turn by
/// turn; `tall` is how high the taller one is drawn; their titles `k` times their size.
fn charts(state: &State, tall: f32, k: f32) -> Column<'_, Message> {
    let runs: Vec<ChartRun> = state
        .adventurer
        .runs
        .iter()
        .map(|r| ChartRun {
            score: r.score,
            escaped: r.end == RunEnd::Escaped,
        })
        .collect();
    let mut charts = column![
        text("Score per run").size(size::LARGE * k),
        chart::scores(runs, tall * 0.8, k),
    ]
    .spacing(12.0 * k);
    if let Some(last) = state.last.as_ref().filter(|l| !l.attributes.is_empty()) {
        let end = match last.run.end {
            RunEnd::Escaped => "escaped",
            RunEnd::Died => "died",
        };
        charts = charts
            .push(
                text(format!(
                    "Attributes turn by turn in the last delve ({end} on turn {})",
                    last.run.turns
                ))
                .size(size::LARGE * k),
            )
            .push(chart::attributes(last.series(), tall, k));
    }
    charts
}

/// Every finished delve, one line each, with the card that ended it in the margin, `k` times
/// its size.
fn every_delve(a: &AdventurerRecord, k: f32) -> Element<'_, Message> {
    let mut runs = column![text("Every delve").size(size::LARGE * k)].spacing(6.0 * k);
    for (i, run) in a.runs.iter().enumerate() {
        let end = match run.end {
            RunEnd::Escaped => format!("escaped with {}", run.score),
            RunEnd::Died => run.death.clone().unwrap_or_else(|| "died".into()),
        };
        let assisted = if run.assisted { "  (assisted)" } else { "" };
        // The card that ended the delve: the one that killed, else the last one flipped.
        let last = run.killed_by.or(run.cards_seen.last().copied());
        runs = runs.push(
            row![
                card::in_margin(last, text(format!("{}.", i + 1)).size(size::BODY * k)),
                text(crate::career::local_time(run.started))
                    .size(size::BODY * k)
                    .width(150.0 * k),
                text(end).size(size::BODY * k).width(Fill),
                text(format!("{}{assisted}", terms::turns(run.turns))).size(size::BODY * k),
            ]
            .spacing(8.0 * k)
            .align_y(iced::Alignment::Center),
        );
    }
    runs.into()
}

/// One adventurer's career in `room`, `k` times its size: in a wide window the charts on the
/// left, the deadliest cards and every delve on the right; else one column.
fn career_page(state: &State, room: Size, k: f32) -> Element<'_, Message> {
    let a = &state.adventurer;
    let width = (room.width - LANE).max(320.0);
    let page: Element<'_, Message> = if a.runs.is_empty() {
        column![
            sheet(a, width, width, k),
            text("No finished delves yet.").size(size::BODY * k)
        ]
        .spacing(16.0 * k)
        .into()
    } else {
        let stats = Stats::of(&a.runs);
        // The charts grow with the window's height, from what 800 px high allows.
        let tall = (room.height * 0.22).clamp(180.0, 300.0 * k);
        // The card that killed them, when one did: a living adventurer has none to show.
        let killers = |room: f32| {
            (!stats.deadliest.is_empty())
                .then(|| stats::deadliest(&stats, stats::killer_width(room, k), k))
        };
        if width >= TWO_COLUMNS {
            // Every delve beside the adventurer from the page's top.
            let right = (width - 32.0 * k) * 2.0 / 5.0;
            row![
                column![
                    sheet(a, width, right * 1.5, k),
                    stats::figures_and_words(&stats, k),
                    charts(state, tall, k),
                    stats::over_time(&stats, k)
                ]
                .spacing(16.0 * k)
                .width(FillPortion(3)),
                column![every_delve(a, k)]
                    .push(killers(right))
                    .spacing(16.0 * k)
                    .width(FillPortion(2)),
            ]
            .spacing(32.0 * k)
            .into()
        } else {
            column![
                sheet(a, width, width, k),
                stats::figures_and_words(&stats, k)
            ]
            .push(killers(width))
            .push(charts(state, tall, k))
            .push(stats::over_time(&stats, k))
            .push(every_delve(a, k))
            .spacing(16.0 * k)
            .into()
        }
    };
    // The scrollbar floats over the page's right margin: nothing moves when it comes (test
    // `ui fit::jump`).
    scrollable(container(page).padding(iced::Padding::ZERO.right(14)))
        .height(Fill)
        .on_scroll(|_| Message::Scrolled)
        .into()
}
