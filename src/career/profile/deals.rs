//! Deals in the career: a new adventurer for a deal (from a code, today's delve, a deal
//! played again) and its delve, played apart from the corpse pile; the Daily page's book;
//! the code of a delve.

use chrono::NaiveDate;

use crate::career::active::ActiveDelve;
use crate::career::daily::DailyBook;
use crate::career::error::CareerError;
use crate::career::race::Race;
use crate::career::records::{DailyMark, DealPlay, DelveRecord, RULES_VERSION};
use crate::store::RecordId;
use crate::tarot::attributes::Attributes;
use crate::tarot::card::roman;
use crate::tarot::daily::{Daily, name_of_seed};
use crate::tarot::deal::{Deal, DealCode};

use super::Profile;

impl Profile {
    /// Creates a new adventurer with the deal's attributes, named `name` (or a name the deal
    /// gives, numbered when taken), and starts the deal's delve for them, played apart from
    /// the corpse pile. Refused while another delve is in progress, and for a deal of other
    /// rules (it would not deal the same cards).
    pub fn start_deal(
        &mut self,
        name: Option<&str>,
        deal: &Deal,
        play: DealPlay,
    ) -> Result<ActiveDelve, CareerError> {
        if let Some((other, _)) = self.delve_in_progress() {
            return Err(CareerError::OtherDelveInProgress(
                self.get(&other)?.name.clone(),
            ));
        }
        if deal.rules_version != RULES_VERSION {
            return Err(CareerError::DealRules {
                found: deal.rules_version,
                known: RULES_VERSION,
            });
        }
        // The setup is checked before anyone is created for it.
        crate::tarot::delve::Delve::new(deal.setup())?;
        let base = match name {
            Some(name) => name.trim().to_string(),
            None => name_of_seed(deal.seed),
        };
        let name = if name.is_some() {
            base
        } else {
            self.free_name(&base)
        };
        let id = self.create_adventurer(&name, deal.attributes)?;
        if let Some(mark) = play.daily {
            let mut record = self.get(&id)?.clone();
            record.daily = Some(mark);
            self.save_adventurer(&id, record)?;
        }
        self.begin_delve(&id, deal.setup(), Some(deal.seed), Some(play))
    }

    /// Starts the delve of a day for a fresh adventurer of the day: the first try of the
    /// date is the one on record, the later ones are practice.
    pub fn start_daily(&mut self, date: NaiveDate) -> Result<ActiveDelve, CareerError> {
        let daily = Daily::of(date);
        let mark = DailyMark {
            date,
            practice: self.daily_tried(date),
        };
        let name = self.free_name(&daily.name);
        let play = DealPlay {
            daily: Some(mark),
            race: None,
        };
        self.start_deal(Some(&name), &daily.deal(RULES_VERSION), play)
    }

    /// Whether the day's delve was already tried (its try on record was started).
    pub fn daily_tried(&self, date: NaiveDate) -> bool {
        self.adventurers
            .values()
            .any(|a| a.daily.is_some_and(|d| d.date == date && !d.practice))
    }

    /// The Daily page's book, as of `today`.
    pub fn daily_book(&self, today: NaiveDate) -> DailyBook {
        DailyBook::of(self.adventurers.iter(), today)
    }

    /// The delve of this profile to race a code against: one of the code's deal, the newest
    /// finished one first (else one in progress). `None` when the deal was never played here.
    pub fn delve_of_deal(&mut self, code: &DealCode) -> Result<Option<RecordId>, CareerError> {
        let mut found: Vec<(RecordId, DelveRecord)> = self
            .all_delves()?
            .into_iter()
            .filter(|(_, record)| deal_of_record(record).as_ref() == Some(&code.deal))
            .collect();
        found.sort_by_key(|(_, r)| (r.finished, r.started));
        Ok(found.pop().map(|(id, _)| id))
    }

    /// A delve of this profile beside the friend's delve a code carries, with the name of
    /// this delve's adventurer.
    pub fn race(
        &mut self,
        delve: &RecordId,
        code: &DealCode,
    ) -> Result<(String, Race), CareerError> {
        let active = self.open_delve(delve)?;
        let deal = active.deal().ok_or(CareerError::NoDeal)?;
        let race = Race::new(
            &deal,
            active.delve().answers(),
            active.events(),
            active.delve(),
            code,
        )?;
        Ok((active.record().name.clone(), race))
    }

    /// `base` if no adventurer has that name, else `base II`, `base III`...
    pub(in crate::career) fn free_name(&self, base: &str) -> String {
        let taken = |name: &str| self.find(name).is_ok();
        if !taken(base) {
            return base.to_string();
        }
        (2u8..=250)
            .map(|n| format!("{base} {}", roman(n)))
            .find(|name| !taken(name))
            .unwrap_or_else(|| format!("{base} {}", chrono::Utc::now().timestamp()))
    }
}

impl ActiveDelve {
    /// The deal of this delve (`None` for one played with a physical deck, or before a new
    /// adventurer's creation dice are all given).
    pub fn deal(&self) -> Option<Deal> {
        Deal::of_delve(&self.delve, self.record.seed?, self.record.rules_version)
    }

    /// The code of this delve's deal; once the delve is over, carrying its answers too (a
    /// friend can play the deal, and race it).
    pub fn deal_code(&self) -> Result<DealCode, CareerError> {
        let deal = self.deal().ok_or(CareerError::NoDeal)?;
        let choices = match self.delve.outcome() {
            Some(_) => Some(deal.choices(self.delve.answers())?),
            None => None,
        };
        Ok(DealCode { deal, choices })
    }
}

/// The deal of a saved delve, read from its record without playing it (a new adventurer's
/// attributes are its first six answers, the creation dice).
pub fn deal_of_record(record: &DelveRecord) -> Option<Deal> {
    use crate::tarot::delve::Start;
    let seed = record.seed?;
    if record.setup.table_mode {
        return None;
    }
    let (attributes, last_score) = match record.setup.start {
        Start::Returning {
            attributes,
            last_score,
        } => (attributes, Some(last_score)),
        Start::New => {
            let dice: Vec<u8> = record
                .answer_words()
                .take(6)
                .map(str::parse)
                .collect::<Result<_, _>>()
                .ok()?;
            (Attributes(dice.try_into().ok()?), None)
        }
    };
    Some(Deal {
        seed,
        attributes,
        options: record.setup.options,
        last_score,
        corpse: record.setup.corpse.clone(),
        rules_version: record.rules_version,
    })
}
