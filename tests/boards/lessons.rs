//! Each game's Learn path (`data/lessons/*.toml`): every lesson's position is the game's own
//! text, its solution meets its goal as the engine judges it (the computer answering between
//! the learner's moves), and where the learner has a real choice, some first move misses it.

use malice::boards::ai::Player;
use malice::boards::game::Status;
use malice::boards::lesson::{self, Lesson, Verdict};
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::{Recipe, Session, Sitter};

/// A lesson as a match: the learner in the seat to move, the computer (level 1) in the others.
fn lesson_match<G: Registered>(lesson: &Lesson, seed: u64) -> Session<G> {
    let options: G::Options = lesson.options.clone().try_into().expect("the options read");
    let start = G::from_position_text(&lesson.position, options.clone())
        .unwrap_or_else(|e| panic!("{}: the position reads: {e}", lesson.id));
    let Status::ToMove(learner) = start.status() else {
        panic!("{}: someone is to move at the start", lesson.id);
    };
    let sitters = (0..start.seats() as u8)
        .map(|s| {
            if s == learner {
                Sitter::Person("You".into())
            } else {
                Sitter::Computer(Player::Level(1))
            }
        })
        .collect();
    let start = Some(lesson.position.clone());
    Session::new(Recipe::new(
        G::KIND,
        lesson.options.clone(),
        sitters,
        seed,
        start,
    ))
    .expect("the lesson's match starts")
}

struct CheckPath;

impl Visitor for CheckPath {
    type Output = ();
}

impl<G: Registered> Visit<G> for CheckPath {
    fn visit(self) {
        let path = lesson::path(G::KIND).expect("the lessons read");
        assert!(
            (4..=8).contains(&path.lessons.len()),
            "{}: 4 to 8 lessons",
            G::KIND.name()
        );
        let mut ids: Vec<&str> = path.lessons.iter().map(|l| l.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), path.lessons.len(), "lesson ids are unique");
        for (i, lesson) in path.lessons.iter().enumerate() {
            solved::<G>(lesson, i as u64);
            missable::<G>(lesson, i as u64);
        }
    }
}

/// The solution, played with the computer's answers between, meets the goal; before its last
/// move the lesson is still going.
fn solved<G: Registered>(lesson: &Lesson, seed: u64) {
    let mut session = lesson_match::<G>(lesson, seed);
    assert_eq!(
        lesson::judge_match(lesson, &session),
        Verdict::Going,
        "{}",
        lesson.id
    );
    assert_eq!(
        lesson.solution.len(),
        usize::from(lesson.moves),
        "{}: one solution move per move of the lesson",
        lesson.id
    );
    for (n, text) in lesson.solution.iter().enumerate() {
        session
            .play_text(text)
            .unwrap_or_else(|e| panic!("{}: {text} plays: {e}", lesson.id));
        let verdict = lesson::judge_match(lesson, &session);
        if n + 1 < lesson.solution.len() {
            assert_eq!(verdict, Verdict::Going, "{}", lesson.id);
            session.advance().expect("the computer answers");
        } else {
            assert_eq!(verdict, Verdict::Done, "{}: {text}", lesson.id);
        }
    }
}

/// When the learner's first moves lead to different positions, one of them misses the goal,
/// with a reason in words: the goal is a real choice. (A lesson that only shows how to click
/// may have one outcome.)
fn missable<G: Registered>(lesson: &Lesson, seed: u64) {
    let session = lesson_match::<G>(lesson, seed);
    let mut moves = Vec::new();
    session.game().legal_moves(&mut moves);
    let mut outcomes: Vec<u64> = moves
        .iter()
        .map(|&mv| {
            let mut game = session.game().clone();
            game.play(mv).expect("legal");
            game.key()
        })
        .collect();
    outcomes.sort();
    outcomes.dedup();
    if outcomes.len() < 2 || lesson.moves > 1 {
        return;
    }
    let missed = moves.iter().find_map(|&mv| {
        let mut tried = session.clone();
        tried.play(mv).expect("legal");
        match lesson::judge_match(lesson, &tried) {
            Verdict::Missed(why) => Some(why),
            _ => None,
        }
    });
    let why = missed.unwrap_or_else(|| panic!("{}: every first move meets the goal", lesson.id));
    assert!(why.ends_with('.') && why.len() > 10, "{}: {why}", lesson.id);
}

#[test]
fn every_lesson_is_solved_by_its_solution_and_missed_by_some_other_move() {
    for kind in GameKind::ALL {
        kind.visit(CheckPath);
    }
}
