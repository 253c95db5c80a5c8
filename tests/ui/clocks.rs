//! Clocks for two people at one screen, in the app: a time control chosen in the new-match
//! form starts a timed match, each side's time shows in the panel, the timer ticks only
//! while a person's clock runs, a flag ends the match with its result (kept in History), and
//! a timed match left and continued after a restart has the times it had. The timer's
//! instants are given by the test, never waited for.

use std::time::{Duration, Instant};

use crate::ui_common;

use malice::boards::registry::GameKind;
use malice::boards::session::{TimeControl, clock_shown};
use malice::ui::screen::game::{self as screen, form, tiles};
use malice::ui::screen::home;
use malice::ui::{App, Message};
use ui_common::board::session;
use ui_common::{app, click, shows};

/// The time `seat` has left, as last charged.
fn left(app: &App, seat: u8) -> Duration {
    session(app)
        .recipe()
        .clocks
        .as_ref()
        .expect("a timed match")
        .left(seat)
}

fn tick(app: &mut App, at: Instant) {
    let _ = app.update(Message::Game(screen::Message::Time(at)));
}

/// The form for Martian Chess with you and a friend, Bea, timed by `time`.
fn hot_seat(app: &mut App, time: Option<&str>) {
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        malice::ui::Route::NewMatch(GameKind::MartianChess),
    ))));
    let _ = app.update(Message::Form(form::Message::Sit(0, form::Sit::You)));
    let _ = app.update(Message::Form(form::Message::Name(1, "Bea".into())));
    if let Some(time) = time {
        click(app, time);
    }
}

#[test]
fn the_form_times_a_match_between_people_and_never_one_against_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    let _ = app.update(Message::Home(home::Message::Games(tiles::Message::Go(
        malice::ui::Route::NewMatch(GameKind::MartianChess),
    ))));
    assert!(shows(&app, "none runs against the computer"));
    assert!(
        !shows(&app, "5+0"),
        "no control offered against the computer"
    );
    hot_seat(&mut app, Some("5+0"));
    assert!(shows(&app, "5 minutes each, no time added"));
    // Seating the computer again keeps the choice but starts no clock.
    let _ = app.update(Message::Form(form::Message::Sit(1, form::Sit::Level(2))));
    match app.screen() {
        malice::ui::Screen::NewMatch(state) => assert_eq!(state.time_control(), None),
        _ => panic!("the form is on show"),
    }
    let _ = app.update(Message::Form(form::Message::Name(1, "Bea".into())));
    click(&mut app, "Start the match");
    assert_eq!(
        session(&app).recipe().time_control(),
        Some(TimeControl::new(5, 0))
    );
    assert!(shows(&app, "5:00"), "each side's time in the panel");
    assert!(
        shows(&app, "timed 5+0"),
        "the control among the match's options"
    );
    assert_eq!(
        app.clock_tick(),
        Some(Duration::from_secs(1)),
        "the timer runs"
    );
}

#[test]
fn a_flag_on_time_ends_the_match_and_history_keeps_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    hot_seat(&mut app, Some("3+2"));
    click(&mut app, "Start the match");
    // The match's clock started when it opened, a moment before `t0` (a slow machine's
    // moment: what it charged is read, not assumed).
    let t0 = Instant::now();
    tick(&mut app, t0);
    let at_t0 = left(&app, 0);
    tick(&mut app, t0 + Duration::from_millis(64_500));
    let runs = clock_shown(at_t0 - Duration::from_millis(64_500));
    assert!(shows(&app, &runs), "your time runs: {runs}");
    assert!(shows(&app, "3:00"), "Bea's stands");
    tick(&mut app, t0 + Duration::from_millis(170_000));
    let last = clock_shown(at_t0 - Duration::from_secs(170));
    assert!(
        last.contains('.') && shows(&app, &last),
        "tenths in the last seconds: {last}"
    );
    assert_eq!(app.clock_tick(), Some(Duration::from_millis(100)));
    tick(&mut app, t0 + Duration::from_secs(181));
    assert!(session(&app).is_over());
    assert!(shows(&app, "Your time ran out: Bea wins"));
    assert_eq!(app.clock_tick(), None, "no timer once the match is over");
    // Saved with its result: History lists it.
    click(&mut app, "History");
    assert!(shows(&app, "Your time ran out: Bea wins"));
}

#[test]
fn a_timed_match_continued_after_a_restart_has_the_times_it_had() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    hot_seat(&mut app, Some("10+5"));
    click(&mut app, "Start the match");
    let t0 = Instant::now();
    tick(&mut app, t0);
    let at_t0 = left(&app, 0);
    tick(&mut app, t0 + Duration::from_millis(29_500));
    let _ = app.update(Message::Game(screen::Message::Text("b3-a4".into())));
    let _ = app.update(Message::Game(screen::Message::Submit));
    assert_eq!(session(&app).move_count(), 1);
    let after = at_t0 - Duration::from_millis(29_500) + Duration::from_secs(5);
    assert_eq!(left(&app, 0), after, "29.5 s spent, 5 s added");
    assert!(shows(&app, &clock_shown(after)));
    // Bea thinks 20 s, then the app is left and closed.
    tick(&mut app, t0 + Duration::from_millis(49_500));
    click(&mut app, "Home");
    drop(app);
    let mut again = ui_common::app(&dir);
    click(&mut again, "Continue");
    let clocks = session(&again).recipe().clocks.clone().unwrap();
    assert_eq!(clocks.left_ms[1], 580_000);
    assert_eq!(clocks.left(0), after, "{clocks:?}");
    assert!(shows(&again, &clock_shown(after)) && shows(&again, "9:40"));
}
