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
    /// Whether today's delve follows the UTC calendar's day rather than the local one.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub daily_utc: bool,
    /// The folder each adventurer's journal is kept in, as Markdown (`None`: off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub journal_folder: Option<std::path::PathBuf>,
    /// Where the window was and how big when the app last closed (`None`: never yet).
    #[serde(default)]
    pub window: Option<WindowPlace>,
}

/// Where the window stands and how big it is, in the screen's points (whatever the zoom), to
/// open it there again.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowPlace {
    /// Its inner size, across and down.
    pub width: f32,
    /// See `width`.
    pub height: f32,
    /// Its top-left corner on the screen, once the window manager said where.
    #[serde(default)]
    pub at: Option<(f32, f32)>,
    /// Whether it was maximised (its size is then the one it had before).
    #[serde(default)]
    pub maximized: bool,
}

impl WindowPlace {
    /// The place, if it is one a window can have: not smaller than 480×360, nor
    /// absurdly large, its corner not far off every screen (a file edited by hand, say).
    pub fn sane(self) -> Option<WindowPlace> {
        let sized = self.width.is_finite()
            && self.height.is_finite()
            && self.width >= SMALLEST.0
            && self.height >= SMALLEST.1
            && self.width <= 16_384.0
            && self.height <= 16_384.0;
        let at = self.at.filter(|(x, y)| {
            x.is_finite()
                && y.is_finite()
                && (-200.0..16_384.0).contains(x)
                && (-50.0..16_384.0).contains(y)
        });
        sized.then_some(WindowPlace { at, ..self })
    }
}

/// The smallest window remembered (and the smallest the window may be made).
pub const SMALLEST: (f32, f32) = (480.0, 360.0);

/// How much everything grows in a window `size` big (in the screen's points): nothing up to
/// about 1600×900, then with the window, so that a large screen shows larger cards, boards
/// and words rather than wide margins (1.2 at 1920×1080, at most 2).
pub fn grow(size: iced::Size) -> f32 {
    (size.width / 1600.0)
        .min(size.height / 900.0)
        .clamp(1.0, 2.0)
}

/// The scale the window is drawn at: the zoom (in percent) times how much a window `size`
/// big grows.
pub fn scale_in(zoom: u16, size: iced::Size) -> f32 {
    scale(zoom) * grow(size)
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
            daily_utc: false,
            journal_folder: None,
            window: None,
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

    #[test]
    fn a_large_window_grows_everything_and_a_small_one_does_not() {
        use iced::Size;
        assert_eq!(grow(Size::new(1280.0, 800.0)), 1.0);
        assert_eq!(grow(Size::new(1366.0, 768.0)), 1.0);
        assert!((grow(Size::new(1920.0, 1080.0)) - 1.2).abs() < 1e-4);
        // A wide but short window grows by its height only.
        assert_eq!(grow(Size::new(3000.0, 900.0)), 1.0);
        assert_eq!(grow(Size::new(7680.0, 4320.0)), 2.0);
        assert!((scale_in(150, Size::new(1920.0, 1080.0)) - 1.8).abs() < 1e-4);
    }

    #[test]
    fn a_remembered_window_is_used_only_when_it_is_one_a_screen_can_hold() {
        let place = WindowPlace {
            width: 1500.0,
            height: 900.0,
            at: Some((40.0, 30.0)),
            maximized: false,
        };
        assert_eq!(place.sane(), Some(place));
        let tiny = WindowPlace {
            width: 20.0,
            ..place
        };
        assert_eq!(tiny.sane(), None);
        let lost = WindowPlace {
            at: Some((-90_000.0, 10.0)),
            ..place
        };
        assert_eq!(lost.sane().and_then(|p| p.at), None, "placed by the system");
        let nan = WindowPlace {
            height: f32::NAN,
            ..place
        };
        assert_eq!(nan.sane(), None);
        // Kept in the settings' file and read back.
        let settings = AppSettings {
            window: Some(place),
            ..AppSettings::default()
        };
        let text = toml::to_string(&settings).unwrap();
        let back: AppSettings = toml::from_str(&text).unwrap();
        assert_eq!(back.window, Some(place));
        // An older file, without it: none.
        let old: AppSettings = toml::from_str(&text.replace("[window]", "[other]")).unwrap();
        assert_eq!(old.window, None);
    }
}
