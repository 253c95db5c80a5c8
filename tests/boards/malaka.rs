//! Malaka: every rule of board-rulings.md as a scenario, the seed's move syntax, perft counts
//! kept as data, and random games that must round-trip.

use crate::boards_common;

use boards_common::check_perft_file;
use malice::boards::ai::perft;
use malice::boards::effect::kind::Effect;
use malice::boards::game::{Decision, EndReason, Game, Seats, Status};
use malice::boards::malaka::{DiceSize, Malaka, Options, Turn};
use malice::boards::notation::write_board;

/// A 9×9 position from `(point, token)` pairs (tokens as in position text: `O`, `(2X)`,
/// `(Ox)`), the side to move, the dice (`-` to roll) and turns played.
pub(crate) fn position(pieces: &[(&str, &str)], side: &str, dice: &str, turns: u16) -> Malaka {
    let mut cells: Vec<Option<&str>> = vec![None; 81];
    for (point, token) in pieces {
        let file = (point.as_bytes()[0] - b'a') as usize;
        let rank: usize = point[1..].parse().unwrap();
        cells[(rank - 1) * 9 + file] = Some(token);
    }
    let board = write_board(&cells, 9, str::to_owned);
    let text = format!("{board} {side} {dice} {turns} 0");
    Malaka::from_position_text(&text, Options::default()).unwrap()
}

pub(crate) fn texts(game: &Malaka) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(|m| game.move_text(*m)).collect();
    out.sort();
    out
}

fn cell_at(game: &Malaka, point: &str) -> malice::boards::malaka::Cell {
    let shape = game.board().shape;
    game.board().cell(shape.parse_cell(point).unwrap())
}

fn play(game: &mut Malaka, text: &str) {
    let turn = game.parse_move(text).unwrap();
    game.play(turn).unwrap();
}

#[test]
fn the_start_is_228_from_connection_for_each_side_with_stacks_of_two() {
    let game = Malaka::new(Options::default()).unwrap();
    assert_eq!(game.distance(0), 228);
    assert_eq!(game.distance(1), 228);
    assert_eq!(game.board().pieces(0), 12);
    assert_eq!(game.board().pieces(1), 12);
    for point in ["a1", "b1", "c1", "a7", "a8", "a9"] {
        assert_eq!(cell_at(&game, point).pieces_of(0), 2, "{point}");
    }
    for point in ["g9", "h9", "i9", "i1", "i2", "i3"] {
        assert_eq!(cell_at(&game, point).pieces_of(1), 2, "{point}");
    }
    assert_eq!(
        game.position_text(),
        "(2O)5(2X)(2X)(2X)/(2O)8/(2O)8/9/9/9/8(2X)/8(2X)/(2O)(2O)(2O)5(2X) o - 0 0"
    );
}

#[test]
fn o_opens_with_one_die_then_every_turn_rolls_two() {
    let mut game = Malaka::new(Options::default()).unwrap();
    assert_eq!(game.status(), Status::Chance);
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 4);
    assert!(
        outcomes
            .iter()
            .all(|((_, second), p)| *second == 0 && *p == 0.25)
    );
    assert!(
        game.resolve_chance((2, 3)).is_err(),
        "two dice on the opening"
    );
    game.resolve_chance((3, 0)).unwrap();
    assert_eq!(game.status(), Status::ToMove(0));
    // One die: each of the six stacks can move 3 points, nothing more.
    assert_eq!(
        texts(&game),
        ["a1-a4", "a7-d7", "a8-d8", "a9-d9", "b1-b4", "c1-c4"]
    );
    play(&mut game, "c1-c4");
    assert_eq!(game.status(), Status::Chance);
    game.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 10, "unordered pairs of two d4");
    let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-12);
    assert!(
        game.resolve_chance((3, 0)).is_err(),
        "one die after the opening"
    );
    assert!(game.resolve_chance((5, 1)).is_err(), "a d4 shows at most 4");
    game.resolve_chance((2, 1)).unwrap();
    assert_eq!(game.status(), Status::ToMove(1));
}

