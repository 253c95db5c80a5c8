//! Analysis of a finished match, and hints that explain: the search looks at every position
//! a move was played in, weighs the move played against the best one it finds, marks it
//! (good, inaccuracy, mistake, blunder) by how much of the mover's chances it lost, and says
//! why in a sentence from the lines the search expects after each (what they take, what they
//! let the other side take or win). With dice (Malaka), a move is judged against the best
//! play with the dice that were rolled. The result is plain data, kept with the match.
//!
//! The work goes one move at a time ([`Analyser::step`]), so that an app can run it in the
//! background and show its progress, and stop it between moves.

mod review;
mod why;
mod work;

pub use review::{Analyser, Analysis, Mark, Review, Step, analysis_limits, chances, hint};
pub use why::{LONGEST_REASON, hint_reason, seat_name};
pub use work::{Analysing, MatchText, analyser, analyser_within};
