//! About Malice: what it is, who drew the cards and where the pictures come from, the fonts,
//! the licence. Reached from Settings and from the `?` sheet.

use iced::widget::{column, container, responsive, row, scrollable, text};
use iced::{Element, Fill};

use crate::art::CREDIT;
use crate::tarot::card::Card;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

use super::rules::{Message, Rules, grown};
use super::{Action, Screen};
use crate::ui::route::Route;

/// The About page. It keeps nothing: its buttons only go somewhere.
#[derive(Clone, Copy, Debug, Default)]
pub struct About;

impl Screen for About {
    type Message = Message;
    type Request = super::Nothing;

    fn route(&self) -> Route {
        Route::About
    }

    fn update(&mut self, message: Message) -> Action<Message> {
        Rules::default().update(message)
    }
}

impl About {
    /// The page.
    pub fn view(&self) -> Element<'static, Message> {
        view()
    }
}

/// The About page, drawn: its navigation row, words and cards grow in a wide room as How to
/// play's do ([`grown`]).
fn view() -> Element<'static, Message> {
    responsive(|room| {
        let k = grown(room.width);
        column![
            super::nav("About Malice".into(), k),
            container(words(k))
                .padding(8)
                .height(Fill)
                .style(style::container::panel),
        ]
        .spacing(10)
        .into()
    })
    .into()
}

/// About's words and cards, `k` times their size, in a scroller.
fn words(k: f32) -> Element<'static, Message> {
    let cards = row(
        [Card::FOOL, Card::major(1), Card::major(2), Card::major(17)]
            .into_iter()
            .map(|c| card::face(c, 96.0 * k, false)),
    )
    .spacing(12.0 * k);
    let para = |words: String| text(words).font(SERIF).size(size::LARGE * k);
    let heading = |words: &'static str| text(words).font(SERIF).size(size::TITLE * k);
    let page = column![
        heading("Malice"),
        para(format!(
            "Version {}. A companion for Malice, a solo journaling game played with a tarot \
             deck and six-sided dice, and four abstract board games to play against the \
             computer or a friend.",
            env!("CARGO_PKG_VERSION")
        )),
        heading("The cards"),
        cards,
        para(CREDIT.to_string()),
        para(
            "The 1909 edition is out of copyright; later recoloured editions are not, and none \
             of their pictures are used here. In Settings, “Card faces” switches to our own \
             drawn faces. The card back is our own."
                .to_string()
        ),
        heading("Type"),
        para(
            "Fira Sans (the interface) and EB Garamond (the journal), both under the SIL Open \
             Font License."
                .to_string()
        ),
        heading("Licence"),
        para(format!(
            "Malice itself is free software under the {} licence.",
            env!("CARGO_PKG_LICENSE")
        )),
    ]
    .spacing(12.0 * k)
    .max_width(860.0 * k);
    scrollable(container(page).padding([8, 16]).center_x(Fill))
        .height(Fill)
        .into()
}
