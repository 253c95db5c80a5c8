//! The match screen on the software renderer (tiny-skia, the app's renderer) at 1280×800: a
//! whole frame (view, layout, drawing and rasterising the whole window, as the renderer does
//! before it hands the picture to the window) with a piece picked and its targets lit, first
//! with cold canvas caches and then warm, as when a piece slides; and the computer's answer
//! time per level on each game's opening position.
//!
//! `cargo bench --bench match_screen` (on a busy machine, compare the "processor time" group:
//! wall time there counts the waits for a core).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use iced::{Font, Pixels, Rectangle, Size, mouse};
use iced_core::Renderer as _;
use iced_core::renderer::{Headless, Style};
use iced_graphics::Viewport;
use iced_renderer::fallback::Renderer as Fallback;
use iced_runtime::user_interface::{Cache, UserInterface};

use malice::boards::ai::{Ai, Player, Tuning};
use malice::boards::game::Game;
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::pyramids::Pyramids;
use malice::boards::registry::{GameKind, Visit, Visitor};
use malice::boards::session::{MatchSession, Session};
use malice::ui::board::BoardUi;
use malice::ui::screen::game::{self as screen, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message};

const SIZE: Size = Size::new(1280.0, 800.0);

/// The first piece the player may pick in the match on show.
struct First<'a>(&'a dyn MatchSession);

impl Visitor for First<'_> {
    type Output = Option<u8>;
}

impl<G: BoardUi> Visit<G> for First<'_> {
    fn visit(self) -> Option<u8> {
        // The match in its game's own type: its recipe played again.
        let session = Session::<G>::new(self.0.recipe().clone()).ok()?;
        let game = session.game();
        game.next(&[]).targets.first().map(|&(sq, _)| sq)
    }
}

/// The app on a quick match of `kind`, a piece picked.
fn app_at(kind: GameKind, dir: &std::path::Path) -> App {
    let mut app = App::at(dir).seed(3);
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Quick(
        kind,
    ))));
    let piece = app.open_match().and_then(|m| m.kind().visit(First(m)));
    if let Some(sq) = piece {
        let _ = app.update(Message::Game(screen::Message::Square(sq)));
    }
    app
}

/// Draws one frame of `app` into `pixels` as the software renderer presents one to the
/// window: view, layout, drawing into layers, then rasterising every layer over the whole
/// window (what a full repaint costs; the copy to the screen is left out).
struct Painter {
    renderer: iced::Renderer,
    pixels: Vec<u8>,
    mask: tiny_skia::Mask,
    viewport: Viewport,
}

impl Painter {
    fn new() -> Option<Painter> {
        let renderer = iced::futures::executor::block_on(<iced::Renderer as Headless>::new(
            Font::with_name("Fira Sans"),
            Pixels(16.0),
            Some("tiny-skia"),
        ))?;
        let (width, height) = (SIZE.width as u32, SIZE.height as u32);
        Some(Painter {
            renderer,
            pixels: vec![0; width as usize * height as usize * 4],
            mask: tiny_skia::Mask::new(width, height)?,
            viewport: Viewport::with_physical_size(Size::new(width, height), 1.0),
        })
    }

    fn frame(&mut self, app: &App, cache: Cache) -> Cache {
        self.up_to(app, cache, Phase::Raster)
    }

    /// A frame of `app` carried up to `phase` only: the view laid out, its widgets drawn into
    /// layers, or all of it rasterised (a whole frame).
    fn up_to(&mut self, app: &App, cache: Cache, phase: Phase) -> Cache {
        let theme = malice::ui::theme::theme(false);
        let style = Style {
            text_color: theme.palette().text,
        };
        let background = theme.palette().background;
        let mut ui = UserInterface::build(app.view(), SIZE, cache, &mut self.renderer);
        if phase == Phase::Layout {
            return ui.into_cache();
        }
        ui.draw(
            &mut self.renderer,
            &theme,
            &style,
            mouse::Cursor::Unavailable,
        );
        let cache = ui.into_cache();
        if phase == Phase::Widgets {
            // The layers the widgets drew are dropped unrasterised, as the next frame would.
            self.renderer.reset(Rectangle::with_size(SIZE));
            return cache;
        }
        let Fallback::Secondary(software) = &mut self.renderer else {
            return cache;
        };
        let size = self.viewport.physical_size();
        if let Some(mut pixmap) =
            tiny_skia::PixmapMut::from_bytes(&mut self.pixels, size.width, size.height)
        {
            software.draw(
                &mut pixmap,
                &mut self.mask,
                &self.viewport,
                &[Rectangle::with_size(SIZE)],
                background,
            );
        }
        black_box(&self.pixels);
        cache
    }
}

fn frames(c: &mut Criterion) {
    let Some(mut painter) = Painter::new() else {
        eprintln!("no software renderer");
        return;
    };
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
            b.iter(|| painter.frame(&app, Cache::default()))
        });
        let mut cache = Some(Cache::default());
        group.bench_function(format!("{} next frame", kind.id()), |b| {
            b.iter(|| cache = Some(painter.frame(&app, cache.take().unwrap_or_default())))
        });
    }
    group.finish();
}

