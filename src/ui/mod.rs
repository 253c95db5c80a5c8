//! The desktop app (iced). It only calls the engines and the career; no rules live here.

mod app;
pub mod board;
pub mod focus;
pub mod keymap;
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
    // The app is made first, so that the window can open at the size asked for whatever the
    // zoom it starts at: iced multiplies the window's first size by the scale factor, and at a
    // remembered 200% the window would open twice as large as the screen.
    let first = App::new();
    let zoom = first.scale_factor();
    let first = std::cell::Cell::new(Some(first));
    let mut app = iced::application(
        move || (first.take().unwrap_or_default(), App::ask_system_theme()),
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .style(App::style)
    .subscription(|app: &App| iced::Subscription::batch([app.subscription(), app.background()]))
    .scale_factor(App::scale_factor)
    .default_font(theme::SANS)
    .window(window_settings(zoom));
    for font in theme::FONTS {
        app = app.font(font);
    }
    app.run()
}

/// The app id desktops match the window to its launcher (`malice.desktop`) by: the Wayland app
/// id and the X11 `WM_CLASS`.
pub const APP_ID: &str = "malice";

/// The window's icon (made from `assets/icon/malice.svg` by `scripts/package-icons.sh`).
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/hicolor/128x128/apps/malice.png");

/// The window: its size (in screen pixels, whatever the zoom: `zoom` is the scale factor the
/// app starts at), its icon and, on Linux, its app id.
fn window_settings(zoom: f32) -> iced::window::Settings {
    let (width, height) = window_size();
    let zoom = zoom.max(0.25);
    iced::window::Settings {
        size: iced::Size::new(width / zoom, height / zoom),
        icon: window_icon(),
        // The app closes itself once the computer's work is stopped (App::update, Close).
        exit_on_close_request: false,
        #[cfg(target_os = "linux")]
        platform_specific: iced::window::settings::PlatformSpecific {
            application_id: APP_ID.to_owned(),
            ..Default::default()
        },
        ..Default::default()
    }
}

/// The embedded icon, decoded. It cannot fail (a test checks it); if it did, no icon.
fn window_icon() -> Option<iced::window::Icon> {
    let pixels = image::load_from_memory_with_format(ICON_PNG, image::ImageFormat::Png).ok()?;
    let pixels = pixels.into_rgba8();
    let (width, height) = pixels.dimensions();
    iced::window::icon::from_rgba(pixels.into_raw(), width, height).ok()
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
        .unwrap_or(DEFAULT_WINDOW)
}

/// The window's size unless `MALICE_WINDOW` says otherwise.
const DEFAULT_WINDOW: (f32, f32) = (1280.0, 720.0);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_has_the_icon_and_the_app_id_of_its_launcher() {
        let settings = window_settings(1.0);
        let icon = settings.icon.expect("the embedded icon decodes");
        let (pixels, size) = icon.into_raw();
        assert_eq!((size.width, size.height), (128, 128));
        // Not blank: the card and the die are opaque somewhere.
        assert!(pixels.chunks(4).any(|p| p[3] == 255));
        #[cfg(target_os = "linux")]
        assert_eq!(settings.platform_specific.application_id, "malice");
        assert!(!settings.exit_on_close_request);
    }

    #[test]
    fn the_window_opens_at_the_same_screen_size_whatever_the_zoom() {
        // iced multiplies the first size by the scale factor: the settings divide by it.
        for zoom in [1.0, 1.5, 2.0] {
            let size = window_settings(zoom).size;
            let (w, h) = window_size();
            assert!((size.width * zoom - w).abs() < 0.01, "{zoom}");
            assert!((size.height * zoom - h).abs() < 0.01, "{zoom}");
        }
    }

    #[test]
    fn the_default_window_fits_a_1366_by_768_screen_with_a_title_bar_and_a_panel() {
        let (w, h) = DEFAULT_WINDOW;
        assert!(w <= 1366.0);
        assert!(h + 30.0 + 18.0 <= 768.0, "{h}");
    }
}
