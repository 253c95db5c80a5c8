//! How to play each game, drawn from the game's own words ([`About::rules`], beside its
//! options).
//!
//! [`About::rules`]: crate::boards::about::About::rules

use iced::Element;
use iced::widget::{column, text};

use crate::boards::registry::GameKind;
use crate::ui::theme::{size, style};

/// The rules of a game as a column of headings and paragraphs.
pub fn view<'a, M: 'a>(kind: GameKind) -> Element<'a, M> {
    let mut page =
        column![text(format!("How to play {}", kind.name())).size(size::TITLE)].spacing(8);
    for (heading, body) in kind.about().rules {
        page = page
            .push(text(*heading).size(size::LARGE))
            .push(text(*body).size(size::BODY));
    }
    page.push(
        text("Moves can also be typed in the box, as the move list writes them.")
            .size(size::SMALL)
            .style(style::text::soft),
    )
    .into()
}
