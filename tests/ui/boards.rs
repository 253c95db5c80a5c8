//! The four boards on their own (iced_test, tiny-skia): each drawn at its start (snapshot
//! hashes), clicks on squares turned into moves, refused clicks explained and changing nothing,
//! and Malaka's turn built part by part.

use iced::{Point, Settings, Size, Theme};
use iced_test::Simulator;
use iced_test::simulator::click;

use malice::boards::game::{Game, Status};
use malice::boards::malaka::{self, Malaka};
use malice::boards::malawi::{self, Malawi};
use malice::boards::martian_chess::{self, MartianChess};
use malice::boards::pyramids::{self, Pyramids};
use malice::ui::board::{BoardCanvas, BoardUi, Click, Geo, Mark, Marks, Picker, Step, StepKind};

const SIZE: Size = Size::new(560.0, 560.0);

/// The square a click at the centre of `square`'s cell sends, read back from the canvas.
fn click_square<G: BoardUi>(game: &G, square: u8, flipped: bool) -> Option<u8> {
    let marks = Marks {
        flipped,
        ..Marks::default()
    };
    let (c, r) = game.cell(square);
    let at: Point = Geo::new(SIZE, game.grid(), flipped).center(c, r);
    let mut ui = Simulator::with_size(
        Settings::default(),
        SIZE,
        BoardCanvas::new(game, &[], marks, |sq| sq).view(),
    );
    ui.point_at(at);
    let _ = ui.simulate(click());
    ui.into_messages().next()
}

/// Whether the board's drawing matches its saved hash.
fn looks_as_before<G: BoardUi>(game: &G, picks: &[u8], name: &str) -> bool {
    let marks = Marks {
        lit: Picker::default().lit(game),
        ..Marks::default()
    };
    let mut ui = Simulator::with_size(
        Settings::default(),
        SIZE,
        BoardCanvas::new(game, picks, marks, |sq| sq).view(),
    );
    let snap = ui.snapshot(&Theme::Light).unwrap();
    snap.matches_hash(format!("tests/snapshots/{name}"))
        .unwrap()
}

/// Clicks these squares in turn, through the canvas, and returns what the last click did.
fn clicks<G: BoardUi>(game: &G, picker: &mut Picker, squares: &[u8]) -> Click<G::Move> {
    let mut last = Click::Nothing;
    for &sq in squares {
        let sent = click_square(game, sq, false).expect("a click on a square sends it");
        assert_eq!(sent, sq);
        last = picker.click(game, sent);
    }
    last
}

#[test]
fn every_square_of_every_board_is_clicked_where_it_is_drawn_even_flipped() {
    fn all<G: BoardUi>(game: &G) {
        let grid = game.grid();
        for flipped in [false, true] {
            for c in 0..grid.cols {
                for r in 0..grid.rows {
                    let Some(sq) = game.square(c, r) else {
                        continue;
                    };
                    assert_eq!(game.cell(sq), (c, r));
                    if (c + r) % 3 == 0 {
                        assert_eq!(click_square(game, sq, flipped), Some(sq), "{c},{r}");
                    }
                }
            }
        }
    }
    all(&Pyramids::new(Default::default()).unwrap());
    all(&MartianChess::new(Default::default()).unwrap());
    all(&Malawi::new(Default::default()).unwrap());
    all(&Malaka::new(Default::default()).unwrap());
}

