//! How to play each game, drawn from the game's own words ([`About::rules`], beside its
//! options), with how to play it by clicks and the way to its Learn path.
//!
//! [`About::rules`]: crate::boards::about::About::rules

use iced::Element;
use iced::widget::{button, column, text};

use crate::boards::registry::GameKind;
use crate::ui::route::Route;
use crate::ui::screen::Navigate;
use crate::ui::theme::{size, style};

/// How to make a move of `kind` with the mouse.
pub fn clicks(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Malice => {
            "Click one of the pyramids on your side of the canal: dots mark where it can go, \
             and a faded pyramid shows where each move lands after its jump to the twin square \
             (a small square instead: the twin is taken, and it stays). Point at a dot to read \
             the move and what North could answer; click it to play. Click the pyramid again \
             to put it down."
        }
        GameKind::MartianChess => {
            "Click one of the pieces in your zone: dots mark where it can go, and rings the \
             pieces it can take. Point at a target to read what the move does (a capture's \
             points, a field promotion); click it to play. Click the piece again to put it \
             down."
        }
        GameKind::Malaka => {
            "Click a piece, then the point a die takes it to; then the same for the next die. \
             The dice used shrink. When every die is played (or none can be), press Confirm \
             the turn; Reset starts the turn again. If Confirm stays grey, the line under the \
             dice says why."
        }
        GameKind::Malawi => {
            "Click one of your pawns: dots mark where it can go and rings the pawns it can \
             strike; click one to play. To hand its rings out instead, click your own pawns \
             that are to take them, one for each ring: the panel counts them down, and Cancel \
             starts again."
        }
    }
}

/// The rules of a game as a column of headings and paragraphs, how to click, and a button
/// to the game's lessons.
pub fn view<'a, M: Navigate + 'a>(kind: GameKind) -> Element<'a, M> {
    let mut page =
        column![text(format!("How to play {}", kind.name())).size(size::TITLE)].spacing(8);
    page = page.push(
        button(text(format!("Learn {} by playing it", kind.name())))
            .on_press(M::go(Route::Learn(kind)))
            .style(style::button::primary),
    );
    for (heading, body) in kind.about().rules {
        page = page
            .push(text(*heading).size(size::LARGE))
            .push(text(*body).size(size::BODY));
    }
    page.push(text("How to play by clicks").size(size::LARGE))
        .push(text(clicks(kind)).size(size::BODY))
        .push(
            text("Moves can also be typed in the box, as the move list writes them.")
                .size(size::SMALL)
                .style(style::text::soft),
        )
        .into()
}
