//! The keyboard's focus, for every screen: Tab and Shift+Tab move a ring through the controls
//! in reading order, Enter or Space presses the control with the ring, the arrow keys move
//! within a list (a roster, the answers, the moves) or a board's squares.
//!
//! iced 0.14 lets only text fields take focus, so the app keeps its own. How it works:
//!
//! * **A screen declares a control by drawing it through [`ring`]**: one call per button,
//!   check box, text field or board, with an id unique on the screen. That is all a screen
//!   does. The order of the controls is the widget tree's (reading order: rows left to
//!   right, columns top to bottom), read afresh every time the window is laid out (the focus
//!   chain, [`chain`]); a control whose button is disabled is passed over.
//!
//!   ```ignore
//!   focus::ring("home.settings", button("Settings").on_press(Message::Go(Route::Settings)))
//!   focus::ring(format!("roster.{id}"), row_button).group("roster")   // ↑ ↓ move within
//!   focus::ring("name", text_input(..).id("name")).field()             // a text field
//!   focus::ring("board", canvas).cursor()                              // keys go to the screen
//!   ```
//!
//! * **The app keeps which control has the ring** ([`Focus`]) and moves it on Tab, Shift+Tab
//!   and the arrows (`App::key`), with [`Focus::step`] and [`Focus::arrow`]; it tells the
//!   drawing which id has the ring with [`show`] before each frame.
//! * **Enter and Space press the control with the ring**: the ring itself clicks the
//!   control it wraps (whatever its message), so a screen writes nothing for it. On a text
//!   field they put the caret in it; Esc takes it out again (the field keeps its words). On a
//!   [`cursor`](Ring::cursor) control (a board) they go to the screen as keymap commands.
//! * The ring is 2 px in the theme's focus colour ([`crate::ui::theme::Ink::focus`], 3:1 or
//!   better on every surface in both themes), drawn around the control by one widget.
//! * Only what is on top can be reached: [`inert`] takes a part of the window out of the
//!   chain (the screen behind a question waiting for a yes, or behind the `?` sheet).
//! * [`tip`] shows a control's keys (from the one keymap) as its tooltip.

mod chain;
mod page;
mod reveal;
mod ring;
mod root;
mod scrollers;

use iced::Task;
use iced::widget::Id;

pub use chain::{Kind, Stop, chain, is_shown, show};
pub use page::{Step, scroll_page};
pub use reveal::reveal;
pub use ring::Ring;
pub use root::{Inert, Root};

use super::keymap::{self, Command};
pub use super::keys::Dir;
use super::widget::wrap::Wrap;
/// Where a tooltip shows beside its control.
pub use iced::widget::tooltip::Position as Side;

/// Makes `control` a stop of the focus chain under `id` (unique on its screen), with the
/// ring around it when it has the focus; Enter and Space press it.
pub fn ring<'a, M: 'a>(id: impl Into<Id>, control: impl Into<iced::Element<'a, M>>) -> Ring<'a, M> {
    Ring::new(id.into(), control.into())
}

/// The root of the window: laying it out starts the focus chain afresh.
pub fn root<'a, M: 'a>(window: impl Into<iced::Element<'a, M>>) -> iced::Element<'a, M> {
    Wrap::new(window, Root).into()
}

/// Takes `part` out of the focus chain (it is behind something that waits for an answer).
pub fn inert<'a, M: 'a>(part: impl Into<iced::Element<'a, M>>) -> iced::Element<'a, M> {
    Wrap::new(part, Inert).into()
}

/// `control` with its keys from the one keymap as a tooltip ("Ctrl+Z"; of a line such as
/// "N, R, F, S", only its own letter), if the keymap has a key for `command`; else `control`
/// as it is. The tooltip shows under the control: [`tip_at`] puts it elsewhere.
pub fn tip<'a, M: 'a>(
    control: impl Into<iced::Element<'a, M>>,
    command: &Command,
) -> iced::Element<'a, M> {
    tip_at(control, command, Side::Bottom)
}

/// [`tip`] with the tooltip on `side` of the control, where it covers nothing (test
/// `ui fit::tips`).
pub fn tip_at<'a, M: 'a>(
    control: impl Into<iced::Element<'a, M>>,
    command: &Command,
    side: Side,
) -> iced::Element<'a, M> {
    let control = control.into();
    match keymap::tip_keys(command) {
        Some(keys) => tooltip_at(control, keys, side),
        None => control,
    }
}

/// `control` with `words` in a small floating box under it on hover.
pub fn tooltip<'a, M: 'a>(
    control: impl Into<iced::Element<'a, M>>,
    words: impl iced::widget::text::IntoFragment<'a>,
) -> iced::Element<'a, M> {
    tooltip_at(control, words, Side::Bottom)
}

