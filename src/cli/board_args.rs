//! What the board-game commands share: which game, and its rule options from `key=value`.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use malice::boards::game::Game;
use malice::boards::registry::GameKind;

/// Reads `--game`: every registered game by its id, each with its line in `--help` (in the
/// order of their ids).
pub fn game_parser() -> impl TypedValueParser<Value = GameKind> {
    let mut kinds = GameKind::ALL;
    kinds.sort_by_key(|kind| kind.id());
    let values = kinds.map(|kind| PossibleValue::new(kind.id()).help(kind.about().summary));
    PossibleValuesParser::new(values).try_map(|id| GameKind::from_id(&id).ok_or("not a game"))
}

/// The game's options: defaults with `key=value` changes. Each change is tried alone first,
/// so that a refusal names it and says what it takes; a number where a word is wanted
/// (`dice=6`) is read as the word.
pub fn options<G: Game>(pairs: &[String]) -> Result<G::Options, String> {
    let mut table = toml::Table::new();
    for pair in pairs {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("`--option {pair}`: write it as key=value"))?;
        let (key, text) = (key.trim().to_owned(), value.trim());
        let typed = match text {
            "true" | "on" | "yes" => toml::Value::Boolean(true),
            "false" | "off" | "no" => toml::Value::Boolean(false),
            other => other
                .parse::<i64>()
                .map(toml::Value::Integer)
                .unwrap_or_else(|_| toml::Value::String(other.to_owned())),
        };
        let word = toml::Value::String(text.to_owned());
        let alone = |value: &toml::Value| {
            let mut one = toml::Table::new();
            one.insert(key.clone(), value.clone());
            one.try_into::<G::Options>()
                .map_err(|e: toml::de::Error| e.message().trim().to_owned())
        };
        let value = match alone(&typed) {
            Ok(_) => typed,
            Err(first) => match alone(&word) {
                Ok(_) => word,
                Err(second) => {
                    // The word's refusal lists the choices where the number's cannot.
                    let why = if matches!(typed, toml::Value::Integer(_)) {
                        second
                    } else {
                        first
                    };
                    return Err(format!(
                        "bad option `{pair}`: {}",
                        plain_refusal(&why, text)
                    ));
                }
            },
        };
        table.insert(key, value);
    }
    table
        .try_into()
        .map_err(|e: toml::de::Error| format!("bad option: {}", e.message().trim()))
}

/// A refusal of an option's value in plain words: what the option takes.
fn plain_refusal(message: &str, value: &str) -> String {
    if let Some((_, expected)) = message
        .strip_prefix("invalid type: ")
        .and_then(|m| m.split_once(", expected "))
    {
        let expected = match expected {
            "u8" | "u16" | "u32" | "i32" | "i64" => "a whole number",
            "a boolean" => "true or false",
            other => other,
        };
        return format!("`{value}` will not do: it takes {expected}");
    }
    if let Some(rest) = message.strip_prefix("unknown field ")
        && let Some((name, choices)) = rest.split_once(", expected ")
    {
        return format!("there is no option {name}: the options are {choices}");
    }
    if let Some(rest) = message.strip_prefix("unknown variant ")
        && let Some((_, choices)) = rest.split_once(", expected ")
    {
        return format!("`{value}` will not do: it takes {choices}");
    }
    message.to_owned()
}
