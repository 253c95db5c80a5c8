//! After a match (iced_test, tiny-skia): the analysis asked for from the finished match's
//! panel, run on its thread with its progress shown, then each side's errors, the marks in the
//! move list and what the computer says of the move on show; and the rematch with the sides
//! swapped in one click.

use crate::ui_common;

use malice::boards::registry::GameKind;
use malice::boards::session::Sitter;
use malice::ui::screen::game::{self as screen, form};
use malice::ui::screen::home;
use malice::ui::{App, Message};
use ui_common::board::session;
use ui_common::{app, click, run, shows, texts};

/// A match against level 1 set up at `position`, the person moving first.
fn near_the_end(app: &mut App, kind: GameKind, position: &str) {
    ui_common::board::from_form(app, kind, form::Sit::Level(1), position);
}

/// Martian Chess with a capture that ends the game at once (b4xc5 empties South's quarter
/// with South a point ahead), for the person to play.
const WIN_IN_ONE: &str = "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0";

fn play(app: &mut App, text: &str) {
    let _ = app.update(Message::Game(screen::Message::Text(text.into())));
    let _ = app.update(Message::Game(screen::Message::Submit));
}

/// From [`WIN_IN_ONE`]: the person plays any move but the winning one, the computer answers,
/// and the person resigns; the move played instead of the win.
fn miss_the_win_and_resign(app: &mut App) -> String {
    near_the_end(app, GameKind::MartianChess, WIN_IN_ONE);
    let other = session(app)
        .legal_moves()
        .into_iter()
        .find(|m| !m.contains("c5"))
        .expect("another move");
    play(app, &other);
    assert_eq!(session(app).move_count(), 1, "{:?}", texts(app));
    app.let_the_computer_play();
    let _ = app.update(Message::Game(screen::Message::Resign(Some(true))));
    assert!(session(app).is_over(), "{:?}", texts(app));
    other
}

#[test]
fn a_finished_match_is_analysed_on_its_thread_with_progress_and_each_sides_errors() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    play(&mut app, "b4xc5");
    assert!(session(&app).is_over(), "{:?}", texts(&app));
    assert!(shows(&app, "Analyse the match"), "{:?}", texts(&app));
    let work = app.update(Message::Game(screen::Message::Analyse));
    assert!(
        shows(&app, "The computer is looking at move 1 of 1"),
        "the progress is shown: {:?}",
        texts(&app)
    );
    run(&mut app, work);
    assert!(shows(&app, "You: no errors"), "{:?}", texts(&app));
    assert!(!shows(&app, "Analyse the match"), "asked once");
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.starts_with("1. b4xc5 by you: the computer's choice too.")),
        "what the computer says of the last move: {:?}",
        texts(&app)
    );
}

#[test]
fn a_missed_win_is_marked_a_blunder_with_the_better_move_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let other = miss_the_win_and_resign(&mut app);
    app.let_the_computer_analyse(5_000);
    assert!(
        shows(&app, "?? blunder"),
        "the move list marks the missed win: {:?}",
        texts(&app)
    );
    assert!(shows(&app, "You: 1 blunder"), "{:?}", texts(&app));
    // At the start, the move played next was the error: its better move is named (by the
    // reason, "Misses this: b4xc5, …", so the line under it says only where it is drawn).
    let _ = app.update(Message::Game(screen::Message::View(0)));
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.starts_with("Next, 1.") && t.contains("b4xc5")),
        "{:?}",
        texts(&app)
    );
    assert!(
        shows(&app, "The better move is shown in blue on the board."),
        "{:?}",
        texts(&app)
    );
    assert!(!shows(&app, "The better move here"), "said once");
    // On the move itself: its mark and why.
    let _ = app.update(Message::Game(screen::Message::View(1)));
    let said = texts(&app)
        .into_iter()
        .find(|t| t.starts_with(&format!("1. {other}??")))
        .unwrap_or_else(|| panic!("{:?}", texts(&app)));
    assert!(said.contains("a blunder."), "{said}");
    // The reply is numbered as the move list numbers it: the first round's second move.
    let reply = session(&app).recipe().entries[1].clone();
    let _ = app.update(Message::Game(screen::Message::View(2)));
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.starts_with(&format!("1… {reply}"))),
        "{:?}",
        texts(&app)
    );
}

