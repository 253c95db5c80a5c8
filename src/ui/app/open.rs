//! Opening the app: on the usual data folder or one given, with its default profile, and the
//! settings the environment forces (`MALICE_SEED`, `MALICE_THEME`, `MALICE_ZOOM`,
//! `MALICE_TODAY`).

use std::path::PathBuf;

use rand::SeedableRng;

use crate::store::location::resolve_root;
use crate::store::{FolderChoice, Home};
use crate::ui::focus::Focus;
use crate::ui::repaint::Repaint;
use crate::ui::screen::home;
use crate::ui::settings::{AppSettings, ThemeChoice};

use super::{App, Screen};

impl App {
    /// Opens the data folder (`MALICE_HOME`, else the one chosen in Settings, else the
    /// platform's) and the default profile.
    pub fn new() -> App {
        let mut app = App::empty();
        app.choice = FolderChoice::platform().ok();
        let home = resolve_root(app.choice.as_ref())
            .and_then(|(root, passed_over)| Ok((Home::open(root)?, passed_over)));
        let passed_over = match home {
            Ok((home, passed_over)) => {
                app.home = Some(home);
                app.open_profile();
                passed_over
            }
            Err(error) => {
                app.banner = Some(format!("The data folder cannot be used: {error}"));
                None
            }
        };
        if app.banner.is_none()
            && let Some(error) = passed_over
        {
            app.banner = Some(format!(
                "The data folder you chose could not be looked up ({error}), so the usual one \
                 is open. Choose it again in Settings."
            ));
        }
        app.screen = Screen::Home(app.home_state());
        app
    }

    /// Opens the app on the data folder at `root` (tests and portable use).
    pub fn at(root: impl Into<PathBuf>) -> App {
        let mut app = App::empty();
        match Home::open(root) {
            Ok(home) => {
                app.home = Some(home);
                app.open_profile();
            }
            Err(error) => app.banner = Some(format!("The data folder cannot be used: {error}")),
        }
        app.screen = Screen::Home(app.home_state());
        app
    }

    fn empty() -> App {
        // `MALICE_SEED` makes the app's dice the same each run, for screenshots that replay a
        // match by clicks; otherwise the clock seeds them.
        let seed = std::env::var("MALICE_SEED")
            .ok()
            .and_then(|seed| seed.trim().parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(7, |d| d.as_nanos() as u64)
            });
        App {
            home: None,
            profile: None,
            screen: Screen::Home(home::State::default()),
            settings: AppSettings::default(),
            banner: None,
            closed: None,
            confirm: None,
            shortcuts: false,
            choice: None,
            system_dark: false,
            forced_theme: match std::env::var("MALICE_THEME").as_deref() {
                Ok("light") => Some(ThemeChoice::Light),
                Ok("dark") => Some(ThemeChoice::Dark),
                _ => None,
            },
            forced_zoom: std::env::var("MALICE_ZOOM")
                .ok()
                .and_then(|zoom| zoom.trim().trim_end_matches('%').parse().ok()),
            // `MALICE_TODAY=YYYY-MM-DD` fixes today's date, for screenshots of today's delve.
            forced_today: std::env::var("MALICE_TODAY")
                .ok()
                .and_then(|day| day.trim().parse().ok()),
            forced_clock: None,
            rng: rand_chacha::ChaCha8Rng::seed_from_u64(seed),
            repaint: Repaint::default(),
            focus: Focus::default(),
            home_chosen: home::Chosen::default(),
            drafts: super::drafts::Drafts::default(),
            arrival: false,
            window: None,
        }
    }

    /// Remembers a data folder chosen in Settings in `choice` (tests and portable use).
    pub fn remembering(mut self, choice: FolderChoice) -> App {
        self.choice = Some(choice);
        self
    }

    /// The data folder in use, if one could be opened.
    pub fn data_folder(&self) -> Option<&std::path::Path> {
        self.home.as_ref().map(Home::root)
    }

    /// Reads today's date (for today's delve) from this instant in this time zone, as a
    /// machine there would, for tests; Home shows that day.
    pub fn on_clock(
        mut self,
        now: chrono::DateTime<chrono::Utc>,
        zone: chrono::FixedOffset,
    ) -> App {
        self.forced_today = None;
        self.forced_clock = Some((now, zone));
        if let Screen::Home(_) = self.screen {
            self.screen = Screen::Home(self.home_state());
        }
        self
    }

    /// Fixes today's date (for today's delve), for tests; Home shows that day.
    pub fn on_day(mut self, date: chrono::NaiveDate) -> App {
        self.forced_today = Some(date);
        if let Screen::Home(_) = self.screen {
            self.screen = Screen::Home(self.home_state());
        }
        self
    }

    /// Seeds the app's own dice (new adventurers, delve seeds), for tests.
    pub fn seed(mut self, seed: u64) -> App {
        self.rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        self
    }
}
