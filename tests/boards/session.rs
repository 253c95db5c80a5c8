//! A live match (`boards::session`), rule by rule: moves refused with the engine's reason,
//! whose turn it is, the computer's work and stale replies, undo and redo, hints, resigning,
//! dice, replaying saved entries, and a match of any game (`MatchSession`).

use std::sync::atomic::Ordering;

use malice::boards::ai::Player;
use malice::boards::ai::Tuning;
use malice::boards::game::{ChanceText, Decision, Game, Seats};
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::MartianChess;
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::{
    MatchEnd, MatchSession, Recipe, Session, SessionError, Sitter, Step, Waiting,
};

/// A match of `G` from its own start, with the game's default options.
fn recipe<G: Registered>(sitters: Vec<Sitter>, seed: u64, start: Option<&str>) -> Recipe {
    Recipe::new(
        G::KIND,
        Default::default(),
        sitters,
        seed,
        start.map(str::to_owned),
    )
}

fn versus<G: Registered>(first: Sitter, second: Sitter, seed: u64) -> Session<G> {
    Session::new(recipe::<G>(vec![first, second], seed, None)).unwrap()
}

fn ada() -> Sitter {
    Sitter::Person("Ada".into())
}

fn texts<G: Tuning>(session: &Session<G>) -> Vec<String> {
    session.entry_texts().map(str::to_owned).collect()
}

#[test]
fn an_illegal_move_gives_the_engines_reason_and_changes_nothing() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    let before = s.game().position_text();
    let error = s.play_text("a1-a2").unwrap_err();
    assert!(error.to_string().contains("no piece on a1"), "{error}");
    assert_eq!(s.game().position_text(), before);
    assert_eq!(s.move_count(), 0);
    assert_eq!(s.waiting(), Waiting::Person(0));
}

#[test]
fn a_person_cannot_move_for_the_computer_and_the_computer_replies_through_think() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    assert!(
        s.think().is_none(),
        "nothing to think about on the person's turn"
    );
    s.play_text("b3-a4").unwrap();
    assert_eq!(s.waiting(), Waiting::Computer(1));
    assert!(matches!(
        s.play_text("a6-a5"),
        Err(SessionError::ComputersTurn)
    ));
    let reply = s.think().unwrap().run();
    s.play_reply(reply).unwrap();
    assert_eq!(s.move_count(), 2);
    assert_eq!(s.moves().map(|(seat, _)| seat).collect::<Vec<_>>(), [0, 1]);
    assert_eq!(s.waiting(), Waiting::Person(0));
}

#[test]
fn a_reply_for_an_earlier_position_is_refused() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Random), 4);
    s.play_text("b3-a4").unwrap();
    let think = s.think().unwrap();
    s.undo().unwrap();
    s.play_text("c3-d4").unwrap();
    // The same entry number, but the position changed meanwhile: the old work is stale.
    let stale = think.run();
    let fresh = s.think().unwrap().run();
    assert_eq!(stale.ply(), fresh.ply());
    assert!(matches!(s.play_reply(stale), Err(SessionError::Stale)));
    assert_eq!(s.move_count(), 1);
    s.play_reply(fresh).unwrap();
    assert_eq!(s.move_count(), 2);
}

#[test]
fn stopped_work_returns_no_move_and_plays_nothing() {
    let mut s = versus::<MartianChess>(Sitter::Computer(Player::Level(3)), ada(), 2);
    let think = s.think().unwrap();
    think.stopper().store(true, Ordering::Relaxed);
    let reply = think.run();
    assert_eq!(reply.mv, None);
    assert!(matches!(s.play_reply(reply), Err(SessionError::NoReply)));
    assert_eq!(s.move_count(), 0);
}

#[test]
fn undo_takes_back_the_persons_move_and_the_computers_reply() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    assert!(matches!(s.undo(), Err(SessionError::NothingToUndo)));
    assert!(!s.assisted(), "a refused undo marks nothing");
    s.play_text("b3-a4").unwrap();
    s.advance().unwrap();
    s.play_text("c3-d4").unwrap();
    s.advance().unwrap();
    assert_eq!(s.move_count(), 4);
    s.undo().unwrap();
    assert_eq!(s.move_count(), 2);
    assert!(s.assisted());
    assert_eq!(s.waiting(), Waiting::Person(0));
    assert_eq!(
        s.moves().next().map(|(_, t)| t.to_owned()),
        Some("b3-a4".into())
    );
}

