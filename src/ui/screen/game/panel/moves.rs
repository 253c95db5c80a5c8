//! The panel's move list: each move with its seat's sign, in pairs for two players; click one
//! (or ←/→) to look back. Compact: what a move did in words shows under the round of the move
//! on show only, the whole list wide, and an analysed error's word beside that move only; the
//! list scrolls to it.

use iced::widget::operation::{RelativeOffset, snap_to};
use iced::widget::{button, column, responsive, row, scrollable, space, text};
use iced::{Alignment, Element, Fill, Task};

use super::super::live::Ui;
use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::theme::{size, style};

/// The move list, `across` wide, with the way to look back. With two players the moves
/// stand in pairs, a numbered line a round (`1. c2-c3  f7-f6`), as a chess site lists them,
/// where the longest fits half the line; with more, or longer moves (Malaka's turns, "2 2:
/// c1-c3,b2-b4,c2-c4,a3-a5"), one a line: in a half at 150 % of 1920×1080 a turn wrapped
/// in its button, its sign alone on the first line.
///
/// In a `tight` panel (a short one) the moves' buttons and the arrows are drawn with less
/// padding, so that three rounds and the heading fit the list's room at rest.
pub(super) fn moves<'a>(
    facts: &Facts,
    ui: &'a Ui,
    across: f32,
    tight: bool,
) -> Element<'a, Message> {
    list_of(facts, ui, across, tight, None)
}

/// The last lines of a list too short for a scroller: so many (a round's, where its moves
/// pair; else a move's, so that a round of Malaka's two turns can show its last alone), and
/// whether the words of what the move on show did stand under its round.
#[derive(Clone, Copy)]
struct Last {
    lines: usize,
    note: bool,
}

