//! The chance to escape from here: the simulator's automatic player, run from copies of the
//! current delve with seeded dice and cards. No files, no clock: the same seed gives the same
//! figure, and the app runs it off the UI thread.

use crate::tarot::chance::SeededChance;
use crate::tarot::delve::Delve;
use crate::tarot::event::Outcome;
use crate::tarot::policy::PolicyKind;
use crate::tarot::sim::ANSWER_LIMIT;

use super::consequences::consequences;
use super::odds::check_outlook;
use super::types::EscapeEstimate;

/// Plays `runs` delves on from copies of `delve` (run `i` with seed `seed + i`: its dice,
/// cards and the player's choices), and counts the escapes. A run that reaches the simulator's
/// answer limit counts as no escape.
pub fn escape_estimate(delve: &Delve, policy: PolicyKind, runs: u32, seed: u64) -> EscapeEstimate {
    let mut escaped = 0;
    let mut events = Vec::new();
    let mut legal = Vec::new();
    for i in 0..runs {
        let run_seed = seed.wrapping_add(i as u64);
        let mut copy = delve.clone();
        let mut chance = SeededChance::new(run_seed);
        let mut player = policy.build(run_seed);
        let mut answers = 0;
        while let Some(question) = copy.question() {
            if answers >= ANSWER_LIMIT {
                break;
            }
            let answer = match chance.answer(&copy) {
                Some(answer) => answer,
                None => {
                    copy.legal_answers_into(&mut legal);
                    player.choose(&copy, &question, &legal)
                }
            };
            events.clear();
            if copy.answer_into(answer, &mut events).is_err() {
                break;
            }
            answers += 1;
        }
        if matches!(copy.outcome(), Some(Outcome::Escaped { .. })) {
            escaped += 1;
        }
    }
    EscapeEstimate {
        runs,
        escaped,
        survivable: can_live(delve),
    }
}

/// Whether some answer to the pending question lets the adventurer live (careful play): a
/// die that does not always kill, or a player's answer that does not lead to certain death.
pub fn can_live(delve: &Delve) -> bool {
    if delve.outcome().is_some() {
        return false;
    }
    if let Some(outlook) = check_outlook(delve)
        && !outlook.choosing
    {
        return outlook.rows.iter().any(|r| r.careful.death < 1.0);
    }
    let said = consequences(delve);
    said.is_empty() || said.iter().any(|c| c.death < 1.0)
}