#[test]
fn a_rematch_swaps_the_sides_in_one_click() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    play(&mut app, "b4xc5");
    assert!(session(&app).is_over());
    click(&mut app, "Rematch, sides swapped");
    let sitters = session(&app).sitters().to_vec();
    assert_eq!(session(&app).move_count(), 0, "a new match");
    assert!(
        matches!(sitters[0], Sitter::Computer(_)) && sitters[1].is_human(),
        "the computer now moves first: {sitters:?}"
    );
}

#[test]
fn homes_quick_match_line_tells_what_quick_match_will_start() {
    use malice::career::{Profile, QuickMatch, SeatRecord};
    use malice::store::{Home, ProfileName};
    let dir = tempfile::tempdir().unwrap();
    {
        let home = Home::open(dir.path()).unwrap();
        let mut profile = Profile::open(&home, &ProfileName::default_profile()).unwrap();
        let quick = QuickMatch {
            options: toml::Table::new(),
            opponent: SeatRecord::Computer { level: 4 },
            seat: 1,
        };
        profile.set_quick_match(GameKind::Malawi, quick).unwrap();
    }
    let app = app(&dir);
    assert!(
        shows(&app, "Level 4, usual rules, you move second"),
        "{:?}",
        texts(&app)
    );
    assert!(
        shows(&app, "Level 2, usual rules"),
        "the others as first set"
    );
}

/// An analysis is made once: kept with the match, it is shown again when the match is opened
/// after a restart (from Home's list or History), with no new search; the command line's
/// `game analyse` prints the kept one too (tests/cli).
#[test]
fn an_analysis_is_kept_with_the_match_and_shown_again_on_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let mut app = app(&dir);
        miss_the_win_and_resign(&mut app);
        app.let_the_computer_analyse(5_000);
        assert!(shows(&app, "You: 1 blunder"), "{:?}", texts(&app));
        let malice::ui::Route::Match(id) = app.screen().route() else {
            panic!("a match is on show");
        };
        id
    };
    let kept = format!("analyses/{id}.toml");
    assert!(
        files_under(dir.path()).iter().any(|f| f.ends_with(&kept)),
        "the analysis is kept beside the match: {:?}",
        files_under(dir.path())
    );
    // After a restart, the match opened again shows its analysis at once.
    let mut app = app(&dir);
    let _ = app.update(Message::Go(malice::ui::Route::Match(id)));
    assert!(session(&app).is_over(), "{:?}", texts(&app));
    assert!(shows(&app, "You: 1 blunder"), "{:?}", texts(&app));
    assert!(shows(&app, "?? blunder"), "the marks in the move list");
    assert!(
        !shows(&app, "Analyse the match"),
        "nothing to ask for again: {:?}",
        texts(&app)
    );
}

/// Every file under `dir`, as paths with `/`.
fn files_under(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(files_under(&path));
        } else {
            found.push(path.to_string_lossy().replace('\\', "/"));
        }
    }
    found
}

/// Two players' moves stand in pairs, a numbered line a round, as a chess site lists them;
/// a move looked back at shows the score as it stood then.
#[test]
fn moves_stand_in_pairs_and_a_move_looked_back_at_shows_its_own_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    // A quiet move (no capture), and the computer's reply: one round.
    let quiet = session(&app)
        .legal_moves()
        .into_iter()
        .find(|m| !m.contains('x'))
        .expect("a quiet move");
    play(&mut app, &quiet);
    app.let_the_computer_play();
    assert_eq!(session(&app).move_count(), 2, "{:?}", texts(&app));
    let numbers: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| t.len() <= 4 && t.ends_with('.') && t[..t.len() - 1].parse::<u32>().is_ok())
        .collect();
    assert_eq!(
        numbers,
        ["1."],
        "one numbered line for the round: {:?}",
        texts(&app)
    );
    assert!(shows(&app, &quiet), "{:?}", texts(&app));

    // The score at a move looked back at: at the start nobody had a point; after the
    // capture that ended the game, the capturer had.
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    play(&mut app, "b4xc5");
    assert!(session(&app).is_over());
    let points = |app: &App| -> Vec<String> {
        texts(app)
            .into_iter()
            .filter(|t| t.ends_with(" point") || t.ends_with(" points"))
            .collect()
    };
    let end = points(&app);
    assert_ne!(end, ["0 points", "0 points"], "the capture scored");
    let _ = app.update(Message::Game(screen::Message::View(0)));
    assert_eq!(points(&app), ["0 points", "0 points"], "at the start");
    let _ = app.update(Message::Game(screen::Message::View(1)));
    assert_eq!(points(&app), end, "at the last move again");
}