/// The app on the delve table, a few turns in: the 1909 faces of the card in play, the hand
/// and the piles, as a player sees them.
fn table_app(dir: &std::path::Path) -> App {
    use malice::ui::screen::{new_adventurer, table};
    let mut app = App::at(dir).seed(3);
    let _ = app.update(Message::Go(malice::ui::Route::NewAdventurer));
    let _ = app.update(Message::NewAdventurer(
        new_adventurer::Message::NameChanged("Bench".into()),
    ));
    let _ = app.update(Message::NewAdventurer(new_adventurer::Message::ManualRoll(
        "5 5 5 6 5 5".into(),
    )));
    let _ = app.update(Message::NewAdventurer(new_adventurer::Message::Create));
    let _ = app.update(Message::Go(malice::ui::Route::Home));
    if let Ok(id) = malice::store::RecordId::new("bench") {
        let _ = app.update(Message::Home(home::Message::Start(id)));
    }
    // A few turns: the first answer each time (flip, or what the card asks).
    for _ in 0..6 {
        let Some(answer) = app
            .active()
            .and_then(|a| a.delve().legal_answers().first().copied())
        else {
            break;
        };
        let _ = app.update(Message::Table(table::Message::Answer(answer)));
    }
    app
}

/// How far a frame is carried.
#[derive(Clone, Copy, PartialEq)]
enum Phase {
    /// The view built and laid out.
    Layout,
    /// Its widgets drawn into the renderer's layers.
    Widgets,
    /// The layers rasterised into the window's pixels: the whole frame.
    Raster,
}

/// Where a warm frame's time goes, for the table and a match screen side by side: the view
/// and its layout, then the widgets' drawing into layers; the rest of a whole frame ("next
/// frame" above) is rasterising.
fn phases(c: &mut Criterion) {
    let Some(mut painter) = Painter::new() else {
        return;
    };
    let (Ok(table_dir), Ok(match_dir)) = (tempfile::tempdir(), tempfile::tempdir()) else {
        return;
    };
    let screens = [
        ("delve table", table_app(table_dir.path())),
        ("malice match", app_at(GameKind::Malice, match_dir.path())),
    ];
    let mut group = c.benchmark_group("frame phases 1280x800");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(3));
    for (name, app) in &screens {
        for (phase, label) in [
            (Phase::Layout, "view and layout"),
            (Phase::Widgets, "and widgets drawn"),
        ] {
            let mut cache = Some(Cache::default());
            group.bench_function(format!("{name}: {label}"), |b| {
                b.iter(|| cache = Some(painter.up_to(app, cache.take().unwrap_or_default(), phase)))
            });
        }
    }
    group.finish();
}

/// A frame of the delve table with the 1909 faces, at 1280×800, cold and warm.
fn table_frames(c: &mut Criterion) {
    let Some(mut painter) = Painter::new() else {
        return;
    };
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let app = table_app(dir.path());
    let mut group = c.benchmark_group("delve table 1280x800");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4));
    group.bench_function("first frame", |b| {
        b.iter(|| painter.frame(&app, Cache::default()))
    });
    let mut cache = Some(Cache::default());
    group.bench_function("next frame", |b| {
        b.iter(|| cache = Some(painter.frame(&app, cache.take().unwrap_or_default())))
    });
    // The same table with our drawn faces, for comparison.
    let mut drawn = app;
    let _ = drawn.update(Message::Go(malice::ui::Route::Settings));
    let _ = drawn.update(Message::Settings(
        malice::ui::screen::settings::Message::SetFaces(malice::ui::widget::card::Faces::Drawn),
    ));
    let _ = drawn.update(Message::Go(malice::ui::Route::Table));
    let mut cache = Some(Cache::default());
    group.bench_function("next frame, drawn faces", |b| {
        b.iter(|| cache = Some(painter.frame(&drawn, cache.take().unwrap_or_default())))
    });
    group.finish();
}

/// The processor time this process has used so far (all its threads), where the system tells
/// it: wall time counts the waits of a shared machine too, processor time only our own work.
#[cfg(unix)]
fn cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill; nothing else holds it.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    (status == 0).then(|| {
        Duration::new(
            u64::try_from(now.tv_sec).unwrap_or(0),
            u32::try_from(now.tv_nsec).unwrap_or(0),
        )
    })
}

/// A warm frame of the table and of a Malice match measured in processor time instead of wall
/// time: steady on a busy machine, where the wall-time figures above swing by a third.
#[cfg(unix)]
fn cpu_frames(c: &mut Criterion) {
    let Some(mut painter) = Painter::new() else {
        return;
    };
    if cpu_time().is_none() {
        return;
    }
    let (Ok(table_dir), Ok(match_dir)) = (tempfile::tempdir(), tempfile::tempdir()) else {
        return;
    };
    let screens = [
        ("delve table", table_app(table_dir.path())),
        ("malice match", app_at(GameKind::Malice, match_dir.path())),
    ];
    let mut group = c.benchmark_group("processor time per frame 1280x800");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(4));
    for (name, app) in &screens {
        let mut cache = Some(Cache::default());
        group.bench_function(format!("{name} next frame"), |b| {
            b.iter_custom(|frames| {
                let start = cpu_time().unwrap_or_default();
                for _ in 0..frames {
                    cache = Some(painter.frame(app, cache.take().unwrap_or_default()));
                }
                cpu_time().unwrap_or_default().saturating_sub(start)
            })
        });
    }
    group.finish();
}

#[cfg(not(unix))]
fn cpu_frames(_: &mut Criterion) {}

/// The computer's answer on a game's start (Malaka with its opening die rolled).
fn answer<G: Tuning>(c: &mut Criterion, name: &str, game: &G) {
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

criterion_group!(benches, frames, table_frames, phases, cpu_frames, answers);
criterion_main!(benches);
