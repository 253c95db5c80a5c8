//! Home's welcome on the first run: a few cards spread, what Malice is, and three ways in,
//! drawn larger or smaller with the window.

use iced::widget::{Stack, button, column, container, row, text};
use iced::{Element, Fill};

use crate::tarot::card::Card;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, size, style};
use crate::ui::widget::card;

/// A button that leads somewhere, in the quiet style of Home's top bar, that the ring
/// reaches, its label `text_size` high.
pub(super) fn sized_link<'a, M: Clone + 'a>(
    id: &'static str,
    label: &'a str,
    message: M,
    text_size: f32,
) -> Element<'a, M> {
    focus::ring(
        id,
        button(text(label).size(text_size))
            .style(style::button::secondary)
            .on_press(message),
    )
    .into()
}

/// How large the welcome is drawn for the window.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Scale {
    /// A window under 700 px high: smaller type and spread, so that the buttons stay in view.
    Compact,
    /// The default window and its like.
    Normal,
    /// A large window (1500×950 and up): larger cards and type, so that the welcome fills
    /// the page rather than floating small in its middle.
    Large,
}

impl Scale {
    pub(super) fn of(size: iced::Size) -> Scale {
        if size.height < 700.0 {
            Scale::Compact
        } else if size.height >= 950.0 && size.width >= 1500.0 {
            Scale::Large
        } else {
            Scale::Normal
        }
    }
}

/// The ways in of the welcome: the messages of its three buttons.
pub(super) struct Ways<M> {
    /// "Roll your first adventurer".
    pub first: M,
    /// "Read how to play".
    pub how: M,
    /// "Try a quick board game".
    pub try_game: M,
}

/// The first run: what Malice is, and three ways in (`ways`), drawn at `scale`; `narrow`
/// (under 720 px across, as at a large zoom) without the spread, so that the words keep the
/// width.
pub(super) fn welcome<'a, M: Clone + 'a>(
    scale: Scale,
    narrow: bool,
    ways: Ways<M>,
) -> Element<'a, M> {
    // A few cards spread on the table, overlapping.
    let (width, step, lift) = match scale {
        Scale::Compact => (96.0, 44.0, 16.0),
        Scale::Normal => (112.0, 52.0, 20.0),
        Scale::Large => (160.0, 74.0, 28.0),
    };
    // The type: the title, the words, the note and the buttons' labels.
    let (title, body, note, label) = match scale {
        Scale::Compact => (size::TITLE, size::BODY, size::BODY, size::BODY),
        Scale::Normal => (size::TITLE, size::LARGE, size::BODY, size::BODY),
        Scale::Large => (size::DISPLAY, size::TITLE, size::LARGE, size::LARGE),
    };
    let mut spread = Stack::new()
        .width(4.0 * step + width)
        .height(card::height(width) + lift);
    for (i, n) in [0u8, 1, 2, 16, 13].into_iter().enumerate() {
        let top = if i % 2 == 0 { 0.0 } else { lift };
        spread = spread.push(
            container(card::face(Card::major(n), width, false))
                .padding(iced::Padding::ZERO.left(i as f32 * step).top(top)),
        );
    }
    let first: Element<'a, M> = focus::ring(
        "home.first",
        button(text("Roll your first adventurer").size(label))
            .style(style::button::primary)
            .on_press(ways.first),
    )
    .first()
    .into();
    let buttons = row![
        // Narrow, the buttons wrap and the key's tooltip would cover the one under it.
        if narrow {
            first
        } else {
            focus::tip(first, &Command::Go(Route::NewAdventurer))
        },
        sized_link("home.how", "Read how to play", ways.how, label),
        sized_link("home.try", "Try a quick board game", ways.try_game, label),
    ]
    .spacing(10)
    .wrap()
    .vertical_spacing(8);
    let heading = text("Welcome to the dungeon").font(SERIF).size(title);
    // Narrow (a large zoom), the ways in come first, under the heading, so that they show
    // without scrolling; the words follow.
    let (first, last) = if narrow {
        (Some(buttons), None)
    } else {
        (None, Some(buttons))
    };
    let mut words = column![heading];
    if let Some(buttons) = first {
        words = words.push(buttons);
    }
    words = words.push(
        text(
            "Malice is a solo journaling game played with a tarot deck and a die: your \
             adventurer goes down into the dark, flips a card each turn and faces what it \
             brings, hoarding Pentacles until The Fool shows the way out. The app keeps the \
             deck, the dice, the odds and your journal, and remembers every adventurer who \
             died down there.",
        )
        .font(SERIF)
        .size(body),
    );
    words = words.push(
        text("No adventurers yet: roll your first, and send them down.")
            .size(note)
            .style(style::text::soft),
    );
    if let Some(buttons) = last {
        words = words.push(buttons);
    }
    let words = words
        .spacing(match scale {
            Scale::Compact => 8,
            Scale::Normal => 14,
            Scale::Large => 20,
        })
        .max_width(if scale == Scale::Large { 760 } else { 560 });
    let compact = scale == Scale::Compact;
    let inside: Element<'a, M> = if narrow {
        words.into()
    } else {
        row![spread, words]
            .spacing(32)
            .align_y(iced::Alignment::Center)
            .into()
    };
    container(inside)
        .padding(if compact { 12 } else { 24 })
        .width(Fill)
        .height(Fill)
        .center_x(Fill)
        // Narrow, at the top: the buttons first in view.
        .align_y(if narrow {
            iced::Alignment::Start
        } else {
            iced::Alignment::Center
        })
        .style(style::container::panel)
        .into()
}
