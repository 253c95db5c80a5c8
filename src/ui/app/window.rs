//! The window: its size and place remembered per profile (in its settings) and given back
//! at the next launch; a first size for the screen it opens on; how much everything grows in
//! a large window.
//!
//! The window's events come in the app's points at the scale in effect; the app keeps the
//! window in the screen's points (times that scale), which do not change when the zoom does.

use iced::{Point, Size, Task};

use crate::ui::settings::{SMALLEST, WindowPlace, scale_in};

use super::{App, Message};

/// What the window did, or said about itself.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum WindowChange {
    /// It was resized to this inner size (in the app's points).
    Resized(Size),
    /// It was moved: its corner is here (in the app's points).
    Moved(Point),
    /// At its first launch, the screen it opened on is this big (in the app's points), if
    /// the system says.
    Screen(iced::window::Id, Option<Size>),
    /// As it closes: whether it is maximised. It is remembered, then the app ends.
    Closing(bool),
}

/// The window's size before it says otherwise: 1280×720 (it fits a 1366×768 screen with a
/// title bar and a panel).
pub const DEFAULT_WINDOW: Size = Size::new(1280.0, 720.0);

/// The first size of a window on a screen `screen` big (in the screen's points): most of
/// it, in the proportions of a 16:10 page, never smaller than the default window allows.
pub fn first_size(screen: Size) -> Size {
    let width = (screen.width * 0.85).min(screen.height * 0.85 * 1.6);
    let height = (screen.height * 0.85).min(width / 1.45);
    Size::new(
        width.max(SMALLEST.0).min(screen.width),
        height.max(SMALLEST.1).min(screen.height),
    )
}

impl App {
    /// The window as the app opens it: its remembered size and place, else the default size
    /// (`MALICE_WINDOW`, such as `1024x640`, overrides both, for screenshots).
    pub fn window_place(&self) -> WindowPlace {
        if let Some(size) = forced_window() {
            return WindowPlace {
                width: size.width,
                height: size.height,
                at: None,
                maximized: false,
            };
        }
        self.window.unwrap_or(WindowPlace {
            width: DEFAULT_WINDOW.width,
            height: DEFAULT_WINDOW.height,
            at: None,
            maximized: false,
        })
    }

    /// The scale everything is drawn at: the zoom of Settings (or `MALICE_ZOOM`, for
    /// screenshots), times what a large window grows by.
    pub fn scale_factor(&self) -> f32 {
        let place = self.window_place();
        scale_in(
            self.forced_zoom.unwrap_or(self.settings.zoom),
            Size::new(place.width, place.height),
        )
    }

    /// What the app asks the window first: how big its screen is, when no size is
    /// remembered, so that the window can take a size that suits it.
    pub fn ask_screen() -> Task<Message> {
        iced::window::oldest().then(|id| match id {
            Some(id) => iced::window::monitor_size(id)
                .map(move |size| Message::Window(WindowChange::Screen(id, size))),
            None => Task::none(),
        })
    }

    /// The window did something: kept (in the screen's points), or, at the first launch, a
    /// size for the screen it opened on; as it closes, remembered in the settings.
    pub(super) fn window_changed(&mut self, change: WindowChange) -> Task<Message> {
        let scale = self.scale_factor();
        let mut place = self.window_place();
        match change {
            WindowChange::Resized(size) => {
                place.width = (size.width * scale).round();
                place.height = (size.height * scale).round();
                self.window = Some(place);
            }
            WindowChange::Moved(at) => {
                place.at = Some(((at.x * scale).round(), (at.y * scale).round()));
                self.window = Some(place);
            }
            WindowChange::Screen(id, Some(screen))
                if self.settings.window.is_none() && forced_window().is_none() =>
            {
                let size = first_size(screen * scale);
                return iced::window::resize(id, size * (1.0 / scale));
            }
            WindowChange::Screen(..) => {}
            WindowChange::Closing(maximized) => {
                if forced_window().is_none() {
                    self.remember_window(maximized);
                }
                return iced::exit();
            }
        }
        Task::none()
    }

    /// Keeps the window's place in the settings; maximised, the size it had before is kept
    /// with the mark.
    fn remember_window(&mut self, maximized: bool) {
        let Some(mut place) = self.window.and_then(WindowPlace::sane) else {
            return;
        };
        if maximized && let Some(before) = self.settings.window {
            place.width = before.width;
            place.height = before.height;
            place.at = before.at;
        }
        place.maximized = maximized;
        if self.settings.window != Some(place) {
            self.settings.window = Some(place);
            self.save_settings();
        }
    }
}

/// The window's size asked for by `MALICE_WINDOW` (such as `1024x640`), if any.
fn forced_window() -> Option<Size> {
    let size = std::env::var("MALICE_WINDOW").ok()?;
    let (w, h) = size.split_once('x')?;
    let (w, h): (f32, f32) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    (w >= 320.0 && h >= 240.0).then_some(Size::new(w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_window_takes_most_of_its_screen_in_a_page_shape() {
        let hd = first_size(Size::new(1920.0, 1080.0));
        assert!((1300.0..=1640.0).contains(&hd.width), "{hd:?}");
        assert!(hd.height <= 1080.0 * 0.85 + 0.5, "{hd:?}");
        let small = first_size(Size::new(1366.0, 768.0));
        assert!(small.width <= 1366.0 && small.height <= 768.0 * 0.85 + 0.5);
        let wide = first_size(Size::new(3440.0, 1440.0));
        assert!(
            wide.width < 2000.0,
            "not a strip across an ultra-wide screen: {wide:?}"
        );
        let tiny = first_size(Size::new(500.0, 380.0));
        assert!(tiny.width <= 500.0 && tiny.height <= 380.0);
    }
}
