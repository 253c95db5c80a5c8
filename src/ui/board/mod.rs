//! The boards of the four games, as the match screen draws and clicks them. One small trait,
//! [`BoardUi`], says for a game where its squares sit, how its still board and its pieces are
//! drawn, and which clicks make each move; the canvas ([`canvas`]), the click builder
//! ([`pick`]) and the slides ([`slide`]) work for any game that has it.

pub mod canvas;
pub mod foresee;
pub mod game;
pub mod geo;
mod malaka;
mod malawi;
mod marks;
mod martian_chess;
mod paint;
pub mod palette;
pub mod pick;
mod pyramids;
pub mod slide;

pub use canvas::{BoardCanvas, Ghost, Marks};
pub use game::{BoardUi, ClickPath, Mark, Next, SeatInk, Step, StepKind, Trail};
pub use geo::{Geo, Grid};
pub use paint::sentence;
pub use palette::Palette;
pub use pick::{Click, Picker};
pub use slide::{Slide, Slides};