#[test]
fn redo_gives_back_the_persons_move_and_the_computers_reply_until_a_new_move() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    assert!(matches!(s.redo(), Err(SessionError::NothingToRedo)));
    s.play_text("b3-a4").unwrap();
    s.advance().unwrap();
    let two = texts(&s);
    s.play_text("c3-d4").unwrap();
    s.advance().unwrap();
    let four = texts(&s);
    assert_eq!(four.len(), 4);
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(s.move_count(), 0);
    assert!(s.can_redo());
    // Each redo gives one move of the person's back with the reply that followed it.
    s.redo().unwrap();
    assert_eq!(texts(&s), two);
    assert_eq!(s.waiting(), Waiting::Person(0));
    s.redo().unwrap();
    assert_eq!(texts(&s), four);
    assert!(!s.can_redo());
    assert!(s.assisted());
    // The same as the match replayed from its entries.
    let replayed = Session::<MartianChess>::new(s.recipe().clone()).unwrap();
    assert_eq!(replayed.game().position_text(), s.game().position_text());
    // A new move of the person's ends what can be given again.
    s.undo().unwrap();
    assert!(s.can_redo());
    let mut moves = Vec::new();
    s.game().legal_moves(&mut moves);
    let other = moves
        .iter()
        .map(|&mv| s.game().move_text(mv))
        .find(|text| *text != four[2])
        .unwrap();
    s.play_text(&other).unwrap();
    assert!(!s.can_redo());
    assert!(matches!(s.redo(), Err(SessionError::NothingToRedo)));
}

#[test]
fn redo_of_a_move_whose_reply_never_came_leaves_the_computer_to_move() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    s.play_text("b3-a4").unwrap();
    let think = s.think().unwrap();
    s.undo().unwrap();
    s.redo().unwrap();
    assert_eq!(texts(&s), ["b3-a4"]);
    assert_eq!(s.waiting(), Waiting::Computer(1));
    // Work begun before the undo is stale; the computer thinks again.
    assert!(matches!(
        s.play_reply(think.run()),
        Err(SessionError::Stale)
    ));
    s.advance().unwrap();
    assert_eq!(s.move_count(), 2);
}

#[test]
fn redo_between_friends_gives_back_one_move_and_keeps_dice_rolled_at_the_table() {
    let mut s = versus::<Malaka>(ada(), Sitter::Friend("Bea".into()), 5);
    s.roll_as((3, 0)).unwrap();
    let mut moves = Vec::new();
    s.game().legal_moves(&mut moves);
    s.play(moves[0]).unwrap();
    s.roll_as((2, 4)).unwrap();
    let before = texts(&s);
    // Bea's turn waits: the undo takes back Ada's move and the roll after it.
    s.undo().unwrap();
    assert_eq!(texts(&s), ["dice 3"]);
    s.redo().unwrap();
    assert_eq!(
        texts(&s),
        before,
        "the dice rolled at the table come back as rolled"
    );
    assert_eq!(s.waiting(), Waiting::Person(1));
    // A new move (the same one, played anew) ends it.
    s.undo().unwrap();
    s.play(moves[0]).unwrap();
    assert!(!s.can_redo());
}

#[test]
fn resigning_forgets_what_could_be_given_again() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    s.play_text("b3-a4").unwrap();
    s.advance().unwrap();
    s.undo().unwrap();
    s.resign(0).unwrap();
    assert!(!s.can_redo());
    assert!(matches!(s.redo(), Err(SessionError::NothingToRedo)));
}

#[test]
fn undo_when_the_computer_opened_leaves_its_opening_move() {
    let mut s = versus::<MartianChess>(Sitter::Computer(Player::Level(1)), ada(), 3);
    s.advance().unwrap();
    assert!(matches!(s.undo(), Err(SessionError::NothingToUndo)));
    assert_eq!(s.move_count(), 1);
}

