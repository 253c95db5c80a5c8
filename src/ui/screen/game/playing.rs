//! What the match screen ([`super::Match`]) asks of the open match: one object-safe trait,
//! [`Playing`], which [`Live`] implements for every game with a board drawing ([`BoardUi`]):
//! the screen's messages carried out (in `carry.rs`) and its view drawn with the game's own
//! types, so the screen itself never names a game.

use std::sync::Arc;

use iced::Task;
use iced::time::Instant;
use iced::widget::{column, container, responsive, row};
use iced::{Element, Fill};

use super::live::Live;
use super::message::{Action, Message, News, Request};
use super::panel;
use super::review::Reviewing;
use super::work::Purpose;
use crate::boards::analysis::Analysis;
use crate::boards::lesson::{self, Lesson, Verdict};
use crate::boards::session::{AsMatch, MatchSession};
use crate::ui::board::{BoardCanvas, BoardUi};
use crate::ui::focus;
use crate::ui::keymap::{Command, Dir};
use crate::ui::screen::rules::grown;

/// The board's container on the match screen (tests find it by this id).
pub const BOARD: &str = "board";

/// A match on the screen, whatever its game: what the match screen (and a lesson) asks of it.
pub trait Playing: AsMatch + std::fmt::Debug {
    /// Carries out a message of the screen (the computer's answers too).
    fn update(&mut self, message: Message, now: Instant) -> Action;

    /// The board on the left, the players, the moves and the buttons on the right.
    fn view(&self) -> Element<'_, Message>;

    /// The board alone, with the marks, the ghosts and the pieces sliding (a lesson's
    /// screen draws its own words beside it).
    fn board(&self) -> Element<'_, Message>;

    /// Whose turn it is, the dice, Confirm and Cancel, and what the clicks and the pointer
    /// come to (the part of the panel a lesson shows).
    fn turn(&self) -> Element<'_, Message>;

    /// Each player with their standing and, in a game of points, who leads by how much (a
    /// lesson's screen shows it beside the goal).
    fn standing(&self) -> Element<'_, Message>;

    /// The message a command of the keymap sends to the match, if it takes it: Ctrl+Z (or U)
    /// takes back, Ctrl+Shift+Z (or Ctrl+Y) gives it again, H asks for a hint, F turns the board, ← → step through the moves played;
    /// with the ring on the board the arrows move its square cursor and Enter (or Space)
    /// picks and places there (or confirms a whole turn); Esc lets go of a picked piece;
    /// while asked whether to resign, Enter says yes and Esc no.
    fn command(&self, command: &Command) -> Option<Message>;

    /// Rolls the dice if they wait and starts the computer's work if it is the computer's
    /// turn (on opening the screen, and after every change): the task that runs the work.
    fn roll_and_think(&mut self, now: Instant) -> Task<Message>;

    /// Whether the computer is working on a reply or a hint.
    fn thinking(&self) -> bool;

    /// How often a timed match's clocks need a tick while one runs (`None`: no clock runs:
    /// untimed, the computer to move, or over).
    fn clock_tick(&self) -> Option<std::time::Duration>;

    /// Stops the computer's work under way (leaving the screen or closing the app).
    fn stop(&mut self);

    /// Whether a piece slides or the dice tumble.
    fn animating(&self) -> bool;

    /// Moves the animations on to the frame drawn at `now`.
    fn tick(&mut self, now: Instant);

    /// The computer's work done here and now instead of on a thread (tests): its reply, or a
    /// hint: the message that its answer has come, if there is one to work out.
    fn work_here(&mut self, purpose: Purpose) -> Option<Message>;

    /// The finished match analysed here and now, each position searched within `nodes`
    /// (tests, instead of on a thread): the message that brings the finished analysis, as
    /// its thread would.
    fn analyse_here(&mut self, nodes: u64) -> Option<Message>;

    /// Shows an analysis made before and kept with the match (on opening it), instead of
    /// analysing again.
    fn show_kept(&mut self, analysis: Arc<Analysis>);

    /// Offers the game's `lessons` before the first move (a first quick match of a game
    /// never played).
    fn offer_learn(&mut self, lessons: usize);

    /// The engine's verdict on `lesson`, played as this match from its position.
    fn judge(&self, lesson: &Lesson) -> Verdict;
}

