//! The search box's Esc: it leaves the box (as every text field's does) *and* clears the
//! search, so that a search given up does not stay behind as an empty "No matches" page
//! (an export made next, or the page on return, would show it).

use iced::keyboard::{self, key::Named};
use iced::{Element, Event, Rectangle, Renderer, mouse};
use iced_core::widget::Tree;
use iced_core::{Clipboard, Layout, Shell};

use crate::ui::widget::wrap::{Hooks, Wrap, forward};

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
    fn update(
        &mut self,
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let free = !shell.is_event_captured();
        forward::update(
            content, tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
        // A text field takes Esc only while it has the caret: taken here, it left the box.
        let escape = matches!(
            event,
            Event::Keyboard(keyboard::Event::KeyPressed {
                key: keyboard::Key::Named(Named::Escape),
                ..
            })
        );
        if escape && free && shell.is_event_captured() {
            shell.publish(self.cleared.clone());
        }
    }
}
