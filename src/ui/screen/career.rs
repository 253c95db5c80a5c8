//! An adventurer's career (runs, scores, fate, charts) and the hall of fame.

use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill};

use crate::career::{AdventurerRecord, BoardFameRow, FameRow, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;

use crate::ui::route::Route;
use crate::ui::theme::{size, style};
use crate::ui::widget::chart::{self, Run as ChartRun};

/// What the career and hall-of-fame screens send: only where to go.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
}

super::navigate!(Message);

/// What the career and hall-of-fame screens ask of the app: only to go somewhere.
pub type Action = super::Action<Message>;

/// Where the career and hall-of-fame screens' buttons lead.
fn navigate(message: Message) -> Action {
    match message {
        Message::Go(route) => Action::Go(route),
        Message::ToggleShortcuts => Action::Shortcuts,
    }
}

impl super::Screen for State {
    type Message = Message;
    type Request = super::Nothing;

    fn update(&mut self, message: Message) -> Action {
        navigate(message)
    }
}

impl super::Screen for Fame {
    type Message = Message;
    type Request = super::Nothing;

    fn update(&mut self, message: Message) -> Action {
        navigate(message)
    }
}

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
    pub deadliest: Vec<(String, usize)>,
}

impl Stats {
    /// The figures of these runs.
    pub fn of<'a>(runs: impl IntoIterator<Item = &'a crate::career::Run>) -> Stats {
        let mut stats = Stats::default();
        let mut killers: Vec<(String, usize)> = Vec::new();
        for run in runs {
            stats.runs += 1;
            if run.end == RunEnd::Escaped {
                stats.escapes += 1;
                stats.best = stats.best.max(run.score);
            }
            if let Some(card) = run.killed_by {
                match killers.iter_mut().find(|(name, _)| *name == card.name()) {
                    Some((_, n)) => *n += 1,
                    None => killers.push((card.name(), 1)),
                }
            }
        }
        killers.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
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

/// The statistics as a row of figures and the deadliest cards.
fn stats_view<M: 'static>(stats: &Stats) -> Element<'static, M> {
    let figure = |label: &str, value: String| {
        container(
            column![
                text(label.to_string())
                    .size(size::SMALL)
                    .style(style::text::soft),
                text(value).size(size::TITLE)
            ]
            .spacing(2),
        )
        .padding([6, 12])
        .style(style::container::panel)
    };
    let mut figures = row![
        figure("runs", stats.runs.to_string()),
        figure("escapes", stats.escapes.to_string()),
        figure("survival rate", format!("{}%", stats.survival())),
        figure("best score", stats.best.to_string()),
    ]
    .spacing(8);
    let deadliest = if stats.deadliest.is_empty() {
        "No card has killed anyone yet.".to_string()
    } else {
        stats
            .deadliest
            .iter()
            .map(|(name, n)| format!("{name} ({n})"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    figures = figures.push(figure("deadliest cards", deadliest));
    figures.wrap().vertical_spacing(8).into()
}

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
}

/// One adventurer's career.
fn career_page(state: &State) -> Element<'_, Message> {
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
        return page
            .push(text("No finished delves yet.").size(size::BODY))
            .into();
    }
    page = page.push(stats_view(&Stats::of(&a.runs)));
    let runs: Vec<ChartRun> = a
        .runs
        .iter()
        .map(|r| ChartRun {
            score: r.score,
            escaped: r.end == RunEnd::Escaped,
        })
        .collect();
    page = page
        .push(text("Score per run").size(size::LARGE))
        .push(chart::scores(runs, 150.0));
    if state.history.first().is_some_and(|s| !s.is_empty()) {
        page = page
            .push(text("Attributes across the last delve").size(size::LARGE))
            .push(chart::attributes(state.history.clone(), 180.0));
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
fn fame_page(fame: &Fame) -> Element<'_, Message> {
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
        stats_view(&fame.stats),
        scrollable(column![table, boards(&fame.boards)].spacing(24)).spacing(6)
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

impl State {
    /// The career screen.
    pub fn view(&self) -> Element<'_, Message> {
        career_page(self)
    }
}

impl Fame {
    /// The hall of fame.
    pub fn view(&self) -> Element<'_, Message> {
        fame_page(self)
    }
}
