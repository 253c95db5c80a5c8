//! The band's scroller folds between two lines of words, never through one: at rest, where
//! its words run on under its fold, it stands a little shorter (less than a line) so that
//! the last line it shows is whole and the fold reads as a scroller's, not as words sliced
//! (what the turn did was halved at the fold at 1920×1080 at 200 %: test `ui fit::band`).

use iced::{Element, Rectangle, Renderer, Size, Vector};
use iced_core::widget::{Id, Operation, Tree, operation};
use iced_core::{Layout, layout};

use crate::ui::theme::size;
use crate::ui::widget::wrap::{Hooks, Wrap};

/// `scroller` (a scrollable), its fold moved up to fall between two lines at rest.
pub(super) fn between_lines<'a, M: 'a>(scroller: impl Into<Element<'a, M>>) -> Element<'a, M> {
    Wrap::new(scroller, Fold).into()
}

/// See [`between_lines`].
struct Fold;

/// The line heights of the table's words: its text sizes at iced's 1.3.
const LINES: [f32; 5] = [
    size::SMALL,
    size::BODY,
    size::PLAIN,
    size::LARGE,
    size::TITLE,
];

/// The line height `height` is a whole number of: the closest fit among [`LINES`].
fn line_of(height: f32) -> f32 {
    let fit = |line: f32| {
        let lines = (height / line).round().max(1.0);
        (height - lines * line).abs()
    };
    LINES
        .iter()
        .map(|s| s * 1.3)
        .min_by(|a, b| fit(*a).total_cmp(&fit(*b)))
        .unwrap_or(size::BODY * 1.3)
}

/// Where a fold at `fold` goes so as not to run through a text laid out at `texts`: the
/// lowest line boundary at or over it of each text it crosses.
fn folded(fold: f32, texts: &[Rectangle]) -> f32 {
    let mut at = fold;
    // (A text beside another may cross the fold moved: a few rounds settle it.)
    for _ in 0..4 {
        let before = at;
        for t in texts {
            if t.y < at - 1.0 && t.y + t.height > at + 1.0 {
                let line = line_of(t.height);
                at = at.min(t.y + ((at - t.y) / line + 0.05).floor() * line);
            }
        }
        if (before - at).abs() < 0.5 {
            break;
        }
    }
    at
}

impl<M> Hooks<M> for Fold {
    fn layout(
        &mut self,
        content: &mut Element<'_, M>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> Option<layout::Node> {
        let node = content.as_widget_mut().layout(tree, renderer, limits);
        let mut seen = Seen::default();
        content
            .as_widget_mut()
            .operate(tree, Layout::new(&node), renderer, &mut seen);
        let view = node.size().height;
        if seen.content <= view + 1.0 {
            return Some(node);
        }
        let fold = folded(view, &seen.texts);
        if fold >= view - 0.5 || fold <= 0.0 {
            return Some(node);
        }
        let shorter = layout::Limits::new(
            limits.min(),
            Size::new(limits.max().width, fold.max(limits.min().height)),
        );
        Some(content.as_widget_mut().layout(tree, renderer, &shorter))
    }
}

/// The scroller's content's height and its texts, at rest.
#[derive(Default)]
struct Seen {
    content: f32,
    texts: Vec<Rectangle>,
    scrollers: usize,
}

impl Operation for Seen {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        content: Rectangle,
        _translation: Vector,
        _state: &mut dyn operation::Scrollable,
    ) {
        // (The first is the band's own; one inside it keeps its words to itself.)
        if self.scrollers == 0 {
            self.content = content.height;
        }
        self.scrollers += 1;
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, _text: &str) {
        self.texts.push(bounds);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fold_through_a_line_moves_up_to_the_line_over_it() {
        let body = size::BODY * 1.3;
        // Three lines of body text from 100: a fold at 130 runs through the second.
        let text = Rectangle::new(iced::Point::new(0.0, 100.0), Size::new(200.0, 3.0 * body));
        assert!((folded(130.0, &[text]) - (100.0 + body)).abs() < 0.01);
        // A fold between two lines, or under the text, stays.
        assert!((folded(100.0 + 2.0 * body, &[text]) - (100.0 + 2.0 * body)).abs() < 0.01);
        assert_eq!(folded(200.0, &[text]), 200.0);
        // A fold through a text's only line goes over it.
        let one = Rectangle::new(iced::Point::new(0.0, 150.0), Size::new(200.0, body));
        assert_eq!(folded(160.0, &[one]), 150.0);
    }
}
