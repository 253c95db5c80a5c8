//! A new adventurer: six dice (rolled here or at the table), a name, and the attributes
//! explained in plain words (what each is, what tests it, what changes it), with a warning for
//! each 1 rolled and what the rules let the roll redo. Enter creates them.

use iced::widget::{button, column, container, responsive, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::tarot::arcana::Arcana;
use crate::tarot::attributes::{Attr, Attributes};
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::motion::{Motion, ROLL_TIME};
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::theme::{size, style};
use crate::ui::widget::die::Die;

use super::rules::{self, grown};

/// What the new-adventurer screen sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// The new adventurer's name.
    NameChanged(String),
    /// Roll six dice for the new adventurer.
    Roll,
    /// The six dice rolled at the table, typed.
    ManualRoll(String),
    /// Create the adventurer.
    Create,
}

super::navigate!(Message);

/// The adventurer being made: a name and six dice, tumbling for a moment once rolled.
#[derive(Clone, Debug)]
pub struct State {
    /// The name typed.
    pub name: String,
    /// The six dice, once rolled or typed.
    pub dice: Option<[u8; 6]>,
    /// The dice as typed.
    pub manual: String,
    roll: Motion,
}

impl Default for State {
    fn default() -> Self {
        State {
            name: String::new(),
            dice: None,
            manual: String::new(),
            roll: Motion::new(ROLL_TIME),
        }
    }
}

impl State {
    /// Takes the six dice the app rolled; they tumble from `now` (`None`: no animation).
    pub fn rolled(&mut self, dice: [u8; 6], now: Option<iced::time::Instant>) {
        self.dice = Some(dice);
        match now {
            Some(now) => self.roll.start(now),
            None => self.roll.stop(),
        }
    }

    /// The faces the six dice show right now (passing faces while they tumble).
    pub fn dice_on_show(&self) -> Vec<u8> {
        let values = self.dice.map(Vec::from).unwrap_or_default();
        values
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| Die::new(Some(v), self.roll.progress(), i as u8).face())
            .collect()
    }
}

/// What only the app can do for the new-adventurer screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Roll the six dice (the app holds the dice).
    Roll,
    /// Create the adventurer with this name and these dice (`None`: not rolled yet).
    Create {
        /// The name typed.
        name: String,
        /// The six dice, once rolled or typed.
        dice: Option<[u8; 6]>,
    },
}

/// What the screen asks of the app after a message.
pub type Action = super::Action<Message, Request>;

impl Screen for State {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> Route {
        Route::NewAdventurer
    }

    /// The name field, with its caret.
    fn first_control(&self) -> Option<focus::Stop> {
        Some(name_field())
    }

    /// Takes a message: keeps what was typed, and says what the app must do.
    fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Go(screen) => Action::Go(screen),
            Message::ToggleShortcuts => Action::Shortcuts,
            Message::NameChanged(name) => {
                self.name = name;
                Action::None
            }
            Message::Roll => {
                self.manual.clear();
                Action::Ask(Request::Roll)
            }
            Message::ManualRoll(text) => {
                self.dice = text.parse::<Attributes>().ok().map(|a| a.0);
                self.manual = text;
                // Typed dice show at once.
                self.roll.stop();
                Action::None
            }
            Message::Create => Action::Ask(Request::Create {
                name: self.name.clone(),
                dice: self.dice,
            }),
        }
    }

    /// Enter creates the adventurer (the name and dice boxes do it too, when one is focused).
    fn command(&self, command: &Command) -> Option<Message> {
        matches!(command, Command::Enter).then_some(Message::Create)
    }

    fn animating(&self) -> bool {
        self.roll.is_moving()
    }

    fn tick(&mut self, now: iced::time::Instant) {
        self.roll.tick(now);
    }
}

/// The name field's id (its ring's and the text field's own).
const NAME: &str = "new.name";

/// The name field, where the ring and the caret are when the screen opens.
pub fn name_field() -> focus::Stop {
    focus::Stop {
        id: iced::widget::Id::new(NAME),
        kind: focus::Kind::Field,
        group: None,
        enabled: true,
        first: true,
    }
}

