//! The window: its size and place remembered per profile (in its settings) and given back
//! at the next launch; a first size for the screen it opens on; how much everything grows in
//! a large window.
//!
//! The window's events come in the app's points at the scale in effect; the app keeps the
//! window in the screen's points (times that scale), which do not change when the zoom does.

use iced::{Size, Task};

use crate::ui::settings::{WindowPlace, scale_in};
use crate::ui::window::{
    DEFAULT_WINDOW, WindowChange, first_size, forced_window, grown_about_its_middle,
};

use super::{App, Message};

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

    /// What the app asks the window first when it was maximised at the last close: to be
    /// maximised again, once it is open (an X11 window manager ignores the flag a window is
    /// made with, and the window came back at its size from before).
    pub fn maximise_again() -> Task<Message> {
        iced::window::oldest().then(|id| match id {
            Some(id) => iced::window::maximize(id, true),
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
                // In the screen's points (a window's place is, whatever the app's scale).
                let size = first_size(screen * scale);
                let was = Size::new(place.width, place.height);
                let grow = iced::window::position(id).then(move |at| match at {
                    Some(at) => iced::window::move_to(id, grown_about_its_middle(at, was, size)),
                    None => Task::none(),
                });
                return iced::window::resize(id, size * (1.0 / scale)).chain(grow);
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
