//! Martian Chess for players: its name, its lines for the command line and Home, how to play
//! it in our own words and by clicks, its diagrams and lessons (the data files), and its rule
//! options as the new-match form offers them (beside [`super::Options`], whose fields they
//! name). The registry hands all of it on.

use crate::boards::about::Value::{Bool, Int, Name};
use crate::boards::about::{About, Choice};

/// Martian Chess, for players.
pub const ABOUT: About = About {
    name: "Martian Chess",
    summary: "Martian Chess, two players (four with --option players=4)",
    tagline: "You own whatever stands in your zone: capture across the canal, score by size.",
    rules: RULES,
    options: OPTIONS,
    standing: Some("scores"),
    clicks: "Click one of the pieces in your zone: dots mark where it can go, and rings the \
         pieces it can take. Point at a target to read what the move does (a capture's \
         points, a field promotion); click it to play. Click the piece again to put it \
         down.",
    diagrams: include_str!("../../../data/diagrams/martian-chess.toml"),
    lessons: include_str!("../../../data/lessons/martian-chess.toml"),
    ratings: [1000, 1763, 2332, 2900, 3027],
};

const OPTIONS: &[Choice] = &[
    Choice {
        key: "players",
        label: "Players",
        values: &[(Int(2), "two"), (Int(4), "four")],
        tags: &["two players", "four players"],
        seats: None,
    },
    Choice {
        key: "teams",
        label: "Four players play",
        values: &[
            (Bool(false), "each for themselves"),
            (Bool(true), "in teams of opposite corners"),
        ],
        tags: &["each for themselves", "in teams"],
        seats: Some(4),
    },
    Choice {
        key: "field-promotion",
        label: "Field promotion",
        values: &[(Bool(true), "on"), (Bool(false), "off")],
        tags: &["field promotion", "no field promotion"],
        seats: None,
    },
    Choice {
        key: "clock",
        label: "The clock",
        values: &[(Bool(false), "off"), (Bool(true), "may be called")],
        tags: &["no clock", "clock"],
        seats: None,
    },
    Choice {
        key: "pieces",
        label: "Pieces",
        values: &[
            (Name("standard"), "standard"),
            (
                Name("knights-and-kings"),
                "pawns as kings, drones as knights",
            ),
        ],
        tags: &["standard pieces", "kings and knights"],
        seats: None,
    },
];

const RULES: &[(&str, &str)] = &[
    (
        "The board",
        "A board of four by eight with a canal across the middle: the half on your side is \
         your zone. Pieces have no owner of their own: you move whatever stands in your zone. \
         Four players use an eight by eight board cut into four zones, one in each corner.",
    ),
    (
        "Moving",
        "A pawn (one step) moves one square diagonally; a drone (two steps) one or two squares \
         in a straight line; a queen (three steps) any distance in any direction. None jumps \
         over another piece. You must move if you can.",
    ),
    (
        "Capturing",
        "Move onto a piece in another zone to capture it: a queen scores 3, a drone 2, a pawn \
         1. The capturing piece stays there and now belongs to that zone's owner. With two \
         players you may not send back across the canal the piece your opponent just sent \
         over, onto the square it came from.",
    ),
    (
        "The end",
        "The game ends as soon as a zone is empty; the highest score wins, and on a tie the \
         player who moved last.",
    ),
    (
        "Options",
        "Field promotion: with no queen in your zone, a drone and a pawn may merge into one; \
         with no drone, two pawns into a drone. The clock: once a game, with a move, you may \
         call the clock; from then seven moves in a row without a capture end the game. \
         Pieces: the standard moves, or pawns that step like kings and drones that leap like \
         knights. Players: two, or four on the large board, each for themselves or in teams \
         of opposite corners who add up their scores.",
    ),
];
