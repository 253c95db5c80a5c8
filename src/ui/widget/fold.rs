//! A scroller that folds between two lines of words, never through one (the table's band,
//! the match panel): where its words run on under its fold, it stands a little shorter
//! (less than a line) so that the last line it shows, unscrolled, is whole and the fold
//! reads as a scroller's, not as words sliced (what the turn did was halved at the band's
//! fold at 1920×1080 at 200 %: test `ui fit::band`; the players' lines at the panel's at
//! 1024×640 at 200 %).

use iced::{Element, Rectangle, Renderer, Size, Vector};
use iced_core::widget::{Id, Operation, Tree, operation};
use iced_core::{Layout, layout};

use crate::ui::theme::size;
use crate::ui::widget::wrap::{Hooks, Wrap};

/// `scroller` (a scrollable), its fold moved up to fall between two lines at rest; its words
/// are the app's text sizes `k` times (a match panel grown at 1920×1080: 1.0 elsewhere).
pub fn between_lines<'a, M: 'a>(scroller: impl Into<Element<'a, M>>, k: f32) -> Element<'a, M> {
    Wrap::new(scroller, Fold { k, pictures: false }).into()
}

/// [`between_lines`], and over a row of pictures it would cut (the match panel's dice):
/// where the pictures are the scroller's own matter (the spread's cards in the table's
/// band), the fold cuts them rather than leave a slit of one row.
pub fn between_parts<'a, M: 'a>(scroller: impl Into<Element<'a, M>>, k: f32) -> Element<'a, M> {
    Wrap::new(scroller, Fold { k, pictures: true }).into()
}

/// See [`between_lines`].
struct Fold {
    /// How many times their size the words in the scroller are drawn.
    k: f32,
    /// Whether the fold goes over a row of pictures ([`between_parts`]).
    pictures: bool,
}

/// The line heights of the app's words: its text sizes (`k` times) at iced's 1.3.
const LINES: [f32; 5] = [
    size::SMALL,
    size::BODY,
    size::PLAIN,
    size::LARGE,
    size::TITLE,
];

/// The line height `height` is a whole number of: the closest fit among [`LINES`], `k` times.
fn line_of(height: f32, k: f32) -> f32 {
    let fit = |line: f32| {
        let lines = (height / line).round().max(1.0);
        (height - lines * line).abs()
    };
    LINES
        .iter()
        .map(|s| s * k * 1.3)
        .min_by(|a, b| fit(*a).total_cmp(&fit(*b)))
        .unwrap_or(size::BODY * k * 1.3)
}

/// How far down a box (a button, a framed part) may stand over the fold with none of its
/// words: that much of it is a sliver of its frame, and the fold goes over it.
const SLIVER: f32 = 16.0;
/// How tall a box of no words (a row of dice) may be for the fold to go over it rather
/// than through it: a taller one (a picture, a diagram) is cut as a scroller cuts.
const PICTURES: f32 = 72.0;

/// Where a fold at `fold` goes so as not to run through a text laid out at `texts` (the app's
/// sizes `k` times): the lowest line boundary at or over it of each text it crosses; and over
/// each of `boxes` whose top it shows by less than [`SLIVER`] with none of its words (a
/// button's frame stood 3 to 10 px over the fold, empty), or that holds no words at all and
/// is no taller than [`PICTURES`] (Malaka's dice stood cut in half at 150 % of 1366×768)
/// and is not in a scroller of its own inside. Each box comes with whether it is in such a
/// scroller; `pictures` says whether wordless boxes count at all.
fn folded(
    fold: f32,
    texts: &[Rectangle],
    boxes: &[(Rectangle, bool)],
    pictures: bool,
    k: f32,
) -> f32 {
    let mut at = fold;
    // (A text beside another may cross the fold moved: a few rounds settle it.)
    for _ in 0..4 {
        let before = at;
        for t in texts {
            if t.y < at - 1.0 && t.y + t.height > at + 1.0 {
                let line = line_of(t.height, k);
                at = at.min(t.y + ((at - t.y) / line + 0.05).floor() * line);
            }
        }
        for (b, scrolls) in boxes {
            let crossed = b.y < at - 0.5 && b.y + b.height > at + 0.5;
            let inside = |t: &&Rectangle| {
                t.y < b.y + b.height
                    && t.y + t.height > b.y
                    && t.x < b.x + b.width
                    && t.x + t.width > b.x
            };
            let worded_over = texts.iter().filter(inside).any(|t| t.y < at);
            let wordless = !texts.iter().any(|t| inside(&t));
            let sliver = at - b.y < SLIVER * k && !worded_over;
            let picture = pictures && wordless && !scrolls && b.height <= PICTURES * k;
            if crossed && (sliver || picture) {
                at = b.y;
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
        let fold = folded(view, &seen.texts, &seen.boxes, self.pictures, self.k);
        if fold >= view - 0.5 || fold <= 0.0 {
            return Some(node);
        }
        // (A scroller that fills its column is given its height as its least: the fold
        // lowers that too.)
        let shorter = layout::Limits::new(
            Size::new(limits.min().width, limits.min().height.min(fold)),
            Size::new(limits.max().width, fold),
        );
        Some(content.as_widget_mut().layout(tree, renderer, &shorter))
    }
}

/// The scroller's content's height and its texts, at rest; a text in a scroller inside it
/// where that one shows it (a move list kept at its foot shows its last rounds).
#[derive(Default)]
struct Seen {
    content: f32,
    texts: Vec<Rectangle>,
    /// The boxes (containers, buttons, rows) around them, each with whether it is in a
    /// scroller inside.
    boxes: Vec<(Rectangle, bool)>,
    scrollers: usize,
    /// How far the scrollers inside, around what is walked now, move their words, and what
    /// shows of the innermost.
    inside: Vec<(Vector, Rectangle)>,
    /// A scroller inside just met: its move and view, for the walk of its content.
    next: Option<(Vector, Rectangle)>,
}

impl Operation for Seen {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let Some((moved, view)) = self.next.take() else {
            operate(self);
            return;
        };
        let around = self.inside.last().map_or(Vector::ZERO, |(m, _)| *m);
        self.inside.push((around + moved, view - around));
        operate(self);
        self.inside.pop();
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn operation::Scrollable,
    ) {
        // (The first is the scroller folded; one inside it moves its words as it shows them.)
        if self.scrollers == 0 {
            self.content = content.height;
        } else {
            self.next = Some((translation, bounds));
        }
        self.scrollers += 1;
    }

    fn container(&mut self, _id: Option<&Id>, bounds: Rectangle) {
        if let Some(shown) = self.shown(bounds) {
            self.boxes.push((shown, !self.inside.is_empty()));
        }
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, _text: &str) {
        if let Some(shown) = self.shown(bounds) {
            self.texts.push(shown);
        }
    }
}

impl Seen {
    /// Where a part laid out at `bounds` shows in the scroller folded: moved as the scrollers
    /// inside move it, `None` where one of them shows none of it.
    fn shown(&self, bounds: Rectangle) -> Option<Rectangle> {
        match self.inside.last() {
            None => Some(bounds),
            Some((moved, view)) => Some(bounds - *moved).filter(|shown| shown.intersects(view)),
        }
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
        assert!((folded(130.0, &[text], &[], false, 1.0) - (100.0 + body)).abs() < 0.01);
        // A fold between two lines, or under the text, stays.
        assert!(
            (folded(100.0 + 2.0 * body, &[text], &[], false, 1.0) - (100.0 + 2.0 * body)).abs()
                < 0.01
        );
        assert_eq!(folded(200.0, &[text], &[], false, 1.0), 200.0);
        // A fold through a text's only line goes over it.
        let one = Rectangle::new(iced::Point::new(0.0, 150.0), Size::new(200.0, body));
        assert_eq!(folded(160.0, &[one], &[], false, 1.0), 150.0);
    }

    #[test]
    fn a_fold_over_a_boxs_empty_top_goes_over_the_box() {
        let body = size::BODY * 1.3;
        let at = |x: f32, y: f32, w: f32, h: f32| {
            Rectangle::new(iced::Point::new(x, y), Size::new(w, h))
        };
        // A button from 200, its words 8 px down: a fold at 206 would show 6 px of its frame
        // and none of its words; it goes over the button.
        let button = at(0.0, 200.0, 120.0, body + 16.0);
        let words = at(10.0, 208.0, 80.0, body);
        let column = at(0.0, 0.0, 300.0, 400.0);
        let above = at(0.0, 100.0, 200.0, body);
        let texts = [above, words];
        assert_eq!(
            folded(
                206.0,
                &texts,
                &[(column, false), (button, false)],
                false,
                1.0
            ),
            200.0
        );
        // Once its words begin over the fold (they are cut there and the fold goes over
        // them), or the box stands further than a sliver over it, the box is not the reason.
        assert_eq!(
            folded(
                230.0,
                &texts,
                &[(column, false), (button, false)],
                false,
                1.0
            ),
            230.0
        );
        let tall = at(0.0, 200.0, 120.0, 80.0);
        let deep = at(10.0, 250.0, 80.0, body);
        assert_eq!(
            folded(
                240.0,
                &[above, deep],
                &[(column, false), (tall, false)],
                false,
                1.0
            ),
            240.0
        );
        // Words beside it, over the fold but not over the box's top, are not its own: the
        // box still goes, and the fold, now through their line, goes over that too.
        let beside = at(150.0, 206.0 - body - 1.0, 80.0, body);
        let fold = folded(
            206.0,
            &[above, beside, words],
            &[(column, false), (button, false)],
            false,
            1.0,
        );
        assert_eq!(fold, beside.y);
    }

    #[test]
    fn a_fold_through_a_row_of_dice_goes_over_it() {
        let at = |y: f32, h: f32| Rectangle::new(iced::Point::new(0.0, y), Size::new(200.0, h));
        let words = at(100.0, size::BODY * 1.3);
        // Dice 50 px high from 200: a fold at 235 goes over them.
        assert_eq!(
            folded(235.0, &[words], &[(at(200.0, 50.0), false)], true, 1.0),
            200.0
        );
        // Where pictures are the scroller's matter (the band's cards), the fold cuts them.
        assert_eq!(
            folded(235.0, &[words], &[(at(200.0, 50.0), false)], false, 1.0),
            235.0
        );
        // Cards in a scroller of their own scroll there: the fold may cut them.
        assert_eq!(
            folded(235.0, &[words], &[(at(200.0, 50.0), true)], true, 1.0),
            235.0
        );
        // A picture taller than a row of dice is cut as a scroller cuts.
        assert_eq!(
            folded(235.0, &[words], &[(at(200.0, 150.0), false)], true, 1.0),
            235.0
        );
        // A box with words under the fold is the words' to settle.
        let under = at(240.0, size::BODY * 1.3);
        assert_eq!(
            folded(
                235.0,
                &[words, under],
                &[(at(200.0, 60.0), false)],
                true,
                1.0
            ),
            235.0
        );
    }

    #[test]
    fn a_grown_panels_fold_goes_by_its_grown_lines() {
        // Six lines of body text 1.1 times their size from 100 (a panel grown at 1920×1080):
        // a fold 3.5 of its lines down goes up to the third line's foot. Taken at the sizes'
        // own heights (k = 1) the text read as lines of plain text (20.8 px, not 21.45),
        // and the fold stood 2 px over the third line's foot, its last 2 px cut.
        let k = 1.1;
        let line = size::BODY * k * 1.3;
        let text = Rectangle::new(iced::Point::new(0.0, 100.0), Size::new(200.0, 6.0 * line));
        let fold = folded(100.0 + 3.5 * line, &[text], &[], false, k);
        assert!((fold - (100.0 + 3.0 * line)).abs() < 0.01, "{fold}");
    }
}
