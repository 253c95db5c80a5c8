//! A state the fit test lays out, and what must be in view in it (see [`State`]).

use malice::ui::{App, Message};

/// A state to lay out: its name, the app in it (on its own data folder), and what must be in
/// view at rest (texts wholly; controls by the start of their id, each showing its top so
/// many pixels).
pub struct State {
    pub name: &'static str,
    pub app: App,
    pub whole: Vec<String>,
    pub tops: Vec<(&'static str, f32)>,
    /// What must also be in view where the room is tall enough for the table to stand whole
    /// (440 px and up); in a shorter one the page scrolls, the question and its answers first.
    pub roomy_whole: Vec<String>,
    pub roomy_tops: Vec<(&'static str, f32)>,
    /// What must also be in view in a room of the regular class or larger (1100×700 and
    /// up, its margins off; the compact class is smaller): controls as `tops`.
    pub regular_tops: Vec<(&'static str, f32)>,
    /// Controls (by the start of their ids) of a long list that may scroll in a scroller of
    /// its own, in view with what stands around it.
    pub scrolled: Vec<&'static str>,
    /// At the table deciding: (the question's words, the start of its answers' ids), which
    /// must hold in every room (see `Laid::must_ask`): the question and the first answer
    /// whole at rest, every answer reachable and whole when focused.
    pub asking: Option<(&'static str, &'static str)>,
    /// Controls (by the start of their ids) of a list each of which must be reachable in a
    /// room of the regular class or larger (see `Laid::must_each`): the hand's strip (in the
    /// compact class it lies under the fold, the band saying it in one line: `fit::compact`).
    pub regular_each: Vec<&'static str>,
    /// A page to read: words of its own, and the least part of the room's height their
    /// scroller shows in every room (see `Laid::must_read`).
    pub reading: Option<(&'static str, f32)>,
    /// Texts (by a part of their words) of which so many must show whole at rest in every
    /// room (see `Laid::must_count`): each player's score beside the board.
    pub counted: Vec<(&'static str, usize)>,
    /// Controls (by the start of their ids) never cut at rest by the window's edge or their
    /// scroller's: each shows whole, or not at all (see `Laid::must_not_cut`).
    pub unbroken: Vec<&'static str>,
    _dir: tempfile::TempDir,
}

impl State {
    pub fn new(name: &'static str, dir: tempfile::TempDir, mut app: App) -> State {
        settle(&mut app);
        State {
            name,
            app,
            whole: Vec::new(),
            tops: Vec::new(),
            roomy_whole: Vec::new(),
            roomy_tops: Vec::new(),
            regular_tops: Vec::new(),
            scrolled: Vec::new(),
            asking: None,
            regular_each: Vec::new(),
            reading: None,
            counted: Vec::new(),
            unbroken: Vec::new(),
            _dir: dir,
        }
    }

    pub fn whole(mut self, words: &[&str]) -> State {
        self.whole.extend(words.iter().map(|w| w.to_string()));
        self
    }

    /// Both players' scores ("0 points", "1 point") whole at rest, whatever the room: who
    /// leads and by how much is part of every decision of a match.
    pub fn scores(mut self) -> State {
        self.counted.push((" point", 2));
        self
    }

    /// Controls (by the start of their ids) shown whole or not at all at rest.
    pub fn unbroken(mut self, prefixes: &[&'static str]) -> State {
        self.unbroken.extend_from_slice(prefixes);
        self
    }

    pub fn tops(mut self, tops: &[(&'static str, f32)]) -> State {
        self.tops.extend_from_slice(tops);
        self
    }

    /// At the table deciding: the card in play's name whole, and `question` (its words, or
    /// their start) with its answers (`answers`: the controls that answer, by the start of
    /// their ids) as [`State::asking`] says; and in a room tall enough, every answer whole at
    /// rest and the six attributes by their whole names; in a room of the regular class, the
    /// hand's strip (its first card whole, every card reachable).
    pub fn deciding(mut self, card: &str, question: &'static str, answers: &'static str) -> State {
        self.roomy_whole
            .extend(ATTRIBUTES.iter().map(|w| w.to_string()));
        self.regular_each.push("hand.");
        self.roomy_tops.push((answers, f32::INFINITY));
        self.asking = Some((question, answers));
        self.whole(&[card])
    }
}

/// The six attributes' names as the character sheet shows them: whole, never "Mig".
pub const ATTRIBUTES: [&str; 6] = [
    "=Might",
    "=Agility",
    "=Charm",
    "=Intelligence",
    "=Luck",
    "=Evocation",
];

/// Lets every motion end (a card flipped, the dice, a card drawn sliding into the hand, a
/// changed attribute's glow), so that the state is laid out and pictured as the player sees
/// it once it settles: the first frame settles the dice (which starts what they moved), the
/// second ends all that.
fn settle(app: &mut App) {
    let later = iced::time::Instant::now() + iced::time::Duration::from_secs(30);
    let _ = app.update(Message::Frame(later));
    let _ = app.update(Message::Frame(later + iced::time::Duration::from_secs(30)));
}
