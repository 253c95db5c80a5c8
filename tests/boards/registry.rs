//! The registry holds everything each game brings, and what the new-match form offers holds:
//! every option value parses into the game's own `Options` (and is not dropped on the way),
//! each game's parts are all there (its words, click help, diagrams, lessons, perft data), and
//! a game is found again by its id.

use std::collections::BTreeSet;

use malice::boards::about::Choice;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::Recipe;
use malice::boards::{diagram, lesson};

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
            for (value, words) in choice.values {
                let mut options = one(choice, value.toml());
                // An option that needs more seats is offered once another gives them.
                if let Some(needed) = choice.seats {
                    let giving = about
                        .options
                        .iter()
                        .flat_map(|c| c.values.iter().map(move |(v, _)| one(c, v.toml())))
                        .find(|table| seats::<G>(table) == Some(needed));
                    match giving {
                        Some(giving) => options.extend(giving),
                        None => {
                            wrong.push(format!("{}: no option gives {needed} seats", G::ID));
                            continue;
                        }
                    }
                }
                let recipe = Recipe::new(G::KIND, options, Vec::new(), 0, None);
                let read = match recipe.options::<G>() {
                    Ok(read) => read,
                    Err(error) => {
                        wrong.push(format!("{}: {} ({words}): {error}", G::ID, choice.key));
                        continue;
                    }
                };
                // Written back, the option holds the value offered: its name is the game's.
                let back = toml::Table::try_from(&read).expect("options write as a table");
                if back.get(choice.key) != Some(&value.toml()) {
                    wrong.push(format!(
                        "{}: {} ({words}) is not an option of the game: it reads back as {:?}",
                        G::ID,
                        choice.key,
                        back.get(choice.key)
                    ));
                }
                if recipe.seat_count().is_err() {
                    wrong.push(format!(
                        "{}: {} ({words}) sets up no game",
                        G::ID,
                        choice.key
                    ));
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
    // The check above would see a misspelt key: it reads back as nothing.
    let typo = Choice {
        key: "field-promotions",
        label: "",
        values: &[],
        tags: &[],
        seats: None,
    };
    let recipe = Recipe::new(
        GameKind::MartianChess,
        one(&typo, toml::Value::Boolean(false)),
        Vec::new(),
        0,
        None,
    );
    let read = recipe
        .options::<malice::boards::martian_chess::MartianChess>()
        .unwrap();
    let back = toml::Table::try_from(&read).unwrap();
    assert_eq!(back.get(typo.key), None);
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