#[test]
fn x_moves_as_o_turned_half_a_turn() {
    // X's stacks on the right edge go left first (the bottom right area), its top stacks down.
    let mut game = Malaka::new(Options::default()).unwrap();
    game.resolve_chance((1, 0)).unwrap();
    play(&mut game, "a1-a2");
    game.resolve_chance((3, 1)).unwrap();
    let moves = texts(&game);
    assert!(moves.contains(&"g9-g6-g5".to_owned()), "{moves:?}");
    assert!(
        !moves.iter().any(|m| m.starts_with("i1-i")),
        "no step off the board"
    );
    // i1 goes left 3 to f1, then up 1: the bottom middle area leads X up.
    let mut up = game.clone();
    play(&mut up, "i1-f1-f2");
    assert_eq!(cell_at(&up, "f2").pieces_of(1), 1);
    assert_eq!(cell_at(&up, "i1").pieces_of(1), 1);
}

#[test]
fn the_seeds_example_a_step_pins_and_a_jump_over_the_wall_kills() {
    // O on e5 has rolled 2 and 3: e5-e3 pins the X on e3, e5-h5 jumps the right wall and
    // kills the X on h5.
    let start = position(
        &[
            ("e5", "O"),
            ("a9", "(2O)"),
            ("e3", "X"),
            ("h5", "X"),
            ("i9", "(2X)"),
        ],
        "o",
        "32",
        5,
    );
    let mut pin = start.clone();
    play(&mut pin, "e5-e3,a9-d9");
    let e3 = cell_at(&pin, "e3");
    assert_eq!((e3.owner, e3.count, e3.pinned), (0, 1, true));
    assert_eq!(pin.board().pieces(1), 4, "a pinned piece stays in the game");

    let mut kill = start.clone();
    play(&mut kill, "e5-h5,a9-c9");
    let h5 = cell_at(&kill, "h5");
    assert_eq!((h5.owner, h5.count, h5.pinned), (0, 1, false));
    assert_eq!(kill.board().pieces(1), 3, "the jumped piece is killed");
}

#[test]
fn a_pin_is_told_only_when_it_lasts_the_turn() {
    // O has rolled 2 and 1. a1-a2 pins the lone X on a2; moving on with a2-a4 lets it go
    // again, so that turn pins nothing, while a1-a2 with b1-b3 keeps the pin.
    let start = position(
        &[("a1", "O"), ("b1", "O"), ("a2", "X"), ("i9", "(2X)")],
        "o",
        "21",
        5,
    );
    let pins = |text: &str| {
        let turn = start.parse_move(text).unwrap();
        let mut after = start.clone();
        after.play(turn).unwrap();
        let named: Vec<String> = start
            .effects(turn)
            .iter()
            .filter_map(|e| match e {
                Effect::Pins { square } => Some(start.square_name(*square)),
                _ => None,
            })
            .collect();
        (named, cell_at(&after, "a2").pinned)
    };
    assert_eq!(pins("a1-a2-a4"), (vec![], false));
    assert_eq!(pins("a1-a2,b1-b3"), (vec!["a2".to_owned()], true));
}

#[test]
fn blocks_cannot_be_entered_and_own_pieces_stack() {
    // O's opening die is 2: a1-a3 would land on a block of two X, so only a4-a6 is left.
    let game = position(
        &[("a1", "O"), ("a3", "(2X)"), ("a4", "(3O)"), ("i9", "X")],
        "o",
        "2",
        0,
    );
    assert_eq!(texts(&game), ["a4-a6"]);
    let mut stack = position(&[("a1", "O"), ("a3", "O"), ("i9", "X")], "o", "2", 0);
    play(&mut stack, "a1-a3");
    assert_eq!(cell_at(&stack, "a3").count, 2);
}

