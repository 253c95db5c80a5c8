//! Under terse answers (a low room: each answer in one line), one answer's whole detail: the
//! hovered answer's, else the one with the focus ring's, else the ★'s (issue 40). The line is
//! as tall as the tallest answer's detail, whichever shows, so that pointing at an answer
//! never moves the band or changes what it chose to show ([`super::roomy`]).

use iced::widget::{Id, container};
use iced::{Element, Fill, Renderer};
use iced_core::layout;
use iced_core::widget::Tree;

use crate::tarot::question::Answer;
use crate::ui::focus;
use crate::ui::theme::style;
use crate::ui::widget::wrap::{Hooks, Wrap};

use super::{Message, odds};

/// The answer whose detail shows under terse ones (`answers` counted from 0): `hovered`,
/// else the one with the focus ring, else the one the ★ is on where it has more to say than
/// its name, else the first that has, else the ★'s, else the first. (At rest the line
/// echoed "1. Flip the next card" alone, in a box as tall as a Wands action's detail: at
/// 1024×640 at 200 %, test `ui fit::compact`.)
pub(super) fn chosen(hovered: Option<usize>, answers: &[Answer], shown: &odds::Shown<'_>) -> usize {
    let said = |a: &&Answer| odds::has_detail(shown, a);
    let best = answers.iter().position(|a| shown.is_best(a));
    hovered
        .filter(|&i| i < answers.len())
        .or_else(|| (0..answers.len()).find(|i| focus::is_shown(&Id::from(format!("answer.{i}")))))
        .or_else(|| best.filter(|&i| said(&&answers[i])))
        .or_else(|| answers.iter().position(|a| said(&a)))
        .or(best)
        .unwrap_or(0)
}

/// The detail of answer `chosen` of `answers`, in a line as tall as the tallest of theirs.
pub(super) fn line<'a>(
    shown: &odds::Shown<'_>,
    answers: &[Answer],
    chosen: usize,
) -> Element<'a, Message> {
    let detail = |i: usize, answer: &Answer| -> Element<'a, Message> {
        container(odds::detail(shown, i + 1, answer))
            .padding([2, 6])
            .width(Fill)
            .style(style::container::tray)
            .into()
    };
    let mut others = Vec::new();
    let mut on_show = None;
    for (i, answer) in answers.iter().enumerate() {
        if i == chosen {
            on_show = Some(detail(i, answer));
        } else {
            others.push(detail(i, answer));
        }
    }
    match on_show {
        Some(on_show) => Wrap::new(on_show, Tallest(others)).into(),
        None => iced::widget::space().into(),
    }
}

/// Lays its content out as tall as the tallest of these others (laid out in the same room,
/// never drawn).
struct Tallest<'a>(Vec<Element<'a, Message>>);

impl Hooks<Message> for Tallest<'_> {
    fn layout(
        &mut self,
        content: &mut Element<'_, Message>,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> Option<layout::Node> {
        let node = content.as_widget_mut().layout(tree, renderer, limits);
        let tallest = self
            .0
            .iter_mut()
            .map(|other| {
                let mut tree = Tree::new(&*other);
                other
                    .as_widget_mut()
                    .layout(&mut tree, renderer, limits)
                    .size()
                    .height
            })
            .fold(node.size().height, f32::max);
        let size = iced::Size::new(node.size().width, tallest);
        Some(layout::Node::with_children(size, node.children().to_vec()))
    }
}
