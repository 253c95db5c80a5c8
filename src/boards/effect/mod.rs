//! What a move does beyond its text, as facts a player can foresee before the click and read
//! in the move list after it: where a teleported pyramid lands, what a capture takes and is
//! worth, what a field promotion makes, which pawn a strike empties, what a turn pins or
//! kills. Each game lists its moves' effects ([`Game::effects`]); [`foresee`] adds what
//! every game shares (the move ends the game, the reply it allows), and [`note`] puts them in
//! a few words for the move list and the exported text ("lands on g5", "makes a queen").

pub mod kind;

pub use kind::Effect;

use super::game::{Decision, Game, Seat, Status};

/// An effect in a few words, squares named as `game` names them: "lands on g5",
/// "takes a large pyramid for 3 points".
pub fn words<G: Game>(effect: &Effect, game: &G) -> String {
    let name = |square: u8| game.square_name(square);
    match *effect {
        Effect::Takes { piece, points, .. } => format!(
            "takes a {piece} for {points} point{}",
            if points == 1 { "" } else { "s" }
        ),
        Effect::Lands { square, .. } => format!("lands on {}", name(square)),
        Effect::Stays { square, twin } => {
            format!("stays on {}: {} is taken", name(square), name(twin))
        }
        Effect::GoesOver { seat, .. } => match game.place(seat) {
            Some(place) => format!("now {place}'s"),
            None => "now the other side's".into(),
        },
        Effect::Makes { piece, .. } => format!("makes a {piece}"),
        Effect::Strikes { square, rings } => format!(
            "{} loses {rings} ring{}",
            name(square),
            if rings == 1 { "" } else { "s" }
        ),
        Effect::HandsOut { rings, .. } => format!(
            "hands {rings} ring{} out",
            if rings == 1 { "" } else { "s" }
        ),
        Effect::RingLost { .. } => "the sixth ring leaves the game".into(),
        Effect::FarRow { square } => format!("reaches the far row on {}", name(square)),
        Effect::Pins { square } => format!("pins {}", name(square)),
        Effect::Kills { square } => format!("kills {}", name(square)),
    }
}

/// What a move does, in a few words for the move list and the exported text ("lands on g5",
/// "takes a medium pyramid for 2 points; lands on f3"); `None` when it does nothing a player
/// would not read from its text.
pub fn note<G: Game>(game: &G, mv: G::Move) -> Option<String> {
    let words: Vec<String> = game.effects(mv).iter().map(|e| words(e, game)).collect();
    (!words.is_empty()).then(|| words.join("; "))
}

/// A move's text with what it does after it in brackets: `b3-b4 (lands on g5)`.
pub fn told<G: Game>(game: &G, mv: G::Move) -> String {
    let text = game.move_text(mv);
    match note(game, mv) {
        Some(words) => format!("{text} ({words})"),
        None => text,
    }
}

/// A move foreseen: what it does, whether it ends the game, and the best answer it leaves the
/// next player (what they could take or win at once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Foresight {
    /// The move's own effects.
    pub effects: Vec<Effect>,
    /// The move's effects in words (empty when it has none).
    pub words: String,
    /// How the game ends, if the move ends it.
    pub ends: Option<Decision>,
    /// The next player's most telling answer, if one takes, strikes, kills or wins at once.
    pub answer: Option<Answer>,
}

/// An answer a move allows, told as a warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Who answers.
    pub seat: Seat,
    /// The answer in the game's move text.
    pub text: String,
    /// What it takes, strikes or kills, in words.
    pub words: String,
    /// Whether it wins the game for them.
    pub wins: bool,
}

/// What a pawn on the far row costs the player who let it get there: more than any strike,
/// since it wins unless that player can strike it at once.
const FAR_ROW_COST: u32 = 100;

/// How much an answer's effects cost the player who moved before: points taken, rings
/// struck, pieces killed, a pawn on the far row.
fn cost(effects: &[Effect]) -> u32 {
    effects
        .iter()
        .map(|e| match *e {
            Effect::Takes { points, .. } => u32::from(points),
            Effect::Strikes { rings, .. } => u32::from(rings),
            Effect::Kills { .. } => 1,
            Effect::FarRow { .. } => FAR_ROW_COST,
            _ => 0,
        })
        .sum()
}

/// Foresees a legal move of the seat to move: what it does, whether it ends the game, and
/// what the next player could answer at once. Games with dice between the turns have no
/// answer to foresee (the roll comes first).
pub fn foresee<G: Game>(game: &G, mv: G::Move) -> Foresight {
    let effects = game.effects(mv);
    let words = effects
        .iter()
        .map(|e| words(e, game))
        .collect::<Vec<_>>()
        .join("; ");
    let mover = match game.status() {
        Status::ToMove(seat) => Some(seat),
        _ => None,
    };
    let mut after = game.clone();
    if after.play_legal(mv).is_err() {
        return Foresight {
            effects,
            words,
            ends: None,
            answer: None,
        };
    }
    let (ends, answer) = match after.status() {
        Status::Over(outcome) => (Some(outcome), None),
        Status::Chance => (None, None),
        Status::ToMove(seat) => (None, best_answer(&after, seat, mover)),
    };
    Foresight {
        effects,
        words,
        ends,
        answer,
    }
}

/// The answer of `seat` that costs `mover` most at once: a win first, then the most points,
/// rings or pieces taken. `None` when no answer takes anything.
fn best_answer<G: Game>(game: &G, seat: Seat, mover: Option<Seat>) -> Option<Answer> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut best: Option<(u32, Answer)> = None;
    for mv in moves {
        // A move listed again with a call of the clock says nothing more.
        if game.move_text(mv).starts_with("clock ") {
            continue;
        }
        let effects = game.effects(mv);
        let mut next = game.clone();
        let wins = next.play_legal(mv).is_ok()
            && matches!(next.status(), Status::Over(Decision::Win(seats))
                if seats.contains(seat) && !mover.is_some_and(|m| seats.contains(m)));
        let weight = if wins { u32::MAX } else { cost(&effects) };
        if weight == 0 || best.as_ref().is_some_and(|(w, _)| *w >= weight) {
            continue;
        }
        let words = effects
            .iter()
            .filter(|e| cost(std::slice::from_ref(e)) > 0)
            .map(|e| words(e, game))
            .collect::<Vec<_>>()
            .join("; ");
        best = Some((
            weight,
            Answer {
                seat,
                text: game.move_text(mv),
                words,
                wins,
            },
        ));
    }
    best.map(|(_, answer)| answer)
}
