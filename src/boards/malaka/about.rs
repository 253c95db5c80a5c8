//! Malaka for players: its name, its lines for the command line and Home, how to play
//! it in our own words and by clicks, its diagrams and lessons (the data files), and its rule
//! options as the new-match form offers them (beside [`super::Options`], whose fields they
//! name). The registry hands all of it on.

use crate::boards::about::Value::{Bool, Name};
use crate::boards::about::{About, Choice};

/// Malaka, for players.
pub const ABOUT: About = About {
    name: "Malaka",
    summary: "Malaka, a race with dice on a 9×9 board of nine areas",
    tagline: "A race with dice: stack, pin and jump walls to join up with your goal.",
    rules: RULES,
    options: OPTIONS,
    standing: None,
    clicks: "Click a piece, then the point a die takes it to; then the same for the next die. \
         The dice used shrink. When every die is played (or none can be), press Confirm \
         the turn; Reset starts the turn again. If Confirm stays grey, the line under the \
         dice says why.",
    diagrams: include_str!("../../../data/diagrams/malaka.toml"),
    lessons: include_str!("../../../data/lessons/malaka.toml"),
    ratings: [1000, 1356, 1414, 1595, 1742],
};

const OPTIONS: &[Choice] = &[
    Choice {
        key: "dice",
        label: "Dice",
        values: &[
            (Name("auto"), "as the board wants"),
            (Name("d4"), "four-sided"),
            (Name("d6"), "six-sided (faster)"),
        ],
        tags: &["usual dice", "four-sided dice", "six-sided dice"],
        seats: None,
    },
    Choice {
        key: "no-stagger",
        label: "Starting stacks",
        values: &[(Bool(false), "up the side"), (Bool(true), "all at home")],
        tags: &["staggered start", "all at home"],
        seats: None,
    },
    Choice {
        key: "many",
        label: "An extra row of stacks",
        values: &[(Bool(false), "no"), (Bool(true), "yes (reconstructed)")],
        tags: &["two rows", "three rows"],
        seats: None,
    },
    Choice {
        key: "large",
        label: "Board",
        values: &[
            (Bool(false), "9 × 9"),
            (Bool(true), "12 × 12 (reconstructed)"),
        ],
        tags: &["9 × 9", "12 × 12"],
        seats: None,
    },
];

const RULES: &[(&str, &str)] = &[
    (
        "The board",
        "Nine by nine points in nine areas of three by three. Two walls stand between the \
         columns. Each area has its own forward direction, drawn as an arrow for the side to \
         move. Blue starts at the bottom left and races to the top right edge; red the \
         other way round.",
    ),
    (
        "Your turn",
        "You roll two dice (blue's very first turn: one). Each die moves one piece exactly its \
         number of points forward, in the direction of the area the piece starts from. A \
         double gives four moves. You must use as many pips as you can. Click a stack, then \
         where it goes, for each die, and confirm the turn.",
    ),
    (
        "Stacks, pins and jumps",
        "Your pieces may stack without limit. Landing on a single enemy piece pins it under \
         yours: it cannot move until freed. Two or more enemy pieces block the point. Moving \
         sideways along your way across exactly one wall onto a single enemy piece kills it.",
    ),
    (
        "Winning",
        "Join every piece of yours in one chain of neighbouring points to your goal edge, or \
         pin an enemy piece on its own home edge. The panel shows how many single steps each \
         side still needs.",
    ),
    (
        "Options",
        "Dice: four-sided on the usual board, or six-sided for a faster game. All at home: \
         both rows of stacks start in the home area instead of up the side. The extra row and \
         the twelve by twelve board are our own reconstructions: the rules give no picture of \
         them.",
    ),
];