/// [`tooltip`] on `side` of the control: a box no taller than its line, close by, so that it
/// covers as little as it can of what is around.
pub fn tooltip_at<'a, M: 'a>(
    control: impl Into<iced::Element<'a, M>>,
    words: impl iced::widget::text::IntoFragment<'a>,
    side: Side,
) -> iced::Element<'a, M> {
    use crate::ui::theme::{size, style};
    iced::widget::tooltip(
        control,
        iced::widget::container(iced::widget::text(words).size(size::SMALL))
            .padding([1, 6])
            .style(style::container::floating),
        side,
    )
    .gap(2)
    .padding(0)
    .into()
}

/// A check box that the ring reaches under `id`, `on` or not, labelled `label`; ticking it
/// sends `send` of its new state; `k` times its usual size.
pub fn check<'a, M: 'a>(
    id: &'static str,
    on: bool,
    label: impl iced::widget::text::IntoFragment<'a>,
    send: impl Fn(bool) -> M + 'a,
    k: f32,
) -> iced::Element<'a, M> {
    use crate::ui::theme::size;
    ring(
        id,
        iced::widget::checkbox(on)
            .label(label)
            .on_toggle(send)
            .size(size::PLAIN * k)
            .text_size(size::PLAIN * k)
            .spacing(8.0 * k),
    )
    .into()
}

/// What the arrow keys do in a row of choices, in small soft words beside its title while
/// they act there (`None`: nothing).
pub fn hint<'a, M: 'a>(words: Option<&'a str>) -> iced::Element<'a, M> {
    use crate::ui::theme::{size, style};
    match words {
        Some(words) => iced::widget::text(words)
            .size(size::SMALL)
            .style(style::text::soft)
            .into(),
        None => iced::widget::space().into(),
    }
}

/// The keys of a text editor (`text_editor(..).key_binding(focus::editor_keys(left, save))`):
/// iced's own, but Esc takes the caret out *and is kept from the rest of the app* (iced's
/// editor lets it through, so Esc in the note box used to leave the screen) and sends
/// `left`; Ctrl+Enter sends `save` (the words are done); Tab is left to the app, which moves
/// the ring on.
pub fn editor_keys<M: Clone>(
    left: M,
    save: M,
) -> impl Fn(iced::widget::text_editor::KeyPress) -> Option<iced::widget::text_editor::Binding<M>> {
    use iced::keyboard::{Key, key::Named};
    use iced::widget::text_editor::{Binding, Status};
    move |press| {
        let focused = matches!(press.status, Status::Focused { .. });
        match press.key.as_ref() {
            Key::Named(Named::Escape) if focused => Some(Binding::Sequence(vec![
                Binding::Unfocus,
                Binding::Custom(left.clone()),
            ])),
            Key::Named(Named::Enter) if focused && press.modifiers.command() => {
                Some(Binding::Custom(save.clone()))
            }
            Key::Named(Named::Tab) => None,
            _ => Binding::from_key_press(press),
        }
    }
}

/// What an arrow key does where the focus is.
#[derive(Clone, Debug, PartialEq)]
pub enum Arrow {
    /// The ring moved within its list to this control.
    Moved(Stop),
    /// The ring is on a control with its own cursor: the arrow is the screen's.
    Cursor,
    /// The ring is on no list: the arrow means what the keymap says.
    Pass,
}

/// Which control has the ring: the app's, kept across frames by the control's id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Focus {
    /// The control's id.
    at: Option<Id>,
    /// Where it stood in the chain (Tab goes on from there if the control is gone).
    index: usize,
    /// Whether the ring is on show (keys were used since the last click).
    shown: bool,
}

