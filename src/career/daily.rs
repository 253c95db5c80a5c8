//! The Daily page's figures: each day's delve on record (its first try), the practice tries
//! after it, the best score, and the streaks of days played and of escapes, worked out from
//! the roster's adventurers of the day.

use chrono::NaiveDate;

use crate::store::RecordId;

use super::records::{AdventurerRecord, RunEnd};

/// How one try of a day's delve stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayState {
    /// Still in the dungeon.
    Playing,
    /// Out through The Fool.
    Escaped {
        /// The score.
        score: u32,
        /// Turns played.
        turns: u32,
    },
    /// Dead in the dungeon.
    Died {
        /// Turns played.
        turns: u32,
    },
    /// Abandoned, or its delve was lost: it has no result.
    Unfinished,
}

impl DayState {
    /// Whether the try has ended with a result.
    pub fn finished(self) -> bool {
        matches!(self, DayState::Escaped { .. } | DayState::Died { .. })
    }

    /// The score (0 for a death or no result).
    pub fn score(self) -> u32 {
        match self {
            DayState::Escaped { score, .. } => score,
            _ => 0,
        }
    }

    /// The state of an adventurer's first delve.
    fn of(adventurer: &AdventurerRecord) -> DayState {
        match adventurer.runs.first() {
            Some(run) if run.end == RunEnd::Escaped => DayState::Escaped {
                score: run.score,
                turns: run.turns,
            },
            Some(run) => DayState::Died { turns: run.turns },
            None if adventurer.delve_in_progress.is_some() => DayState::Playing,
            None => DayState::Unfinished,
        }
    }
}

/// One try of a day's delve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayTry {
    /// The adventurer who played it.
    pub adventurer: RecordId,
    /// Their name.
    pub name: String,
    /// How it stands.
    pub state: DayState,
    /// Whether an answer was taken back in it.
    pub assisted: bool,
}

/// One day on the Daily page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayRow {
    /// The date.
    pub date: NaiveDate,
    /// The try on record (the first).
    pub record: Option<DayTry>,
    /// The practice tries after it, oldest first.
    pub practice: Vec<DayTry>,
}

/// A streak: how many days in a row, now and at the longest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The days in a row up to today (or up to yesterday, while today is still to play).
    pub current: u32,
    /// The most days in a row ever.
    pub longest: u32,
}

/// Everything the Daily page shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyBook {
    /// The days played, newest first.
    pub days: Vec<DayRow>,
    /// The best score on record, and its day.
    pub best: Option<(NaiveDate, u32)>,
    /// Days whose try on record was played to its end.
    pub played: Streak,
    /// Days whose try on record escaped.
    pub escapes: Streak,
}

impl DailyBook {
    /// The book of a roster, as of `today`.
    pub fn of<'a>(
        adventurers: impl IntoIterator<Item = (&'a RecordId, &'a AdventurerRecord)>,
        today: NaiveDate,
    ) -> DailyBook {
        let mut days: Vec<DayRow> = Vec::new();
        let mut all: Vec<_> = adventurers
            .into_iter()
            .filter_map(|(id, a)| a.daily.map(|mark| (mark, id, a)))
            .collect();
        all.sort_by_key(|(mark, _, a)| (mark.date, mark.practice, a.created));
        for (mark, id, a) in all {
            let one = DayTry {
                adventurer: id.clone(),
                name: a.name.clone(),
                state: DayState::of(a),
                assisted: a.runs.first().is_some_and(|r| r.assisted),
            };
            let row = match days.iter_mut().find(|d| d.date == mark.date) {
                Some(row) => row,
                None => {
                    days.push(DayRow {
                        date: mark.date,
                        record: None,
                        practice: Vec::new(),
                    });
                    let last = days.len() - 1;
                    &mut days[last]
                }
            };
            if !mark.practice && row.record.is_none() {
                row.record = Some(one);
            } else {
                row.practice.push(one);
            }
        }
        let best = days
            .iter()
            .filter_map(|d| match d.record.as_ref()?.state {
                DayState::Escaped { score, .. } => Some((d.date, score)),
                _ => None,
            })
            .max_by_key(|(date, score)| (*score, std::cmp::Reverse(*date)));
        let finished: Vec<NaiveDate> = days
            .iter()
            .filter(|d| d.record.as_ref().is_some_and(|r| r.state.finished()))
            .map(|d| d.date)
            .collect();
        let escaped: Vec<NaiveDate> = days
            .iter()
            .filter(|d| {
                d.record
                    .as_ref()
                    .is_some_and(|r| matches!(r.state, DayState::Escaped { .. }))
            })
            .map(|d| d.date)
            .collect();
        let played = streak(&finished, today);
        let escapes = streak(&escaped, today);
        days.reverse();
        DailyBook {
            days,
            best,
            played,
            escapes,
        }
    }

    /// The row of a date, if it was played.
    pub fn day(&self, date: NaiveDate) -> Option<&DayRow> {
        self.days.iter().find(|d| d.date == date)
    }
}

/// The streak of `dates` (sorted, oldest first): the longest run of consecutive days, and
/// the run that ends today, or yesterday (today may still be played).
pub fn streak(dates: &[NaiveDate], today: NaiveDate) -> Streak {
    let mut longest = 0u32;
    let mut run = 0u32;
    let mut last: Option<NaiveDate> = None;
    for &date in dates {
        run = match last {
            Some(before) if before.succ_opt() == Some(date) => run + 1,
            Some(before) if before == date => run,
            _ => 1,
        };
        longest = longest.max(run);
        last = Some(date);
    }
    let yesterday = today.pred_opt();
    let current = match last {
        Some(date) if date == today || Some(date) == yesterday => run,
        _ => 0,
    };
    Streak { current, longest }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn streaks_count_days_in_a_row_and_survive_until_today_is_over() {
        let days = [
            d("2026-03-01"),
            d("2026-03-02"),
            d("2026-03-03"),
            d("2026-03-05"),
            d("2026-03-06"),
        ];
        assert_eq!(
            streak(&days, d("2026-03-06")),
            Streak {
                current: 2,
                longest: 3
            }
        );
        // Today not played yet: yesterday's run still counts.
        assert_eq!(streak(&days, d("2026-03-07")).current, 2);
        // A day missed ends it.
        assert_eq!(streak(&days, d("2026-03-08")).current, 0);
        assert_eq!(streak(&[], d("2026-03-08")), Streak::default());
        // Across a month's end.
        let turn = [d("2026-02-28"), d("2026-03-01")];
        assert_eq!(streak(&turn, d("2026-03-01")).longest, 2);
    }
}
