//! Malawi for players: its name, its lines for the command line and Home, how to play
//! it in our own words and by clicks, its diagrams and lessons (the data files), and its rule
//! options as the new-match form offers them (beside [`super::Options`], whose fields they
//! name). The registry hands all of it on.

use crate::boards::about::Value::Name;
use crate::boards::about::{About, Choice};

/// Malawi, for players.
pub const ABOUT: About = About {
    name: "Malawi",
    summary: "Malawi, rings on a 6×6 board",
    tagline: "Pawns carry rings: move, strike or hand them out to reach the far row.",
    rules: RULES,
    options: OPTIONS,
    standing: Some("rings"),
    clicks: "Click one of your pawns: dots mark where it can go and rings the pawns it can \
         strike; click one to play. To hand its rings out instead, click your own pawns \
         that are to take them, one for each ring: the panel counts them down, and Cancel \
         starts again.",
    diagrams: include_str!("../../../data/diagrams/malawi.toml"),
    lessons: include_str!("../../../data/lessons/malawi.toml"),
    ratings: [1000, 1412, 1776, 2539, 2769],
};

const OPTIONS: &[Choice] = &[Choice {
    key: "directions",
    label: "Pawns go",
    values: &[
        (Name("eight"), "in all eight directions"),
        (Name("orthogonal"), "straight only"),
    ],
    tags: &["eight directions", "straight only"],
    seats: None,
}];

const RULES: &[(&str, &str)] = &[
    (
        "The board",
        "Six by six squares. Each player has six pawns on their first row, each carrying two \
         rings. Blue moves first.",
    ),
    (
        "One action a turn",
        "Move: a pawn with some rings goes exactly that many squares in a straight line, over \
         empty squares, to an empty one. Strike: an enemy pawn exactly that many squares away, \
         with nothing between, loses all its rings (both pawns stay). Hand out: give every \
         ring of one pawn, one each, to that many other pawns of yours (a pawn holds at most \
         six). A pawn without rings can do nothing and cannot be struck.",
    ),
    (
        "Winning",
        "Start your turn with a ringed pawn on your opponent's first row and you win. Lose all \
         your rings and you lose. The same position three times, or 200 moves, is a draw.",
    ),
    (
        "Options",
        "Directions: pawns go in all eight directions, or only straight (never diagonally).",
    ),
];
