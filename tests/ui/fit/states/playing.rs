//! Matches under way, some rounds played: the move list beside the board must show a few
//! rounds at rest, each move on one line in its button (at 150 % its fixed 160 px in the
//! panel's scroller stood under the fold, 0 to 2 rows in view, and Malaka's long turns
//! wrapped in their half of a round and were cut).

use malice::boards::registry::GameKind;
use malice::ui::Message;
use malice::ui::screen::game;
use malice::ui::screen::game::form::Sit;

use malice::ui::board::BoardUi;

use crate::ui_common::board::{OnBoard, on_board, session};

use super::super::walk;
use super::matches::{LongestWarning, match_from_form};
use super::state::State;

/// A match of `kind` against `other`, `plies` moves played (each the first legal move that does not end it; the
/// computer answers its own): you to move.
fn played(name: &'static str, kind: GameKind, other: Sit, plies: usize) -> State {
    let (dir, mut app) = match_from_form(kind, other, "");
    for _ in 0..plies {
        let Some(first) = on_board(&app, Lasting) else {
            break;
        };
        let _ = app.update(Message::Game(game::Message::Text(first)));
        let _ = app.update(Message::Game(game::Message::Submit));
        app.let_the_computer_play();
        if session(&app).is_over() {
            break;
        }
    }
    assert!(
        !session(&app).is_over(),
        "{name}: the match runs: {:?}",
        session(&app).result_text()
    );
    State::new(name, dir, app)
}

/// The first legal move of the position on show that does not end the match (a Malaka turn
/// may pin a piece of the other side's, and win).
struct Lasting;

impl OnBoard for Lasting {
    type Out = Option<String>;

    fn on<G: BoardUi>(self, game: &G) -> Self::Out {
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        legal.into_iter().find_map(|mv| {
            let mut after = game.clone();
            let lasts = after.play(mv).is_ok()
                && !matches!(after.status(), malice::boards::game::Status::Over(_));
            lasts.then(|| game.move_text(mv))
        })
    }
}

/// Malaka between two friends, sixteen turns played: its turns are the longest moves ("4 3:
/// f1-f5,h5-h2").
pub fn match_playing_malaka() -> State {
    played(
        "match-playing-malaka",
        GameKind::Malaka,
        Sit::Friend("Bea".into()),
        16,
    )
}

/// Malawi against the computer, eight rounds played.
pub fn match_playing_malawi() -> State {
    played("match-playing-malawi", GameKind::Malawi, Sit::Level(1), 8)
}

/// Martian Chess between two friends, sixteen moves played.
pub fn match_playing_martian() -> State {
    played(
        "match-playing-martian",
        GameKind::MartianChess,
        Sit::Friend("Bea".into()),
        16,
    )
}

/// How many rows of the move list's buttons `moves` stand whole in `laid` (a round to a row).
fn rows_whole(laid: &walk::Laid, moves: &[usize]) -> usize {
    let mut rows: Vec<i32> = moves
        .iter()
        .filter(|&&i| laid.whole(i))
        .map(|&i| laid.drawn(i).y.round() as i32)
        .collect();
    rows.dedup();
    rows.len()
}

/// [`match_playing_malawi`] resigned: over, not analysed.
pub fn match_resigned_malawi() -> State {
    let mut state = match_playing_malawi();
    let _ = state.app.update(Message::Game(game::Message::Resign(None)));
    let _ = state
        .app
        .update(Message::Game(game::Message::Resign(Some(true))));
    assert!(session(&state.app).is_over(), "the match is resigned");
    state.name = "match-resigned-malawi";
    state
}

