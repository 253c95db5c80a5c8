//! The new-match form's lines of choices: each seat (who sits there, the computer's level and
//! its rating) and the clocks.

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element, Fill};

use super::super::sign;
use super::message::{Message, Sit};
use crate::boards::ai::MAX_LEVEL;
use crate::boards::session::TimeControl;
use crate::ui::board::SeatInk;
use crate::ui::focus;
use crate::ui::theme::{size, style};

/// A seat's line: its colour, who sits there and, for the computer, its level with the
/// level's rating (`ratings`, levels 1 to 5) under it; everything `k` times its size.
pub(super) fn seat_line<'a>(
    ink: SeatInk,
    i: usize,
    sit: &'a Sit,
    ratings: &[u16; 5],
    k: f32,
) -> Element<'a, Message> {
    let (small, plain) = (size::SMALL * k, size::PLAIN * k);
    let colour = ink.word(i);
    let mut label = format!("{}{}", colour[..1].to_uppercase(), &colour[1..]);
    if i == 0 {
        label.push_str(" (moves first)");
    }
    let pick = |label: &'static str, to: Sit, chosen: bool| {
        focus::ring(
            format!("form.seat{i}.{label}"),
            button(text(label).size(plain))
                .on_press(Message::Sit(i, to))
                .style(style::button::choice(chosen)),
        )
        .group("form.seat")
    };
    let is_computer = matches!(sit, Sit::Level(_) | Sit::Seconds(_));
    // The choices wrap beside the seat's name: in one row they ran past the window's edge
    // (the friend's name box a sliver at 200 % of 1024×640).
    let mut line = row![
        pick("You", Sit::You, *sit == Sit::You),
        pick(
            "A friend",
            Sit::Friend(String::new()),
            matches!(sit, Sit::Friend(_))
        ),
        pick("The computer", Sit::Level(2), is_computer),
    ]
    .spacing(6.0 * k)
    .align_y(Alignment::Center);
    match sit {
        Sit::Friend(name) => {
            let id = format!("form.seat{i}.name");
            line = line.push(
                focus::ring(
                    id.clone(),
                    text_input("Their name", name)
                        .id(id)
                        .on_input(move |n| Message::Name(i, n))
                        .size(plain)
                        .width(180.0 * k),
                )
                .field(),
            );
        }
        Sit::Level(_) | Sit::Seconds(_) => {
            // The levels, and the times a move, each wrap as one (a time alone on a line
            // read as another choice).
            let mut levels = row![text("level").size(small)]
                .spacing(6.0 * k)
                .align_y(Alignment::Center);
            for level in 1..=MAX_LEVEL {
                levels = levels.push(pick_level(i, level, *sit == Sit::Level(level), k));
            }
            let mut times = row![text("or a move in").size(small)]
                .spacing(6.0 * k)
                .align_y(Alignment::Center);
            for seconds in [2, 5] {
                times = times.push(
                    focus::ring(
                        format!("form.seat{i}.seconds{seconds}"),
                        button(text(format!("{seconds} seconds")).size(plain))
                            .on_press(Message::Sit(i, Sit::Seconds(seconds)))
                            .style(style::button::choice(*sit == Sit::Seconds(seconds))),
                    )
                    .group("form.level"),
                );
            }
            line = line.push(levels).push(times);
        }
        Sit::You => {}
    }
    // The seat's sign and name as wide as a rule's name above, so that the choices of both
    // stand in one column.
    let line = row![
        row![sign::sign(ink, i), text(label).size(plain)]
            .spacing(6.0 * k)
            .align_y(Alignment::Center)
            .width(LABEL * k),
        line.width(Fill).wrap().vertical_spacing(6.0 * k),
    ]
    .spacing(6.0 * k)
    .align_y(Alignment::Center);
    match sit {
        Sit::Level(level) => {
            let rating = ratings.get(usize::from(*level).saturating_sub(1));
            column![
                line,
                text(rating.map_or_else(String::new, |r| rating_words(*level, *r)))
                    .size(small)
                    .style(style::text::soft),
            ]
            .spacing(4.0 * k)
            .into()
        }
        _ => line.into(),
    }
}

/// The width of a seat's sign and name, and of a rule's name (times what the form grows by).
pub(super) const LABEL: f32 = 200.0;

/// How strong a level is, in words: its rating from the levels playing each other, level 1
/// being the ladder's foot at 1000 (said once for level 1 itself).
fn rating_words(level: u8, rating: u16) -> String {
    if level == 1 {
        format!(
            "Level 1 is rated {rating}, the foot of the ladder: measured by the levels playing each other."
        )
    } else {
        format!(
            "Level {level} is rated {rating}, level 1 being 1000: measured by the levels \
             playing each other."
        )
    }
}

/// The clocks: none, or one of the usual time controls, for people at one screen; with the
/// computer in a seat, a line saying so instead; everything `k` times its size.
pub(super) fn clocks<'a>(
    chosen: Option<TimeControl>,
    only_people: bool,
    k: f32,
) -> Element<'a, Message> {
    let (small, plain) = (size::SMALL * k, size::PLAIN * k);
    let heading = text("Time control").size(size::LARGE * k);
    if !only_people {
        return column![
            heading,
            text("Clocks are for people playing each other at this screen: none runs against the computer.")
                .size(small)
                .style(style::text::soft),
        ]
        .spacing(6.0 * k)
        .into();
    }
    let pick = |label: String, id: String, to: Option<TimeControl>| {
        focus::ring(
            format!("form.time.{id}"),
            button(text(label).size(plain))
                .on_press(Message::Time(to))
                .style(style::button::choice(chosen == to)),
        )
        .group("form.time")
    };
    let mut line = row![pick("No clocks".into(), "none".into(), None)]
        .spacing(6.0 * k)
        .align_y(Alignment::Center);
    for control in TimeControl::USUAL {
        line = line.push(pick(
            control.to_string(),
            control.to_string(),
            Some(control),
        ));
    }
    let words = chosen.map_or_else(
        || "Each of you takes the time you like.".to_owned(),
        |control| format!("{}; whoever runs out of time loses.", control.words()),
    );
    column![
        heading,
        line.wrap().vertical_spacing(6.0 * k),
        text(words).size(small).style(style::text::soft),
    ]
    .spacing(6.0 * k)
    .into()
}

fn pick_level<'a>(seat: usize, level: u8, chosen: bool, k: f32) -> Element<'a, Message> {
    focus::ring(
        format!("form.seat{seat}.level{level}"),
        button(text(level.to_string()).size(size::PLAIN * k))
            .on_press(Message::Sit(seat, Sit::Level(level)))
            .style(style::button::choice(chosen)),
    )
    .group("form.level")
    .into()
}
