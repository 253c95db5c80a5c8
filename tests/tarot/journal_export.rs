//! Journal entries from a delve's events, and their export to Markdown and HTML.

use crate::cases;

use malice::journal::{self, DelveJournal, EntryKind, JournalDoc, NoteView};
use malice::tarot::arcana::Arcana;
use malice::tarot::chance::SeededChance;
use malice::tarot::delve::{Delve, DelveSetup};
use malice::tarot::event::Event;
use malice::tarot::policy::PolicyKind;
use proptest::prelude::*;

fn played(seed: u64) -> (Delve, Vec<Event>) {
    let mut delve = Delve::new(DelveSetup::new_adventurer()).unwrap();
    let mut chance = SeededChance::new(seed);
    let mut player = PolicyKind::Greedy.build(seed);
    let mut events = Vec::new();
    while let Some(question) = delve.question() {
        let answer = chance.answer(&delve).unwrap_or_else(|| {
            let legal = delve.legal_answers();
            player.choose(&delve, &question, &legal)
        });
        events.extend(delve.answer(answer).unwrap());
    }
    (delve, events)
}

fn doc(notes: Vec<NoteView>) -> JournalDoc {
    let (delve, events) = played(11);
    let entries = journal::entries(&events, Arcana::standard().unwrap());
    JournalDoc {
        title: "Polnath <the Bold>".into(),
        subtitle: "A career".into(),
        delves: vec![DelveJournal {
            title: "Delve 1".into(),
            subtitle: "seed 11".into(),
            outcome: journal::outcome(delve.outcome()),
            entries,
            notes,
            own: Vec::new(),
        }],
        pages: Vec::new(),
    }
}

#[test]
fn entries_follow_the_delve() {
    let (delve, events) = played(11);
    let arcana = Arcana::standard().unwrap();
    let entries = journal::entries(&events, arcana);
    assert_eq!(entries[0].kind, EntryKind::Creation);
    assert_eq!(entries[0].lines.len(), 6, "six creation dice");
    assert_eq!(entries[1].kind, EntryKind::Opening);
    let turns = entries
        .iter()
        .filter(|e| matches!(e.kind, EntryKind::Turn(_)))
        .count();
    assert_eq!(turns as u32, delve.turn());
    assert_eq!(entries.last().unwrap().kind, EntryKind::End);
    let prompts = journal::prompts::Prompts::standard();
    for (i, entry) in entries.iter().enumerate() {
        assert_eq!(entry.index, i);
        if let Some(card) = entry.card {
            // One of the card's own prompts (The Hierophant without a ghost asks nothing).
            let asked = entry.prompt.as_deref();
            assert!(
                asked.is_some_and(|p| prompts.for_card(card, arcana).contains(&p))
                    || (card == malice::tarot::card::Card::HIEROPHANT && asked.is_none()),
                "{}: {asked:?}",
                entry.title
            );
        }
        if let Some(number) = entry.card.and_then(|c| c.major_number()) {
            assert!(entry.title.contains(&arcana.get(number).name));
        }
    }
    // A death by the last Luck of a re-roll reports no check of its own: the journal tells it.
    let last_luck = matches!(
        journal::ending::ending(&events),
        Some(journal::ending::Ending::Death(d)) if d.fatal == journal::ending::Fatal::LastLuck
    );
    let checks = events
        .iter()
        .filter(|e| matches!(e, Event::Check { .. }))
        .count()
        + usize::from(last_luck);
    let details: usize = entries
        .iter()
        .map(|e| e.details.iter().filter(|d| d.contains("target")).count())
        .sum();
    assert_eq!(
        checks, details,
        "every check has its numbers folded under its entry"
    );
}

