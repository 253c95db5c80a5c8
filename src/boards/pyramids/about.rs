//! Malice for players: its name, its lines for the command line and Home, how to play
//! it in our own words and by clicks, its diagrams and lessons (the data files), and its rule
//! options as the new-match form offers them (beside [`super::Options`], whose fields they
//! name). The registry hands all of it on.

use crate::boards::about::Value::{Bool, Name};
use crate::boards::about::{About, Choice};

/// Malice, for players.
pub const ABOUT: About = About {
    name: "Malice",
    summary: "Malice, the pyramid game with teleports",
    tagline: "Pyramids that jump to a twin square on the other board after every move.",
    rules: RULES,
    options: OPTIONS,
    standing: Some("scores"),
    clicks: "Click one of the pyramids on your side of the canal: dots mark where it can go, \
         and a faded pyramid shows where each move lands after its jump to the twin square \
         (a small square instead: the twin is taken, and it stays). Point at a dot to read \
         the move and what North could answer; click it to play. Click the pyramid again \
         to put it down.",
    diagrams: include_str!("../../../data/diagrams/malice.toml"),
    lessons: include_str!("../../../data/lessons/malice.toml"),
    ratings: [1000, 1414, 1670, 1727, 1866],
};

const OPTIONS: &[Choice] = &[
    Choice {
        key: "setup",
        label: "Pyramids",
        values: &[
            (Name("classic-18"), "18, the classic setup"),
            (Name("extended-24"), "24 on the back rows"),
        ],
        tags: &["18 pyramids", "24 pyramids"],
        seats: None,
    },
    Choice {
        key: "tie",
        label: "A tie is",
        values: &[
            (Name("draw"), "a draw"),
            (Name("last-mover-wins"), "won by the last to move"),
        ],
        tags: &["a tie is a draw", "tie to the last mover"],
        seats: None,
    },
    Choice {
        key: "clock",
        label: "The clock",
        values: &[(Bool(false), "off"), (Bool(true), "may be called")],
        tags: &["no clock", "clock"],
        seats: None,
    },
];

const RULES: &[(&str, &str)] = &[
    (
        "The board",
        "Two boards of four by eight stand side by side. A canal crosses both in the middle \
         and cuts them into four quarters: South's two below it, North's two above; South \
         moves first. You move every pyramid standing in your two quarters, whoever brought \
         it there. The pyramids in South's quarters are drawn dark, those in North's light.",
    ),
    (
        "Moving",
        "A pyramid moves on its own board only. A small one steps one square in any \
         direction; a medium one leaps like a chess knight; a large one slides any distance \
         in a straight or diagonal line until something is in the way. Landing on a pyramid \
         across the canal captures it: 1 point for a small one, 2 for a medium, 3 for a large.",
    ),
    (
        "The jump to the twin square",
        "Every square has one twin on the other board, on the other side of the canal, with \
         the same colour and mark: turn both boards round together, as one board (180 \
         degrees), and each square comes to rest on its twin (c4's twin is f5). After a move \
         the pyramid jumps to its destination's twin if that square is empty (it never \
         captures there); otherwise it stays. So a move that ends on your own side jumps to \
         North's side and hands the pyramid over, unless its twin square is taken; a move \
         that ends across the canal, a capture or not, jumps back to your side and stays \
         yours. Picking a pyramid outlines its own twin square. A pyramid handed over costs \
         no points (only captures score), and both sides hand pyramids over all game: what \
         counts is what it can take for its new owner, and how many stand in each quarter.",
    ),
    (
        "The end",
        "The game ends as soon as any of the four quarters is empty, your own as well as \
         your opponent's: when its last pyramid is taken, or moves away (its jump carries it \
         across the canal). The higher score wins; level scores are a draw unless the match \
         gives a tie to the last mover. With no move you pass; two passes in a row end the \
         game too.",
    ),
    (
        "Options",
        "Setup: the classic eighteen pyramids, or twenty-four on the back two rows. A tie: a \
         draw, or a win for whoever moved last. The clock: once a game, with a move, a player \
         may call the clock; from then seven moves in a row without a capture end the game.",
    ),
];
