//! The seeded states the fit test lays out (issue 40): every screen, the table at its
//! hardest moments (a check with Cups, twenty-seven cards beside three piles, the High
//! Priestess's spread, a turn of several dice), Home with a roster and a match unfinished,
//! a match; each with what must be in view at rest while the player decides.

use malice::boards::registry::GameKind;
use malice::tarot::card::Card;
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::game;
use malice::ui::screen::game::form::Sit;
use malice::ui::screen::rules;
use malice::ui::{App, Message, Route};

use crate::ui_common::keys::tap;
use crate::ui_common::{answer, app, bury, card, create, seat_at_the_table};

/// A state to lay out: its name, the app in it (on its own data folder), and what must be in
/// view at rest (texts wholly; controls by the start of their id, each showing its top so
/// many pixels).
pub struct State {
    pub name: &'static str,
    pub app: App,
    pub whole: Vec<String>,
    pub tops: Vec<(&'static str, f32)>,
    /// What must also be in view where the room is tall enough for the table to stand whole
    /// (440 px and up); in a shorter one the page scrolls, the question and its answers first.
    pub roomy_whole: Vec<String>,
    pub roomy_tops: Vec<(&'static str, f32)>,
    /// Controls (by the start of their ids) of a long list that may scroll in a scroller of
    /// its own, in view with what stands around it.
    pub scrolled: Vec<&'static str>,
    /// At the table deciding: (the question's words, the start of its answers' ids), which
    /// must hold in every room (see `Laid::must_ask`): the question and the first answer
    /// whole at rest, every answer reachable and whole when focused.
    pub asking: Option<(&'static str, &'static str)>,
    /// Controls (by the start of their ids) of a list each of which must be reachable where
    /// the room is tall enough (see `Laid::must_each`): the hand's strip.
    pub roomy_each: Vec<&'static str>,
    /// A page to read: words of its own, and the least part of the room's height their
    /// scroller shows in every room (see `Laid::must_read`).
    pub reading: Option<(&'static str, f32)>,
    /// Texts (by a part of their words) of which so many must show whole at rest in every
    /// room (see `Laid::must_count`): each player's score beside the board.
    pub counted: Vec<(&'static str, usize)>,
    _dir: tempfile::TempDir,
}

impl State {
    fn new(name: &'static str, dir: tempfile::TempDir, mut app: App) -> State {
        settle(&mut app);
        State {
            name,
            app,
            whole: Vec::new(),
            tops: Vec::new(),
            roomy_whole: Vec::new(),
            roomy_tops: Vec::new(),
            scrolled: Vec::new(),
            asking: None,
            roomy_each: Vec::new(),
            reading: None,
            counted: Vec::new(),
            _dir: dir,
        }
    }

    fn whole(mut self, words: &[&str]) -> State {
        self.whole.extend(words.iter().map(|w| w.to_string()));
        self
    }

    /// Both players' scores ("0 points", "1 point") whole at rest, whatever the room: who
    /// leads and by how much is part of every decision of a match.
    fn scores(mut self) -> State {
        self.counted.push((" point", 2));
        self
    }

    fn tops(mut self, tops: &[(&'static str, f32)]) -> State {
        self.tops.extend_from_slice(tops);
        self
    }

    /// At the table deciding: the card in play's name whole, and `question` (its words, or
    /// their start) with its answers (`answers`: the controls that answer, by the start of
    /// their ids) as [`State::asking`] says; and in a room tall enough, every answer whole at
    /// rest, the hand's strip (its first card whole, every card reachable) and the six
    /// attributes by their whole names.
    fn deciding(mut self, card: &str, question: &'static str, answers: &'static str) -> State {
        self.roomy_whole
            .extend(ATTRIBUTES.iter().map(|w| w.to_string()));
        self.roomy_each.push("hand.");
        self.roomy_tops.push((answers, f32::INFINITY));
        self.asking = Some((question, answers));
        self.whole(&[card])
    }
}

/// Lets every motion end (a card flipped, the dice, a card drawn sliding into the hand, a
/// changed attribute's glow), so that the state is laid out and pictured as the player sees
/// it once it settles: the first frame settles the dice (which starts what they moved), the
/// second ends all that.
fn settle(app: &mut App) {
    let later = iced::time::Instant::now() + iced::time::Duration::from_secs(30);
    let _ = app.update(Message::Frame(later));
    let _ = app.update(Message::Frame(later + iced::time::Duration::from_secs(30)));
}

/// The question of a turn's action.
const ACTION: &str = "Take an action, or flip the next card?";

/// The six attributes' names as the character sheet shows them: whole, never "Mig".
const ATTRIBUTES: [&str; 6] = [
    "=Might",
    "=Agility",
    "=Charm",
    "=Intelligence",
    "=Luck",
    "=Evocation",
];

/// Flips `code` as the turn's event.
fn flip(app: &mut App, code: &str) {
    answer(app, Answer::Flip);
    answer(app, Answer::Card(card(code)));
}

/// Answers the check questions that follow a flip (the first attribute offered, no Cups),
/// until `stop` holds.
fn until(app: &mut App, stop: impl Fn(&Question) -> bool) {
    for _ in 0..20 {
        let delve = app.active().expect("a delve").delve();
        let question = delve.question().expect("a question");
        if stop(&question) {
            return;
        }
        let given = match question {
            Question::Cups { .. } => Answer::Cups(0),
            Question::Overcome { .. } => Answer::Skip(true),
            _ => delve.legal_answers()[0],
        };
        answer(app, given);
    }
    panic!("never got there");
}

fn home_welcome() -> State {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    State::new("home-welcome", dir, app).tops(&[("home.", 0.0)])
}

/// Three adventurers (one dead) and a board match left unfinished.
fn home_roster() -> State {
    let dir = tempfile::tempdir().unwrap();
    bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    create(&mut app, "Mara Vell");
    create(&mut app, "Brannoc Hale");
    tap(&mut app, "q");
    assert!(app.open_match().is_some(), "Q starts a quick match");
    let _ = app.update(Message::Go(Route::Home));
    // The chosen adventurer's buttons always; in a room too short for three lines (200 % of
    // 1024×640) the others scroll, and the arrows bring each into view.
    let mut state =
        State::new("home-roster", dir, app).tops(&[("roster.brannoc-hale.", f32::INFINITY)]);
    state.roomy_tops.push(("roster.", f32::INFINITY));
    state
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

/// The first question of a first delve, the guide's note beside it.
fn table_first() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    create(&mut app, "Ida");
    tap(&mut app, "Enter");
    assert!(app.active().is_some(), "at the table");
    State::new("table-first", dir, app).deciding("The deck", ACTION, "answer.")
}

/// The Emperor with six Cups in hand: a check to skip him, Cups to spend on it, and what
/// each answer loses ("You lose 5 cards").
fn table_cups() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "3 3 3 6 4 3",
        &["2C", "3C", "4C", "5C", "6C", "7C"],
    );
    flip(&mut app, "M4");
    until(&mut app, |q| matches!(q, Question::Cups { .. }));
    State::new("table-cups", dir, app).deciding("The Emperor", "Spend Cups to raise", "answer.")
}

/// The table with nine answers beside twenty-seven cards (see [`table_long`]).
pub fn table_27() -> State {
    table_long(false)
}

/// Twenty-six number cards and The World in hand beside three piles (the deck, the
/// discard, a corpse pile), at an action; `spread`: then the High Priestess's spread out.
fn table_long(spread: bool) -> State {
    let dir = tempfile::tempdir().unwrap();
    let corpse = bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 4",
        &["2C", "3C", "4C", "5C"],
    );
    let mut numbers: Vec<Card> = Vec::new();
    for suit in ['C', 'S', 'W', 'P'] {
        for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"] {
            numbers.push(card(&format!("{rank}{suit}")));
        }
    }
    let held: Vec<Card> = app.active().unwrap().delve().hand().to_vec();
    let mut flips = numbers
        .into_iter()
        .filter(|c| !corpse.contains(c) && !held.contains(c));
    while app.active().unwrap().delve().hand().len() < 26 {
        let next = flips.next().expect("a number card left");
        flip(&mut app, &next.to_string());
        until(&mut app, |q| matches!(q, Question::Action));
    }
    flip(&mut app, "M21");
    until(&mut app, |q| matches!(q, Question::Action));
    assert_eq!(app.active().unwrap().delve().hand().len(), 27);
    if !spread {
        return State::new("table-27", dir, app).deciding("The deck", ACTION, "answer.");
    }
    flip(&mut app, "M2");
    // Choosing the card turned is the moment's task: the hand waits under the cards to pick.
    // The 49 cards may scroll in their own list under the box to type one, which stays in
    // view with the question and at least two rows of the cards.
    let mut state = State::new("table-spread", dir, app)
        .whole(&["The High Priestess"])
        .tops(&[("table.card-typed", f32::INFINITY)]);
    state.scrolled.push("pick.");
    state
}

/// A court card's check failed and re-rolled on Luck: three dice beside what the turn did.
fn table_dice() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 6 2",
        &["2C", "3C", "4C", "5C"],
    );
    flip(&mut app, "KS");
    let mut dice = [6u8, 6, 6, 1].into_iter();
    for _ in 0..20 {
        let delve = app.active().unwrap().delve();
        let given = match delve.question().expect("a question") {
            Question::Cups { .. } => Answer::Cups(0),
            Question::Die { .. } => Answer::Die(dice.next().unwrap_or(1)),
            Question::Reroll { .. } => Answer::Reroll(true),
            Question::Action => break,
            _ => delve.legal_answers()[0],
        };
        answer(&mut app, given);
    }
    State::new("table-dice", dir, app).deciding("The deck", ACTION, "answer.")
}

