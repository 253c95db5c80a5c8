//! The turn in the match panel: whose it is, the dice, Confirm and Cancel (or a pass), the
//! clock's toggle, and the news box (what the clicks and the pointer come to).

use iced::widget::{Row, column, row, text, toggler};
use iced::{Alignment, Element, Fill};

use super::super::live::{Note, Ui};
use super::super::message::Message;
use super::super::sign;
use super::facts::Facts;
use crate::ui::focus;
use crate::ui::theme::{size, style};
use crate::ui::widget::die::Die;

/// Whose turn it is, in words and colour.
pub(super) fn status<'a>(facts: &Facts) -> Element<'a, Message> {
    let mut status = row![].spacing(facts.at(8.0)).align_y(Alignment::Center);
    if let Some(seat) = facts.status_seat {
        status = status.push(sign::sign(facts.ink, usize::from(seat)));
    }
    status
        .push(text(facts.status.clone()).size(facts.at(size::LARGE)))
        .into()
}

/// Whose turn it is, and in a `compact` panel Malaka's dice beside it (their words then
/// stand in the news box): at 200 % of 1024×640 the dice's own line and words put what a
/// pick comes to, and its "Careful: …" warning, under the fold. A double stands there as one
/// die and the moves left of it ("× 4"): four dice wrapped onto a line of their own there,
/// and the hint's last line went under the fold.
///
/// In a `compact` panel a pick's Cancel stands there too, not on a line of its own: at 200 %
/// of 1024×640 that line put the last line of a "Careful: …" warning under the fold.
pub(super) fn status_line<'a>(facts: &Facts, ui: &Ui, compact: bool) -> Element<'a, Message> {
    match &facts.dice {
        Some((values, used)) if compact => row![status(facts), compact_dice(values, used, ui)]
            .spacing(12)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(6)
            .into(),
        _ if compact && cancels(facts) => row![status(facts), cancel(compact, facts.k)]
            .spacing(12)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(6)
            .into(),
        _ => status(facts),
    }
}

/// Whether the turn offers Cancel: a piece picked by the person to move, in a game without
/// Confirm (Malaka's Reset does it there).
fn cancels(facts: &Facts) -> bool {
    facts.confirm.is_none() && facts.picked && facts.person
}

/// Cancel: the pick undone (Esc), drawn smaller in a `compact` panel, `k` times its size.
fn cancel<'a>(compact: bool, k: f32) -> Element<'a, Message> {
    focus::ring(
        "match.cancel",
        super::again::small_button("Cancel", compact, k)
            .on_press(Message::Reset)
            .style(style::button::secondary),
    )
    .into()
}

/// Malaka's dice, each `big` across, a used one smaller.
fn dice<'a>(values: &[u8], used: &[bool], ui: &Ui, big: f32) -> Element<'a, Message> {
    let mut dice = row![].spacing(6).align_y(Alignment::Center);
    for (i, (&value, &gone)) in values.iter().zip(used).enumerate() {
        let small = (big * 30.0 / 44.0).round();
        dice = dice.push(
            Die::new(Some(value), ui.roll.progress(), i as u8).view(if gone { small } else { big }),
        );
    }
    dice.into()
}

/// The die of a double (four dice of one value), if these are one.
fn double(values: &[u8]) -> Option<u8> {
    match values {
        [a, rest @ ..] if rest.len() == 3 && rest.iter().all(|v| v == a) => Some(*a),
        _ => None,
    }
}

