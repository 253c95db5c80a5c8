//! The band's words and the hand as they fit (issue 40). On a compact table whose words leave
//! the band room for it (a short question, a small hand: 1024×640 at 100 %), the band shows
//! the hand's fan itself under the card and the words; else the hand's one line, the fan under
//! the fold. In a low room (a large zoom) the words come in three choices: every answer whole
//! where what must show fits (the question, the answers, the guide's sentence), else each
//! answer in one line with one answer's detail under them, else without it. What fits is known only once the words are laid out, so [`Roomy`]
//! decides as it lays them out, and tells the fan under the fold ([`unless`], laid out after
//! it) to stand aside, so that the hand never shows twice.

use std::cell::Cell;
use std::rc::Rc;

use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Id, Operation, Tree, operation};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

use super::Message;
use crate::ui::widget::wrap::{Hooks, Placed, Update, Wrap};

/// Whether the band chose the fan: set by [`Roomy`] as it lays out, read by [`Unless`].
pub(super) type Chose = Rc<Cell<bool>>;

/// One way to lay the band's words, and what of them must fit for the band to take it.
pub(super) struct Choice<'a> {
    words: Element<'a, Message>,
    /// Only what must show of `words` (the rest may scroll); `None`: all of them.
    probe: Option<Element<'a, Message>>,
}

impl<'a> Choice<'a> {
    /// `words`, taken where all of them fit.
    pub fn whole(words: Element<'a, Message>) -> Self {
        Choice { words, probe: None }
    }

    /// `words`, taken where `probe` (what must show of them, at their top) fits.
    pub fn probed(words: Element<'a, Message>, probe: Element<'a, Message>) -> Self {
        Choice {
            words,
            probe: Some(probe),
        }
    }
}

/// The hand's fan and its line, the first two of [`Roomy`]'s parts.
const FAN: usize = 0;
const LINE: usize = 1;

/// The band's words (the first of their choices that fits, else the last) over the hand's
/// fan where both fit its height (the words as tall as they are, the fan at the foot), else
/// over the hand's line (the words taking the rest).
pub(super) struct Roomy<'a> {
    /// The fan, the line, then each choice's words and what must show of them (or nothing).
    parts: Vec<Element<'a, Message>>,
    /// Whether each choice has what must show of its words to measure (else its words are
    /// measured).
    probes: Vec<bool>,
    /// Whether the fan is offered (its cards fit across the band).
    offered: bool,
    /// The words taken, and the hand's foot under them (indices into `parts`).
    shown: [usize; 2],
    gap: f32,
    chose: Chose,
}

impl<'a> Roomy<'a> {
    /// The first of `choices` whose words fit over `fan` (where there is one), else over
    /// `line`, `gap` apart (else the last choice over the line); `chose` is told whether the
    /// fan shows.
    pub fn new(
        choices: Vec<Choice<'a>>,
        fan: Option<Element<'a, Message>>,
        line: impl Into<Element<'a, Message>>,
        gap: f32,
        chose: Chose,
    ) -> Self {
        let probes = choices.iter().map(|c| c.probe.is_some()).collect();
        let offered = fan.is_some();
        let fan = fan.unwrap_or_else(|| iced::widget::space().into());
        let mut parts = vec![fan, line.into()];
        for choice in choices {
            parts.push(choice.words);
            parts.push(choice.probe.unwrap_or_else(|| iced::widget::space().into()));
        }
        Roomy {
            parts,
            probes,
            offered,
            shown: [2, LINE],
            gap,
            chose,
        }
    }
}

impl<'a> From<Roomy<'a>> for Element<'a, Message> {
    fn from(roomy: Roomy<'a>) -> Self {
        Element::new(roomy)
    }
}

