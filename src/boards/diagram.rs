//! The small diagrams of How to play: one per rule of each game (a move, a capture, a jump to
//! the twin square, a promotion, a hand-out, a pin, each way the game ends, how a turn is
//! clicked), as data in `data/diagrams/<game>.toml`, which the game's
//! [`About`](super::about::About) holds. Each is a set position (the game's position text,
//! docs/positions.md), with either a piece picked (the board lights where it may go, as in a
//! match) or a move played (the board marks it as the last move, and the end if it ends the
//! game), a title and a line in our own words.

use std::sync::LazyLock;

use serde::Deserialize;
use thiserror::Error;

use super::registry::GameKind;

/// A game's diagrams, in the order How to play shows them.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagrams {
    /// The diagrams.
    #[serde(rename = "diagram")]
    pub list: Vec<Diagram>,
}

/// One rule drawn on a small board.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagram {
    /// The heading of How to play it goes under (one of the game's
    /// [`About::rules`](super::about::About::rules) headings, or "How to play by clicks").
    pub rule: String,
    /// The rule it shows, in a few words ("Strike", "Field promotion").
    pub title: String,
    /// What the picture shows, in a sentence.
    pub caption: String,
    /// The position, in the game's position text.
    pub position: String,
    /// Rule options the position needs, as the game names them.
    #[serde(default)]
    pub options: toml::Table,
    /// Squares clicked so far: the first picks a piece, the board lights where the clicks
    /// may go on to.
    #[serde(default)]
    pub picks: Vec<String>,
    /// A move played from the position, marked as the last move.
    #[serde(default)]
    pub play: Option<String>,
}

/// Why a game's diagrams could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("the diagrams of {game} cannot be read: {reason}")]
pub struct DiagramError {
    /// The game.
    pub game: &'static str,
    /// Why.
    pub reason: String,
}

static ALL: LazyLock<Vec<Result<Diagrams, DiagramError>>> = LazyLock::new(|| {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            toml::from_str::<Diagrams>(kind.about().diagrams).map_err(|e| DiagramError {
                game: kind.name(),
                reason: e.message().to_owned(),
            })
        })
        .collect()
});

/// A game's diagrams, read once from the data built into the program.
pub fn diagrams(kind: GameKind) -> Result<&'static [Diagram], DiagramError> {
    let i = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
    match ALL.get(i) {
        Some(Ok(all)) => Ok(&all.list),
        Some(Err(error)) => Err(error.clone()),
        None => Err(DiagramError {
            game: kind.name(),
            reason: "no diagrams".into(),
        }),
    }
}
