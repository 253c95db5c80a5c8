//! Clocks for people at one screen (`boards::session::Clocks`): the time of the person to
//! move runs, the increment after a move, a flag that ends the match, and a timed match
//! saved and restored with the times it had. Time is given as instants, never waited for.

use std::time::{Duration, Instant};

use malice::boards::ai::Player;
use malice::boards::game::{Decision, Seats};
use malice::boards::martian_chess::MartianChess;
use malice::boards::registry::GameKind;
use malice::boards::session::{
    Clocks, MatchEnd, MatchSession, Recipe, Session, SessionError, Sitter, TimeControl, Waiting,
};
use malice::career::MatchRecord;
use malice::career::match_text::{read_match_text, write_match_text};

fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

fn timed(control: TimeControl) -> Session<MartianChess> {
    let sitters = vec![Sitter::Person("Ada".into()), Sitter::Friend("Bea".into())];
    let recipe = Recipe::new(GameKind::MartianChess, Default::default(), sitters, 7, None)
        .timed(Some(control));
    Session::new(recipe).unwrap()
}

#[test]
fn the_clock_of_the_person_to_move_runs_and_a_move_adds_the_increment() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    assert_eq!(s.time_left(t0), vec![secs(180), secs(180)]);
    assert_eq!(
        s.clock_running(),
        None,
        "no clock runs before it is started"
    );
    assert!(!s.run_clock(t0));
    assert_eq!(s.clock_running(), Some(0));
    // Ada thinks 10 s: shown as it runs, then charged, and 2 s added after her move.
    assert_eq!(s.time_left(t0 + secs(10)), vec![secs(170), secs(180)]);
    assert!(!s.run_clock(t0 + secs(10)));
    s.play_text("b3-a4").unwrap();
    assert_eq!(s.clocks().unwrap().left(0), secs(172));
    assert_eq!(s.clock_running(), None);
    // Bea's clock runs from the next charge; Ada's stands still.
    assert!(!s.run_clock(t0 + secs(10)));
    assert_eq!(s.clock_running(), Some(1));
    assert!(!s.run_clock(t0 + secs(40)));
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(172), secs(150)]);
    // An instant before the last charge charges nothing.
    assert!(!s.run_clock(t0 + secs(30)));
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(172), secs(150)]);
}

#[test]
fn a_flag_on_time_ends_the_match_for_the_other_side() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    s.run_clock(t0);
    s.play_text("b3-a4").unwrap();
    s.run_clock(t0 + secs(1));
    assert!(!s.run_clock(t0 + secs(180)), "one second left");
    assert!(s.run_clock(t0 + secs(182)), "the flag falls");
    assert_eq!(s.flagged(), Some(1));
    assert_eq!(s.outcome(), Some(Decision::Win(Seats::one(0))));
    assert_eq!(s.ending(), Some(MatchEnd::OutOfTime(1)));
    assert!(matches!(s.waiting(), Waiting::Over(_)));
    assert_eq!(s.result_text().unwrap(), "Bea's time ran out: Ada wins");
    assert!(matches!(s.play_text("c6-d5"), Err(SessionError::Over)));
    assert_eq!(s.clocks().unwrap().left(1), Duration::ZERO);
    // Over: no clock runs any more, and no second flag falls.
    assert!(!s.run_clock(t0 + secs(999)));
    assert_eq!(s.clock_running(), None);
    assert_eq!(s.clocks().unwrap().left(0), secs(182));
}

#[test]
fn no_clock_runs_for_the_computer_nor_in_an_untimed_match() {
    let sitters = vec![
        Sitter::Person("Ada".into()),
        Sitter::Computer(Player::Level(1)),
    ];
    let recipe = Recipe::new(GameKind::MartianChess, Default::default(), sitters, 7, None);
    let mut untimed = Session::<MartianChess>::new(recipe.clone()).unwrap();
    let t0 = Instant::now();
    assert!(!untimed.run_clock(t0));
    assert_eq!(untimed.clock_running(), None);
    assert!(untimed.time_left(t0).is_empty());
    let mut s = Session::<MartianChess>::new(recipe.timed(Some(TimeControl::new(5, 0)))).unwrap();
    s.run_clock(t0);
    s.run_clock(t0 + secs(3));
    s.play_text("b3-a4").unwrap();
    s.run_clock(t0 + secs(3));
    assert!(matches!(s.waiting(), Waiting::Computer(1)));
    assert_eq!(
        s.clock_running(),
        None,
        "the computer's time is not counted"
    );
    assert!(!s.run_clock(t0 + secs(900)));
    assert_eq!(s.time_left(t0 + secs(900)), vec![secs(297), secs(300)]);
}