/// [`moves`], or with `last` its last lines alone, with no scroller (a list too short for
/// one that scrolls).
fn list_of<'a>(
    facts: &Facts,
    ui: &'a Ui,
    across: f32,
    tight: bool,
    last: Option<Last>,
) -> Element<'a, Message> {
    let count = facts.moves.len();
    let at = ui.view.unwrap_or(count);
    let g = |px: f32| facts.at(px);
    let plain = g(size::PLAIN);
    let mut list = column![].spacing(g(2.0));
    let rounds = rounds(facts);
    let paired = facts.seats.len() == 2 && pairs_fit(facts, across);
    // One a line, the moves' words are drawn smaller where the longest would wrap in its
    // button at their size (a Malaka double's four moves at 200 % of 1024×640).
    let words = if paired || line_fits(facts, across) {
        size::PLAIN
    } else {
        size::SMALL
    };
    let lines_of = |round: &Vec<usize>| if paired { 1 } else { round.len() };
    let total: usize = rounds.iter().map(lines_of).sum();
    let mut skip = last.map_or(0, |last| total.saturating_sub(last.lines));
    for (number, round) in rounds.iter().enumerate() {
        if skip >= lines_of(round) {
            skip -= lines_of(round);
            continue;
        }
        // The moves of a round cut by the fold (one a line): its number went with its first.
        let cut = std::mem::take(&mut skip);
        let numbered = |first: bool| {
            text(if first {
                format!("{}.", number + 1)
            } else {
                String::new()
            })
            .size(plain)
            .width(g(if paired { 32.0 } else { 40.0 }))
            .style(style::text::soft)
        };
        if paired {
            let mut line = row![numbered(true)]
                .spacing(g(4.0))
                .align_y(Alignment::Center);
            if round.first().is_some_and(|&i| facts.moves[i].0 != 0) {
                // The first round begun by the second player: an empty first half.
                line = line.push(text("…").size(plain).width(Fill).style(style::text::soft));
            }
            for &i in round {
                line = line.push(half(facts, ui, i, i + 1 == at, tight, words));
            }
            if round.len() == 1 && facts.moves[round[0]].0 == 0 {
                line = line.push(space().width(Fill));
            }
            list = list.push(line);
        } else {
            for (k, &i) in round.iter().enumerate().skip(cut) {
                list = list.push(
                    row![
                        numbered(k == 0),
                        half(facts, ui, i, i + 1 == at, tight, words)
                    ]
                    .spacing(g(4.0))
                    .align_y(Alignment::Center),
                );
            }
        }
        // What the move on show did, in words, on a line of its own under its round: the
        // list's whole width, so that it never wraps in a half's narrow cell.
        if let Some(note) = at
            .checked_sub(1)
            .filter(|_| last.is_none_or(|last| last.note))
            .filter(|shown| round.contains(shown))
            .and_then(|shown| facts.moves[shown].2.as_ref())
        {
            list = list.push(
                text(format!("({note})"))
                    .size(g(size::SMALL))
                    .style(style::text::soft)
                    .width(Fill),
            );
        }
    }
    if facts.moves.is_empty() {
        list = list.push(text("No moves yet.").size(plain).style(style::text::soft));
    }
    let viewing = match ui.view {
        Some(0) => format!("Viewing the start (0 of {count})"),
        Some(k) => format!("Viewing {} ({k} of {count})", facts.number(k - 1)),
        None => format!("{count} move{}", if count == 1 { "" } else { "s" }),
    };
    let mut head = row![text("Moves").size(g(size::LARGE)), space().width(Fill)]
        .spacing(g(8.0))
        .align_y(Alignment::Center);
    head = head
        .push(text(viewing).size(g(size::SMALL)))
        .push(focus::ring(
            "moves.back",
            button(text("←").size(plain))
                .padding(if tight {
                    [g(2.0), g(8.0)]
                } else {
                    [g(5.0), g(10.0)]
                })
                .on_press_maybe((at > 0).then_some(Message::Back))
                .style(style::button::quiet),
        ))
        .push(focus::ring(
            "moves.on",
            button(text("→").size(plain))
                .padding(if tight {
                    [g(2.0), g(8.0)]
                } else {
                    [g(5.0), g(10.0)]
                })
                .on_press_maybe((at < count).then_some(Message::Forward))
                .style(style::button::quiet),
        ));
    let list = list.padding(iced::Padding::ZERO.right(g(BAR_ROOM)));
    if last.is_some() {
        return column![head, list].spacing(g(6.0)).into();
    }
    column![
        head,
        // The scrollbar (10 px) floats over the list's right margin: the moves' buttons keep
        // clear of it (they ran under it in an analysed match at 1024×640).
        scrollable(list)
            .id(MOVE_LIST)
            .height(Fill)
            .anchor_bottom()
            .width(Fill)
    ]
    .spacing(g(6.0))
    .height(Fill)
    .into()
}

/// The move list in a short panel while a piece is picked (or a move pointed at, hinted or
/// looked back at): whole where its room holds its heading and a line, else folded to its
/// heading, which says so (at 150 % of 1280×800 what a pick came to left the list a sliver,
/// or put it under the fold).
pub(super) fn folding<'a>(facts: Facts, ui: &'a Ui, across: f32) -> Element<'a, Message> {
    responsive(move |room| {
        // A round's line under the shown move's words, if it has some.
        let note = facts.moves.last().is_some_and(|m| m.2.is_some()) && ui.view.is_none();
        let (head, row) = (facts.at(HEAD), facts.at(ROW));
        let lines = |note: bool| {
            let lines = (room.height - head - if note { row } else { 0.0 }) / row;
            lines.floor().max(0.0) as usize
        };
        // The last move's words give way to its line where both do not fit: at 150 % of
        // 1024×640 a Martian Chess list stood folded to its heading over a round's room of
        // nothing, a piece picked (and Malaka's over a line's, its round two lines high).
        let last = [note, false]
            .into_iter()
            .map(|note| Last {
                lines: lines(note),
                note,
            })
            .find(|last| last.lines >= 1);
        if room.height >= head + facts.at(SCROLLER_LEAST) {
            moves(&facts, ui, across, true)
        } else if let Some(last) = last.filter(|_| ui.view.is_none()) {
            // Too short for a scroller (a slit): the last rounds that fit, the latest move
            // in view.
            list_of(&facts, ui, across, true, Some(last))
        } else {
            let count = facts.moves.len();
            row![
                text("Moves").size(facts.at(size::LARGE)),
                text(format!(
                    "{count} move{}, {FOLDED}",
                    if count == 1 { "" } else { "s" }
                ))
                .size(facts.at(size::SMALL))
                .style(style::text::soft)
                .width(Fill),
            ]
            .spacing(facts.at(8.0))
            .align_y(Alignment::Center)
            .into()
        }
    })
    .into()
}

