//! The registry holds everything each game brings, and what the new-match form offers holds:
//! every option value parses into the game's own `Options` (and is not dropped on the way),
//! each game's parts are all there (its words, click help, diagrams, lessons, perft data), a
//! game is found again by its id, and every registered game's perft counts and random games
//! hold, so that a new game is checked by these without a test file of its own.

use std::collections::BTreeSet;

use malice::boards::about::Choice;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::Recipe;
use malice::boards::{diagram, lesson};

use crate::boards_common::{check_perft_file, random_game_round_trips};

/// What is wrong with the options a game's form offers, one line each.
struct Offered;

impl Visitor for Offered {
    type Output = Vec<String>;
}

/// The options table of one choice set to one value.
fn one(choice: &Choice, value: toml::Value) -> toml::Table {
    let mut table = toml::Table::new();
    table.insert(choice.key.into(), value);
    table
}

/// How many seats the game has with these options, if it can be set up with them.
fn seats<G: Registered>(options: &toml::Table) -> Option<usize> {
    Recipe::new(G::KIND, options.clone(), Vec::new(), 0, None)
        .seat_count()
        .ok()
}

/// Whether the form's `choice` set to `value` (with `extra` options beside it) is one the game
/// reads: it parses into the game's `Options`, reads back as the value offered (its name is
/// the game's), and sets up a game.
fn offered<G: Registered>(
    choice: &Choice,
    value: toml::Value,
    extra: toml::Table,
) -> Result<(), String> {
    let mut options = one(choice, value.clone());
    options.extend(extra);
    let recipe = Recipe::new(G::KIND, options, Vec::new(), 0, None);
    let read = recipe
        .options::<G>()
        .map_err(|e| format!("{}: {} = {value}: {e}", G::ID, choice.key))?;
    let back = toml::Table::try_from(&read).expect("options write as a table");
    if back.get(choice.key) != Some(&value) {
        return Err(format!(
            "{}: {} = {value} is not an option of the game: it reads back as {:?}",
            G::ID,
            choice.key,
            back.get(choice.key)
        ));
    }
    recipe
        .seat_count()
        .map(drop)
        .map_err(|e| format!("{}: {} = {value} sets up no game: {e}", G::ID, choice.key))
}

impl<G: Registered> Visit<G> for Offered {
    fn visit(self) -> Vec<String> {
        let mut wrong = Vec::new();
        let about = G::ABOUT;
        for choice in about.options {
            if choice.values.is_empty() || choice.tags.len() != choice.values.len() {
                wrong.push(format!(
                    "{}: {} needs values and a tag each",
                    G::ID,
                    choice.key
                ));
            }
            // An option that needs more seats is offered once another gives them.
            let extra = match choice.seats {
                None => toml::Table::new(),
                Some(needed) => match about
                    .options
                    .iter()
                    .flat_map(|c| c.values.iter().map(move |(v, _)| one(c, v.toml())))
                    .find(|table| seats::<G>(table) == Some(needed))
                {
                    Some(giving) => giving,
                    None => {
                        wrong.push(format!("{}: no option gives {needed} seats", G::ID));
                        continue;
                    }
                },
            };
            for (value, _) in choice.values {
                if let Err(why) = offered::<G>(choice, value.toml(), extra.clone()) {
                    wrong.push(why);
                }
            }
        }
        wrong
    }
}

#[test]
fn every_option_the_new_match_form_offers_parses_into_the_games_options() {
    let wrong: Vec<String> = GameKind::ALL
        .into_iter()
        .flat_map(|kind| kind.visit(Offered))
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn an_option_the_game_does_not_have_is_caught() {
    // A misspelt key, and a value the game does not know.
    let typo = Choice {
        key: "field-promotions",
        label: "",
        values: &[],
        tags: &[],
        seats: None,
    };
    let no_value = Choice {
        key: "field-promotion",
        ..typo
    };
    type Chess = malice::boards::martian_chess::MartianChess;
    let none = toml::Table::new;
    assert!(offered::<Chess>(&typo, toml::Value::Boolean(false), none()).is_err());
    assert!(offered::<Chess>(&no_value, toml::Value::Integer(3), none()).is_err());
    assert!(offered::<Chess>(&no_value, toml::Value::Boolean(false), none()).is_ok());
}

#[test]
fn the_registry_lists_each_games_parts() {
    let mut ids = BTreeSet::new();
    for kind in GameKind::ALL {
        let id = kind.id();
        assert!(ids.insert(id), "{id} is registered once");
        assert_eq!(GameKind::from_id(id), Some(kind));
        let about = kind.about();
        for (part, text) in [
            ("name", about.name),
            ("summary", about.summary),
            ("tagline", about.tagline),
            ("click help", about.clicks),
            ("move help", kind.move_help()),
        ] {
            assert!(!text.trim().is_empty(), "{id}: its {part}");
        }
        assert!(!about.rules.is_empty(), "{id}: its rules");
        let headings: Vec<&str> = about.rules.iter().map(|(heading, _)| *heading).collect();
        let diagrams = diagram::diagrams(kind).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(!diagrams.is_empty(), "{id}: its diagrams");
        for d in diagrams {
            assert!(
                headings.contains(&d.rule.as_str()) || d.rule == "How to play by clicks",
                "{id}: the diagram {:?} goes under a heading of its rules, not {:?}",
                d.title,
                d.rule
            );
        }
        let lessons = lesson::path(kind).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(!lessons.lessons.is_empty(), "{id}: its lessons");
        let perft = format!("{}/tests/data/perft/{id}.txt", env!("CARGO_MANIFEST_DIR"));
        assert!(
            std::path::Path::new(&perft).exists(),
            "{id}: its perft counts in {perft}"
        );
    }
}

/// Checks a registered game's perft counts (`tests/data/perft/<id>.txt`, default options) and
/// plays random games from its start that must round-trip; gives the perft lines checked.
struct Checked;

impl Visitor for Checked {
    type Output = usize;
}

impl<G: Registered> Visit<G> for Checked {
    fn visit(self) -> usize {
        let path = format!(
            "{}/tests/data/perft/{}.txt",
            env!("CARGO_MANIFEST_DIR"),
            G::ID
        );
        let data = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let checked = check_perft_file::<G>(&data, G::Options::default());
        for seed in 0..4 {
            let start = G::new(G::Options::default()).expect("the default start");
            random_game_round_trips(start, seed, 400, |_, _| {});
        }
        checked
    }
}

#[test]
fn every_registered_games_perft_counts_and_random_games_hold() {
    for kind in GameKind::ALL {
        let checked = kind.visit(Checked);
        assert!(checked > 0, "{}: no perft line checked", kind.id());
    }
}
