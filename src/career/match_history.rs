//! Each board game's history as the player sees it (date, opponent, result, length), the
//! record against each computer level, and the best results for the hall of fame.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use crate::boards::registry::GameKind;
use crate::store::RecordId;

use super::error::CareerError;
use super::matches::{MatchRecord, SeatRecord};
use super::profile::Profile;

/// How a finished match went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The player's side won.
    Won,
    /// Nobody won.
    Drew,
    /// Another side won.
    Lost,
}

impl Verdict {
    /// The verdict in a word.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Drew => "drew",
            Verdict::Lost => "lost",
        }
    }
}

/// Who the player faced, for the record against each opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opponent {
    /// The computer at this level (every opponent seat).
    Level(u8),
    /// The computer choosing any legal move.
    Random,
    /// The computer with a time per move.
    Timed,
    /// A friend at the same screen (or any mix of opponents).
    Others,
}

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Matches won.
    pub wins: u32,
    /// Matches drawn.
    pub draws: u32,
    /// Matches lost.
    pub losses: u32,
}

impl Tally {
    fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Won => self.wins += 1,
            Verdict::Drew => self.draws += 1,
            Verdict::Lost => self.losses += 1,
        }
    }

    /// Matches counted.
    pub fn played(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// One finished match in a game's history.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryRow {
    /// The record's id.
    pub id: RecordId,
    /// When it ended (UTC).
    pub date: DateTime<Utc>,
    /// Who the player faced, in words.
    pub opponent: String,
    /// The kind of opponent.
    pub against: Opponent,
    /// How it went for the player.
    pub verdict: Verdict,
    /// The result in words.
    pub result: String,
    /// Moves played.
    pub moves: usize,
    /// Whether a move was taken back or a hint asked for.
    pub assisted: bool,
}

/// A game's history: finished matches with the player in a seat, newest first, and the
/// record against each kind of opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct GameHistory {
    /// The game.
    pub game: GameKind,
    /// Finished matches, newest first.
    pub rows: Vec<HistoryRow>,
    /// Wins, draws and losses against each kind of opponent.
    pub against: BTreeMap<Opponent, Tally>,
}

impl GameHistory {
    /// Wins, draws and losses over every match.
    pub fn total(&self) -> Tally {
        self.against.values().fold(Tally::default(), |a, t| Tally {
            wins: a.wins + t.wins,
            draws: a.draws + t.draws,
            losses: a.losses + t.losses,
        })
    }
}

/// The seat the player sits in, their partner's seat in four-player teams, and the others.
fn sides(record: &MatchRecord) -> Option<(Vec<usize>, Vec<usize>)> {
    let mine = record
        .seats
        .iter()
        .position(|s| matches!(s, SeatRecord::Person { .. }))?;
    let teams = record.seats.len() == 4
        && record
            .options
            .get("teams")
            .and_then(toml::Value::as_bool)
            .unwrap_or(false);
    let partner = |s: usize| teams && s % 2 == mine % 2;
    let (ours, theirs) = (0..record.seats.len()).partition(|&s| s == mine || partner(s));
    Some((ours, theirs))
}

