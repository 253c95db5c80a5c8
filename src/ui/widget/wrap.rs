//! One transparent wrapper around one widget: [`Wrap`] forwards everything (its tree, size,
//! layout, drawing, events, operations and overlays) to its content, and its [`Hooks`] change
//! only what the wrapper is for. It adds no state, no size and no place of its own in the
//! widget tree, so wrapping a widget never resets the widget's state.
//!
//! ```ignore
//! struct Shout;
//! impl<M> Hooks<M> for Shout {
//!     fn draw(&self, content: &Element<'_, M>, tree: &Tree, renderer: &mut Renderer, ..) {
//!         forward::draw(content, tree, renderer, ..);
//!         // draw something over it
//!     }
//! }
//! let wrapped: Element<'_, M> = Wrap::new(content, Shout).into();
//! ```

use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Operation, Tree, tree};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

/// What a [`Wrap`] does around its content. Every hook is given the content and, left alone,
/// only hands the call on to it (with the [`forward`] function of the same name).
pub trait Hooks<M> {
    /// Lays the content out.
    fn layout(
        &mut self,
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        forward::layout(content, tree, renderer, limits)
    }

    /// Runs a widget operation over the content.
    fn operate(
        &mut self,
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        forward::operate(content, tree, layout, renderer, operation);
    }

    /// Gives the content an event.
    #[allow(clippy::too_many_arguments)]
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
        forward::update(
            content, tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    /// Draws the content.
    #[allow(clippy::too_many_arguments)]
    fn draw(
        &self,
        content: &Element<'_, M>,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        forward::draw(
            content, tree, renderer, theme, style, layout, cursor, viewport,
        );
    }

    /// The content's overlay, if it shows one.
    fn overlay<'b>(
        &'b mut self,
        content: &'b mut Element<'_, M>,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        forward::overlay(content, tree, layout, renderer, viewport, translation)
    }
}

/// Hands each call on to the content: what a hook does when it does nothing else.
pub mod forward {
    use super::*;

    /// Lays `content` out.
    pub fn layout<M>(
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        content.as_widget_mut().layout(tree, renderer, limits)
    }

    /// Runs `operation` over `content`.
    pub fn operate<M>(
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
    }

    /// Gives `content` the event.
    #[allow(clippy::too_many_arguments)]
    pub fn update<M>(
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
        content.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    /// Draws `content`.
    #[allow(clippy::too_many_arguments)]
    pub fn draw<M>(
        content: &Element<'_, M>,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        content
            .as_widget()
            .draw(tree, renderer, theme, style, layout, cursor, viewport);
    }

    /// `content`'s overlay.
    pub fn overlay<'b, M>(
        content: &'b mut Element<'_, M>,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        content
            .as_widget_mut()
            .overlay(tree, layout, renderer, viewport, translation)
    }
}

/// A widget around `content` that is `content` in all but its [`Hooks`].
pub struct Wrap<'a, M, H> {
    content: Element<'a, M>,
    hooks: H,
}

impl<'a, M, H: Hooks<M>> Wrap<'a, M, H> {
    /// `content`, wrapped with `hooks`.
    pub fn new(content: impl Into<Element<'a, M>>, hooks: H) -> Self {
        Wrap {
            content: content.into(),
            hooks,
        }
    }

    /// The hooks.
    pub fn hooks(&self) -> &H {
        &self.hooks
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
        self.hooks.layout(&mut self.content, tree, renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.hooks
            .operate(&mut self.content, tree, layout, renderer, operation);
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
        self.hooks.update(
            &mut self.content,
            tree,
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
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
        self.hooks.draw(
            &self.content,
            tree,
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        self.hooks.overlay(
            &mut self.content,
            tree,
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