/// `state` (a match under way) with the pick and target whose words and "Careful: …"
/// warning are the longest together picked and pointed at: those words must show whole with
/// the move list's heading and a round of it (or the list folded, its heading saying so).
fn picked(mut state: State, name: &'static str) -> State {
    let (pick, target, line, warning, told) =
        on_board(&state.app, LongestWarning).expect("a move with a warning");
    let _ = state.app.update(Message::Game(game::Message::Square(pick)));
    let _ = state
        .app
        .update(Message::Game(game::Message::Hover(Some(target))));
    state.name = name;
    state.whole.extend([line, warning]);
    state.whole.extend(Some(told).filter(|t| !t.is_empty()));
    state
}

/// [`match_playing_malawi`] with a pawn picked whose move is warned of.
pub fn match_picked_malawi() -> State {
    picked(match_playing_malawi(), "match-picked-malawi")
}

/// [`match_playing_martian`] with a piece picked whose move is warned of.
pub fn match_picked_martian() -> State {
    picked(match_playing_martian(), "match-picked-martian")
}

/// [`match_playing_malaka`] with a piece picked: the turn's Confirm and Reset must show with
/// the list (at 150 % of 1024×640 the list pinned under the turn covered them).
pub fn match_picked_malaka() -> State {
    let mut state = match_playing_malaka();
    let pick = on_board(&state.app, FirstPick).expect("a piece to pick");
    let _ = state.app.update(Message::Game(game::Message::Square(pick)));
    state.name = "match-picked-malaka";
    state.whole(&["=Confirm the turn", "=Reset"])
}

/// The first square the position on show lets the player pick.
struct FirstPick;

impl OnBoard for FirstPick {
    type Out = Option<u8>;

    fn on<G: BoardUi>(self, game: &G) -> Self::Out {
        game.next(&[]).targets.first().map(|(square, _)| *square)
    }
}

/// With a piece picked at 100 and 150 %, every room: what the pick comes to (the move's
/// words, its warning, Confirm and Reset) whole, and the move list's heading with at least a
/// round whole, or the list folded to its heading (at 150 % the list stood as a sliver under
/// the turn, or under the fold, "Moves" cut).
#[test]
fn a_pick_keeps_its_words_and_the_moves_in_view() {
    use super::super::checks::room;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for state in [
        match_picked_malawi(),
        match_picked_martian(),
        match_picked_malaka(),
    ] {
        for (w, h) in super::super::WINDOWS {
            for zoom in [100, 150] {
                let laid =
                    walk::lay_out(&state.app, room(iced::Size::new(w, h), zoom), &mut renderer);
                let tag = format!("{} {w}x{h}@{zoom}", state.name);
                for words in &state.whole {
                    let found = laid.texts(words);
                    if !found.iter().any(|&i| laid.whole(i)) {
                        faults.push(format!("{tag}: {words:?} not whole"));
                    }
                }
                let heading = laid.texts("=Moves").into_iter().any(|i| laid.whole(i));
                let folded = laid.texts(FOLDED).into_iter().any(|i| laid.whole(i));
                let rows = rows_whole(&laid, &laid.controls("move."));
                if !(heading && rows >= 1 || folded) {
                    faults.push(format!(
                        "{tag}: heading {heading}, {rows} rounds whole, folded {folded}"
                    ));
                }
                eprintln!("{tag}: heading {heading}, {rows} rounds whole, folded {folded}");
            }
        }
    }
    // Malaka's rounds stand on two lines: in a list room for one to two lines the last round
    // (counted as one line) ran out of the list, its second move half under the move box (at
    // 150 % of 1280×800 and 1366×768 in a computer match, play's shots).
    let state = match_picked_malaka();
    for h in (600..=800).step_by(8) {
        let room = room(iced::Size::new(1280.0, h as f32), 150);
        let laid = walk::lay_out(&state.app, room, &mut renderer);
        for fault in laid.faults() {
            if fault.what.contains("\"move.") {
                faults.push(format!("{} 1280x{h}@150: {fault:?}", state.name));
            }
        }
    }
    assert!(faults.is_empty(), "pick faults:\n{}", faults.join("\n"));
}

/// The words of the move list's heading when it is folded away while a piece is picked.
const FOLDED: &str = "folded while you move";