#[test]
fn snapshots_of_the_four_boards_at_their_start() {
    assert!(
        looks_as_before(
            &Pyramids::new(Default::default()).unwrap(),
            &[],
            "board-malice"
        ),
        "Malice's board changed; delete its snapshot file if the change is wanted"
    );
    assert!(
        looks_as_before(
            &MartianChess::new(Default::default()).unwrap(),
            &[],
            "board-martian-chess"
        ),
        "Martian Chess's board changed"
    );
    let four = martian_chess::Options {
        players: 4,
        ..Default::default()
    };
    assert!(
        looks_as_before(
            &MartianChess::new(four).unwrap(),
            &[],
            "board-martian-chess-4"
        ),
        "the four-player board changed"
    );
    let mut malaka = Malaka::new(Default::default()).unwrap();
    malaka.resolve_chance((3, 0)).unwrap();
    assert!(
        looks_as_before(&malaka, &[], "board-malaka"),
        "Malaka's board changed"
    );
    assert!(
        looks_as_before(
            &Malawi::new(Default::default()).unwrap(),
            &[],
            "board-malawi"
        ),
        "Malawi's board changed"
    );
}

#[test]
fn martian_chess_moves_by_two_clicks_and_lights_captures_as_rings() {
    let game = MartianChess::new(Default::default()).unwrap();
    let sq = |name: &str| {
        let mv = game.parse_move(&format!("{name}-{name}")).ok();
        mv.map(|m| m.from)
            .or_else(|| (0..32).find(|&s| game.square_name(s) == name))
            .unwrap()
    };
    let mut picker = Picker::default();
    // c3 holds a pawn of South's; it steps diagonally.
    assert_eq!(clicks(&game, &mut picker, &[sq("c3")]), Click::Picked);
    let lit = picker.lit(&game);
    assert!(
        lit.iter().any(|&(s, m)| s == sq("d4") && m == Mark::Move),
        "{lit:?}"
    );
    assert!(lit.iter().all(|&(_, m)| m != Mark::Piece));
    let Click::Play(mv) = clicks(&game, &mut picker, &[sq("d4")]) else {
        panic!("the second click plays the move");
    };
    assert_eq!(game.move_text(mv), "c3-d4");
    assert!(picker.picks().is_empty());
}

#[test]
fn a_refused_click_says_why_and_changes_nothing() {
    let game = Pyramids::new(Default::default()).unwrap();
    let before = game.clone();
    let mut picker = Picker::default();
    // A North pyramid on e8, while South is to move.
    let e8 = (0..64).find(|&s| pyramids::square_name(s) == "e8").unwrap();
    let Click::Refused(why) = clicks(&game, &mut picker, &[e8]) else {
        panic!("North's pyramid cannot be picked by South");
    };
    assert!(why.contains("other side of the canal"), "{why}");
    assert!(picker.picks().is_empty());
    // A small pyramid on b3 steps one square; b3 to b5 is refused with the engine's reason.
    let name = |n: &str| (0..64).find(|&s| pyramids::square_name(s) == n).unwrap();
    assert_eq!(clicks(&game, &mut picker, &[name("b3")]), Click::Picked);
    let Click::Refused(why) = clicks(&game, &mut picker, &[name("b5")]) else {
        panic!("b3-b5 is not a small pyramid's move");
    };
    assert!(
        why.starts_with(char::is_uppercase) && why.ends_with('.'),
        "{why}"
    );
    assert!(why.contains("cannot reach b5"), "{why}");
    assert_eq!(picker.picks(), &[name("b3")], "the pick stays");
    assert_eq!(game, before);
    // Clicking the picked pyramid again puts it down.
    assert_eq!(clicks(&game, &mut picker, &[name("b3")]), Click::Picked);
    assert!(picker.picks().is_empty());
}

#[test]
fn malice_marks_the_dual_square_and_slides_to_where_the_pyramid_lands() {
    let game = Pyramids::new(Default::default()).unwrap();
    let name = |n: &str| (0..64).find(|&s| pyramids::square_name(s) == n).unwrap();
    assert_eq!(game.echoes(&[name("b3")]), vec![pyramids::dual(name("b3"))]);
    let mv = game.parse_move("b3-b4").unwrap();
    let slides = game.slides(mv);
    assert_eq!(slides.len(), 1);
    // b4's dual, g5, is empty: the pyramid teleports there.
    assert_eq!(slides[0].lands, name("g5"));
    // The move is marked as it was: b3 to b4, then the teleport on to g5, dashed.
    let trail = game.trail(mv);
    assert_eq!(trail.squares, vec![name("b3"), name("b4"), name("g5")]);
    assert_eq!(
        trail.steps.last(),
        Some(&Step::new(name("b4"), name("g5"), StepKind::Teleport))
    );
}

