//! Scrolling the control with the ring into view: the scrollables around it are moved just
//! enough, down or across, that it shows whole, with a little room (as a browser does on Tab).
//!
//! Three passes over the window ([`super::scrollers`]): one finds the control and the scrollables around it (their
//! place in the window's order, their bounds, how far each is scrolled), one scrolls each by
//! what the control needs, one checks that each went the way asked and turns back those that
//! count from their end (a list anchored at its bottom scrolls the other way) .

use iced::{Rectangle, Task, Vector};
use iced_core::widget::operation::{Outcome, Scrollable};
use iced_core::widget::{Id, Operation};

use super::scrollers::{Find, Plan, Scroll, Scroller};

/// The room left between the control and the scrollable's edge.
const ROOM: f32 = 12.0;
/// Less than this far is no move at all (rounding).
const STILL: f32 = 0.5;

/// Scrolls the control `id` into view.
pub fn reveal<T: Send + 'static>(id: Id) -> Task<T> {
    iced_runtime::task::effect(iced_runtime::Action::widget(Find::new(Some(id), Reveal)))
}

/// How far `scroller` must scroll down and right (negative: up, left) for `target` to show
/// whole.
fn need(scroller: &Scroller, target: Rectangle) -> Vector {
    let at = scroller.bounds.position() + scroller.translation;
    Vector::new(
        along(at.x, scroller.bounds.width, target.x, target.width),
        along(at.y, scroller.bounds.height, target.y, target.height),
    )
}

/// How far a view from `start`, `length` long, must move for a control from `at`, `size`
/// long, to show whole in it: forward (positive) or back, but never so far that the
/// control's start leaves.
fn along(start: f32, length: f32, at: f32, size: f32) -> f32 {
    let end = start + length;
    if at < start + ROOM {
        at - start - ROOM
    } else if at + size > end - ROOM {
        (at + size - end + ROOM).min(at - start - ROOM)
    } else {
        0.0
    }
}

/// How far each scrollable around a control at `target` (outermost first) must scroll for it to
/// show whole. The innermost goes first; each one further out then looks at the control
/// where the ones inside it draw it once scrolled (so that a list inside a scrolling page does
/// not scroll the page as far again).
fn needs(target: Rectangle, around: &[Scroller]) -> Vec<Vector> {
    let mut drawn = target;
    let mut needs = vec![Vector::ZERO; around.len()];
    for (i, scroller) in around.iter().enumerate().rev() {
        let by = need(scroller, drawn);
        needs[i] = by;
        let moved = drawn - (scroller.translation + by);
        drawn = moved.intersection(&scroller.bounds).unwrap_or(moved);
    }
    needs
}

/// Scrolls each scrollable around the control by what it needs, then checks.
struct Reveal;

impl Plan for Reveal {
    fn then(&self, _all: &[Scroller], around: Option<&(Rectangle, Vec<Scroller>)>) -> Outcome<()> {
        let Some((target, around)) = around else {
            return Outcome::None;
        };
        let moves: Vec<(Scroller, Vector)> = around
            .iter()
            .copied()
            .zip(needs(*target, around))
            .filter(|(_, by)| by.x.abs() >= 1.0 || by.y.abs() >= 1.0)
            .collect();
        if moves.is_empty() {
            return Outcome::None;
        }
        Outcome::Chain(Box::new(Scroll::new(moves, Some(check))))
    }
}

/// Pass three, after the moves: [`Check`].
fn check(moves: Vec<(Scroller, Vector)>) -> Box<dyn Operation> {
    Box::new(Check {
        moves,
        seen: 0,
        back: Vec::new(),
    })
}

/// Pass three: a scrollable that moved the other way counts from its end: it is sent twice
/// as far back (each way, down and across, on its own); one that stood still though it had
/// room to go the way asked counts from its end too and stood at it (asked past it): it is
/// sent the other way.
struct Check {
    moves: Vec<(Scroller, Vector)>,
    seen: usize,
    back: Vec<(Scroller, Vector)>,
}