#[test]
fn a_pinned_piece_cannot_move_until_its_pinner_leaves() {
    // X on b2 lies pinned under O: none of X's turns moves it.
    let game = position(&[("b2", "(Ox)"), ("a8", "O"), ("f9", "X")], "x", "21", 3);
    let moves = texts(&game);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| !m.starts_with("b2")), "{moves:?}");
    // Nor may X land where O holds the pin: b3 can only go on to b1.
    let game = position(&[("b2", "(Ox)"), ("b3", "X"), ("h9", "O")], "x", "21", 3);
    let moves = texts(&game);
    assert!(moves.iter().all(|m| !m.contains("b3-b2")), "{moves:?}");
    // When the O steps off, the X stands free on b2 again.
    let mut free = position(&[("b2", "(Ox)"), ("i9", "X")], "o", "1", 0);
    play(&mut free, "b2-b3");
    let b2 = cell_at(&free, "b2");
    assert_eq!((b2.owner, b2.count, b2.pinned), (1, 1, false));
}

#[test]
fn steps_never_cross_a_wall_and_jumps_cross_exactly_one_forward() {
    // c7 moves right in the top left area: 4 points would cross the right wall at f|g, and
    // there is nothing to jump onto: O must pass.
    let step = position(&[("c7", "O"), ("i9", "X")], "o", "4", 0);
    assert_eq!(texts(&step), ["pass"]);
    // A jump of 4 from c5 would cross both walls onto g5: only the step up is left.
    let both = position(&[("c5", "O"), ("g5", "X"), ("a9", "X")], "o", "4", 0);
    assert_eq!(texts(&both), ["c5-c9"]);
    // A jump of 1 from c5 crosses the left wall onto a lone X.
    let one = position(&[("c5", "O"), ("d5", "X"), ("a9", "X")], "o", "1", 0);
    assert_eq!(texts(&one), ["c5-c6", "c5-d5"]);
    // O never jumps backwards (left), even onto a lone X.
    let back = position(&[("d5", "O"), ("c5", "X"), ("i9", "X")], "o", "1", 0);
    assert_eq!(texts(&back), ["d5-d4"]);
    // A jump must land on a lone enemy: not on an empty point, not on a block.
    let empty = position(&[("c5", "O"), ("i9", "X")], "o", "1", 0);
    assert_eq!(texts(&empty), ["c5-c6"]);
    let block = position(&[("c5", "O"), ("d5", "(2X)"), ("i9", "X")], "o", "1", 0);
    assert_eq!(texts(&block), ["c5-c6"]);
}

#[test]
fn a_turn_must_use_the_most_pips_the_dice_allow() {
    // g6 is 3 from the goal edge: with 3 and 1 the 3 must be played (the 1 then has no move,
    // while playing the 1 first would leave the 3 unplayable).
    let game = position(&[("g6", "O"), ("g9", "O"), ("a9", "X")], "o", "31", 4);
    assert_eq!(texts(&game), ["g6-g9"]);
    let mut tried = game.clone();
    let err = tried.play(Turn::PASS).unwrap_err().to_string();
    assert!(err.contains("as many pips"), "{err}");
    assert_eq!(tried, game, "an illegal move changes nothing");
    // Nothing can move at all (g9 is at the edge, e5 is pinned): the only turn is a pass.
    let stuck = position(&[("g9", "O"), ("e5", "(Xo)"), ("a9", "X")], "o", "31", 4);
    assert_eq!(texts(&stuck), ["pass"]);
}

#[test]
fn a_double_gives_four_moves() {
    // Four pieces on a1 and a double 1: four moves of one point. The turns are the ways to
    // share 4 points among the pieces (4, 3+1, 2+2, 2+1+1, 1+1+1+1), one per final position.
    let game = position(&[("a1", "(4O)"), ("i9", "X")], "o", "1111", 2);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 5);
    assert!(moves.iter().all(|t| t.subs().len() == 4 && t.pips() == 4));
    assert!(texts(&game).contains(&"a1-a2-a3-a4-a5".to_owned()));
}

