//! The Learn screen drawn: the lesson's board, and beside it the lessons, what this one
//! teaches, its goal, the score, the turn, and the verdict with the way on.

use iced::widget::{button, column, container, responsive, row, scrollable, space, text};
use iced::{Alignment, Element, Fill};

use super::{Learn, Message};
use crate::boards::lesson::Verdict;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};

impl Learn {
    /// The screen: the lesson's board on the left; on the right the lessons, what this one
    /// teaches, its goal, the score, the turn, and the verdict with the way on.
    pub fn view(&self) -> Element<'_, Message> {
        let header = row![
            focus::tip(crate::ui::screen::home("learn.home"), &Command::Back),
            column![
                text(format!("Learn {}", self.kind.name())).size(size::TITLE),
                text(format!(
                    "Lesson {} of {}: {}",
                    self.at + 1,
                    self.lessons.len(),
                    self.lesson().title
                ))
                .size(size::SMALL)
                .style(style::text::soft),
            ]
            .width(Fill),
            focus::ring(
                "learn.match",
                button("Play a match")
                    .on_press(Message::Go(Route::NewMatch(self.kind)))
                    .style(style::button::secondary)
            ),
            focus::tip(crate::ui::screen::keys("learn.keys"), &Command::Shortcuts),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        // The panel narrows with the window (or a large zoom), so that the board keeps room:
        // at 200 % of 1024×640 a panel of 420 px left the board 76 px across.
        let body = responsive(move |room| {
            let board = container(self.playing.board().map(Message::Board))
                .width(Fill)
                .height(Fill);
            row![board, self.side(side_width(room.width))]
                .spacing(16)
                .height(Fill)
                .into()
        });
        column![header, body].spacing(10).into()
    }

    /// The lessons as numbered buttons (a tick on those done), wrapping onto a second row
    /// where the panel is too narrow for them all (nine ticked ones at 1280×800).
    fn steps(&self) -> Element<'_, Message> {
        let mut steps = row![].spacing(4);
        for (i, lesson) in self.lessons.iter().enumerate() {
            let label = if self.done.contains(&lesson.id) {
                format!("{} ✓", i + 1)
            } else {
                format!("{}", i + 1)
            };
            steps = steps.push(
                focus::ring(
                    format!("learn.lesson.{i}"),
                    button(text(label).size(size::SMALL))
                        .on_press(Message::Open(i))
                        .style(style::button::choice(i == self.at)),
                )
                .group("lessons"),
            );
        }
        steps.wrap().vertical_spacing(4).into()
    }

    /// The panel beside the board, `width` across.
    fn side(&self, width: f32) -> Element<'_, Message> {
        let lesson = self.lesson();
        let words = column![
            self.steps(),
            text(lesson.title.as_str()).size(size::LARGE),
            text(lesson.teach.as_str()),
            row![
                text("Goal").size(size::LARGE).style(style::text::accent),
                text(lesson.goal.as_str()).width(Fill),
            ]
            .spacing(10)
            // A goal of two or three lines: the word beside its first line.
            .align_y(Alignment::Start),
            self.playing.standing().map(Message::Board),
        ]
        .spacing(8);
        let mut hint = row![
            focus::ring(
                "learn.hint",
                button(if self.hint { "Hide the hint" } else { "Hint" })
                    .on_press(Message::Hint)
                    .style(style::button::secondary)
            ),
            focus::ring(
                "learn.again",
                button("Start again")
                    .on_press(Message::Retry)
                    .style(style::button::secondary)
            ),
        ]
        .spacing(8);
        if self.at > 0 {
            hint = hint.push(focus::ring(
                "learn.previous",
                button("Previous lesson")
                    .on_press(Message::Open(self.at - 1))
                    .style(style::button::quiet),
            ));
        }
        // Once the lesson is decided, the verdict takes the turn's place.
        let turn = match self.verdict {
            Verdict::Going => self.playing.turn().map(Message::Board),
            _ => self.outcome(),
        };
        let mut panel = column![words, turn, hint].spacing(12);
        if self.hint {
            panel = panel.push(text(lesson.hint.as_str()).style(style::text::soft));
        }
        container(scrollable(panel.padding(iced::Padding::ZERO.right(14))).height(Fill))
            .padding(12)
            .width(width)
            .height(Fill)
            .style(style::container::panel)
            .into()
    }

    /// The verdict in words, with the way on: the next lesson, a match, or a retry.
    fn outcome(&self) -> Element<'_, Message> {
        match &self.verdict {
            Verdict::Going => space().into(),
            Verdict::Done => {
                let last = self.at + 1 == self.lessons.len();
                let next = focus::ring(
                    "learn.next",
                    if last {
                        button("Play a level-1 match")
                            .on_press(Message::Play)
                            .style(style::button::primary)
                    } else {
                        button("Next lesson")
                            .on_press(Message::Open(self.at + 1))
                            .style(style::button::primary)
                    },
                );
                let mut said = column![
                    text("Well done.")
                        .size(size::LARGE)
                        .style(style::text::good),
                    text(self.lesson().done.as_str()),
                ]
                .spacing(6);
                if last {
                    said = said.push(text(format!(
                        "That was the last lesson of {}: try a match against the computer.",
                        self.kind.name()
                    )));
                }
                container(said.push(next))
                    .padding(10)
                    .width(Fill)
                    .style(style::container::good)
                    .into()
            }
            Verdict::Missed(why) => container(
                column![
                    text("Not quite.")
                        .size(size::LARGE)
                        .style(style::text::warn),
                    text(why.as_str()),
                    focus::ring(
                        "learn.retry",
                        button("Try again")
                            .on_press(Message::Retry)
                            .style(style::button::primary)
                    ),
                ]
                .spacing(6),
            )
            .padding(10)
            .width(Fill)
            .style(style::container::tray)
            .into(),
        }
    }
}

/// The lesson panel's width in a room `across` wide: as the match's panel, 420 px where there
/// is room and never under 290 px (its words wrap in 16 ems), the board giving way on a narrow
/// room (test `ui learn::a_lesson_keeps_its_board_on_a_narrow_room`).
fn side_width(across: f32) -> f32 {
    (across * 0.42).clamp(290.0, 420.0)
}