/// A running match shows at least three rounds of its moves whole at rest, each move's words
/// on one line, in every room at 100 and 150 % (at 150 % the list stood under the panel's
/// fold, and Malaka's turns wrapped in their buttons).
#[test]
fn a_running_match_shows_three_rounds_of_its_moves() {
    use super::super::walk::Kind;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for state in [
        match_playing_malaka(),
        match_playing_malawi(),
        match_playing_martian(),
    ] {
        for at in super::super::every_room() {
            let super::super::At { zoom, .. } = at;
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            let moves = laid.controls("move.");
            let rows = rows_whole(&laid, &moves);
            let tag = format!("{} {at}", state.name);
            if rows < 3 && zoom < 200 {
                faults.push(format!("{tag}: {rows} rounds whole"));
            }
            // Each move's words on one line.
            for (i, node) in laid.nodes.iter().enumerate() {
                if let Kind::Text(words, Some(m)) = &node.kind
                    && m.needs.height > m.line * 1.5
                    && moves.iter().any(|&c| {
                        laid.visible(c)
                            .zip(laid.visible(i))
                            .is_some_and(|(button, words)| button.contains(words.center()))
                    })
                {
                    faults.push(format!("{tag}: {words:?} wraps"));
                }
            }
            eprintln!("{tag}: {rows} rounds whole");
        }
    }
    assert!(
        faults.is_empty(),
        "move list faults:\n{}",
        faults.join("\n")
    );
}

