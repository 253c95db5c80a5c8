//! How the computer judges and searches one game, apart from the game's rules: the
//! [`Tuning`] trait each game implements in its own file beside this one (`pyramids.rs`,
//! `martian_chess.rs`, `malaka.rs`, `malawi.rs`), as a chess engine keeps its evaluation
//! apart from its board; and what those files share (the closing pull, when the computer
//! calls the clock).

use crate::boards::clock::ClockRule;
use crate::boards::game::{Game, Seat};

/// How one level of the computer searches, apart from its time limit (which every game
/// shares: [`super::Plan`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSearch {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Nodes it may search for one move.
    pub nodes: u64,
    /// How often it plays a random move instead, on purpose.
    pub noise: f64,
}

impl LevelSearch {
    /// A level that searches `depth` plies deep within `nodes` nodes a move and plays a random
    /// move instead with probability `noise`.
    pub const fn new(depth: u32, nodes: u64, noise: f64) -> LevelSearch {
        LevelSearch {
            depth,
            nodes,
            noise,
        }
    }
}

/// How the computer plays a game: what a position is worth, which moves to try first, which to
/// play out past the horizon, and how the search and its levels are set for it. The rules
/// themselves are the game's ([`Game`]).
pub trait Tuning: Game {
    /// Whether [`Tuning::evaluate`] ignores a pending chance event and no moves are played out
    /// at the search's horizon ([`Tuning::noisy_moves`] is always empty): then a search that
    /// reaches its horizon with the dice still to roll evaluates the position once instead
    /// of averaging the same value over every roll.
    const EVALUATE_BEFORE_CHANCE: bool = false;
    /// Whether a game that goes round in circles ends at a move limit scored as it stands,
    /// with no draw for a repeated position: then a repetition in the search is worth what
    /// the position is worth to the side that did not make it, never less than a draw, so
    /// neither side gains by repeating (a side that trails does not steer into a repetition
    /// that leaves it losing at the limit).
    const SCORED_AT_LIMIT: bool = false;
    /// What a position met again (played before in the game, or on the line searched) costs
    /// the side the search plays for, beyond its value as a repetition: more than 0 where
    /// the search would otherwise mark time, every quiet move and a repetition worth alike.
    const REPEAT_COST: i32 = 0;
    /// Whether the search should only trust a horizon reached after both sides have moved:
    /// then its iterations deepen to 1 ply, then 2, 4, 6 and so on. For a game whose
    /// evaluation misjudges a position its mover has just left (lone pieces open to the
    /// reply it cannot see), where a search one ply deeper plays worse.
    const EVEN_HORIZON: bool = false;
    /// How levels 1 to 5 search, where the game needs levels of its own (see
    /// [`super::level_plan`]); `None` keeps that level's common search.
    const LEVELS: [Option<LevelSearch>; 5] = [None; 5];

    /// The value (on [`Tuning::evaluate`]'s scale) that makes a side's chances about three
    /// quarters won: analysis reads a value `v` as chances `tanh(v / ADVANTAGE_SCALE)`, so a
    /// move that loses a fifth of this is an inaccuracy, and one that loses a whole piece of
    /// the middle size a mistake or worse.
    const ADVANTAGE_SCALE: f64 = 500.0;

    /// The chances (on the scale from −1, lost, to 1, won) a move must lose against the best
    /// one to be marked an inaccuracy, a mistake and a blunder after a game.
    const ERROR_STEPS: [f64; 3] = [0.1, 0.2, 0.3];

    /// The level whose search an analysis after the game borrows (its depth and nodes,
    /// without its time limit): level 4's, unless the game needs a deeper look to see the
    /// replies at all.
    const ANALYSIS_LEVEL: u8 = 4;

    /// What the least piece a side can lose is worth on [`Tuning::evaluate`]'s scale: a move
    /// worth this much less than the best one, one move ahead with the captures after it
    /// played out, gives a piece away ([`super::gives_away`]), which no level does on purpose.
    const PIECE: i32 = 100;

    /// A heuristic value of the position for `seat`: higher is better for that seat.
    fn evaluate(&self, seat: Seat) -> i32;

    /// What a move from this position to `after` does for `seat` toward the evaluation's
    /// longer aims, in words a hint can end on ("thins your own zone to 8 pieces against
    /// North's 10: with the scores level, whoever empties a zone wins"); `None` where it
    /// does nothing the game names (the default).
    fn aim(&self, _after: &Self, _seat: Seat) -> Option<String> {
        None
    }

    /// Where dice come between a move and the reply: how open `seat`'s pieces lie to the
    /// other side's next roll, the higher the worse (0, the default, where nothing is). A
    /// deliberate mistake keeps to the moves that leave the least open
    /// ([`super::safe_moves`]).
    fn open_to_roll(&self, _seat: Seat) -> u32 {
        0
    }

    /// How far `seat` still has to go, by a measure players know, with its unit and goal in
    /// words (Malaka: `(12, "steps", "the goal edge")`), for saying what a quiet move gains;
    /// `None` for games without one (the default).
    fn still_to_go(&self, _seat: Seat) -> Option<(i32, &'static str, &'static str)> {
        None
    }

    /// The moves a search looks at: the legal moves, less those the computer decides by a
    /// rule instead (calling the clock: [`Tuning::computer_calls_clock`]). By default every legal move.
    fn search_moves(&self, moves: &mut Vec<Self::Move>) {
        self.legal_moves(moves);
    }