impl Widget<Message, Theme, Renderer> for Roomy<'_> {
    fn children(&self) -> Vec<Tree> {
        self.parts.iter().map(Tree::new).collect()
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&self.parts);
    }

    fn size(&self) -> Size<Length> {
        Size::new(Length::Fill, Length::Fill)
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let room = limits.max();
        let probes = self.probes.clone();
        let parts = &mut self.parts;
        // (Laid out `high` at most, and whether the band's answers then scroll.)
        let mut lay = |i: usize, high: f32| {
            let node = parts[i].as_widget_mut().layout(
                &mut tree.children[i],
                renderer,
                &layout::Limits::new(Size::ZERO, Size::new(room.width, high.max(0.0))),
            );
            let mut spill = Spill::default();
            parts[i].as_widget_mut().operate(
                &mut tree.children[i],
                Layout::new(&node),
                renderer,
                &mut spill,
            );
            (node, spill.0)
        };
        let feet = [
            (FAN, lay(FAN, room.height).0),
            (LINE, lay(LINE, room.height).0),
        ];
        let left = |foot: &layout::Node| room.height - foot.size().height - self.gap;
        // The first choice whose words take less than all the fan leaves them (else they would
        // scroll), or whose words (or what must show of them) fit over the line.
        let mut shown = (2 * probes.len(), LINE);
        'choosing: for (c, &measured) in probes.iter().enumerate() {
            let (words, probe) = (2 + 2 * c, 3 + 2 * c);
            for (f, (_, foot)) in feet.iter().enumerate().skip(usize::from(!self.offered)) {
                let left = left(foot);
                // (Over the fan all the words must fit: a slit of a scroller under its
                // cards' hover views will not do.)
                // (Words that scroll do not fit, though their scroller, folding between two
                // lines, stands a little shorter than the room: `widget::fold`.)
                let (need, spills) = lay(if measured && f == LINE { probe } else { words }, left);
                if left > 0.0 && !spills && need.size().height < left - 0.5 {
                    shown = (words, f);

                    break 'choosing;
                }
            }
        }
        let (words, f) = shown;
        let (foot_part, foot) = feet[f].clone();
        let (words_node, _) = lay(words, left(&foot));
        self.shown = [words, foot_part];
        self.chose.set(foot_part == FAN);
        let foot_at = room.height - foot.size().height;
        let foot = foot.move_to(iced::Point::new(0.0, foot_at));
        let children = (0..self.parts.len())
            .map(|i| match i {
                _ if i == words => words_node.clone(),
                _ if i == foot_part => foot.clone(),
                _ => layout::Node::new(Size::ZERO),
            })
            .collect();
        layout::Node::with_children(room, children)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        let places: Vec<Layout<'_>> = layout.children().collect();
        for i in self.shown {
            let mut placed = Placed {
                tree: &mut tree.children[i],
                layout: places[i],
                renderer,
            };
            placed.operate(&mut self.parts[i], operation);
        }
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        let places: Vec<Layout<'_>> = layout.children().collect();
        for i in self.shown {
            Update {
                tree: &mut tree.children[i],
                event,
                layout: places[i],
                cursor,
                renderer,
                clipboard: &mut *clipboard,
                shell: &mut *shell,
                viewport,
            }
            .forward(&mut self.parts[i]);
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        let places: Vec<Layout<'_>> = layout.children().collect();
        self.shown
            .into_iter()
            .map(|i| {
                self.parts[i].as_widget().mouse_interaction(
                    &tree.children[i],
                    places[i],
                    cursor,
                    viewport,
                    renderer,
                )
            })
            .max()
            .unwrap_or_default()
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
        let places: Vec<Layout<'_>> = layout.children().collect();
        for i in self.shown {
            self.parts[i].as_widget().draw(
                &tree.children[i],
                renderer,
                theme,
                style,
                places[i],
                cursor,
                viewport,
            );
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        let shown = self.shown;
        let overlays: Vec<_> = self
            .parts
            .iter_mut()
            .zip(&mut tree.children)
            .zip(layout.children())
            .enumerate()
            .filter(|(i, _)| shown.contains(i))
            .filter_map(|(_, ((part, tree), place))| {
                part.as_widget_mut()
                    .overlay(tree, place, renderer, viewport, translation)
            })
            .collect();
        (!overlays.is_empty()).then(|| overlay::Group::with_children(overlays).overlay())
    }
}

/// The band's scroller of the answers and what follows them (here, where the band's
/// choices ask whether it scrolls: band.rs draws it).
pub(super) const ANSWERS: &str = "table.answers";

/// Whether the band's answers (its scroller, [`ANSWERS`]) run on under their fold as laid
/// out.
#[derive(Default)]
struct Spill(bool);

impl Operation for Spill {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        _translation: Vector,
        _state: &mut dyn operation::Scrollable,
    ) {
        if id == Some(&Id::new(ANSWERS)) && content.height > bounds.height + 0.5 {
            self.0 = true;
        }
    }
}

/// The hand's fan under the fold, unless the band chose to show it ([`Roomy`], laid out
/// before it): then it stands aside, of no size.
pub(super) struct Unless(Chose);

/// `content`, unless `chose` says the band shows it ([`Unless`]).
pub(super) fn unless<'a>(
    content: impl Into<Element<'a, Message>>,
    chose: Chose,
) -> Element<'a, Message> {
    Wrap::new(content, Unless(chose)).into()
}

impl Hooks<Message> for Unless {
    fn layout(
        &mut self,
        content: &mut Element<'_, Message>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> Option<layout::Node> {
        (!self.0.get()).then(|| content.as_widget_mut().layout(tree, renderer, limits))
    }
}
