//! Board matches: a quick one, two friends at one screen with a hint, one just won and its
//! history, How to play open in the panel, a move that would hand North the win.

use malice::boards::registry::GameKind;
use malice::ui::screen::game;
use malice::ui::screen::game::form::Sit;
use malice::ui::{App, Message, Route};

use malice::ui::board::BoardUi;
use malice::ui::board::foresee::foresee;

use crate::ui_common::app;
use crate::ui_common::board::{OnBoard, on_board};
use crate::ui_common::keys::quick_match_by_q;

use super::state::State;

/// A quick match of the first game.
pub fn match_quick() -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    quick_match_by_q(&mut app);
    State::new("match-quick", dir, app)
        .tops(&[("match.", f32::INFINITY)])
        .scores()
}

/// A match of `kind` set up from the new-match form: you against `other`, at `position`
/// (the form's own when empty).
pub(super) fn match_from_form(
    kind: GameKind,
    other: Sit,
    position: &str,
) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    crate::ui_common::board::from_form(&mut app, kind, other, position);
    (dir, app)
}

/// Two at one screen, the computer's hint shown: the players and their scores must show,
/// with the turn and the hint.
pub fn match_friends() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malice, Sit::Friend("Ada".into()), "");
    let _ = app.update(Message::Game(game::Message::Hint));
    app.let_the_computer_hint();
    // The hint asked for first; in a short panel the players follow it, under the fold.
    let mut state = State::new("match-friends", dir, app)
        .whole(&["The computer would play"])
        .tops(&[("match.", f32::INFINITY)])
        .scores();
    state.roomy_whole.push("Ada".into());
    state
}

/// A match just won (Martian Chess, a capture that empties the other quarter): the
/// review's offer, the rematch, History and Export must show.
pub fn match_over() -> State {
    let (dir, mut app) = match_from_form(
        GameKind::MartianChess,
        Sit::Level(1),
        "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0",
    );
    let _ = app.update(Message::Game(game::Message::Text("b4xc5".into())));
    let _ = app.update(Message::Game(game::Message::Submit));
    assert!(
        app.open_match().is_some_and(|m| m.is_over()),
        "the match is over"
    );
    State::new("match-over", dir, app)
        .tops(&[("match.", f32::INFINITY)])
        .scores()
}

/// Martian Chess's history with the match of [`match_over`] in it: the record, the import
/// box, the match with its buttons.
pub fn history() -> State {
    let mut state = match_over();
    let _ = state
        .app
        .update(Message::Go(Route::MatchHistory(GameKind::MartianChess)));
    state.name = "history";
    state.counted.clear();
    state.tops = vec![
        ("history.home", f32::INFINITY),
        ("history.game.", f32::INFINITY),
    ];
    state.whole = vec!["You win".into(), "=Look again".into(), "=Export".into()];
    state
}

/// A quick match with How to play open in the panel: the pyramids' rules, their diagrams.
pub fn match_help() -> State {
    let mut state = match_quick();
    let _ = state.app.update(Message::Game(game::Message::Help));
    state.name = "match-help";
    state.tops.clear();
    // Reading the rules, the players wait under them.
    state.counted.clear();
    // Half the room: the board and the move box take the rest.
    state.reading = Some(("How to play Malice", 0.5));
    state
}

/// Malice pyramids, a pyramid picked (b3) and the pointer on a target (a3) that lets North
/// win at once: the move in words and the whole "Careful: …" warning must show (the issue's
/// "a match with a long warning"; at 200 % the pick's explanation once pushed it under the
/// panel's fold).
pub fn match_warning() -> State {
    let (dir, mut app) = match_from_form(
        GameKind::Malice,
        Sit::Level(1),
        "4/L3/1SS1/3M/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/2MM/2LL 0 0,0 8 8",
    );
    // Squares: board * 32 + rank * 4 + file (a1 = 0): b3 = 9, a3 = 8.
    let _ = app.update(Message::Game(game::Message::Square(9)));
    let _ = app.update(Message::Game(game::Message::Hover(Some(8))));
    State::new("match-warning", dir, app).scores().whole(&[
        "b3-a3: lands on",
        "Careful: North could then win at once with d5xc3.",
    ])
}

/// Malice pyramids against the computer, a move played (h4-h3) and the computer's reply,
/// you to move with two pyramids or fewer in two quarters of the left board: the "Mind the quarters: …" warning
/// must show whole (at 200 % of 1024×640 it came after three lines of how to click and
/// stood under the fold).
pub fn match_quarters() -> State {
    let (dir, mut app) = match_from_form(
        GameKind::Malice,
        Sit::Level(1),
        "4/L3/1S2/4/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/4/3L 0 0,0 8 8",
    );
    let _ = app.update(Message::Game(game::Message::Text("h4-h3".into())));
    let _ = app.update(Message::Game(game::Message::Submit));
    app.let_the_computer_play();
    assert_eq!(app.open_match().map(|m| m.move_count()), Some(2));
    State::new("match-quarters", dir, app).whole(&["Mind the quarters: "])
}

