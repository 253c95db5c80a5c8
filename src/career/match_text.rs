//! A match as a text file, to export and import (see `docs/match-text.md`): a header of
//! `key: value` lines (game, options, seed, start position, seats, result) and the numbered
//! moves, each with the roll of the dice it was played with.

use std::fmt::Write;

use chrono::{DateTime, Utc};

use crate::boards::game::DICE_WORD;
use crate::boards::registry::GameKind;
use crate::boards::session::{AsMatch, Clocks, Recipe, SessionError, TimeControl};
use crate::store::RecordId;

use super::error::CareerError;
use super::matches::{MatchRecord, OpenMatch, SeatRecord};
use super::profile::Profile;

/// The first line of a match text.
pub const MATCH_TEXT_TITLE: &str = "# A board-game match from Malice";

/// Writes a record as match text.
pub fn write_match_text(record: &MatchRecord) -> String {
    write_told_match_text(record, &[])
}

/// Writes a record as match text, each move followed by what it did in brackets when
/// `notes` (one per entry of the record, as [`MatchSession::notes`] gives them) says
/// it: `3. b3-b4 (lands on g5)`. The brackets are read back as a comment.
///
/// [`MatchSession::notes`]: crate::boards::session::MatchSession::notes
pub fn write_told_match_text(record: &MatchRecord, notes: &[Option<&str>]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{MATCH_TEXT_TITLE} (read back with `malice game import`)"
    );
    let _ = writeln!(out, "game: {}", record.game);
    if !record.options.is_empty() {
        let pairs: Vec<String> = record
            .options
            .iter()
            .map(|(key, value)| format!("{key} = {value}"))
            .collect();
        let _ = writeln!(out, "options: {}", pairs.join(", "));
    }
    let _ = writeln!(out, "seed: {}", record.seed);
    let _ = writeln!(out, "started: {}", record.started.to_rfc3339());
    if let Some(finished) = record.finished {
        let _ = writeln!(out, "finished: {}", finished.to_rfc3339());
    }
    match &record.start {
        Some(start) => {
            let _ = writeln!(out, "start: {start}");
        }
        None => {
            let _ = writeln!(out, "start: the game's own start");
        }
    }
    for (n, seat) in record.seats.iter().enumerate() {
        let _ = writeln!(out, "seat {n}: {}", seat_words(seat));
    }
    if let Some(seat) = record.resigned {
        let _ = writeln!(out, "resigned: seat {seat}");
    }
    if let Some(clocks) = &record.clocks {
        write_clocks(&mut out, clocks);
    }
    if record.assisted || record.hints > 0 {
        let hints = record.hints;
        let _ = writeln!(
            out,
            "assisted: yes, {hints} hint{}",
            if hints == 1 { "" } else { "s" }
        );
    }
    if let Some(result) = &record.result {
        let _ = writeln!(out, "result: {result}");
    }
    let _ = writeln!(out, "\nmoves:");
    let mut n = 0;
    let mut roll: Option<&str> = None;
    for (i, entry) in record.moves.iter().enumerate() {
        if let Some(dice) = entry.strip_prefix(DICE_WORD) {
            roll = Some(dice.trim());
            continue;
        }
        n += 1;
        let told = match notes.get(i).copied().flatten() {
            Some(note) => format!("{entry} ({note})"),
            None => entry.clone(),
        };
        match roll.take() {
            Some(dice) => {
                let _ = writeln!(out, "{n}. [{dice}] {told}");
            }
            None => {
                let _ = writeln!(out, "{n}. {told}");
            }
        }
    }
    if let Some(dice) = roll {
        let _ = writeln!(out, "{}. [{dice}]", n + 1);
    }
    out
}

/// A timed match's clocks: `clock: 5+3`, `time left: 281.4 s, 290.0 s` and, when a flag
/// fell, `out of time: seat 1`.
fn write_clocks(out: &mut String, clocks: &Clocks) {
    let _ = writeln!(out, "clock: {}", clocks.control);
    let left: Vec<String> = clocks
        .left_ms
        .iter()
        .map(|ms| format!("{}.{} s", ms / 1000, ms % 1000 / 100))
        .collect();
    let _ = writeln!(out, "time left: {}", left.join(", "));
    if let Some(seat) = clocks.flagged {
        let _ = writeln!(out, "out of time: seat {seat}");
    }
}

/// Reads `5+3` (minutes, seconds added a move).
fn read_control(value: &str) -> Result<TimeControl, String> {
    let (minutes, increment) = value
        .split_once('+')
        .and_then(|(m, i)| Some((m.trim().parse().ok()?, i.trim().parse().ok()?)))
        .ok_or_else(|| format!("`{value}`: write minutes+seconds, as `5+3`"))?;
    Ok(TimeControl::new(minutes, increment))
}

