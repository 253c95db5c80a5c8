//! Each game's Learn path (`data/lessons/*.toml`): every lesson's position is the game's own
//! text, its solution meets its goal as the engine judges it (the computer answering between
//! the learner's moves), and where the learner has a real choice, some first move misses it.

use malice::boards::ai::Player;
use malice::boards::game::Status;
use malice::boards::lesson::{self, Lesson, Verdict};
use malice::boards::registry::{GameKind, Registered, Visit, Visitor};
use malice::boards::session::{Recipe, Session, Sitter};

/// The lesson `id` of `kind`'s Learn path (the test fails when it is missing).
fn lesson_by_id(kind: GameKind, id: &str) -> &'static Lesson {
    let path = lesson::path(kind).expect("the lessons read");
    path.lessons
        .iter()
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("{kind:?} has a lesson `{id}`"))
}

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
            (4..=11).contains(&path.lessons.len()),
            "{}: 4 to 11 lessons",
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

/// The rules a newcomer misses each have a lesson of their own (issue 43): in Malice, that a
/// move ending on your own side hands the pyramid over (and one across the canal keeps it),
/// that a taken twin square keeps the pyramid where it went, that level scores are a draw, and that
/// emptying one of your own quarters ends the game too, that a gift which can take nothing
/// costs nothing (when no move keeps everything), and how the called clock ends a game; Martian Chess's no-rejection and its
/// tie to the last mover; Malawi's six rings at most and the sixth lost on a hand-out.
#[test]
fn the_rules_newcomers_miss_each_have_a_lesson() {
    let named = [
        (
            GameKind::Malice,
            "keep-it",
            "a move that ends on your own side",
        ),
        (GameKind::Malice, "blocked", "twin square is taken"),
        (
            GameKind::Malice,
            "empty-a-quarter",
            "level scores are a draw",
        ),
        (GameKind::Malice, "own-quarter", "your own two quarters"),
        (GameKind::Malice, "harmless-gift", "a harmless gift"),
        (GameKind::Malice, "call-the-clock", "seven moves in a row"),
        (GameKind::MartianChess, "no-rejection", "straight back"),
        (GameKind::MartianChess, "tie", "last mover"),
        (GameKind::Malawi, "six-rings", "the sixth leaves the game"),
    ];
    for (kind, id, words) in named {
        let lesson = lesson_by_id(kind, id);
        let text = format!("{} {}", lesson.title, lesson.teach).to_lowercase();
        assert!(
            text.contains(words),
            "{kind:?} `{id}` says `{words}`: {text}"
        );
    }
}

/// Each game calls the area a player controls by one word everywhere a player reads about it
/// (How to play, the lessons, the diagrams): Malice's "quarter", Martian Chess's "zone";
/// never "half" for it, nor the other game's word.
#[test]
fn each_game_calls_its_areas_by_one_word() {
    use malice::boards::diagram;

    let words = [
        (GameKind::Malice, "quarter", ["zone", "half"]),
        (GameKind::MartianChess, "zone", ["quarter", "half"]),
    ];
    for (kind, word, never) in words {
        let about = kind.about();
        let mut texts: Vec<String> = about
            .rules
            .iter()
            .map(|(h, body)| format!("{h}: {body}"))
            .collect();
        texts.push(about.clicks.to_owned());
        texts.push(about.tagline.to_owned());
        for l in &lesson::path(kind).expect("the lessons read").lessons {
            texts.extend([&l.title, &l.teach, &l.goal, &l.hint, &l.done].map(|t| t.to_string()));
        }
        for d in diagram::diagrams(kind).expect("the diagrams read") {
            texts.extend([d.title.clone(), d.caption.clone()]);
        }
        let all = texts.join("\n").to_lowercase();
        assert!(all.contains(word), "{kind:?} speaks of its {word}s");
        // Martian Chess defines its zone as the half on your side, in How to play and in
        // its first lesson.
        let said = all
            .replace("the half on your side is your zone", "")
            .replace("the lower half is your zone, the upper half north's", "");
        for other in never {
            assert!(
                !said.contains(other),
                "{kind:?} says `{other}` for its {word}: {:?}",
                texts.iter().find(|t| t.to_lowercase().contains(other))
            );
        }
    }
}

/// How to play's Malice rule on the jump to the twin square, its source's line-break indent
/// taken out.
fn malice_jump_rule() -> String {
    GameKind::Malice
        .about()
        .rules
        .iter()
        .find(|(heading, _)| *heading == "The jump to the twin square")
        .map(|(_, body)| body.replace("         ", ""))
        .expect("a rule on the jump")
}

