//! The desktop app (iced). It only calls the engines and the career; no rules live here.

mod app;
pub mod board;
mod dialog;
pub mod focus;
pub mod keymap;
pub mod keys;
mod motion;
mod repaint;
mod rolls;
mod route;
pub mod screen;
mod screens;
mod settings;
pub mod theme;
pub mod widget;
mod window;

pub use app::{App, Message, Screen};
pub use motion::{FLIP_TIME, ROLL_TIME, SHIFT_TIME};
pub use route::{Format, Route};
pub use settings::{AppSettings, ThemeChoice, WindowPlace as AppWindow, grow, scale_in};
pub use window::{DEFAULT_WINDOW, WindowChange};

/// Opens the app's window and runs until it is closed.
///
/// The software renderer (tiny-skia) is the default: with the wgpu renderer on Mesa's llvmpipe
/// the card faces (canvases) lost their shapes when several stood in a row. `ICED_BACKEND=wgpu`
/// still chooses wgpu.
pub fn run() -> iced::Result {
    use iced::Task;
    if std::env::var_os("ICED_BACKEND").is_none() {
        // SAFETY: called first thing on the main thread, before iced or any other thread
        // starts, so nothing reads the environment concurrently.
        unsafe { std::env::set_var("ICED_BACKEND", "tiny-skia") };
    }
    // The app is made first, so that the window can open at the size and place remembered
    // whatever the zoom it starts at: iced multiplies the window's first size by the scale
    // factor, and at a remembered 200% the window would open twice as large as the screen.
    let first = App::new();
    let place = first.window_place();
    let scale = first.scale_factor();
    let remembered = first.remembers_window();
    let maximised = remembered && place.maximized;
    let first = std::cell::Cell::new(Some(first));
    let mut app = iced::application(
        move || {
            let boot = App::ask_system_theme();
            let app = first.take().unwrap_or_default();
            if maximised {
                (app, Task::batch([boot, App::maximise_again()]))
            } else if remembered {
                (app, boot)
            } else {
                (app, Task::batch([boot, App::ask_screen()]))
            }
        },
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .style(App::style)
    .subscription(|app: &App| iced::Subscription::batch([app.subscription(), app.background()]))
    .scale_factor(App::scale_factor)
    .default_font(theme::SANS)
    .window(window_settings(place, scale));
    for font in theme::FONTS {
        app = app.font(font);
    }
    app.run()
}

/// The app id desktops match the window to its launcher by: the Wayland app id and the X11
/// `WM_CLASS`. The same reverse-DNS id names the launcher (`packaging/ID.desktop`), the icon
/// (`assets/icon/ID.svg`) and the AppStream metainfo, as Flathub requires.
pub const APP_ID: &str = "io.github.malice_tarot.malice";

/// The window's icon (made from the SVG in `assets/icon` by `scripts/package-icons.sh`).
const ICON_PNG: &[u8] =
    include_bytes!("../../assets/icon/hicolor/128x128/apps/io.github.malice_tarot.malice.png");

/// The window: its size and place (in the screen's points, whatever the scale `scale` the
/// app starts at), its icon and, on Linux, its app id.
fn window_settings(place: AppWindow, scale: f32) -> iced::window::Settings {
    let scale = scale.max(0.25);
    iced::window::Settings {
        size: iced::Size::new(place.width / scale, place.height / scale),
        position: match place.at {
            Some((x, y)) => iced::window::Position::Specific(iced::Point::new(x, y)),
            None => iced::window::Position::Default,
        },
        maximized: place.maximized,
        min_size: Some(iced::Size::new(
            settings::SMALLEST.0 / scale,
            settings::SMALLEST.1 / scale,
        )),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_has_the_icon_and_the_app_id_of_its_launcher() {
        let settings = window_settings(place(1280.0, 720.0), 1.0);
        let icon = settings.icon.expect("the embedded icon decodes");
        let (pixels, size) = icon.into_raw();
        assert_eq!((size.width, size.height), (128, 128));
        // Not blank: the card and the die are opaque somewhere.
        assert!(pixels.chunks(4).any(|p| p[3] == 255));
        #[cfg(target_os = "linux")]
        assert_eq!(settings.platform_specific.application_id, APP_ID);
        assert!(!settings.exit_on_close_request);
    }

    #[test]
    fn one_reverse_dns_id_names_the_window_the_launcher_the_icon_and_the_metainfo() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let read = |path: String| {
            std::fs::read_to_string(root.join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"))
        };
        let launcher = read(format!("packaging/{APP_ID}.desktop"));
        assert!(
            launcher.contains(&format!("\nIcon={APP_ID}\n")),
            "{launcher}"
        );
        assert!(
            launcher.contains(&format!("\nStartupWMClass={APP_ID}\n")),
            "{launcher}"
        );
        // The toolkit does not pass a launch's startup token on: no spinning cursor forever.
        assert!(!launcher.contains("StartupNotify=true"), "{launcher}");
        let metainfo = read(format!("packaging/{APP_ID}.metainfo.xml"));
        assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
        assert!(metainfo.contains(&format!(
            r#"<launchable type="desktop-id">{APP_ID}.desktop<"#
        )));
        assert!(metainfo.contains(&format!("<icon type=\"stock\">{APP_ID}</icon>")));
        assert!(root.join(format!("assets/icon/{APP_ID}.svg")).is_file());
        for size in [16, 32, 48, 128, 256, 512] {
            let png = format!("assets/icon/hicolor/{size}x{size}/apps/{APP_ID}.png");
            assert!(root.join(&png).is_file(), "{png}");
        }
        // No address in it is a placeholder.
        assert!(!metainfo.contains(".invalid"), "{metainfo}");
    }

    fn place(width: f32, height: f32) -> AppWindow {
        AppWindow {
            width,
            height,
            at: None,
            maximized: false,
        }
    }

    #[test]
    fn the_window_opens_at_the_same_screen_size_whatever_the_zoom() {
        // iced multiplies the first size by the scale factor: the settings divide by it.
        for zoom in [1.0, 1.5, 2.0] {
            let size = window_settings(place(1500.0, 900.0), zoom).size;
            assert!((size.width * zoom - 1500.0).abs() < 0.01, "{zoom}");
            assert!((size.height * zoom - 900.0).abs() < 0.01, "{zoom}");
        }
        // Where it was, maximised as it was.
        let back = window_settings(
            AppWindow {
                at: Some((40.0, 30.0)),
                maximized: true,
                ..place(1500.0, 900.0)
            },
            1.0,
        );
        assert!(back.maximized);
        assert!(matches!(
            back.position,
            iced::window::Position::Specific(at) if at == iced::Point::new(40.0, 30.0)
        ));
    }

    #[test]
    fn the_default_window_fits_a_1366_by_768_screen_with_a_title_bar_and_a_panel() {
        let size = DEFAULT_WINDOW;
        assert!(size.width <= 1366.0);
        assert!(size.height + 30.0 + 18.0 <= 768.0, "{size:?}");
    }
}
