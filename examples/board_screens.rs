//! Pictures of the board games in the app, rendered headless on the software renderer (the
//! one the app uses) by `scripts/screenshots.sh`: each board at its start, with a piece picked
//! and its targets lit, and a game finished, at 1280×800 and 1024×640, in both themes.
//!
//! `cargo run --release --example board_screens -- OUT_DIR`

use std::path::{Path, PathBuf};

use iced::Size;
use iced_test::Simulator;
use malice::boards::lesson;
use malice::boards::registry::{GameKind, Visit, Visitor};
use malice::boards::session::{MatchSession, Session};
use malice::ui::board::BoardUi;
use malice::ui::screen::game::{self as screen, form, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message};

/// A game near its end, from its Learn path: the position of the last lesson won by one move,
/// and that move's squares as clicked on that position, with whether the move then waits for
/// Confirm. Read in the game's own type, so no game is named here.
struct Ending;

impl Visitor for Ending {
    type Output = Option<(String, Vec<u8>, bool)>;
}

impl<G: BoardUi> Visit<G> for Ending {
    fn visit(self) -> Self::Output {
        let lessons = lesson::path(G::KIND).ok()?;
        let won = lessons.lessons.iter().rev().find(|l| {
            l.check.win && l.moves == 1 && l.options.is_empty() && !l.solution.is_empty()
        })?;
        let game = G::from_position_text(&won.position, G::Options::default()).ok()?;
        let mv = game.parse_move(&won.solution[0]).ok()?;
        Some((won.position.clone(), game.path(mv).squares, G::CONFIRM))
    }
}

/// The first piece the player may pick on the board of the match on show.
struct FirstPiece<'a>(&'a dyn MatchSession);

impl Visitor for FirstPiece<'_> {
    type Output = Option<u8>;
}

impl<G: BoardUi> Visit<G> for FirstPiece<'_> {
    fn visit(self) -> Option<u8> {
        // The match in its game's own type: its recipe played again.
        let session = Session::<G>::new(self.0.recipe().clone()).ok()?;
        session.game().next(&[]).targets.first().map(|&(sq, _)| sq)
    }
}

/// The first piece the player may pick.
fn first_piece(app: &App) -> Option<u8> {
    let session = app.open_match()?;
    session.kind().visit(FirstPiece(session))
}

/// Lets every slide and roll come to rest.
fn settle(app: &mut App) {
    let later = iced::time::Instant::now() + std::time::Duration::from_secs(2);
    let _ = app.update(Message::Frame(later));
}

fn save(app: &App, size: Size, dark: bool, out: &Path, name: &str) {
    let theme = malice::ui::theme::theme(dark);
    let mut ui = Simulator::with_size(Default::default(), size, app.view());
    let Ok(snap) = ui.snapshot(&theme) else {
        eprintln!("could not render {name}");
        return;
    };
    let path = out.join(format!(
        "{name}-{}x{}-{}",
        size.width,
        size.height,
        if dark { "dark" } else { "light" }
    ));
    // The snapshot names its file after the renderer: `NAME-tiny-skia.png`.
    let written = path.with_file_name(format!(
        "{}-tiny-skia.png",
        path.file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    ));
    let _ = std::fs::remove_file(&written);
    match snap.matches_image(path.with_extension("png")) {
        Ok(_) => println!("saved {}", written.display()),
        Err(error) => eprintln!("could not save {}: {error}", written.display()),
    }
}

fn main() {
    let out = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "screenshots".into()),
    );
    let _ = std::fs::create_dir_all(&out);
    for kind in GameKind::ALL {
        let Ok(dir) = tempfile::tempdir() else {
            eprintln!("no temporary folder");
            return;
        };
        let id = kind.id();
        let shots = |app: &App, name: &str| {
            for size in [Size::new(1280.0, 800.0), Size::new(1024.0, 640.0)] {
                for dark in [false, true] {
                    save(app, size, dark, &out, &format!("board-{id}-{name}"));
                }
            }
        };
        let mut app = App::at(dir.path()).seed(3);
        let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
            kind,
        ))));
        settle(&mut app);
        if app.open_match().is_none() {
            eprintln!("{id}: no match opened");
            continue;
        }
        shots(&app, "1-start");
        if let Some(sq) = first_piece(&app) {
            let _ = app.update(Message::Game(screen::Message::Square(sq)));
        }
        shots(&app, "2-picked");
        let _ = app.update(Message::Go(malice::ui::Route::NewMatch(kind)));
        let Some((position, clicks, confirm)) = kind.visit(Ending) else {
            eprintln!("{id}: no lesson won by one move to finish a match from");
            continue;
        };
        let _ = app.update(Message::Form(form::Message::Sit(0, form::Sit::You)));
        let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(1))));
        let _ = app.update(Message::Form(form::Message::Position(position)));
        let _ = app.update(Message::Form(form::Message::Start));
        settle(&mut app);
        for sq in clicks {
            let _ = app.update(Message::Game(screen::Message::Square(sq)));
        }
        if confirm {
            let _ = app.update(Message::Game(screen::Message::Confirm));
        }
        settle(&mut app);
        shots(&app, "3-finished");
        let _ = app.update(Message::Game(screen::Message::Go(
            malice::ui::Route::MatchHistory(kind),
        )));
        shots(&app, "4-history");
        let _ = app.update(Message::Go(malice::ui::Route::NewMatch(kind)));
        shots(&app, "5-new-match");
        if kind == GameKind::MartianChess {
            // Four players, each for themselves, you against three computers.
            let four = malice::ui::screen::game::form::Value::Int(4);
            let _ = app.update(Message::Form(form::Message::Set("players", four)));
            let _ = app.update(Message::Form(form::Message::Position(String::new())));
            let _ = app.update(Message::Form(form::Message::Start));
            app.let_the_computer_play();
            settle(&mut app);
            shots(&app, "6-four-players");
            let _ = app.update(Message::Game(screen::Message::Help));
            shots(&app, "7-how-to-play");
        }
        if kind == GameKind::Malaka {
            // Home with the board games' tiles and the quick match left unfinished.
            let _ = app.update(Message::Go(malice::ui::Route::Home));
            shots(&app, "0-home");
        }
    }
}
