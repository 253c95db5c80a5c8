//! The search box's Esc: it leaves the box (as every text field's does) *and* clears the
//! search, so that a search given up does not stay behind as an empty "No matches" page
//! (an export made next, or the page on return, would show it).

use iced::keyboard::{self, key::Named};
use iced::{Element, Event};

use crate::ui::widget::wrap::{Hooks, Update, Wrap};

/// A text field that sends `cleared` when Esc takes the caret out of it.
pub fn on_escape<'a, M: Clone + 'a>(
    field: impl Into<Element<'a, M>>,
    cleared: M,
) -> Element<'a, M> {
    Wrap::new(field, OnEscape { cleared }).into()
}

/// See [`on_escape`]: transparent, but for Esc.
struct OnEscape<M> {
    cleared: M,
}

impl<M: Clone> Hooks<M> for OnEscape<M> {
    fn update(&mut self, content: &mut Element<'_, M>, update: &mut Update<'_, '_, M>) {
        let free = !update.shell.is_event_captured();
        update.forward(content);
        // A text field takes Esc only while it has the caret: taken here, it left the box.
        let escape = matches!(
            update.event,
            Event::Keyboard(keyboard::Event::KeyPressed {
                key: keyboard::Key::Named(Named::Escape),
                ..
            })
        );
        if escape && free && update.shell.is_event_captured() {
            update.shell.publish(self.cleared.clone());
        }
    }
}