/// What is wrong with the dice typed, if anything: each is a number from 1 to 6, six of them.
pub fn typed_problem(typed: &str) -> Option<String> {
    if typed.trim().is_empty() {
        return None;
    }
    let parts: Vec<&str> = typed
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    if let Some(bad) = parts.iter().find(|p| !matches!(p.parse::<u8>(), Ok(1..=6))) {
        return Some(format!("A die shows 1 to 6: “{bad}” is not a die."));
    }
    match parts.len() {
        6 => None,
        n if n < 6 => Some(format!("{n} of 6 dice so far: type all six, in order.")),
        n => Some(format!("{n} dice: type exactly six, one per attribute.")),
    }
}

/// What the rules let the creation roll redo.
pub const ONE_ROLL: &str = "The rules roll once: six dice, read in order from Might to \
    Evocation, and you keep what falls. Malice lets you roll again before you create the \
    adventurer, if your table allows it; after that only the dungeon changes them.";

impl State {
    /// The new-adventurer screen.
    pub fn view(&self) -> Element<'_, Message> {
        page(self)
    }
}

/// The screen: the six dice, the name, what each attribute is for, the warnings.
/// The page: the form, and the six attributes explained under it, or beside it in a wide
/// room (at 1920×1080 the form and the words under it filled the left half, the right one
/// stood empty). In a wide room everything grows as How to play does ([`grown`]).
fn page(state: &State) -> Element<'_, Message> {
    responsive(move |room| {
        let k = grown(room.width);
        let body: Element<'_, Message> = if room.width >= WIDE {
            row![form(state, k).width(FORM * k), explained(k)]
                .spacing(40.0 * k)
                .into()
        } else {
            form(state, k).push(explained(k)).into()
        };
        column![
            super::nav("A new adventurer".into(), k),
            // The scrollbar floats over the page's right margin (test `ui fit::jump`).
            scrollable(container(body).padding(iced::Padding::ZERO.right(12))).height(Fill),
        ]
        .spacing(14)
        .width(Fill)
        .into()
    })
    .into()
}

/// The room (in points) from which the attributes' words stand beside the form.
const WIDE: f32 = 1400.0;
/// The form's width beside them: its six dice in a row.
const FORM: f32 = 720.0;