#[test]
fn joining_every_piece_to_the_goal_edge_wins() {
    // O on g9 (goal edge) and g7: the opening 1 joins them.
    let mut game = position(&[("g9", "O"), ("g7", "O"), ("a5", "(2X)")], "o", "1", 0);
    // g9 is already joined: only g7's two steps count.
    assert_eq!(game.distance(0), 2);
    play(&mut game, "g7-g8");
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    assert_eq!(game.end_reason(), Some(EndReason::Connected));
    assert_eq!(game.distance(0), 0, "a connected side is 0 from connection");
    // Pinned pieces count in the chain: X on a1, X pinned on a2, X coming down a4-a3-a1.
    let chain = position(
        &[
            ("a1", "X"),
            ("a2", "(Ox)"),
            ("a4", "X"),
            ("i9", "O"),
            ("i5", "O"),
        ],
        "x",
        "21",
        5,
    );
    assert_eq!(texts(&chain), ["a4-a3-a1"]);
    let mut done = chain.clone();
    play(&mut done, "a4-a3-a1");
    assert_eq!(done.status(), Status::Over(Decision::Win(Seats::one(1))));
    // After the 1 alone, a3 is joined to a1 only through the pinned piece on a2.
    let mut board = chain.board().clone();
    let sub = board.subs_from(1, board.shape.parse_cell("a4").unwrap(), 1)[0].unwrap();
    board.apply(1, sub);
    assert!(board.connected(1));
    assert!(!board.connected(0));
}

#[test]
fn pinning_an_enemy_piece_on_its_home_edge_wins() {
    // X's home edge is g9-i9: O steps from h7 onto the lone X on h9.
    let mut game = position(
        &[("h7", "O"), ("a1", "O"), ("h9", "X"), ("c3", "X")],
        "o",
        "2",
        0,
    );
    play(&mut game, "h7-h9");
    assert!(cell_at(&game, "h9").pinned);
    assert_eq!(game.status(), Status::Over(Decision::Win(Seats::one(0))));
    assert_eq!(game.end_reason(), Some(EndReason::PinnedOnHome));
}

#[test]
fn when_both_sides_have_won_the_mover_wins() {
    // O jumps f8-g8 and kills X's one piece away from a1: O is joined (g9, g8), and so is
    // X (a1 alone). Both hold: the mover wins.
    let start = position(
        &[("g9", "O"), ("f8", "O"), ("g8", "X"), ("a1", "X")],
        "o",
        "1",
        0,
    );
    let mut both = start.clone();
    play(&mut both, "f8-g8");
    assert_eq!(both.status(), Status::Over(Decision::Win(Seats::one(0))));
    // The same kill with O not joined (its a9 is far away) hands X the win: killing the last
    // loose enemy piece is the two-edged sword the seed warns of.
    let mut sword = position(
        &[("a9", "O"), ("f8", "O"), ("g8", "X"), ("a1", "X")],
        "o",
        "1",
        0,
    );
    play(&mut sword, "f8-g8");
    assert_eq!(sword.status(), Status::Over(Decision::Win(Seats::one(1))));
    // A step instead leaves the game running.
    let mut step = start;
    play(&mut step, "f8-f7");
    assert_eq!(step.status(), Status::Chance);
}

#[test]
fn move_text_reads_every_form_the_seed_shows() {
    // c3-c6,c6-c8 / c3-c6-c8 / c3-c8 all mean the same turn with dice 3 and 2.
    let game = position(
        &[("c3", "(3O)"), ("c1", "O"), ("b5", "O"), ("i9", "X")],
        "o",
        "32",
        4,
    );
    let a = game.parse_move("c3-c6,c6-c8").unwrap();
    assert_eq!(game.parse_move("c3-c6-c8").unwrap(), a);
    assert_eq!(game.parse_move("C3-C8").unwrap(), a);
    assert_eq!(game.move_text(a), "c3-c6-c8");
    // 3xc3-c6,c1-c4 with a double 3.
    let double = position(&[("c3", "(3O)"), ("c1", "O"), ("i9", "X")], "o", "3333", 4);
    let turn = double.parse_move("3xc3-c6,c1-c4").unwrap();
    let mut after = double.clone();
    after.play(turn).unwrap();
    assert_eq!(cell_at(&after, "c6").count, 3);
    assert_eq!(cell_at(&after, "c4").count, 1);
    // 3xc3:2,b5-b7 with a double 2.
    let pips = position(&[("c3", "(3O)"), ("b5", "O"), ("i9", "X")], "o", "2222", 4);
    let turn = pips.parse_move("3xc3:2,b5-b7").unwrap();
    let mut after = pips.clone();
    after.play(turn).unwrap();
    assert_eq!(cell_at(&after, "c5").count, 3);
    assert_eq!(cell_at(&after, "b7").count, 1);
}