#[test]
fn malawi_hands_rings_out_by_clicking_each_receiver() {
    let game = Malawi::new(Default::default()).unwrap();
    let name = |n: &str| (0..36).find(|&s| malawi::square_name(s) == n).unwrap();
    let mut picker = Picker::default();
    assert_eq!(clicks(&game, &mut picker, &[name("c1")]), Click::Picked);
    let lit = picker.lit(&game);
    // Two rings: two squares up, or handed to two other pawns.
    assert!(lit.iter().any(|&(s, _)| s == name("c3")), "{lit:?}");
    assert!(lit.iter().any(|&(s, _)| s == name("a1")), "{lit:?}");
    assert_eq!(clicks(&game, &mut picker, &[name("f1")]), Click::Picked);
    let Click::Play(mv) = clicks(&game, &mut picker, &[name("a1")]) else {
        panic!("the second receiver completes the move");
    };
    let mut after = game.clone();
    after.play(mv).unwrap();
    assert_eq!(after.pawn_at(name("a1")).map(|p| p.rings), Some(3));
    assert_eq!(after.pawn_at(name("f1")).map(|p| p.rings), Some(3));
    assert_eq!(after.pawn_at(name("c1")).map(|p| p.rings), Some(0));
}

/// What a picked pawn may do, in words that count its rings: one ring moves "exactly 1
/// square" and is handed out as "it" (it said "1 squares" and "hands them out").
#[test]
fn malawi_says_what_a_pawn_of_one_ring_may_do_in_the_singular() {
    let game =
        Malawi::from_position_text("b2b2b2b2b2b2/6/6/6/6/w1w2w2w2w2w2 0 0", Default::default())
            .unwrap();
    let name = |n: &str| (0..36).find(|&s| malawi::square_name(s) == n).unwrap();
    let one = game.progress(&[name("a1")]).expect("words for a pick");
    assert_eq!(
        one,
        "a1 has 1 ring: it moves or strikes exactly 1 square in a line, or hands it out to 1 \
         other pawn of yours."
    );
    let two = game.progress(&[name("b1")]).expect("words for a pick");
    assert!(
        two.contains("exactly 2 squares in a line, or hands them out to 2 other pawns"),
        "{two}"
    );
}

#[test]
fn malaka_builds_a_turn_part_by_part_and_waits_for_confirm() {
    let mut game = Malaka::new(Default::default()).unwrap();
    game.resolve_chance((3, 0)).unwrap();
    let shape = game.board().shape;
    let at = |n: &str| shape.parse_cell(n).unwrap();
    let mut picker = Picker::default();
    // O opens with one die of 3: the stack on a1 steps three points forward (up).
    assert_eq!(clicks(&game, &mut picker, &[at("a1")]), Click::Picked);
    assert_eq!(picker.lit(&game), vec![(at("a4"), Mark::Move)]);
    let Click::Ready(turn) = clicks(&game, &mut picker, &[at("a4")]) else {
        panic!("one die: the turn is whole after one part");
    };
    // The board shows the turn partway: one piece moved, one left.
    let looks = game.looks(picker.picks());
    assert!(looks.iter().any(|(c, l)| *c == at("a4") && l.count == 1));
    assert!(looks.iter().any(|(c, l)| *c == at("a1") && l.count == 1));
    assert_eq!(picker.ready(&game), Some(turn));
    game.play(turn).unwrap();
    assert!(matches!(game.status(), Status::Chance));
}