/// A finished match not yet analysed shows its last move and two rounds before it whole at
/// rest, at 100 and 150 % (at 150 % of 1280×800 its list stood under the result and the offer
/// to analyse, the last round under the fold, two scrollbars).
#[test]
fn a_finished_match_shows_its_last_rounds() {
    use super::super::checks::room;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    let state = match_resigned_malawi();
    for (w, h) in super::super::WINDOWS {
        for zoom in [100, 150] {
            let laid = walk::lay_out(&state.app, room(iced::Size::new(w, h), zoom), &mut renderer);
            let moves = laid.controls("move.");
            let rows = rows_whole(&laid, &moves);
            let last_whole = moves.last().is_some_and(|&i| laid.whole(i));
            if rows < 3 || !last_whole {
                faults.push(format!(
                    "{w}x{h}@{zoom}: {rows} rounds whole, the last move {}",
                    if last_whole { "whole" } else { "not whole" }
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A Malaka hint names its turn's moves ("c1-c2,c1-c2-c3,c2-c3") with no line break inside a
/// move: a word joiner after each hyphen (at 150 % of 1280×800 the hint broke "c2-" / "c3").
#[test]
fn a_hints_moves_never_break_at_a_hyphen() {
    use super::super::checks::room;
    use super::super::walk::Kind;
    let state = super::matches::match_malaka();
    let mut renderer = walk::renderer();
    let laid = walk::lay_out(
        &state.app,
        room(iced::Size::new(1280.0, 800.0), 150),
        &mut renderer,
    );
    let hint = laid
        .nodes
        .iter()
        .find_map(|node| match &node.kind {
            Kind::Text(words, _) if words.starts_with("The computer would play") => {
                Some(words.clone())
            }
            _ => None,
        })
        .expect("the hint on show");
    let chars: Vec<char> = hint.chars().collect();
    let breaking: Vec<String> = chars
        .windows(2)
        .enumerate()
        .filter(|(_, pair)| pair[0] == '-' && pair[1].is_alphanumeric())
        .map(|(i, _)| {
            chars[i.saturating_sub(2)..(i + 4).min(chars.len())]
                .iter()
                .collect()
        })
        .collect();
    assert!(
        hint.contains('-') && breaking.is_empty(),
        "a break may fall after the hyphen in {breaking:?} of {hint:?}"
    );
}

/// A board its height limits keeps that height in a short window (#40: at 200 % of 1024×640
/// the two score lines under Martian Chess's board took 50 of its 250 px): the score stands
/// atop the panel there, and the board's box is the body's height; a board its width limits
/// (Malawi) keeps the score under it.
#[test]
fn a_tall_board_keeps_the_height_of_a_short_window() {
    use super::super::checks::room;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for (state, under) in [
        (match_playing_martian(), false),
        (match_playing_malawi(), true),
    ] {
        for (w, h, zoom) in [(1024.0, 640.0, 200), (1280.0, 800.0, 200)] {
            let room = room(iced::Size::new(w, h), zoom);
            let laid = walk::lay_out(&state.app, room, &mut renderer);
            let tag = format!("{} {w}x{h}@{zoom}", state.name);
            let Some(&board) = laid.controls("board").first() else {
                faults.push(format!("{tag}: no board"));
                continue;
            };
            let board = laid.drawn(board);
            // The score's line ("You: 3 points"), under the board or not.
            let score = laid
                .texts("You: ")
                .into_iter()
                .map(|i| laid.drawn(i))
                .find(|t| t.x < board.x + board.width);
            eprintln!("{tag}: board {board:?}, score beside it {score:?}");
            if under != score.is_some() {
                faults.push(format!(
                    "{tag}: the score under the board {:?} (board {board:?})",
                    score
                ));
            }
            if !under && board.y + board.height < room.height - 40.0 {
                faults.push(format!(
                    "{tag}: the board's box ends at {:.0} of {:.0}",
                    board.y + board.height,
                    room.height
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A match with no moves yet, a warned move picked and pointed at in a panel that scrolls
/// (#40: at 200 % of 1280×800 "No moves yet." stood cut at the panel's fold under the
/// warning): every text in view shows whole, none cut at the fold.
#[test]
fn no_text_stands_cut_at_the_fold_of_a_match_with_no_moves() {
    use super::super::checks::room;
    use super::matches::{match_capture_warning, match_long_warning};
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for state in [match_long_warning(), match_capture_warning()] {
        for (w, h) in super::super::WINDOWS {
            for zoom in [150, 200] {
                let laid =
                    walk::lay_out(&state.app, room(iced::Size::new(w, h), zoom), &mut renderer);
                for i in laid.texts("") {
                    if laid.scrolled(i) && laid.visible(i).is_some() && !laid.whole(i) {
                        faults.push(format!(
                            "{} {w}x{h}@{zoom}: {:?} cut at the fold",
                            state.name,
                            laid.label(i)
                        ));
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Malaka against the computer, a round played, at rest: the turn's words show whole above
/// the short list in the rooms from 1280×800 at 150 % (#40: at 150 % of 1366×768 "Play the
/// 4 and the 2: click a stack of yours, then where …" stood cut at the turn's fold over a
/// list of two rounds and 60 px of nothing; on the old panel 1024×640, 1280×800 and
/// 1366×768 at 150 % failed). So too a double's, its four dice under its words (under the
/// dice, at 150 % of 1024×640, they stood wholly under the turn's fold).
#[test]
fn a_short_list_at_rest_leaves_the_turn_its_words() {
    use super::super::checks::room;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for state in [
        played("match-early-malaka", GameKind::Malaka, Sit::Level(1), 1),
        match_playing_malaka(),
    ] {
        // (At 1024×640 too: its panel, 360 px high at 150 %, kept the list's heading and
        // three rounds under the turn, the words under the turn's fold.)
        for (w, h) in super::super::WINDOWS {
            let laid = walk::lay_out(&state.app, room(iced::Size::new(w, h), 150), &mut renderer);
            let said = laid.texts("click");
            if said.is_empty() {
                faults.push(format!(
                    "{} {w}x{h}@150: no words of what to click",
                    state.name
                ));
            }
            for i in said {
                if !laid.whole(i) {
                    faults.push(format!(
                        "{} {w}x{h}@150: {:?} not whole",
                        state.name,
                        laid.label(i)
                    ));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
