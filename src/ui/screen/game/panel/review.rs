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
        // A match that ended before its first move (a flag, a resignation) has nothing to judge.
        if facts.moves.is_empty() {
            return column![].into();
        }
        return column![
            focus::ring(
                "match.analyse",
                super::again::small_button("Analyse the match", false, facts.k)
                    .on_press(Message::Analyse)
                    .style(style::button::primary),
            ),
            text("The computer looks at every move and marks the errors, with why.")
                .size(facts.at(size::SMALL))
                .style(style::text::soft),
        ]
        .spacing(facts.at(4.0))
        .into();
    };
    if let Some(why) = &reviewing.failed {
        return text(format!("The match could not be analysed: {why}."))
            .size(facts.at(size::PLAIN))
            .style(style::text::accent)
            .into();
    }
    let Some(analysis) = &reviewing.analysis else {
        let (done, all) = reviewing.progress;
        return column![
            text(format!(
                "The computer is looking at move {} of {all}…",
                (done + 1).min(all)
            ))
            .size(facts.at(size::PLAIN)),
            progress_bar(0.0..=all.max(1) as f32, done as f32).girth(10),
        ]
        .spacing(6)
        .into();
    };
    // What the computer says of the move on show comes first, then each side's tally and
    // the graph: in a short panel (200 % of 1024x640) the sentence of why stood under the
    // fold behind them.
    let at = ui.view.unwrap_or(facts.moves.len());
    let mut tally = row![].spacing(facts.at(14.0)).align_y(Alignment::Center);
    for seat in &facts.seats {
        let errors = analysis.errors_in_words(seat.seat);
        tally = tally.push(
            row![
                sign::sign(facts.ink, usize::from(seat.seat)),
                text(format!("{}: {errors}", seat.name)).size(facts.at(size::SMALL)),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    let parts = column![
        said(facts, reviewing, at),
        tally.wrap().vertical_spacing(facts.at(4.0)),
        canvas::Canvas::new(Graph {
            analysis,
            ink: facts.ink,
            at,
        })
        .width(Fill)
        .height(GRAPH),
    ]
    .spacing(8);
    parts.into()
}

/// What the computer says of the move that led to the position on show (move `at`), and of
/// the move played next when it was an error (its better move is drawn on the board).
///
/// Before an error (where "To the next error" leads) the error comes first, whole: its
/// number, move and mark, why it was one, and the better move; the move on show's own line
/// follows, smaller. At 200 % of 1024×640 that is what a short panel shows above its fold
/// (test `ui review::the_next_error_shows_its_mark_why_and_better_move_in_a_short_panel`).
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
    // "2… i1-g1? by you: a mistake. Lets North …"
    let judged = |i: usize, review: &Review| {
        let line = format!(
            "{} {}{} by {}: {}",
            facts.number(i),
            review.played,
            review.mark.sign(),
            who(review),
            mark_words(review.mark),
        );
        match &review.why {
            Some(why) => format!("{line} {}", sentence(why)),
            None => line,
        }
    };
    let (small, plain) = (facts.at(size::SMALL), facts.at(size::PLAIN));
    let mut lines = column![].spacing(facts.at(4.0));
    let next = reviewing.move_review(at + 1).filter(|r| r.mark.is_error());
    if let Some(next) = next {
        // The reason often names the better move already ("… Better: a6-a7."): then only
        // where it is drawn is said.
        let named = next
            .why
            .as_deref()
            .is_some_and(|why| why.contains(&next.best));
        let shown = if named {
            "The better move is shown in blue on the board.".to_owned()
        } else {
            format!("The better move here, {}, is shown in blue.", next.best)
        };
        lines = lines
            .push(
                text(format!("Next, {}", judged(at, next)))
                    .size(plain)
                    .style(mark_style(next.mark)),
            )
            .push(text(shown).size(small));
    }
    match reviewing.move_review(at) {
        // Before an error, the move on show is said after it, smaller.
        Some(review) if next.is_some() => {
            lines = lines.push(
                text(judged(at - 1, review))
                    .size(small)
                    .style(style::text::soft),
            );
        }
        Some(review) => {
            lines = lines.push(
                text(judged(at - 1, review))
                    .size(plain)
                    .style(mark_style(review.mark)),
            );
        }
        None if next.is_none() => {
            lines = lines.push(
                text("Click the graph or a move to see what the computer says of it.")
                    .size(small)
                    .style(style::text::soft),
            );
        }
        None => {}
    }
    if next.is_none()
        && let Some((to, first)) = next_error(facts, reviewing, at)
    {
        let error = reviewing.move_review(to + 1).map_or_else(String::new, |r| {
            format!(" ({} {}{})", facts.number(to), r.played, r.mark.sign())
        });
        let words = if first {
            "To the first error"
        } else {
            "To the next error"
        };
        lines = lines.push(focus::ring(
            "review.next",
            button(text(format!("{words}{error}")).size(small))
                .on_press(Message::View(to))
                .style(style::button::secondary),
        ));
    }
    lines.into()
}

/// The position before the next error after the one on show (`at`), or before the first
/// error of the match when none comes after (then `true`): where "To the next error" leads.
fn next_error(facts: &Facts, reviewing: &Reviewing, at: usize) -> Option<(usize, bool)> {
    let error = |i: &usize| {
        reviewing
            .move_review(i + 1)
            .is_some_and(|r| r.mark.is_error())
    };
    let moves = facts.moves.len();
    (at..moves)
        .find(error)
        .map(|i| (i, false))
        .or_else(|| (0..at.min(moves)).find(error).map(|i| (i, true)))
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
