//! The six attributes in plain words, shared by How to play and the new-adventurer screen:
//! what each is, what tests it (worked out from the suits and the major arcana table, so it
//! stays right when the data changes), and what raises and lowers them.

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::Attr;
use crate::tarot::card::Suit;

/// What every attribute is: its range, which way is better, and what 0 means.
pub const RANGE: &str = "Each attribute runs from 0 to 6, and higher is better: a check \
    passes when the die shows the attribute or less (never on a 6). If any attribute falls to \
    0, at any moment, the adventurer dies.";

/// What raises and lowers attributes in the dungeon.
pub const CHANGES: &str = "A failed check lowers its attribute by what the die missed by; \
    Death takes 1 from every attribute; The Devil, The Magician and Strength can take more. \
    A Swords action, The Hermit and The Sun raise the attribute you choose; Justice and The \
    Hanged Man can raise it after a failure. Nothing takes an attribute above 6.";

/// What an attribute is, in a sentence or two.
pub fn plain(attr: Attr) -> &'static str {
    match attr {
        Attr::Might => "Strength and endurance: forcing, lifting, holding on.",
        Attr::Agility => "Speed and balance: dodging, climbing, slipping past.",
        Attr::Luck => {
            "Fortune. It pays for re-rolls of failed dice (1 Luck each, free when the new die \
             shows 1) and, as a house rule on by default, may stand in for any attribute. \
             Swords and The Hermit never raise it."
        }
        Attr::Intelligence => "Wits and memory. Your first opening hand holds this many cards.",
        Attr::Charm => "Presence and persuasion: talking your way through.",
        Attr::Evocation => "Magic. The Wands action checks it to read the deck ahead.",
    }
}

/// What tests an attribute: the court cards of the suits that name it, the major arcana whose
/// own checks or rolls name it, and those it can skip.
pub fn tested_by(attr: Attr, arcana: &Arcana) -> String {
    let suits: Vec<&str> = Suit::ALL
        .iter()
        .filter(|s| Attr::of_suit(**s).contains(&attr))
        .map(|s| s.name())
        .collect();
    let mut parts = Vec::new();
    if !suits.is_empty() {
        parts.push(format!("{} court cards", and_list(&suits)));
    }
    let checked: Vec<&str> = arcana
        .cards()
        .iter()
        .filter(|m| m.tested().contains(attr))
        .map(|m| m.name.as_str())
        .collect();
    if !checked.is_empty() {
        parts.push(and_list(&checked));
    }
    let skips: Vec<&str> = arcana
        .cards()
        .iter()
        .filter(|m| m.overcome.contains(&attr))
        .map(|m| m.name.as_str())
        .collect();
    if !skips.is_empty() {
        parts.push(format!("skipping {}", and_list(&skips)));
    }
    if attr == Attr::Evocation {
        parts.push("the Wands action".into());
    }
    if parts.is_empty() {
        return String::new();
    }
    format!("Tested by {}.", parts.join("; "))
}

/// What a 1 in this attribute means for a new adventurer.
pub fn warning_at_one(attr: Attr) -> String {
    match attr {
        Attr::Luck => "Luck 1: one lost point kills you, and a re-roll that does not show 1 \
                       costs that point, so you have no re-rolls to spare."
            .to_string(),
        Attr::Intelligence => "Intelligence 1: you open with a single card, and any failed \
                               Intelligence check kills you."
            .to_string(),
        _ => format!("{attr} 1: any failed {attr} check kills you (a 1 on the die still passes)."),
    }
}

/// What Death does to an adventurer with a 1 anywhere.
pub const DEATH_AT_ONE: &str = "Death takes 1 from every attribute: with a 1 anywhere, \
    flipping Death kills you unless you have raised it first (a Swords action raises any \
    attribute but Luck).";

/// "a", "a and b", "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_tests_an_attribute_comes_from_the_suits_and_the_table() {
        let arcana = Arcana::standard().expect("the shipped table");
        let might = tested_by(Attr::Might, arcana);
        assert!(might.contains("Swords court cards"), "{might}");
        assert!(might.contains("skipping The Emperor"), "{might}");
        let luck = tested_by(Attr::Luck, arcana);
        assert!(luck.contains("Cups court cards"), "{luck}");
        assert!(luck.contains("The Tower"), "{luck}");
        let evocation = tested_by(Attr::Evocation, arcana);
        assert!(evocation.contains("The Magician"), "{evocation}");
        assert!(evocation.contains("Wands action"), "{evocation}");
    }

    #[test]
    fn a_one_warns_of_the_next_failure() {
        for attr in Attr::ALL {
            let warning = warning_at_one(attr);
            assert!(warning.starts_with(&format!("{attr} 1")), "{warning}");
            assert!(warning.contains("kills you"), "{warning}");
        }
    }
}
