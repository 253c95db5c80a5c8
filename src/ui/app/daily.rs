//! Today's delve and deals, the app's side: the Daily page built from the profile, what it
//! and Home ask (play the day's deal, play a code, race a friend's delve, copy a code), and
//! what the table asks at a delve's end (play the deal again, copy its code, see the race).

use chrono::NaiveDate;
use iced::Task;

use crate::career::{ActiveDelve, CareerError, DealPlay};
use crate::store::RecordId;
use crate::tarot::deal::DealCode;
use crate::ui::screen::daily;

use super::{App, Message, Screen};

impl App {
    /// Today's date by the calendar chosen (local, or UTC).
    pub(super) fn daily_today(&self) -> NaiveDate {
        if let Some(date) = self.forced_today {
            return date;
        }
        let utc = self.settings.daily_utc;
        match self.forced_clock {
            Some((now, zone)) => crate::tarot::daily::date_at(now, zone, utc),
            None => crate::tarot::daily::today(utc),
        }
    }

    /// What Home shows of today's delve (`None` without a profile).
    pub(super) fn today_on_home(&self) -> Option<crate::ui::screen::home::today::Today> {
        let profile = self.profile.as_ref()?;
        let date = self.daily_today();
        let daily = crate::tarot::daily::Daily::of(date);
        let record = profile
            .daily_book(date)
            .day(date)
            .and_then(|d| d.record.as_ref().map(|r| r.state));
        Some(crate::ui::screen::home::today::Today {
            date,
            name: daily.name,
            attributes: daily.attributes,
            record,
        })
    }

    /// The Daily page, from the profile as it is.
    pub(super) fn daily_screen(&self) -> daily::State {
        let today = self.daily_today();
        let (book, busy) = match self.profile.as_ref() {
            Some(profile) => (
                profile.daily_book(today),
                profile
                    .delve_in_progress()
                    .and_then(|(id, _)| profile.adventurer(&id).map(|a| a.name.clone())),
            ),
            None => Default::default(),
        };
        daily::State::new(today, self.settings.daily_utc, book, busy)
    }

    /// Does what the Daily page asks.
    pub(super) fn daily_request(&mut self, request: daily::Request) -> Task<Message> {
        match request {
            daily::Request::Play(date) => self.start_daily(date),
            daily::Request::Copy(code) => self.copy_code(code),
            daily::Request::PlayCode(code) => {
                let play = DealPlay {
                    daily: None,
                    race: code.choices.is_some().then(|| code.text()),
                };
                self.start_deal(|profile| profile.start_deal(None, &code.deal, play))
            }
            daily::Request::Race(code) => {
                self.race(&code);
                Task::none()
            }
            daily::Request::Utc(utc) => {
                self.settings.daily_utc = utc;
                self.save_settings();
                let mut state = self.daily_screen();
                if let Screen::Daily(old) = &self.screen {
                    state.code = old.code.clone();
                }
                self.screen = Screen::Daily(Box::new(state));
                Task::none()
            }
        }
    }

    /// Starts the delve of a date for a fresh adventurer of the day and opens the table.
    pub(super) fn start_daily(&mut self, date: NaiveDate) -> Task<Message> {
        self.start_deal(|profile| profile.start_daily(date))
    }

    /// Starts a delve of a deal with `start` and opens the table on it, or says why not.
    fn start_deal(
        &mut self,
        start: impl FnOnce(&mut crate::career::Profile) -> Result<ActiveDelve, CareerError>,
    ) -> Task<Message> {
        let Some(profile) = self.profile.as_mut() else {
            return Task::none();
        };
        match start(profile) {
            Ok(active) => self.open_table(active),
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// Puts a deal code on the clipboard, and says so (with the code, to copy by hand where
    /// the clipboard does not reach).
    pub(super) fn copy_code(&mut self, code: String) -> Task<Message> {
        self.banner = Some(format!("Deal code copied: {code}"));
        iced::clipboard::write(code)
    }

    /// Plays again the deal of the delve on the table, for a new adventurer (its daily mark
    /// goes with it as practice).
    pub(super) fn play_again(&mut self) -> Task<Message> {
        let Screen::Table(table) = &self.screen else {
            return Task::none();
        };
        let active = table.active();
        let Some(deal) = active.deal() else {
            self.banner = Some(CareerError::NoDeal.to_string());
            return Task::none();
        };
        let daily = active.record().deal.as_ref().and_then(|d| d.daily);
        let race = active.record().deal.as_ref().and_then(|d| d.race.clone());
        match daily {
            Some(mark) => self.start_daily(mark.date),
            None => self.start_deal(|profile| {
                profile.start_deal(None, &deal, DealPlay { daily: None, race })
            }),
        }
    }

    /// The code of the delve on the table, onto the clipboard: with its answers once it is
    /// over, so that a friend can play the deal and race it.
    pub(super) fn copy_table_code(&mut self) -> Task<Message> {
        let Screen::Table(table) = &self.screen else {
            return Task::none();
        };
        match table.active().deal_code() {
            Ok(code) => self.copy_code(code.text()),
            Err(error) => {
                self.banner = Some(error.to_string());
                Task::none()
            }
        }
    }

    /// Shows on the Daily page this profile's delve of the code's deal beside the friend's
    /// delve the code carries; says so when the deal was never played here.
    pub(super) fn race(&mut self, code: &DealCode) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        let found = match profile.delve_of_deal(code) {
            Ok(Some(id)) => id,
            Ok(None) => {
                self.banner = Some(
                    "You have not played this deal yet: play it (Play this deal), and its end \
                     shows the race."
                        .into(),
                );
                return;
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                return;
            }
        };
        self.race_delve(&found, code);
    }

    /// Shows the race of one of this profile's delves against a code, on the Daily page.
    pub(super) fn race_delve(&mut self, delve: &RecordId, code: &DealCode) {
        let Some(profile) = self.profile.as_mut() else {
            return;
        };
        match profile.race(delve, code) {
            Ok(race) => {
                let mut state = match &self.screen {
                    Screen::Daily(state) => (**state).clone(),
                    _ => self.daily_screen(),
                };
                state.race = Some(race);
                self.screen = Screen::Daily(Box::new(state));
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    /// The race of the delve on the table against the code it was started to race.
    pub(super) fn table_race(&mut self) {
        let Screen::Table(table) = &self.screen else {
            return;
        };
        let active = table.active();
        let id = active.id().clone();
        let code = active
            .record()
            .deal
            .as_ref()
            .and_then(|d| d.race.as_deref())
            .and_then(|text| text.parse::<DealCode>().ok());
        if let Some(code) = code {
            self.race_delve(&id, &code);
        }
    }
}
