//! The window's scrollers, as the keys' scrolling meets them ([`super::page`] and
//! [`super::reveal`]): a first pass over the window finds them all (their place in the
//! window's order, their bounds, how far each is scrolled) and the ones around a control;
//! its [`Plan`] then says which to scroll how far, and a second pass scrolls them.

use iced::{Rectangle, Vector};
use iced_core::widget::operation::scrollable::AbsoluteOffset;
use iced_core::widget::operation::{Outcome, Scrollable};
use iced_core::widget::{Id, Operation};

/// A scroller met on the way: its place among the window's scrollers and what it shows.
#[derive(Clone, Copy, Debug)]
pub struct Scroller {
    /// Its place among the window's scrollers, in the widget tree's order.
    pub index: usize,
    /// Where it shows on the window.
    pub bounds: Rectangle,
    /// Its content's bounds.
    pub content: Rectangle,
    /// How far it is scrolled.
    pub translation: Vector,
}

/// What the scrollers found by a [`Find`] should do.
pub trait Plan: Send {
    /// What follows the first pass: usually a [`Scroll`]. `all`: the window's scrollers;
    /// `around`: the control's bounds and the scrollers around it (outermost first), if the
    /// control was met.
    fn then(&self, all: &[Scroller], around: Option<&(Rectangle, Vec<Scroller>)>) -> Outcome<()>;
}

/// Pass one: every scroller, and those around the control `target`.
pub struct Find<P> {
    plan: P,
    target: Option<Id>,
    /// The last scroller met (its content comes next).
    pending: bool,
    /// The scrollers around the widget being visited, outermost first.
    stack: Vec<Scroller>,
    /// The scrollers met so far.
    all: Vec<Scroller>,
    /// The control's bounds and the scrollers around it, once met.
    around: Option<(Rectangle, Vec<Scroller>)>,
}

impl<P: Plan> Find<P> {
    /// Finds the scrollers (and those around `target`), then follows `plan`.
    pub fn new(target: Option<Id>, plan: P) -> Self {
        Find {
            plan,
            target,
            pending: false,
            stack: Vec::new(),
            all: Vec::new(),
            around: None,
        }
    }
}

impl<P: Plan> Operation for Find<P> {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let entering = std::mem::take(&mut self.pending);
        operate(self);
        if entering {
            self.stack.pop();
        }
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        self.pending = false;
        if self.around.is_none() && id.is_some() && id == self.target.as_ref() {
            self.around = Some((bounds, self.stack.clone()));
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
            index: self.all.len(),
            bounds,
            content: content_bounds,
            translation,
        };
        self.stack.push(scroller);
        self.all.push(scroller);
        self.pending = true;
    }

    fn finish(&self) -> Outcome<()> {
        self.plan.then(&self.all, self.around.as_ref())
    }
}

/// What follows a [`Scroll`]: the operation made of its moves.
pub type Then = fn(Vec<(Scroller, Vector)>) -> Box<dyn Operation>;

/// Pass two: scrolls the scrollers at these places by so much (down and right; negative: up
/// and left), then runs what `then` makes of the moves, if any.
pub struct Scroll {
    moves: Vec<(Scroller, Vector)>,
    seen: usize,
    then: Option<Then>,
}

impl Scroll {
    /// Scrolls each scroller of `moves` by its vector; then `then`.
    pub fn new(moves: Vec<(Scroller, Vector)>, then: Option<Then>) -> Self {
        Scroll {
            moves,
            seen: 0,
            then,
        }
    }
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
        if let Some((_, by)) = self.moves.iter().find(|(s, _)| s.index == self.seen) {
            state.scroll_by(AbsoluteOffset { x: by.x, y: by.y }, bounds, content_bounds);
        }
        self.seen += 1;
    }

    fn finish(&self) -> Outcome<()> {
        match self.then {
            Some(then) => Outcome::Chain(then(self.moves.clone())),
            None => Outcome::None,
        }
    }
}
