//! The window's own words: what it did ([`WindowChange`]), its default size, the first size
//! on a screen, and the size `MALICE_WINDOW` forces. The app keeps it and remembers it
//! (`app/window.rs`).

use iced::{Point, Size};

use crate::ui::settings::SMALLEST;

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

/// The window's size asked for by `MALICE_WINDOW` (such as `1024x640`), if any.
pub fn forced_window() -> Option<Size> {
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
