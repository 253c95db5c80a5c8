//! The panel's analysis of a finished match: the button that starts it, its progress bar,
//! each side's count of errors, the advantage over the game as a graph to click through, and
//! what the computer says of the move on show.

use iced::mouse;
use iced::widget::canvas::{self, Action, Event, Frame, Geometry, Path, Stroke};
use iced::widget::{button, column, progress_bar, row, text};
use iced::{Alignment, Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme};

use super::super::live::Ui;
use super::super::message::Message;
use super::super::review::Reviewing;
use super::super::sign;
use super::facts::Facts;
use crate::boards::analysis::{Analysis, Mark, Review};
use crate::ui::board::{SeatInk, sentence};
use crate::ui::focus;
use crate::ui::theme::{ink, size, style};

/// The graph's height.
const GRAPH: f32 = 64.0;

/// The analysis part of a finished match's panel: a button before, a progress bar during,
/// the counts, the graph and the move's review after.
pub(super) fn view<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    let Some(reviewing) = &ui.review else {
        return column![
            focus::ring(
                "match.analyse",
                button("Analyse the match")
                    .on_press(Message::Analyse)
                    .style(style::button::primary),
            ),
            text("The computer looks at every move and marks the errors, with why.")
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .spacing(4)
        .into();
    };
    if let Some(why) = &reviewing.failed {
        return text(format!("The match could not be analysed: {why}."))
            .style(style::text::accent)
            .into();
    }
    let Some(analysis) = &reviewing.analysis else {
        let (done, all) = reviewing.progress;
        return column![
            text(format!(
                "The computer is looking at move {} of {all}…",
                (done + 1).min(all)
            )),
            progress_bar(0.0..=all.max(1) as f32, done as f32).girth(10),
        ]
        .spacing(6)
        .into();
    };
    let mut parts = column![].spacing(6);
    for seat in &facts.seats {
        let tally = analysis.errors_in_words(seat.seat);
        parts = parts.push(
            row![
                sign::sign(facts.ink, usize::from(seat.seat)),
                text(format!("{}: {tally}", seat.name)).size(size::SMALL),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    // What the computer says of the move on show comes before the graph: in a short panel
    // (200 % of 1024x640) the graph stood in view and the sentence under the fold.
    let at = ui.view.unwrap_or(facts.moves.len());
    parts = parts.push(said(facts, reviewing, at));
    parts = parts.push(
        canvas::Canvas::new(Graph {
            analysis,
            ink: facts.ink,
            at,
        })
        .width(Fill)
        .height(GRAPH),
    );
    parts.into()
}

/// What the computer says of the move that led to the position on show (move `at`), and of
/// the move played next when it was an error (its better move is drawn on the board).
fn said<'a>(facts: &Facts, reviewing: &Reviewing, at: usize) -> Element<'a, Message> {
    let who = |review: &Review| {
        facts
            .seats
            .iter()
            .find(|s| s.seat == review.seat)
            .map_or_else(String::new, |s| {
                if s.plain == crate::boards::session::YOU {
                    "you".to_owned()
                } else {
                    s.plain.clone()
                }
            })
    };
    let mut lines = column![].spacing(4);
    match reviewing.move_review(at) {
        Some(review) => {
            let mut line = format!(
                "{} {}{} by {}: {}",
                facts.number(at - 1),
                review.played,
                review.mark.sign(),
                who(review),
                mark_words(review.mark),
            );
            if let Some(why) = &review.why {
                line = format!("{line} {}", sentence(why));
            }
            lines = lines.push(text(line).style(mark_style(review.mark)));
        }
        None => {
            lines = lines.push(
                text("Click the graph or a move to see what the computer says of it.")
                    .size(size::SMALL)
                    .style(style::text::soft),
            );
        }
    }
    if let Some(next) = reviewing.move_review(at + 1).filter(|r| r.mark.is_error()) {
        lines = lines.push(
            text(format!(
                "Next, {} played {}{}; the better move here, {}, is shown in blue.",
                who(next),
                next.played,
                next.mark.sign(),
                next.best,
            ))
            .size(size::SMALL),
        );
    } else if let Some(next) = (at..facts.moves.len()).find(|&i| {
        reviewing
            .move_review(i + 1)
            .is_some_and(|r| r.mark.is_error())
    }) {
        let error = reviewing
            .move_review(next + 1)
            .map_or_else(String::new, |r| {
                format!(" ({} {}{})", facts.number(next), r.played, r.mark.sign())
            });
        lines = lines.push(focus::ring(
            "review.next",
            button(text(format!("To the next error{error}")).size(size::SMALL))
                .on_press(Message::View(next))
                .style(style::button::secondary),
        ));
    }
    lines.into()
}

/// A mark in words, as a sentence's end.
fn mark_words(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "the computer's choice too.",
        Mark::Good => "a good move.",
        Mark::Inaccuracy => "an inaccuracy.",
        Mark::Mistake => "a mistake.",
        Mark::Blunder => "a blunder.",
    }
}

/// How a mark's words are drawn.
pub(super) fn mark_style(mark: Mark) -> fn(&Theme) -> text::Style {
    match mark {
        Mark::Best | Mark::Good => style::text::good,
        Mark::Inaccuracy => style::text::warn,
        Mark::Mistake | Mark::Blunder => style::text::accent,
    }
}

/// The advantage over the game: the first seat's side's chances after each move, above the
/// middle line when it leads; the move on show a line across, each error a dot; a click
/// looks at the move under it.
struct Graph<'a> {
    analysis: &'a Analysis,
    ink: SeatInk,
    at: usize,
}

impl Graph<'_> {
    /// The moves' count and where move `i` (0: the start) sits across `width`.
    fn x(&self, i: usize, width: f32) -> f32 {
        let moves = self.analysis.reviews.len().max(1);
        i as f32 / moves as f32 * width
    }

    /// Where chances `value` (−1 to 1, the first side's) sit down a graph `height` high.
    fn y(value: f64, height: f32) -> f32 {
        (1.0 - value as f32) / 2.0 * height
    }
}