/// A delve just ended in death (The Magician's check failed, Evocation 2 → 0): its summary,
/// the way home and the sheet with both rows of attributes.
fn table_end() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 2",
        &["2C", "3C", "4C", "5C"],
    );
    flip(&mut app, "M1");
    while let Some(q) = app.active().unwrap().delve().question() {
        let given = match q {
            Question::Die { .. } => Answer::Die(6),
            Question::Reroll { .. } => Answer::Reroll(false),
            Question::CheckAttribute { .. } => {
                Answer::Attr(malice::tarot::attributes::Attr::Evocation)
            }
            Question::Cups { .. } => Answer::Cups(0),
            other => panic!("unexpected {other:?}"),
        };
        answer(&mut app, given);
    }
    let mut state = State::new("table-end", dir, app).tops(&[("end.", f32::INFINITY)]);
    state
        .roomy_whole
        .extend(ATTRIBUTES.iter().map(|w| w.to_string()));
    state
}

/// A few notes written in the journal beside the table.
pub fn table_notes() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seat_at_the_table(
        &mut app,
        "Ysolde Marr",
        "4 4 4 4 4 2",
        &["2C", "3C", "4C", "5C"],
    );
    for (code, words) in [
        (
            "6C",
            "The stairs were wet and the torch guttered as I went down.",
        ),
        ("7S", "A blade in the dust, still sharp. I took it."),
    ] {
        flip(&mut app, code);
        until(&mut app, |q| matches!(q, Question::Action));
        crate::ui_common::write(&mut app, words);
        let _ = app.update(Message::Table(malice::ui::screen::table::Message::SaveNote));
    }
    State::new("table-notes", dir, app).deciding("The deck", ACTION, "answer.")
}

