//! How the computer plays Malaka: its evaluation (the race to connection, the pieces already
//! joined to the goal edge, the pins held), a horizon only after both sides have moved, and
//! levels of its own, since a roll leaves so many turns.

use super::tuning::{LevelSearch, Tuning};
use crate::boards::game::{Game, Seat, Status};
use crate::boards::malaka::Malaka;

/// What a lone piece open to a pin on its own home edge counts for, beside one open anywhere
/// else (more than every other piece together).
const HOME_PIN: u32 = 100;

impl Tuning for Malaka {
    /// The evaluation reads the board only, and Malaka has no moves to play out.
    const EVALUATE_BEFORE_CHANCE: bool = true;
    /// A game stopped by its turn limit (or by 40 quiet turns) goes to the side nearer its
    /// goal, never to a draw: a repetition is no way out for the side behind.
    const SCORED_AT_LIMIT: bool = true;
    /// A pin held (25) is worth about six hundredths of the chances.
    const ADVANTAGE_SCALE: f64 = 400.0;
    /// The dice decide much of a race, so what a move loses is smaller than in a game
    /// without them: marked as backgammon programs mark errors in equity (0.04 doubtful,
    /// 0.08 bad, 0.16 very bad), the same scale as the chances here. A pin given away for
    /// nothing, or a roll in sixteen that wins for the other side, is an inaccuracy.
    const ERROR_STEPS: [f64; 3] = [0.04, 0.08, 0.16];
    /// Judging a move needs the other side's replies to every roll after it (a turn's own
    /// steps are the dice's, nearly the same whatever is moved): level 4's budget does not
    /// reach them from most positions, level 5's does.
    const ANALYSIS_LEVEL: u8 = 5;
    /// A turn that leaves a lone piece where the enemy can pin it looks fine until the reply.
    const EVEN_HORIZON: bool = true;
    /// A roll leaves so many turns that only a turn and the replies to it fit in a second (the
    /// next two plies would take minutes): levels 1 to 3 look one turn ahead, with fewer
    /// deliberate mistakes as they rise; level 4 weighs the replies to its likeliest turns as
    /// far as its budget goes, level 5 to every turn.
    const LEVELS: [Option<LevelSearch>; 5] = [
        Some(LevelSearch::new(1, 2_000, 0.8)),
        Some(LevelSearch::new(1, 20_000, 0.15)),
        Some(LevelSearch::new(1, 60_000, 0.0)),
        Some(LevelSearch::new(2, 30_000, 0.0)),
        Some(LevelSearch::new(2, 1_500_000, 0.0)),
    ];

    /// The race, the pieces joined and the pins held; with the dice still to roll, less the
    /// rolls with which the side to roll pins a lone piece on its rival's home edge and wins
    /// (`Malaka::home_pin_rolls`): the value read as chances ([`Tuning::ADVANTAGE_SCALE`]),
    /// those rolls lost, and read back. A search that stops after its own turn (levels 1 to 3,
    /// and any search cut short by its time) then sees the pin the next roll threatens.
    fn evaluate(&self, seat: Seat) -> i32 {
        let other = 1 - seat;
        let board = self.board();
        let race = self.distance(other) as i32 - self.distance(seat) as i32;
        let joined = board.connected_count(seat) as i32 - board.connected_count(other) as i32;
        let pins = board.pins_held(seat) as i32 - board.pins_held(other) as i32;
        let value = 10 * race + 6 * joined + 25 * pins;
        if !matches!(self.status(), Status::Chance) {
            return value;
        }
        let open = 1 - self.to_move();
        let risk = self.home_pin_rolls(open);
        if risk == 0.0 {
            return value;
        }
        let ours = if open == seat { value } else { -value };
        let scale = Self::ADVANTAGE_SCALE;
        let chances = ((1.0 - risk) * (f64::from(ours) / scale).tanh() - risk).clamp(-0.999, 0.999);
        let after = (scale * chances.atanh()).round() as i32;
        if open == seat { after } else { -after }
    }

    /// The lone pieces one die of the next roll could pin or kill, after the rolls (in
    /// 256ths) with which the other side could pin one on the home edge and win, each of
    /// which counts for more than every lone piece together.
    fn open_to_roll(&self, seat: Seat) -> u32 {
        let open = self.open_pieces(seat);
        let losing = (self.home_pin_rolls(seat) * 256.0).round() as u32;
        open + HOME_PIN * losing
    }

    /// The distance to connection shown under the board.
    fn still_to_go(&self, seat: Seat) -> Option<(i32, &'static str, &'static str)> {
        Some((self.distance(seat) as i32, "steps", "the goal edge"))
    }
}
