//! How to play each game, in our own words, with every rule option explained (the new-match
//! form uses the same words for its options).

use iced::Element;
use iced::widget::{column, text};

use crate::boards::session::GameKind;
use crate::ui::theme::{size, style};

/// One game's rules: a heading and its paragraphs, in order.
pub fn rules(kind: GameKind) -> &'static [(&'static str, &'static str)] {
    match kind {
        GameKind::Malice => MALICE,
        GameKind::MartianChess => MARTIAN_CHESS,
        GameKind::Malaka => MALAKA,
        GameKind::Malawi => MALAWI,
    }
}

/// One line on what the game is, for Home's tiles.
pub fn tagline(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Malice => {
            "Pyramids that jump to a twin square on the other board after every move."
        }
        GameKind::MartianChess => {
            "You own whatever stands in your zone: capture across the canal, score by size."
        }
        GameKind::Malaka => {
            "A race with dice: stack, pin and jump walls to join up with your goal."
        }
        GameKind::Malawi => {
            "Pawns carry rings: move, strike or hand them out to reach the far row."
        }
    }
}

const MALICE: &[(&str, &str)] = &[
    (
        "The board",
        "Two boards of four by eight stand side by side. A canal crosses both in the middle. \
         You control every pyramid on your half of both boards (blue: the lower half), \
         whichever colour it was before.",
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
        "Every square has a twin of the same colour on the other board, on the other side of \
         the canal. After a move the pyramid jumps to its destination's twin if that square \
         is empty (it never captures there); otherwise it stays. Picking a pyramid outlines \
         its own twin square.",
    ),
    (
        "The end",
        "The game ends as soon as one of the four halves is empty, and the higher score wins. \
         With no move you pass; two passes in a row end the game too.",
    ),
    (
        "Options",
        "Setup: the classic eighteen pyramids, or twenty-four on the back two rows. A tie: a \
         draw, or a win for whoever moved last. The clock: once a game, with a move, a player \
         may call the clock; from then seven moves in a row without a capture end the game.",
    ),
];

const MARTIAN_CHESS: &[(&str, &str)] = &[
    (
        "The board",
        "A board of four by eight with a canal across the middle: each player owns the half \
         on their side. Pieces have no owner of their own: you move whatever stands in your \
         zone. Four players use an eight by eight board cut into four corners.",
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

const MALAKA: &[(&str, &str)] = &[
    (
        "The board",
        "Nine by nine points in nine areas of three by three. Two walls stand between the \
         columns. Each area has its own forward direction, drawn as an arrow for the side to \
         move. Blue starts at the bottom left and races to the top right edge; orange the \
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

const MALAWI: &[(&str, &str)] = &[
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

/// The rules of a game as a column of headings and paragraphs.
pub fn view<'a, M: 'a>(kind: GameKind) -> Element<'a, M> {
    let mut page =
        column![text(format!("How to play {}", kind.name())).size(size::TITLE)].spacing(8);
    for (heading, body) in rules(kind) {
        page = page
            .push(text(*heading).size(size::LARGE))
            .push(text(*body).size(size::BODY));
    }
    page.push(
        text("Moves can also be typed in the box, as the move list writes them.")
            .size(size::SMALL)
            .style(style::text::soft),
    )
    .into()
}