impl<G: BoardUi> AsMatch for Live<G> {
    fn as_match(&self) -> &dyn MatchSession {
        &self.session
    }
}

impl<G: BoardUi> Playing for Live<G> {
    fn update(&mut self, message: Message, now: Instant) -> Action {
        // A timed match's clocks are brought to now before anything is done: a move is
        // charged the time it took, and a flag that fell ends the match before it.
        let now = match message {
            Message::Time(at) => at,
            _ => now,
        };
        if self.session.run_clock(now) {
            self.out_of_time();
            return Action::Ask(Request::Save(Task::none()));
        }
        let viewed = self.ui.view;
        let action = self.carry_out(message, now);
        // A move looked at (the list, the arrows, the graph): the list scrolls to it.
        match action {
            Action::None if self.ui.view != viewed => {
                Action::Run(panel::show_move(&panel::facts(self), self.ui.view))
            }
            action => action,
        }
    }

    fn view(&self) -> Element<'_, Message> {
        let facts = panel::facts(self);
        // In a wide window the panel and the title line grow as the reading pages do
        // (`rules::grown`: at 100 % of 1920×1080 their words stood at 16 px beside a board
        // that filled the height).
        // A short window (a large zoom) gets a smaller title, so that the board and the
        // panel keep the height.
        responsive(move |room| {
            let facts = facts.clone().grown(grown(room.width));
            let short = room.height < SHORT;
            let header = panel::header(&facts, &self.ui, short, room.width);
            let facts = facts.clone();
            // The panel narrows with the window (or a large zoom), so that the board keeps room.
            let body = responsive(move |room| {
                let aspect = self.shown().0.grid().aspect();
                // A short window: the score in a line under the board (the board gives way
                // to the panel's width there, and leaves room under it), not under the
                // panel's fold; but a board its height limits (Martian Chess) keeps the
                // height, and the score stands atop the panel (at 200 % of 1024×640 the
                // two score lines took 50 of Martian Chess's 250 px).
                let scored = short && !height_bound(room, aspect, facts.k());
                let board: Element<'_, Message> = if scored {
                    column![
                        board(self),
                        container(panel::score_line(&facts)).center_x(Fill)
                    ]
                    .spacing(6)
                    .into()
                } else {
                    board(self)
                };
                // A tall board (Martian Chess) fills the room's height well before its
                // width: the panel takes the width it leaves (at 200 % of 1920×1080 a wide
                // empty band stood between the board and the panel).
                let under = if scored { SCORE_ROOM } else { 0.0 };
                let width = panel_width_beside(room, aspect, under, facts.k());
                // A board that fills the height and still leaves width (the panel at its
                // most) stands beside the panel, the two in the window's middle: at 100 %
                // of 1920×1080 Martian Chess stood in the middle of its side, 260 px from
                // the panel.
                let spare = spare_beside(room, aspect, under, width);
                row![
                    container(board)
                        .width(room.width - 16.0 - width - spare / 2.0)
                        .padding(iced::Padding::ZERO.left(spare / 2.0)),
                    panel::view(facts.clone(), &self.ui, width, room.height, scored)
                ]
                .spacing(16)
                .height(Fill)
                .into()
            });
            column![header, body].spacing(10).into()
        })
        .into()
    }

    fn roll_and_think(&mut self, now: Instant) -> Task<Message> {
        Live::roll_and_think(self, now)
    }

    fn command(&self, command: &Command) -> Option<Message> {
        match command {
            Command::Undo => Some(Message::Undo),
            Command::Redo => Some(Message::Redo),
            Command::Hint => Some(Message::Hint),
            Command::TurnBoard => Some(Message::Flip),
            // Only where the switch is shown: a hidden switch left on would be a surprise.
            Command::CallClock if self.may_call_clock() => {
                Some(Message::Clock(!self.ui.picker.clock))
            }
            Command::Analyse => Some(Message::Analyse),
            Command::Arrow(Dir::Left) => Some(Message::Back),
            Command::Arrow(Dir::Right) => Some(Message::Forward),
            Command::Cursor(dir) => Some(Message::MoveCursor(*dir)),
            Command::Pick if self.ui.resigning => Some(Message::Resign(Some(true))),
            Command::Back if self.ui.resigning => Some(Message::Resign(Some(false))),
            Command::Pick if self.ready() => Some(Message::Confirm),
            Command::Pick => Some(Message::PickAtCursor),
            Command::Back if !self.ui.picker.picks().is_empty() => Some(Message::Deselect),
            _ => None,
        }
    }

    fn thinking(&self) -> bool {
        Live::thinking(self)
    }

    fn clock_tick(&self) -> Option<std::time::Duration> {
        Live::clock_tick(self)
    }

    fn stop(&mut self) {
        Live::stop(self);
    }

    fn animating(&self) -> bool {
        Live::animating(self)
    }

    fn tick(&mut self, now: Instant) {
        Live::tick(self, now);
    }

    fn work_here(&mut self, purpose: Purpose) -> Option<Message> {
        Live::work_here(self, purpose)
    }

    fn analyse_here(&mut self, nodes: u64) -> Option<Message> {
        self.works += 1;
        let review = Reviewing::here(&self.session, self.works, nodes);
        let done = review.analysis.clone();
        self.ui.review = Some(review);
        done.map(|analysis| Message::Analysis(self.works, News::Done(analysis)))
    }

    fn show_kept(&mut self, analysis: Arc<Analysis>) {
        self.works += 1;
        self.ui.review = Some(Reviewing::kept(self.works, analysis));
    }

    fn offer_learn(&mut self, lessons: usize) {
        self.ui.learn_first = Some(lessons);
    }

    fn board(&self) -> Element<'_, Message> {
        board(self)
    }

    fn turn(&self) -> Element<'_, Message> {
        panel::turn(&panel::facts(self), &self.ui)
    }

    fn standing(&self) -> Element<'_, Message> {
        let game = self.shown().0;
        let scores: Option<Vec<i32>> = (G::KIND.about().standing == Some("scores")).then(|| {
            (0..game.seats())
                .map(|seat| game.score(seat as crate::boards::game::Seat))
                .collect()
        });
        panel::standing(&panel::facts(self), scores.as_deref())
    }

    fn judge(&self, lesson: &Lesson) -> Verdict {
        lesson::judge_match(lesson, &self.session)
    }
}