impl Focus {
    /// The control with the focus, if any.
    pub fn at(&self) -> Option<&Id> {
        self.at.as_ref()
    }

    /// The control whose ring is on show, if any.
    pub fn shown(&self) -> Option<&Id> {
        self.at.as_ref().filter(|_| self.shown)
    }

    /// Hides the ring (a click) and keeps where it was, for the next Tab.
    pub fn hide(&mut self) {
        self.shown = false;
    }

    /// Forgets the focus (a new screen).
    pub fn clear(&mut self) {
        *self = Focus::default();
    }

    /// Puts the focus on `id`, showing the ring or not.
    pub fn set(&mut self, id: impl Into<Id>, shown: bool) {
        self.at = Some(id.into());
        self.index = 0;
        self.shown = shown;
    }

    /// The stop with the focus in `chain`, if it is there.
    pub fn current<'a>(&self, chain: &'a [Stop]) -> Option<&'a Stop> {
        let at = self.at.as_ref()?;
        chain.iter().find(|stop| &stop.id == at)
    }

    /// Moves the focus to the next control that can be used (`back`: the previous), round
    /// the end of the chain; from nothing, to the chain's first stop (or the one marked
    /// [`Ring::first`]). The ring shows. Gives the stop now focused.
    pub fn step(&mut self, chain: &[Stop], back: bool) -> Option<Stop> {
        let usable: Vec<usize> = (0..chain.len()).filter(|&i| chain[i].enabled).collect();
        if usable.is_empty() {
            return None;
        }
        let here = self
            .at
            .as_ref()
            .and_then(|at| chain.iter().position(|stop| &stop.id == at));
        let next = match here {
            // From the control with the focus: the next usable one.
            Some(i) if back => usable.iter().rev().find(|&&j| j < i).or(usable.last()),
            Some(i) => usable.iter().find(|&&j| j > i).or(usable.first()),
            // The control is gone: go on from where it stood.
            None if self.at.is_some() && back => usable
                .iter()
                .rev()
                .find(|&&j| j < self.index)
                .or(usable.last()),
            None if self.at.is_some() => {
                usable.iter().find(|&&j| j >= self.index).or(usable.first())
            }
            // Nothing yet: the marked first stop, else the first (the last, going back).
            None => usable.iter().find(|&&j| chain[j].first).or(if back {
                usable.last()
            } else {
                usable.first()
            }),
        }
        .copied()?;
        self.at = Some(chain[next].id.clone());
        self.index = next;
        self.shown = true;
        Some(chain[next].clone())
    }

    /// What an arrow key does: within the list of the control with the ring, the ring moves
    /// to the previous (↑ ←) or next (↓ →) usable control of that list, and stops at its
    /// ends.
    pub fn arrow(&mut self, chain: &[Stop], dir: Dir) -> Arrow {
        let Some(i) = self
            .at
            .as_ref()
            .and_then(|at| chain.iter().position(|stop| &stop.id == at))
        else {
            return Arrow::Pass;
        };
        let stop = &chain[i];
        if stop.kind == Kind::Cursor {
            self.shown = true;
            return Arrow::Cursor;
        }
        let Some(group) = stop.group else {
            return Arrow::Pass;
        };
        let mates = |j: &usize| chain[*j].group == Some(group) && chain[*j].enabled;
        let next = if dir.is_back() {
            (0..i).rev().find(mates)
        } else {
            (i + 1..chain.len()).find(mates)
        };
        self.shown = true;
        match next {
            Some(j) => {
                self.at = Some(chain[j].id.clone());
                self.index = j;
                Arrow::Moved(chain[j].clone())
            }
            None => Arrow::Moved(stop.clone()),
        }
    }
}