/// The record of a live match, written out as the profile writes it and read back.
fn saved_and_read(s: &Session<MartianChess>) -> MatchRecord {
    let record = MatchRecord::of(s, chrono::Utc::now());
    let text = toml::to_string(&record).unwrap();
    assert!(text.contains("[clocks]"), "{text}");
    toml::from_str(&text).unwrap()
}

#[test]
fn a_timed_match_saved_and_restored_resumes_with_the_times_it_had() {
    let mut s = timed(TimeControl::new(10, 5));
    let t0 = Instant::now();
    s.run_clock(t0);
    s.run_clock(t0 + secs(42));
    s.play_text("b3-a4").unwrap();
    s.run_clock(t0 + secs(42));
    s.run_clock(t0 + secs(50));
    let record = saved_and_read(&s);
    let restored = Session::<MartianChess>::new(record.recipe().unwrap()).unwrap();
    assert_eq!(restored.clocks(), s.clocks());
    assert_eq!(
        restored.time_left(t0 + secs(500)),
        vec![secs(600 - 42 + 5), secs(600 - 8)],
        "the replay adds no increments, and no clock runs until started"
    );
    assert_eq!(
        restored.recipe().time_control(),
        Some(TimeControl::new(10, 5))
    );
    // A new match like it starts with full clocks of the same control.
    let again = Session::<MartianChess>::new(restored.recipe().again(9)).unwrap();
    assert_eq!(again.time_left(t0), vec![secs(600), secs(600)]);
    // As a match text too (its control and times; the times each move began with stay in
    // the profile's save).
    let back = read_match_text(&write_match_text(&record)).unwrap();
    let bare = |clocks: Option<Clocks>| {
        clocks.map(|c| Clocks {
            began: Vec::new(),
            ..c
        })
    };
    assert_eq!(bare(back.clocks), bare(record.clocks));
}

#[test]
fn a_match_lost_on_time_is_restored_over_with_its_result() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    s.run_clock(t0);
    assert!(s.run_clock(t0 + secs(181)));
    let record = saved_and_read(&s);
    assert_eq!(
        record.result.as_deref(),
        Some("Ada's time ran out: Bea wins (0 to 0)")
    );
    assert_eq!(record.winners, vec![1]);
    let restored = Session::<MartianChess>::new(record.recipe().unwrap()).unwrap();
    assert_eq!(restored.ending(), Some(MatchEnd::OutOfTime(0)));
    assert_eq!(restored.result_text(), s.result_text());
    let back = read_match_text(&write_match_text(&record)).unwrap();
    assert_eq!(back.clocks, record.clocks);
}

#[test]
fn clocks_that_do_not_fit_the_seats_are_refused_in_plain_words() {
    let sitters = vec![Sitter::Person("Ada".into()), Sitter::Friend("Bea".into())];
    let mut recipe = Recipe::new(GameKind::MartianChess, Default::default(), sitters, 7, None)
        .timed(Some(TimeControl::new(5, 0)));
    if let Some(clocks) = recipe.clocks.as_mut() {
        clocks.left_ms.push(1);
    }
    let error = Session::<MartianChess>::new(recipe).unwrap_err();
    assert_eq!(error.to_string(), "the clocks have 3 times for 2 seats");
}

#[test]
fn taking_a_move_back_gives_back_the_time_it_used() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    two_moves_in(&mut s, t0);
    // Bea's move taken back: the clocks stand as when her turn began (her 20 s and her
    // increment back, Ada's 5 s since too), and Bea's clock runs again from then.
    s.undo().unwrap();
    assert_eq!(s.time_left(t0 + secs(35)), vec![secs(172), secs(180)]);
    s.run_clock(t0 + secs(35));
    assert_eq!(s.clock_running(), Some(1));
    s.run_clock(t0 + secs(38));
    assert_eq!(s.time_left(t0 + secs(38)), vec![secs(172), secs(177)]);
    // Ada's move taken back too: both whole again.
    s.undo().unwrap();
    assert_eq!(s.time_left(t0 + secs(38)), vec![secs(180), secs(180)]);
    // A move played anew is charged as usual.
    s.run_clock(t0 + secs(38));
    s.run_clock(t0 + secs(41));
    s.play_text("b3-a4").unwrap();
    assert_eq!(s.clocks().unwrap().left(0), secs(179));
}