/// Malaka's dice in a `compact` panel, beside whose turn it is: a double as one die and the
/// moves left of it ("× 3"), smaller once all are played; other dice as they are.
fn compact_dice<'a>(values: &[u8], used: &[bool], ui: &Ui) -> Element<'a, Message> {
    // No taller than whose turn it is beside them (32 px made the line 8 px taller, and a
    // double's hint lost its last line under the fold at 200 % of 1024×640).
    const BIG: f32 = 24.0;
    let Some(value) = double(values) else {
        return dice(values, used, ui, BIG);
    };
    let left = used.iter().filter(|u| !**u).count();
    let size = if left == 0 {
        (BIG * 30.0 / 44.0).round()
    } else {
        BIG
    };
    row![
        Die::new(Some(value), ui.roll.progress(), 0).view(size),
        (left > 0).then(|| text(format!("× {left}")).size(size::LARGE)),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// What the dice's sizes say, in a small quiet line (shorter in a `compact` panel), `k`
/// times its size.
fn dice_words<'a>(values: &[u8], used: &[bool], compact: bool, k: f32) -> Element<'a, Message> {
    text(said_of_dice(values, used, compact))
        .size(size::SMALL * k)
        .style(style::text::soft)
        .into()
}

/// What the dice say: a double's moves left, that small dice are used, or what a die does;
/// in a `compact` panel short enough for one line at 200 % of 1024×640 (the whole sentence
/// took two there, under the fold).
fn said_of_dice(values: &[u8], used: &[bool], compact: bool) -> String {
    let left = used.iter().filter(|u| !**u).count();
    let points = |value: u8| match value {
        1 => "1 point".to_string(),
        _ => format!("{value} points"),
    };
    match double(values) {
        Some(value) if left == 4 => format!("A double: 4 moves of {}.", points(value)),
        Some(_) if left == 0 => "A double: its 4 moves are made.".into(),
        Some(value) => format!("A double: {left} of 4 moves of {} left.", points(value)),
        None if left < used.len() => "Small dice are used.".into(),
        None if compact => "Each die moves one piece that far.".into(),
        None => "Each die moves one piece its number of points.".into(),
    }
}

/// Whose turn it is, the dice, Confirm and Cancel (or a pass), and what the clicks and the
/// pointer come to: the part of the panel a lesson shows too.
pub fn turn<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    column![status(facts)]
        .push(turn_parts(facts, ui, false, false))
        .spacing(facts.at(8.0))
        .into()
}

/// The dice, Confirm and Cancel (or a pass), the clock's toggle, and the news box (with
/// `words_first`, the news box before the buttons); in a `compact` panel the dice stand
/// beside whose turn it is ([`status_line`]), their words under the news box, and the
/// buttons are drawn smaller.
pub(super) fn turn_parts<'a>(
    facts: &Facts,
    ui: &'a Ui,
    compact: bool,
    words_first: bool,
) -> Element<'a, Message> {
    // The words under the dice: beside four of them (doubles) at 200 % of 1024×640 they
    // stood one word a line.
    let rolled = facts
        .dice
        .as_ref()
        .filter(|_| !compact)
        .map(|(values, used)| {
            column![
                dice(values, used, ui, facts.at(44.0)),
                dice_words(values, used, false, facts.k)
            ]
            .spacing(facts.at(4.0))
        });
    let button = |words: &'static str| super::again::small_button(words, compact, facts.k);
    let mut actions: Vec<Element<'a, Message>> = Vec::new();
    if let Some(ready) = facts.confirm {
        actions.push(
            focus::ring(
                "match.confirm",
                button("Confirm the turn")
                    .on_press_maybe(ready.then_some(Message::Confirm))
                    .style(style::button::primary),
            )
            .into(),
        );
        actions.push(
            focus::ring(
                "match.reset",
                button("Reset")
                    .on_press_maybe(facts.picked.then_some(Message::Reset))
                    .style(style::button::secondary),
            )
            .into(),
        );
    } else if cancels(facts) && !compact {
        actions.push(cancel(compact, facts.k));
    }
    if facts.must_pass {
        actions.push(
            focus::ring(
                "match.pass",
                button("You cannot move: pass")
                    .on_press(Message::Confirm)
                    .style(style::button::primary),
            )
            .into(),
        );
    }
    if facts.clock {
        actions.push(
            focus::ring(
                "match.clock",
                toggler(ui.picker.clock)
                    .label("Call the clock with this move (C)")
                    .text_size(facts.at(size::PLAIN))
                    .on_toggle(Message::Clock),
            )
            .into(),
        );
    }
    // No empty line (its spacing alone took room in a short panel) when there is nothing to do.
    let actions = (!actions.is_empty()).then(|| {
        Row::with_children(actions)
            .spacing(facts.at(8.0))
            .align_y(Alignment::Center)
    });
    let said: Option<Element<'a, Message>> = if facts.person || ui.note.is_some() {
        Some(news(facts, ui, compact))
    } else {
        facts
            .dice
            .as_ref()
            .filter(|_| compact)
            .map(|(values, used)| dice_words(values, used, true, facts.k))
    };
    // A short panel at rest (its parts scroll; nothing picked, so Confirm and Reset wait)
    // says what to do before its dice and buttons: under the buttons, at 150 % of 1024×640,
    // Malaka's "Play the 4 and the 1: click a stack of yours, then where it goes." stood cut
    // at the turn's fold, and under a double's four dice all of it stood under the fold (the
    // words name the dice to play). Once a piece is picked the dice and the buttons come
    // first (they are what the pick needs).
    let top = column![].spacing(facts.at(8.0));
    if words_first {
        top.push(said).push(rolled).push(actions).into()
    } else {
        top.push(rolled).push(actions).push(said).into()
    }
}