/// Reads `281.4 s, 290.0 s` as milliseconds.
fn read_times(value: &str) -> Result<Vec<u64>, String> {
    value
        .split(',')
        .map(|time| {
            let secs = time.trim().trim_end_matches('s').trim();
            secs.parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e9)
                .map(|s| (s * 1000.0).round() as u64)
                .ok_or_else(|| format!("`{}` is not a time in seconds", time.trim()))
        })
        .collect()
}

fn seat_words(seat: &SeatRecord) -> String {
    match seat {
        SeatRecord::Person { name } => format!("person {name}"),
        SeatRecord::Friend { name } => format!("friend {name}"),
        SeatRecord::Computer { level } => format!("computer level {level}"),
        SeatRecord::RandomComputer => "computer random".into(),
        SeatRecord::TimedComputer { seconds } => format!("computer {seconds}s"),
    }
}

fn read_seat(words: &str) -> Result<SeatRecord, String> {
    let (kind, rest) = words.split_once(' ').unwrap_or((words, ""));
    let rest = rest.trim();
    let seat = match kind {
        "person" => SeatRecord::Person { name: rest.into() },
        "friend" => SeatRecord::Friend { name: rest.into() },
        "computer" => match rest.parse() {
            Ok(crate::boards::ai::Player::Random) => SeatRecord::RandomComputer,
            Ok(crate::boards::ai::Player::Timed(t)) => SeatRecord::TimedComputer {
                seconds: t.as_secs_f64(),
            },
            Ok(crate::boards::ai::Player::Level(level)) => SeatRecord::Computer { level },
            Err(_) => match rest.strip_prefix("level ").map(str::parse) {
                Some(Ok(level)) => SeatRecord::Computer { level },
                _ => {
                    return Err(format!(
                        "`{rest}`: the computer plays at `level 1` to `level 5`, `random`, or a \
                         time such as `2s`"
                    ));
                }
            },
        },
        other => {
            return Err(format!(
                "`{other}`: a seat is a person, a friend or the computer"
            ));
        }
    };
    seat.sitter()?;
    Ok(seat)
}

/// Reads a match text into a record (not yet replayed: [`MatchRecord::session`] checks the
/// moves). The error names the line that could not be read.
pub fn read_match_text(text: &str) -> Result<MatchRecord, String> {
    let mut game = None;
    let mut options = toml::Table::new();
    let mut seed = 0;
    let mut started = None;
    let mut finished = None;
    let mut start = None;
    let mut seats: Vec<SeatRecord> = Vec::new();
    let mut resigned = None;
    let mut control = None;
    let mut left_ms = Vec::new();
    let mut flagged = None;
    let mut assisted = false;
    let mut hints = 0;
    let mut moves = Vec::new();
    let mut in_moves = false;
    for (i, line) in text.lines().enumerate() {
        let at = |why: String| format!("line {}: {why}", i + 1);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if in_moves {
            read_move_line(line, &mut moves).map_err(at)?;
            continue;
        }
        if line == "moves:" {
            in_moves = true;
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| at(format!("`{line}` is not `key: value`")))?;
        let value = value.trim();
        match key.trim() {
            "game" => {
                let kind = GameKind::from_id(value)
                    .ok_or_else(|| at(format!("`{value}` is not a board game")))?;
                game = Some(kind);
            }
            "options" => {
                let inline: toml::Table = format!("options = {{ {value} }}")
                    .parse()
                    .map_err(|e: toml::de::Error| at(format!("options: {}", e.message())))?;
                if let Some(toml::Value::Table(table)) = inline.get("options") {
                    options = table.clone();
                }
            }
            "seed" => {
                seed = value
                    .parse()
                    .map_err(|_| at(format!("`{value}` is not a seed")))?;
            }
            "started" => {
                let date = DateTime::parse_from_rfc3339(value)
                    .map_err(|_| at(format!("`{value}` is not a date")))?;
                started = Some(date.with_timezone(&Utc));
            }
            "finished" => {
                let date = DateTime::parse_from_rfc3339(value)
                    .map_err(|_| at(format!("`{value}` is not a date")))?;
                finished = Some(date.with_timezone(&Utc));
            }
            "start" if value == "the game's own start" => start = None,
            "start" => start = Some(value.to_owned()),
            "resigned" => {
                let seat = value
                    .strip_prefix("seat ")
                    .and_then(|s| s.parse().ok())
                    .ok_or_else(|| at(format!("`{value}`: write `seat N`")))?;
                resigned = Some(seat);
            }
            "clock" => control = Some(read_control(value).map_err(at)?),
            "time left" => left_ms = read_times(value).map_err(at)?,
            "out of time" => {
                let seat = value
                    .strip_prefix("seat ")
                    .and_then(|s| s.parse().ok())
                    .ok_or_else(|| at(format!("`{value}`: write `seat N`")))?;
                flagged = Some(seat);
            }
            "assisted" => {
                assisted = value.starts_with("yes");
                hints = value
                    .split_once(',')
                    .and_then(|(_, h)| {
                        let h = h.trim();
                        let n = h.strip_suffix("hints").or_else(|| h.strip_suffix("hint"))?;
                        n.trim().parse().ok()
                    })
                    .unwrap_or(0);
            }
            "result" => {}
            key => {
                let n = key
                    .strip_prefix("seat ")
                    .and_then(|n| n.parse::<usize>().ok())
                    .ok_or_else(|| at(format!("`{key}` is not a field of a match text")))?;
                if n != seats.len() {
                    return Err(at(format!("seat {n} comes after seat {}", seats.len())));
                }
                seats.push(read_seat(value).map_err(at)?);
            }
        }
    }
    let game = game.ok_or("the text has no `game:` line")?;
    let clocks = control.map(|control| {
        let mut clocks = Clocks::new(control, seats.len());
        if !left_ms.is_empty() {
            clocks.left_ms = left_ms;
        }
        clocks.flagged = flagged;
        clocks
    });
    let now = Utc::now();
    Ok(MatchRecord {
        game: game.id().to_owned(),
        started: started.unwrap_or(now),
        updated: now,
        finished,
        seed,
        seats,
        start,
        moves,
        resigned,
        result: None,
        winners: Vec::new(),
        assisted,
        hints,
        options,
        clocks,
    })
}

