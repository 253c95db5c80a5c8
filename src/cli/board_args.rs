//! What the board-game commands share: which game, and its rule options from `key=value`.

use clap::ValueEnum;

use malice::boards::game::Game;
use malice::boards::session::GameKind;

/// The games the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameId {
    /// Malaka, a race with dice on a 9×9 board of nine areas.
    Malaka,
    /// Malawi, rings on a 6×6 board.
    Malawi,
    /// Malice, the pyramid game with teleports.
    Malice,
    /// Martian Chess, two players (four with --option players=4).
    MartianChess,
}

impl From<GameId> for GameKind {
    fn from(id: GameId) -> GameKind {
        match id {
            GameId::Malaka => GameKind::Malaka,
            GameId::Malawi => GameKind::Malawi,
            GameId::Malice => GameKind::Malice,
            GameId::MartianChess => GameKind::MartianChess,
        }
    }
}

/// The game's options: defaults with `key=value` changes.
pub fn options<G: Game>(pairs: &[String]) -> Result<G::Options, String> {
    let mut table = toml::Table::new();
    for pair in pairs {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("`--option {pair}`: write it as key=value"))?;
        let value = match value.trim() {
            "true" | "on" | "yes" => toml::Value::Boolean(true),
            "false" | "off" | "no" => toml::Value::Boolean(false),
            other => other
                .parse::<i64>()
                .map(toml::Value::Integer)
                .unwrap_or_else(|_| toml::Value::String(other.to_owned())),
        };
        table.insert(key.trim().to_owned(), value);
    }
    table
        .try_into()
        .map_err(|e: toml::de::Error| format!("bad option: {}", e.message().trim()))
}
