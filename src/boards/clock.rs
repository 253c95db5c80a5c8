//! The called clock of the games that have the clock option (Martian Chess and Malice,
//! board-rulings.md), once for both: once a game, together with a move, a player may call the
//! clock; from then on seven plies without a capture end the game, and a capture puts the
//! clock back to seven. Here are the clock itself ([`CalledClock`]), how a call is written in
//! move and position texts, and [`ClockRule`], which gives a game its legal moves with the
//! calls, the call of a move and the line the board shows, from a few facts about its
//! position.

use super::game::{Game, ParseError, Status};

/// Where the clock stands when it is called, and again after each capture; each later ply
/// without a capture takes one off, and at 0 the game ends.
pub const CLOCK_PLIES: u8 = 7;

/// A move of the games with the clock option: from one square to another, or a pass when no
/// move exists; perhaps calling the clock too. Each game names it its own `Move`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockMove {
    /// The square left (`PASS` for a pass).
    pub from: u8,
    /// The square reached (in Malice, before the piece teleports).
    pub to: u8,
    /// Whether the mover calls the clock with this move (written `clock a1-b2`).
    pub clock: bool,
}

/// The `from` (and `to`) of a pass.
pub const PASS: u8 = u8::MAX;

/// A pass that does not call the clock.
pub const PASS_MOVE: ClockMove = ClockMove {
    from: PASS,
    to: PASS,
    clock: false,
};

/// The line that says how far a called clock has run (each player's move counts one), for
/// the board's text and the app: `None` before the call.
pub fn clock_line(left: Option<u8>) -> Option<String> {
    left.map(|left| {
        let moves = if left == 1 { "move" } else { "moves" };
        format!(
            "The clock is called: the game ends after {left} more {moves} without a capture \
             (a capture puts it back to {CLOCK_PLIES})."
        )
    })
}

/// The called clock: not called yet, or the plies without a capture still to go since a
/// player called it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CalledClock(Option<u8>);

impl CalledClock {
    /// The clock at `left` plies to go, or not called (`None`), as position text gives it.
    pub fn new(left: Option<u8>) -> Self {
        CalledClock(left)
    }

    /// The plies without a capture still to go; `None` before the call.
    pub fn left(self) -> Option<u8> {
        self.0
    }

    /// Whether a player may call it now, in a game whose clock option is `on`.
    pub fn callable(self, on: bool) -> bool {
        on && self.0.is_none()
    }

    /// Whether it has run out: the game ends.
    pub fn run_out(self) -> bool {
        self.0 == Some(0)
    }

    /// One ply played: a ply that `called` it, or a capture after the call, sets it to
    /// [`CLOCK_PLIES`]; any other ply after the call takes one off.
    pub fn tick(&mut self, captured: bool, called: bool) {
        self.0 = match self.0 {
            _ if called => Some(CLOCK_PLIES),
            Some(_) if captured => Some(CLOCK_PLIES),
            left => left.map(|left| left.saturating_sub(1)),
        };
    }

    /// Its part of a position key, in a game whose clock option is `on`: a clock that may
    /// still be called and one that may not differ, as do the plies left.
    pub fn key(self, on: bool) -> u64 {
        match self.0 {
            None => u64::from(on),
            Some(left) => 2 | u64::from(left) << 2,
        }
    }

    /// Why a move that calls the clock cannot, in a game whose option is `on` (`pass`: the
    /// move is a pass); `None` when the call may go with it.
    pub fn refusal(self, on: bool, pass: bool) -> Option<&'static str> {
        if !on {
            Some("the clock option is off in this game")
        } else if self.0.is_some() {
            Some("the clock has already been called in this game")
        } else if pass {
            Some("the clock is called together with a move, not with a pass")
        } else {
            None
        }
    }

    /// Why an illegal move is refused before its squares are looked at, in a game whose clock
    /// option is `on`: a call of the clock that cannot go with it, or a pass while a move
    /// exists. `None`: the squares say why.
    pub fn first_refusal(self, on: bool, mv: ClockMove) -> Option<&'static str> {
        let pass = mv.from == PASS;
        mv.clock
            .then(|| self.refusal(on, pass))
            .flatten()
            .or(pass.then_some("you may pass only when no move exists"))
    }
}