/// Reads `12. [4 2] c3-c6`: the number, an optional roll, an optional move, and after it
/// an optional note in brackets (`(lands on g5)`), which is left out: the replay works it
/// out again.
fn read_move_line(line: &str, moves: &mut Vec<String>) -> Result<(), String> {
    let (_, rest) = line
        .split_once('.')
        .filter(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("`{line}`: a move line starts with its number, as `12. a1-b2`"))?;
    let mut rest = rest.trim();
    if let Some(after) = rest.strip_prefix('[') {
        let (dice, after) = after
            .split_once(']')
            .ok_or_else(|| format!("`{line}`: the roll has no closing `]`"))?;
        moves.push(format!("{DICE_WORD} {}", dice.trim()));
        rest = after.trim();
    }
    if rest.ends_with(')')
        && let Some((mv, _)) = rest.split_once(" (")
    {
        rest = mv.trim();
    }
    if !rest.is_empty() {
        moves.push(rest.to_owned());
    }
    Ok(())
}

impl Profile {
    /// A saved match as text, for export.
    pub fn match_text(&mut self, id: &RecordId) -> Result<String, CareerError> {
        let open = self.open_match(id)?;
        let mut record = MatchRecord::of(&*open.session, open.started);
        // A match over ended when its record says, not now.
        if record.finished.is_some()
            && let Ok(saved) = self.store().load::<MatchRecord>(id)
        {
            record.finished = saved.finished.or(record.finished);
        }
        Ok(write_told_match_text(&record, &open.session.notes()))
    }

    /// Imports a match text as a new saved match, replayed to its end (to look through, or to
    /// play on when it is not over).
    pub fn import_match_text(&mut self, text: &str) -> Result<OpenMatch, CareerError> {
        self.import_match_text_with(text, Recipe::open)
    }

    /// [`Profile::import_match_text`], the match replayed by `open` into what the caller
    /// wants (as [`Profile::open_match_with`]).
    pub fn import_match_text_with<S: AsMatch>(
        &mut self,
        text: &str,
        open: impl FnOnce(&Recipe) -> Result<S, SessionError>,
    ) -> Result<OpenMatch<S>, CareerError> {
        let record = read_match_text(text).map_err(CareerError::BadMatch)?;
        let session = record
            .recipe()
            .and_then(|recipe| open(&recipe))
            .map_err(|e| CareerError::BadMatch(e.to_string()))?;
        let mut open = self.new_match(session)?;
        open.started = record.started;
        let mut saved = MatchRecord::of(open.session.as_match(), open.started);
        // A match over keeps the moment it ended, as the text says it.
        if saved.finished.is_some() && record.finished.is_some() {
            saved.finished = record.finished;
        }
        self.save_match(&open.id, &saved)?;
        Ok(open)
    }
}