/// Below this height the match's title is drawn smaller (200 % of 1024×640 or 1280×800).
const SHORT: f32 = 440.0;

/// The side panel's width in a window `across` wide, its words `k` times their size: 420 px
/// ([`panel::WIDEST`]) times `k` when there is room, never under 290 px, so that its words
/// wrap in 16 ems; on a narrow window (200 % of 1024×640, 512 px across) the board gives way
/// (test `ui zoom::a_match_keeps_its_board_and_its_buttons_words_on_a_narrow_room`).
fn panel_width(across: f32, k: f32) -> f32 {
    (across * 0.42).clamp(290.0, panel::WIDEST * k)
}

/// The most a panel beside a board that leaves it room widens to (its lines stay readable).
const PANEL_MOST: f32 = 600.0;
/// The room under the board a short window keeps for the score's line (two lines of it).
const SCORE_ROOM: f32 = 50.0;
/// The least width the board's side keeps when the panel widens: the score's line under it
/// keeps a seat a line ("Computer: 0 points").
const BOARD_LEAST: f32 = 200.0;

/// The panel's width in a `room` (the board's and the panel's) for a board of `aspect`
/// (its drawing's height for each pixel of its width) with `under` pixels under it for the
/// score, its words `k` times their size: [`panel_width`], or wider, up to [`PANEL_MOST`]
/// times `k`, where the board fills the room's height and leaves width unused (its side
/// never under [`BOARD_LEAST`]).
fn panel_width_beside(room: iced::Size, aspect: f32, under: f32, k: f32) -> f32 {
    let panel = panel_width(room.width, k);
    let board = ((room.height - under).max(0.0) / aspect).max(BOARD_LEAST);
    (room.width - 16.0 - board).clamp(panel, (PANEL_MOST * k).max(panel))
}

/// Whether a board of `aspect` in a `room` with the score's line under it would be drawn
/// as high as the height left it (its side wider than it needs): the score's line would
/// shrink it, not the panel's width.
fn height_bound(room: iced::Size, aspect: f32, k: f32) -> bool {
    let panel = panel_width_beside(room, aspect, SCORE_ROOM, k);
    let side = room.width - 16.0 - panel;
    side * aspect > room.height - SCORE_ROOM
}

