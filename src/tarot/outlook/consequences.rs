//! What each answer will do, before it is chosen: the attribute changes and cards it costs for
//! sure, the odds of the check it leads to, and the warnings (it kills; it may kill; a re-roll
//! on the last Luck).

use crate::tarot::attributes::Attr;
use crate::tarot::delve::Delve;
use crate::tarot::question::{Answer, Question};

use super::odds::check_outlook;
use super::probe::Probe;
use super::types::{Consequence, Warning};

/// What each legal answer to the pending question does, in the order of
/// [`Delve::legal_answers`]. Empty for chance questions (a die, a card off the deck): those are
/// not chosen. Empty too for the face-down cards of a spread, which must not give away what
/// lies under them.
pub fn consequences(delve: &Delve) -> Vec<Consequence> {
    let Some(question) = delve.question() else {
        return Vec::new();
    };
    // A chance question is not the player's to answer; and the face-down cards of a spread
    // are the same to the player whichever is turned, so playing each ahead would give away
    // which one is a court card. Their check shows its odds once the card is face up.
    if question.is_chance() || matches!(question, Question::Pick { .. }) {
        return Vec::new();
    }
    let luck = delve.attributes().get(Attr::Luck);
    delve
        .legal_answers()
        .into_iter()
        .filter_map(|answer| consequence(delve, answer, luck))
        .collect()
}

fn consequence(delve: &Delve, answer: Answer, luck: u8) -> Option<Consequence> {
    let mut probe = Probe::new(delve);
    probe.answer(answer)?;
    let effects = probe.effects();
    // A check (or a re-roll's die) that follows: its odds, the best way to take it.
    let odds = check_outlook(&probe.delve).map(|o| o.best_row().clone());
    let mut warnings = Vec::new();
    let death = if effects.kills() {
        warnings.push(Warning::Kills(effects.fatal_change()));
        1.0
    } else {
        let chance = odds.as_ref().map_or(0.0, |o| o.careful.death);
        if matches!(answer, Answer::Reroll(true)) && luck == 1 {
            warnings.push(Warning::LastLuck);
        }
        if chance > 0.0 {
            warnings.push(Warning::MayKill(chance));
        }
        chance
    };
    let preview = match (delve.question(), answer) {
        (Some(Question::Overcome { card }), Answer::Skip(false)) => delve.preview(card),
        _ => None,
    };
    if let Some(p) = &preview
        && p.fool_lost > 0.0
    {
        warnings.push(Warning::FoolAtStake(p.fool_lost));
    }
    Some(Consequence {
        answer,
        effects,
        odds,
        death,
        warnings,
        preview,
    })
}