    /// How promising a legal move looks before any search, for trying the best first: above
    /// 0 for captures (the more they take the higher), below 0 for moves that give material
    /// away, 0 for the rest (the default).
    fn move_weight(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// The moves that change the material balance (captures, strikes), which the search plays
    /// out beyond its depth so as not to stop in the middle of an exchange; none by default.
    fn noisy_moves(&self, moves: &mut Vec<Self::Move>) {
        moves.clear();
    }

    /// Whether the computer, to move here, calls the clock with its move (see
    /// [`calls_when_leading`]). Never, by default.
    fn computer_calls_clock(&self) -> bool {
        false
    }
}

/// Plies without a capture after which the computer, if it leads, calls the clock.
pub const CLOCK_PATIENCE: u16 = 20;

/// The rulings' rule for the computer in a game with the clock option: it calls the clock
/// when it may, its side `leads`, and [`CLOCK_PATIENCE`] plies (`quiet`) have gone by without
/// a capture.
pub fn calls_when_leading<G: ClockRule>(game: &G, quiet: u16, leads: bool) -> bool {
    game.clock_callable() && quiet >= CLOCK_PATIENCE && leads
}

/// What each piece the leader has moved out of its thinnest zone is worth, in the evaluation
/// of a game that ends when a zone empties, to the side that leads (and against the side that
/// trails).
pub const CLOSING_PULL: i32 = 15;

/// What a move did to the race of a game that ends when a zone (Malice: a quarter, `zone`)
/// empties, in words, for the side that moved: its lead after the move (`lead`), its own
/// thinnest zone and its leading rival's (named `rival`) before and after, and whether level
/// scores go to whoever empties a zone with their move (`level_race`). The evaluation's
/// closing pull ([`closing_pull`]) in a player's words; `None` when the move did not move
/// the side the way the pull wants.
pub fn race_words(
    zone: &str,
    rival: &str,
    lead: i32,
    before: [u32; 2],
    after: [u32; 2],
    level_race: bool,
) -> Option<String> {
    let pieces = |n: u32| format!("{n} piece{}", if n == 1 { "" } else { "s" });
    let [ours, theirs] = after;
    let gap = |[a, b]: [u32; 2]| a as i32 - b as i32;
    match lead.signum() {
        1 if ours < before[0] => Some(format!(
            "brings your own {zone} down to {} while you lead: emptying it ends the game",
            pieces(ours)
        )),
        -1 if theirs > before[1] => Some(format!(
            "puts a piece back into {rival}'s emptiest {zone} ({}), so {rival}, ahead, \
             cannot end it as soon",
            pieces(theirs)
        )),
        0 if level_race && gap(after) < gap(before) => Some(format!(
            "thins your own {zone} to {} against {rival}'s {theirs}: at level scores, \
             whoever empties a {zone} wins",
            pieces(ours)
        )),
        _ => None,
    }
}

/// Plies without a capture after which a side at level scores has nothing to gain by waiting
/// ([`idle_cost`]): twice the computer's [`CLOCK_PATIENCE`]. Against level 1 with the clock
/// off, the Malice hint won 29 games of 30 and drew one, the longest in 81 plies; at
/// [`CLOCK_PATIENCE`] it drew three (ending level games too soon), and without the cost one
/// game in ten ran to the 400-ply limit.
pub const IDLE_PATIENCE: u16 = 2 * CLOCK_PATIENCE;

/// What each piece left in its own thinnest zone costs a side that waits for nothing, in the
/// evaluation of a game that ends when a zone empties and scores a level end as a draw
/// ([`idle_cost`]).
pub const IDLE_COST: i32 = 20;

/// What waiting costs the side the search plays for, in a game that ends when a zone empties
/// and scores a level end as a draw (Malice by default): with the scores `lead` level and
/// [`IDLE_PATIENCE`] plies (`quiet`) gone by without a capture, nothing is gained by waiting,
/// so each piece still in that side's own thinnest zone (`ours`) costs it [`IDLE_COST`] (more
/// than the largest piece handed over to empty it). The end (a draw, worth 0) is then worth
/// more than marking time, and an even trade (after which the cost is gone) more than a quiet
/// move: a side that follows the search no longer
/// shuffles one piece back and forth until the move limit. Only the searching side pays, so
/// a search adds it for its own seat only; 0 in any other case.
pub fn idle_cost(quiet: u16, lead: i32, ours: u32) -> i32 {
    if lead == 0 && quiet >= IDLE_PATIENCE {
        IDLE_COST * ours as i32
    } else {
        0
    }
}

/// A lead's pull toward the end of a game that ends when a zone empties (Martian Chess,
/// Malice), for a side `lead` points ahead (or behind) whose own thinnest zone holds
/// `thinnest[0]` pieces and whose leading rival's holds `thinnest[1]`, each from `start`.
///
/// The side that leads gains [`CLOSING_PULL`] for each piece its thinnest zone has lost (the
/// side that trails loses as much): a leader can empty a zone of its own by moving pieces out,
/// and without the pull it gains nothing by ending the game and marks time until the move
/// limit. With the scores level and `level_race` (a level game goes to whoever empties a zone
/// with their move), each side wants its own zone the thinner: the pull is the difference.
pub fn closing_pull(lead: i32, start: u32, thinnest: [u32; 2], level_race: bool) -> i32 {
    let [ours, theirs] = thinnest.map(|n| n as i32);
    let start = start as i32;
    CLOSING_PULL
        * match lead.signum() {
            1 => start - ours,
            -1 => theirs - start,
            _ if level_race => theirs - ours,
            _ => 0,
        }
}
