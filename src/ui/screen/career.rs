//! An adventurer's career (runs, scores, fate, charts) and the hall of fame.

use iced::widget::{column, row, scrollable, text};
use iced::{Color, Element, Fill};

use crate::career::{AdventurerRecord, BoardFameRow, FameRow, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;

use crate::ui::route::Route;
use crate::ui::widget::chart::{bars, lines};

/// What the career and hall-of-fame screens send: only where to go.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
}

super::navigate!(Message);

/// Colours of the six attributes in the chart.
const ATTR_COLORS: [Color; 6] = [
    Color::from_rgb(0.80, 0.25, 0.20),
    Color::from_rgb(0.20, 0.60, 0.30),
    Color::from_rgb(0.85, 0.65, 0.10),
    Color::from_rgb(0.20, 0.45, 0.80),
    Color::from_rgb(0.75, 0.30, 0.65),
    Color::from_rgb(0.40, 0.40, 0.45),
];

/// The career screen's own state: the adventurer as they stood when it opened, and their
/// attributes after each answer of their last delve.
#[derive(Clone, Debug)]
pub struct State {
    owner: RecordId,
    adventurer: AdventurerRecord,
    history: Vec<Vec<u8>>,
}

impl State {
    /// The career of `adventurer` (saved as `owner`), with the six attribute series of their
    /// last delve (empty when there is none).
    pub fn new(owner: RecordId, adventurer: AdventurerRecord, history: Vec<Vec<u8>>) -> State {
        State {
            owner,
            adventurer,
            history,
        }
    }

    /// Whose career this is.
    pub fn owner(&self) -> &RecordId {
        &self.owner
    }
}

/// The hall of fame, as it stood when the screen opened.
#[derive(Clone, Debug)]
pub struct Fame {
    rows: Vec<FameRow>,
    boards: Vec<BoardFameRow>,
}

impl Fame {
    /// The hall of fame of these rows, best first.
    pub fn new(rows: Vec<FameRow>) -> Fame {
        Fame {
            rows,
            boards: Vec::new(),
        }
    }

    /// The same with the board games' best results, best first.
    pub fn with_boards(self, boards: Vec<BoardFameRow>) -> Fame {
        Fame { boards, ..self }
    }
}

/// One adventurer's career.
pub fn view(state: &State) -> Element<'_, Message> {
    let a = &state.adventurer;
    let mut page = column![
        super::nav(format!("{} — {}", a.name, a.fate.word())),
        text(
            Attr::ALL
                .iter()
                .map(|x| format!("{} {}", x.name(), a.attributes.get(*x)))
                .collect::<Vec<_>>()
                .join("   ")
        ),
    ]
    .spacing(10);
    if a.runs.is_empty() {
        return page.push(text("No finished delves yet.")).into();
    }
    let scores: Vec<(u32, Color)> = a
        .runs
        .iter()
        .map(|r| match r.end {
            RunEnd::Escaped => (r.score, Color::from_rgb(0.75, 0.55, 0.12)),
            RunEnd::Died => (0, Color::from_rgb(0.7, 0.2, 0.2)),
        })
        .collect();
    page = page
        .push(text("Score per run").size(18))
        .push(bars(scores, 120.0));
    if state.history.first().is_some_and(|s| !s.is_empty()) {
        let series = state.history.clone();
        let named = series
            .into_iter()
            .enumerate()
            .map(|(i, values)| (Attr::ALL[i].name().to_string(), ATTR_COLORS[i], values))
            .collect();
        page = page
            .push(text("Attributes across the last delve").size(18))
            .push(lines(named, 140.0));
    }
    let mut runs = column![].spacing(4);
    for (i, run) in a.runs.iter().enumerate() {
        let end = match run.end {
            RunEnd::Escaped => format!("escaped with {}", run.score),
            RunEnd::Died => run.death.clone().unwrap_or_else(|| "died".into()),
        };
        let assisted = if run.assisted { "  (assisted)" } else { "" };
        runs = runs.push(row![
            text(format!("{}.", i + 1)).width(30),
            text(crate::career::local_time(run.started)).width(150),
            text(end).width(Fill),
            text(format!("{} turns{assisted}", run.turns)),
        ]);
    }
    page.push(scrollable(runs).height(Fill)).into()
}

/// The hall of fame.
pub fn fame(fame: &Fame) -> Element<'_, Message> {
    let rows = &fame.rows;
    let cell = |s: String, w: f32| text(s).width(w);
    let mut table = column![row![
        cell("#".into(), 30.0),
        cell("Adventurer".into(), 220.0),
        cell("Fate".into(), 80.0),
        cell("Loot".into(), 60.0),
        cell("Runs".into(), 60.0),
        cell("Cleared".into(), 70.0),
        cell("Deaths".into(), 60.0),
        cell("Best".into(), 60.0),
    ]]
    .spacing(4);
    if rows.is_empty() {
        table = table.push(text("No delve has ended yet."));
    }
    for (i, r) in rows.iter().enumerate() {
        let name = if r.assisted {
            format!("{} (assisted)", r.name)
        } else {
            r.name.clone()
        };
        table = table.push(row![
            cell((i + 1).to_string(), 30.0),
            cell(name, 220.0),
            cell(r.fate.word().into(), 80.0),
            cell(r.total_loot.to_string(), 60.0),
            cell(r.runs.to_string(), 60.0),
            cell(r.escapes.to_string(), 70.0),
            cell(r.deaths.to_string(), 60.0),
            cell(r.best_score.to_string(), 60.0),
        ]);
    }
    column![
        super::nav("Hall of fame".into()),
        scrollable(column![table, boards(&fame.boards)].spacing(24))
    ]
    .spacing(12)
    .into()
}

/// The board games' best results: per game, the highest computer level beaten.
fn boards(rows: &[BoardFameRow]) -> Element<'_, Message> {
    let cell = |s: String, w: f32| text(s).width(w);
    let mut table = column![
        text("Board games").size(18),
        row![
            cell("Game".into(), 160.0),
            cell("Best level beaten".into(), 150.0),
            cell("Wins there".into(), 100.0),
            cell("Fewest moves".into(), 120.0),
            cell("Every match".into(), 220.0),
        ]
    ]
    .spacing(4);
    if rows.is_empty() {
        table = table.push(text(
            "No board game won against the computer yet: try a quick match from Home.",
        ));
    }
    for r in rows {
        let level = if r.unassisted {
            r.best_level.to_string()
        } else {
            format!("{} (assisted)", r.best_level)
        };
        table = table.push(row![
            cell(r.game.name().into(), 160.0),
            cell(level, 150.0),
            cell(r.wins_at_best.to_string(), 100.0),
            cell(r.fewest_moves.to_string(), 120.0),
            cell(
                format!(
                    "{} won, {} drawn, {} lost",
                    r.total.wins, r.total.draws, r.total.losses
                ),
                220.0
            ),
        ]);
    }
    table.into()
}
