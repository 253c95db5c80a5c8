//! The focus chain: the controls of the window in reading order, as the window was last laid
//! out, and which of them has the ring on show (the app says so before each frame).

use std::cell::RefCell;

use iced::widget::Id;

/// What kind of control a stop of the chain is: what Enter, Space and the arrows do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A button, a check box, a toggle: Enter or Space presses it.
    Button,
    /// A text field: the ring's arrival puts the caret in it; Esc takes the caret out.
    Field,
    /// Something with a cursor of its own (a board): the arrows, Enter and Space go to the
    /// screen as keymap commands.
    Cursor,
}

/// One control of the focus chain, as the window laid it out.
#[derive(Clone, Debug, PartialEq)]
pub struct Stop {
    /// Its id, unique on the screen.
    pub id: Id,
    /// What it is.
    pub kind: Kind,
    /// The list it belongs to, if any: the arrow keys move within it.
    pub group: Option<&'static str>,
    /// Whether it can be used now (a disabled button is passed over).
    pub enabled: bool,
    /// Whether Tab starts here when nothing has the ring yet.
    pub first: bool,
}

thread_local! {
    /// The controls of the window, in the order it last laid them out.
    static CHAIN: RefCell<Vec<Stop>> = const { RefCell::new(Vec::new()) };
    /// The control with the ring, as the app said before drawing (`None`: no ring shown).
    static SHOWN: RefCell<Option<Id>> = const { RefCell::new(None) };
}

/// The focus chain: the controls of the window in reading order, as last laid out.
pub fn chain() -> Vec<Stop> {
    CHAIN.with(|chain| chain.borrow().clone())
}

/// Tells the drawing which control has the ring (`None`: none is shown). The app calls it
/// before it draws the window.
pub fn show(id: Option<&Id>) {
    SHOWN.with(|shown| *shown.borrow_mut() = id.cloned());
}

/// Whether the control `id` has the ring on show.
pub fn is_shown(id: &Id) -> bool {
    SHOWN.with(|shown| shown.borrow().as_ref() == Some(id))
}

/// The chain of the window just laid out.
pub(super) fn set_chain(stops: Vec<Stop>) {
    CHAIN.with(|chain| *chain.borrow_mut() = stops);
}