/// The width the board's side has beyond its drawing in a `room` for a board of `aspect`
/// with `under` pixels under it, beside a panel `panel` wide (16 px from it): the board
/// filling the height, the room's width left over (0 where the board takes the width); the
/// side keeps [`BOARD_LEAST`] (at 200 % of 1024×640 "Computer: 0 points" under Martian
/// Chess's narrow board wrapped).
fn spare_beside(room: iced::Size, aspect: f32, under: f32, panel: f32) -> f32 {
    let side = room.width - 16.0 - panel;
    // Never under the least a board's side keeps (the score's line under it).
    let drawn = ((room.height - under).max(0.0) / aspect).max(BOARD_LEAST);
    (side - drawn).max(0.0)
}

/// The board on show, with the marks and the pieces sliding.
fn board<G: BoardUi>(live: &Live<G>) -> Element<'_, Message> {
    let (game, marks) = live.shown();
    let picks = if live.ui.view.is_none() {
        live.ui.picker.picks()
    } else {
        &[]
    };
    let mut canvas = BoardCanvas::new(game, picks, marks, Message::Square).hovering(Message::Hover);
    if live.ui.view.is_none() {
        canvas = canvas
            .sliding(live.slides.moving(), live.slides.progress())
            .foreseen(
                &live.foreseen.ghosts,
                &live.foreseen.stays,
                live.foreseen.blocker,
            );
    }
    // The board is a stop of the keyboard's ring with a cursor of its own: with the ring on
    // it, the arrows move the square cursor and Enter picks and places.
    focus::ring(
        BOARD,
        container(canvas.view()).id(BOARD).width(Fill).height(Fill),
    )
    .cursor()
    .first()
    .into()
}

#[cfg(test)]
mod tests {
    use super::{PANEL_MOST, panel_width_beside, spare_beside};
    use iced::Size;

    /// A tall board that fills the height leaves its width to the panel, up to the most; a
    /// board that takes the width keeps the usual panel.
    #[test]
    fn a_tall_board_leaves_its_width_to_the_panel() {
        // Martian Chess's 4 × 8 (its drawing 1.87 times as high as wide) at 200 % of
        // 1920×1080: the board 218 px across, the usual panel 403.
        let tall = 8.62 / 4.62;
        let wide = panel_width_beside(Size::new(936.0, 456.0), tall, 50.0, 1.0);
        assert_eq!(wide, PANEL_MOST);
        // Less room than the most: all that the board leaves.
        let some = panel_width_beside(Size::new(700.0, 456.0), tall, 50.0, 1.0);
        assert!(
            (some - (700.0 - 16.0 - 406.0 / tall)).abs() < 0.01,
            "{some}"
        );
        // The pyramids' two boards (about as high as wide) in 1024×640: the usual 420.
        let square = panel_width_beside(Size::new(1000.0, 560.0), 8.62 / 9.02, 0.0, 1.0);
        assert_eq!(square, 420.0);
        // A narrow room (200 % of 1024×640): never under the usual panel.
        let narrow = panel_width_beside(Size::new(488.0, 250.0), 8.62 / 9.02, 50.0, 1.0);
        assert_eq!(narrow, 290.0);
    }

    /// A tall board beside the widest panel leaves width over, which goes to the sides of
    /// the two (not between them); a board that takes its width leaves none.
    #[test]
    fn a_tall_board_stands_beside_the_panel() {
        // Martian Chess at 100 % of 1920×1080 (grown: a 1576×800 room).
        let tall = 8.62 / 4.62;
        let room = Size::new(1576.0, 800.0);
        let panel = panel_width_beside(room, tall, 0.0, 1.0);
        assert_eq!(panel, PANEL_MOST);
        let spare = spare_beside(room, tall, 0.0, panel);
        assert!((spare - (1576.0 - 16.0 - 600.0 - 800.0 / tall)).abs() < 0.01);
        assert!(spare > 500.0, "{spare}");
        // The pyramids' two boards in 1024×640: no width over.
        let square = 8.62 / 9.02;
        let room = Size::new(1000.0, 560.0);
        let panel = panel_width_beside(room, square, 0.0, 1.0);
        assert_eq!(spare_beside(room, square, 0.0, panel), 0.0);
    }
}