#[test]
fn a_hint_marks_the_match_assisted_counts_and_suggests_a_legal_move() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    let hint = s.hint().unwrap();
    assert!(s.assisted());
    assert_eq!(s.hints(), 1);
    let reply = hint.run();
    let mv = reply.mv.unwrap();
    // The hint is for the person: it is played as their own move.
    s.play(mv).unwrap();
    assert_eq!(s.move_count(), 1);
    s.advance().unwrap();
    s.hint().unwrap();
    assert_eq!(s.hints(), 2);
}

#[test]
fn resigning_ends_the_match_for_the_other_side_and_is_final() {
    let mut s = versus::<MartianChess>(ada(), Sitter::Computer(Player::Level(1)), 1);
    s.play_text("b3-a4").unwrap();
    s.advance().unwrap();
    s.resign(0).unwrap();
    assert_eq!(s.outcome(), Some(Decision::Win(Seats::one(1))));
    assert_eq!(s.ending(), Some(MatchEnd::Resigned(0)));
    assert!(matches!(s.waiting(), Waiting::Over(_)));
    assert_eq!(
        s.result_text().unwrap(),
        "Ada resigned: the computer (level 1) wins"
    );
    assert!(matches!(s.play_text("c3-d4"), Err(SessionError::Over)));
    assert!(matches!(s.undo(), Err(SessionError::Over)));
}

#[test]
fn the_seats_must_be_as_many_as_the_game_has() {
    let error =
        Session::<MartianChess>::new(recipe::<MartianChess>(vec![ada()], 1, None)).unwrap_err();
    assert_eq!(error.to_string(), "this game seats 2 players, not 1");
}

#[test]
fn malakas_dice_are_entries_rolled_from_the_seed_and_replayed() {
    let mut a = versus::<Malaka>(ada(), Sitter::Computer(Player::Level(1)), 77);
    let mut b = versus::<Malaka>(ada(), Sitter::Computer(Player::Level(1)), 77);
    assert_eq!(a.waiting(), Waiting::Dice);
    assert!(matches!(a.play_text("pass"), Err(SessionError::Move(_))));
    let first = a.roll().unwrap();
    assert_eq!(b.roll().unwrap(), first);
    assert_eq!(first.1, 0, "the opening roll is one die");
    let text = first.text();
    assert_eq!(<(u8, u8)>::read(&text), Some(first));
    assert!(text.starts_with("dice "));
    // The person plays any turn; the computer replies with its own roll.
    let mut moves = Vec::new();
    a.game().legal_moves(&mut moves);
    a.play(moves[0]).unwrap();
    a.advance().unwrap();
    let entries = texts(&a);
    assert_eq!(entries.len(), 5, "{entries:?}");
    assert!(entries[2].starts_with("dice ") && entries[4].starts_with("dice "));
    assert_eq!(a.move_count(), 2);
    let replayed = Session::<Malaka>::new(a.recipe().clone()).unwrap();
    assert_eq!(texts(&replayed), entries);
    assert_eq!(replayed.game().position_text(), a.game().position_text());
}

#[test]
fn dice_rolled_at_the_table_are_kept() {
    let mut s = versus::<Malaka>(ada(), Sitter::Friend("Bea".into()), 5);
    s.roll_as((3, 0)).unwrap();
    assert_eq!(texts(&s), ["dice 3"]);
    assert!(s.roll_as((3, 0)).is_err(), "no roll is pending now");
}

