//! Scrolling the page by keys: PageUp and PageDown a page, Home and End to the ends, ↑ ↓ a
//! line (when no list, board or field takes them). The page is the scroller that holds the
//! control with the ring, else the largest scroller in view whose content is taller than it
//! (the `?` sheet's, when it is on top).
//!
//! Two passes over the window: one finds the scrollers (their place in the window's order,
//! their bounds, how far each is scrolled, whether the ring's control is in one), one scrolls
//! the chosen one.

use iced::{Rectangle, Task, Vector};
use iced_core::widget::operation::scrollable::AbsoluteOffset;
use iced_core::widget::operation::{Outcome, Scrollable};
use iced_core::widget::{Id, Operation};

pub use crate::ui::keys::Step;

/// How far a line is.
const LINE: f32 = 48.0;
/// How much of the view a page keeps in sight of the one before.
const OVERLAP: f32 = 48.0;

/// How far down (negative: up) `step` moves a view `height` high, scrolled `at` into
/// content `content` high.
fn by(step: Step, height: f32, at: f32, content: f32) -> f32 {
    let page = (height - OVERLAP).max(LINE);
    match step {
        Step::Line(up) => sign(up) * LINE,
        Step::Page(up) => sign(up) * page,
        Step::Start => -at,
        Step::End => (content - height - at).max(0.0),
    }
}

fn sign(up: bool) -> f32 {
    if up { -1.0 } else { 1.0 }
}

/// Scrolls the page by `step`; `near`: the control with the ring, whose scroller is the page;
/// `last`: the page is the last scroller that can move (the sheet over the screen).
pub fn scroll_page<T: Send + 'static>(step: Step, near: Option<Id>, last: bool) -> Task<T> {
    iced_runtime::task::effect(iced_runtime::Action::widget(Find {
        step,
        near,
        last,
        pending: false,
        stack: Vec::new(),
        seen: 0,
        found: Vec::new(),
        holding: None,
    }))
}

/// A scroller met on the way.
#[derive(Clone, Copy, Debug)]
struct Scroller {
    index: usize,
    bounds: Rectangle,
    content: Rectangle,
    translation: Vector,
}

impl Scroller {
    /// Whether it can move up or down.
    fn moves(&self) -> bool {
        self.content.height > self.bounds.height + 1.0
    }
}

/// Pass one: the scrollers, and the ones around the control with the ring.
struct Find {
    step: Step,
    near: Option<Id>,
    last: bool,
    pending: bool,
    stack: Vec<Scroller>,
    seen: usize,
    found: Vec<Scroller>,
    /// The scrollers around the control with the ring, outermost first.
    holding: Option<Vec<Scroller>>,
}

impl Find {
    /// The scroller the step moves.
    fn page(&self) -> Option<Scroller> {
        if let Some(around) = &self.holding
            && let Some(inner) = around.iter().rev().find(|s| s.moves())
        {
            return Some(*inner);
        }
        let mut movable = self.found.iter().filter(|s| s.moves());
        if self.last {
            return movable.next_back().copied();
        }
        movable
            .max_by(|a, b| {
                let area = |s: &Scroller| s.bounds.width * s.bounds.height;
                area(a).total_cmp(&area(b))
            })
            .copied()
    }
}

impl Operation for Find {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let entering = std::mem::take(&mut self.pending);
        operate(self);
        if entering {
            self.stack.pop();
        }
    }

    fn container(&mut self, id: Option<&Id>, _bounds: Rectangle) {
        self.pending = false;
        if self.holding.is_none() && id.is_some() && id == self.near.as_ref() {
            self.holding = Some(self.stack.clone());
        }
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        let scroller = Scroller {
            index: self.seen,
            bounds,
            content: content_bounds,
            translation,
        };
        self.stack.push(scroller);
        self.found.push(scroller);
        self.seen += 1;
        self.pending = true;
    }

    fn finish(&self) -> Outcome<()> {
        let Some(page) = self.page() else {
            return Outcome::None;
        };
        let by = by(
            self.step,
            page.bounds.height,
            page.translation.y,
            page.content.height,
        );
        Outcome::Chain(Box::new(Scroll {
            index: page.index,
            by,
            seen: 0,
        }))
    }
}

/// Pass two: scrolls the scroller at this place by so much.
struct Scroll {
    index: usize,
    by: f32,
    seen: usize,
}

impl Operation for Scroll {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        _translation: Vector,
        state: &mut dyn Scrollable,
    ) {
        if self.seen == self.index {
            state.scroll_by(
                AbsoluteOffset { x: 0.0, y: self.by },
                bounds,
                content_bounds,
            );
        }
        self.seen += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_keeps_a_line_of_the_last_in_sight_and_the_ends_go_all_the_way() {
        // A view 600 high, 300 into content 2000 high.
        assert_eq!(by(Step::Page(false), 600.0, 300.0, 2000.0), 600.0 - OVERLAP);
        assert_eq!(
            by(Step::Page(true), 600.0, 300.0, 2000.0),
            -(600.0 - OVERLAP)
        );
        assert_eq!(by(Step::Line(false), 600.0, 300.0, 2000.0), LINE);
        assert_eq!(by(Step::Start, 600.0, 300.0, 2000.0), -300.0);
        assert_eq!(by(Step::End, 600.0, 300.0, 2000.0), 1100.0);
        // A view shorter than a line still moves a line a page.
        assert_eq!(by(Step::Page(false), 30.0, 0.0, 2000.0), LINE);
    }
}