/// A finished match from the player's side, if the player sat in it.
fn row(id: &RecordId, record: &MatchRecord) -> Option<HistoryRow> {
    let date = record.finished?;
    let (ours, theirs) = sides(record)?;
    let verdict = if record.winners.is_empty() {
        Verdict::Drew
    } else if record
        .winners
        .iter()
        .any(|&w| ours.contains(&usize::from(w)))
    {
        Verdict::Won
    } else {
        Verdict::Lost
    };
    let opponents: Vec<&SeatRecord> = theirs.iter().map(|&s| &record.seats[s]).collect();
    let against = match opponents.first() {
        Some(SeatRecord::Computer { level }) if opponents.iter().all(|o| *o == opponents[0]) => {
            Opponent::Level(*level)
        }
        Some(SeatRecord::RandomComputer) if opponents.iter().all(|o| *o == opponents[0]) => {
            Opponent::Random
        }
        Some(SeatRecord::TimedComputer { .. })
            if opponents
                .iter()
                .all(|o| matches!(o, SeatRecord::TimedComputer { .. })) =>
        {
            Opponent::Timed
        }
        _ => Opponent::Others,
    };
    let opponent = opponents
        .iter()
        .map(|o| o.sitter().map_or_else(|e| e, |s| s.describe()))
        .collect::<Vec<_>>()
        .join(", ");
    Some(HistoryRow {
        id: id.clone(),
        date,
        opponent,
        against,
        verdict,
        result: record.result.clone().unwrap_or_default(),
        moves: record.move_count(),
        assisted: record.assisted,
    })
}

/// A game's history from the profile's match records.
pub fn game_history(game: GameKind, records: &[(RecordId, MatchRecord)]) -> GameHistory {
    let mut rows: Vec<HistoryRow> = records
        .iter()
        .filter(|(_, r)| r.game == game.id())
        .filter_map(|(id, r)| row(id, r))
        .collect();
    rows.sort_by(|a, b| b.date.cmp(&a.date).then(a.id.cmp(&b.id)));
    let mut against: BTreeMap<Opponent, Tally> = BTreeMap::new();
    for r in &rows {
        against.entry(r.against).or_default().add(r.verdict);
    }
    GameHistory {
        game,
        rows,
        against,
    }
}

/// A game's best results, for the hall of fame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFameRow {
    /// The game.
    pub game: GameKind,
    /// The highest computer level the player has beaten.
    pub best_level: u8,
    /// Wins against that level.
    pub wins_at_best: u32,
    /// Whether one of those wins was without an undo or a hint.
    pub unassisted: bool,
    /// The fewest moves in a win against that level.
    pub fewest_moves: usize,
    /// Wins, draws and losses over every match of the game.
    pub total: Tally,
}

/// The best board-game results: per game, the highest computer level beaten (unassisted
/// wins first), most wins there, and fewest moves. Games never won against a level are left
/// out.
pub fn board_fame(records: &[(RecordId, MatchRecord)]) -> Vec<BoardFameRow> {
    let mut rows: Vec<BoardFameRow> = GameKind::ALL
        .into_iter()
        .filter_map(|game| {
            let history = game_history(game, records);
            let level_of = |r: &HistoryRow| match r.against {
                Opponent::Level(level) if r.verdict == Verdict::Won => Some(level),
                _ => None,
            };
            let best_level = history.rows.iter().filter_map(level_of).max()?;
            let best: Vec<&HistoryRow> = history
                .rows
                .iter()
                .filter(|r| level_of(r) == Some(best_level))
                .collect();
            Some(BoardFameRow {
                game,
                best_level,
                wins_at_best: best.len() as u32,
                unassisted: best.iter().any(|r| !r.assisted),
                fewest_moves: best.iter().map(|r| r.moves).min().unwrap_or(0),
                total: history.total(),
            })
        })
        .collect();
    rows.sort_by(|a, b| {
        b.best_level
            .cmp(&a.best_level)
            .then(b.unassisted.cmp(&a.unassisted))
            .then(b.wins_at_best.cmp(&a.wins_at_best))
            .then(a.fewest_moves.cmp(&b.fewest_moves))
            .then(a.game.cmp(&b.game))
    });
    rows
}

impl Profile {
    /// A game's history: finished matches the player sat in, newest first, and the record
    /// against each level.
    pub fn match_history(&mut self, game: GameKind) -> Result<GameHistory, CareerError> {
        Ok(game_history(game, &self.matches()?))
    }

    /// The best board-game results, per game, for the hall of fame.
    pub fn board_fame(&mut self) -> Result<Vec<BoardFameRow>, CareerError> {
        Ok(board_fame(&self.matches()?))
    }
}
