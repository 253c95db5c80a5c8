//! Home: continue the delve in progress, the roster, the hall of fame, the board games,
//! settings.

use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Element, Fill};

use crate::career::Fate;
use crate::tarot::attributes::Attr;

use crate::career::Profile;
use crate::store::RecordId;
use crate::ui::route::Route;

/// What Home sends; the app carries each out.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Try to open the profile again (after it was locked).
    Retry,
    /// Start a delve for this adventurer.
    Start(RecordId),
    /// Continue the delve in progress.
    Continue,
}

/// Home's own state (nothing yet: Home shows the profile as it is).
#[derive(Clone, Debug, Default)]
pub struct State {}

/// The home screen, drawn from the profile (`None`: it could not be opened).
pub fn view<'a>(_state: &'a State, profile: Option<&'a Profile>) -> Element<'a, Message> {
    let Some(profile) = profile else {
        return column![
            text("Malice").size(32),
            text("The profile could not be opened. Close the other Malice window, then try again."),
            row![
                button("Try again").on_press(Message::Retry),
                button("Choose another data folder").on_press(Message::Go(Route::Settings)),
            ]
            .spacing(8),
        ]
        .spacing(12)
        .into();
    };
    let in_progress = profile
        .delve_in_progress()
        .and_then(|(id, _)| profile.adventurer(&id).map(|a| a.name.clone()));
    let mut top = row![text("Malice").size(32), space().width(Fill)].spacing(8);
    if let Some(name) = &in_progress {
        top = top.push(
            button(text(format!("Continue {name}'s delve")))
                .on_press(Message::Continue)
                .style(button::success),
        );
    }
    top = top
        .push(button("New adventurer").on_press(Message::Go(Route::NewAdventurer)))
        .push(button("Hall of fame").on_press(Message::Go(Route::Fame)))
        .push(button("Settings").on_press(Message::Go(Route::Settings)))
        .push(button("?").on_press(Message::ToggleShortcuts));

    let mut roster = column![text("Roster").size(22)].spacing(6);
    let mut any = false;
    for (id, a) in profile.adventurers() {
        any = true;
        let attrs = Attr::ALL
            .iter()
            .map(|x| format!("{} {}", &x.name()[..3], a.attributes.get(*x)))
            .collect::<Vec<_>>()
            .join("  ");
        let mut line = row![
            text(a.name.clone()).width(200),
            text(a.fate.word()).width(70),
            text(attrs).width(Fill),
            text(format!(
                "{} run{}",
                a.runs.len(),
                if a.runs.len() == 1 { "" } else { "s" }
            ))
            .width(70),
        ]
        .spacing(8);
        if a.fate == Fate::Alive && a.delve_in_progress.is_none() && in_progress.is_none() {
            line = line.push(button("Delve").on_press(Message::Start(id.clone())));
        }
        line = line
            .push(button("Career").on_press(Message::Go(Route::Career(id.clone()))))
            .push(button("Journal").on_press(Message::Go(Route::Journal(id.clone()))));
        roster = roster.push(line);
    }
    if !any {
        roster = roster.push(text(
            "No adventurers yet. Roll one with “New adventurer”, then send them into the dungeon.",
        ));
    }
    let games = container(
        column![
            text("Board games").size(18),
            text("Malice (pyramids), Martian Chess, Malaka and Malawi: coming in a later version."),
        ]
        .spacing(4),
    )
    .padding(10)
    .style(container::rounded_box)
    .width(Fill);
    column![top, scrollable(roster).height(Fill), games]
        .spacing(16)
        .into()
}