/// A first match of `kind` against the computer, nothing played yet: the offer to learn it
/// first (its button's top) and the game's instruction `how` (how to click a piece) whole at
/// rest, with the scores (at 200 % of 1024×640 the offer's three lines cut the instruction
/// mid-line at the panel's fold; at 150 % they pushed it under the fold).
fn learn_offer(name: &'static str, kind: GameKind, how: &str) -> State {
    let (dir, app) = match_from_form(kind, Sit::Level(1), "");
    State::new(name, dir, app)
        .whole(&[how])
        .tops(&[
            ("match.learn", f32::INFINITY),
            ("match.resign", f32::INFINITY),
        ])
        .scores()
}

/// Malice pyramids' first match: see [`learn_offer`].
pub fn match_learn_offer() -> State {
    learn_offer(
        "match-learn-offer",
        GameKind::Malice,
        "Click one of your pyramids (on your side of the canal)",
    )
}

/// Martian Chess's first match (its instruction is the longest): see [`learn_offer`].
pub fn match_learn_offer_martian() -> State {
    learn_offer(
        "match-learn-offer-martian",
        GameKind::MartianChess,
        "Click a piece in your zone to see its moves",
    )
}

/// The match's buttons stay on one line in every room (at 150 % of 1024×640 Resign wrapped
/// onto a line of its own, under Undo, Hint and Flip board).
#[test]
fn the_match_buttons_keep_one_line() {
    use super::super::walk;
    let mut renderer = walk::renderer();
    let mut wrapped = Vec::new();
    for state in [match_learn_offer(), match_learn_offer_martian()] {
        for at in super::super::every_room() {
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            let top = |id: &str| laid.controls(id).first().map(|&i| laid.nodes[i].bounds.y);
            let (undo, resign) = (top("match.undo"), top("match.resign"));
            if undo.is_none() || undo != resign {
                wrapped.push(format!(
                    "{} {at}: Undo at {undo:?}, Resign at {resign:?}",
                    state.name
                ));
            }
        }
    }
    assert!(
        wrapped.is_empty(),
        "Resign wrapped:\n{}",
        wrapped.join("\n")
    );
}

/// No score is cut at rest: each text holding " point" that shows, shows whole, in every
/// room, in the match states that ask for the scores (at 200 % of 1024×640 the panel's fold
/// cut the computer's "0 points" mid-line under its name, the scores whole under the board).
#[test]
fn no_score_is_cut_at_the_panels_fold() {
    use super::super::walk;
    let mut renderer = walk::renderer();
    let mut cut = Vec::new();
    for state in [
        match_quick(),
        match_friends(),
        match_over(),
        match_warning(),
        match_long_warning(),
        match_capture_warning(),
        match_learn_offer(),
        match_learn_offer_martian(),
    ] {
        for at in super::super::every_room() {
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            // The scores ("0 points", "You: 1 point"), not a move's words.
            let scores = laid.texts(" point").into_iter().filter(|&i| {
                let words = laid.label(i);
                words.ends_with(" point\"") || words.ends_with(" points\"")
            });
            for i in scores {
                if let Some(seen) = laid.visible(i).filter(|_| !laid.whole(i)) {
                    cut.push(format!(
                        "{} {at}: {} seen {:.0} of {:.0} px",
                        state.name,
                        laid.label(i),
                        seen.height,
                        laid.drawn(i).height
                    ));
                }
            }
        }
    }
    assert!(cut.is_empty(), "scores cut:\n{}", cut.join("\n"));
}

/// Martian Chess against the computer, twelve rounds played (the first legal move each
/// turn), resigned and analysed: the analysis and the moves to look through.
pub fn match_analysed() -> State {
    use crate::ui_common::board::session;
    let (dir, mut app) = match_from_form(GameKind::MartianChess, Sit::Level(1), "");
    for _ in 0..12 {
        let Some(first) = session(&app).legal_moves().into_iter().next() else {
            break;
        };
        let _ = app.update(Message::Game(game::Message::Text(first)));
        let _ = app.update(Message::Game(game::Message::Submit));
        app.let_the_computer_play();
        if session(&app).is_over() {
            break;
        }
    }
    if !session(&app).is_over() {
        let _ = app.update(Message::Game(game::Message::Resign(Some(true))));
    }
    app.let_the_computer_analyse(300);
    assert!(session(&app).move_count() >= 10, "a match of some length");
    State::new("match-analysed", dir, app)
}

