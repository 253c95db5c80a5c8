//! The match screen's side: who plays (each seat's colour, name and score), whose turn it is
//! in words and colour, Malaka's dice, what a click came to, the moves (click one, or ←/→, to
//! look back), the move box and the buttons; how to play in its place when asked.

use iced::widget::{button, column, container, row, scrollable, space, text, text_input, toggler};
use iced::{Alignment, Element, Fill, Theme};

use super::help;
use super::live::{Live, Note, Ui};
use super::message::Message;
use crate::boards::clock::clock_line;
use crate::boards::game::Seat;
use crate::boards::registry::GameKind;
use crate::boards::session::{Entry, Sitter, Waiting, YOU};
use crate::ui::board::{BoardUi, SeatInk, sentence};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{self, size, style};
use crate::ui::widget::die::Die;

/// One seat as the panel shows it.
#[derive(Clone, Debug)]
pub struct SeatLine {
    seat: Seat,
    name: String,
    /// The name within a sentence ("your friend", "the computer (level 2)").
    plain: String,
    place: Option<&'static str>,
    tally: String,
    to_move: bool,
}

/// What the panel shows, read from the match.
#[derive(Clone, Debug)]
pub struct Facts {
    kind: GameKind,
    /// The seats' colours as the board draws them.
    ink: SeatInk,
    seats: Vec<SeatLine>,
    teams: Option<String>,
    clock_left: Option<String>,
    status: String,
    status_seat: Option<Seat>,
    over: bool,
    /// The options in play as short tags ("18 pyramids · no clock").
    tags: String,
    /// Each move: its seat, its text and what it did in words.
    pub(super) moves: Vec<(Seat, String, Option<String>)>,
    /// What the clicks so far are building, or why the turn is not whole.
    progress: Option<String>,
    /// The move under the pointer in words, and what it lets the next player do.
    foreseen: (Option<String>, Option<String>),
    dice: Option<(Vec<u8>, Vec<bool>)>,
    person: bool,
    confirm: Option<bool>,
    must_pass: bool,
    clock: bool,
    can_undo: bool,
    assisted: bool,
    picked: bool,
    thinking: bool,
}