impl canvas::Program<Message> for Graph<'_> {
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        let Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event else {
            return None;
        };
        let at = cursor.position_in(bounds)?;
        let moves = self.analysis.reviews.len();
        let i = (at.x / bounds.width.max(1.0) * moves as f32).round() as usize;
        Some(Action::publish(Message::View(i.min(moves))).and_capture())
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let page = ink(theme);
        let mut frame = Frame::new(renderer, bounds.size());
        let Size { width, height } = bounds.size();
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), page.sunk);
        let first = sign::look(self.ink, theme, 0).colour;
        let mut values = vec![self.analysis.start];
        values.extend(self.analysis.reviews.iter().map(|r| r.advantage));
        let middle = Self::y(0.0, height);
        let area = Path::new(|p| {
            p.move_to(Point::new(0.0, middle));
            for (i, &value) in values.iter().enumerate() {
                p.line_to(Point::new(self.x(i, width), Self::y(value, height)));
            }
            p.line_to(Point::new(self.x(values.len() - 1, width), middle));
            p.close();
        });
        frame.fill(&area, Color { a: 0.45, ..first });
        frame.stroke(
            &Path::line(Point::new(0.0, middle), Point::new(width, middle)),
            Stroke::default().with_color(page.rule).with_width(1.0),
        );
        let x = self.x(self.at, width);
        frame.stroke(
            &Path::line(Point::new(x, 0.0), Point::new(x, height)),
            Stroke::default().with_color(page.ink).with_width(2.0),
        );
        for (i, review) in self.analysis.reviews.iter().enumerate() {
            if review.mark.is_error() {
                let colour = if review.mark == Mark::Inaccuracy {
                    page.warn
                } else {
                    page.accent
                };
                let dot = Path::circle(
                    Point::new(self.x(i + 1, width), Self::y(review.advantage, height)),
                    3.5,
                );
                frame.fill(&dot, colour);
            }
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _state: &(),
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}