/// About how high the list stands whole with its rounds (its heading and each line, tight)
/// in a panel `across` wide: a short list at rest needs less than the room kept for it.
pub(super) fn needs(facts: &Facts, across: f32) -> f32 {
    facts.at(HEAD + (rounds(facts).len() * lines_a_round(facts, across)) as f32 * ROW)
}

/// How many lines a round takes in a list `across` wide: one when its moves pair, else one a
/// move (Malaka's two: counted as one, its second move was squeezed under the move box).
fn lines_a_round(facts: &Facts, across: f32) -> usize {
    if facts.seats.len() == 2 && pairs_fit(facts, across) {
        1
    } else {
        facts.seats.len().max(1)
    }
}

/// What a folded list's heading says of it.
pub const FOLDED: &str = "folded while you move";
/// About how high the list's heading stands, with its gap (tight).
const HEAD: f32 = 40.0;
/// About how high a round's line stands, with its gap (tight).
const ROW: f32 = 32.0;
/// The least height of the list's scroller: under five lines of words it is a slit.
const SCROLLER_LEAST: f32 = 104.0;

/// The room the move list keeps on its right for its scrollbar.
const BAR_ROOM: f32 = 14.0;
/// About how wide a character of a move is (16 px Fira Sans, digits and small letters).
const MOVE_CHAR: f32 = 8.6;
/// What a half's button takes besides its words: its padding, the seat's sign and the gap.
const HALF_FRAME: f32 = 20.0 + 16.0 + 6.0;

/// Whether every move of the list fits a half of a line `across` wide (the panel's padding,
/// the scrollbar's room, the round's number and the gaps off), its words on one line.
fn pairs_fit(facts: &Facts, across: f32) -> bool {
    let g = |px: f32| facts.at(px);
    let half = (across - 24.0 - g(BAR_ROOM + 32.0 + 8.0)) / 2.0;
    let longest = facts
        .moves
        .iter()
        .map(|(_, words, _)| words.chars().count())
        .max()
        .unwrap_or(0);
    g(longest as f32 * MOVE_CHAR + HALF_FRAME) <= half
}

/// Whether the longest move stands on one line at the list's size in a list of a move a line
/// `across` wide: its words (by [`ems`]) in what the line leaves them, after the panel's
/// padding, the scrollbar's room, the round's number and the button's frame.
fn line_fits(facts: &Facts, across: f32) -> bool {
    let g = |px: f32| facts.at(px);
    let room = across - 24.0 - g(BAR_ROOM + 40.0 + 4.0 + HALF_FRAME);
    let longest = facts
        .moves
        .iter()
        .map(|(_, words, _)| ems(words))
        .fold(0.0, f32::max);
    g(longest * size::PLAIN) <= room
}

/// About how many ems wide `words` stand in Fira Sans: digits and capitals wider than small
/// letters, the marks between moves narrower (a Malaka double's "2 2: c1-c3,b2-b4,c2-c4,a3-a5"
/// is about 12.4).
fn ems(words: &str) -> f32 {
    words
        .chars()
        .map(|c| match c {
            '0'..='9' => 0.56,
            'a'..='z' => 0.52,
            '-' => 0.36,
            ',' | ':' | '.' | ' ' => 0.26,
            '\u{200B}' | '\u{FEFF}' => 0.0,
            _ => 0.62,
        })
        .sum()
}

