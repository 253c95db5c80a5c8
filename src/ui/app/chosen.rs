//! Home's choices, the app's side: ← → choose the adventurer on the roster's row, Enter sends
//! the one chosen into the dungeon (or back to the delve in progress), C and J open their
//! career and their journal.

use iced::Task;

use crate::store::RecordId;
use crate::ui::route::Route;
use crate::ui::screen::home;

use super::{App, Message, Screen};

impl App {
    /// Chooses the adventurer before (`back`) or after the one chosen on Home, in the roster's
    /// order, and scrolls their character card into view; with nobody to choose, the game.
    pub(super) fn choose(&mut self, back: bool) -> Task<Message> {
        let (Some(profile), Screen::Home(state)) = (self.profile.as_ref(), &mut self.screen) else {
            return Task::none();
        };
        let ids: Vec<RecordId> = home::roster_order(profile)
            .into_iter()
            .map(|(id, _)| id.clone())
            .collect();
        if ids.is_empty() {
            state.chosen.step_game(back);
            return Task::none();
        }
        let here = state
            .chosen
            .adventurer(profile)
            .and_then(|id| ids.iter().position(|i| *i == id));
        let to = match here {
            Some(i) if back => i.saturating_sub(1),
            Some(i) => (i + 1).min(ids.len() - 1),
            None => 0,
        };
        state.chosen.adventurer = ids.get(to).cloned();
        match &state.chosen.adventurer {
            Some(id) => crate::ui::focus::reveal(home::card_id(id)),
            None => Task::none(),
        }
    }

    /// C or J on Home: the career or the journal of the adventurer chosen (nothing when the
    /// roster is empty).
    pub(super) fn open_chosen(
        &mut self,
        chosen: Option<RecordId>,
        page: home::Page,
    ) -> Task<Message> {
        let Some(profile) = self.profile.as_ref() else {
            return Task::none();
        };
        let chosen = home::Chosen {
            adventurer: chosen,
            ..home::Chosen::default()
        }
        .adventurer(profile);
        match (chosen, page) {
            (Some(id), home::Page::Career) => self.go(Route::Career(id)),
            (Some(id), home::Page::Journal) => self.go(Route::Journal(id)),
            (None, _) => Task::none(),
        }
    }

    /// Enter on Home: continues the delve in progress when the adventurer chosen is in it
    /// (or none is chosen), else sends the chosen one into the dungeon, when they can go.
    pub(super) fn enter(&mut self, chosen: Option<RecordId>) -> Task<Message> {
        let Some(profile) = self.profile.as_ref() else {
            return Task::none();
        };
        let in_progress = profile.delve_in_progress().map(|(id, _)| id);
        let chosen = home::Chosen {
            adventurer: chosen,
            ..home::Chosen::default()
        }
        .adventurer(profile);
        match (chosen, in_progress) {
            (Some(id), Some(going)) if id != going => {
                let name = self.name_of(&going);
                self.banner = Some(format!(
                    "{name} is still in the dungeon: continue that delve (or abandon it) first."
                ));
                Task::none()
            }
            (_, Some(_)) => self.resume(),
            (Some(id), None) => match profile.adventurer(&id).map(|a| a.fate) {
                Some(crate::career::Fate::Alive) => self.start(&id),
                _ => {
                    let name = self.name_of(&id);
                    self.banner = Some(format!("{name} cannot delve any more."));
                    Task::none()
                }
            },
            (None, None) => Task::none(),
        }
    }
}
