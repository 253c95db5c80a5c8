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

/// The share of its screen's height a first window takes at most: room is left for a title
/// bar and a panel or two (at 85 % on a 1920×1080 screen under openbox the window ran 15 px
/// past the screen's bottom).
const FIRST_HEIGHT: f32 = 0.8;

/// The first size of a window on a screen `screen` big (in the screen's points): most of
/// it, in the proportions of a 16:10 page, never smaller than the default window allows
/// (1382×864 on a 1920×1080 screen).
pub fn first_size(screen: Size) -> Size {
    let height = screen.height * FIRST_HEIGHT;
    let width = (screen.width * 0.85).min(height * 1.6);
    let height = height.min(width / 1.45);
    Size::new(
        width.max(SMALLEST.0).min(screen.width),
        height.max(SMALLEST.1).min(screen.height),
    )
}

/// Where a window whose corner is `at` goes as it grows from `was` to `now`: it grows about
/// its middle, so that a window the window manager centred stays centred (grown from its
/// corner, the first window ran past the screen's bottom), never past the top or left edge
/// of a screen at 0, 0.
pub fn grown_about_its_middle(at: Point, was: Size, now: Size) -> Point {
    let moved = |at: f32, by: f32| {
        let to = at - by / 2.0;
        if at >= 0.0 { to.max(0.0) } else { to }
    };
    Point::new(
        moved(at.x, now.width - was.width),
        moved(at.y, now.height - was.height),
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
        // A sane page: neither a strip nor a tower.
        for w in [hd, small] {
            let aspect = w.width / w.height;
            assert!((1.3..=1.7).contains(&aspect), "{w:?}");
        }
        let wide = first_size(Size::new(3440.0, 1440.0));
        assert!(
            wide.width < 2000.0,
            "not a strip across an ultra-wide screen: {wide:?}"
        );
        let tiny = first_size(Size::new(500.0, 380.0));
        assert!(tiny.width <= 500.0 && tiny.height <= 380.0);
    }

    /// The first window, grown about the middle of the default window the window manager
    /// centred, leaves room on its screen for a 30 px title bar and a 48 px panel, above or
    /// below (issue 40: on a 1920×1080 screen under openbox it ran 15 px past the bottom).
    #[test]
    fn a_first_window_leaves_room_for_a_title_bar_and_a_panel() {
        let (title, panel) = (30.0, 48.0);
        for screen in [
            Size::new(1920.0, 1080.0),
            Size::new(1366.0, 768.0),
            Size::new(1280.0, 800.0),
            Size::new(2560.0, 1440.0),
        ] {
            let size = first_size(screen);
            assert!(
                size.height + title + panel <= screen.height,
                "{screen:?}: {size:?}"
            );
            // The default window, centred with its title bar as openbox places it.
            let was = DEFAULT_WINDOW;
            let at = Point::new(
                (screen.width - was.width) / 2.0,
                (screen.height - was.height - title) / 2.0,
            );
            let to = grown_about_its_middle(at, was, size);
            let bottom = to.y + title + size.height;
            assert!(
                to.y >= 0.0 && bottom + panel / 2.0 <= screen.height,
                "{screen:?}: {size:?} at {to:?} ends at {bottom}"
            );
            assert!(to.x >= 0.0 && to.x + size.width <= screen.width, "{to:?}");
            // Still in the middle across.
            let middle = to.x + size.width / 2.0;
            assert!((middle - screen.width / 2.0).abs() < 1.0, "{middle}");
        }
        // Grown from a corner at the screen's top left, it stays there.
        let corner =
            grown_about_its_middle(Point::ORIGIN, DEFAULT_WINDOW, Size::new(1500.0, 900.0));
        assert_eq!(corner, Point::ORIGIN);
    }
}
