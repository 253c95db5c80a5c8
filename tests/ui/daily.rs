//! Today's delve in the app: Home's line and the Daily page, the try on record then practice,
//! two homes in two time zones on the same date dealt the same delve,
//! a delve's end with its deal buttons, a friend's code raced turn by turn, and Redo at the
//! table and in a match against the computer by its button and by Ctrl+Shift+Z and Ctrl+Y.

use crate::ui_common;

use chrono::{FixedOffset, NaiveDate, TimeZone, Utc};
use iced::keyboard::Modifiers;

use malice::boards::registry::GameKind;
use malice::tarot::daily::Daily;
use malice::tarot::deal::DealCode;
use malice::tarot::question::Answer;
use malice::ui::screen::{daily, game, table};
use malice::ui::{App, Message, Screen};
use ui_common::board::session;
use ui_common::keys::press;
use ui_common::{app, click, play_to_the_end, shows};

/// Home names the day's adventurer; its button starts their delve, the one on record; once
/// it is over, the end offers the deal again and its code, and a second try is practice.
#[test]
fn todays_delve_from_home_to_its_end_and_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    assert!(shows(&app, "Today's delve, Thursday 14 May"));
    assert!(shows(&app, "Gisla the Hungry"));
    // Not played yet: the day's attributes, and the try on record to take.
    assert!(shows(&app, "Might "));
    assert!(!shows(&app, "more tries are practice"));
    click(&mut app, "Play today's delve");
    let active = app.active().expect("the table is on show");
    assert_eq!(active.record().name, "Gisla the Hungry");
    let mark = active.record().deal.as_ref().unwrap().daily.unwrap();
    assert!(!mark.practice);
    play_to_the_end(&mut app);
    assert!(shows(&app, "Play this deal again"));
    assert!(shows(&app, "Copy the deal code"));
    let code = app.active().unwrap().deal_code().unwrap();
    assert!(
        code.choices.is_some(),
        "the code of a finished delve carries its answers"
    );
    click(&mut app, "Play this deal again");
    let again = app.active().expect("a new delve of the deal");
    assert_eq!(again.record().name, "Gisla the Hungry II");
    assert!(
        again
            .record()
            .deal
            .as_ref()
            .unwrap()
            .daily
            .unwrap()
            .practice
    );
    // Home says the day is played, and offers practice.
    click(&mut app, "Home");
    assert!(shows(&app, "more tries are practice"));
}