/// What the clicks are building and what the move under the pointer would do, or why a
/// click was refused, in a box that keeps its height as the pointer moves (so that nothing
/// below it jumps) and grows when its words need more.
///
/// In a `compact` panel its words are small: at 200 % of 1024×640 a Malawi pawn's move, its
/// "Careful: …" warning and what the pawn picked may do ("a1 has 2 rings: …") took seven
/// lines of body text, and the last two stood under the fold.
fn news<'a>(facts: &Facts, ui: &'a Ui, compact: bool) -> Element<'a, Message> {
    let text =
        |words: String| text(words).size(facts.at(if compact { size::SMALL } else { size::PLAIN }));
    let mut lines = column![].spacing(facts.at(2.0));
    match &ui.note {
        Some(Note::Refused(why)) => {
            lines = lines.push(text(unbroken(why)).style(style::text::accent));
        }
        Some(Note::Info(what)) => {
            lines = lines.push(text(unbroken(what)).style(style::text::soft));
        }
        None => {}
    }
    if ui.note.is_none() {
        // The move under the pointer and its warning first, where a short panel that
        // scrolls still shows them (at 200 % the pick's explanation took the panel's room
        // and the "Careful: …" warning stood under the fold).
        let (line, warning) = &facts.foreseen;
        if let Some(line) = line {
            lines = lines.push(text(line.clone()));
        }
        if let Some(warning) = warning {
            lines = lines.push(text(warning.clone()).style(style::text::warn));
        }
        // What could end the game soon before what to click: in a short panel (200 % of
        // 1024×640) the warning came last, after three lines of how to click, and stood
        // under the fold.
        if let Some(near) = &facts.near {
            lines = lines.push(text(near.clone()).style(style::text::warn));
        }
        if let Some(progress) = &facts.progress {
            lines = lines.push(text(progress.clone()));
        }
        // Once a target is pointed at, its words say it: the line goes (at 200 % of
        // 1024×640 Malice's pick, its legend, a capture's words and a warning took a line
        // more than the panel shows at rest).
        if facts.point {
            lines = lines.push(text(POINT.into()).style(style::text::soft));
        }
    }
    // A compact panel's dice say what they are in the news box's last line: under it, they
    // stood under the fold at 200 % of 1024×640, a line and a gap below the box's room.
    if let Some((values, used)) = facts.dice.as_ref().filter(|_| compact) {
        lines = lines.push(text(said_of_dice(values, used, true)).style(style::text::soft));
    }
    // At least [`NEWS_ROOM`] high ([`NEWS_ROOM_COMPACT`] in a compact panel), so that a
    // short line coming and going moves nothing below it; taller when the words need it (a
    // hovered move's second line and a "Careful: …" warning wrapped in a narrow panel), so
    // that they are never cut.
    let room = if compact {
        NEWS_ROOM_COMPACT
    } else {
        NEWS_ROOM
    };
    row![
        iced::widget::space().height(facts.at(room)),
        lines.width(Fill)
    ]
    .width(Fill)
    .into()
}

/// `words` with no line break inside a move's name: none after a hyphen (a Malaka hint broke
/// "c2-" / "c3" at 150 % of 1280×800; a word joiner holds them), a break allowed after a
/// comma between the moves of a turn (a zero-width space), whose parts otherwise hold as one
/// long word.
fn unbroken(words: &str) -> String {
    let mut out = String::with_capacity(words.len() + 16);
    let mut chars = words.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        let word_next = chars.peek().is_some_and(|n| n.is_alphanumeric());
        match c {
            '-' if word_next => out.push('\u{FEFF}'),
            ',' if word_next => out.push('\u{200B}'),
            _ => {}
        }
    }
    out
}

/// What a piece picked asks next, until a target is pointed at.
const POINT: &str = "Point at a target to read its move.";

/// The height the news box keeps at the least: three lines of body text.
const NEWS_ROOM: f32 = 84.0;
/// As [`NEWS_ROOM`], in a compact panel, whose news are small: three lines of small text (at
/// 200 % of 1366×768 the full room left a gap of two lines under Malaka's hint).
const NEWS_ROOM_COMPACT: f32 = 56.0;

#[cfg(test)]
mod tests {
    use super::said_of_dice;

    /// A double says its moves left; other dice what a die does, shorter in a compact panel.
    #[test]
    fn the_dice_say_a_doubles_moves_left_and_what_a_die_does() {
        assert_eq!(
            said_of_dice(&[2; 4], &[false; 4], true),
            "A double: 4 moves of 2 points."
        );
        assert_eq!(
            said_of_dice(&[5; 4], &[true, true, false, false], false),
            "A double: 2 of 4 moves of 5 points left."
        );
        assert_eq!(
            said_of_dice(&[3; 4], &[true; 4], true),
            "A double: its 4 moves are made."
        );
        assert_eq!(
            said_of_dice(&[1; 4], &[false; 4], false),
            "A double: 4 moves of 1 point."
        );
        assert_eq!(
            said_of_dice(&[4, 1], &[false, true], true),
            "Small dice are used."
        );
        assert_eq!(
            said_of_dice(&[4, 1], &[false; 2], true),
            "Each die moves one piece that far."
        );
        assert_eq!(
            said_of_dice(&[4, 1], &[false; 2], false),
            "Each die moves one piece its number of points."
        );
    }
}