/// An analysed match shows at least five rounds of its move list at rest in every room at
/// 100 % (at 1024×640 the analysis above it left 1 to 3 rows, the rest under the panel's
/// fold).
#[test]
fn an_analysed_match_shows_five_rounds_of_its_moves() {
    use super::super::checks::room;
    use super::super::walk;
    let state = match_analysed();
    let mut renderer = walk::renderer();
    let mut few = Vec::new();
    for (w, h) in super::super::WINDOWS {
        let laid = walk::lay_out(&state.app, room(iced::Size::new(w, h), 100), &mut renderer);
        let mut rows: Vec<i32> = laid
            .controls("move.")
            .into_iter()
            .filter(|&i| laid.whole(i))
            .map(|i| laid.drawn(i).y.round() as i32)
            .collect();
        rows.dedup();
        if rows.len() < 5 {
            few.push(format!("{w}x{h}@100: {} rounds whole", rows.len()));
        }
    }
    assert!(few.is_empty(), "too few moves in view:\n{}", few.join("\n"));
}

/// Malaka against the computer, its dice rolled and the hint asked for: the hint's words
/// must show with the dice (at 200 % of 1024×640 the dice's line, their words and the move
/// box put the news box under the panel's fold on every turn).
pub fn match_malaka() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malaka, Sit::Level(1), "");
    let _ = app.update(Message::Game(game::Message::Hint));
    app.let_the_computer_hint();
    // The offer to learn (a first match) steps under the hint.
    State::new("match-malaka", dir, app)
        .whole(&["The computer would play", "=Confirm the turn", "Each die"])
        .tops(&[("match.hint", f32::INFINITY), ("match.undo", f32::INFINITY)])
}

/// Malaka's start with a double rolled (four twos, blue to move after a turn each) and the
/// hint asked for: the hint's words, Confirm and the dice's own words must show with the
/// dice (at 200 % of 1024×640 the four dice wrapped onto a line of their own, the hint's
/// last line and "Each die moves…" stood under the panel's fold).
pub fn match_malaka_doubles() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malaka, Sit::Level(1), MALAKA_DOUBLE);
    hinted(&mut app);
    State::new("match-malaka-doubles", dir, app)
        .whole(&["The computer would play", "=Confirm the turn", "A double"])
        .tops(&[("match.hint", f32::INFINITY), ("match.undo", f32::INFINITY)])
}

/// Malaka's starting board, blue to move with four twos after a turn each.
const MALAKA_DOUBLE: &str =
    "(2O)5(2X)(2X)(2X)/(2O)8/(2O)8/9/9/9/8(2X)/8(2X)/(2O)(2O)(2O)5(2X) o 2222 2 0";

/// The new-match form for `kind`, you against `other`: a friend's seat with its name box, or
/// the computer's with its five levels, its two times a move and its rating (at 200 % of
/// 1024×640 a seat's line ran past the window's edge, the friend's name box cut to a sliver).
pub fn new_match(name: &'static str, kind: GameKind, other: Sit) -> State {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Go(Route::NewMatch(kind)));
    let _ = app.update(Message::Form(game::form::Message::Sit(1, other)));
    State::new(name, dir, app).tops(&[("form.home", f32::INFINITY)])
}

/// Malawi between two friends, a hint asked, then a1 picked and the pointer on a3: the move in words and what
/// a pawn of two rings may do, whole (at 200 % of 1024×640 its last line stood under the
/// panel's fold).
pub fn match_malawi() -> State {
    let (dir, mut app) = match_from_form(GameKind::Malawi, Sit::Friend("Bea".into()), "");
    let square = |n: &str| {
        (0..36)
            .find(|&s| malice::boards::malawi::square_name(s) == n)
            .expect("a square of the board")
    };
    hinted(&mut app);
    let _ = app.update(Message::Game(game::Message::Square(square("a1"))));
    let _ = app.update(Message::Game(game::Message::Hover(Some(square("a3")))));
    let mut state = State::new("match-malawi", dir, app)
        .whole(&["a1-a3", "hands them out to 2 other pawns of yours"]);
    // Both players' rings, Malawi's score.
    state.counted.push(("12 rings", 2));
    state
}

/// The position of [`match_warning`]: you to move, North's pyramids in reach.
const WARNED: &str = "4/L3/1SS1/3M/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/2MM/2LL 0 0,0 8 8";

/// The move of the position on show whose words, "Careful: …" warning and the pick's
/// explanation (Malawi's "a1 has 2 rings: …") are the longest together: the square picked,
/// the square pointed at, and those words (the explanation empty where the game has none).
pub(super) struct LongestWarning;

/// A move found by [`LongestWarning`]: the pick, the target, the move's words, its warning
/// and the pick's explanation.
pub(super) type Warned = (u8, u8, String, String, String);

impl OnBoard for LongestWarning {
    type Out = Option<Warned>;

