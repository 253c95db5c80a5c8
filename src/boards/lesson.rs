//! Learning a game by playing it: each game's path of short lessons, as data in
//! `data/lessons/<game>.toml`, which the game's [`About`](super::about::About) holds
//! (positions and moves in the game's own notation), and the
//! engine's verdict on what the learner played ([`judge`]). A lesson is a set position, a goal
//! in words and the checks that say it is met (a win, points taken, rings struck, a pin, a
//! kill, a promotion, a teleport, a piece kept on the learner's side, a pawn on the far row, a
//! move that leaves nothing to take, a called clock, or one of the moves it names), with a hint and the words said when it is done.

use std::sync::LazyLock;

use serde::Deserialize;
use thiserror::Error;

use super::ai::{Player, Tuning};
use super::effect::{self, Effect};
use super::game::{Decision, Game, Seat, Status};
use super::registry::{GameKind, Registered};
use super::session::{Entry, Recipe, Session, SessionError, Sitter, YOU};

/// A game's lessons, in the order they are taken.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Path {
    /// The lessons.
    #[serde(rename = "lesson")]
    pub lessons: Vec<Lesson>,
}

/// One lesson.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// A short stable name, kept in the profile once the lesson is done.
    pub id: String,
    /// Its title ("The jump to the twin square").
    pub title: String,
    /// What it teaches, in a few sentences shown before the goal.
    pub teach: String,
    /// The goal, in words.
    pub goal: String,
    /// A hint, shown when asked for.
    pub hint: String,
    /// What is said when the goal is met.
    pub done: String,
    /// The position, in the game's position text; the side to move is the learner.
    pub position: String,
    /// The game's rule options, as the game names them (the defaults when left out).
    #[serde(default)]
    pub options: toml::Table,
    /// How many moves the learner makes (the computer answers between them).
    #[serde(default = "one")]
    pub moves: u8,
    /// The learner's moves that meet the goal, in the game's move text (the tests play them).
    pub solution: Vec<String>,
    /// What must hold once the learner has played.
    #[serde(default)]
    pub check: Check,
}

fn one() -> u8 {
    1
}

/// What must hold once the learner has made the lesson's moves; every check given must.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Check {
    /// The learner has won the game.
    #[serde(default)]
    pub win: bool,
    /// Points taken by the learner's captures, at least.
    #[serde(default)]
    pub points: u32,
    /// Rings struck from enemy pawns, at least.
    #[serde(default)]
    pub rings: u32,
    /// Enemy pieces pinned, at least.
    #[serde(default)]
    pub pins: u32,
    /// Enemy pieces killed, at least.
    #[serde(default)]
    pub kills: u32,
    /// A field promotion made this piece ("queen", "drone").
    #[serde(default)]
    pub makes: Option<String>,
    /// The last move teleported the pyramid on to its twin square.
    #[serde(default)]
    pub lands: bool,
    /// The last move's teleport was blocked: the pyramid stayed.
    #[serde(default)]
    pub stays: bool,
    /// The last move's piece is still the learner's: it ended on the learner's side (it was
    /// not handed over to another seat).
    #[serde(default)]
    pub keeps: bool,
    /// A pawn reached the far row.
    #[serde(default)]
    pub far_row: bool,
    /// After the last move the next player can take, strike, kill or win nothing at once.
    #[serde(default)]
    pub safe: bool,
    /// The learner's last move called the clock (games with the clock option).
    #[serde(default)]
    pub calls: bool,
    /// The first move is one of these (or leads to the same position).
    #[serde(default)]
    pub play: Vec<String>,
}

/// Why a game's lessons could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("the lessons of {game} cannot be read: {reason}")]
pub struct LessonError {
    /// The game.
    pub game: &'static str,
    /// Why.
    pub reason: String,
}

static PATHS: LazyLock<Vec<Result<Path, LessonError>>> = LazyLock::new(|| {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            toml::from_str::<Path>(kind.about().lessons).map_err(|e| LessonError {
                game: kind.name(),
                reason: e.message().to_owned(),
            })
        })
        .collect()
});

/// A game's lessons, read once from the data built into the program.
pub fn path(kind: GameKind) -> Result<&'static Path, LessonError> {
    let i = GameKind::ALL
        .iter()
        .position(|&k| k == kind)
        .unwrap_or_default();
    match PATHS.get(i) {
        Some(Ok(path)) => Ok(path),
        Some(Err(error)) => Err(error.clone()),
        None => Err(LessonError {
            game: kind.name(),
            reason: "no lessons".into(),
        }),
    }
}

