//! The settings screen drawn: the house rules, play, look, the journal folder and the data
//! folder, in a centred column that grows in a wide room.

use iced::widget::{button, column, container, responsive, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::store::location::home_env_set;
use crate::tarot::rules::{EmptyDeck, RuleBook};
use crate::ui::focus;
use crate::ui::keymap::{Command, Zoom};
use crate::ui::route::Route;
use crate::ui::screen::rules::grown;
use crate::ui::settings::{AppSettings, ThemeChoice, ZOOMS};
use crate::ui::theme::{size, style};
use crate::ui::widget::card::Faces;

use super::{Folder, Message, State, journal_folder};

/// A row of choices, one chosen (sunk, with a 2 px border): the arrow keys move within it.
fn choices<'a, T: Copy + PartialEq + 'a>(
    group: &'static str,
    options: impl IntoIterator<Item = (T, String)>,
    chosen: T,
    send: impl Fn(T) -> Message + 'a,
    k: f32,
) -> iced::widget::Row<'a, Message> {
    let mut line = row![].spacing(6.0 * k).align_y(iced::Alignment::Center);
    for (i, (option, words)) in options.into_iter().enumerate() {
        line = line.push(
            focus::ring(
                format!("{group}.{i}"),
                button(text(words).size(size::BODY * k))
                    .style(style::button::choice(option == chosen))
                    .on_press(send(option)),
            )
            .group(group),
        );
    }
    line
}

/// The settings screen (it scrolls when the window is short, or the zoom large): in a wide
/// room its words, spacing and column grow as How to play's do ([`grown`]).
pub(super) fn view<'a>(state: &'a State, folder: Folder<'a>) -> Element<'a, Message> {
    responsive(move |room| {
        let k = grown(room.width);
        column![
            super::super::nav("Settings".into(), k),
            page(state, folder, k)
        ]
        .spacing(10)
        .into()
    })
    .into()
}

/// The settings' page, everything `k` times its size, in a scroller.
fn page<'a>(state: &'a State, folder: Folder<'a>, k: f32) -> Element<'a, Message> {
    let (small, plain, large) = (size::SMALL * k, size::PLAIN * k, size::LARGE * k);
    let settings = &state.settings;
    let o = settings.options;
    let summary = |key: &str| {
        RuleBook::standard()
            .ok()
            .and_then(|book| book.options.iter().find(|i| i.key == key))
            .map(|i| i.summary.clone())
            .unwrap_or_default()
    };
    let court = format!(
        "{},{},{},{}",
        o.court_difficulty.page,
        o.court_difficulty.knight,
        o.court_difficulty.queen,
        o.court_difficulty.king
    );
    let page = column![
        text("House rules for new delves (each delve keeps the rules it began with)").size(large),
        focus::check(
            "settings.empty-deck",
            o.empty_deck == EmptyDeck::Lost,
            "An empty deck means the adventurer is lost in the dark",
            |on| Message::SetRule("empty_deck", if on { "lost" } else { "reshuffle" }.into()),
            k
        ),
        text(
            "Off: the discard pile is shuffled into a new deck. On: the adventurer is lost in \
             the dark and dies."
        )
        .size(small),
        focus::check(
            "settings.luck",
            o.luck_wildcard,
            "Luck may stand in for any attribute",
            |on| Message::SetRule("luck_wildcard", on.to_string()),
            k
        ),
        text(summary("luck_wildcard")).size(small),
        focus::check(
            "settings.refill",
            o.refill_opening_hand,
            "Refill the opening hand until it holds only minor cards",
            |on| Message::SetRule("refill_opening_hand", on.to_string()),
            k
        ),
        focus::check(
            "settings.min-damage",
            o.min_failure_damage == 1,
            "Every failed check costs at least 1",
            |on| Message::SetRule("min_failure_damage", if on { "1" } else { "0" }.into()),
            k
        ),
        row![
            text("Court difficulty (Page, Knight, Queen, King)").size(plain),
            focus::ring(
                "settings.court",
                text_input("1,2,3,4", &court)
                    .id("settings.court")
                    .on_input(|v| Message::SetRule("court_difficulty", v))
                    .size(plain)
                    .width(120.0 * k),
            )
            .field(),
        ]
        .spacing(8.0 * k)
        .align_y(iced::Alignment::Center),
        text("Play").size(large),
        focus::check(
            "settings.table-mode",
            settings.table_mode,
            "Table mode: I flip my own deck and roll my own dice",
            Message::SetTable,
            k
        ),
        focus::check(
            "settings.animations",
            settings.animations,
            "Animate card flips and dice rolls",
            Message::SetAnimations,
            k
        ),
        guide(settings, k),
        focus::check(
            "settings.chances",
            settings.chances,
            "Show each answer's chance to escape, and the ★ on the best (a careful automatic \
             player plays 2,000 delves on from where each answer leads, beside the game)",
            Message::SetChances,
            k
        ),
        text("Look").size(large),
        row![
            text("Theme").size(plain).width(110.0 * k),
            focus::tip_at(
                choices(
                    "settings.theme",
                    [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark]
                        .map(|t| (t, t.to_string())),
                    settings.theme,
                    Message::SetTheme,
                    k,
                ),
                &Command::Theme,
                // Beside the choices: under them are the text sizes.
                focus::Side::Right
            ),
        ]
        .spacing(8.0 * k)
        .align_y(iced::Alignment::Center),
        row![
            text("Text size").size(plain).width(110.0 * k),
            focus::tip_at(
                choices(
                    "settings.zoom",
                    ZOOMS.map(|z| (z, format!("{z}%"))),
                    settings.zoom,
                    Message::SetZoom,
                    k,
                )
                .wrap()
                .vertical_spacing(6.0 * k),
                &Command::Zoom(Zoom::In),
                focus::Side::Right
            ),
        ]
        .spacing(8.0 * k)
        .align_y(iced::Alignment::Center),
        row![
            text("Card faces").size(plain).width(110.0 * k),
            choices(
                "settings.faces",
                Faces::ALL.map(|f| (f, capitalized(&f.to_string()))),
                settings.faces,
                Message::SetFaces,
                k,
            ),
            focus::ring(
                "settings.about",
                button(text("About Malice and its cards").size(size::BODY * k))
                    .style(style::button::secondary)
                    .on_press(Message::Go(Route::About))
            ),
        ]
        .spacing(8.0 * k)
        .align_y(iced::Alignment::Center)
        .wrap()
        .vertical_spacing(6.0 * k),
        state
            .journal
            .view(settings.journal_folder.as_deref(), k)
            .map(Message::JournalFolder),
        data_folder(state, folder, k),
    ]
    .spacing(8.0 * k);
    // A column of readable lines, centred: across a large window the options' words ran the
    // whole width (a line of some 250 letters at 1920×1080). The scrollbar floats over the
    // page's right margin, so that nothing moves when it comes (embedded, it took 16 px and
    // the centred column moved 8: test `ui fit::jump`).
    scrollable(
        container(
            page.max_width(960.0 * k)
                .padding(iced::Padding::ZERO.right(12)),
        )
        .center_x(Fill),
    )
    .height(Fill)
    .into()
}

