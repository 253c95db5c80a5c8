//! The desktop app (iced). It only calls the engines and the career; no rules live here.

mod app;
pub mod board;
pub mod keys;
mod motion;
mod repaint;
mod rolls;
mod route;
pub mod screen;
mod settings;
pub mod theme;
pub mod widget;

pub use app::{App, Message, Screen};
pub use motion::{FLIP_TIME, ROLL_TIME, SHIFT_TIME};
pub use route::{Format, Route};
pub use settings::{AppSettings, ThemeChoice};

/// Opens the app's window and runs until it is closed.
///
/// The software renderer (tiny-skia) is the default: with the wgpu renderer on Mesa's llvmpipe
/// the card faces (canvases) lost their shapes when several stood in a row. `ICED_BACKEND=wgpu`
/// still chooses wgpu.
pub fn run() -> iced::Result {
    if std::env::var_os("ICED_BACKEND").is_none() {
        // SAFETY: called first thing on the main thread, before iced or any other thread
        // starts, so nothing reads the environment concurrently.
        unsafe { std::env::set_var("ICED_BACKEND", "tiny-skia") };
    }
    let mut app = iced::application(
        || (App::new(), App::ask_system_theme()),
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .style(App::style)
    .subscription(App::subscription)
    .default_font(theme::SANS)
    .window_size(window_size())
    // The app closes itself once the computer's work is stopped (App::update, Close).
    .exit_on_close_request(false);
    for font in theme::FONTS {
        app = app.font(font);
    }
    app.run()
}

/// The window's size: 1280×720 (it fits a 1366×768 screen with a title bar and a panel), or
/// `MALICE_WINDOW` (such as `1024x640`, for screenshots).
fn window_size() -> (f32, f32) {
    std::env::var("MALICE_WINDOW")
        .ok()
        .and_then(|size| {
            let (w, h) = size.split_once('x')?;
            Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
        })
        .filter(|(w, h): &(f32, f32)| *w >= 320.0 && *h >= 240.0)
        .unwrap_or((1280.0, 720.0))
}
