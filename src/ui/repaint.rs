//! A whole-window repaint after every change, to get round the software renderer's damage
//! tracking.
//!
//! tiny-skia redraws only the parts of the window it thinks changed, and in iced 0.14 it
//! sometimes misses text that moved (the "Malice" title vanished and stray glyphs stayed
//! behind when the shortcuts sheet opened; iced-rs/iced#2665, #3032). It repaints the whole
//! window when the background colour changes, and iced asks for the window's style after every
//! update, so the background alternates between two colours one step of blue apart: no eye
//! can tell them apart, and every update is drawn whole.

use std::sync::atomic::{AtomicBool, Ordering};

use iced::Theme;
use iced::theme::{Base, Style};

/// Alternates the window background by one step of blue on each call.
#[derive(Debug, Default)]
pub struct Repaint {
    shade: AtomicBool,
}

impl Repaint {
    /// The theme's window style, its background nudged on every other call.
    pub fn style(&self, theme: &Theme) -> Style {
        let mut style = theme.base();
        if self.shade.fetch_xor(true, Ordering::Relaxed) {
            let blue = style.background_color.b;
            let step = 1.0 / 255.0;
            style.background_color.b = if blue >= step {
                blue - step
            } else {
                blue + step
            };
        }
        style
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_background_alternates_by_one_step_and_nothing_else_changes() {
        let repaint = Repaint::default();
        let theme = Theme::Light;
        let first = repaint.style(&theme);
        let second = repaint.style(&theme);
        let third = repaint.style(&theme);
        assert_eq!(first.background_color, theme.base().background_color);
        assert_ne!(second.background_color, first.background_color);
        assert_eq!(third.background_color, first.background_color);
        assert!((second.background_color.b - first.background_color.b).abs() < 0.005);
        assert_eq!(second.text_color, first.text_color);
    }
}