/// The first-delve guide: on or off, and its notes shown again (`k` times their size).
fn guide<'a>(settings: &AppSettings, k: f32) -> Element<'a, Message> {
    let seen = settings.guide.seen.len();
    let mut line = row![focus::check(
        "settings.guide",
        settings.guide.on,
        "First-delve guide: a short note beside the question the first time each kind of \
             moment comes",
        Message::SetGuide,
        k
    )]
    .spacing(12.0 * k)
    .align_y(iced::Alignment::Center);
    if seen > 0 {
        line = line.push(focus::ring(
            "settings.guide-again",
            button(text(format!("Show all its notes again ({seen} seen)")).size(size::BODY * k))
                .style(style::button::secondary)
                .on_press(Message::ResetGuide),
        ));
    }
    line.into()
}

/// Words with their first letter in capitals ("the 1909 deck" → "The 1909 deck").
fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Where the saves are, and how to move them elsewhere (`k` times their size).
fn data_folder<'a>(state: &'a State, folder: Folder<'a>, k: f32) -> Element<'a, Message> {
    let (small, plain, large) = (size::SMALL * k, size::PLAIN * k, size::LARGE * k);
    let now = folder.now.map_or_else(
        || "none could be opened".to_string(),
        |root| root.display().to_string(),
    );
    let remembered = match folder.choice {
        Some(choice) if home_env_set() => format!(
            "MALICE_HOME is set, so it decides the folder each time Malice starts; a folder \
             chosen here is used now and remembered in {} for when it is not set.",
            choice.file().display()
        ),
        Some(choice) => format!(
            "The choice is remembered in {}; the MALICE_HOME environment variable, when set, \
             wins over it.",
            choice.file().display()
        ),
        None => "This window was opened on a given folder: the choice lasts until it closes."
            .to_string(),
    };
    let mut section = column![
        text("Data folder").size(large),
        text(format!("Your saves are in {now}")).size(plain),
        journal_folder::folder_row(
            ["settings.folder", "settings.choose", "settings.use"],
            "The folder for your saves",
            &state.folder_text,
            Message::FolderTyped,
            (Message::PickFolder, Message::UseFolder),
            "Use this folder",
            k,
        ),
        text(format!(
            "Malice opens the saves in the folder you choose (starting fresh if it holds none). \
             {remembered}"
        ))
        .size(small),
    ]
    .spacing(6.0 * k);
    if let Some(note) = &state.folder_note {
        section = section.push(
            container(text(note.clone()).size(plain))
                .padding(8)
                .width(Fill)
                .style(crate::ui::theme::style::container::panel),
        );
    }
    section.into()
}