/// What a game with the clock option tells of its position; the rest of the rule comes with
/// it. Its [`Game::legal_moves`], [`Game::call_clock`] and [`Game::clock_left`] are
/// [`ClockRule::moves_with_calls`], [`ClockRule::with_call`] and [`ClockRule::clock_left`].
pub trait ClockRule: Game {
    /// The clock as it stands.
    fn clock(&self) -> CalledClock;

    /// Whether the game is played with the clock option.
    fn clock_option(&self) -> bool;

    /// Every legal move without a call of the clock (a lone pass when nothing can move).
    fn plain_moves(&self, moves: &mut Vec<Self::Move>);

    /// `mv` as a move that calls the clock; `None` for a pass, which cannot call it.
    fn calling(&self, mv: Self::Move) -> Option<Self::Move>;

    /// Whether the seat to move may call the clock now: the option is on, nobody has called
    /// it, and the game goes on.
    #[inline]
    fn clock_callable(&self) -> bool {
        self.clock().callable(self.clock_option()) && !matches!(self.status(), Status::Over(_))
    }

    /// The legal moves: the plain ones, then, while the clock may be called, each of them
    /// again with the call (unless the only move is a pass).
    #[inline]
    fn moves_with_calls(&self, moves: &mut Vec<Self::Move>) {
        self.plain_moves(moves);
        if self.clock_callable() && !(moves.len() == 1 && self.calling(moves[0]).is_none()) {
            let plain = moves.len();
            for i in 0..plain {
                if let Some(call) = self.calling(moves[i]) {
                    moves.push(call);
                }
            }
        }
    }

    /// `mv` with the clock called, when it may be called now.
    fn with_call(&self, mv: Self::Move) -> Option<Self::Move> {
        self.calling(mv).filter(|_| self.clock_callable())
    }

    /// The plies without a capture left once the clock has been called.
    fn clock_left(&self) -> Option<u8> {
        self.clock().left()
    }
}

/// Writes "calling the clock" before a move's text: `clock a1-b2`.
pub fn with_clock_call(text: String, clock: bool) -> String {
    if clock { format!("clock {text}") } else { text }
}

/// Reads the call of the clock off the front of a move's text: whether it is there, and the
/// move's own text.
pub fn read_clock_call(text: &str) -> Result<(bool, &str), ParseError> {
    let text = text.trim();
    let Some(rest) = text
        .get(..5)
        .filter(|word| word.eq_ignore_ascii_case("clock"))
        .map(|_| &text[5..])
    else {
        return Ok((false, text));
    };
    if rest.trim().is_empty() {
        return Err(ParseError(
            "the clock is called together with a move: write clock a1-b2".into(),
        ));
    }
    if !rest.starts_with(char::is_whitespace) {
        return Ok((false, text));
    }
    Ok((true, rest.trim()))
}

/// The position text's last field once the clock has been called: ` c5` with the plies still
/// to go (nothing while it has not been called).
pub fn clock_text(clock: Option<u8>) -> String {
    clock.map_or_else(String::new, |left| format!(" c{left}"))
}

/// Reads the clock field of a position text (`c5`), under a clock option that is `allowed` or
/// not.
pub fn read_clock_field(field: Option<&str>, allowed: bool) -> Result<Option<u8>, ParseError> {
    let Some(field) = field else {
        return Ok(None);
    };
    let left = field
        .strip_prefix(['c', 'C'])
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|&n| n <= 7)
        .ok_or_else(|| {
            ParseError(format!(
                "`{field}`: a called clock is written c and the plies left, c0 to c7"
            ))
        })?;
    if !allowed {
        return Err(ParseError(
            "this position has a called clock: play it with the clock option (clock=true)".into(),
        ));
    }
    Ok(Some(left))
}
