//! The seeded states the fit test lays out (issue 40): every screen, the table at its
//! hardest moments (a check with Cups, twenty-seven cards beside three piles, the High
//! Priestess's spread, a turn of several dice), Home with a roster and a match unfinished,
//! a match; each with what must be in view at rest while the player decides.

mod folds;
mod matches;
mod playing;
mod state;
mod table;

use malice::ui::screen::rules;
use malice::ui::{App, Message, Route};

use crate::ui_common::keys::quick_match_by_q;
use crate::ui_common::{app, bury, create};

use malice::boards::registry::GameKind;
use malice::ui::screen::game::form::Sit;
use matches::{
    history, match_analysed, match_capture_warning, match_friends, match_help, match_learn_offer,
    match_learn_offer_martian, match_long_warning, match_malaka, match_malaka_doubles,
    match_malawi, match_over, match_pick_warning, match_quarters, match_quick, match_warning,
    new_match,
};
pub use state::{ATTRIBUTES, State};
pub use table::{
    table_27, table_court, table_cups, table_dice, table_first, table_notes, table_spread,
    table_wands,
};
use table::{table_end, table_long};

fn home_welcome() -> State {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    State::new("home-welcome", dir, app).tops(&[("home.", 0.0)])
}

/// The first run's welcome while two quick matches of Malice are left unfinished: the
/// Malice tile lists them, and the welcome's three ways in stay in view.
fn home_welcome_matches() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    for _ in 0..2 {
        quick_match_by_q(&mut app);
        let _ = app.update(Message::Go(Route::Home));
    }
    State::new("home-welcome-matches", dir, app).tops(&[("home.first", f32::INFINITY)])
}

/// Three adventurers (one dead) and a board match left unfinished.
fn home_roster() -> State {
    let dir = tempfile::tempdir().unwrap();
    bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    create(&mut app, "Mara Vell");
    create(&mut app, "Brannoc Hale");
    quick_match_by_q(&mut app);
    let _ = app.update(Message::Go(Route::Home));
    // The chosen adventurer's buttons always; in a room too short for three lines (200 % of
    // 1024×640) the others scroll, and the arrows bring each into view.
    let mut state =
        State::new("home-roster", dir, app).tops(&[("roster.brannoc-hale.", f32::INFINITY)]);
    state.roomy_tops.push(("roster.", f32::INFINITY));
    // The unfinished match's Continue (its id the match's: "games.malice-…") whole at rest,
    // or under the fold: at 1024×640 it stood cut at the window's bottom edge.
    state.unbroken(&["games.malice-"])
}

/// Home on a day whose date is long to say ("Wednesday 30 September"): today's delve's
/// words and its two buttons on one band, the buttons side by side wherever they wrap.
fn home_long_day() -> State {
    let dir = tempfile::tempdir().unwrap();
    let day = chrono::NaiveDate::from_ymd_opt(2026, 9, 30).expect("a real date");
    let mut app = App::at(dir.path()).seed(5).on_day(day);
    create(&mut app, "Mara Vell");
    State::new("home-long-day", dir, app).tops(&[("home.daily", f32::INFINITY)])
}

/// Seven adventurers: the roster scrolls sideways.
fn home_seven() -> State {
    let dir = tempfile::tempdir().unwrap();
    for name in ["Ash", "Bryn", "Cato"] {
        bury(dir.path(), name);
    }
    let mut app = app(&dir);
    for name in ["Dell", "Ebb", "Fitch", "Gale"] {
        create(&mut app, name);
    }
    State::new("home-seven", dir, app)
}

fn screen(name: &'static str, route: Route) -> State {
    let dir = tempfile::tempdir().unwrap();
    bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    let _ = app.update(Message::Go(route));
    State::new(name, dir, app)
}

/// How to play at `page`, its words (`words`, of the page's own) in a scroller that keeps
/// most of the room (in a short room the tabs scroll away with the words).
fn rules_at(name: &'static str, page: rules::Page, words: &'static str) -> State {
    let mut state = screen(name, Route::Rules);
    let _ = state.app.update(Message::Rules(rules::Message::Turn(page)));
    state.reading = Some((words, 0.7));
    state
}

/// Olk's journal just exported (no save dialog: into the data folder's exports), where it
/// went in words and "Open its folder" with the folder's path in its tooltip.
fn journal_exported() -> State {
    let mut state = screen("journal-exported", Route::Journal(olk()));
    let _ = state
        .app
        .update(Message::ExportTo(malice::ui::Format::Markdown, None));
    state.tops(&[("journal.folder", f32::INFINITY)])
}

/// The id of Olk the Patient, who died before each [`screen`] state.
fn olk() -> malice::store::RecordId {
    malice::store::RecordId::new("olk-the-patient").expect("an id")
}

/// The `?` sheet over Home.
fn shortcuts() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::ToggleShortcuts);
    State::new("shortcuts", dir, app)
}

/// The state called `name`, made afresh (it must be one of [`all`]).
pub fn named(name: &str) -> State {
    all()
        .into_iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no fit state {name}"))
}

/// Every state, made afresh.
pub fn all() -> Vec<State> {
    vec![
        home_welcome(),
        home_welcome_matches(),
        home_roster(),
        home_seven(),
        home_long_day(),
        screen("new-adventurer", Route::NewAdventurer),
        screen("rules", Route::Rules),
        rules_at(
            "rules-arcana",
            rules::Page::Arcana,
            "Twenty-two cards that are events",
        ),
        rules_at(
            "rules-death",
            rules::Page::Death,
            "When an adventurer dies, their hand stays",
        ),
        screen("settings", Route::Settings),
        screen("fame", Route::Fame),
        screen("about", Route::About),
        screen("journal", Route::Journal(olk())).whole(&["Olk the Patient"]),
        screen("career", Route::Career(olk())).whole(&["Olk the Patient"]),
        journal_exported(),
        table_first(),
        table_cups(),
        table_long(false),
        table_long(true),
        table_dice(),
        table_notes(),
        table_end(),
        match_quick(),
        match_friends(),
        match_over(),
        match_help(),
        history(),
        shortcuts(),
        match_warning(),
        match_malaka(),
        match_malaka_doubles(),
        match_learn_offer(),
        match_analysed(),
        playing::match_playing_malaka(),
        playing::match_playing_malawi(),
        playing::match_playing_martian(),
        playing::match_resigned_malawi(),
        playing::match_picked_malawi(),
        playing::match_picked_martian(),
        playing::match_picked_malaka(),
        match_learn_offer_martian(),
        match_quarters(),
        match_malawi(),
        match_long_warning(),
        match_pick_warning(),
        match_capture_warning(),
        new_match(
            "new-match-friend",
            GameKind::Malawi,
            Sit::Friend("Bea".into()),
        ),
        new_match("new-match-computer", GameKind::MartianChess, Sit::Level(1)),
    ]
}