#[test]
fn an_entry_that_no_longer_replays_is_reported_with_its_number() {
    let with = |entries: &[&str]| Recipe {
        entries: entries.iter().map(|e| e.to_string()).collect(),
        ..recipe::<MartianChess>(vec![ada(), Sitter::Friend("Bea".into())], 1, None)
    };
    let error = Session::<MartianChess>::new(with(&["b3-a4", "a1-a2"])).unwrap_err();
    let SessionError::Replay { index, text, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!((*index, text.as_str()), (2, "a1-a2"));
    let error = Session::<MartianChess>::new(with(&["dice 3"])).unwrap_err();
    assert!(matches!(error, SessionError::Replay { index: 1, .. }));
}

#[test]
fn a_match_from_a_start_position_looks_back_to_that_position() {
    let start = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - 0 0";
    let sitters = vec![ada(), Sitter::Friend("Bea".into())];
    let mut s =
        Session::<MartianChess>::new(recipe::<MartianChess>(sitters, 1, Some(start))).unwrap();
    assert_eq!(s.waiting(), Waiting::Person(1), "North moves first here");
    s.play_text("b6-a5").unwrap();
    assert_eq!(s.position_after(0).position_text(), start);
    assert_ne!(s.position_after(1).position_text(), start);
    let bad = Session::<MartianChess>::new(recipe::<MartianChess>(
        vec![ada(), ada()],
        1,
        Some("not a position"),
    ));
    assert!(bad.is_err());
}

/// Builds a two-seat match of any game: a person against level 1.
struct QuickMatch(u64);

impl Visitor for QuickMatch {
    type Output = Result<Box<dyn MatchSession>, SessionError>;
}

impl<G: Registered> Visit<G> for QuickMatch {
    fn visit(self) -> Self::Output {
        let sitters = vec![ada(), Sitter::Computer(Player::Level(1))];
        Ok(Box::new(Session::<G>::new(recipe::<G>(
            sitters, self.0, None,
        ))?))
    }
}

#[test]
fn any_session_plays_every_game_by_text_to_the_end() {
    for kind in GameKind::ALL {
        assert_eq!(GameKind::from_id(kind.id()), Some(kind));
        let mut s = kind.visit(QuickMatch(11)).unwrap();
        assert_eq!(s.kind(), kind);
        let mut turns = 0;
        while !s.is_over() && turns < 400 {
            s.advance().unwrap();
            if s.is_over() {
                break;
            }
            let legal = s.legal_moves();
            s.play_text(&legal[turns % legal.len()]).unwrap();
            turns += 1;
        }
        if !s.is_over() {
            s.resign(0).unwrap();
        }
        assert!(s.result_text().is_some(), "{}", kind.name());
        assert!(s.move_count() > 0);
        assert_eq!(s.step(), Ok(None), "nothing to think about once over");
    }
}

/// A reply for another game cannot even be given to a match: `Session::play_reply` takes its
/// own game's `Reply` (its documentation holds a `compile_fail` test of a Martian Chess reply
/// given to a Malice match). What a match of any game works out is in its own game's moves.
#[test]
fn any_session_works_out_its_own_games_moves() {
    for kind in GameKind::ALL {
        let mut s = kind.visit(QuickMatch(1)).unwrap();
        s.advance().unwrap();
        // The hint is worked out on a copy: the recipe played again.
        let hint = s.recipe().open().unwrap().hint().unwrap();
        let hint = hint.expect("the computer finds a move at the start");
        assert!(
            s.legal_moves().contains(&hint),
            "{}: the hint {hint} is one of its legal moves",
            kind.name()
        );
        assert!(!s.recipe().marks.0, "the hint was worked out on a copy");
    }
}

#[test]
fn the_computers_work_can_move_to_another_thread() {
    fn sendable<T: Send + 'static>(_: &T) {}
    let boxed = GameKind::Malawi.visit(QuickMatch(3)).unwrap();
    sendable(&boxed);
    let mut session: Session<Malawi> = versus(ada(), Sitter::Computer(Player::Level(1)), 3);
    let hint = session.hint().unwrap();
    sendable(&hint);
    sendable(&session);
    let stop = hint.stopper();
    let reply = std::thread::spawn(move || hint.run()).join().unwrap();
    sendable(&reply);
    assert!(!stop.load(Ordering::Relaxed));
    assert!(reply.mv.map(|mv| session.game().move_text(mv)).is_some());
}

/// A game that ends by its rules and keeps a score says the final score in its result (the
/// history keeps it); one without a score says none.
#[test]
fn a_result_by_the_rules_keeps_the_final_score() {
    let path = malice::boards::lesson::path(GameKind::MartianChess).unwrap();
    let lesson = path.lessons.iter().find(|l| l.id == "empty-zone").unwrap();
    let mut s = malice::boards::lesson::session::<MartianChess>(lesson, 1).unwrap();
    s.play_text("c3-c5").unwrap();
    assert_eq!(
        s.result_text().unwrap(),
        "You win: a zone was left empty (3 to 2)"
    );
    // Malawi counts rings, and says so ("(12 to 12)" read as a score).
    let path = malice::boards::lesson::path(GameKind::Malawi).unwrap();
    for (id, said) in [
        (
            "far-row",
            "You win: a pawn reached the far row (rings: 7 to 2)",
        ),
        (
            "last-ring",
            "You win: a side lost its last ring (rings: 4 to 0)",
        ),
    ] {
        let lesson = path.lessons.iter().find(|l| l.id == id).unwrap();
        let mut s = malice::boards::lesson::session::<Malawi>(lesson, 1).unwrap();
        s.play_text(&lesson.solution[0]).unwrap();
        // (The far row wins once red has moved and the turn comes back.)
        s.advance().unwrap();
        assert_eq!(s.result_text().as_deref(), Some(said), "{id}");
    }
    let path = malice::boards::lesson::path(GameKind::Malaka).unwrap();
    let lesson = path.lessons.iter().find(|l| l.id == "home-pin").unwrap();
    let mut s = malice::boards::lesson::session::<Malaka>(lesson, 1).unwrap();
    s.play_text(&lesson.solution[0]).unwrap();
    let result = s.result_text().unwrap();
    assert!(!result.contains('('), "Malaka keeps no score: {result}");
}

/// The record of such a match says the final score once: the rules' words carry it, and the
/// record adds no "(3 to 2)" after them a second time (History said "(3 to 2) (scores 3–2)").
#[test]
fn a_record_of_a_result_by_the_rules_says_the_score_once() {
    let path = malice::boards::lesson::path(GameKind::MartianChess).unwrap();
    let lesson = path.lessons.iter().find(|l| l.id == "empty-zone").unwrap();
    let mut s = malice::boards::lesson::session::<MartianChess>(lesson, 1).unwrap();
    s.play_text("c3-c5").unwrap();
    let record = malice::career::MatchRecord::of(&s, chrono::Utc::now());
    assert_eq!(
        record.result.as_deref(),
        Some("You win: a zone was left empty (3 to 2)")
    );
}

/// Every place that shows a result (the panel, History, the command line) words the final
/// standing one way: History said a Malice draw ended "(scores 0–0)" where the panel said
/// "(8 to 8)" and the command line "(scores 3 : 2)".
#[test]
fn a_final_standing_is_said_one_way_in_every_game() {
    let said = |kind: GameKind, scores: &[i32]| kind.about().final_standing(scores);
    assert_eq!(said(GameKind::Malice, &[8, 8]).as_deref(), Some("8 to 8"));
    assert_eq!(
        said(GameKind::MartianChess, &[5, 4, 2, 0]).as_deref(),
        Some("5, 4, 2 and 0")
    );
    assert_eq!(
        said(GameKind::Malawi, &[7, 2]).as_deref(),
        Some("rings: 7 to 2")
    );
    assert_eq!(
        said(GameKind::Malawi, &[12, 12]).as_deref(),
        Some("rings: 12 each")
    );
    assert_eq!(said(GameKind::Malaka, &[0, 0]), None);
    // After a resignation or a flag the standing follows in brackets; after the rules' own
    // ending with a score it is said already, and Malaka gets none.
    let after = |kind: GameKind, by_rules: bool, scores: &[i32]| {
        kind.about().standing_after(by_rules, scores)
    };
    assert_eq!(after(GameKind::Malice, false, &[0, 3]), " (0 to 3)");
    assert_eq!(after(GameKind::Malice, true, &[3, 2]), "");
    assert_eq!(after(GameKind::Malawi, false, &[4, 4]), " (rings: 4 each)");
    assert_eq!(after(GameKind::Malaka, false, &[0, 0]), "");
}

#[test]
fn a_step_rolls_the_dice_or_lets_the_computer_play_one_entry_until_a_person_is_to_move() {
    let mut s = GameKind::Malaka.visit(QuickMatch(7)).unwrap();
    assert_eq!(s.waiting(), Waiting::Dice);
    let mut steps = Vec::new();
    while let Some(step) = s.step().unwrap() {
        steps.push(step);
    }
    assert!(matches!(steps[0], Step::Rolled(ref roll) if roll.starts_with("dice ")));
    assert!(matches!(s.waiting(), Waiting::Person(0)));
    let texts: Vec<String> = steps
        .into_iter()
        .map(|step| match step {
            Step::Rolled(roll) => roll,
            Step::Played(player, text) => {
                assert_eq!(player, Player::Level(1));
                text
            }
        })
        .collect();
    assert_eq!(
        s.recipe().entries,
        texts,
        "each step is one entry, in order"
    );
}