#[test]
fn html_is_standalone_and_escapes_everything() {
    let page = journal::html(&doc(vec![NoteView {
        entry: Some(2),
        text: "<script>alert('x')</script> & more".into(),
        when: "today".into(),
    }]));
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(!page.contains("<script>"), "note text is escaped");
    assert!(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"));
    assert!(page.contains("Polnath &lt;the Bold&gt;"));
    assert!(!page.contains("http://") && !page.contains("https://") && !page.contains("<link"));
    assert!(page.contains("<details>"), "check details are folded");
}

#[test]
fn html_shows_each_card_as_its_1909_face_embedded_once() {
    let document = doc(Vec::new());
    let page = journal::html(&document);
    let cards: std::collections::BTreeSet<_> = document.delves[0]
        .entries
        .iter()
        .filter_map(|e| e.card)
        .collect();
    assert!(cards.len() >= 3, "the delve flips several cards");
    for card in &cards {
        let picture = malice::art::data_url(*card, malice::art::Width::Thumb);
        assert_eq!(page.matches(&picture).count(), 1, "{card:?}'s face, once");
        let named = format!(
            r#"class="card f-{}" role="img" title="{}""#,
            card.code(),
            card.name()
        );
        assert!(page.contains(&named), "{card:?} is shown and named");
    }
    // Cards never flipped are not embedded: the page stays small.
    let flipped = page.matches("data:image/jpeg;base64,").count();
    assert_eq!(flipped, cards.len());
    assert!(
        page.len() < 20_000 + 8_000 * cards.len(),
        "{} bytes",
        page.len()
    );
}

#[test]
fn markdown_quotes_notes_in_place() {
    let text = journal::markdown(&doc(vec![
        NoteView {
            entry: None,
            text: "The whole delve, in a word: damp.".into(),
            when: "first".into(),
        },
        NoteView {
            entry: Some(1),
            text: "line one\nline two".into(),
            when: "second".into(),
        },
    ]));
    assert!(text.starts_with("# Polnath <the Bold>"));
    assert!(text.contains("> The whole delve, in a word: damp."));
    let opening = text.find("### The opening hand").unwrap();
    let note = text.find("> line one\n> line two").unwrap();
    let turn_one = text.find("### Turn 1").unwrap();
    assert!(
        opening < note && note < turn_one,
        "the note sits under its entry"
    );
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

proptest! {
    #![proptest_config(cases::cases(64))]

    /// Any note, in any script, comes out of both exports unchanged.
    #[test]
    fn notes_survive_export(text in "\\PC*(\n\\PC*){0,3}") {
        let document = doc(vec![NoteView { entry: Some(0), text: text.clone(), when: "now".into() }]);
        let markdown = journal::markdown(&document);
        let start = markdown.find("> **Note** (now)\n>\n").unwrap() + "> **Note** (now)\n>\n".len();
        let quoted: Vec<&str> = markdown[start..]
            .lines()
            .take(text.split('\n').count())
            .map(|l| l.strip_prefix("> ").unwrap_or(l.strip_prefix('>').unwrap_or(l)))
            .collect();
        prop_assert_eq!(quoted.join("\n"), text.clone());
        let page = journal::html(&document);
        let open = r#"<span class="when">Note, now</span>"#;
        let start = page.find(open).unwrap() + open.len();
        let end = start + page[start..].find("</blockquote>").unwrap();
        prop_assert_eq!(unescape(&page[start..end]), text);
    }
}

/// Delves played by the random player (every kind of move) and the greedy one.
fn many_entries() -> Vec<journal::Entry> {
    let arcana = Arcana::standard().unwrap();
    let mut all = Vec::new();
    for seed in 0..120u64 {
        let policy = if seed % 2 == 0 {
            PolicyKind::Random
        } else {
            PolicyKind::Greedy
        };
        let mut delve = Delve::new(DelveSetup::new_adventurer()).unwrap();
        let mut chance = SeededChance::new(seed);
        let mut player = policy.build(seed);
        let mut events = Vec::new();
        while let Some(question) = delve.question() {
            let answer = chance.answer(&delve).unwrap_or_else(|| {
                let legal = delve.legal_answers();
                player.choose(&delve, &question, &legal)
            });
            events.extend(delve.answer(answer).unwrap());
        }
        all.extend(journal::entries(&events, arcana));
    }
    all
}

/// Whether a word is a raw card code (QS, 10C, M13).
fn is_code(word: &str) -> bool {
    word.len() <= 3
        && word
            .parse::<malice::tarot::card::Card>()
            .is_ok_and(|c| c.code() == word)
}

#[test]
fn journal_lines_are_sentences_without_arrows_between_places_or_card_codes() {
    let attrs = [
        "Might",
        "Agility",
        "Luck",
        "Intelligence",
        "Charm",
        "Evocation",
    ];
    for entry in many_entries() {
        for line in entry.lines.iter().chain([&entry.summary, &entry.title]) {
            for (i, _) in line.match_indices('→') {
                // An arrow only ever shows an attribute's change: "Might 3 → 4".
                let before = &line[..i];
                assert!(
                    attrs.iter().any(|a| before
                        .rsplit([';', '.'])
                        .next()
                        .is_some_and(|clause| clause.trim_start().starts_with(a))),
                    "an arrow between places: {line}"
                );
            }
            for word in line.split(|c: char| !c.is_alphanumeric()) {
                assert!(!is_code(word), "a card code in: {line}");
            }
        }
    }
}

#[test]
fn a_run_of_the_same_move_is_told_once() {
    let entries = many_entries();
    // A death's hand goes to the corpse pile in one line of the end's own section.
    let death = entries
        .iter()
        .flat_map(|e| e.aftermath.iter())
        .find(|l| l.starts_with("From your hand to the corpse pile: ") && l.contains(" cards: "))
        .expect("some delve dies with three or more cards in hand");
    assert!(death.ends_with('.'), "{death}");
    for entry in &entries {
        // No entry tells a card joining the corpse pile line by line, nor twice.
        let told = entry
            .lines
            .iter()
            .chain(&entry.details)
            .filter(|l| l.contains("from the hand") && l.contains("corpse pile"))
            .count();
        assert_eq!(told, 0, "{:?}", entry.lines);
        let whole = entry
            .aftermath
            .iter()
            .filter(|l| l.starts_with("From your hand"))
            .count();
        assert!(whole <= 1, "{:?}", entry.aftermath);
    }
    // A run of other moves is still one sentence: several cards drawn at once.
    assert!(
        entries
            .iter()
            .flat_map(|e| e.lines.iter())
            .any(|l| l.starts_with("Drew ") && l.contains(" cards")),
        "some delve draws several cards at once"
    );
}

#[test]
fn every_entry_has_a_one_line_summary() {
    for entry in many_entries() {
        assert!(
            !entry.summary.is_empty() && !entry.summary.contains('\n'),
            "{}: {:?}",
            entry.title,
            entry.lines
        );
    }
}

#[test]
fn markdown_has_no_raw_html_and_hides_mechanics_on_request() {
    let document = doc(vec![NoteView {
        entry: Some(2),
        text: "My own words.".into(),
        when: "now".into(),
    }]);
    let full = journal::markdown(&document);
    for tag in ["<details", "<summary", "</", "<ul", "<li", "<br"] {
        assert!(!full.contains(tag), "raw HTML {tag} in the Markdown");
    }
    assert!(full.contains("- The dice:"), "the dice are a nested list");
    let options = journal::ExportOptions {
        hide_mechanics: true,
        ..Default::default()
    };
    let prose = journal::markdown_with(&document, options);
    assert!(prose.contains("My own words."));
    assert!(prose.contains("### Turn 1"));
    assert!(
        !prose.contains("- The dice:") && !prose.contains("Drew "),
        "{prose}"
    );
    let page = journal::html_with(&document, options);
    assert!(page.contains("My own words."));
    assert!(!page.contains("<details>"));
}

#[test]
fn exports_run_oldest_first() {
    let mut document = doc(Vec::new());
    let mut second = document.delves[0].clone();
    second.title = "Delve 2".into();
    document.delves.push(second);
    for text in [journal::markdown(&document), journal::html(&document)] {
        let one = text.find("Delve 1").unwrap();
        let two = text.find("Delve 2").unwrap();
        assert!(one < two);
        let first_turn = text.find("Turn 1").unwrap();
        let second_turn = text.find("Turn 2").unwrap();
        assert!(first_turn < second_turn, "turns oldest first");
    }
}