/// What the window must do once the ring has come to `stop`: put the caret in it if it is a
/// text field (and take it out of any other), and scroll it into view.
pub fn arrive<T: Send + 'static>(stop: &Stop) -> Task<T> {
    let caret = if stop.kind == Kind::Field {
        enter_field(stop.id.clone())
    } else {
        leave_fields()
    };
    caret.chain(reveal(stop.id.clone()))
}

/// Puts the caret in the text field inside the control `id` (at the end of its words).
pub fn enter_field<T: Send + 'static>(id: Id) -> Task<T> {
    iced_runtime::task::effect(iced_runtime::Action::widget(ring::FocusInside::new(id)))
}

/// Takes the caret out of every text field (their words stay).
pub fn leave_fields<T: Send + 'static>() -> Task<T> {
    iced_runtime::task::effect(iced_runtime::Action::widget(
        iced_core::widget::operation::focusable::unfocus(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stop(id: &'static str, group: Option<&'static str>, enabled: bool) -> Stop {
        Stop {
            id: Id::new(id),
            kind: Kind::Button,
            group,
            enabled,
            first: false,
        }
    }

    #[test]
    fn tab_goes_round_the_usable_controls_in_order_and_back() {
        let chain = [
            stop("a", None, true),
            stop("b", None, false),
            stop("c", None, true),
        ];
        let mut focus = Focus::default();
        assert_eq!(focus.shown(), None);
        assert_eq!(focus.step(&chain, false).map(|s| s.id), Some(Id::new("a")));
        assert_eq!(focus.shown(), Some(&Id::new("a")));
        assert_eq!(focus.step(&chain, false).map(|s| s.id), Some(Id::new("c")));
        assert_eq!(focus.step(&chain, false).map(|s| s.id), Some(Id::new("a")));
        assert_eq!(focus.step(&chain, true).map(|s| s.id), Some(Id::new("c")));
        focus.hide();
        assert_eq!(focus.shown(), None);
        assert_eq!(focus.at(), Some(&Id::new("c")));
    }

    #[test]
    fn tab_starts_at_the_marked_first_control_and_goes_on_where_a_gone_one_stood() {
        let mut chain = vec![
            stop("a", None, true),
            stop("b", None, true),
            stop("c", None, true),
        ];
        chain[1].first = true;
        let mut focus = Focus::default();
        assert_eq!(focus.step(&chain, false).map(|s| s.id), Some(Id::new("b")));
        chain.remove(1);
        assert_eq!(focus.step(&chain, false).map(|s| s.id), Some(Id::new("c")));
    }

    #[test]
    fn arrows_move_within_a_list_only_and_stop_at_its_ends() {
        let chain = [
            stop("home", None, true),
            stop("r1", Some("roster"), true),
            stop("r2", Some("roster"), true),
            stop("x", None, true),
            stop("r3", Some("roster"), true),
        ];
        let mut focus = Focus::default();
        assert_eq!(focus.arrow(&chain, Dir::Down), Arrow::Pass);
        focus.set("home", true);
        assert_eq!(focus.arrow(&chain, Dir::Down), Arrow::Pass);
        focus.set("r1", true);
        assert!(matches!(focus.arrow(&chain, Dir::Down), Arrow::Moved(s) if s.id == Id::new("r2")));
        assert!(
            matches!(focus.arrow(&chain, Dir::Right), Arrow::Moved(s) if s.id == Id::new("r3"))
        );
        assert!(matches!(focus.arrow(&chain, Dir::Down), Arrow::Moved(s) if s.id == Id::new("r3")));
        assert!(matches!(focus.arrow(&chain, Dir::Up), Arrow::Moved(s) if s.id == Id::new("r2")));
        let board = Stop {
            kind: Kind::Cursor,
            ..stop("board", None, true)
        };
        focus.set("board", false);
        assert_eq!(focus.arrow(&[board], Dir::Left), Arrow::Cursor);
        assert_eq!(focus.shown(), Some(&Id::new("board")));
    }
}