impl Operation for Check {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        if let Some((before, by)) = self.moves.iter().find(|(s, _)| s.index == self.seen) {
            let moved = translation - before.translation;
            // How far it could go each way from where it was: back (up, left) and on.
            let room = before.content.size() - before.bounds.size();
            let could = |at: f32, room: f32, by: f32| {
                if by < 0.0 {
                    at > STILL
                } else {
                    at < room - STILL
                }
            };
            // Each way on its own: a way that went as asked is left; one that went the other
            // way is sent twice as far back; one that did not move though it had room (a
            // list anchored at its end, sent past that end) is sent the other way.
            let back = |moved: f32, by: f32, at: f32, room: f32| {
                if moved * by < 0.0 {
                    -2.0 * by
                } else if moved.abs() < STILL && by.abs() >= STILL && could(at, room, by) {
                    -by
                } else {
                    0.0
                }
            };
            let at = before.translation;
            let back = Vector::new(
                back(moved.x, by.x, at.x, room.width),
                back(moved.y, by.y, at.y, room.height),
            );
            if back != Vector::ZERO {
                self.back.push((*before, back));
            }
        }
        self.seen += 1;
    }

    fn finish(&self) -> Outcome<()> {
        if self.back.is_empty() {
            return Outcome::None;
        }
        Outcome::Chain(Box::new(Scroll::new(self.back.clone(), None)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scroller_moves_only_as_far_as_the_control_needs() {
        let s = Scroller {
            index: 0,
            bounds: Rectangle::new(iced::Point::new(0.0, 100.0), iced::Size::new(300.0, 200.0)),
            content: Rectangle::default(),
            translation: Vector::new(0.0, 50.0),
        };
        // Shown from 150 to 350 in the content.
        let down = |y: f32| Vector::new(0.0, y);
        let inside = Rectangle::new(iced::Point::new(20.0, 200.0), iced::Size::new(50.0, 30.0));
        assert_eq!(need(&s, inside), Vector::ZERO);
        let below = Rectangle::new(iced::Point::new(20.0, 400.0), iced::Size::new(50.0, 30.0));
        assert_eq!(need(&s, below), down(400.0 + 30.0 - 350.0 + ROOM));
        let above = Rectangle::new(iced::Point::new(20.0, 100.0), iced::Size::new(50.0, 30.0));
        assert_eq!(need(&s, above), down(100.0 - 150.0 - ROOM));
        let tall = Rectangle::new(iced::Point::new(20.0, 300.0), iced::Size::new(50.0, 500.0));
        assert_eq!(
            need(&s, tall),
            down(300.0 - 150.0 - ROOM),
            "its top stays in view"
        );
        // Across, as a row of cards that scrolls sideways: shown from 0 to 300.
        let right = Rectangle::new(iced::Point::new(280.0, 200.0), iced::Size::new(100.0, 30.0));
        assert_eq!(need(&s, right), Vector::new(380.0 - 300.0 + ROOM, 0.0));
        let wide = Rectangle::new(iced::Point::new(400.0, 200.0), iced::Size::new(500.0, 30.0));
        assert_eq!(
            need(&s, wide).x,
            400.0 - ROOM,
            "its left edge stays in view"
        );
    }

    #[test]
    fn a_list_inside_a_scrolling_page_scrolls_first_and_the_page_only_what_is_left() {
        let at = |x, y, w, h| Rectangle::new(iced::Point::new(x, y), iced::Size::new(w, h));
        // A page 200 high; inside it, from 100 to 200, a list 100 high.
        let page = Scroller {
            index: 0,
            bounds: at(0.0, 0.0, 300.0, 200.0),
            content: Rectangle::default(),
            translation: Vector::ZERO,
        };
        let list = Scroller {
            index: 1,
            bounds: at(0.0, 100.0, 300.0, 100.0),
            content: Rectangle::default(),
            translation: Vector::ZERO,
        };
        // A row of the list at 250: the list scrolls it up into its view, which the page
        // already shows whole.
        let row = at(20.0, 250.0, 200.0, 20.0);
        let by = needs(row, &[page, list]);
        assert_eq!(by[1], Vector::new(0.0, 270.0 - 200.0 + ROOM));
        assert_eq!(by[0], Vector::ZERO, "the page stays");
        // A page scrolled so far that the list is half out of view: the page comes back.
        let down = Scroller {
            translation: Vector::new(0.0, 150.0),
            ..page
        };
        let by = needs(at(20.0, 130.0, 200.0, 20.0), &[down, list]);
        assert_eq!(by[1], Vector::ZERO);
        assert!(by[0].y < 0.0, "{by:?}");
    }
}