/// A lesson as a match of game `G`: you in the seat to move in its position, the computer
/// (level 1) in the others, answering between your moves; `seed` for its choices.
pub fn session<G: Registered>(lesson: &Lesson, seed: u64) -> Result<Session<G>, SessionError> {
    let mut recipe = Recipe::new(
        G::KIND,
        lesson.options.clone(),
        Vec::new(),
        seed,
        Some(lesson.position.clone()),
    );
    let start = G::from_position_text(&lesson.position, recipe.options::<G>()?)?;
    let Status::ToMove(learner) = start.status() else {
        return Err(SessionError::Over);
    };
    recipe.sitters = (0..start.seats())
        .map(|seat| {
            if seat == usize::from(learner) {
                Sitter::Person(YOU.into())
            } else {
                Sitter::Computer(Player::Level(1))
            }
        })
        .collect();
    Session::new(recipe)
}

/// Where a lesson stands after the moves played so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The learner has moves still to make.
    Going,
    /// The goal is met.
    Done,
    /// The goal was missed, for this reason (a sentence, to show with a retry).
    Missed(String),
}

/// One move played in a lesson: the position before it, who played it, and the move.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The position before the move.
    pub before: G,
    /// Who played it.
    pub seat: Seat,
    /// The move.
    pub mv: G::Move,
}

/// The engine's verdict on a lesson: `start` is its position (the learner is the seat to
/// move there), `played` every move since, `now` the position after them.
pub fn judge<G: Game>(lesson: &Lesson, start: &G, played: &[Played<G>], now: &G) -> Verdict {
    let Status::ToMove(learner) = start.status() else {
        return Verdict::Missed("The lesson's position has nobody to move.".into());
    };
    let mine: Vec<&Played<G>> = played.iter().filter(|p| p.seat == learner).collect();
    let over = matches!(now.status(), Status::Over(_));
    if mine.len() < usize::from(lesson.moves) && !over {
        return Verdict::Going;
    }
    let effects: Vec<Effect> = mine.iter().flat_map(|p| p.before.effects(p.mv)).collect();
    let check = &lesson.check;
    let won = matches!(now.status(), Status::Over(Decision::Win(seats)) if seats.contains(learner));
    if over && !won && check.win {
        return Verdict::Missed("The game is over, and you did not win it.".into());
    }
    if check.win && !won {
        return Verdict::Missed("The game goes on: that move does not win it.".into());
    }
    // A lesson that is not about the end still fails when the game ends unwon (a quarter
    // emptied while behind).
    if over && !won {
        return Verdict::Missed(
            "That ends the game, and you do not win it: count the pyramids left in each quarter."
                .into(),
        );
    }
    let sum = |f: fn(&Effect) -> u32| effects.iter().map(f).sum::<u32>();
    let points = sum(|e| match e {
        Effect::Takes { points, .. } => u32::from(*points),
        _ => 0,
    });
    if points < check.points {
        return Verdict::Missed(if points == 0 {
            "That takes nothing: look for a piece you can capture.".into()
        } else {
            format!(
                "That takes {points} point{}; the goal is {}.",
                plural(points),
                check.points
            )
        });
    }
    let rings = sum(|e| match e {
        Effect::Strikes { rings, .. } => u32::from(*rings),
        _ => 0,
    });
    if rings < check.rings {
        return Verdict::Missed("That strikes no rings: find an enemy pawn in reach.".into());
    }
    let count = |want: fn(&Effect) -> bool| effects.iter().filter(|e| want(e)).count() as u32;
    if count(|e| matches!(e, Effect::Pins { .. })) < check.pins {
        return Verdict::Missed("That pins nothing: land on a lone enemy piece.".into());
    }
    if count(|e| matches!(e, Effect::Kills { .. })) < check.kills {
        return Verdict::Missed("That kills nothing: jump a wall onto a lone enemy piece.".into());
    }
    if let Some(piece) = &check.makes
        && !effects
            .iter()
            .any(|e| matches!(e, Effect::Makes { piece: made, .. } if made == piece))
    {
        return Verdict::Missed(format!("That makes no {piece}."));
    }
    if check.far_row && count(|e| matches!(e, Effect::FarRow { .. })) == 0 {
        return Verdict::Missed("No pawn reached the far row.".into());
    }
    let Some(last) = mine.last() else {
        return Verdict::Going;
    };
    let last_effects = last.before.effects(last.mv);
    if check.lands
        && !last_effects
            .iter()
            .any(|e| matches!(e, Effect::Lands { .. }))
    {
        return Verdict::Missed(stayed(&last.before, &last_effects, learner));
    }
    if check.stays
        && !last_effects
            .iter()
            .any(|e| matches!(e, Effect::Stays { .. }))
    {
        return Verdict::Missed("That pyramid jumped on to its twin square.".into());
    }
    if check.keeps
        && let Some(to) = last_effects.iter().find_map(|e| match *e {
            Effect::GoesOver { seat, .. } if !last.before.side(learner).contains(seat) => {
                Some(seat)
            }
            _ => None,
        })
    {
        let who = last.before.place(to).unwrap_or("the other side");
        return Verdict::Missed(format!(
            "That move put the piece on {who}'s side of the canal: it is {who}'s now."
        ));
    }
    if check.calls && !calls_the_clock(&last.before, last.mv) {
        return Verdict::Missed(
            "That move did not call the clock: switch on Call the clock with this move before \
             you play."
                .into(),
        );
    }
    if check.safe
        && let Some(answer) = effect::foresee(&last.before, last.mv).answer
    {
        let who = last.before.place(answer.seat).unwrap_or("your opponent");
        return Verdict::Missed(if answer.wins {
            format!("{who} could then win at once with {}.", answer.text)
        } else {
            format!(
                "Not safe: {who} could answer {} ({}).",
                answer.text, answer.words
            )
        });
    }
    if !check.play.is_empty()
        && let Some(first) = mine.first()
        && !plays_one_of(&first.before, first.mv, &check.play)
    {
        return Verdict::Missed("That is not the move this lesson asks for.".into());
    }
    Verdict::Done
}

