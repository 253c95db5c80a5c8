//! One transparent wrapper around one widget: [`Wrap`] forwards everything (its tree, size,
//! layout, drawing, events, operations and overlays) to its content, and its [`Hooks`] change
//! only what the wrapper is for. It adds no state, no size and no place of its own in the
//! widget tree, so wrapping a widget never resets the widget's state.
//!
//! ```text
//! struct Outline;
//! impl<M> Hooks<M> for Outline {
//!     fn draw_over(&self, renderer: &mut Renderer, theme: &Theme, bounds: Rectangle, viewport: &Rectangle) {
//!         // draw a line around `bounds`, within what shows (`viewport`)
//!     }
//! }
//! let outlined: Element<'_, M> = Wrap::new(content, Outline).into();
//! ```

use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Operation, Tree, tree};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

/// What a [`Wrap`] does around its content. Left alone, each hook does nothing more than
/// the content does.
pub trait Hooks<M> {
    /// Lays the content out in `limits`: by default its own node. `None`: the content
    /// stands aside (of no size, neither drawn nor given events, operations or overlays).
    fn layout(
        &mut self,
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> Option<layout::Node> {
        Some(content.as_widget_mut().layout(tree, renderer, limits))
    }

    /// The content was just laid out (`placed.layout`).
    fn laid_out(&mut self, _content: &mut Element<'_, M>, _placed: Placed<'_>) {}

    /// Runs a widget operation over the content.
    fn operate(
        &mut self,
        content: &mut Element<'_, M>,
        mut placed: Placed<'_>,
        op: &mut dyn Operation,
    ) {
        placed.operate(content, op);
    }

    /// Gives the content an event.
    fn update(&mut self, content: &mut Element<'_, M>, update: &mut Update<'_, '_, M>) {
        update.forward(content);
    }

    /// Draws over the content, once it is drawn in `bounds`; `viewport` is what shows of the
    /// window there (a scroller around it draws nothing outside its own view).
    fn draw_over(
        &self,
        _renderer: &mut Renderer,
        _theme: &Theme,
        _bounds: Rectangle,
        _viewport: &Rectangle,
    ) {
    }

    /// What shows of the content's overlay, `shown`.
    fn overlay<'b>(
        &mut self,
        shown: overlay::Element<'b, M, Theme, Renderer>,
    ) -> overlay::Element<'b, M, Theme, Renderer> {
        shown
    }
}

/// The content as laid out: its tree, its layout and the renderer.
pub struct Placed<'p> {
    /// The content's tree.
    pub tree: &'p mut Tree,
    /// Where the content is laid out.
    pub layout: Layout<'p>,
    /// The renderer.
    pub renderer: &'p Renderer,
}

impl Placed<'_> {
    /// Runs `op` over `content`.
    pub fn operate<M>(&mut self, content: &mut Element<'_, M>, op: &mut dyn Operation) {
        content
            .as_widget_mut()
            .operate(self.tree, self.layout, self.renderer, op);
    }
}

/// An event on its way to the content, with all that goes with it.
pub struct Update<'u, 's, M> {
    /// The content's tree.
    pub tree: &'u mut Tree,
    /// The event.
    pub event: &'u Event,
    /// Where the content is laid out.
    pub layout: Layout<'u>,
    /// Where the pointer is.
    pub cursor: mouse::Cursor,
    /// The renderer.
    pub renderer: &'u Renderer,
    /// The clipboard.
    pub clipboard: &'u mut dyn Clipboard,
    /// Where the content's messages go, and whether the event was taken.
    pub shell: &'u mut Shell<'s, M>,
    /// The part of the window on show.
    pub viewport: &'u Rectangle,
}

impl<M> Update<'_, '_, M> {
    /// Gives the event to `content`.
    pub fn forward(&mut self, content: &mut Element<'_, M>) {
        content.as_widget_mut().update(
            self.tree,
            self.event,
            self.layout,
            self.cursor,
            self.renderer,
            self.clipboard,
            self.shell,
            self.viewport,
        );
    }

    /// The content as laid out.
    pub fn placed(&mut self) -> Placed<'_> {
        Placed {
            tree: self.tree,
            layout: self.layout,
            renderer: self.renderer,
        }
    }
}

/// A widget around `content` that is `content` in all but its [`Hooks`].
pub struct Wrap<'a, M, H> {
    content: Element<'a, M>,
    hooks: H,
    /// Whether the content stood aside at its last layout ([`Hooks::layout`]).
    aside: bool,
}

impl<'a, M, H: Hooks<M>> Wrap<'a, M, H> {
    /// `content`, wrapped with `hooks`.
    pub fn new(content: impl Into<Element<'a, M>>, hooks: H) -> Self {
        Wrap {
            content: content.into(),
            hooks,
            aside: false,
        }
    }

    /// The hooks, to change.
    pub fn hooks_mut(&mut self) -> &mut H {
        &mut self.hooks
    }
}

impl<'a, M: 'a, H: Hooks<M> + 'a> From<Wrap<'a, M, H>> for Element<'a, M> {
    fn from(wrap: Wrap<'a, M, H>) -> Self {
        Element::new(wrap)
    }
}

impl<M, H: Hooks<M>> Widget<M, Theme, Renderer> for Wrap<'_, M, H> {
    fn tag(&self) -> tree::Tag {
        self.content.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.content.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.content.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.content.as_widget().diff(tree);
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let Some(node) = self.hooks.layout(&mut self.content, tree, renderer, limits) else {
            self.aside = true;
            return layout::Node::new(Size::ZERO);
        };
        self.aside = false;
        let placed = Placed {
            tree,
            layout: Layout::new(&node),
            renderer,
        };
        self.hooks.laid_out(&mut self.content, placed);
        node
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        if self.aside {
            return;
        }
        let placed = Placed {
            tree,
            layout,
            renderer,
        };
        self.hooks.operate(&mut self.content, placed, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        if self.aside {
            return;
        }
        let mut update = Update {
            tree,
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        };
        self.hooks.update(&mut self.content, &mut update);
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        if self.aside {
            return mouse::Interaction::default();
        }
        self.content
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        if self.aside {
            return;
        }
        self.content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, viewport);
        self.hooks
            .draw_over(renderer, theme, layout.bounds(), viewport);
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        if self.aside {
            return None;
        }
        let shown =
            self.content
                .as_widget_mut()
                .overlay(tree, layout, renderer, viewport, translation)?;
        Some(self.hooks.overlay(shown))
    }
}