/// Two homes (two data folders, as on two machines) read the same instant half a world apart,
/// at UTC+12 and UTC−10. On the same calendar date they deal the same Today's delve: the same
/// adventurer and attributes, and the same cards in the same order for the same answers. Once
/// midnight has passed in one and not the other, each deals its own date; choosing UTC's
/// calendar on both makes it one delve again.
#[test]
fn two_homes_in_two_time_zones_deal_the_same_todays_delve_on_the_same_date() {
    let east = FixedOffset::east_opt(12 * 3600).unwrap();
    let west = FixedOffset::west_opt(10 * 3600).unwrap();
    // 10:30 UTC: 22:30 on Thursday 14 May in the east, 00:30 on that day in the west.
    let now = Utc.with_ymd_and_hms(2026, 5, 14, 10, 30, 0).unwrap();
    let (east_dir, west_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = App::at(east_dir.path()).seed(5).on_clock(now, east);
    let mut b = App::at(west_dir.path()).seed(9).on_clock(now, west);
    for app in [&a, &b] {
        assert!(shows(app, "Today's delve, Thursday 14 May"));
        assert!(shows(app, "Gisla the Hungry"));
    }
    click(&mut a, "Play today's delve");
    click(&mut b, "Play today's delve");
    let (one, two) = (a.active().unwrap(), b.active().unwrap());
    assert_eq!(one.record().name, two.record().name);
    assert_eq!(one.record().seed, two.record().seed);
    assert_eq!(one.delve().attributes(), two.delve().attributes());
    assert_eq!(one.deal(), two.deal());
    assert_eq!(one.events(), two.events(), "the same opening hand");
    play_to_the_end(&mut a);
    play_to_the_end(&mut b);
    let (one, two) = (a.active().unwrap(), b.active().unwrap());
    assert_eq!(one.delve().answers(), two.delve().answers());
    assert_eq!(
        one.events(),
        two.events(),
        "the same cards and dice, in order"
    );
    assert_eq!(
        one.deal_code().unwrap(),
        two.deal_code().unwrap(),
        "the same deal and answers: the same code to race"
    );
    drop((a, b));

    // Two hours on: past midnight in the east (Friday 15 May), not yet in the west.
    let later = now + chrono::Duration::hours(2);
    let mut a = App::at(east_dir.path()).seed(5).on_clock(later, east);
    let mut b = App::at(west_dir.path()).seed(9).on_clock(later, west);
    let friday = Daily::of(NaiveDate::from_ymd_opt(2026, 5, 15).unwrap());
    assert_ne!(friday.name, "Gisla the Hungry");
    assert!(shows(&a, "Today's delve, Friday 15 May"));
    assert!(shows(&a, &friday.name));
    assert!(shows(&b, "Today's delve, Thursday 14 May"));
    assert!(
        shows(&b, "more tries are practice"),
        "the west played Thursday's"
    );
    // Both count days by UTC's calendar (12:30 on Thursday): one delve again.
    for app in [&mut a, &mut b] {
        click(app, "Daily");
        let _ = app.update(Message::Daily(daily::Message::Utc(true)));
        click(app, "Home");
        assert!(shows(app, "Today's delve, Thursday 14 May"));
        assert!(shows(app, "Gisla the Hungry"));
        assert!(shows(app, "more tries are practice"));
    }
}

/// The Daily page: the day on record, the streak, and the days played.
#[test]
fn the_daily_page_shows_the_day_the_streak_and_the_days() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "Daily");
    assert!(matches!(app.screen(), Screen::Daily(_)));
    assert!(shows(&app, "Gisla the Hungry, the adventurer of the day"));
    assert!(shows(&app, "Not played yet"));
    assert!(shows(&app, "4C2HF-E4NJC-RTSGG-SV008"));
    click(&mut app, "Play today's delve");
    play_to_the_end(&mut app);
    click(&mut app, "Home");
    click(&mut app, "Daily");
    assert!(shows(&app, "On record: Gisla the Hungry"));
    assert!(shows(&app, "Practice today's delve"));
    assert!(shows(&app, "Thu 14 May 2026"));
    assert!(shows(&app, "1 day"));
}

/// A friend's code with their answers: typed into the box (in lower case, with spaces), it
/// races beside this profile's delve of the same deal, turn by turn.
#[test]
fn a_friends_code_races_beside_my_delve() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "Play today's delve");
    play_to_the_end(&mut app);
    let mine = app.active().unwrap().delve().answers().to_vec();
    // The friend: the same deal, played another way (always the last answer offered).
    let deal = app.active().unwrap().deal().unwrap();
    let (mut delve, mut chance, _) = deal.begin().unwrap();
    while let Some(question) = delve.question() {
        let answer = if let Some(a) = delve.automatic_answer() {
            a
        } else if question.is_chance() {
            chance.answer(&delve).unwrap()
        } else {
            *delve.legal_answers().last().unwrap()
        };
        delve.answer(answer).unwrap();
    }
    assert_ne!(delve.answers(), &mine[..]);
    let code = DealCode {
        choices: Some(deal.choices(delve.answers()).unwrap()),
        deal,
    };
    let typed = code.text().to_lowercase().replace('-', " ");
    click(&mut app, "Home");
    click(&mut app, "Daily");
    let _ = app.update(Message::Daily(daily::Message::Code(typed)));
    assert!(shows(&app, "It carries a finished delve"));
    click(&mut app, "Race it beside my delve");
    assert!(shows(&app, "Gisla the Hungry beside your friend's delve"));
    assert!(shows(&app, "You parted ways on turn"));
    assert!(shows(&app, "Your friend:"));
    assert!(shows(&app, "parted here"));
    click(&mut app, "Back to today's delve");
    assert!(shows(&app, "A deal from a friend"));
}

/// A mistyped code is refused in words, and nothing starts.
#[test]
fn a_mistyped_code_is_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "Daily");
    let _ = app.update(Message::Daily(daily::Message::Code(
        "4C2HF-E4NJC-RTSGG-SV009".into(),
    )));
    assert!(shows(&app, "mistyped, swapped or missing"));
    let _ = app.update(Message::Daily(daily::Message::PlayCode));
    assert!(app.active().is_none());
}

