//! A long hand on a short table (issue 25): twelve cards in sight without scrolling at
//! 1280×800 with the guide's note and a long turn on show, and a usable row of them at
//! 1024×640, while the question and its answers keep their place above the fold.

use crate::ui_common;

use iced::Size;
use iced::widget::Id;
use iced_test::Simulator;

use malice::tarot::card::Card;
use malice::tarot::question::{Answer, Question};
use malice::ui::App;
use malice::ui::screen::table::Sizes;
use ui_common::{answer, app, card, shows};

/// The opening hand and the number cards flipped after it: eleven cards in four suits.
const HAND: [&str; 4] = ["2C", "3C", "4C", "5C"];
const FLIPS: [&str; 7] = ["6C", "7C", "2S", "3S", "2W", "3W", "2P"];

/// Ysolde (Intelligence 4, Luck 4), in table mode, `flips` number cards after her opening
/// hand, asked for an action.
fn seated(dir: &tempfile::TempDir, flips: &[&str]) -> App {
    let mut app = app(dir);
    ui_common::seat_at_the_table(&mut app, "Ysolde Marr", "4 4 4 4 4 2", &HAND);
    for code in flips {
        answer(&mut app, Answer::Flip);
        answer(&mut app, Answer::Card(card(code)));
    }
    let delve = app.active().unwrap().delve();
    assert_eq!(delve.hand().len(), 4 + flips.len());
    assert_eq!(delve.question(), Some(Question::Action));
    app
}

/// Then the King of Cups flipped, its check taken without Cups, the die a 6: the re-roll
/// asked for, with the guide's first note on re-rolls and the odds of rolling again.
fn to_the_reroll(app: &mut App) {
    answer(app, Answer::Flip);
    answer(app, Answer::Card(card("KC")));
    loop {
        let delve = app.active().unwrap().delve();
        let given = match delve.question().expect("a question") {
            Question::CheckAttribute { .. } => delve.legal_answers()[0],
            Question::Cups { .. } => Answer::Cups(0),
            Question::Die { .. } => Answer::Die(6),
            Question::Reroll { .. } => break,
            other => panic!("unexpected question {other:?}"),
        };
        answer(app, given);
    }
}

/// The hand's cards whose face is not wholly inside a window of `size` (its top `part`
/// only, from 0 to 1: the corner that tells the card), or is squeezed narrower than the
/// others by the room across, as laid out with nothing scrolled.
fn out_of_sight(app: &App, size: Size, part: f32) -> Vec<(Card, iced::Rectangle)> {
    ui_common::fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
    let mut cards = Vec::new();
    for held in app.active().unwrap().delve().hand() {
        let found = ui
            .find(Id::from(format!("hand.{held}")))
            .unwrap_or_else(|_| panic!("{} not in the hand at {size:?}", held.name()));
        cards.push((*held, found.bounds()));
    }
    let widest = cards.iter().map(|(_, at)| at.width).fold(0.0, f32::max);
    let mut out = Vec::new();
    for (held, at) in cards {
        if at.width < widest - 0.5
            || at.x < 0.0
            || at.y < 0.0
            || at.x + at.width > size.width
            || at.y + at.height * part > size.height
        {
            out.push((held, at));
        }
    }
    out
}

/// The first answer's words as the table shows them.
fn first_answer(app: &App) -> String {
    let first = app.active().unwrap().delve().legal_answers()[0];
    format!("1. {}", malice::ui::screen::table::describe_answer(&first))
}

#[test]
fn twelve_cards_show_whole_at_1280_by_800_with_the_guide_and_a_long_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = seated(&dir, &FLIPS);
    let size = Size::new(1280.0, 800.0);
    assert_eq!(out_of_sight(&app, size, 1.0), []);
    // The re-roll: the guide's note, the odds; the question and its answers stay above the
    // fold, and the eleven cards with them.
    to_the_reroll(&mut app);
    assert!(shows(&app, "Guide · A re-roll"));
    ui_common::wholly_visible(&app, &first_answer(&app), size).unwrap();
    assert_eq!(out_of_sight(&app, size, 1.0), []);
    // Re-rolled, passed: the King of Cups is the twelfth card, after a turn of four lines and a die.
    answer(&mut app, Answer::Reroll(true));
    answer(&mut app, Answer::Die(1));
    assert_eq!(app.active().unwrap().delve().hand().len(), 12);
    ui_common::wholly_visible(&app, "Re-rolled the 6", size).unwrap();
    ui_common::wholly_visible(&app, &first_answer(&app), size).unwrap();
    assert_eq!(out_of_sight(&app, size, 1.0), []);
}

