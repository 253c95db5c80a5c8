//! What every board game's tests check the same way: perft counts kept as data, and random
//! games that round-trip through position text and undo.

#![allow(dead_code)]

use malice::boards::ai::perft;
use malice::boards::dice::Dice;
use malice::boards::game::{Game, Status};

/// Checks every `position | depth | count` line of a perft data file (`#` starts a comment;
/// the position may itself hold `|`). Returns how many lines were checked.
pub fn check_perft_file<G: Game>(data: &str, options: G::Options) -> usize {
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut parts = line.rsplitn(3, '|').map(str::trim);
        let (Some(count), Some(depth), Some(position)) = (parts.next(), parts.next(), parts.next())
        else {
            panic!("bad perft line: {line}");
        };
        let mut game = G::from_position_text(position, options.clone()).unwrap();
        assert_eq!(
            perft(&mut game, depth.parse().unwrap()),
            count.parse::<u64>().unwrap(),
            "{line}"
        );
        checked += 1;
    }
    checked
}

/// Plays a random game from `game` (at most `max_plies` moves and dice rolls), calling `check` with the
/// position and the move before each move, and with `None` on the final position; after every
/// move the position text must read back to itself with the same key, and the game has an end
/// reason exactly when it is over; the game must end; then undoing every move must restore
/// each earlier position and its key.
pub fn random_game_round_trips<G: Game>(
    mut game: G,
    seed: u64,
    max_plies: usize,
    mut check: impl FnMut(&G, Option<G::Move>),
) {
    let options = game.options().clone();
    let mut dice = Dice::new(seed);
    let mut moves = Vec::new();
    let mut history = Vec::new();
    let mut texts = vec![game.position_text()];
    let mut keys = vec![game.key()];
    loop {
        if game.status() == Status::Chance {
            // Dice are rolled at random too, and undone like moves.
            let roll = dice.roll(&game).unwrap();
            history.push(game.resolve_chance(roll).unwrap());
            texts.push(game.position_text());
            keys.push(game.key());
            continue;
        }
        let Some(m) = dice.random_move(&game, &mut moves) else {
            break;
        };
        check(&game, Some(m));
        history.push(game.play(m).unwrap());
        let text = game.position_text();
        let read = G::from_position_text(&text, options.clone()).unwrap();
        assert_eq!(read.position_text(), text);
        assert_eq!(read.key(), game.key(), "{text}");
        assert_eq!(
            game.end_reason().is_some(),
            matches!(game.status(), Status::Over(_)),
            "{text}"
        );
        texts.push(text);
        keys.push(game.key());
        if history.len() >= max_plies {
            break;
        }
    }
    check(&game, None);
    assert!(matches!(game.status(), Status::Over(_)) || history.len() >= max_plies);
    while let Some(undo) = history.pop() {
        texts.pop();
        keys.pop();
        game.undo(undo);
        assert_eq!(Some(&game.position_text()), texts.last());
        assert_eq!(Some(&game.key()), keys.last());
        assert_eq!(game.end_reason(), None);
    }
}
