//! The live match: setting up, playing, rolling, thinking, undoing, resigning, replaying.

mod standing;
mod takeback;
mod timing;
mod view;

use crate::boards::ai::{Player, Tuning};
use crate::boards::dice::Dice;
use crate::boards::effect;
use crate::boards::game::{ChanceText, Game, MoveError, ParseError, Seat, SetupError, Status};
use crate::boards::registry::Registered;
use std::time::Instant;

use super::parts::{Entry, HINT_PLAYER, SessionError, Sitter, Waiting};
use super::recipe::Recipe;
use super::think::{DICE_STREAM, Reply, THINK_STREAM, Think, derive};

/// An entry, and for a move what it did in words ([`effect::note`]), written in the position
/// before it (its text is the recipe's).
#[derive(Clone, Debug)]
struct Played<G: Game> {
    entry: Entry<G>,
    note: Option<String>,
}

/// A live match of game `G`.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// What the match is made of, kept as it stands: its entries, marks and resignation
    /// change with it.
    recipe: Recipe,
    /// The start position.
    start: G,
    /// The latest position.
    game: G,
    played: Vec<Played<G>>,
    /// What takes each entry back, in order.
    undos: Vec<G::Undo>,
    /// The key of the start and of the position after each entry ([`Game::key`]), for the
    /// computer to see repetitions.
    keys: Vec<u64>,
    /// Counts every change, so that a reply worked out before a change is known stale.
    revision: u64,
    /// The entries taken back by undo, in the order they were played, kept for redo until
    /// a new move or roll is given.
    undone: Vec<String>,
    /// In a timed match, the seat whose clock runs and since when its time was last
    /// charged (`None`: no clock runs; the next [`Session::run_clock`] starts one).
    running: Option<(Seat, Instant)>,
    /// The latest instant the clocks were brought to: time never runs back.
    clock_seen: Option<Instant>,
    /// In a timed match, each seat's time left (ms) when the turn under way began.
    turn_clocks: Option<Vec<u64>>,
    /// In a timed match, for each undo that [`Session::redo`] can give again (the latest
    /// last), the times it gave back: what redo charges again.
    given_back: Vec<Option<timing::GivenBack>>,
}

impl<G: Registered> Session<G> {
    /// The match a recipe describes, its entries replayed (moves in the game's move text,
    /// rolls as [`ChanceText`]), with its marks and resignation. The recipe must be of this
    /// game, with as many seats as the game has; an entry that no longer replays is reported
    /// with its number, never a panic.
    pub fn new(recipe: Recipe) -> Result<Session<G>, SessionError> {
        if recipe.kind != G::KIND {
            return Err(SessionError::Setup(SetupError(format!(
                "this match is of {}, not {}",
                recipe.kind.name(),
                G::KIND.name()
            ))));
        }
        let options = recipe.options::<G>()?;
        let start = match &recipe.start {
            Some(text) => G::from_position_text(text, options.clone())?,
            None => G::new(options.clone())?,
        };
        if recipe.sitters.len() != start.seats() {
            return Err(SessionError::Seats {
                expected: start.seats(),
                given: recipe.sitters.len(),
            });
        }
        // The options as the game reads them, every one written out: the match saves them so.
        let table = toml::Table::try_from(&options)
            .map_err(|e| SessionError::Setup(SetupError(format!("bad option: {e}"))))?;
        let mut session = Session {
            keys: vec![start.key()],
            game: start.clone(),
            start,
            recipe: Recipe {
                options: table,
                entries: Vec::new(),
                marks: (false, 0),
                resigned: None,
                clocks: None,
                ..recipe.clone()
            },
            played: Vec::new(),
            undos: Vec::new(),
            revision: 0,
            undone: Vec::new(),
            running: None,
            clock_seen: None,
            turn_clocks: None,
            given_back: Vec::new(),
        };
        for (i, text) in recipe.entries.iter().enumerate() {
            session
                .replay_entry(text)
                .map_err(|error| SessionError::Replay {
                    index: i + 1,
                    text: text.to_owned(),
                    reason: error.to_string(),
                })?;
        }
        let (assisted, hints) = recipe.marks;
        session.recipe.marks = (assisted || hints > 0, hints);
        // The clocks as they were saved (a flag that fell ends the match), set after the
        // replay: replaying neither spends time nor adds increments.
        if let Some(clocks) = &recipe.clocks {
            clocks
                .check(session.game.seats())
                .map_err(SessionError::Clocks)?;
            if let Some(late) = clocks
                .began
                .iter()
                .find(|b| b.entry >= recipe.entries.len())
            {
                return Err(SessionError::Clocks(format!(
                    "the clocks kept the times of entry {}, but the match has {} entries",
                    late.entry + 1,
                    recipe.entries.len()
                )));
            }
        }
        if let Some(seat) = recipe.resigned {
            session.resign(seat)?;
        }
        session.recipe.clocks = recipe.clocks.clone();
        session.turn_began();
        Ok(session)
    }
}

