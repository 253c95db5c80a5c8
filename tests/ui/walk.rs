//! The walk every board feature passes through: a click on the board that plays a move, the
//! computer's reply, and the save. `scripts/walk.sh` runs [`walk`] alone under callgrind and
//! counts the files of `src/` it runs through (docs/architecture.md keeps the count); the test
//! checks that the walk ends with the move and the reply played and kept.

use crate::games::{quick, some_move};
use crate::ui_common;

use malice::boards::registry::GameKind;
use malice::ui::screen::game as screen;
use malice::ui::{App, Message, Route};
use ui_common::board::session;
use ui_common::click;

/// The walk: the click that completes a move, then the computer's reply (worked out here
/// instead of on a thread), each saved as the app saves them.
#[inline(never)]
pub fn walk(app: &mut App, square: u8) {
    let _ = app.update(Message::Game(screen::Message::Square(square)));
    app.let_the_computer_play();
}

/// Marks the end of the walk for the profiler (which dumps what it counted on the way in).
#[inline(never)]
pub fn walked() {
    std::hint::black_box(());
}

#[test]
fn a_click_plays_the_move_the_computer_replies_and_both_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    quick(&mut app, GameKind::Malice);
    let squares = some_move(&app);
    let (&last, picks) = squares.split_last().expect("the player has a move");
    for &square in picks {
        let _ = app.update(Message::Game(screen::Message::Square(square)));
    }
    walk(&mut app, last);
    walked();
    assert_eq!(session(&app).move_count(), 2, "the move and the reply");
    let kept = session(&app).position_text();
    drop(app);
    let mut again = ui_common::app(&dir);
    click(&mut again, "Continue");
    assert_eq!(session(&again).position_text(), kept, "both were saved");
}

/// The match is saved once per move and reply: while the reply is on its way the move waits,
/// and it is kept all the same if the player leaves (or closes the app) before the reply.
#[test]
fn a_move_waiting_for_the_reply_is_kept_when_the_player_leaves() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::app(&dir);
    quick(&mut app, GameKind::Malice);
    for square in some_move(&app) {
        let _ = app.update(Message::Game(screen::Message::Square(square)));
    }
    assert_eq!(
        session(&app).move_count(),
        1,
        "the move, its reply on its way"
    );
    let played = session(&app).position_text();
    let _ = app.update(Message::Go(Route::Home));
    drop(app);
    let mut again = ui_common::app(&dir);
    click(&mut again, "Continue");
    assert_eq!(session(&again).move_count(), 1);
    assert_eq!(session(&again).position_text(), played, "the move was kept");
}
