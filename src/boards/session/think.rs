//! The computer's work for one position of a match, owned so it can run on another thread,
//! and the seeds derived for each entry.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::boards::ai::{Ai, JudgeLimits, Player, Tuning, level_plan};
use crate::boards::analysis::{hint, hint_reason};
use crate::boards::game::Game;

/// The computer's work for one position: a copy of the game, its derived seed and a stop
/// flag. It owns everything it needs, so it can run on another thread (an iced `Task`).
#[derive(Clone, Debug)]
pub struct Think<G: Game> {
    game: G,
    /// The keys of every position played so far.
    history: Vec<u64>,
    seed: u64,
    ply: usize,
    revision: u64,
    player: Player,
    stop: Arc<AtomicBool>,
}

/// The computer's answer to a [`Think`], to give to [`Session::play_reply`](super::Session::play_reply).
#[derive(Debug)]
pub struct Reply<G: Game> {
    /// The move chosen; `None` if there was none or the work was stopped.
    pub mv: Option<G::Move>,
    /// The entry number the reply is for.
    ply: usize,
    /// The session's revision the work started from.
    revision: u64,
}

// By hand: a derive would ask the game itself to be `Copy` and `PartialEq`.
impl<G: Game> Clone for Reply<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Reply<G> {}

impl<G: Game> PartialEq for Reply<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.mv, self.ply, self.revision) == (other.mv, other.ply, other.revision)
    }
}

impl<G: Game> Eq for Reply<G> {}

impl<G: Game> Reply<G> {
    /// The entry number the reply is for (the number of entries before it).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The session's revision the work started from.
    pub(super) fn revision(&self) -> u64 {
        self.revision
    }
}

impl<G: Tuning> Think<G> {
    /// The work for `game` (with the keys of the positions played so far), from a seed
    /// derived for this entry; `at` is the entry number and the session's revision.
    pub(super) fn new(
        game: G,
        history: Vec<u64>,
        seed: u64,
        at: (usize, u64),
        player: Player,
    ) -> Think<G> {
        Think {
            game,
            history,
            seed,
            ply: at.0,
            revision: at.1,
            player,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The flag that stops this work: set it (from any thread) to have [`Think::run`] return
    /// without a move.
    pub fn stopper(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Who is thinking.
    pub fn player(&self) -> Player {
        self.player
    }

    /// Works out the move: a pure function of the position, the positions before it, the
    /// seed, the entry number and the player (a timed player also of the clock). Stopped by
    /// the flag, it returns no move.
    pub fn run(self) -> Reply<G> {
        let (ply, revision) = (self.ply, self.revision);
        if self.stop.load(Ordering::Relaxed) {
            return Reply {
                mv: None,
                ply,
                revision,
            };
        }
        let mut ai = Ai::new(self.seed)
            .with_history(self.history)
            .with_stop(Arc::clone(&self.stop));
        let mv = ai.choose(&self.game, self.player);
        let mv = mv.filter(|_| !ai.cancelled() && !self.stop.load(Ordering::Relaxed));
        Reply { mv, ply, revision }
    }
}

impl<G: Tuning> Think<G> {
    /// Works out a hint: the move the search finds best for the seat to move (searched as
    /// the thinking level would, or as the analysis does where that looks deeper, within the
    /// thinking level's time), with a sentence of why, from what the
    /// search saw of it and of the next best move ([`crate::boards::analysis::hint_reason`]).
    /// Stopped by the flag, it returns no move.
    pub fn run_explained(self) -> (Reply<G>, Option<String>) {
        let (ply, revision) = (self.ply, self.revision);
        let none = Reply {
            mv: None,
            ply,
            revision,
        };
        if self.stop.load(Ordering::Relaxed) {
            return (none, None);
        }
        let limits = hint_limits::<G>(
            self.player,
            self.history.iter().copied(),
            Some(Arc::clone(&self.stop)),
            true,
        );
        let Some(judgement) = hint(&self.game, &limits) else {
            return (none, None);
        };
        if self.stop.load(Ordering::Relaxed) {
            return (none, None);
        }
        let why = hint_reason(&self.game, &judgement);
        let reply = Reply {
            mv: Some(judgement.best.mv),
            ply,
            revision,
        };
        (reply, Some(why))
    }
}

/// How a hint for `player`'s thinking level searches (the app's Hint asks at
/// [`super::HINT_PLAYER`]): within that level's time (when `timed`), searched at least as the
/// analysis after the game searches (`Tuning::ANALYSIS_LEVEL`), so that the analysis does not
/// mark a hinted move an error for want of depth, and Malaka's hint sees the other side's
/// reply to every roll, a pin on the home edge among them. `history` holds the keys of the
/// positions played so far. The command line's `game match --a-hints` searches by these too.
pub fn hint_limits<G: Tuning>(
    player: Player,
    history: impl IntoIterator<Item = u64>,
    stop: Option<Arc<AtomicBool>>,
    timed: bool,
) -> JudgeLimits {
    let level = match player {
        Player::Level(level) => level,
        _ => 4,
    };
    let search = level_plan::<G>(level.max(G::ANALYSIS_LEVEL)).search;
    JudgeLimits {
        depth: search.depth,
        nodes: search.nodes,
        history: history.into_iter().collect(),
        stop,
        time: timed.then(|| level_plan::<G>(level).time),
    }
}

/// The stream of seeds the dice come from.
pub(super) const DICE_STREAM: u64 = 1;
/// The stream of seeds the computer's choices come from.
pub(super) const THINK_STREAM: u64 = 2;

/// A seed for entry `ply` of a stream, from the match's seed (SplitMix64 mixing: nearby
/// inputs give unrelated seeds).
pub(super) fn derive(seed: u64, stream: u64, ply: usize) -> u64 {
    let mix = |mut z: u64| {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    mix(mix(seed ^ mix(stream)) ^ ply as u64)
}