/// The new-match form says how strong the level chosen is: its rating from the round robin
/// between the levels (docs/ai.md's ladder), level 1 being 1000.
#[test]
fn the_form_shows_the_chosen_levels_rating() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Home(home::Message::Games(
        screen::tiles::Message::Go(malice::ui::Route::NewMatch(GameKind::Malawi)),
    )));
    let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(4))));
    let rating = GameKind::Malawi.about().ratings[3];
    assert!(
        shows(
            &app,
            &format!("Level 4 is rated {rating}, level 1 being 1000")
        ),
        "{:?}",
        texts(&app)
    );
    let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(1))));
    assert!(
        shows(&app, "Level 1 is rated 1000, the foot"),
        "{:?}",
        texts(&app)
    );
    // Level 1 is not measured against itself ("Level 1 is rated 1000, level 1 being 1000").
    assert!(!shows(&app, "level 1 being"), "{:?}", texts(&app));
}

/// The move list stays compact: what a move did in words shows under the move on show only
/// (the latest, or the one looked back at), not under every move.
#[test]
fn the_move_list_tells_what_a_move_did_under_the_move_on_show_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Home(home::Message::Games(
        screen::tiles::Message::Go(malice::ui::Route::NewMatch(GameKind::Malice)),
    )));
    let _ = app.update(Message::Form(form::Message::Sit(0, form::Sit::You)));
    let _ = app.update(Message::Form(form::Message::Name(1, "Bea".into())));
    click(&mut app, "Start the match");
    assert!(matches!(session(&app).sitters()[1], Sitter::Friend(_)));
    // Moves with something to tell, each the first legal one that has.
    let mut told = Vec::new();
    for _ in 0..12 {
        let legal = session(&app).legal_moves();
        let Some(mv) = legal.first().cloned() else {
            break;
        };
        let _ = app.update(Message::Game(screen::Message::Text(mv)));
        let _ = app.update(Message::Game(screen::Message::Submit));
        let notes = session(&app).notes();
        if let Some(Some(note)) = notes.last() {
            told.push((notes.len(), note.to_string()));
        }
    }
    assert!(told.len() >= 2, "moves with something to tell: {told:?}");
    let shown = |app: &App| {
        told.iter()
            .filter(|(_, note)| shows(app, &format!("({note})")))
            .count()
    };
    assert!(shown(&app) <= 1, "one note at most under the latest move");
    // Looking back at a move that told something: its words show, no other's.
    let (at, note) = told[0].clone();
    let _ = app.update(Message::Game(screen::Message::View(at)));
    assert!(shows(&app, &format!("({note})")), "{note}");
    assert_eq!(shown(&app), 1);
}

#[test]
fn the_a_key_analyses_a_finished_match() {
    use iced::keyboard::Key;
    use iced::keyboard::key::Code;
    use malice::ui::keys::KeyPress;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    let a = || Message::Key(KeyPress::plain(Key::Character("a".into()), Code::KeyA));
    let _ = app.update(a());
    assert!(
        !shows(&app, "The computer is looking"),
        "nothing to analyse before the end"
    );
    play(&mut app, "b4xc5");
    let work = app.update(a());
    assert!(
        shows(&app, "The computer is looking at move 1 of 1"),
        "{:?}",
        texts(&app)
    );
    run(&mut app, work);
    assert!(shows(&app, "You: no errors"), "{:?}", texts(&app));
}

/// The room of a window `w`×`h` at `zoom` %, in the app's own pixels.
fn room(w: f32, h: f32, zoom: u16) -> iced::Size {
    let window = iced::Size::new(w, h);
    let scale = malice::ui::scale_in(zoom, window);
    iced::Size::new(w / scale, h / scale)
}

