//! An analysis of a match of any game, from the match as text (its game, options, start and
//! entries): for the command line and the app, which hold matches without their game's type.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::boards::game::{ChanceText, Status};
use crate::boards::registry::{GameKind, Registered, Visit, Visitor};

use super::review::{Analyser, Analysis, Step, analysis_limits};

/// An analysis under way, whatever the game: one move judged at each [`Analysing::step`].
pub trait Analysing: Send {
    /// Judges the next move; `false` once every move is judged.
    fn step(&mut self) -> bool;
    /// Moves judged so far, and moves in all.
    fn progress(&self) -> (usize, usize);
    /// The analysis as far as it has gone.
    fn analysis(&self) -> &Analysis;
    /// The analysis as far as it has gone, the work given up or done.
    fn finish(self: Box<Self>) -> Analysis;
}

impl<G: Registered> Analysing for Analyser<G> {
    fn step(&mut self) -> bool {
        Analyser::step(self)
    }

    fn progress(&self) -> (usize, usize) {
        Analyser::progress(self)
    }

    fn analysis(&self) -> &Analysis {
        Analyser::analysis(self)
    }

    fn finish(self: Box<Self>) -> Analysis {
        Analyser::finish(*self)
    }
}

/// A match as text, to analyse.
pub struct MatchText<'a> {
    /// The game.
    pub kind: GameKind,
    /// Its rule options, as the game names them (missing ones take their default).
    pub options: &'a toml::Table,
    /// Its start position text, when it did not start at the game's own start.
    pub start: Option<&'a str>,
    /// Its entries: moves in the game's move text, rolls as the match writes them.
    pub entries: &'a [&'a str],
}

/// The analysis of a match given as text, ready to run; `stop`, when set from elsewhere, ends
/// the search of the move under way at once (its judgement is then no more than a guess, so
/// a caller that stops should drop the work). An error says why the match does not replay.
pub fn analyser(
    text: &MatchText<'_>,
    stop: Option<Arc<AtomicBool>>,
) -> Result<Box<dyn Analysing>, String> {
    text.kind.visit(Build {
        text,
        stop,
        nodes: None,
    })
}

/// [`analyser`], its search held to `nodes` a position instead of the usual
/// ([`analysis_limits`]): a quicker, shallower look.
pub fn analyser_within(
    text: &MatchText<'_>,
    stop: Option<Arc<AtomicBool>>,
    nodes: u64,
) -> Result<Box<dyn Analysing>, String> {
    text.kind.visit(Build {
        text,
        stop,
        nodes: Some(nodes),
    })
}

struct Build<'a> {
    text: &'a MatchText<'a>,
    stop: Option<Arc<AtomicBool>>,
    nodes: Option<u64>,
}

impl Visitor for Build<'_> {
    type Output = Result<Box<dyn Analysing>, String>;
}

impl<G: Registered> Visit<G> for Build<'_> {
    fn visit(self) -> Self::Output {
        let options: G::Options = self
            .text
            .options
            .clone()
            .try_into()
            .map_err(|e: toml::de::Error| format!("bad option: {}", e.message()))?;
        let start = match self.text.start {
            Some(position) => {
                G::from_position_text(position, options).map_err(|e| e.to_string())?
            }
            None => G::new(options).map_err(|e| e.to_string())?,
        };
        let mut game = start.clone();
        let mut steps = Vec::with_capacity(self.text.entries.len());
        for (i, entry) in self.text.entries.iter().enumerate() {
            let fail = |why: String| format!("entry {} (`{entry}`): {why}", i + 1);
            let step = match game.status() {
                Status::Chance => {
                    let roll = G::Chance::read(entry)
                        .ok_or_else(|| fail("the dice were to be rolled here".into()))?;
                    game.resolve_chance(roll).map_err(|e| fail(e.to_string()))?;
                    Step::Dice(roll)
                }
                Status::ToMove(_) => {
                    let mv = game.parse_move(entry).map_err(|e| fail(e.to_string()))?;
                    game.play(mv).map_err(|e| fail(e.to_string()))?;
                    Step::Move(mv)
                }
                Status::Over(_) => return Err(fail("the game was already over".into())),
            };
            steps.push(step);
        }
        let mut limits = analysis_limits::<G>();
        limits.stop = self.stop;
        if let Some(nodes) = self.nodes {
            limits.nodes = nodes;
        }
        Ok(Box::new(Analyser::new(start, steps, limits)))
    }
}
