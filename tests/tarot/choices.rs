//! Choices told as choices (issue 41): every decision the player makes is a line of the
//! journal in words, a death tells its deciding check and every die, its cards go to the
//! corpse pile in one place, whole, and prompts ask only where they belong.

use crate::common::{Table, card};
use malice::journal::{self, Context, Entry, EntryKind, entries, entries_in};
use malice::tarot::arcana::Arcana;
use malice::tarot::card::Card;

fn told(t: &Table) -> Vec<Entry> {
    entries(&t.events, t.delve.arcana())
}

/// The last turn's entry that flipped a card (a turn just begun holds nothing yet).
fn last_turn(entries: &[Entry]) -> &Entry {
    entries
        .iter()
        .rev()
        .find(|e| matches!(e.kind, EntryKind::Turn(_)) && e.card.is_some())
        .expect("a turn")
}

#[test]
fn staying_at_the_fool_is_told_with_what_leaving_would_have_scored() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P 5C");
    t.go("flip;M0;stay");
    let entries = told(&t);
    let turn = last_turn(&entries);
    assert!(
        turn.lines.contains(
            &"Stayed in the dungeon rather than leave through The Fool with a score of 3."
                .to_string()
        ),
        "{:?}",
        turn.lines
    );
    assert_eq!(turn.summary, "Stayed at The Fool.");
}

#[test]
fn refusing_and_helping_the_lovers_are_told() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P");
    t.go("flip;M6;refuse");
    let entries = told(&t);
    let turn = last_turn(&entries);
    assert!(
        turn.lines
            .iter()
            .any(|l| l.starts_with("Refused The Lovers")),
        "{:?}",
        turn.lines
    );
    assert_eq!(turn.summary, "Refused The Lovers.");

    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P");
    t.go("flip;M6;help;5S;6S;7S;8S;9S");
    let turn = last_turn(&told(&t)).clone();
    assert!(
        turn.lines
            .iter()
            .any(|l| l.starts_with("Helped the lost adventurer")),
        "{:?}",
        turn.lines
    );
}

#[test]
fn facing_the_devil_tells_the_attribute_lowered() {
    let mut t = Table::returning([4, 3, 3, 3, 3, 3], "2P 3P 4P");
    t.go("flip;M15;face;might;5S;6S;7S");
    let entries = told(&t);
    let turn = last_turn(&entries);
    let faced = turn
        .lines
        .iter()
        .position(|l| l == "Faced The Devil.")
        .expect("the face-or-skip choice");
    let chose = turn
        .lines
        .iter()
        .position(|l| l == "Chose to lower Might for The Devil's loot.")
        .unwrap_or_else(|| panic!("{:?}", turn.lines));
    assert!(faced < chose);
    assert_eq!(
        turn.summary,
        "Faced The Devil; Might 4 → 3; gained 3 cards."
    );
}

#[test]
fn keeping_a_failed_die_is_told() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "AP 2P 3P");
    t.go("flip;KS;might;6;accept");
    let turn = last_turn(&told(&t)).clone();
    assert!(
        turn.lines
            .contains(&"Kept the 6 rather than spend Luck to re-roll the Might die.".to_string()),
        "{:?}",
        turn.lines
    );
}

#[test]
fn a_death_by_the_last_luck_tells_its_check_and_first_die() {
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3P");
    t.go("flip;PC;4;reroll;5");
    let entries = told(&t);
    let turn = last_turn(&entries);
    let first = turn
        .details
        .iter()
        .position(|d| d.starts_with("Luck check: target 1; rolled 4"))
        .unwrap_or_else(|| panic!("no check line: {:?}", turn.details));
    let reroll = turn
        .details
        .iter()
        .position(|d| d.starts_with("Re-rolled the 4: 5"))
        .unwrap_or_else(|| panic!("no re-roll: {:?}", turn.details));
    assert!(first < reroll, "the first die before the re-roll");
}

