//! Hints followed by keys alone, in each game: the hint puts the square cursor where its move
//! starts, and Enter after Enter plays it, Enter confirming a turn that waits for it. Malaka's
//! turns of several parts come back to a square (a stack moved on by its second die), so the
//! cursor must follow the hinted path by the clicks made, not by the square it stands on; a
//! hint asked again part-way goes on from the clicks made.

use crate::ui_common;

use malice::boards::registry::GameKind;
use malice::ui::App;
use ui_common::board::session;
use ui_common::keys::{lay_out, tap};
use ui_common::{app, click, texts};

/// Hinted turns played in each game (a new match started when one ends).
const TURNS: usize = 24;

/// Enters a hinted move may need: a four-part Malaka turn (doubles) is eight squares, then
/// Confirm.
const MOST_ENTERS: usize = 12;

/// The move the hint on show names ("The computer would play b1>f1,a3. …").
fn hinted_move(app: &App, kind: GameKind, turn: usize) -> String {
    let said = texts(app)
        .into_iter()
        .find_map(|t| Some(t.strip_prefix("The computer would play ")?.to_owned()))
        .unwrap_or_else(|| panic!("{kind:?}, turn {turn}: a hint: {:?}", texts(app)));
    said.split(". ").next().unwrap_or_default().to_owned()
}

/// Plays `TURNS` hinted turns of `kind` by Enter alone; the hinted moves, as the hint said them.
fn follow_hints(kind: GameKind) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let index = GameKind::ALL
        .iter()
        .position(|k| *k == kind)
        .expect("a game of the list");
    for _ in 0..index {
        tap(&mut app, "Right");
    }
    tap(&mut app, "q");
    assert_eq!(app.open_match().map(|m| m.kind()), Some(kind));
    let mut hinted = Vec::new();
    for turn in 0..TURNS {
        app.let_the_computer_play();
        if session(&app).is_over() {
            click(&mut app, "Play again");
            app.let_the_computer_play();
        }
        let before = session(&app).move_count();
        app.let_the_computer_hint();
        let mut said = hinted_move(&app, kind, turn);
        let entries = session(&app).recipe().entries.len();
        let mut enters = 0;
        while session(&app).move_count() == before {
            assert!(
                enters < MOST_ENTERS,
                "{kind:?}, turn {turn}: {enters} Enters did not play the hinted move: {:?}",
                texts(&app)
            );
            lay_out(&app);
            tap(&mut app, "Enter");
            enters += 1;
            // Every other turn the hint is asked again part-way (after a pick and a place),
            // as a player unsure of the rest would: the cursor goes on from where it is.
            // The hint searches within a time, so asked again it may name another move
            // (a deeper search on a quieter machine): the cursor follows the latest hint,
            // and the move played must be that one.
            if turn % 2 == 1 && enters == 2 && session(&app).move_count() == before {
                app.let_the_computer_hint();
                said = hinted_move(&app, kind, turn);
            }
        }
        // The move played is the whole move the hint named, every die of a Malaka turn.
        assert_eq!(
            session(&app).recipe().entries.get(entries),
            Some(&said),
            "{kind:?}, turn {turn}: Enter after Enter played another move than the hint's"
        );
        hinted.push(said);
    }
    hinted
}

#[test]
fn malice_hints_are_played_by_enter_alone() {
    follow_hints(GameKind::Malice);
}

#[test]
fn martian_chess_hints_are_played_by_enter_alone() {
    follow_hints(GameKind::MartianChess);
}

#[test]
fn malaka_hints_are_played_by_enter_alone_a_stack_moved_twice_too() {
    let hinted = follow_hints(GameKind::Malaka);
    // A part "e2-b2-b1" moves one stack with two dice: its path comes back to b2.
    assert!(
        hinted
            .iter()
            .any(|turn| turn.split(',').any(|part| part.matches('-').count() > 1)),
        "a hinted turn moved one stack twice: {hinted:?}"
    );
}

#[test]
fn malawi_hints_are_played_by_enter_alone() {
    follow_hints(GameKind::Malawi);
}
