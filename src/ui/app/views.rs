//! What the table of screens asks of the app for a few screens (crate::ui::screens): the views
//! that read the profile or the settings, and the states for messages that come while the
//! screen is not on show. Kept apart from `screen.rs`, which app.rs reads the `Screen` from, so
//! that the two do not import each other.

use iced::Element;

use crate::ui::screen::{home, rules, settings};

use super::App;

impl App {
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
