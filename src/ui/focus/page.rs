//! Scrolling the page by keys: PageUp and PageDown a page, Home and End to the ends, ↑ ↓ a
//! line (when no list, board or field takes them). The page is the scroller that holds the
//! control with the ring, else the largest scroller in view whose content is taller than it
//! (the `?` sheet's, when it is on top).
//!
//! Two passes over the window ([`super::scrollers`]): one finds the scrollers (their place in
//! the window's order, their bounds, how far each is scrolled, whether the ring's control is
//! in one), one scrolls the chosen one.

use iced::{Rectangle, Task, Vector};
use iced_core::widget::Id;
use iced_core::widget::operation::Outcome;

use super::scrollers::{Find, Plan, Scroll, Scroller};

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
    iced_runtime::task::effect(iced_runtime::Action::widget(Find::new(
        near,
        Page { step, last },
    )))
}

/// Whether `scroller` can move up or down.
fn moves(scroller: &Scroller) -> bool {
    scroller.content.height > scroller.bounds.height + 1.0
}

/// Which scroller a step moves, and how far.
struct Page {
    step: Step,
    last: bool,
}

impl Page {
    /// The scroller the step moves: the innermost around the control with the ring that
    /// can move, else the last or the largest that can.
    fn page(&self, all: &[Scroller], holding: Option<&[Scroller]>) -> Option<Scroller> {
        if let Some(around) = holding
            && let Some(inner) = around.iter().rev().find(|s| moves(s))
        {
            return Some(*inner);
        }
        let mut movable = all.iter().filter(|s| moves(s));
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

impl Plan for Page {
    fn then(&self, all: &[Scroller], around: Option<&(Rectangle, Vec<Scroller>)>) -> Outcome<()> {
        let holding = around.map(|(_, holding)| holding.as_slice());
        let Some(page) = self.page(all, holding) else {
            return Outcome::None;
        };
        let by = by(
            self.step,
            page.bounds.height,
            page.translation.y,
            page.content.height,
        );
        Outcome::Chain(Box::new(Scroll::new(
            vec![(page, Vector::new(0.0, by))],
            None,
        )))
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
