//! The focus ring: [`Ring`] around each control (it joins the chain when laid out, draws the
//! ring, and presses its control on Enter or Space), transparent (it adds no state, no size and
//! no place of its own in the widget tree); and the operation that puts the caret in a
//! control's text field.

use iced::keyboard::{self, key::Named};
use iced::{Element, Event, Rectangle, Renderer, Theme, Vector, mouse};
use iced_core::widget::{Id, Operation, operation};
use iced_core::{Shell, renderer};

use super::chain::{Kind, Stop, is_shown};
use crate::ui::widget::wrap::{Hooks, Placed, Update, Wrap};

/// How far the ring stands outside its control, and how thick it is.
const GAP: f32 = 2.0;
/// The ring's width: 2 px.
pub const WIDTH: f32 = 2.0;
/// How far the ring reaches outside its control.
const OUTSET: f32 = GAP + WIDTH;

/// A control of the focus chain: see [`super::ring`].
pub struct Ring<'a, M>(Wrap<'a, M, Control>);

/// What a [`Ring`] adds to its control: its stop in the chain, the ring, Enter and Space.
struct Control {
    id: Id,
    kind: Kind,
    group: Option<&'static str>,
    first: bool,
}

impl<'a, M: 'a> Ring<'a, M> {
    pub(super) fn new(id: Id, content: Element<'a, M>) -> Ring<'a, M> {
        let control = Control {
            id,
            kind: Kind::Button,
            group: None,
            first: false,
        };
        Ring(Wrap::new(content, control))
    }

    /// Makes it one of a list: the arrow keys move the ring within the list.
    pub fn group(mut self, group: &'static str) -> Self {
        self.0.hooks_mut().group = Some(group);
        self
    }

    /// Makes it a text field: the ring's arrival puts the caret in it.
    pub fn field(mut self) -> Self {
        self.0.hooks_mut().kind = Kind::Field;
        self
    }

    /// Makes it a control with a cursor of its own (a board): the arrow keys, Enter and
    /// Space go to the screen as keymap commands.
    pub fn cursor(mut self) -> Self {
        self.0.hooks_mut().kind = Kind::Cursor;
        self
    }

    /// Makes Tab start here when nothing has the focus yet.
    pub fn first(mut self) -> Self {
        self.0.hooks_mut().first = true;
        self
    }

    /// Makes it the first stop when `first` holds.
    pub fn first_if(self, first: bool) -> Self {
        if first { self.first() } else { self }
    }
}

impl<'a, M: 'a> From<Ring<'a, M>> for Element<'a, M> {
    fn from(ring: Ring<'a, M>) -> Self {
        ring.0.into()
    }
}

impl Control {
    /// Whether the control can be used: a pointer (or a caret) over its middle.
    fn enabled<M>(&self, content: &Element<'_, M>, placed: &Placed<'_>) -> bool {
        if self.kind == Kind::Cursor {
            return true;
        }
        let bounds = placed.layout.bounds();
        let over = mouse::Cursor::Available(bounds.center());
        let interaction = content.as_widget().mouse_interaction(
            placed.tree,
            placed.layout,
            over,
            &bounds,
            placed.renderer,
        );
        !matches!(
            interaction,
            mouse::Interaction::None | mouse::Interaction::Idle | mouse::Interaction::NotAllowed
        )
    }
}

/// Clicks the middle of the control, as the mouse would: it sends whatever it sends.
fn press<M>(content: &mut Element<'_, M>, update: &mut Update<'_, '_, M>) {
    let over = mouse::Cursor::Available(update.layout.bounds().center());
    for click in [
        mouse::Event::ButtonPressed(mouse::Button::Left),
        mouse::Event::ButtonReleased(mouse::Button::Left),
    ] {
        let mut messages = Vec::new();
        let mut inner = Shell::new(&mut messages);
        content.as_widget_mut().update(
            update.tree,
            &Event::Mouse(click),
            update.layout,
            over,
            update.renderer,
            update.clipboard,
            &mut inner,
            update.viewport,
        );
        update.shell.merge(inner, |message| message);
    }
}

impl<M> Hooks<M> for Control {
    fn operate(
        &mut self,
        content: &mut Element<'_, M>,
        mut placed: Placed<'_>,
        op: &mut dyn Operation,
    ) {
        // The chain's collector (see `Root`) takes the control's stop; the rest pass it by.
        let bounds = placed.layout.bounds();
        let mut stop = Stop {
            id: self.id.clone(),
            kind: self.kind,
            group: self.group,
            enabled: self.enabled(content, &placed),
            first: self.first,
        };
        op.custom(Some(&self.id), bounds, &mut stop);
        op.container(Some(&self.id), bounds);
        op.traverse(&mut |op| placed.operate(content, op));
    }