/// A sitter's name for a sentence's start ("You", "The computer (level 2)").
fn name(sitter: &Sitter) -> String {
    let words = sitter.describe();
    let mut chars = words.chars();
    chars.next().map_or(words.clone(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Reads what the panel shows from a match.
pub fn facts<G: BoardUi>(live: &Live<G>) -> Facts {
    let (s, ui) = (&live.session, &live.ui);
    let game = s.game();
    let waiting = s.waiting();
    let to_move = s.to_move();
    let seats: Vec<SeatLine> = s
        .sitters()
        .iter()
        .enumerate()
        .map(|(i, sitter)| {
            let seat = i as Seat;
            SeatLine {
                seat,
                name: name(sitter),
                plain: sitter.in_sentence(),
                place: game.place(seat),
                tally: game.tally(seat),
                to_move: to_move == Some(seat),
            }
        })
        .collect();
    let teams = (seats.len() == 4 && game.side(0).0 != 1).then(|| {
        let score = |a: Seat, b: Seat| game.score(a) + game.score(b);
        format!(
            "Teams: blue and green ({} points) against red and purple ({} points).",
            score(0, 2),
            score(1, 3)
        )
    });
    let ink = SeatInk::of(G::KIND);
    let colour = |seat: Seat| ink.word(usize::from(seat));
    let (status, status_seat) = match waiting {
        Waiting::Over(_) => (
            s.result_text()
                .map_or_else(|| "The match is over.".into(), |r| sentence(&r)),
            None,
        ),
        Waiting::Person(seat) => {
            let who = s
                .sitters()
                .get(usize::from(seat))
                .map(name)
                .unwrap_or_default();
            let words = if who == YOU {
                "Your turn".to_owned()
            } else {
                format!("{who}'s turn")
            };
            (format!("{words} ({})", colour(seat)), Some(seat))
        }
        Waiting::Computer(seat) => (
            if live.thinking() {
                format!("The computer is thinking… ({})", colour(seat))
            } else {
                format!("The computer's turn ({})", colour(seat))
            },
            Some(seat),
        ),
        Waiting::Dice => ("The dice are rolling.".into(), None),
    };
    let mut moves = Vec::new();
    let mut dice: Option<&str> = None;
    for ((entry, text), note) in s.entries().zip(s.entry_texts()).zip(s.entry_notes()) {
        match entry {
            Entry::Dice(_) => dice = text.strip_prefix("dice").map(str::trim),
            Entry::Move { seat, .. } => {
                let text = match dice.take() {
                    Some(roll) => format!("{roll}: {text}"),
                    None => text.to_owned(),
                };
                moves.push((seat, text, note.map(str::to_owned)));
            }
        }
    }
    let over = matches!(waiting, Waiting::Over(_));
    let tags = G::ABOUT
        .tags(
            &toml::Table::try_from(game.options()).unwrap_or_default(),
            game.seats(),
            false,
        )
        .join(" · ");
    let person = matches!(waiting, Waiting::Person(_)) && ui.view.is_none();
    let picks = ui.picker.picks();
    let must_pass = live.must_pass();
    Facts {
        kind: G::KIND,
        ink,
        seats,
        teams,
        clock_left: clock_line(game.clock_left()).filter(|_| !over),
        status,
        status_seat,
        over,
        tags,
        moves,
        progress: person.then(|| game.progress(picks)).flatten(),
        foreseen: (live.foreseen.line.clone(), live.foreseen.warning.clone()),
        dice: game.rolled(picks),
        person,
        confirm: (G::CONFIRM && person && !must_pass)
            .then(|| ui.picker.ready(game).is_some()),
        must_pass: person && must_pass,
        clock: person && game.next(&[]).done.is_empty() && {
            let mut legal = Vec::new();
            game.legal_moves(&mut legal);
            legal.iter().any(|&mv| game.calls_clock(mv))
        },
        can_undo: s
            .entries()
            .any(|e| matches!(e, Entry::Move { seat, .. } if s.sitters().get(usize::from(seat)).is_some_and(Sitter::is_human))),
        assisted: s.assisted(),
        picked: !picks.is_empty(),
        thinking: live.thinking(),
    }
}

/// The line across the top: Home, the match's title with the options in play under it, how
/// to play, the shortcuts.
pub fn header<'a>(facts: &Facts, ui: &Ui) -> Element<'a, Message> {
    let names: Vec<&str> = facts.seats.iter().map(|s| s.plain.as_str()).collect();
    let title = if names.len() > 2 {
        format!("{} for {}", facts.kind.name(), names.len())
    } else {
        format!("{}: {}", facts.kind.name(), names.join(" against "))
    };
    let mut line = row![
        focus::tip(
            focus::ring(
                "match.home",
                button("Home").on_press(Message::Go(Route::Home))
            ),
            &Command::Back
        ),
        // The title takes the room left by the buttons (and wraps in it), so that they
        // keep their words on one line at a large zoom.
        column![
            text(title).size(size::TITLE),
            text(facts.tags.clone())
                .size(size::SMALL)
                .style(style::text::soft),
        ]
        .width(Fill),
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    if facts.assisted {
        line = line.push(text("assisted").style(style::text::warn));
    }
    line.push(focus::ring(
        "match.help",
        button(if ui.help {
            "Back to the moves"
        } else {
            "How to play"
        })
        .on_press(Message::Help)
        .style(style::button::secondary),
    ))
    .push(focus::tip(
        focus::ring("match.keys", button("?").on_press(Message::ToggleShortcuts)),
        &Command::Shortcuts,
    ))
    .into()
}

/// A small disc of a seat's colour as the board draws it (the words beside it say which).
pub(super) fn swatch<'a>(ink: SeatInk, seat: Seat) -> Element<'a, Message> {
    container(space().width(14).height(14))
        .style(move |t: &Theme| container::Style {
            background: Some(ink.colour(t, usize::from(seat)).into()),
            border: iced::Border {
                color: theme::ink(t).ink,
                width: 1.0,
                radius: 7.0.into(),
            },
            ..container::Style::default()
        })
        .into()
}

/// The move box's id (its ring's and the text field's own).
pub const MOVE_BOX: &str = "match.move";

/// Whose turn it is, in words and colour.
fn status<'a>(facts: &Facts) -> Element<'a, Message> {
    let mut status = row![].spacing(8).align_y(Alignment::Center);
    if let Some(seat) = facts.status_seat {
        status = status.push(swatch(facts.ink, seat));
    }
    status
        .push(text(facts.status.clone()).size(size::LARGE))
        .into()
}

/// Whose turn it is, the dice, Confirm and Cancel (or a pass), and what the clicks and the
/// pointer come to: the part of the panel a lesson shows too.
pub fn turn<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    column![status(facts)]
        .push(turn_parts(facts, ui))
        .spacing(8)
        .into()
}

/// The dice, Confirm and Cancel (or a pass), the clock's toggle, and the news box.
fn turn_parts<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    let mut top = column![].spacing(8);
    if let Some((values, used)) = &facts.dice {
        let mut dice = row![].spacing(6).align_y(Alignment::Center);
        for (i, (&value, &gone)) in values.iter().zip(used).enumerate() {
            let die = Die::new(Some(value), ui.roll.progress(), i as u8).view(if gone {
                30.0
            } else {
                44.0
            });
            dice = dice.push(die);
        }
        let words = if used.iter().any(|u| *u) {
            "Small dice are used."
        } else {
            "Each die moves one piece its number of points."
        };
        dice = dice.push(text(words).size(size::SMALL).style(style::text::soft));
        top = top.push(dice);
    }
    let mut actions = row![].spacing(8).align_y(Alignment::Center);
    if let Some(ready) = facts.confirm {
        actions = actions
            .push(focus::ring(
                "match.confirm",
                button("Confirm the turn")
                    .on_press_maybe(ready.then_some(Message::Confirm))
                    .style(style::button::primary),
            ))
            .push(focus::ring(
                "match.reset",
                button("Reset")
                    .on_press_maybe(facts.picked.then_some(Message::Reset))
                    .style(style::button::secondary),
            ));
    } else if facts.picked && facts.person {
        actions = actions.push(focus::ring(
            "match.cancel",
            button("Cancel")
                .on_press(Message::Reset)
                .style(style::button::secondary),
        ));
    }
    if facts.must_pass {
        actions = actions.push(focus::ring(
            "match.pass",
            button("You cannot move: pass")
                .on_press(Message::Confirm)
                .style(style::button::primary),
        ));
    }
    if facts.clock {
        actions = actions.push(focus::ring(
            "match.clock",
            toggler(ui.picker.clock)
                .label("Call the clock with this move")
                .on_toggle(Message::Clock),
        ));
    }
    top = top.push(actions);
    if facts.person || ui.note.is_some() {
        top = top.push(news(facts, ui));
    }
    top.into()
}

/// The panel beside the board.
pub fn view<'a>(facts: Facts, ui: &'a Ui, width: f32) -> Element<'a, Message> {
    let mut top = column![status(&facts)].spacing(8);
    for seat in &facts.seats {
        let mut label = seat.name.clone();
        if let Some(place) = seat.place {
            label = format!("{label}, {place}");
        }
        let mut line = row![swatch(facts.ink, seat.seat), text(label).width(Fill)]
            .spacing(8)
            .align_y(Alignment::Center);
        line = line.push(text(seat.tally.clone()));
        if seat.to_move {
            line = line.push(text("to move").size(size::SMALL).style(style::text::soft));
        }
        top = top.push(line);
    }
    if let Some(teams) = &facts.teams {
        top = top.push(text(teams.clone()).size(size::SMALL));
    }
    if let Some(clock) = &facts.clock_left {
        top = top.push(text(clock.clone()).size(size::SMALL));
    }
    top = top.push(turn_parts(&facts, ui));
    let middle: Element<'a, Message> = if ui.help {
        scrollable(container(help::view(facts.kind)).padding(iced::Padding::ZERO.right(14)))
            .height(Fill)
            .into()
    } else {
        moves(&facts, ui)
    };
    let mut bottom = column![].spacing(8);
    if facts.over {
        bottom = bottom.push(
            text("The match is saved in your history.")
                .size(size::SMALL)
                .style(style::text::soft),
        );
        bottom = bottom.push(
            row![
                focus::ring(
                    "match.again",
                    button("Play again")
                        .on_press(Message::Again)
                        .style(style::button::primary)
                ),
                focus::ring(
                    "match.history",
                    button("History")
                        .on_press(Message::Go(Route::MatchHistory(facts.kind)))
                        .style(style::button::secondary)
                ),
                focus::ring(
                    "match.export",
                    button("Export")
                        .on_press(Message::Export)
                        .style(style::button::secondary)
                ),
            ]
            .spacing(8),
        );
    } else {
        bottom = bottom.push(
            row![
                focus::tooltip(
                    focus::ring(
                        MOVE_BOX,
                        text_input("Type a move (or hint, undo, resign)", &ui.text)
                            .id(MOVE_BOX)
                            .on_input(Message::Text)
                            .on_submit(Message::Submit)
                            .width(Fill)
                    )
                    .field(),
                    "A move as the command line writes it, or hint, undo, resign"
                ),
                focus::ring(
                    "match.play",
                    button("Play").on_press_maybe(
                        (facts.person && !ui.text.trim().is_empty()).then_some(Message::Submit)
                    )
                ),
            ]
            .spacing(8),
        );
        if ui.resigning {
            bottom = bottom.push(
                row![
                    text("Resign this match?").width(Fill),
                    focus::tooltip(
                        focus::ring(
                            "match.resign-yes",
                            button("Resign")
                                .on_press(Message::Resign(Some(true)))
                                .style(style::button::danger)
                        ),
                        "Enter"
                    ),
                    focus::tooltip(
                        focus::ring(
                            "match.resign-no",
                            button("Keep playing")
                                .on_press(Message::Resign(Some(false)))
                                .style(style::button::secondary)
                        ),
                        "Esc"
                    ),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        } else {
            bottom = bottom.push(
                row![
                    focus::tip(
                        focus::ring(
                            "match.undo",
                            button("Undo")
                                .on_press_maybe(facts.can_undo.then_some(Message::Undo))
                                .style(style::button::secondary)
                        ),
                        &Command::Undo
                    ),
                    focus::tip(
                        focus::ring(
                            "match.hint",
                            button("Hint")
                                .on_press_maybe(
                                    (facts.person && !facts.thinking).then_some(Message::Hint)
                                )
                                .style(style::button::secondary)
                        ),
                        &Command::Hint
                    ),
                    focus::tip(
                        focus::ring(
                            "match.flip",
                            button("Flip board")
                                .on_press(Message::Flip)
                                .style(style::button::secondary)
                        ),
                        &Command::TurnBoard
                    ),
                    focus::ring(
                        "match.resign",
                        button("Resign")
                            .on_press(Message::Resign(None))
                            .style(style::button::secondary)
                    ),
                ]
                .spacing(8)
                .wrap()
                .vertical_spacing(8),
            );
        }
    }
    container(column![top, middle, bottom].spacing(12))
        .padding(12)
        .width(width)
        .height(Fill)
        .style(style::container::panel)
        .into()
}

/// What the clicks are building and what the move under the pointer would do, or why a
/// click was refused, in a box of its own height so that nothing below it jumps as the
/// pointer moves.
fn news<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    let mut lines = column![].spacing(2);
    match &ui.note {
        Some(Note::Refused(why)) => {
            lines = lines.push(text(why.clone()).style(style::text::accent));
        }
        Some(Note::Info(what)) => {
            lines = lines.push(text(what.clone()).style(style::text::soft));
        }
        None => {}
    }
    if ui.note.is_none() {
        if let Some(progress) = &facts.progress {
            lines = lines.push(text(progress.clone()));
        }
        let (line, warning) = &facts.foreseen;
        if let Some(line) = line {
            lines = lines.push(text(line.clone()));
        }
        if let Some(warning) = warning {
            lines = lines.push(text(warning.clone()).style(style::text::warn));
        }
    }
    container(lines).height(84).width(Fill).into()
}

