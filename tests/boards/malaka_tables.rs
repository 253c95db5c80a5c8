//! Malaka's quick paths against plain ones: the step and jump targets the board looks up in
//! tables against a walk point by point, and the board's kept sets of points (movable stacks,
//! pins) and its win checks against a scan of every point, over random games.

use crate::cases;

use crate::boards_common;

use boards_common::random_game_round_trips;
use malice::boards::game::{Game, Seat};
use malice::boards::malaka::{Board, Malaka, Options, Shape};
use proptest::prelude::*;

/// Where a step lands, walked one point at a time with the board's own forward directions
/// and walls: `None` if it leaves the board or meets a wall.
fn walked_step(shape: Shape, side: Seat, from: u8, pips: u8) -> Option<u8> {
    let (df, dr) = shape.forward(side, from);
    let (mut f, mut r) = shape.coords(from);
    for _ in 0..pips {
        let wall = match df {
            1 => shape.wall_right_of(f, r),
            -1 => shape.wall_right_of(f - 1, r),
            _ => false,
        };
        if wall {
            return None;
        }
        f += df;
        r += dr;
        shape.cell(f, r)?;
    }
    shape.cell(f, r)
}

/// Where a jump lands, walked one point at a time along the rank: only over exactly one wall.
fn walked_jump(shape: Shape, side: Seat, from: u8, pips: u8) -> Option<u8> {
    let df: i8 = if side == 0 { 1 } else { -1 };
    let (mut f, r) = shape.coords(from);
    let mut walls = 0;
    for _ in 0..pips {
        let left = if df == 1 { f } else { f - 1 };
        if shape.wall_right_of(left, r) {
            walls += 1;
        }
        f += df;
        shape.cell(f, r)?;
    }
    if walls == 1 { shape.cell(f, r) } else { None }
}

#[test]
fn looked_up_targets_match_a_walk_point_by_point() {
    let mut some = 0;
    for size in [9, 12] {
        let shape = Shape { size };
        for side in 0..2 {
            for from in shape.cells() {
                for pips in 0..=6 {
                    let step = shape.step_target(side, from, pips);
                    let jump = shape.jump_target(side, from, pips);
                    assert_eq!(
                        step,
                        walked_step(shape, side, from, pips),
                        "{size} {side} {from} {pips}"
                    );
                    assert_eq!(
                        jump,
                        walked_jump(shape, side, from, pips),
                        "{size} {side} {from} {pips}"
                    );
                    some += usize::from(step.is_some()) + usize::from(jump.is_some());
                }
            }
        }
    }
    assert!(some > 1000, "most steps land somewhere");
}

/// Whether every point holding `side`'s pieces is joined to its goal edge, by a plain flood
/// over every point.
fn scanned_connected(board: &Board, side: Seat) -> bool {
    let shape = board.shape;
    let holds = |c: u8| board.cell(c).pieces_of(side) > 0;
    let mut joined: Vec<u8> = shape
        .cells()
        .filter(|&c| shape.on_goal(side, c) && holds(c))
        .collect();
    let mut i = 0;
    while i < joined.len() {
        let (f, r) = shape.coords(joined[i]);
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            if let Some(n) = shape.cell(f + df, r + dr)
                && holds(n)
                && !joined.contains(&n)
            {
                joined.push(n);
            }
        }
        i += 1;
    }
    shape.cells().filter(|&c| holds(c)).count() == joined.len()
}

/// The board's quick answers against a scan of every point.
fn check_board(board: &Board) {
    let shape = board.shape;
    for side in 0..2 {
        let movable: Vec<u8> = shape
            .cells()
            .filter(|&c| board.cell(c).movable_by(side))
            .collect();
        assert_eq!(board.movable(side).collect::<Vec<_>>(), movable);
        let pins = shape.cells().any(|c| {
            let cell = board.cell(c);
            cell.movable_by(side) && cell.pinned && shape.on_home(1 - side, c)
        });
        assert_eq!(board.pins_on_enemy_home(side), pins);
        let held = shape
            .cells()
            .filter(|&c| board.cell(c).movable_by(side) && board.cell(c).pinned)
            .count();
        assert_eq!(board.pins_held(side), held);
        assert_eq!(board.connected(side), scanned_connected(board, side));
    }
}

fn options(pick: u8) -> Options {
    Options {
        large: pick & 1 == 1,
        no_stagger: pick & 2 == 2,
        ..Options::default()
    }
}

proptest! {
    #![proptest_config(cases::cases(12))]

    /// Before and after every turn of random games, and on the board read back from text.
    #[test]
    fn kept_sets_and_win_checks_agree_with_a_scan(seed in any::<u64>(), pick in 0u8..4) {
        let mut ends = 0;
        random_game_round_trips(Malaka::new(options(pick)).unwrap(), seed, 4000, |game, mv| {
            check_board(game.board());
            if let Some(mv) = mv {
                let mut after = game.clone();
                after.play_legal(mv).unwrap();
                check_board(after.board());
                ends += usize::from(after.end_reason().is_some());
            }
        });
        // Every game ends (at the latest by the turn cap), once.
        prop_assert_eq!(ends, 1);
    }
}