#[test]
fn malaka_refuses_a_part_that_wastes_pips_and_says_why() {
    // O's lone piece on a1 with dice 4 and 1, X's block on a6: a1-a5 uses the 4 (then the 1
    // is stuck under the block); a1-a2 first would leave the 4 unusable.
    let game = Malaka::from_position_text(
        "9/9/9/(2X)8/9/9/9/9/O8 o 41 5 0",
        malaka::Options::default(),
    )
    .unwrap();
    let before = game.clone();
    let shape = game.board().shape;
    let at = |n: &str| shape.parse_cell(n).unwrap();
    let mut picker = Picker::default();
    assert_eq!(picker.click(&game, at("a1")), Click::Picked);
    assert_eq!(picker.lit(&game), vec![(at("a5"), Mark::Move)]);
    let Click::Refused(why) = picker.click(&game, at("a2")) else {
        panic!("a1-a2 wastes the 4");
    };
    assert!(why.contains("as many pips as the dice allow (4)"), "{why}");
    assert_eq!(picker.picks(), &[at("a1")]);
    let Click::Refused(why) = picker.click(&game, at("a6")) else {
        panic!("no die reaches a6 from a1");
    };
    assert!(why.contains("cannot reach a6"), "{why}");
    // An X stack is not O's to move.
    picker.clear();
    let Click::Refused(why) = picker.click(&game, at("a6")) else {
        panic!("X's block is not O's");
    };
    assert!(why.contains("not yours"), "{why}");
    let Click::Ready(turn) = ({
        picker.click(&game, at("a1"));
        picker.click(&game, at("a5"))
    }) else {
        panic!("the 4 is all this turn can use");
    };
    assert_eq!(game.move_text(turn), "a1-a5");
    assert_eq!(game, before, "building a turn changes nothing");
}

/// How to play draws each rule of each game on a small board of its own, by the board's own
/// code: the moves of each piece, captures, the jump to the twin square, field promotion,
/// stacks, pins and kills, hand-outs and strikes, every way a game ends, and how a turn is
/// clicked where it takes more than one click. Each diagram's position, picks and move hold
/// (one that does not is left out of the page, and fails here).
#[test]
fn how_to_play_has_a_diagram_for_each_rule() {
    use malice::boards::diagram;
    use malice::boards::registry::GameKind;
    use malice::ui::screen::game::{Message, help};

    let rules: [(GameKind, &[&str]); 4] = [
        (
            GameKind::Malice,
            &[
                "A small pyramid steps",
                "A medium pyramid leaps",
                "A large pyramid slides",
                "Taking across the canal",
                "It lands on the twin",
                "A taken twin: it stays",
                "An empty quarter ends it",
                "Your own quarter too",
            ],
        ),
        (
            GameKind::MartianChess,
            &[
                "A pawn steps diagonally",
                "A drone goes straight",
                "A queen goes any distance",
                "A capture changes sides",
                "Field promotion",
                "An empty zone ends it",
            ],
        ),
        (
            GameKind::Malaka,
            &[
                "A die moves a piece forward",
                "Every die is played",
                "Stacking",
                "A pin",
                "A kill across a wall",
                "A pin on the home edge",
                "The chain",
                "A turn half built",
            ],
        ),
        (
            GameKind::Malawi,
            &[
                "Move: as far as its rings",
                "Strike",
                "Hand out",
                "The far row",
                "The last rings",
                "Handing out by clicks",
            ],
        ),
    ];
    crate::ui_common::fonts();
    for (kind, titles) in rules {
        let list = diagram::diagrams(kind).expect("the diagrams read");
        let mut ui = Simulator::with_size(
            Settings::default(),
            Size::new(1280.0, 4000.0),
            help::view::<Message>(kind, 680.0),
        );
        // Every diagram of the game is drawn, under a heading the page has.
        let headings: Vec<&str> = kind.about().rules.iter().map(|(h, _)| *h).collect();
        for (n, d) in list.iter().enumerate() {
            assert!(
                ui.find(iced_test::selector::id(help::diagram_id(kind, n)))
                    .is_ok(),
                "{kind:?}: `{}` is drawn",
                d.title
            );
            assert!(
                headings.contains(&d.rule.as_str()) || d.rule == help::CLICKS,
                "{kind:?}: `{}` goes under a heading on the page",
                d.rule
            );
        }
        // And each rule listed has its diagram, its title on the page beside it.
        for title in titles {
            assert!(
                list.iter().any(|d| d.title == *title),
                "{kind:?}: a diagram of `{title}`"
            );
            assert!(ui.find(*title).is_ok(), "{kind:?}: `{title}` on the page");
        }
    }
}