/// The move list, with the way to look back.
fn moves<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    let count = facts.moves.len();
    let at = ui.view.unwrap_or(count);
    let mut list = column![].spacing(2);
    for (i, (seat, text_, note)) in facts.moves.iter().enumerate() {
        let shown = i + 1 == at;
        let mut line = row![
            text(format!("{}.", i + 1))
                .width(40)
                .style(style::text::soft),
            swatch(facts.ink, *seat),
            text(text_.clone()),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if let Some(note) = note {
            line = line.push(
                text(format!("({note})"))
                    .size(size::SMALL)
                    .style(style::text::soft),
            );
        }
        list = list.push(
            focus::ring(
                format!("move.{i}"),
                button(line)
                    .on_press(Message::View(i + 1))
                    .style(style::button::choice(shown))
                    .width(Fill),
            )
            .group("moves"),
        );
    }
    if facts.moves.is_empty() {
        list = list.push(text("No moves yet.").style(style::text::soft));
    }
    let viewing = match ui.view {
        Some(0) => format!("Viewing the start (0 of {count})"),
        Some(k) => format!("Viewing move {k} of {count}"),
        None => format!("{count} move{}", if count == 1 { "" } else { "s" }),
    };
    let mut head = row![text("Moves").size(size::LARGE), space().width(Fill)]
        .spacing(8)
        .align_y(Alignment::Center);
    head = head
        .push(text(viewing).size(size::SMALL))
        .push(focus::ring(
            "moves.back",
            button("←")
                .on_press_maybe((at > 0).then_some(Message::Back))
                .style(style::button::quiet),
        ))
        .push(focus::ring(
            "moves.on",
            button("→")
                .on_press_maybe((at < count).then_some(Message::Forward))
                .style(style::button::quiet),
        ));
    column![
        head,
        scrollable(list).height(Fill).anchor_bottom().width(Fill)
    ]
    .spacing(6)
    .height(Fill)
    .into()
}