impl<G: Tuning> Session<G> {
    fn replay_entry(&mut self, text: &str) -> Result<(), SessionError> {
        match self.game.status() {
            Status::Chance => {
                let chance = G::Chance::read(text).ok_or_else(|| {
                    ParseError(format!("the dice were to be rolled here, not `{text}`"))
                })?;
                self.resolve(chance)
            }
            Status::ToMove(seat) => {
                let mv = self.game.parse_move(text)?;
                self.push_move(seat, mv)
            }
            Status::Over(_) => Err(SessionError::Over),
        }
    }

    fn check_open(&self) -> Result<(), SessionError> {
        if self.is_over() {
            Err(SessionError::Over)
        } else {
            Ok(())
        }
    }

    fn push_move(&mut self, seat: Seat, mv: G::Move) -> Result<(), SessionError> {
        let text = self.game.move_text(mv);
        let before = self.game.clone();
        let undo = self.game.play(mv)?;
        // Worked out once the move is known legal: effects read the position before it.
        let note = effect::note(&before, mv);
        self.revision += 1;
        self.undos.push(undo);
        self.keys.push(self.game.key());
        self.recipe.entries.push(text);
        self.played.push(Played {
            entry: Entry::Move { seat, mv },
            note,
        });
        Ok(())
    }

    fn resolve(&mut self, chance: G::Chance) -> Result<(), SessionError> {
        let undo = self.game.resolve_chance(chance)?;
        self.revision += 1;
        self.undos.push(undo);
        self.keys.push(self.game.key());
        self.recipe.entries.push(chance.text());
        self.played.push(Played {
            entry: Entry::Dice(chance),
            note: None,
        });
        Ok(())
    }

    /// Plays a person's move. An illegal move returns the engine's reason and changes
    /// nothing; so does a move while the computer is to move.
    pub fn play(&mut self, mv: G::Move) -> Result<(), SessionError> {
        self.check_open()?;
        match self.waiting() {
            Waiting::Person(seat) => self.push_new(seat, mv),
            Waiting::Computer(_) => Err(SessionError::ComputersTurn),
            Waiting::Dice => Err(MoveError::ChancePending.into()),
            Waiting::Over(_) => Err(SessionError::Over),
        }
    }