#[test]
fn bad_move_text_is_explained() {
    let game = position(&[("c3", "(3O)"), ("i9", "X")], "o", "32", 4);
    let err = |t: &str| game.parse_move(t).unwrap_err().to_string();
    assert!(err("z9-c3").contains("not a point"), "{}", err("z9-c3"));
    assert!(err("c3").contains("such as c3-c6"));
    assert!(
        err("c3-c4").contains("cannot be played"),
        "{}",
        err("c3-c4")
    );
    assert!(err("c3-c6").contains("as many pips"), "{}", err("c3-c6"));
    assert!(err("pass").contains("not allowed"));
    assert!(err("9xc3-c6").contains("at most 4"));
    assert!(err("a-128-a1").contains("not a point"));
}

#[test]
fn options_change_the_board_the_layout_and_the_dice() {
    let large = Malaka::new(Options {
        large: true,
        ..Options::default()
    })
    .unwrap();
    assert_eq!(large.board().shape.size, 12);
    assert_eq!(large.options().faces(), 6);
    assert_eq!(large.board().pieces(0), 16);
    let text = large.position_text();
    assert!(text.starts_with("(2O)7(2X)(2X)(2X)(2X)/"), "{text}");
    assert!(
        text.contains("/93/"),
        "an empty rank of 12 is written 93: {text}"
    );
    let back = Malaka::from_position_text(&text, large.options().clone()).unwrap();
    assert_eq!(back.position_text(), text);

    let d6 = Options {
        dice: DiceSize::D6,
        ..Options::default()
    };
    assert_eq!(d6.faces(), 6);
    let home = Malaka::new(Options {
        no_stagger: true,
        ..Options::default()
    })
    .unwrap();
    for point in ["a1", "b1", "c1", "a2", "b2", "c2"] {
        assert_eq!(cell_at(&home, point).pieces_of(0), 2, "{point}");
    }
    let many = Malaka::new(Options {
        many: true,
        ..Options::default()
    })
    .unwrap();
    assert_eq!(many.board().pieces(0), 18);
    assert_eq!(cell_at(&many, "a5").pieces_of(0), 2);
    assert_eq!(cell_at(&many, "i5").pieces_of(1), 2);
}

#[test]
fn bad_position_texts_are_refused() {
    let options = Options::default;
    for bad in [
        "",
        "9/9/9/9/9/9/9/9 o - 0 0",
        "9/9/9/9/9/9/9/9/9 z - 0 0",
        "9/9/9/9/9/9/9/9/9 o 5 0 0",
        "9/9/9/9/9/9/9/9/9 o 33 0 0",
        "(0O)8/9/9/9/9/9/9/9/9 o - 0 0",
        "(2Oo)8/9/9/9/9/9/9/9/9 o - 0 0",
        "(2O8/9/9/9/9/9/9/9/9 o - 0 0",
        "Q8/9/9/9/9/9/9/9/9 o - 0 0",
        "(250O)8/9/9/9/9/9/9/9/9 o - 0 0",
        "(2O)8/9/9/9/9/9/9/9/9 x 3 0 0",
    ] {
        assert!(Malaka::from_position_text(bad, options()).is_err(), "{bad}");
    }
}

#[test]
#[ignore = "about 20 s in release, minutes in debug: cargo test --release --test boards -- --ignored malaka::"]
fn perft_to_depth_three_matches_the_data_file() {
    let checked = check_perft_file::<Malaka>(
        include_str!("../data/perft/malaka-deep.txt"),
        Options::default(),
    );
    assert_eq!(checked, 1);
}

#[test]
fn perft_counts_match_the_data_file() {
    let checked =
        check_perft_file::<Malaka>(include_str!("../data/perft/malaka.txt"), Options::default());
    assert!(checked >= 2);
    let mut start = Malaka::new(Options::default()).unwrap();
    assert_eq!(perft(&mut start, 1), 24);
}