/// A quick match of the first game.
fn match_quick() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    tap(&mut app, "q");
    assert!(app.open_match().is_some(), "Q starts a quick match");
    State::new("match-quick", dir, app)
        .tops(&[("match.", f32::INFINITY)])
        .scores()
}

/// A match of `kind` set up from the new-match form: you against `other`, at `position`
/// (the form's own when empty).
fn match_from_form(kind: GameKind, other: Sit, position: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    crate::ui_common::board::from_form(&mut app, kind, other, position);
    (dir, app)
}

/// Two at one screen, the computer's hint shown: the players and their scores must show,
/// with the turn and the hint.
fn match_friends() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malice, Sit::Friend("Ada".into()), "");
    let _ = app.update(Message::Game(game::Message::Hint));
    app.let_the_computer_hint();
    // The hint asked for first; in a short panel the players follow it, under the fold.
    let mut state = State::new("match-friends", dir, app)
        .whole(&["The computer would play"])
        .tops(&[("match.", f32::INFINITY)])
        .scores();
    state.roomy_whole.push("Ada".into());
    state
}

/// A match just won (Martian Chess, a capture that empties the other quarter): the
/// review's offer, the rematch, History and Export must show.
fn match_over() -> State {
    let (dir, mut app) = match_from_form(
        GameKind::MartianChess,
        Sit::Level(1),
        "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0",
    );
    let _ = app.update(Message::Game(game::Message::Text("b4xc5".into())));
    let _ = app.update(Message::Game(game::Message::Submit));
    assert!(
        app.open_match().is_some_and(|m| m.is_over()),
        "the match is over"
    );
    State::new("match-over", dir, app)
        .tops(&[("match.", f32::INFINITY)])
        .scores()
}

