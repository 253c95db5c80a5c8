//! What the table of screens asks of the app for a few screens (crate::ui::screens): the
//! states of the screens the app opens here and now (the hall of fame, Today's delve, Settings,
//! How to play, About), the views that read the profile or the settings, and the states for
//! messages that come while the screen is not on show. Kept apart from `screen.rs`, which
//! app.rs reads the `Screen` from, so that the two do not import each other.

use iced::Element;

use crate::career::Profile;
use crate::ui::screen::{about, career, daily, home, rules, settings};

use super::App;

impl App {
    /// The hall of fame: the delves' and the board games' (a board record that cannot be
    /// read is reported in the banner).
    pub(super) fn fame_screen(&mut self) -> career::Fame {
        let rows = self.profile.as_ref().map(Profile::fame).unwrap_or_default();
        let stats = self
            .profile
            .as_ref()
            .map(|p| career::Stats::of(p.adventurers().flat_map(|(_, a)| &a.runs)))
            .unwrap_or_default();
        let boards = match self.profile.as_mut().map(Profile::board_fame) {
            Some(Ok(boards)) => boards,
            Some(Err(error)) => {
                self.banner = Some(error.to_string());
                Vec::new()
            }
            None => Vec::new(),
        };
        career::Fame::new(rows, stats).with_boards(boards)
    }

    /// Today's delve, from the profile as it is.
    pub(super) fn daily_opened(&mut self) -> Box<daily::State> {
        Box::new(self.daily_screen())
    }

    /// Settings, as set, with the saves' folder now.
    pub(super) fn settings_screen(&mut self) -> settings::State {
        settings::State::at(self.data_folder(), self.settings.clone())
    }

    /// How to play (the sheet's button: the sheet closes on the way).
    pub(super) fn rules_screen(&mut self) -> rules::Rules {
        self.shortcuts = false;
        rules::Rules::default()
    }

    /// About Malice (the sheet's button: the sheet closes on the way).
    pub(super) fn about_screen(&mut self) -> about::About {
        self.shortcuts = false;
        about::About
    }

    /// Home, drawn over the profile (the roster, the delve in progress).
    pub(super) fn home_view<'a>(&'a self, state: &'a home::State) -> Element<'a, home::Message> {
        state.view(self.profile.as_ref(), self.closed.as_deref())
    }

    /// Home's state for its messages when Home is not on show (a confirmation's yes asked
    /// elsewhere: retire, abandon).
    pub(super) fn home_idle(&self) -> home::State {
        home::State::default()
    }

    /// How to play, with the rules' options as set.
    pub(super) fn rules_view<'a>(&'a self, rules: &'a rules::Rules) -> Element<'a, rules::Message> {
        rules.view(self.settings.options)
    }

    /// Settings, with the saves' folder now and the choice asked about.
    pub(super) fn settings_view<'a>(
        &'a self,
        state: &'a settings::State,
    ) -> Element<'a, settings::Message> {
        let folder = settings::Folder {
            now: self.data_folder(),
            choice: self.choice.as_ref(),
        };
        state.view(folder)
    }

    /// Settings' state for a setting changed while another screen is on show (the folder box
    /// is a scratch one there).
    pub(super) fn settings_idle(&self) -> settings::State {
        settings::State::at(self.data_folder(), self.settings.clone())
    }
}
