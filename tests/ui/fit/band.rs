//! The band and the hand share the table's height (issue 40): in a regular room the band is
//! about as tall as its words (beside the card in play), and what it would leave empty goes
//! to the hand, whose cards are not held small in the tight tray under a half-empty band.

use iced::Size;

use super::checks::room;
use super::states::{
    State, table_27, table_court, table_cups, table_dice, table_first, table_notes,
};
use super::walk::{self, Kind, Laid};

/// The regular rooms at 100 % (`room` takes the zoom off): the three, and common
/// laptop and desktop screens between them and above.
const ROOMS: [(f32, f32); 8] = [
    (1280.0, 800.0),
    (1366.0, 768.0),
    (1920.0, 1080.0),
    (1440.0, 900.0),
    (1536.0, 864.0),
    (1600.0, 900.0),
    (1680.0, 1050.0),
    (1280.0, 1024.0),
];

/// The least width of a hand card in the full tray (the table's `sizes::HAND_FULL`).
const HAND_FULL: f32 = 90.0;
/// The most of the band's words' height left empty at rest while the hand's cards are
/// smaller than the full tray's.
const EMPTY_MOST: f32 = 60.0;

/// What the band keeps over and under the card in play when it takes the band's height.
const HERO_ROOM: f32 = 24.0;
/// The most of the band's height left empty beside the card in play (more than its
/// [`HERO_ROOM`]) while its words leave more than [`EMPTY_MOST`] empty.
const HERO_EMPTY_MOST: f32 = 30.0;

/// The table's states the band's tests lay out: a first question, a check with Cups, a court
/// card's check, nine answers beside twenty-seven cards, a turn of several dice and notes
/// in the journal.
fn table_states() -> Vec<State> {
    vec![
        table_first(),
        table_cups(),
        table_court(),
        table_27(),
        table_dice(),
        table_notes(),
    ]
}

/// The band's words' scroller (the one around the answers): its height and its words'.
fn band_words(laid: &Laid) -> Option<(f32, f32)> {
    let answer = *laid.controls("answer.").first()?;
    laid.ancestors(answer)
        .find_map(|p| match laid.nodes[p].kind {
            Kind::Scroll { content, .. } => Some((laid.nodes[p].bounds.height, content.height)),
            _ => None,
        })
}

/// The card in play's height, beside the band's words' scroller `words` (the card and its
/// 18 px gap stand left of it, in the row they share): `None` where no face stands there.
fn hero_card(laid: &Laid) -> Option<f32> {
    let answer = *laid.controls("answer.").first()?;
    let words = laid
        .ancestors(answer)
        .find(|&p| matches!(laid.nodes[p].kind, Kind::Scroll { .. }))?;
    let x = laid.nodes[words].bounds.x;
    let row = laid
        .ancestors(words)
        .find(|&p| laid.nodes[p].bounds.x < x - 1.0)?;
    let width = x - laid.nodes[row].bounds.x - 18.0;
    (width > 30.0).then(|| malice::ui::widget::card::height(width))
}

/// A hand card's width, as laid out.
fn hand_card(laid: &Laid) -> Option<f32> {
    laid.controls("hand.")
        .first()
        .map(|&i| laid.nodes[i].bounds.width)
}

/// At a first question, a check with Cups, a court card's check, nine answers beside
/// twenty-seven cards, a turn of several dice and notes in the journal, in regular rooms at
/// 100 %: the band's words leave at most 60 px of it empty at rest, or the hand has its
/// full tray's cards (at 1280×800 a court card's check left 165 px empty over 65 px cards,
/// 1366×768 133 px over 56) and the card in play takes the band's height (the hand drawn
/// narrower than planned to fit across left the band 100–120 px taller than its words
/// beside a card 290 px tall).
#[test]
fn the_band_leaves_the_hand_the_height_its_words_do_not_need() {
    let mut renderer = walk::renderer();
    let states = table_states();
    let mut found = Vec::new();
    for state in &states {
        for (w, h) in ROOMS {
            let laid = walk::lay_out(&state.app, room(Size::new(w, h), 100), &mut renderer);
            let tag = format!("{} {w}x{h}@100", state.name);
            let (Some((band, words)), Some(card)) = (band_words(&laid), hand_card(&laid)) else {
                found.push(format!("{tag}: no band's words or no hand"));
                continue;
            };
            let empty = band - words;
            let hero = hero_card(&laid);
            eprintln!(
                "MEASURE {tag}: band {band:.0} words {words:.0} empty {empty:.0} card {card:.0} \
                 in play {hero:.0?}"
            );
            if empty > EMPTY_MOST && card < HAND_FULL - 0.5 {
                found.push(format!(
                    "{tag}: {empty:.0} px of the band empty over {card:.0} px hand cards"
                ));
            }
            // The band's words whole in it at rest where the room is tall enough (the end of
            // the guide's note and the turn's log scrolled 22 px at 1280×1024 and 1680×1050).
            if words > band + 2.0 {
                found.push(format!(
                    "{tag}: the band's words {words:.0} px in a band {band:.0} px"
                ));
            }
            // The hand drawn narrower than its room's height lets it (its suits must fit
            // across): the band takes the height, the card in play too (at 1280×1024 a
            // court card 477 px tall in a band 547 px, held to a third of the band's width).
            if let Some(hero) =
                hero.filter(|h| empty > EMPTY_MOST && h + HERO_ROOM + HERO_EMPTY_MOST < band)
            {
                found.push(format!(
                    "{tag}: {empty:.0} px of the band empty beside a card in play {hero:.0} px \
                     tall in a band {band:.0} px"
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The band's words scroll in it where they must, but its fold never runs through a line of
/// words at rest: each text it cuts shows whole lines (its fold between two of them), so the
/// cut reads as a scroller's, not as words sliced (what the turn did, "Re-rolled the 5: 3 (1
/// Luck)", halved at the fold at 1920×1080 at 200 %).
#[test]
fn the_bands_fold_runs_between_lines() {
    let mut renderer = walk::renderer();
    let mut states = table_states();
    states.push(super::states::table_wands());
    let mut found = Vec::new();
    for state in &states {
        for at in super::every_room() {
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            let tag = format!("{} {at}", state.name);
            let Some(&answer) = laid.controls("answer.").first() else {
                continue;
            };
            let Some(band) = laid
                .ancestors(answer)
                .find(|&p| matches!(laid.nodes[p].kind, Kind::Scroll { .. }))
            else {
                continue;
            };
            for i in band + 1..laid.nodes.len() {
                let Kind::Text(words, Some(m)) = &laid.nodes[i].kind else {
                    continue;
                };
                if !laid.ancestors(i).any(|p| p == band) || laid.whole(i) {
                    continue;
                }
                let Some(seen) = laid.visible(i) else {
                    continue;
                };
                // The part of a line shown at the fold (its top shows: the band at rest).
                let part = seen.height % m.line;
                if part > 3.0 && part < m.line - 3.0 {
                    found.push(format!(
                        "{tag}: {words:?} cut {part:.0} px into a line of {:.0} at the fold",
                        m.line
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}