    /// Reads a person's move in the game's move text and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<(), SessionError> {
        self.check_open()?;
        match self.waiting() {
            Waiting::Person(seat) => {
                let mv = self.game.parse_move(text)?;
                self.push_new(seat, mv)
            }
            Waiting::Computer(_) => Err(SessionError::ComputersTurn),
            Waiting::Dice => Err(MoveError::ChancePending.into()),
            Waiting::Over(_) => Err(SessionError::Over),
        }
    }

    /// A person's new move: what was taken back can no longer be given again.
    fn push_new(&mut self, seat: Seat, mv: G::Move) -> Result<(), SessionError> {
        self.push_move(seat, mv)?;
        self.forget_undone();
        self.keep_turn_times(self.played.len() - 1);
        self.moved_on_time(seat);
        Ok(())
    }

    /// Rolls the dice of a pending chance event, from `(seed, entry number)`: a resumed match
    /// rolls the same. Returns the roll.
    pub fn roll(&mut self) -> Result<G::Chance, SessionError> {
        self.check_open()?;
        let ply = self.played.len();
        let chance = Dice::new(derive(self.recipe.seed, DICE_STREAM, ply))
            .roll(&self.game)
            .ok_or(MoveError::NoChancePending)?;
        self.resolve(chance)?;
        Ok(chance)
    }

    /// Resolves a pending chance event with dice rolled at the table (or read from a file).
    pub fn roll_as(&mut self, chance: G::Chance) -> Result<(), SessionError> {
        self.check_open()?;
        self.resolve(chance)?;
        self.forget_undone();
        Ok(())
    }

    /// The computer's work for this position, when the computer is to move: run it (on any
    /// thread) with [`Think::run`], then give the reply to [`Session::play_reply`].
    pub fn think(&self) -> Option<Think<G>> {
        let Waiting::Computer(seat) = self.waiting() else {
            return None;
        };
        let Some(Sitter::Computer(player)) = self.recipe.sitters.get(usize::from(seat)) else {
            return None;
        };
        Some(self.job(*player))
    }

    fn job(&self, player: Player) -> Think<G> {
        let ply = self.played.len();
        Think::new(
            self.game.clone(),
            self.keys.clone(),
            derive(self.recipe.seed, THINK_STREAM, ply),
            (ply, self.revision),
            player,
        )
    }

    /// Plays the computer's reply worked out by [`Think::run`]. A reply worked out before the
    /// match last changed (it moved on, or a move was taken back) is refused. A reply for
    /// another game cannot be given at all:
    ///
    /// ```compile_fail
    /// use malice::boards::ai::Player;
    /// use malice::boards::martian_chess::MartianChess;
    /// use malice::boards::pyramids::Pyramids;
    /// use malice::boards::registry::GameKind;
    /// use malice::boards::session::{Recipe, Session, Sitter};
    ///
    /// fn recipe(kind: GameKind) -> Recipe {
    ///     let sitters = vec![Sitter::Person("Ada".into()), Sitter::Computer(Player::Level(1))];
    ///     Recipe::new(kind, Default::default(), sitters, 1, None)
    /// }
    /// let mut malice = Session::<Pyramids>::new(recipe(GameKind::Malice)).unwrap();
    /// let mut chess = Session::<MartianChess>::new(recipe(GameKind::MartianChess)).unwrap();
    /// let reply = chess.hint().unwrap().run();
    /// malice.play_reply(reply).unwrap(); // a Martian Chess reply: does not compile
    /// ```
    pub fn play_reply(&mut self, reply: Reply<G>) -> Result<(), SessionError> {
        self.check_open()?;
        if reply.revision() != self.revision {
            return Err(SessionError::Stale);
        }
        let Waiting::Computer(seat) = self.waiting() else {
            return Err(SessionError::NotComputersTurn);
        };
        let mv = reply.mv.ok_or(SessionError::NoReply)?;
        self.push_move(seat, mv)
    }

    /// Rolls the dice and plays the computer's moves, here and now, until a person is to move
    /// or the match is over (for the command line and tests; the app thinks off its thread).
    pub fn advance(&mut self) -> Result<(), SessionError> {
        loop {
            match self.waiting() {
                Waiting::Dice => {
                    self.roll()?;
                }
                Waiting::Computer(_) => {
                    let reply = self.think().ok_or(SessionError::NotComputersTurn)?.run();
                    self.play_reply(reply)?;
                }
                Waiting::Person(_) | Waiting::Over(_) => return Ok(()),
            }
        }
    }

    /// A hint for the person to move: the computer's work at [`HINT_PLAYER`] as if it sat in
    /// that seat. Marks the match assisted and counts the hint.
    pub fn hint(&mut self) -> Result<Think<G>, SessionError> {
        self.check_open()?;
        match self.waiting() {
            Waiting::Person(_) => {
                self.recipe.marks.0 = true;
                self.recipe.marks.1 += 1;
                Ok(self.job(HINT_PLAYER))
            }
            Waiting::Computer(_) => Err(SessionError::ComputersTurn),
            Waiting::Dice => Err(MoveError::ChancePending.into()),
            Waiting::Over(_) => Err(SessionError::Over),
        }
    }

    /// Resigns for `seat`: the match ends, won by every seat not on its side.
    pub fn resign(&mut self, seat: Seat) -> Result<(), SessionError> {
        self.check_open()?;
        if usize::from(seat) >= self.game.seats() {
            return Err(SessionError::Seats {
                expected: self.game.seats(),
                given: usize::from(seat) + 1,
            });
        }
        self.recipe.resigned = Some(seat);
        self.forget_undone();
        self.revision += 1;
        self.running = None;
        Ok(())
    }
}
