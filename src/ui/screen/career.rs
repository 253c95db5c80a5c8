//! An adventurer's career (runs, scores, fate, charts) and the hall of fame.

mod terms;

use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill};

use crate::career::{AdventurerRecord, BoardFameRow, FameRow, Fate, RunByTurn, RunEnd};
use crate::store::RecordId;
use crate::tarot::attributes::Attr;
use crate::tarot::card::Card;

use crate::ui::route::Route;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;
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

/// The statistics as a row of figures across the page, what their words mean, then the
/// deadliest cards as cards with their count.
fn stats_view<M: 'static>(stats: &Stats) -> Element<'static, M> {
    column![
        figures(stats),
        terms::legend(&terms::DELVES),
        deadliest(stats)
    ]
    .spacing(12)
    .into()
}

/// The statistics as a row of figures across the page.
fn figures<M: 'static>(stats: &Stats) -> Element<'static, M> {
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
    let figures = row![
        figure("runs", stats.runs.to_string()),
        figure("escapes", stats.escapes.to_string()),
        figure("survival rate", format!("{}%", stats.survival())),
        figure("best score", stats.best.to_string()),
    ]
    .spacing(10);
    container(figures).max_width(900).into()
}

/// The cards that killed most, as cards with their count.
fn deadliest<M: 'static>(stats: &Stats) -> Element<'static, M> {
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
                card::face(*card, KILLER_WIDTH, false),
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
            .width(KILLER_WIDTH + 24.0),
        );
    }
    column![
        text("The deadliest cards").font(SERIF).size(size::TITLE),
        killers.wrap().vertical_spacing(12),
    ]
    .spacing(12)
    .into()
}

/// How wide a deadly card is drawn.
const KILLER_WIDTH: f32 = 110.0;

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
    let mut sheet = row![].spacing(6);
    for attr in Attr::ALL {
        sheet = sheet.push(
            container(
                column![
                    text(attr.name()).size(size::SMALL).style(style::text::soft),
                    text(a.attributes.get(attr).to_string()).size(size::TITLE),
                ]
                .spacing(0),
            )
            .padding([4, 10])
            .width(110)
            .style(style::container::panel),
        );
    }
    let fame = FameRow::of(a);
    let face: Element<'_, Message> = match fame.portrait {
        Some(c) => card::face(c, PORTRAIT, false),
        None => card::back(PORTRAIT),
    };
    let mut page = column![
        row![
            face,
            column![
                text(a.name.clone()).font(SERIF).size(size::DISPLAY),
                text(format!(
                    "{}, rolled on {}",
                    a.fate.word(),
                    crate::career::local_time(a.created)
                ))
                .size(size::BODY)
                .style(style::text::soft),
                sheet.wrap().vertical_spacing(6),
            ]
            .spacing(8),
        ]
        .spacing(16),
    ]
    .spacing(12);
    if a.runs.is_empty() {
        page = page.push(text("No finished delves yet.").size(size::BODY));
        return column![super::nav(a.name.clone()), page].spacing(12).into();
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
    if let Some(last) = state.last.as_ref().filter(|l| !l.attributes.is_empty()) {
        let end = match last.run.end {
            RunEnd::Escaped => "escaped",
            RunEnd::Died => "died",
        };
        page = page
            .push(
                text(format!(
                    "Attributes turn by turn in the last delve ({end} on turn {})",
                    last.run.turns
                ))
                .size(size::LARGE),
            )
            .push(chart::attributes(last.series(), 180.0));
    }
    let mut runs = column![text("Every delve").size(size::LARGE)].spacing(6);
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
                card::in_margin(last, text(format!("{}.", i + 1)).size(size::BODY)),
                text(crate::career::local_time(run.started))
                    .size(size::BODY)
                    .width(150),
                text(end).size(size::BODY).width(Fill),
                text(format!("{}{assisted}", terms::turns(run.turns))).size(size::BODY),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center),
        );
    }
    column![
        super::nav(a.name.clone()),
        scrollable(page.push(runs).padding(iced::Padding::ZERO.right(10)))
            .spacing(6)
            .height(Fill),
    ]
    .spacing(12)
    .into()
}

/// The hall of fame: the figures over every run across the top, the adventurers as
/// portraits, most loot first, each with the card of their best escape (or of their death),
/// the deadliest cards, then the board games.
fn fame_page(fame: &Fame) -> Element<'_, Message> {
    let mut portraits = row![].spacing(12);
    if fame.rows.is_empty() {
        portraits = portraits.push(
            text("No delve has ended yet: the hall fills as adventurers escape or die.")
                .size(size::BODY)
                .style(style::text::soft),
        );
    }
    for (i, r) in fame.rows.iter().enumerate() {
        portraits = portraits.push(portrait(i + 1, r));
    }
    let page = column![
        figures(&fame.stats),
        terms::legend(terms::DELVES.iter().chain([&terms::LOOT])),
        column![
            text("The adventurers").font(SERIF).size(size::TITLE),
            text("Most loot first.")
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .spacing(2),
        portraits.wrap().vertical_spacing(12),
        row![deadliest(&fame.stats), boards(&fame.boards)]
            .spacing(48)
            .wrap()
            .vertical_spacing(16),
    ]
    .spacing(16);
    column![
        super::nav("Hall of fame".into()),
        scrollable(page.padding(iced::Padding::ZERO.right(10)))
            .spacing(6)
            .width(Fill)
            .height(Fill)
    ]
    .spacing(12)
    .into()
}

/// One adventurer's portrait in the hall of fame.
fn portrait(place: usize, r: &FameRow) -> Element<'_, Message> {
    let face: Element<'_, Message> = match r.portrait {
        Some(c) => card::face(c, PORTRAIT, false),
        None => card::back(PORTRAIT),
    };
    let name = if r.assisted {
        format!("{} (assisted)", r.name)
    } else {
        r.name.clone()
    };
    let line = |label: &str, value: u32| {
        row![
            text(label.to_string())
                .size(size::SMALL)
                .style(style::text::soft)
                .width(Fill),
            text(value.to_string()).size(size::BODY),
        ]
    };
    container(
        row![
            face,
            column![
                text(format!("{place}. {name}"))
                    .font(SERIF)
                    .size(size::LARGE),
                text(r.fate.word()).size(size::SMALL).style(match r.fate {
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
            .spacing(2)
            .width(Fill),
        ]
        .spacing(10),
    )
    .padding(10)
    .width(PORTRAIT + 200.0)
    .style(style::container::panel)
    .into()
}

/// How wide a portrait card is.
const PORTRAIT: f32 = 120.0;

/// The board games' best results: per game won against the computer, a panel with the
/// highest level beaten, the wins there, the fewest moves and every match's tally.
fn boards(rows: &[BoardFameRow]) -> Element<'_, Message> {
    let title = text("Board games").font(SERIF).size(size::TITLE);
    if rows.is_empty() {
        return column![
            title,
            text("No board game won against the computer yet: try a quick match from Home.")
                .size(size::BODY)
                .style(style::text::soft),
        ]
        .spacing(6)
        .into();
    }
    let line = |label: &'static str, value: String| {
        row![
            text(label)
                .size(size::SMALL)
                .style(style::text::soft)
                .width(Fill),
            text(value).size(size::BODY),
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
                text(r.game.name()).font(SERIF).size(size::LARGE),
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
            .spacing(3),
        )
        .padding(10)
        .width(300)
        .style(style::container::panel)
        .into()
    }))
    .spacing(12)
    .wrap()
    .vertical_spacing(12);
    column![title, terms::legend(&terms::BOARDS), panels]
        .spacing(6)
        .into()
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
