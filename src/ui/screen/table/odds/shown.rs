//! What the answers of the question on show are worked out from, once for them all: what
//! each does, the re-roll prompt's figures, the odds of the pending check, the chances to
//! escape once they are in; and what the Swords and Wands actions share, said once over them.

use iced::widget::row;
use iced::{Alignment, Element};

use crate::journal::odds::way;
use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::event::CheckSource;
use crate::tarot::outlook::{
    Chances, CheckOutlook, Consequence, RerollOutlook, check_outlook, consequences, reroll_outlook,
};
use crate::tarot::question::Answer;
use crate::ui::screen::table::{Message, Table};
use crate::ui::theme::style;

use super::print::{figure_parts, of_one_suit, passes, small};

/// What the answers of the question on show are worked out from: what each does, the re-roll
/// prompt's figures, the odds of the pending check (for Cups that change nothing), and the
/// chances to escape once they are in.
pub struct Shown<'a> {
    pub(super) said: Vec<Consequence>,
    pub(super) prompt: Option<RerollOutlook>,
    pub(super) outlook: Option<CheckOutlook>,
    pub(super) chances: Option<&'a Chances>,
    pub(super) working: bool,
    pub(super) luck: u8,
    pub(super) skipping: Option<crate::tarot::card::Card>,
    /// The cards every Swords action offered spends, when there are several (said once over
    /// the answers, not on each).
    pub(super) swords_spend: Option<Vec<crate::tarot::card::Card>>,
    /// The check every Wands action offered leads to, when there are several and their
    /// figures agree (said once over them, not on each).
    pub(super) wands_check: Option<crate::tarot::outlook::ChoiceOdds>,
    pub(super) delve: &'a Delve,
}

impl<'a> Shown<'a> {
    /// The figures of the question on show.
    pub fn of(table: &'a Table, delve: &'a Delve) -> Shown<'a> {
        let skipping = delve.pending_check().and_then(|spec| match spec.source {
            CheckSource::Overcome(card) => Some(card),
            _ => None,
        });
        let said = consequences(delve);
        let swords_spend = swords_spend(&said);
        let wands_check = wands_check(&said);
        Shown {
            said,
            swords_spend,
            wands_check,
            prompt: reroll_outlook(delve),
            outlook: check_outlook(delve),
            chances: table.chances_on_show(),
            working: table.working_out(),
            luck: delve.attributes().get(Attr::Luck),
            skipping,
            delve,
        }
    }

    /// Over the answers, once: what every Swords action spends, when several are offered
    /// ("Swords actions, each spending the Ace, Two, Four and Five of Swords:"); each answer then
    /// shows only its change.
    pub fn swords_line<'b>(&self) -> Option<Element<'b, Message>> {
        let spend = self.swords_spend.as_ref()?;
        Some(
            small(format!(
                "Swords actions, each spending {}:",
                of_one_suit(spend)
            ))
            .style(style::text::soft)
            .into(),
        )
    }

    /// Whether `answer` has the ★ (the best chance to get out alive), once the chances are in.
    pub fn is_best(&self, answer: &crate::tarot::question::Answer) -> bool {
        self.chances.is_some_and(|c| c.is_best(answer))
    }

    /// Whether the Wands actions' check is said once over them ([`Shown::wands_line`]).
    pub fn wands_shared(&self) -> bool {
        self.wands_check.is_some()
    }

    /// Over the Wands actions, once: the check each leads to, when several are offered and
    /// their figures agree ("Wands actions, each a check with Evocation: careful: passes
    /// 99% …"; with Luck where the wildcard makes Luck the better way); each answer then
    /// shows what it spends and what a pass shows.
    pub fn wands_line<'b>(&self) -> Option<Element<'b, Message>> {
        let odds = self.wands_check.as_ref()?;
        let mut line = row![
            small(format!(
                "Wands actions, each a check with {}:",
                odds.attr.name()
            ))
            .style(style::text::soft)
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        if odds.boosts > 0 {
            line = line.push(small(format!("{}:", way(odds))).style(style::text::soft));
        }
        // The two figures go together: both beside the words, or both on the next line (one
        // a line only in a column too narrow for both), never "bold" alone under "careful"
        // (test `ui fit::compact::the_wands_actions_line_keeps_its_figures_together`).
        let figures = iced::widget::Row::from_vec(figure_parts(&odds.careful, &odds.bold, true))
            .spacing(10)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(1);
        Some(line.push(figures).wrap().vertical_spacing(1).into())
    }
}

impl Shown<'_> {
    /// [`Shown::wands_line`] in short words, for a low room: "Wands actions, each a check
    /// with Evocation: passes 99%, death 1%" ("passes 33–89%" where careful and bold play
    /// differ).
    pub fn wands_words<'b>(&self) -> Option<Element<'b, Message>> {
        let odds = self.wands_check.as_ref()?;
        Some(
            small(format!(
                "Wands actions, each a check with {}: {}",
                odds.attr.name(),
                passes(odds)
            ))
            .style(style::text::soft)
            .into(),
        )
    }
}

/// The check every Wands action among `said` leads to, when two or more are offered and the
/// figures of each agree (its way, careful and bold).
fn wands_check(said: &[Consequence]) -> Option<crate::tarot::outlook::ChoiceOdds> {
    let mut wands = said
        .iter()
        .filter(|c| matches!(c.answer, Answer::Wands(_)) && c.effects.outcome.is_none());
    let first = wands.next()?.odds.clone()?;
    let mut count = 1;
    for other in wands {
        let odds = other.odds.as_ref()?;
        let agree = odds.attr == first.attr
            && odds.boosts == first.boosts
            && odds.careful.same_odds(&first.careful)
            && odds.bold.same_odds(&first.bold);
        if !agree {
            return None;
        }
        count += 1;
    }
    (count >= 2).then_some(first)
}

/// The cards each Swords action among `said` spends, when two or more are offered and each
/// spends the same cards.
fn swords_spend(said: &[Consequence]) -> Option<Vec<crate::tarot::card::Card>> {
    let mut swords = said
        .iter()
        .filter(|c| matches!(c.answer, Answer::Swords(_)) && c.effects.outcome.is_none());
    let first = swords.next()?;
    let mut count = 1;
    for other in swords {
        if other.effects.lost != first.effects.lost {
            return None;
        }
        count += 1;
    }
    (count >= 2 && !first.effects.lost.is_empty()).then(|| first.effects.lost.clone())
}