/// The engine's verdict on a lesson played as a match from its position: every move of
/// the match, each in the position before it, judged by [`judge`].
pub fn judge_match<G: Tuning>(lesson: &Lesson, session: &Session<G>) -> Verdict {
    let mut game = session.start().clone();
    let mut played = Vec::new();
    for entry in session.entries() {
        let step = match entry {
            Entry::Move { seat, mv } => {
                played.push(Played {
                    before: game.clone(),
                    seat,
                    mv,
                });
                game.play_legal(mv).map(drop)
            }
            Entry::Dice(chance) => game.resolve_chance(chance).map(drop),
        };
        // Every entry was checked when it was played: this cannot fail.
        if step.is_err() {
            break;
        }
    }
    judge(lesson, session.start(), &played, session.game())
}

/// Why a move that should have jumped to its twin square missed: where it stayed, the twin
/// that was taken, and whose the pyramid is now when it stayed across the canal.
fn stayed<G: Game>(before: &G, effects: &[Effect], learner: Seat) -> String {
    let Some((square, twin)) = effects.iter().find_map(|e| match *e {
        Effect::Stays { square, twin } => Some((square, twin)),
        _ => None,
    }) else {
        return "That pyramid did not jump to its twin square.".into();
    };
    let owner = effects.iter().find_map(|e| match *e {
        Effect::GoesOver { seat, .. } if !before.side(learner).contains(seat) => before.place(seat),
        _ => None,
    });
    let (at, taken) = (before.square_name(square), before.square_name(twin));
    match owner {
        Some(who) => format!(
            "That pyramid stayed on {at}, since its twin {taken} is taken: it stands on \
             {who}'s side, so it is {who}'s now."
        ),
        None => format!("That pyramid stayed on {at}, since its twin {taken} is taken."),
    }
}

/// Whether `mv`, played from `before`, calls the clock (it was not called before, and is after).
fn calls_the_clock<G: Game>(before: &G, mv: G::Move) -> bool {
    let mut after = before.clone();
    before.clock_left().is_none() && after.play(mv).is_ok() && after.clock_left().is_some()
}

/// Whether `mv`, played from `before`, leads where one of the moves `texts` leads.
fn plays_one_of<G: Game>(before: &G, mv: G::Move, texts: &[String]) -> bool {
    // Checked play: a listed move may not be legal here.
    let after = |mv: G::Move| {
        let mut game = before.clone();
        game.play(mv).ok().map(|_| game.key())
    };
    let Some(reached) = after(mv) else {
        return false;
    };
    texts.iter().any(|text| {
        before
            .parse_move(text)
            .ok()
            .and_then(after)
            .is_some_and(|key| key == reached)
    })
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}
