//! How a match's moves are numbered, one way for the move list, the analysis and the command
//! line, as a chess site numbers them: with two players a round is a move of the first seat
//! and the reply (`5. c2-c3 f7-f6`), the reply alone numbered `5…`; with more players each
//! move is a round of its own.

use super::game::Seat;

/// The moves, given by the seat that made each (in order), grouped into rounds of move
/// indices: with two `players` each move of seat 0 begins a round and a later seat's move
/// joins it; with more, one move a round.
pub fn rounds(movers: &[Seat], players: usize) -> Vec<Vec<usize>> {
    let mut rounds: Vec<Vec<usize>> = Vec::new();
    for (i, &seat) in movers.iter().enumerate() {
        let joins = players == 2
            && rounds
                .last()
                .and_then(|round| round.last())
                .is_some_and(|&last| movers[last] < seat);
        match rounds.last_mut() {
            Some(round) if joins => round.push(i),
            _ => rounds.push(vec![i]),
        }
    }
    rounds
}

/// Each move's number on its own, as the move list numbers it: `5.` for the move that begins
/// round 5 as the first seat's, `5…` for a move of another seat in it.
pub fn numbers(movers: &[Seat], players: usize) -> Vec<String> {
    let mut numbers = vec![String::new(); movers.len()];
    for (round, moves) in rounds(movers, players).iter().enumerate() {
        for (k, &i) in moves.iter().enumerate() {
            let first = k == 0 && (players != 2 || movers[i] == 0);
            numbers[i] = format!("{}{}", round + 1, if first { "." } else { "…" });
        }
    }
    numbers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_move_in_rounds_and_the_reply_is_numbered_with_dots() {
        let movers = [0, 1, 0, 1, 0];
        assert_eq!(rounds(&movers, 2), vec![vec![0, 1], vec![2, 3], vec![4]]);
        assert_eq!(numbers(&movers, 2), ["1.", "1…", "2.", "2…", "3."]);
    }

    #[test]
    fn a_round_begun_by_the_second_seat_and_a_seat_moving_twice_stand_alone() {
        // A match from a set position with the second seat to move, and a turn played twice.
        let movers = [1, 0, 0, 1];
        assert_eq!(rounds(&movers, 2), vec![vec![0], vec![1], vec![2, 3]]);
        assert_eq!(numbers(&movers, 2), ["1…", "2.", "3.", "3…"]);
    }

    #[test]
    fn four_players_number_every_move() {
        let movers = [0, 1, 2, 3, 0];
        assert_eq!(rounds(&movers, 4).len(), 5);
        assert_eq!(numbers(&movers, 4)[3], "4.");
    }
}
