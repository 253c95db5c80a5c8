//! The two wrappers around parts of the window: [`Root`] at the window's root (laying it out
//! starts the focus chain afresh) and [`Inert`] around what cannot be reached now. Each is
//! transparent: it adds no state, no size and no place of its own in the widget tree.

use std::any::Any;

use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Id, Operation, Tree, tree};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

use super::chain::{Stop, set_chain};

/// The window's root: laying it out starts the focus chain afresh.
pub struct Root<'a, M> {
    content: Element<'a, M>,
}

/// A part of the window whose controls join no chain (it is behind a question or a sheet).
pub struct Inert<'a, M> {
    content: Element<'a, M>,
}

impl<'a, M> Root<'a, M> {
    pub(super) fn new(content: Element<'a, M>) -> Self {
        Root { content }
    }
}

impl<'a, M> Inert<'a, M> {
    pub(super) fn new(content: Element<'a, M>) -> Self {
        Inert { content }
    }
}

/// A widget that only wraps its content, doing something around its layout.
macro_rules! wrapper {
    (
        $name:ident,
        layout |$self_:ident, $tree:ident, $renderer:ident, $limits:ident| $layout:block,
        operate |$oself:ident, $otree:ident, $olayout:ident, $orenderer:ident, $operation:ident| $operate:block
    ) => {
        impl<'a, M: 'a> From<$name<'a, M>> for Element<'a, M> {
            fn from(wrapper: $name<'a, M>) -> Self {
                Element::new(wrapper)
            }
        }

        impl<M> Widget<M, Theme, Renderer> for $name<'_, M> {
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
                &mut $self_,
                $tree: &mut Tree,
                $renderer: &Renderer,
                $limits: &layout::Limits,
            ) -> layout::Node $layout

            fn operate(
                &mut $oself,
                $otree: &mut Tree,
                $olayout: Layout<'_>,
                $orenderer: &Renderer,
                $operation: &mut dyn Operation,
            ) $operate

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
                self.content.as_widget_mut().update(
                    tree, event, layout, cursor, renderer, clipboard, shell, viewport,
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
                self.content
                    .as_widget()
                    .draw(tree, renderer, theme, style, layout, cursor, viewport);
            }

            fn overlay<'b>(
                &'b mut self,
                tree: &'b mut Tree,
                layout: Layout<'b>,
                renderer: &Renderer,
                viewport: &Rectangle,
                translation: Vector,
            ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
                self.content
                    .as_widget_mut()
                    .overlay(tree, layout, renderer, viewport, translation)
            }
        }
    };
}

wrapper!(
    Root,
    layout | self,
    tree,
    renderer,
    limits | {
        // Laid out, the window's controls are read in reading order (the widget tree's
        // order, which a column's flexible rows do not change) into the focus chain.
        let node = self.content.as_widget_mut().layout(tree, renderer, limits);
        let mut collect = Collect::default();
        self.content
            .as_widget_mut()
            .operate(tree, Layout::new(&node), renderer, &mut collect);
        set_chain(collect.stops);
        node
    },
    operate | self,
    tree,
    layout,
    renderer,
    operation | {
        self.content
            .as_widget_mut()
            .operate(tree, layout, renderer, operation);
    }
);

wrapper!(
    Inert,
    layout | self,
    tree,
    renderer,
    limits | { self.content.as_widget_mut().layout(tree, renderer, limits) },
    operate | self,
    tree,
    layout,
    renderer,
    operation | {
        operation.custom(None, layout.bounds(), &mut InertMark);
        operation.traverse(&mut |operation| {
            self.content
                .as_widget_mut()
                .operate(tree, layout, renderer, operation);
        });
    }
);

/// What an [`Inert`] part tells the chain's collector: what follows is out of reach.
struct InertMark;

/// Reads the controls of the window into the focus chain, in the widget tree's order,
/// leaving out those inside an [`Inert`] part.
#[derive(Default)]
struct Collect {
    stops: Vec<Stop>,
    /// The last widget met was an inert part (its content comes next).
    pending: bool,
    /// How many inert parts the widget being visited is inside.
    inert: usize,
}

impl Operation for Collect {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let entering = std::mem::take(&mut self.pending);
        self.inert += usize::from(entering);
        operate(self);
        self.inert -= usize::from(entering);
    }

    fn custom(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Any) {
        if let Some(stop) = state.downcast_ref::<Stop>() {
            if self.inert == 0 {
                self.stops.push(stop.clone());
            }
        } else if state.is::<InertMark>() {
            self.pending = true;
        }
    }
}