    fn on<G: BoardUi>(self, game: &G) -> Self::Out {
        let mut best: Option<Warned> = None;
        for (pick, _) in game.next(&[]).targets {
            let told = game.progress(&[pick]).unwrap_or_default();
            for (target, _) in game.next(&[pick]).targets {
                let seen = foresee(game, &[pick], Some(target));
                if let (Some(line), Some(warning)) = (seen.line, seen.warning)
                    && best.as_ref().is_none_or(|(_, _, l, w, t)| {
                        long(&[&line, &warning, &told]) > long(&[l, w, t])
                    })
                {
                    best = Some((pick, target, line, warning, told.clone()));
                }
            }
        }
        best
    }
}

/// How long words stand in a narrow panel: their lines at about 34 letters a line (200 % of
/// 1024×640), then their letters.
fn long(words: &[&str]) -> (usize, usize) {
    let lines = words.iter().map(|w| w.len().div_ceil(34)).sum();
    (lines, words.iter().map(|w| w.len()).sum())
}

/// Asks the computer's hint and lets it come, as a player who follows the hints does: the
/// match is then marked assisted under its name (a second line in the header).
fn hinted(app: &mut App) {
    let _ = app.update(Message::Game(game::Message::Hint));
    app.let_the_computer_hint();
}

/// A match of `kind` against the computer at `position`, a hint asked, then the pick and
/// target whose words, "Careful: …" warning and the pick's explanation are the longest
/// together picked and pointed at ([`LongestWarning`]), or those `at` (the square picked and
/// the square pointed at): the three must show whole at rest.
fn warned(name: &'static str, kind: GameKind, position: &str, at: Option<(u8, u8)>) -> State {
    let (dir, mut app) = match_from_form(kind, Sit::Level(1), position);
    hinted(&mut app);
    let (pick, target, line, warning, told) = match at {
        Some((pick, target)) => on_board(&app, Told { pick, target }),
        None => on_board(&app, LongestWarning),
    }
    .expect("a move with a warning");
    let _ = app.update(Message::Game(game::Message::Square(pick)));
    let _ = app.update(Message::Game(game::Message::Hover(Some(target))));
    let mut state = State::new(name, dir, app);
    state.whole.extend([line, warning]);
    state.whole.extend(Some(told).filter(|t| !t.is_empty()));
    state
}

/// What the panel says of one move (`pick`, then `target`): as [`LongestWarning`] finds it.
struct Told {
    pick: u8,
    target: u8,
}

impl OnBoard for Told {
    type Out = Option<Warned>;

    fn on<G: BoardUi>(self, game: &G) -> Self::Out {
        let seen = foresee(game, &[self.pick], Some(self.target));
        let told = game.progress(&[self.pick]).unwrap_or_default();
        Some((self.pick, self.target, seen.line?, seen.warning?, told))
    }
}

/// Malice pyramids, a hint asked, then the move with the longest words and warning picked
/// and pointed at (two lines and three at 200 % of 1024×640): both must show whole, with
/// the legend of the faded pyramids (the warning's last line stood under the panel's fold
/// there, the match marked assisted).
pub fn match_long_warning() -> State {
    warned("match-long-warning", GameKind::Malice, WARNED, None).scores()
}

/// A Malice position from a match played by hints (after move 24): South to move, with
/// captures that North could answer.
const CAPTURES: &str = "S3/L3/1S2/4/4/2SS/3S/1M1L|2L1/4/M3/3L/3L/3M/3M/3L 0 3,2 2 24";

/// Malice pyramids where the longest move's words take two lines (a capture: "h4xh5: takes a
/// large pyramid for 3 points; lands on a4"), its warning two more: with the legend of the
/// faded pyramids all must show whole at rest (at 200 % of 1024×640 the legend's last line,
/// "Point at a target to read it.", stood under the fold).
pub fn match_capture_warning() -> State {
    // Squares: board * 32 + rank * 4 + file (a1 = 0): h4 = 47, h5 = 51.
    warned(
        "match-capture-warning",
        GameKind::Malice,
        CAPTURES,
        Some((47, 51)),
    )
    .scores()
}

/// A Malawi position where Red's pawns are in reach: Blue to move, a strike answering most
/// moves.
const MALAWI_WARNED: &str = "6/b2b2b3b2b2b2/6/6/6/w2w2w3w2w2w2 0 12";

/// Malawi against the computer, the pawn and target whose words, warning and the pick's
/// explanation ("a1 has 2 rings: it moves or strikes exactly 2 squares…") are the longest
/// together: all three must show whole at rest (in a short panel, 200 % of 1024×640, the
/// explanation came last, after the warning, and stood under the fold).
pub fn match_pick_warning() -> State {
    let mut state = warned("match-pick-warning", GameKind::Malawi, MALAWI_WARNED, None);
    assert_eq!(state.whole.len(), 3, "Malawi explains a pick");
    // Both players' rings, Malawi's score.
    state.counted.push(("13 rings", 2));
    state
}