/// Martian Chess's history with the match of [`match_over`] in it: the record, the import
/// box, the match with its buttons.
fn history() -> State {
    let mut state = match_over();
    let _ = state
        .app
        .update(Message::Go(Route::MatchHistory(GameKind::MartianChess)));
    state.name = "history";
    state.counted.clear();
    state.tops = vec![
        ("history.home", f32::INFINITY),
        ("history.game.", f32::INFINITY),
    ];
    state.whole = vec!["Won".into(), "=Look again".into(), "=Export".into()];
    state
}

/// A quick match with How to play open in the panel: the pyramids' rules, their diagrams.
fn match_help() -> State {
    let mut state = match_quick();
    let _ = state.app.update(Message::Game(game::Message::Help));
    state.name = "match-help";
    state.tops.clear();
    // Reading the rules, the players wait under them.
    state.counted.clear();
    // Half the room: the board and the move box take the rest.
    state.reading = Some(("How to play Malice", 0.5));
    state
}

/// Malice pyramids, a pyramid picked (b3) and the pointer on a target (a3) that lets North
/// win at once: the move in words and the whole "Careful: …" warning must show (the issue's
/// "a match with a long warning"; at 200 % the pick's explanation once pushed it under the
/// panel's fold).
fn match_warning() -> State {
    let (dir, mut app) = match_from_form(
        GameKind::Malice,
        Sit::Level(1),
        "4/L3/1SS1/3M/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/2MM/2LL 0 0,0 8 8",
    );
    // Squares: board * 32 + rank * 4 + file (a1 = 0): b3 = 9, a3 = 8.
    let _ = app.update(Message::Game(game::Message::Square(9)));
    let _ = app.update(Message::Game(game::Message::Hover(Some(8))));
    State::new("match-warning", dir, app).scores().whole(&[
        "b3-a3: lands on",
        "Careful: North could then win at once with d5xc3.",
    ])
}

/// Malaka against the computer, its dice rolled and the hint asked for: the hint's words
/// must show with the dice (at 200 % of 1024×640 the dice's line, their words and the move
/// box put the news box under the panel's fold on every turn).
fn match_malaka() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malaka, Sit::Level(1), "");
    let _ = app.update(Message::Game(game::Message::Hint));
    app.let_the_computer_hint();
    // The offer to learn (a first match) steps under the hint.
    State::new("match-malaka", dir, app)
        .whole(&["The computer would play", "=Confirm the turn"])
        .tops(&[("match.hint", f32::INFINITY), ("match.undo", f32::INFINITY)])
}

/// The `?` sheet over Home.
fn shortcuts() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::ToggleShortcuts);
    State::new("shortcuts", dir, app)
}

/// Every state, made afresh.
pub fn all() -> Vec<State> {
    vec![
        home_welcome(),
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
    ]
}
