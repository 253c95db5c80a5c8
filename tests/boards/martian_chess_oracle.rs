//! Martian Chess: the bit-board move generator checked against an independent move list worked
//! out square by square, for every option, in random games.

use crate::cases;
use crate::martian_chess_four::picks_agree;

use malice::boards::game::{Game, Status};
use malice::boards::martian_chess::{MartianChess, Options, PieceSet};
use proptest::prelude::*;

use crate::boards_common::random_game_round_trips;

// ---- An independent move list, square by square, for every option. ----

/// The board of a position text as rows of cells, rank 1 first: `None` for an empty square,
/// else the piece's letter.
fn cells(text: &str, files: usize) -> Vec<Option<char>> {
    let board = text.split_whitespace().next().unwrap();
    let mut rows: Vec<Vec<Option<char>>> = board
        .split('/')
        .map(|row| {
            let mut cells = Vec::new();
            for c in row.chars() {
                match c.to_digit(10) {
                    Some(n) => cells.extend(std::iter::repeat_n(None, n as usize)),
                    None => cells.push(Some(c)),
                }
            }
            assert_eq!(cells.len(), files);
            cells
        })
        .collect();
    rows.reverse();
    rows.concat()
}

/// Every legal move worked out square by square, straight from the rules, as (from, to)
/// pairs; a pass when there is none.
fn oracle_moves(game: &MartianChess) -> Vec<(u8, u8)> {
    let options = game.options().clone();
    let four = options.players == 4;
    let (files, ranks) = if four { (8i8, 8i8) } else { (4, 8) };
    let text = game.position_text();
    let board = cells(&text, files as usize);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let seat: u8 = fields[1].parse().unwrap();
    let zone = |sq: usize| {
        let (f, r) = (sq as i8 % files, sq as i8 / files);
        match (four, f < 4, r < 4) {
            (false, _, low) => u8::from(!low),
            (true, true, true) => 0,
            (true, true, false) => 1,
            (true, false, false) => 2,
            (true, false, true) => 3,
        }
    };
    let square = |name: &str| {
        let b = name.as_bytes();
        (b[1] - b'1') as usize * files as usize + (b[0] - b'a') as usize
    };
    // No rejection: two players, and the last move crossed the canal.
    let barred = match fields[3].split_once('-') {
        Some((a, b)) if !four && !a.is_empty() && zone(square(a)) != zone(square(b)) => {
            Some((square(b), square(a)))
        }
        _ => None,
    };
    let in_zone =
        |piece: char| (0..board.len()).any(|sq| zone(sq) == seat && board[sq] == Some(piece));
    let on = |f: i8, r: i8| (0..files).contains(&f) && (0..ranks).contains(&r);
    let kk = options.pieces == PieceSet::KnightsAndKings;
    let mut moves = Vec::new();
    for from in 0..board.len() {
        let Some(piece) = board[from].filter(|_| zone(from) == seat) else {
            continue;
        };
        let (f, r) = (from as i8 % files, from as i8 / files);
        let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        // Written independently of the engine's tables: each leap with its signs flipped.
        let knight: Vec<(i8, i8)> = [(1, 2), (2, 1)]
            .iter()
            .flat_map(|&(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)])
            .collect();
        // (direction, how far) pairs; a line stops at its first piece.
        let lines: Vec<((i8, i8), i8)> = match (piece, kk) {
            ('P', false) => diagonal.iter().map(|&d| (d, 1)).collect(),
            ('P', true) => straight.iter().chain(&diagonal).map(|&d| (d, 1)).collect(),
            ('D', false) => straight.iter().map(|&d| (d, 2)).collect(),
            ('D', true) => knight.iter().map(|&d| (d, 1)).collect(),
            _ => straight.iter().chain(&diagonal).map(|&d| (d, 8)).collect(),
        };
        for ((df, dr), range) in lines {
            for n in 1..=range {
                let (tf, tr) = (f + df * n, r + dr * n);
                if !on(tf, tr) {
                    break;
                }
                let to = (tr * files + tf) as usize;
                let allowed = match board[to] {
                    None => true,
                    Some(_) if zone(to) != seat => true,
                    Some(resting) => {
                        options.field_promotion
                            && match (piece, resting) {
                                ('D', 'P') | ('P', 'D') => !in_zone('Q'),
                                ('P', 'P') => !in_zone('D'),
                                _ => false,
                            }
                    }
                };
                if allowed && barred != Some((from, to)) {
                    moves.push((from as u8, to as u8));
                }
                if board[to].is_some() {
                    break;
                }
            }
        }
    }
    if moves.is_empty() {
        moves.push((u8::MAX, u8::MAX));
    }
    moves.sort_unstable();
    moves
}

proptest! {
    #![proptest_config(cases::cases(48))]

    /// The bit-board move generator agrees with the square-by-square one in every position of
    /// random games, under every combination of options, and picking by number agrees with it.
    #[test]
    fn the_move_list_agrees_with_a_square_by_square_oracle(
        seed in any::<u64>(),
        four in any::<bool>(),
        kk in any::<bool>(),
        promotion in any::<bool>(),
    ) {
        let options = Options {
            players: if four { 4 } else { 2 },
            pieces: if kk { PieceSet::KnightsAndKings } else { PieceSet::Standard },
            field_promotion: promotion,
            ..Options::default()
        };
        random_game_round_trips(MartianChess::new(options).unwrap(), seed, 300, |game, _| {
            if !matches!(game.status(), Status::ToMove(_)) {
                return;
            }
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            let mut listed: Vec<(u8, u8)> = moves.iter().map(|m| (m.from, m.to)).collect();
            listed.sort_unstable();
            assert_eq!(listed, oracle_moves(game), "{}", game.position_text());
            picks_agree(game);
        });
    }
}