/// Ada thinks 10 s and moves (2 s added), Bea thinks 20 s and moves, Ada thinks 5 s: the
/// clocks at t0 + 35 s.
fn two_moves_in(s: &mut Session<MartianChess>, t0: Instant) {
    s.run_clock(t0);
    s.run_clock(t0 + secs(10));
    s.play_text("b3-a4").unwrap();
    s.run_clock(t0 + secs(10));
    s.run_clock(t0 + secs(30));
    s.play_text("c6-d5").unwrap();
    s.run_clock(t0 + secs(30));
    s.run_clock(t0 + secs(35));
    assert_eq!(s.time_left(t0 + secs(35)), vec![secs(167), secs(162)]);
}

#[test]
fn a_move_taken_back_after_a_restart_gives_back_its_time() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    two_moves_in(&mut s, t0);
    // Saved (the app saves after every move) and opened again after a restart.
    let mut restored = Session::<MartianChess>::new(saved_and_read(&s).recipe().unwrap()).unwrap();
    assert_eq!(
        restored.clocks(),
        s.clocks(),
        "the times each move began with are kept"
    );
    let later = Instant::now();
    assert_eq!(restored.time_left(later), vec![secs(167), secs(162)]);
    // Bea's move taken back: her 20 s and her increment come back, and Ada's 5 s.
    restored.undo().unwrap();
    assert_eq!(restored.time_left(later), vec![secs(172), secs(180)]);
    // Saved again and reopened: Ada's move taken back too, both clocks whole.
    let mut again =
        Session::<MartianChess>::new(saved_and_read(&restored).recipe().unwrap()).unwrap();
    again.undo().unwrap();
    assert_eq!(again.time_left(later), vec![secs(180), secs(180)]);
}

#[test]
fn a_save_from_before_the_moves_times_were_kept_still_opens_and_undoes_without_giving_time() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    two_moves_in(&mut s, t0);
    let mut record = saved_and_read(&s);
    let text = toml::to_string(&record).unwrap();
    assert!(text.contains("[[clocks.began]]"), "{text}");
    // An older save: the same match without the record of each move's times.
    if let Some(clocks) = record.clocks.as_mut() {
        clocks.began.clear();
    }
    let old: MatchRecord = toml::from_str(&toml::to_string(&record).unwrap()).unwrap();
    let mut restored = Session::<MartianChess>::new(old.recipe().unwrap()).unwrap();
    restored.undo().unwrap();
    assert_eq!(restored.move_count(), 1, "the move is taken back");
    assert_eq!(
        restored.time_left(Instant::now()),
        vec![secs(167), secs(162)],
        "no time is given back, none taken"
    );
}

#[test]
fn redo_charges_again_the_time_undo_gave_back() {
    let mut s = timed(TimeControl::new(3, 2));
    let t0 = Instant::now();
    two_moves_in(&mut s, t0);
    s.undo().unwrap();
    assert_eq!(s.time_left(t0 + secs(35)), vec![secs(172), secs(180)]);
    // Bea's clock runs 3 s while she looks; then her move is given again: the 20 s it used
    // and Ada's 5 s are charged again, less nothing given for the 3 s she just spent.
    s.run_clock(t0 + secs(35));
    s.run_clock(t0 + secs(38));
    s.redo().unwrap();
    assert_eq!(s.move_count(), 2);
    assert_eq!(s.time_left(t0 + secs(38)), vec![secs(167), secs(159)]);
    // Ada's clock runs on from there; the redone move can be taken back again, giving back
    // the same time as before.
    s.run_clock(t0 + secs(38));
    assert_eq!(s.clock_running(), Some(0));
    s.run_clock(t0 + secs(40));
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(165), secs(159)]);
    s.undo().unwrap();
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(172), secs(180)]);
    // Two undos, two redos: back where the match stood, less the 2 s Ada just spent.
    s.undo().unwrap();
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(180), secs(180)]);
    s.redo().unwrap();
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(172), secs(180)]);
    s.redo().unwrap();
    assert_eq!(s.time_left(t0 + secs(40)), vec![secs(165), secs(159)]);
    // A move played after the redo is charged from its turn's start as usual.
    s.run_clock(t0 + secs(40));
    s.run_clock(t0 + secs(41));
    let any = s.legal_moves().into_iter().next().expect("a move");
    s.play_text(&any).unwrap();
    assert_eq!(s.clocks().unwrap().left(0), secs(165 - 1 + 2));
}
