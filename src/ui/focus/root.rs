//! The two wrappers around parts of the window: [`Root`] at the window's root (laying it out
//! starts the focus chain afresh) and [`Inert`] around what cannot be reached now. Each is
//! the hooks of a transparent [`Wrap`](crate::ui::widget::wrap::Wrap): it adds no state, no
//! size and no place of its own in the widget tree.

use std::any::Any;

use iced::{Element, Rectangle};
use iced_core::widget::{Id, Operation};

use super::chain::{Stop, set_chain};
use crate::ui::widget::wrap::{Hooks, Placed};

/// The window's root, as the hooks of a [`Wrap`](crate::ui::widget::wrap::Wrap) around it: laying it out starts the focus
/// chain afresh.
pub struct Root;

/// A part of the window whose controls join no chain (it is behind a question or a sheet),
/// as the hooks of a [`Wrap`](crate::ui::widget::wrap::Wrap) around it.
pub struct Inert;

impl<M> Hooks<M> for Root {
    fn laid_out(&mut self, content: &mut Element<'_, M>, mut placed: Placed<'_>) {
        // Laid out, the window's controls are read in reading order (the widget tree's
        // order, which a column's flexible rows do not change) into the focus chain.
        let mut collect = Collect::default();
        placed.operate(content, &mut collect);
        set_chain(collect.stops);
    }
}

impl<M> Hooks<M> for Inert {
    fn operate(
        &mut self,
        content: &mut Element<'_, M>,
        mut placed: Placed<'_>,
        op: &mut dyn Operation,
    ) {
        op.custom(None, placed.layout.bounds(), &mut InertMark);
        op.traverse(&mut |op| placed.operate(content, op));
    }
}

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
