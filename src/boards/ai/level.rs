//! Who chooses a seat's moves ([`Player`]: random, a level, or a time per move) and how each
//! level searches ([`level_plan`]): the common plans, and a game's own where its tuning sets
//! them ([`Tuning::LEVELS`]).

use std::time::Duration;

use super::tuning::{LevelSearch, Tuning};

/// The strongest level.
pub const MAX_LEVEL: u8 = 5;

/// Who chooses moves: a random player, or the search at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly.
    Random,
    /// The search at a level, 1 (easy, makes mistakes on purpose) to 5 (strongest).
    Level(u8),
    /// The strongest search, as deep as this much time a move allows.
    Timed(Duration),
}

/// The longest time per move a timed player may be given.
pub const MAX_THINK: Duration = Duration::from_secs(600);

impl std::str::FromStr for Player {
    type Err = String;

    fn from_str(text: &str) -> Result<Player, String> {
        match text.trim() {
            "random" => Ok(Player::Random),
            other => {
                let wrong = || {
                    format!(
                        "`{other}`: a player is random, a level 1 to {MAX_LEVEL}, or a time per \
                         move in seconds such as 2s (at most {} s)",
                        MAX_THINK.as_secs()
                    )
                };
                if let Some(seconds) = other.strip_suffix('s') {
                    let seconds: f64 = seconds.trim().parse().map_err(|_| wrong())?;
                    return Duration::try_from_secs_f64(seconds)
                        .ok()
                        .filter(|t| !t.is_zero() && *t <= MAX_THINK)
                        .map(Player::Timed)
                        .ok_or_else(wrong);
                }
                match other.parse::<u8>() {
                    Ok(n) if (1..=MAX_LEVEL).contains(&n) => Ok(Player::Level(n)),
                    _ => Err(wrong()),
                }
            }
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Level(n) => write!(f, "level {n}"),
            Player::Timed(t) => write!(f, "{} s a move", t.as_secs_f64()),
        }
    }
}

/// How a level searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// Its depth, node budget and deliberate mistakes.
    pub search: LevelSearch,
    /// The longest it may think about one move.
    pub time: Duration,
}

/// How level `level` (1 to [`MAX_LEVEL`]) searches in game `G`: each level searches deeper,
/// or makes fewer deliberate mistakes, than the one below, by the common plans or by the
/// game's own ([`Tuning::LEVELS`], which keep the common time limits). Level 5 thinks about a
/// second a move on a small machine; levels 1 to 4 answer well within two.
pub fn level_plan<G: Tuning>(level: u8) -> Plan {
    let mut plan = common_plan(level);
    if let Some(own) = G::LEVELS[usize::from(level.clamp(1, MAX_LEVEL) - 1)] {
        plan.search = own;
    }
    plan
}

/// The common plan of level `level`, for every level a game does not set itself.
fn common_plan(level: u8) -> Plan {
    let plan = |depth, nodes, millis, noise| Plan {
        search: LevelSearch::new(depth, nodes, noise),
        time: Duration::from_millis(millis),
    };
    match level {
        0 | 1 => plan(1, 2_000, 500, 0.8),
        2 => plan(2, 20_000, 500, 0.15),
        3 => plan(4, 60_000, 1_000, 0.05),
        4 => plan(64, 250_000, 1_000, 0.0),
        _ => plan(64, 1_500_000, 1_000, 0.0),
    }
}