/// How to play's diagrams are boxes of their board's shape, so that the board fills its box:
/// in the match panel (a page 380 px wide, as at 1280×800) a square of Malice's two boards is
/// over 40 px (it was under 30, the box a fixed 5:4 leaving the board strips of room), and
/// Martian Chess's tall board is not cut to a sliver by a low box.
#[test]
fn how_to_play_diagrams_fill_their_box_and_the_pyramids_squares_are_readable() {
    use malice::boards::diagram;
    use malice::boards::registry::GameKind;
    use malice::ui::screen::game::{Message, help};

    crate::ui_common::fonts();
    let room = 380.0;
    let grids = [
        (
            GameKind::Malice,
            Pyramids::new(Default::default()).unwrap().grid(),
            40.0,
        ),
        (
            GameKind::MartianChess,
            MartianChess::new(Default::default()).unwrap().grid(),
            40.0,
        ),
    ];
    for (kind, grid, least) in grids {
        let list = diagram::diagrams(kind).expect("the diagrams read");
        let mut ui = Simulator::with_size(
            Settings::default(),
            Size::new(room, 8000.0),
            help::view::<Message>(kind, room),
        );
        for (n, d) in list.iter().enumerate() {
            let bounds = ui
                .find(iced_test::selector::id(help::diagram_id(kind, n)))
                .unwrap_or_else(|_| panic!("{kind:?}: `{}` is drawn", d.title))
                .bounds();
            let geo = Geo::new(bounds.size(), grid, false);
            let cell = geo.cell();
            assert!(
                cell >= least,
                "{kind:?}: `{}`'s squares are {cell} px in a {room} px page",
                d.title
            );
            // The board fills its box: little room left across or up.
            let board = geo.rect(grid.cols - 1, grid.rows - 1);
            let left_over = bounds.width - (board.x + board.width - geo.rect(0, 0).x);
            assert!(
                left_over <= cell * 1.2,
                "{kind:?}: `{}` leaves {left_over} px of its {} px box empty across",
                d.title,
                bounds.width
            );
        }
    }
}

/// How to play calls the seats by the colours the board draws them in (Malice's pyramids are
/// dark and light, never blue), and names no seat colour the game does not use.
#[test]
fn how_to_play_names_the_seats_by_their_colours_on_the_board() {
    use malice::boards::registry::GameKind;
    use malice::ui::board::SeatInk;

    for kind in GameKind::ALL {
        let ink = SeatInk::of(kind);
        let words: Vec<&str> = (0..4).map(|seat| ink.word(seat)).collect();
        let rules: String = kind
            .about()
            .rules
            .iter()
            .map(|(h, body)| format!("{h} {body} "))
            .collect();
        for colour in ["blue", "red", "green", "purple", "dark", "light"] {
            let named =
                rules.contains(&format!("{colour}:")) || rules.contains(&format!("{colour} "));
            if named && ["blue", "red", "green", "purple"].contains(&colour) {
                assert!(
                    words.contains(&colour),
                    "{kind:?}: How to play says `{colour}`; the board's seats are {words:?}"
                );
            }
        }
        // Said of South and North, not of "you": with sides swapped, you play North.
        assert!(
            rules.contains(&format!(
                "South's quarters are drawn {}, those in North's {}",
                words[0], words[1]
            )) || kind != GameKind::Malice,
            "Malice: How to play says which quarters are whose by their colour"
        );
    }
}