/// Malice's key fact for a newcomer (a move that ends on your own side hands the pyramid
/// over, unless its twin square is taken) is said plainly in How to play's rules and taught
/// by the second lesson, right after the jump itself, not only in a closing sentence.
#[test]
fn malice_says_early_that_a_move_on_your_own_side_hands_the_pyramid_over() {
    let rules = malice_jump_rule();
    assert!(
        rules.contains("a move that ends on your own side jumps to North's side and hands the pyramid over, unless its twin square is taken"),
        "{rules}"
    );
    let path = lesson::path(GameKind::Malice).expect("the lessons read");
    let second = &path.lessons[1];
    assert_eq!(second.id, "keep-it");
    assert!(second.check.keeps, "the lesson checks the pyramid is kept");
    assert!(
        second.teach.contains("a move that ends on your own side"),
        "{}",
        second.teach
    );
}

/// A newcomer could not tell which of the three squares of a colour across the canal is the
/// twin ("a twin of the same colour" was all the first lesson and How to play said). Both now
/// say how to find it (both boards turned round together by 180 degrees: same colour, same mark), and
/// that is the engine's twin for every square; the second lesson says a gift costs no points.
#[test]
fn malice_says_how_to_find_the_twin_and_what_a_gift_costs() {
    use malice::boards::pyramids::{dual, square_name};
    for square in 0..64u8 {
        let name = square_name(square).into_bytes();
        let turned = format!(
            "{}{}",
            char::from(b'a' + b'h' - name[0]),
            char::from(b'1' + b'8' - name[1])
        );
        assert_eq!(
            square_name(dual(square)),
            turned,
            "{}'s twin",
            square_name(square)
        );
    }
    let rules = malice_jump_rule();
    let path = lesson::path(GameKind::Malice).expect("the lessons read");
    for words in [rules.as_str(), path.lessons[0].teach.as_str()] {
        let words = words.replace('\n', " ");
        for part in [
            "same colour and mark",
            "turn both boards round together, as one board (180 degrees)",
            "c4's twin is f5",
        ] {
            assert!(words.contains(part), "`{part}` in: {words}");
        }
    }
    assert!(
        path.lessons[1].teach.contains("A gift costs no points"),
        "{}",
        path.lessons[1].teach
    );
}

/// "Land out of reach" teaches that the panel warns when North could take the pyramid back;
/// its wrong capture warned "North could then win at once", a rule (the emptied quarter) the
/// newcomer meets only in the next lesson. A second pyramid in North's quarter keeps the
/// game going, so the warning says what the answer takes.
#[test]
fn malice_s_land_out_of_reach_warns_of_a_capture_not_a_win() {
    use malice::boards::effect::foresee;
    use malice::boards::game::Game;
    use malice::boards::pyramids::Pyramids;
    let lesson = lesson_by_id(GameKind::Malice, "out-of-reach");
    let game = Pyramids::from_position_text(&lesson.position, Default::default()).unwrap();
    let wrong = game.parse_move("h3xg5").unwrap();
    let answer = foresee(&game, wrong)
        .answer
        .expect("North answers the wrong capture");
    assert_eq!(answer.text, "a6xb4");
    assert!(!answer.wins, "the answer does not end the game: {answer:?}");
    assert!(answer.words.contains("medium pyramid"), "{answer:?}");
}

/// The lessons named last (a harmless gift, the called clock) each ask for what they teach:
/// in "A harmless gift" one first move of fourteen leaves North nothing to take (the medium's
/// gift to d6), a step of the last pyramid in a quarter is missed because it ends the game
/// while behind, and a gift in reach of your pyramids is missed with the capture it allows;
/// in "Call the clock" the same move without the call is missed, and says how to call.
#[test]
fn malice_s_harmless_gift_and_called_clock_ask_for_what_they_teach() {
    use malice::boards::game::Game;
    use malice::boards::pyramids::Pyramids;
    let find = |id: &str| lesson_by_id(GameKind::Malice, id);
    let judged = |lesson: &Lesson, text: &str| {
        let mut session = lesson_match::<Pyramids>(lesson, 0);
        session.play_text(text).expect("legal");
        lesson::judge_match(lesson, &session)
    };
    let gift = find("harmless-gift");
    let session = lesson_match::<Pyramids>(gift, 0);
    let mut moves = Vec::new();
    session.game().legal_moves(&mut moves);
    let done: Vec<String> = moves
        .iter()
        .map(|&mv| session.game().move_text(mv))
        .filter(|text| judged(gift, text) == Verdict::Done)
        .collect();
    assert_eq!(done, ["g2-e3"], "of {} moves", moves.len());
    let Verdict::Missed(why) = judged(gift, "b3-b4") else {
        panic!("emptying the quarter while behind misses")
    };
    assert!(why.contains("ends the game"), "{why}");
    let Verdict::Missed(why) = judged(gift, "g2-f4") else {
        panic!("the gift on c5 misses")
    };
    assert!(why.contains("c5xb3"), "{why}");
    let clock = find("call-the-clock");
    let Verdict::Missed(why) = judged(clock, "c2-c3") else {
        panic!("a move without the call misses")
    };
    assert!(why.contains("Call the clock with this move"), "{why}");
    assert_eq!(judged(clock, "clock c2-c3"), Verdict::Done);
}

