//! The match screen on the software renderer (tiny-skia, the app's renderer) at 1280×800: a
//! whole frame (view, layout, drawing and rasterising) with a piece picked and its targets
//! lit, first with cold canvas caches and then warm, as when a piece slides; and the
//! computer's answer time per level on each game's opening position.
//!
//! `cargo bench --bench match_screen`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use iced::{Font, Pixels, Size, mouse};
use iced_core::renderer::{Headless, Style};
use iced_runtime::user_interface::{Cache, UserInterface};

use malice::boards::ai::{Ai, Player};
use malice::boards::game::Game;
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;
use malice::boards::session::{AnySession, GameKind};
use malice::ui::board::BoardUi;
use malice::ui::screen::game::{self as screen, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message};

const SIZE: Size = Size::new(1280.0, 800.0);

/// The app on a quick match of `kind`, a piece picked.
fn app_at(kind: GameKind, dir: &std::path::Path) -> App {
    fn first<G: BoardUi>(game: &G) -> Option<u8> {
        game.next(&[]).targets.first().map(|&(sq, _)| sq)
    }
    let mut app = App::at(dir).seed(3);
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
        kind,
    ))));
    let piece = app.open_match().and_then(|m| match &m.session {
        AnySession::Malice(s) => first(s.game()),
        AnySession::MartianChess(s) => first(s.game()),
        AnySession::Malaka(s) => first(s.game()),
        AnySession::Malawi(s) => first(s.game()),
    });
    if let Some(sq) = piece {
        let _ = app.update(Message::Game(screen::Message::Square(sq)));
    }
    app
}

fn frames(c: &mut Criterion) {
    let Some(mut renderer) = iced::futures::executor::block_on(<iced::Renderer as Headless>::new(
        Font::with_name("Fira Sans"),
        Pixels(16.0),
        Some("tiny-skia"),
    )) else {
        eprintln!("no software renderer");
        return;
    };
    let theme = malice::ui::theme::theme(false);
    let style = Style {
        text_color: theme.palette().text,
    };
    let background = theme.palette().background;
    let physical = Size::new(SIZE.width as u32, SIZE.height as u32);
    let mut group = c.benchmark_group("match screen 1280x800");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4));
    for kind in GameKind::ALL {
        let Ok(dir) = tempfile::tempdir() else {
            return;
        };
        let app = app_at(kind, dir.path());
        group.bench_function(format!("{} first frame", kind.id()), |b| {
            b.iter(|| {
                let mut ui =
                    UserInterface::build(app.view(), SIZE, Cache::default(), &mut renderer);
                ui.draw(&mut renderer, &theme, &style, mouse::Cursor::Unavailable);
                black_box(renderer.screenshot(physical, 1.0, background));
            })
        });
        let mut cache = Some(Cache::default());
        group.bench_function(format!("{} next frame", kind.id()), |b| {
            b.iter(|| {
                let mut ui = UserInterface::build(
                    app.view(),
                    SIZE,
                    cache.take().unwrap_or_default(),
                    &mut renderer,
                );
                ui.draw(&mut renderer, &theme, &style, mouse::Cursor::Unavailable);
                black_box(renderer.screenshot(physical, 1.0, background));
                cache = Some(ui.into_cache());
            })
        });
    }
    group.finish();
}

/// The computer's answer on a game's start (Malaka with its opening die rolled).
fn answer<G: Game>(c: &mut Criterion, name: &str, game: &G) {
    let mut group = c.benchmark_group(format!("computer answer {name}"));
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for level in 1..=5u8 {
        group.bench_function(format!("level {level}"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                black_box(Ai::new(seed).choose(game, Player::Level(level)))
            })
        });
    }
    group.finish();
}

fn answers(c: &mut Criterion) {
    if let Ok(game) = Pyramids::new(Default::default()) {
        answer(c, "malice", &game);
    }
    if let Ok(game) = MartianChess::new(Default::default()) {
        answer(c, "martian-chess", &game);
    }
    if let Ok(mut game) = Malaka::new(Default::default()) {
        // The opening roll: one die.
        if game.resolve_chance((3, 0)).is_ok() {
            answer(c, "malaka", &game);
        }
    }
    if let Ok(game) = Malawi::new(Default::default()) {
        answer(c, "malawi", &game);
    }
}

criterion_group!(benches, frames, answers);
criterion_main!(benches);