    fn update(&mut self, content: &mut Element<'_, M>, update: &mut Update<'_, '_, M>) {
        update.forward(content);
        if update.shell.is_event_captured() || !is_shown(&self.id) {
            return;
        }
        let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = update.event
        else {
            return;
        };
        let activates = matches!(key, keyboard::Key::Named(Named::Enter | Named::Space))
            && !modifiers.command()
            && !modifiers.alt();
        if !activates {
            return;
        }
        match self.kind {
            Kind::Button => {
                press(content, update);
                update.shell.capture_event();
            }
            Kind::Field => {
                let mut enter = FocusInside::new(self.id.clone());
                self.operate(content, update.placed(), &mut enter);
                update.shell.request_redraw();
                update.shell.capture_event();
            }
            Kind::Cursor => {}
        }
    }

    fn draw_over(
        &self,
        renderer: &mut Renderer,
        theme: &Theme,
        bounds: Rectangle,
        viewport: &Rectangle,
    ) {
        if is_shown(&self.id) {
            draw_ring(renderer, theme, ring_bounds(bounds, viewport));
        }
    }
}

/// Where the ring around a control in `bounds` goes: just outside it, but never beyond what
/// shows (`viewport`: a scroller draws nothing outside its view, and the window nothing
/// outside itself), where it is drawn just inside that edge instead, over the control's own
/// edge (the first answer at the top of its list, the header's buttons at the top of a page
/// that scrolls: their rings were cut, issue 40).
pub fn ring_bounds(bounds: Rectangle, viewport: &Rectangle) -> Rectangle {
    let ring = bounds.expand(OUTSET);
    let left = ring.x.max(viewport.x);
    let top = ring.y.max(viewport.y);
    let right = (ring.x + ring.width).min(viewport.x + viewport.width);
    let bottom = (ring.y + ring.height).min(viewport.y + viewport.height);
    if right - left < 2.0 * WIDTH || bottom - top < 2.0 * WIDTH {
        // Out of view (or nearly): as it is.
        return ring;
    }
    Rectangle::new(
        iced::Point::new(left, top),
        iced::Size::new(right - left, bottom - top),
    )
}

/// The ring: 2 px in the theme's focus colour around `ring` (see [`ring_bounds`]), rounded
/// like a button.
pub fn draw_ring(renderer: &mut Renderer, theme: &Theme, ring: Rectangle) {
    use iced_core::Renderer as _;
    let ink = crate::ui::theme::ink(theme);
    renderer.fill_quad(
        renderer::Quad {
            bounds: ring,
            border: iced::Border {
                color: ink.focus,
                width: WIDTH,
                radius: (6.0 + GAP + WIDTH).into(),
            },
            ..renderer::Quad::default()
        },
        iced::Background::Color(iced::Color::TRANSPARENT),
    );
}

/// Puts the caret in the first text field inside the control `target`, and takes it out of
/// every other field.
pub struct FocusInside {
    target: Id,
    /// The last container met was the target (its children come next).
    pending: bool,
    /// Inside the target.
    inside: bool,
    /// A field was given the caret.
    done: bool,
}

impl FocusInside {
    /// The operation for the control `target`.
    pub fn new(target: Id) -> FocusInside {
        FocusInside {
            target,
            pending: false,
            inside: false,
            done: false,
        }
    }
}

impl<T> Operation<T> for FocusInside {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation<T>)) {
        let entering = std::mem::take(&mut self.pending);
        let was = self.inside;
        self.inside |= entering;
        operate(self);
        self.inside = was;
    }

    fn container(&mut self, id: Option<&Id>, _bounds: Rectangle) {
        self.pending = id == Some(&self.target);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content_bounds: Rectangle,
        _translation: Vector,
        _state: &mut dyn operation::Scrollable,
    ) {
        self.pending = false;
    }

    fn focusable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        state: &mut dyn operation::Focusable,
    ) {
        self.pending = false;
        if self.inside && !self.done {
            state.focus();
            self.done = true;
        } else {
            state.unfocus();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32, w: f32, h: f32) -> Rectangle {
        Rectangle::new(iced::Point::new(x, y), iced::Size::new(w, h))
    }

    #[test]
    fn the_ring_stands_outside_its_control_but_inside_what_shows() {
        let view = at(0.0, 0.0, 400.0, 300.0);
        // In the open: just outside the control.
        assert_eq!(
            ring_bounds(at(100.0, 100.0, 80.0, 30.0), &view),
            at(96.0, 96.0, 88.0, 38.0)
        );
        // At the top left of a scroller's view (the first answer of its list, a page's
        // header): drawn inside that edge, the rest outside.
        assert_eq!(
            ring_bounds(at(0.0, 1.0, 80.0, 30.0), &view),
            at(0.0, 0.0, 84.0, 35.0)
        );
        // At the bottom right.
        assert_eq!(
            ring_bounds(at(320.0, 270.0, 80.0, 30.0), &view),
            at(316.0, 266.0, 84.0, 34.0)
        );
        // Out of view: as it is (nothing of it is drawn).
        let gone = at(100.0, 400.0, 80.0, 30.0);
        assert_eq!(ring_bounds(gone, &view), gone.expand(OUTSET));
    }
}