#[test]
fn at_1024_by_640_twelve_cards_stand_whole_in_the_band_with_the_question_and_the_re_roll() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = seated(&dir, &[FLIPS.as_slice(), &["3P"]].concat());
    let size = Size::new(1024.0, 640.0);
    // The compact class (issue 40): the band's words leave room for the fan, so the twelve
    // cards stand in it, whole and side by side, and no line says them again (the line, where
    // the fan does not fit, is fit::compact's: 27 cards).
    let hand_line = "In hand: 12 cards, score 2";
    ui_common::wholly_visible(&app, "1. Flip", size).unwrap();
    assert_eq!(out_of_sight(&app, size, 1.0), []);
    assert!(ui_common::wholly_visible(&app, hand_line, size).is_err());
    // The re-roll, with the guide's note and the odds: the same.
    to_the_reroll(&mut app);
    assert!(shows(&app, "Guide · A re-roll"));
    ui_common::wholly_visible(&app, &first_answer(&app), size).unwrap();
    assert_eq!(out_of_sight(&app, size, 1.0), []);
    assert!(ui_common::wholly_visible(&app, hand_line, size).is_err());
}

#[test]
fn six_cards_of_a_suit_lie_side_by_side_when_there_is_room() {
    let dir = tempfile::tempdir().unwrap();
    // Six Cups: the opening hand, the Six and the Seven flipped.
    let app = seated(&dir, &["6C", "7C"]);
    let cups = ["2C", "3C", "4C", "5C", "6C", "7C"];
    ui_common::fonts();
    for size in [(1024.0, 640.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
        let mut at = |code: &str| {
            ui.find(Id::from(format!("hand.{code}")))
                .expect("a card of the hand")
                .bounds()
        };
        for pair in cups.windows(2) {
            let (left, right) = (at(pair[0]), at(pair[1]));
            assert!(
                left.x + left.width <= right.x,
                "{} hides part of {} at {size:?}: {left:?} {right:?}",
                pair[1],
                pair[0]
            );
        }
    }
}

#[test]
fn eleven_cards_show_whole_under_a_checks_odds_at_1280_by_800() {
    let dir = tempfile::tempdir().unwrap();
    // Four Cups (the opening hand) and seven cards of the other suits.
    let mut app = seated(&dir, &["2S", "3S", "2W", "3W", "2P", "3P", "4P"]);
    // The Wheel of Fortune: its check by Intelligence, Cups to spend on it, the odds of each
    // spend.
    answer(&mut app, Answer::Flip);
    answer(&mut app, Answer::Card(card("M10")));
    if let Some(Question::CheckAttribute { .. }) = app.active().unwrap().delve().question() {
        answer(
            &mut app,
            Answer::Attr(malice::tarot::attributes::Attr::Intelligence),
        );
    }
    assert!(matches!(
        app.active().unwrap().delve().question(),
        Some(Question::Cups { .. })
    ));
    let size = Size::new(1280.0, 800.0);
    // The check's figures are on its answers (no panel): the sentence of the two lines.
    ui_common::wholly_visible(&app, malice::journal::odds::lines_sentence(), size).unwrap();
    ui_common::wholly_visible(&app, &first_answer(&app), size).unwrap();
    assert_eq!(out_of_sight(&app, size, 1.0), []);
}

#[test]
fn a_short_wide_window_keeps_the_journal_beside_and_says_the_hand_in_the_band() {
    let dir = tempfile::tempdir().unwrap();
    let app = seated(&dir, &[]);
    // 1280×640: compact by its height (the hand under the fold), the journal beside the
    // table by its width; the band says the four Cups.
    let size = Size::new(1280.0, 640.0);
    ui_common::wholly_visible(&app, "In hand: 4 cards, score 0", size).unwrap();
    ui_common::wholly_visible(&app, "4 Cups", size).unwrap();
    ui_common::wholly_visible(&app, "Journal", size).unwrap();
    let hand = Sizes::asking(
        Size::new(1256.0, 616.0),
        &malice::ui::screen::table::Asked {
            plain: 1,
            hand: vec![4],
            piles: 2,
            ..Default::default()
        },
    );
    assert!(hand.beside && hand.fold && hand.summary, "{hand:?}");
}
