//! Home and `?` on the board-game screens (the match, its history, Learn, the new-match form),
//! drawn as every other screen draws them: Home outlined, `?` quiet.

use iced::widget::{button, text};

use crate::ui::focus::{self, Ring};
use crate::ui::route::Route;
use crate::ui::screen::Navigate;
use crate::ui::theme::{size, style};

/// Home, outlined (as [`crate::ui::screen`]'s navigation row and the table draw it), its
/// focus ring named `id`.
pub fn home<'a, M: Navigate>(id: &'static str) -> Ring<'a, M> {
    focus::ring(
        id,
        button(text("Home").size(size::BODY))
            .style(style::button::secondary)
            .on_press(M::go(Route::Home)),
    )
}

/// `?`, the shortcuts sheet, quiet (as every other screen draws it), its focus ring named `id`.
pub fn keys<'a, M: Navigate>(id: &'static str) -> Ring<'a, M> {
    focus::ring(
        id,
        button(text("?").size(size::BODY))
            .style(style::button::quiet)
            .on_press(M::shortcuts()),
    )
}