#[test]
fn the_hand_goes_to_the_corpse_pile_once_whole_in_the_end_of_its_own() {
    // The World in hand goes to the discard pile between the suit cards.
    let mut t = Table::returning([3, 3, 1, 3, 3, 3], "AP 2P 3C");
    t.go("flip;M21;flip;PC;6;accept");
    let entries = told(&t);
    let end = entries.last().expect("the end");
    assert_eq!(end.kind, EntryKind::End);
    assert_eq!(
        end.aftermath,
        vec![
            "From your hand to the corpse pile: 3 cards: Ace of Pentacles, Two of Pentacles \
             and Three of Cups."
                .to_string(),
            "To the discard pile, as major arcana never stay with a corpse: The World.".to_string(),
        ]
    );
    // Nowhere else: not in the turn's lines, not under the dice.
    for entry in &entries {
        for line in entry.lines.iter().chain(&entry.details) {
            assert!(!line.contains("corpse pile"), "{}: {line}", entry.title);
        }
    }
    let markdown = journal::markdown(&journal::JournalDoc {
        title: "Ada".into(),
        subtitle: String::new(),
        delves: vec![journal::DelveJournal {
            title: "Delve 1".into(),
            subtitle: String::new(),
            outcome: journal::outcome(t.outcome()),
            entries: entries.clone(),
            notes: Vec::new(),
            own: Vec::new(),
        }],
        pages: Vec::new(),
    });
    let dice = markdown.find("- The dice:").expect("the dice");
    let section = markdown
        .find(journal::export::AFTERMATH)
        .expect("the aftermath's own section");
    let end_heading = markdown.find("### The end").expect("the end");
    assert!(dice < end_heading && end_heading < section, "{markdown}");
    assert!(
        !markdown[dice..section].contains("corpse pile"),
        "{markdown}"
    );
}

#[test]
fn the_hierophant_asks_about_a_ghost_only_when_there_is_one_and_names_it() {
    let arcana = Arcana::standard().unwrap();
    let mut alone = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P");
    alone.go("flip;M5");
    let entries = told(&alone);
    let turn = last_turn(&entries);
    assert_eq!(turn.card, Some(Card::HIEROPHANT));
    assert_eq!(turn.prompt, None, "no ghost, no question about it");

    let mut haunted = Table::with(
        [3, 3, 3, 3, 3, 3],
        "2P 3P 4P",
        Default::default(),
        &[card("7C"), card("8S")],
    );
    haunted.go("flip;M5");
    let context = Context {
        ghosts: vec!["Mara Vell".into()],
        salt: 3,
    };
    let entries = entries_in(&haunted.events, arcana, &context);
    let turn = last_turn(&entries);
    assert!(turn.prompt.is_some());
    assert!(
        turn.lines.contains(
            &"You take up the ghost of Mara Vell: you guide it to the way out now.".into()
        ),
        "{:?}",
        turn.lines
    );
    assert_eq!(turn.summary, "Guided the ghost of Mara Vell.");
}

#[test]
fn the_same_card_does_not_always_ask_the_same_thing() {
    let arcana = Arcana::standard().unwrap();
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P");
    t.go("flip;5C");
    let asked: std::collections::HashSet<Option<String>> = (0..40)
        .map(|salt| {
            let context = Context {
                ghosts: Vec::new(),
                salt,
            };
            last_turn(&entries_in(&t.events, arcana, &context))
                .prompt
                .clone()
        })
        .collect();
    assert!(asked.len() > 1, "{asked:?}");
    assert!(asked.iter().all(Option::is_some), "a minor card asks too");
    // And the same delve asks the same thing every time it is read.
    let context = Context {
        ghosts: Vec::new(),
        salt: 9,
    };
    assert_eq!(
        entries_in(&t.events, arcana, &context),
        entries_in(&t.events, arcana, &context)
    );
}

#[test]
fn prompts_not_written_under_stay_out_of_the_exports_unless_asked_for() {
    let mut t = Table::returning([3, 3, 3, 3, 3, 3], "2P 3P 4P");
    t.go("flip;M9;agility;flip;M19;charm");
    let entries = told(&t);
    let hermit = entries
        .iter()
        .find(|e| e.card == Some(card("M9")))
        .expect("the Hermit")
        .clone();
    let sun = entries
        .iter()
        .find(|e| e.card == Some(card("M19")))
        .expect("the Sun")
        .clone();
    let doc = journal::JournalDoc {
        title: "Ada".into(),
        subtitle: String::new(),
        delves: vec![journal::DelveJournal {
            title: "Delve 1".into(),
            subtitle: String::new(),
            outcome: journal::outcome(t.outcome()),
            entries: entries.clone(),
            notes: vec![journal::NoteView {
                entry: Some(hermit.index),
                text: "The water sang of home.".into(),
                when: "now".into(),
            }],
            own: Vec::new(),
        }],
        pages: Vec::new(),
    };
    let hermit_prompt = hermit.prompt.clone().expect("the Hermit asks");
    let sun_prompt = sun.prompt.clone().expect("the Sun asks");
    for text in [journal::markdown(&doc), journal::html(&doc)] {
        assert!(
            text.contains(&hermit_prompt.replace('\'', "&#39;")) || text.contains(&hermit_prompt)
        );
        assert!(!text.contains(&sun_prompt) && !text.contains(&sun_prompt.replace('\'', "&#39;")));
    }
    let every = journal::ExportOptions {
        show_prompts: true,
        ..Default::default()
    };
    assert!(journal::markdown_with(&doc, every).contains(&sun_prompt));
}
