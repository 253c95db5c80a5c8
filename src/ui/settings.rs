//! The app's settings, kept in the profile as `settings/app.toml`.

use serde::{Deserialize, Serialize};

use crate::store::Record;
use crate::tarot::rules::RuleOptions;
use crate::ui::widget::card::Faces;

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThemeChoice {
    /// Follow the system's colour scheme.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// What the player chose in Settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AppSettings {
    /// House rules for new delves.
    pub options: RuleOptions,
    /// Play with a physical deck and dice.
    #[serde(default)]
    pub table_mode: bool,
    /// The colour scheme.
    #[serde(default)]
    pub theme: ThemeChoice,
    /// Brief flip and roll animations.
    #[serde(default = "yes")]
    pub animations: bool,
    /// Show on each answer its chance to escape, and the ★ on the best (a careful automatic
    /// player plays on from where each answer leads). On unless hidden; the word of earlier
    /// versions (`escape_estimate`, off by default then) is no longer read.
    #[serde(default = "yes")]
    pub chances: bool,
    /// The cards' faces: the 1909 deck or our drawn ones.
    #[serde(default)]
    pub faces: Faces,
    /// The first-delve guide.
    #[serde(default)]
    pub guide: GuideSettings,
    /// How big everything is drawn, in percent (one of the sizes Settings offers).
    #[serde(default = "hundred")]
    pub zoom: u16,
}

/// The sizes the zoom offers, in percent.
pub const ZOOMS: [u16; 8] = [80, 90, 100, 110, 125, 150, 175, 200];

fn hundred() -> u16 {
    100
}

/// The size `steps` steps of [`ZOOMS`] away from `zoom` (bigger when positive), held at the
/// ends; a size between two steps goes to the nearer one on its way.
pub fn zoom_step(zoom: u16, steps: i32) -> u16 {
    let here = ZOOMS
        .iter()
        .position(|&z| z >= zoom)
        .unwrap_or(ZOOMS.len() - 1);
    let here = if ZOOMS[here] != zoom && steps > 0 {
        here.saturating_sub(1)
    } else {
        here
    };
    let to = (here as i32 + steps).clamp(0, ZOOMS.len() as i32 - 1);
    ZOOMS[to as usize]
}

/// The scale the window is drawn at for a zoom in percent (a zoom out of range is held to
/// the range).
pub fn scale(zoom: u16) -> f32 {
    f32::from(zoom.clamp(ZOOMS[0], ZOOMS[ZOOMS.len() - 1])) / 100.0
}

fn yes() -> bool {
    true
}

impl Default for AppSettings {
    fn default() -> Self {
        AppSettings {
            options: RuleOptions::default(),
            table_mode: false,
            theme: ThemeChoice::System,
            animations: true,
            chances: true,
            faces: Faces::default(),
            guide: GuideSettings::default(),
            zoom: 100,
        }
    }
}

impl Record for AppSettings {
    const KIND: &'static str = "settings";
    const VERSION: u32 = 1;
}

/// The first-delve guide: whether its notes show, and which kinds of moment the player has
/// seen a note for (by word, so that a word from a newer Malice is kept, not refused).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuideSettings {
    /// Whether the guide's notes show.
    #[serde(default = "yes")]
    pub on: bool,
    /// The moments whose note was seen, by their word.
    #[serde(default)]
    pub seen: Vec<String>,
}

impl Default for GuideSettings {
    fn default() -> Self {
        GuideSettings {
            on: true,
            seen: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_zoom_steps_through_its_sizes_and_holds_at_the_ends() {
        assert_eq!(zoom_step(100, 1), 110);
        assert_eq!(zoom_step(100, -1), 90);
        assert_eq!(zoom_step(125, 2), 175);
        assert_eq!(zoom_step(200, 1), 200);
        assert_eq!(zoom_step(80, -1), 80);
        // Between two steps: to the nearer one on the way.
        assert_eq!(zoom_step(130, 1), 150);
        assert_eq!(zoom_step(130, -1), 125);
        assert_eq!(scale(150), 1.5);
        assert_eq!(scale(10), 0.8);
        assert_eq!(scale(900), 2.0);
    }
}
