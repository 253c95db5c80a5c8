//! The hand's fan in the band where it fits (issue 40): on a compact table whose words leave
//! the band room for it (a short question, a small hand: 1024×640 at 100 %), the band shows
//! the fan itself under the card and the words; else the hand's one line, the fan under the
//! fold. Which one fits is known only once the words are laid out, so [`Roomy`] decides as it
//! lays them out, and tells the fan under the fold ([`Unless`], laid out after it) to stand
//! aside, so that the hand never shows twice.

use std::cell::Cell;
use std::rc::Rc;

use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector, mouse};
use iced_core::widget::{Operation, Tree};
use iced_core::{Clipboard, Layout, Shell, Widget, layout, overlay, renderer};

use super::Message;

/// Whether the band chose the fan: set by [`Roomy`] as it lays out, read by [`Unless`].
pub(super) type Chose = Rc<Cell<bool>>;

/// The band's words over the hand's fan where both fit its height (the words as tall as
/// they are, the fan at the foot), else over the hand's line (the words taking the rest).
pub(super) struct Roomy<'a> {
    /// The words (and the card), their height their own (they scroll within what is left).
    words: Element<'a, Message>,
    /// The hand's fan, and its one line.
    fan: Element<'a, Message>,
    line: Element<'a, Message>,
    gap: f32,
    chose: Chose,
}

impl<'a> Roomy<'a> {
    /// `words` over `fan` where it fits, else over `line`, `gap` apart; `chose` is told which.
    pub fn new(
        words: impl Into<Element<'a, Message>>,
        fan: impl Into<Element<'a, Message>>,
        line: impl Into<Element<'a, Message>>,
        gap: f32,
        chose: Chose,
    ) -> Self {
        Roomy {
            words: words.into(),
            fan: fan.into(),
            line: line.into(),
            gap,
            chose,
        }
    }

    /// The parts on show (the fan or the line after the words), with their trees and layouts.
    fn shown(&self) -> [usize; 2] {
        [0, if self.chose.get() { 1 } else { 2 }]
    }

    fn part(&self, i: usize) -> &Element<'a, Message> {
        match i {
            0 => &self.words,
            1 => &self.fan,
            _ => &self.line,
        }
    }

    fn part_mut(&mut self, i: usize) -> &mut Element<'a, Message> {
        match i {
            0 => &mut self.words,
            1 => &mut self.fan,
            _ => &mut self.line,
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
        vec![
            Tree::new(&self.words),
            Tree::new(&self.fan),
            Tree::new(&self.line),
        ]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&[&self.words, &self.fan, &self.line]);
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
        let under = |part: &mut Element<'_, Message>, tree: &mut Tree| {
            part.as_widget_mut().layout(
                tree,
                renderer,
                &layout::Limits::new(Size::ZERO, Size::new(room.width, room.height)),
            )
        };
        let words_in = |words: &mut Element<'_, Message>, tree: &mut Tree, high: f32| {
            words.as_widget_mut().layout(
                tree,
                renderer,
                &layout::Limits::new(Size::ZERO, Size::new(room.width, high.max(0.0))),
            )
        };
        let fan = under(&mut self.fan, &mut tree.children[1]);
        let left = room.height - fan.size().height - self.gap;
        let words = words_in(&mut self.words, &mut tree.children[0], left);
        // The words fit over the fan when they take less than all it leaves (else they
        // would scroll).
        let fits = left > 0.0 && words.size().height < left - 0.5;
        self.chose.set(fits);
        let (words, foot) = if fits {
            (words, fan)
        } else {
            let line = under(&mut self.line, &mut tree.children[2]);
            let left = room.height - line.size().height - self.gap;
            let words = words_in(&mut self.words, &mut tree.children[0], left);
            (words, line)
        };
        let foot_at = room.height - foot.size().height;
        let foot = foot.move_to(iced::Point::new(0.0, foot_at));
        let hidden = layout::Node::new(Size::ZERO);
        let children = if fits {
            vec![words, foot, hidden]
        } else {
            vec![words, hidden, foot]
        };
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
        for i in self.shown() {
            self.part_mut(i).as_widget_mut().operate(
                &mut tree.children[i],
                places[i],
                renderer,
                operation,
            );
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
        for i in self.shown() {
            self.part_mut(i).as_widget_mut().update(
                &mut tree.children[i],
                event,
                places[i],
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
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
        self.shown()
            .into_iter()
            .map(|i| {
                self.part(i).as_widget().mouse_interaction(
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
        for i in self.shown() {
            self.part(i).as_widget().draw(
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
        let foot = self.shown()[1];
        let places: Vec<Layout<'b>> = layout.children().collect();
        let [words_tree, fan_tree, line_tree] = &mut tree.children[..] else {
            return None;
        };
        let (words, rest) = (&mut self.words, (&mut self.fan, &mut self.line));
        let mut shown = vec![words.as_widget_mut().overlay(
            words_tree,
            places[0],
            renderer,
            viewport,
            translation,
        )];
        shown.push(if foot == 1 {
            rest.0
                .as_widget_mut()
                .overlay(fan_tree, places[1], renderer, viewport, translation)
        } else {
            rest.1
                .as_widget_mut()
                .overlay(line_tree, places[2], renderer, viewport, translation)
        });
        let shown: Vec<_> = shown.into_iter().flatten().collect();
        (!shown.is_empty()).then(|| overlay::Group::with_children(shown).overlay())
    }
}

/// The hand's fan under the fold, unless the band chose to show it ([`Roomy`], laid out
/// before it): then nothing, of no size.
pub(super) struct Unless<'a> {
    content: Element<'a, Message>,
    chose: Chose,
}

impl<'a> Unless<'a> {
    /// `content`, unless `chose` says the band shows it.
    pub fn new(content: impl Into<Element<'a, Message>>, chose: Chose) -> Self {
        Unless {
            content: content.into(),
            chose,
        }
    }
}

impl<'a> From<Unless<'a>> for Element<'a, Message> {
    fn from(unless: Unless<'a>) -> Self {
        Element::new(unless)
    }
}

impl Widget<Message, Theme, Renderer> for Unless<'_> {
    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&[&self.content]);
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        if self.chose.get() {
            return layout::Node::new(Size::ZERO);
        }
        let node = self
            .content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits);
        layout::Node::with_children(node.size(), vec![node])
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        if let Some(place) = layout.children().next() {
            self.content
                .as_widget_mut()
                .operate(&mut tree.children[0], place, renderer, operation);
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
        if let Some(place) = layout.children().next() {
            self.content.as_widget_mut().update(
                &mut tree.children[0],
                event,
                place,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
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
        layout
            .children()
            .next()
            .map(|place| {
                self.content.as_widget().mouse_interaction(
                    &tree.children[0],
                    place,
                    cursor,
                    viewport,
                    renderer,
                )
            })
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
        if let Some(place) = layout.children().next() {
            self.content.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                place,
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
        let place = layout.children().next()?;
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            place,
            renderer,
            viewport,
            translation,
        )
    }
}
