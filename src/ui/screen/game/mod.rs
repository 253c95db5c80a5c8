//! The board games: one match screen for all of them ([`Match`], the match held behind
//! [`Playing`], which the screen's state of one game implements for every game with a board
//! drawing, [`BoardUi`]), the new-match form, each game's history, the rules in the game's own
//! words, and Home's board-games section. The screen holds the open match and the computer's
//! work on it; the app saves it once a move and the computer's reply are played (and after an
//! undo, a hint or a resignation) and runs the tasks the screen gives it.

mod carry;
pub mod form;
pub mod help;
pub mod history;
pub mod learn;
mod live;
mod match_screen;
mod message;
mod panel;
mod playing;
mod review;
mod sign;
pub mod tiles;
mod work;

use crate::boards::registry::{Visit, Visitor};
use crate::boards::session::{Recipe, Session, SessionError};
use crate::ui::board::BoardUi;

pub use live::{Note, Ui};
pub use match_screen::Match;
pub use message::{Action, Message, Request};
pub use playing::{BOARD, Playing};
pub use work::Purpose;

/// Replays a recipe into the match screen's state for its game, with the game's own type.
pub struct OnScreen<'a> {
    /// The match to show.
    pub recipe: &'a Recipe,
    /// Whether pieces slide and dice tumble (Settings).
    pub animate: bool,
}

impl Visitor for OnScreen<'_> {
    type Output = Result<Box<dyn Playing>, SessionError>;
}

impl<G: BoardUi> Visit<G> for OnScreen<'_> {
    fn visit(self) -> Self::Output {
        let session = Session::<G>::new(self.recipe.clone())?;
        Ok(Box::new(live::Live::new(session, self.animate)))
    }
}

impl OnScreen<'_> {
    /// The match screen's state for a recipe: `OnScreen::open(animate)` is what the profile's
    /// `open_match_with` wants.
    pub fn open(animate: bool) -> impl FnOnce(&Recipe) -> Result<Box<dyn Playing>, SessionError> {
        move |recipe| recipe.kind.visit(OnScreen { recipe, animate })
    }
}

pub use crate::ui::board::sentence;