/// Malaka and Malawi name their sides by the colours the app draws them in (blue, red), in
/// the hints and the analysis (`seat_name`), How to play, the lessons and the diagrams; the
/// terminal's board, which draws letters (Malaka's O and X, Malawi's w and b), says which
/// letter is which colour, in the same words: a player never meets "O", "X", "white",
/// "black" or "brown" for a side.
#[test]
fn malaka_and_malawi_name_their_sides_as_they_are_drawn() {
    use malice::boards::analysis::seat_name;
    use malice::boards::diagram;
    use malice::boards::game::Game;
    use malice::boards::malaka::Malaka;
    use malice::boards::malawi::Malawi;
    use malice::ui::board::BoardUi;

    fn drawn<G: BoardUi>(game: &G) -> [String; 2] {
        [0, 1].map(|seat| {
            let name = seat_name(game, seat);
            assert_eq!(name.to_lowercase(), G::COLOUR_WORDS[usize::from(seat)]);
            name
        })
    }
    let malaka = Malaka::from_position_text("9/9/9/9/8X/9/9/9/O8 o 3 0 0", Default::default())
        .expect("the position reads");
    let [blue, red] = drawn(&malaka);
    let board = malaka.diagram();
    for says in [format!("{blue} (O) to play"), format!("{red} (X) ")] {
        assert!(board.contains(&says), "`{says}` in:\n{board}");
    }
    let malawi =
        Malawi::from_position_text("b2b2b2b2b2b2/6/6/6/6/w2w2w2w2w2w2 0 0", Default::default())
            .expect("the position reads");
    let [blue, red] = drawn(&malawi);
    let board = malawi.diagram();
    let key = format!("w: {blue}'s pawns, b: {red}'s");
    assert!(board.contains(&key), "`{key}` in:\n{board}");

    for kind in [GameKind::Malaka, GameKind::Malawi] {
        let about = kind.about();
        let mut texts: Vec<String> = about
            .rules
            .iter()
            .map(|(h, body)| format!("{h}: {body}"))
            .collect();
        texts.extend([about.clicks, about.tagline, about.summary].map(str::to_owned));
        for l in &lesson::path(kind).expect("the lessons read").lessons {
            texts.extend([&l.title, &l.teach, &l.goal, &l.hint, &l.done].map(|t| t.to_string()));
        }
        for d in diagram::diagrams(kind).expect("the diagrams read") {
            texts.extend([d.title.clone(), d.caption.clone()]);
        }
        let all = format!(
            " {} ",
            texts
                .join("\n")
                .to_lowercase()
                .replace(['.', ',', ':', ';', '(', ')'], " ")
        );
        assert!(
            all.contains("blue") && all.contains("red"),
            "{kind:?} names its colours"
        );
        for wrong in [" o ", " x ", "o's", "x's", "white", "black", "brown"] {
            assert!(
                !all.contains(wrong),
                "{kind:?} says `{}` for a side: {:?}",
                wrong.trim(),
                texts
                    .iter()
                    .find(|t| format!(" {} ", t.to_lowercase()).contains(wrong))
            );
        }
    }
}

/// Malaka's board draws each area's arrow for the side to move. A How-to-play diagram of a
/// turn played showed red's arrows beside blue's move (the stack went up the a file under
/// arrows pointing down), so every Malaka diagram is shown with blue, the learner, to move:
/// a piece picked and where the die takes it lit.
#[test]
fn malaka_s_diagrams_draw_the_arrows_of_the_side_they_show_moving() {
    use malice::boards::diagram;
    use malice::boards::game::Game;
    use malice::boards::malaka::Malaka;
    for d in diagram::diagrams(GameKind::Malaka).expect("the diagrams read") {
        let mut game = Malaka::from_position_text(&d.position, Default::default())
            .unwrap_or_else(|e| panic!("{}: {e}", d.title));
        if let Some(text) = &d.play {
            let mv = game.parse_move(text).expect("the move reads");
            game.play(mv).expect("the move is legal");
        }
        assert_eq!(
            game.status(),
            Status::ToMove(0),
            "`{}` is drawn with blue to move",
            d.title
        );
    }
}

/// "When the twin square is taken": the wrong capture stays across the canal, and the miss
/// says where, why and what it means ("That pyramid stayed: its twin square was taken" left a
/// newcomer to work out that the pyramid was North's now).
#[test]
fn malice_s_blocked_lesson_says_where_the_pyramid_stayed_and_whose_it_is() {
    use malice::boards::pyramids::Pyramids;
    let blocked = lesson_by_id(GameKind::Malice, "blocked");
    let mut session = lesson_match::<Pyramids>(blocked, 0);
    session.play_text("c4xd5").expect("legal");
    assert_eq!(
        lesson::judge_match(blocked, &session),
        Verdict::Missed(
            "That pyramid stayed on d5, since its twin e4 is taken: it stands on North's side, \
             so it is North's now."
                .into()
        )
    );
}
