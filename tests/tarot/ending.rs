//! Every death says why in one sentence with its chain (the card, the check, the dice and
//! re-rolls, the attribute at 0), every escape what it scored and from where (issue 30 item 4,
//! issue 31 §2); the end entry of the journal carries it. Attributes are written in order
//! Might, Agility, Luck, Intelligence, Charm, Evocation.

use crate::common::{Table, cards};
use malice::journal::ending::{Ending, Fatal, Reroll, ending};
use malice::journal::entries::{EntryKind, entries};
use malice::tarot::attributes::{Attr, Change};
use malice::tarot::card::Card;
use malice::tarot::question::Question;
use malice::tarot::rules::RuleOptions;

fn death(t: &Table) -> malice::journal::ending::DeathStory {
    match ending(&t.events) {
        Some(Ending::Death(story)) => story,
        other => panic!("not a death: {other:?}"),
    }
}

#[test]
fn a_cups_court_accepted_after_two_rerolls_tells_its_dice() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3C");
    t.go("flip;KC;6;reroll;6;reroll;6;accept");
    let story = death(&t);
    assert_eq!(story.fatal, Fatal::Damage);
    assert_eq!(story.card, Some("KC".parse().unwrap()));
    assert_eq!(
        story.rerolls,
        vec![
            Reroll {
                failed: 6,
                roll: 6,
                luck_cost: 1
            };
            2
        ]
    );
    assert_eq!(
        story.change,
        Some(Change {
            attr: Attr::Luck,
            from: 1,
            to: 0
        })
    );
    assert_eq!(
        story.sentence,
        "Turn 1, King of Cups: a Luck check (only a 1 passes) rolled 6, re-rolled 6 (1 Luck) \
         and 6 (1 Luck), and you accepted the 6, failing by 5; Luck 1 → 0, and you died."
    );
    // The hand on the pile: the three cards, counted as the journal counts them.
    assert_eq!(story.hand_to_pile, cards("AP 2P 3C"));
}

#[test]
fn a_reroll_with_the_last_luck_names_its_check() {
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PC;4;reroll;5");
    let story = death(&t);
    assert_eq!(story.fatal, Fatal::LastLuck);
    let check = story.check.expect("the check that killed");
    assert_eq!(
        (check.attr, check.target, check.first_roll),
        (Attr::Luck, 1, 4)
    );
    assert!(
        story
            .sentence
            .contains("rolled 4, re-rolled 5 (1 Luck); the last re-roll spent your last Luck"),
        "{}",
        story.sentence
    );
}

#[test]
fn the_magicians_cost_after_a_failed_roll_is_told() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 2], "AP 2P 3P");
    t.go("flip;M1;evocation;5;accept");
    let story = death(&t);
    assert_eq!(story.fatal, Fatal::AfterCheck);
    assert!(
        story
            .sentence
            .contains("an Evocation roll (a 2 or less passes) rolled 5 and failed; The Magician"),
        "{}",
        story.sentence
    );
    assert!(story.sentence.contains("Evocation 2 → 0"));
}

#[test]
fn death_the_card_says_it_takes_one_from_every_attribute() {
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;M13");
    let story = death(&t);
    assert_eq!(story.fatal, Fatal::Effect);
    assert_eq!(
        story.sentence,
        "Turn 1, Death: Death takes 1 from every attribute; Luck 1 → 0, and you died."
    );
    // The journal's end entry carries the sentence.
    let journal = entries(&t.events, t.delve.arcana());
    let end = journal.last().unwrap();
    assert_eq!(end.kind, EntryKind::End);
    assert_eq!(end.summary, story.sentence);
}

#[test]
fn the_pile_counts_only_the_hand_and_a_dead_adventurer_guides_no_one() {
    // A corpse pile, The Hierophant (the ghost is guided), The World kept, then death.
    let corpse = cards("9S 10S");
    let mut t = Table::with(
        [3, 3, 1, 3, 3, 3],
        "AP 2P 3P",
        RuleOptions::default(),
        &corpse,
    );
    t.go("flip;M5;flip;M21");
    assert!(t.delve.guiding());
    t.go("flip;M13");
    let story = death(&t);
    // The Hierophant went from the pile to the discard pile, The World too: neither counts.
    assert_eq!(story.hand_to_pile, cards("AP 2P 3P"));
    assert_eq!(story.majors_discarded, vec![Card::WORLD]);
    assert!(!t.delve.guiding(), "the dead do not guide their own ghost");
    let end = entries(&t.events, t.delve.arcana()).pop().unwrap();
    assert!(
        end.aftermath
            .iter()
            .any(|d| d.contains("From your hand") && d.contains("Three of Pentacles")),
        "{:?}",
        end.aftermath
    );
    // The ghost guided waits on the pile again: said once, in the end's own section.
    assert!(
        end.aftermath
            .iter()
            .any(|d| d.starts_with("The Hierophant leaves the corpse pile")),
        "{:?}",
        end.aftermath
    );
}

#[test]
fn an_escape_counts_the_ghosts_loot_and_says_where_the_score_came_from() {
    let corpse = cards("9P 10P 4S");
    let mut t = Table::with(
        [3, 3, 3, 3, 3, 3],
        "AP 2P 3C",
        RuleOptions::default(),
        &corpse,
    );
    t.go("flip;M5;flip;M0");
    assert_eq!(t.question(), Question::Escape);
    // Before leaving: the score counts the pile the ghost brings.
    let leaving = t.delve.leaving_score();
    assert_eq!((leaving.hand, leaving.ghost, leaving.total()), (2, 2, 4));
    t.go("leave");
    let Some(Ending::Escape(story)) = ending(&t.events) else {
        panic!("an escape");
    };
    assert_eq!((story.score, story.from_hand, story.from_ghost), (4, 2, 2));
    assert_eq!(
        story.sentence,
        "Turn 2, The Fool: you left the dungeon with a score of 4: 2 from your hand and 2 \
         from the corpse pile of the ghost you guided."
    );
}

#[test]
fn an_escape_with_one_source_names_it_once() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3C");
    t.go("flip;M0;leave");
    let Some(Ending::Escape(story)) = ending(&t.events) else {
        panic!("an escape");
    };
    assert_eq!((story.score, story.from_hand), (2, 2));
    assert_eq!(
        story.sentence,
        "Turn 1, The Fool: you left the dungeon with a score of 2 from your hand."
    );
}

#[test]
fn both_exports_record_the_check_that_killed() {
    use malice::journal::{DelveJournal, JournalDoc, html, markdown};
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3C");
    t.go("flip;KC;6;reroll;6;reroll;6;accept");
    let doc = JournalDoc {
        title: "Ada".into(),
        subtitle: String::new(),
        delves: vec![DelveJournal {
            title: "Delve 1".into(),
            subtitle: "at the table".into(),
            outcome: malice::journal::outcome(t.delve.outcome()),
            entries: entries(&t.events, t.delve.arcana()),
            notes: Vec::new(),
            own: Vec::new(),
        }],
        pages: Vec::new(),
    };
    let chain = "rolled 6, re-rolled 6 (1 Luck) and 6 (1 Luck), and you accepted the 6";
    assert!(markdown(&doc).contains(chain), "{}", markdown(&doc));
    assert!(html(&doc).contains(chain));
}
