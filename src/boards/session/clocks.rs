//! Clocks for people playing at one screen: a time control (minutes each, and seconds added
//! after every move), the time each seat has left, and the seat whose time ran out. The
//! session charges the time; the instants come from its caller (the app's timer, or a test),
//! so nothing here reads the system's clock.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::boards::game::Seat;

/// How long each seat has: `minutes` for the whole match, and `increment` seconds added to
/// a seat's time after each of its moves ("5+3").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    /// The minutes each seat starts with.
    pub minutes: u16,
    /// The seconds added after each move.
    pub increment: u16,
}

impl TimeControl {
    /// The usual controls the new-match form offers, quickest first.
    pub const USUAL: [TimeControl; 4] = [
        TimeControl::new(3, 2),
        TimeControl::new(5, 0),
        TimeControl::new(10, 5),
        TimeControl::new(15, 10),
    ];

    /// `minutes` each, `increment` seconds added after every move.
    pub const fn new(minutes: u16, increment: u16) -> TimeControl {
        TimeControl { minutes, increment }
    }

    /// The time each seat starts with.
    pub fn start(self) -> Duration {
        Duration::from_secs(u64::from(self.minutes) * 60)
    }

    /// The time added after each move.
    pub fn added(self) -> Duration {
        Duration::from_secs(u64::from(self.increment))
    }

    /// The control in words ("5 minutes each, 3 seconds added after each move").
    pub fn words(self) -> String {
        let added = match self.increment {
            0 => "no time added".to_owned(),
            1 => "1 second added after each move".to_owned(),
            n => format!("{n} seconds added after each move"),
        };
        let minutes = match self.minutes {
            1 => "1 minute".to_owned(),
            n => format!("{n} minutes"),
        };
        format!("{minutes} each, {added}")
    }
}

/// "5+3": minutes, then seconds added a move, as players write it.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

/// The clocks of a timed match, as saved with it: the control, each seat's time left (in
/// milliseconds), the seat whose time ran out, if one's did, and the times each person's
/// move began with (what taking it back gives back, after a restart too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    /// Each seat's time left, in milliseconds, in seat order.
    pub left_ms: Vec<u64>,
    /// The seat whose time ran out: it lost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flagged: Option<Seat>,
    /// Each person's move of the match still standing, in order, with the seats' times when
    /// its turn began. Saves made before it was kept have none: taking one of their moves
    /// back then gives no time back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub began: Vec<Began>,
}

/// A person's move in a timed match and each seat's time left (ms) when its turn began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Began {
    /// The entry of the match the move is (its index among all entries, dice included).
    pub entry: usize,
    /// Each seat's time left when the move's turn began, in milliseconds, in seat order.
    pub left_ms: Vec<u64>,
}

impl Clocks {
    /// Fresh clocks for `seats` seats: each the control's whole time.
    pub fn new(control: TimeControl, seats: usize) -> Clocks {
        let start = u64::try_from(control.start().as_millis()).unwrap_or(u64::MAX);
        Clocks {
            control,
            left_ms: vec![start; seats],
            flagged: None,
            began: Vec::new(),
        }
    }

    /// The time `seat` has left (naught for a seat the clocks do not know).
    pub fn left(&self, seat: Seat) -> Duration {
        Duration::from_millis(self.left_ms.get(usize::from(seat)).copied().unwrap_or(0))
    }

    /// Takes `spent` off `seat`'s time; when nothing is left the seat's time has run out
    /// (its flag falls): returns whether it did now.
    pub fn spend(&mut self, seat: Seat, spent: Duration) -> bool {
        let Some(left) = self.left_ms.get_mut(usize::from(seat)) else {
            return false;
        };
        let spent = u64::try_from(spent.as_millis()).unwrap_or(u64::MAX);
        *left = left.saturating_sub(spent);
        if *left == 0 && self.flagged.is_none() {
            self.flagged = Some(seat);
            return true;
        }
        false
    }

    /// Adds the control's increment to `seat`'s time, after its move.
    pub fn add_increment(&mut self, seat: Seat) {
        if let Some(left) = self.left_ms.get_mut(usize::from(seat)) {
            *left = left.saturating_add(u64::from(self.control.increment) * 1000);
        }
    }

    /// Whether the clocks fit a match of `seats` seats: one time for each, a flag (if any)
    /// on one of them, and none above the control's time with a day of increments.
    pub fn check(&self, seats: usize) -> Result<(), String> {
        if self.left_ms.len() != seats {
            return Err(format!(
                "the clocks have {} times for {seats} seats",
                self.left_ms.len()
            ));
        }
        if let Some(seat) = self.flagged.filter(|&s| usize::from(s) >= seats) {
            return Err(format!(
                "seat {seat}'s time ran out, but there are {seats} seats"
            ));
        }
        if self.control.minutes == 0 {
            return Err("a time control needs at least a minute".into());
        }
        if let Some(move_) = self.began.iter().find(|b| b.left_ms.len() != seats) {
            return Err(format!(
                "the clocks kept {} times for {seats} seats when entry {} began",
                move_.left_ms.len(),
                move_.entry + 1
            ));
        }
        if self.began.windows(2).any(|w| w[0].entry >= w[1].entry) {
            return Err("the clocks kept the moves' times out of order".into());
        }
        Ok(())
    }
}

/// A time left as a clock shows it: "4:05", "1:02:09" past an hour, and tenths under
/// twenty seconds ("0:09.4"), when every tenth counts.
pub fn shown(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let secs = tenths / 10;
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if secs < 20 {
        format!("{minutes}:{seconds:02}.{}", tenths % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_shows_minutes_and_seconds_and_tenths_at_the_end() {
        assert_eq!(shown(Duration::from_secs(300)), "5:00");
        assert_eq!(shown(Duration::from_millis(65_900)), "1:05");
        assert_eq!(shown(Duration::from_millis(9_450)), "0:09.4");
        assert_eq!(shown(Duration::from_secs(3_729)), "1:02:09");
        assert_eq!(shown(Duration::ZERO), "0:00.0");
    }

    #[test]
    fn spending_all_of_a_seats_time_flags_it_once() {
        let mut clocks = Clocks::new(TimeControl::new(3, 2), 2);
        assert!(!clocks.spend(1, Duration::from_secs(179)));
        assert_eq!(clocks.left(1), Duration::from_secs(1));
        clocks.add_increment(1);
        assert_eq!(clocks.left(1), Duration::from_secs(3));
        assert!(clocks.spend(1, Duration::from_secs(4)));
        assert_eq!(clocks.flagged, Some(1));
        assert!(!clocks.spend(0, Duration::from_secs(999)), "one flag only");
        assert_eq!(clocks.left(0), Duration::ZERO);
        assert_eq!(clocks.flagged, Some(1));
    }

    #[test]
    fn clocks_that_do_not_fit_the_match_are_refused() {
        let clocks = Clocks::new(TimeControl::new(5, 0), 2);
        assert!(clocks.check(2).is_ok());
        assert!(clocks.check(4).is_err());
        let flagged = Clocks {
            flagged: Some(3),
            ..clocks.clone()
        };
        assert!(flagged.check(2).is_err());
        let no_time = Clocks::new(TimeControl::new(0, 5), 2);
        assert!(no_time.check(2).is_err());
        assert_eq!(TimeControl::USUAL[0].to_string(), "3+2");
        assert_eq!(
            TimeControl::new(10, 5).words(),
            "10 minutes each, 5 seconds added after each move"
        );
        assert_eq!(
            TimeControl::new(1, 1).words(),
            "1 minute each, 1 second added after each move"
        );
    }
}
