//! A whole-window repaint after every change, to get round the software renderer's damage
//! tracking.
//!
//! tiny-skia redraws only the parts of the window it thinks changed, and in iced 0.14 it
//! sometimes misses text that moved (the "Malice" title vanished and stray glyphs stayed
//! behind when the shortcuts sheet opened; iced-rs/iced#2665, #3032). It repaints the whole
//! window when the background colour differs from the last frame's, and iced asks for the
//! window's style after every update, so the background steps round eight shades, each
//! channel at most one step of 255 off the theme's: no eye can tell them apart, and a frame
//! after one update or a few is drawn whole. (Two shades were not enough: a key that
//! scrolls is two updates, the key's and [`Message::Scrolled`](super::Message::Scrolled)'s;
//! drawn as one frame they cancelled out, and PageDown left a chart's line on Career.)

use std::sync::atomic::{AtomicU8, Ordering};

use iced::Theme;
use iced::theme::{Base, Style};

/// How many shades the background steps round (a power of two, so that the count wraps
/// round with them).
const SHADES: u8 = 8;

/// Steps the window background round [`SHADES`] shades, one on each call.
#[derive(Debug, Default)]
pub struct Repaint {
    calls: AtomicU8,
}

impl Repaint {
    /// The theme's window style, its background nudged to the next shade.
    pub fn style(&self, theme: &Theme) -> Style {
        let mut style = theme.base();
        let shade = self.calls.fetch_add(1, Ordering::Relaxed) % SHADES;
        let step = 1.0 / 255.0;
        let nudge = |channel: &mut f32, bit: u8| {
            if shade & bit != 0 {
                *channel = if *channel >= step {
                    *channel - step
                } else {
                    *channel + step
                };
            }
        };
        let background = &mut style.background_color;
        nudge(&mut background.r, 1);
        nudge(&mut background.g, 2);
        nudge(&mut background.b, 4);
        style
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_background_steps_round_eight_shades_and_nothing_else_changes() {
        let repaint = Repaint::default();
        let theme = Theme::Light;
        let base = theme.base();
        let styles: Vec<Style> = (0..=SHADES).map(|_| repaint.style(&theme)).collect();
        assert_eq!(styles[0].background_color, base.background_color);
        // Any run of up to seven updates between two frames changes the background.
        for (i, a) in styles[..8].iter().enumerate() {
            for b in &styles[i + 1..8] {
                assert_ne!(a.background_color, b.background_color);
            }
        }
        assert_eq!(styles[8].background_color, base.background_color);
        for style in &styles {
            let (c, b) = (style.background_color, base.background_color);
            for (x, y) in [(c.r, b.r), (c.g, b.g), (c.b, b.b)] {
                assert!((x - y).abs() < 0.005);
            }
            assert_eq!(style.text_color, base.text_color);
        }
    }
}
