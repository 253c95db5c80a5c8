//! A new adventurer: six dice (rolled here or at the table), a name, the attributes explained.

use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::tarot::attributes::Attr;

use crate::tarot::attributes::Attributes;
use crate::ui::focus;
use crate::ui::motion::{Motion, ROLL_TIME};
use crate::ui::route::Route;
use crate::ui::screen::Screen;
use crate::ui::theme::{size, style};
use crate::ui::widget::die::Die;

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

    fn animating(&self) -> bool {
        self.roll.is_moving()
    }

    fn tick(&mut self, now: iced::time::Instant) {
        self.roll.tick(now);
    }
}

/// What each attribute is for, a line each.
fn explain(attr: Attr) -> &'static str {
    match attr {
        Attr::Might => "strength and endurance: Swords court cards, The Emperor",
        Attr::Agility => "speed and balance: Swords court cards, The Star, Temperance",
        Attr::Luck => {
            "re-rolls a failed die; stands in for any attribute; never regained by Swords"
        }
        Attr::Intelligence => "cards in the opening hand; Wands and Pentacles courts; many arcana",
        Attr::Charm => "Pentacles court cards, Justice, Strength",
        Attr::Evocation => "the Wands actions that read the deck; The Magician, The Moon",
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

impl State {
    /// The new-adventurer screen.
    pub fn view(&self) -> Element<'_, Message> {
        page(self)
    }
}

/// The screen: the six dice, the name, what each attribute is for. Under the title it
/// scrolls, and the dice wrap, when the window is small or the zoom large.
fn page(state: &State) -> Element<'_, Message> {
    let mut dice_row = row![].spacing(10);
    for (i, attr) in Attr::ALL.iter().enumerate() {
        // Freshly rolled dice tumble for a moment (when animations are on); typed dice do not.
        let value = state.dice.map(|d| d[i]);
        let die = Die::new(value, state.roll.progress(), i as u8);
        // The number appears once the die has settled.
        let number = match value {
            Some(v) if state.roll.progress() >= 1.0 => v.to_string(),
            Some(_) => "…".to_string(),
            None => "–".to_string(),
        };
        dice_row = dice_row.push(
            container(
                column![
                    die.view(56.0),
                    text(attr.name()).size(size::SMALL).style(style::text::soft),
                    text(number).size(size::TITLE)
                ]
                .spacing(2)
                .width(Fill)
                .align_x(iced::Alignment::Center),
            )
            .padding(10)
            .width(110)
            .style(style::container::panel),
        );
    }
    let mut lines = column![].spacing(2);
    for attr in Attr::ALL {
        lines = lines.push(
            row![
                text(attr.name()).size(size::BODY).width(110),
                text(explain(attr)).size(size::BODY)
            ]
            .spacing(8),
        );
    }
    // With no dice yet, Create rolls them.
    let can_create = !state.name.trim().is_empty();
    let body = column![
        row![
            text("Name").width(110),
            focus::tooltip(
                focus::ring(
                    NAME,
                    text_input("Who goes into the dungeon?", &state.name)
                        .id(NAME)
                        .on_input(Message::NameChanged)
                        .on_submit(Message::Create)
                        .width(360),
                )
                .field()
                .first(),
                "Enter: create (the dice are rolled if they are not yet)"
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center),
        row![
            focus::ring(
                "new.roll",
                button(text("Roll 6d6").size(size::BODY))
                    .style(style::button::secondary)
                    .on_press(Message::Roll)
            ),
            text("or type the dice you rolled, in order:").size(size::BODY),
            focus::ring(
                "new.dice",
                text_input("3 4 5 2 6 1", &state.manual)
                    .id("new.dice")
                    .on_input(Message::ManualRoll)
                    .on_submit(Message::Create)
                    .width(160),
            )
            .field(),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(8),
        text(typed_problem(&state.manual).unwrap_or_default())
            .size(size::BODY)
            .style(style::text::accent),
        dice_row.wrap().vertical_spacing(10),
        lines,
        focus::ring(
            "new.create",
            button(text("Create").size(size::BODY))
                .style(style::button::primary)
                .on_press_maybe(can_create.then_some(Message::Create))
        ),
    ]
    .spacing(14)
    .width(Fill)
    .padding(iced::Padding::ZERO.right(12));
    column![
        super::nav("A new adventurer".into()),
        scrollable(body).spacing(6).height(Fill),
    ]
    .spacing(14)
    .width(Fill)
    .into()
}

#[cfg(test)]
mod tests {
    use super::typed_problem;

    #[test]
    fn typed_dice_that_are_not_one_to_six_say_so() {
        assert_eq!(typed_problem("3 4 5 2 6 1"), None);
        assert!(typed_problem("3 4 7 2 6 1").is_some_and(|p| p.contains("“7”")));
        assert!(typed_problem("0,4,5,2,6,1").is_some_and(|p| p.contains("“0”")));
        assert!(typed_problem("3 4 5").is_some_and(|p| p.contains("3 of 6")));
        assert_eq!(typed_problem(""), None);
    }
}
