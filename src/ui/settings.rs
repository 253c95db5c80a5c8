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
    /// Show on the table the chance to escape from here, as the simulator plays on.
    #[serde(default)]
    pub escape_estimate: bool,
    /// The cards' faces: the 1909 deck or our drawn ones.
    #[serde(default)]
    pub faces: Faces,
    /// The first-delve guide.
    #[serde(default)]
    pub guide: GuideSettings,
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
            escape_estimate: false,
            faces: Faces::default(),
            guide: GuideSettings::default(),
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