/// At 200 % of 1024×640 (the shortest panel, its parts scrolling over the buttons), a
/// finished match analysed offers its first error at once; pressed, the panel shows
/// without scrolling the error's number, move and mark, why it was one and the better move.
#[test]
fn the_next_error_shows_its_mark_why_and_better_move_in_a_short_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let other = miss_the_win_and_resign(&mut app);
    app.let_the_computer_analyse(5_000);
    let small = room(1024.0, 640.0, 200);
    if let Some(dir) = std::env::var_os("REVIEW_SHOTS") {
        shoot(&app, small, &std::path::Path::new(&dir).join("review-end"));
    }
    for (w, h, zoom) in [
        (1024.0, 640.0, 200),
        (1280.0, 800.0, 200),
        (1024.0, 640.0, 100),
    ] {
        let size = room(w, h, zoom);
        // At the end of the match, the way to its first error is in view.
        let button = format!("To the first error (1. {other}??)");
        ui_common::wholly_visible(&app, &button, size).unwrap();
    }
    // Pressed (as a click there would), the error before the position it leads to.
    let messages: Vec<Message> = {
        let mut ui = iced_test::Simulator::with_size(iced::Settings::default(), small, app.view());
        ui.click(ui_common::containing("To the first error"))
            .expect("the button");
        ui.into_messages().collect()
    };
    for message in messages {
        let _ = app.update(message);
    }
    if let Some(dir) = std::env::var_os("REVIEW_SHOTS") {
        shoot(
            &app,
            small,
            &std::path::Path::new(&dir).join("review-error"),
        );
    }
    let marked = format!("Next, 1. {other}?? by you: a blunder.");
    let said = texts(&app)
        .into_iter()
        .find(|t| t.starts_with(&marked))
        .unwrap_or_else(|| panic!("{:?}", texts(&app)));
    assert!(said.len() > marked.len() + 10, "with why: {said}");
    for (w, h, zoom) in [
        (1024.0, 640.0, 200),
        (1280.0, 800.0, 200),
        (1024.0, 640.0, 100),
    ] {
        let size = room(w, h, zoom);
        ui_common::wholly_visible(&app, &said, size).unwrap();
        ui_common::wholly_visible(&app, "The better move is shown in blue", size).unwrap();
    }
    // The buttons after a match are still there (in the shortest panel, under the analysis),
    // the rematch in view at the panel's foot (it stood under the analysis, out of sight).
    assert!(shows(&app, "Play again"), "{:?}", texts(&app));
    for (w, h, zoom) in [
        (1024.0, 640.0, 200),
        (1280.0, 800.0, 200),
        (1024.0, 640.0, 100),
    ] {
        ui_common::wholly_visible(&app, "Rematch, sides swapped", room(w, h, zoom)).unwrap();
    }
}

/// A picture of the app in a room, for a person to look at (`REVIEW_SHOTS=/tmp/dir`).
fn shoot(app: &App, size: iced::Size, path: &std::path::Path) {
    ui_common::fonts();
    let mut ui = iced_test::Simulator::with_size(iced::Settings::default(), size, app.view());
    let theme = app.theme().expect("a theme");
    let shot = ui.snapshot(&theme).expect("a picture");
    let _ = std::fs::remove_file(path.with_extension("png"));
    let _ = shot.matches_image(path);
}

/// A match resigned before its first move offers no analysis (there is nothing to judge),
/// and A does nothing.
#[test]
fn a_match_over_before_its_first_move_offers_no_analysis() {
    use iced::keyboard::Key;
    use iced::keyboard::key::Code;
    use malice::ui::keys::KeyPress;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    near_the_end(&mut app, GameKind::MartianChess, WIN_IN_ONE);
    let _ = app.update(Message::Game(screen::Message::Resign(Some(true))));
    assert!(session(&app).is_over(), "{:?}", texts(&app));
    assert!(shows(&app, "Rematch, sides swapped"), "{:?}", texts(&app));
    assert!(!shows(&app, "Analyse the match"), "{:?}", texts(&app));
    let a = Message::Key(KeyPress::plain(Key::Character("a".into()), Code::KeyA));
    let _ = app.update(a);
    assert!(!shows(&app, "The computer is looking"), "{:?}", texts(&app));
}