/// The name, the dice (rolled or typed), their warnings and Create, `k` times their size.
fn form(state: &State, k: f32) -> iced::widget::Column<'_, Message> {
    let (small, body) = (size::SMALL * k, size::BODY * k);
    let settled = state.roll.progress() >= 1.0;
    let mut dice_row = row![].spacing(10.0 * k);
    for (i, attr) in Attr::ALL.iter().enumerate() {
        // Freshly rolled dice tumble for a moment (when animations are on); typed dice do not.
        let value = state.dice.map(|d| d[i]);
        let die = Die::new(value, state.roll.progress(), i as u8);
        // The number appears once the die has settled.
        let number = match value {
            Some(v) if settled => v.to_string(),
            Some(_) => "…".to_string(),
            None => "–".to_string(),
        };
        let low = settled && value == Some(1);
        dice_row = dice_row.push(
            container(
                column![
                    die.view(56.0 * k),
                    text(attr.name()).size(small).style(style::text::soft),
                    text(number).size(size::TITLE * k).style(if low {
                        style::text::accent
                    } else {
                        iced::widget::text::base
                    })
                ]
                .spacing(2)
                .width(Fill)
                .align_x(iced::Alignment::Center),
            )
            .padding(10)
            .width(110.0 * k)
            .style(style::container::panel),
        );
    }
    let mut page = column![
        row![
            text("Name").size(size::PLAIN * k).width(110.0 * k),
            focus::tooltip_at(
                focus::ring(
                    NAME,
                    text_input("Who goes into the dungeon?", &state.name)
                        .id(NAME)
                        .on_input(Message::NameChanged)
                        .on_submit(Message::Create)
                        .size(size::PLAIN * k)
                        .width(360.0 * k),
                )
                .field()
                .first(),
                "Enter: create (the dice are rolled if they are not yet)",
                // Beside the box: under it are the dice.
                focus::Side::Right
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        row![
            focus::ring(
                "new.roll",
                button(text("Roll 6d6").size(body))
                    .style(style::button::secondary)
                    .on_press(Message::Roll)
            ),
            text("or type the dice you rolled, in order:").size(body),
            focus::ring(
                "new.dice",
                text_input("3 4 5 2 6 1", &state.manual)
                    .id("new.dice")
                    .on_input(Message::ManualRoll)
                    .on_submit(Message::Create)
                    .size(size::PLAIN * k)
                    .width(160.0 * k),
            )
            .field(),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        container(text(ONE_ROLL).size(small).style(style::text::soft)).max_width(760.0 * k),
    ]
    .spacing(12.0 * k);
    if let Some(problem) = typed_problem(&state.manual) {
        page = page.push(text(problem).size(body).style(style::text::accent));
    }
    // The dice wrap when the window is narrow or the zoom large.
    page = page.push(dice_row.wrap().vertical_spacing(10.0 * k));
    let warned = warnings(state);
    if !warned.is_empty() {
        page = page.push(
            container(column(warned.into_iter().map(|w| text(w).size(body).into())).spacing(4))
                .padding([6, 10])
                .width(Fill)
                .style(style::container::danger),
        );
    }
    // With no dice yet, Create rolls them.
    let can_create = !state.name.trim().is_empty();
    page = page.push(
        row![
            focus::ring(
                "new.create",
                button(text("Create").size(body))
                    .style(style::button::primary)
                    .on_press_maybe(can_create.then_some(Message::Create))
            ),
            text(if !can_create {
                "Name them, then Enter creates them."
            } else if state.dice.is_none() {
                "Enter rolls the dice and creates them."
            } else {
                "Enter creates them."
            })
            .size(small)
            .style(style::text::soft),
        ]
        .spacing(12.0 * k)
        .align_y(iced::Alignment::Center),
    );
    page
}

/// The warnings of the dice rolled: one for each attribute at 1, once they have settled.
pub fn warnings(state: &State) -> Vec<String> {
    let Some(dice) = state.dice.filter(|_| state.roll.progress() >= 1.0) else {
        return Vec::new();
    };
    let mut lines: Vec<String> = Attr::ALL
        .iter()
        .zip(dice)
        .filter(|(_, v)| *v == 1)
        .map(|(attr, _)| rules::attributes::warning_at_one(*attr))
        .collect();
    if !lines.is_empty() {
        lines.push(rules::attributes::DEATH_AT_ONE.to_string());
    }
    lines
}

/// The six attributes in plain words: their range, what each is and what tests it, what
/// changes them, and what the roll may redo; `k` times their size.
fn explained<'a>(k: f32) -> Element<'a, Message> {
    let (small, body) = (size::SMALL * k, size::BODY * k);
    let arcana = Arcana::standard().ok();
    let mut lines = column![
        text("The six attributes").size(size::LARGE * k),
        text(rules::attributes::RANGE).size(body),
    ]
    .spacing(6.0 * k);
    for attr in Attr::ALL {
        let tested = arcana
            .map(|a| rules::attributes::tested_by(attr, a))
            .unwrap_or_default();
        lines = lines.push(
            row![
                text(attr.name()).size(body).width(110.0 * k),
                column![
                    text(rules::attributes::plain(attr)).size(body),
                    text(tested).size(small).style(style::text::soft),
                ]
                .width(Fill)
            ]
            .spacing(8.0 * k),
        );
    }
    lines
        .push(text(rules::attributes::CHANGES).size(body))
        .max_width(900.0 * k)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_creates_and_a_rolled_one_is_warned_of_with_death() {
        let mut state = State::default();
        assert!(matches!(
            state.command(&Command::Enter),
            Some(Message::Create)
        ));
        let _ = state.update(Message::ManualRoll("3 1 5 2 6 6".into()));
        let warned = warnings(&state);
        assert_eq!(warned.len(), 2, "{warned:?}");
        assert!(warned[0].starts_with("Agility 1"));
        assert!(warned[1].contains("Death takes 1 from every attribute"));
        let _ = state.update(Message::ManualRoll("3 4 5 2 6 6".into()));
        assert!(warnings(&state).is_empty());
        assert!(matches!(
            state.update(Message::Create),
            Action::Ask(Request::Create {
                dice: Some([3, 4, 5, 2, 6, 6]),
                ..
            })
        ));
    }

    #[test]
    fn typed_dice_that_are_not_one_to_six_say_so() {
        assert_eq!(typed_problem("3 4 5 2 6 1"), None);
        assert!(typed_problem("3 4 7 2 6 1").is_some_and(|p| p.contains("“7”")));
        assert!(typed_problem("0,4,5,2,6,1").is_some_and(|p| p.contains("“0”")));
        assert!(typed_problem("3 4 5").is_some_and(|p| p.contains("3 of 6")));
        assert_eq!(typed_problem(""), None);
    }
}