/// The move list's scrollable (the screen scrolls it to the move on show).
pub const MOVE_LIST: &str = "match.moves";

/// Scrolls the move list so that the line of the move on show stands in view: the position
/// after `at` moves (`None`: the latest, the list's end).
pub fn show_move<T: Send + 'static>(facts: &Facts, at: Option<usize>) -> Task<T> {
    let rounds = rounds(facts);
    let line = at.and_then(|at| {
        let i = at.checked_sub(1)?;
        rounds.iter().position(|round| round.contains(&i))
    });
    snap_to(
        MOVE_LIST,
        RelativeOffset {
            x: 0.0,
            y: from_end(line, rounds.len(), at == Some(0)),
        },
    )
}

/// How far from its end the list (anchored at its end: 0 the end, 1 the start) is scrolled
/// so that line `line` of `lines` stands in view: (n - 1 - k) / (n - 1), which puts the line
/// as far down the view as it is down the list, never outside it. The start (`start`) is
/// the list's top; the latest move its end.
fn from_end(line: Option<usize>, lines: usize, start: bool) -> f32 {
    match line {
        Some(k) if lines > 1 => (lines - 1 - k.min(lines - 1)) as f32 / (lines - 1) as f32,
        None if start => 1.0,
        _ => 0.0,
    }
}

/// The moves grouped into rounds, as [`crate::boards::rounds`] numbers them.
fn rounds(facts: &Facts) -> Vec<Vec<usize>> {
    crate::boards::rounds::rounds(&facts.movers(), facts.seats.len())
}

/// One move of the list, a button to look at the position after it: its seat's sign, its
/// text and its mark once analysed (what it did in words stands under its round).
fn half<'a>(
    facts: &Facts,
    ui: &'a Ui,
    i: usize,
    shown: bool,
    tight: bool,
    words: f32,
) -> Element<'a, Message> {
    let (seat, text_, _) = &facts.moves[i];
    let mut line = row![
        sign::sign(facts.ink, usize::from(*seat)),
        text(text_.clone()).size(facts.at(words))
    ]
    .spacing(facts.at(6.0))
    .align_y(Alignment::Center);
    if let Some(review) = ui
        .review
        .as_ref()
        .and_then(|r| r.move_review(i + 1))
        .filter(|r| r.mark.is_error())
    {
        // The sign on every marked move; its word on the move on show.
        let mark = if shown {
            format!("{} {}", review.mark.sign(), review.mark.word())
        } else {
            review.mark.sign().to_owned()
        };
        line = line.push(
            text(mark)
                .size(facts.at(size::PLAIN))
                .style(super::review::mark_style(review.mark)),
        );
    }
    // In a narrow panel the word goes under the move, in its button (beside it, at 200 % of
    // 1024×640, "?? blunder" was cut to 18 px).
    let line = line.wrap().vertical_spacing(facts.at(2.0));
    focus::ring(
        format!("move.{i}"),
        button(line)
            .padding(if tight {
                [facts.at(3.0), facts.at(8.0)]
            } else {
                [facts.at(5.0), facts.at(10.0)]
            })
            .on_press(Message::View(i + 1))
            .style(style::button::choice(shown))
            .width(Fill),
    )
    .group("moves")
    .into()
}

#[cfg(test)]
mod tests {
    use super::from_end;

    #[test]
    fn the_list_scrolls_to_the_line_of_the_move_on_show() {
        assert_eq!(from_end(Some(0), 40, false), 1.0, "the first line: the top");
        assert_eq!(from_end(Some(39), 40, false), 0.0, "the last line: the end");
        assert!((from_end(Some(13), 40, false) - 26.0 / 39.0).abs() < 1e-6);
        assert_eq!(from_end(None, 40, true), 1.0, "the start: the top");
        assert_eq!(from_end(None, 40, false), 0.0, "the latest: the end");
        assert_eq!(
            from_end(Some(0), 1, false),
            0.0,
            "one line: nothing to scroll"
        );
    }
}