fn seated(app: &mut App) {
    ui_common::create_with_dice(app, "Ada", "4 4 4 4 4 4");
    click(app, "Delve");
    assert!(app.active().is_some());
}

fn answer(app: &mut App, answer: Answer) {
    let work = app.update(Message::Table(table::Message::Answer(answer)));
    ui_common::run(app, work);
}

/// Redo after Undo: the button shows only while there is something to give again; Ctrl+Shift+Z
/// and Ctrl+Y give it; a new answer ends it.
#[test]
fn redo_after_undo_by_button_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    seated(&mut app);
    assert!(!shows(&app, "Redo"));
    answer(&mut app, Answer::Flip);
    if app.active().unwrap().waits_for_roll() {
        let work = app.update(Message::Table(table::Message::Roll));
        ui_common::run(&mut app, work);
    }
    let first = app.active().unwrap().delve().legal_answers()[0];
    answer(&mut app, first);
    let after = app.active().unwrap().delve().answers().to_vec();
    let _ = app.update(Message::Table(table::Message::Undo));
    let _ = app.update(Message::Table(table::Message::Undo));
    assert!(shows(&app, "Redo"));
    click(&mut app, "Redo");
    press(&mut app, "z", Modifiers::CTRL | Modifiers::SHIFT);
    assert_eq!(app.active().unwrap().delve().answers(), &after[..]);
    assert!(!shows(&app, "Redo"));
    assert!(app.active().unwrap().record().assisted);
    // Ctrl+Y does the same; Ctrl+Z alone still takes back.
    press(&mut app, "z", Modifiers::CTRL);
    assert!(app.active().unwrap().can_redo());
    press(&mut app, "y", Modifiers::CTRL);
    assert_eq!(app.active().unwrap().delve().answers(), &after[..]);
}

/// Plays the first legal move of the person in the match on show, typed into the move box,
/// and lets the computer reply.
fn move_and_reply(app: &mut App) {
    let first = session(app).legal_moves()[0].clone();
    let _ = app.update(Message::Game(game::Message::Text(first)));
    let _ = app.update(Message::Game(game::Message::Submit));
    app.let_the_computer_play();
}

fn entries(app: &App) -> Vec<String> {
    session(app).recipe().entries.clone()
}

/// Redo in a match against the computer: the player's move comes back with the computer's
/// reply (no thinking again), by the button, Ctrl+Shift+Z and Ctrl+Y; a new move ends it; the
/// match stays assisted and is saved as redone.
#[test]
fn redo_in_a_match_gives_back_the_move_and_the_reply_by_button_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    crate::games::quick(&mut app, GameKind::MartianChess);
    move_and_reply(&mut app);
    let two = entries(&app);
    move_and_reply(&mut app);
    let four = entries(&app);
    assert_eq!(four.len(), 4, "{four:?}");
    assert!(!shows(&app, "Redo"), "nothing taken back yet");
    press(&mut app, "z", Modifiers::CTRL);
    press(&mut app, "z", Modifiers::CTRL);
    assert!(entries(&app).is_empty());
    assert!(shows(&app, "Redo"));
    click(&mut app, "Redo");
    assert_eq!(entries(&app), two, "the move and the reply together");
    assert!(
        shows(&app, "Your turn"),
        "the computer has nothing to think again"
    );
    press(&mut app, "z", Modifiers::CTRL | Modifiers::SHIFT);
    assert_eq!(entries(&app), four);
    assert!(!shows(&app, "Redo"), "all given back");
    assert!(session(&app).recipe().marks.0, "still assisted");
    press(&mut app, "z", Modifiers::CTRL);
    press(&mut app, "y", Modifiers::CTRL);
    assert_eq!(entries(&app), four);
    // Saved as redone: the match continues there after the app starts again.
    click(&mut app, "Home");
    drop(app);
    let mut again = ui_common::app(&dir);
    click(&mut again, "Continue");
    assert_eq!(entries(&again), four);
    // A new move ends what could be given again.
    press(&mut again, "z", Modifiers::CTRL);
    assert!(shows(&again, "Redo"));
    move_and_reply(&mut again);
    assert!(!shows(&again, "Redo"));
    press(&mut again, "y", Modifiers::CTRL);
    assert_eq!(entries(&again).len(), 4);
    assert!(!session(&again).can_redo());
}
