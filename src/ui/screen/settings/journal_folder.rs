//! Settings: the journal folder kept in sync (off by default). Each adventurer's journal is
//! one Markdown file there, rewritten after every change (an Obsidian vault, say): chosen with
//! the system's folder dialog, or typed where no dialog is available.

use std::path::{Path, PathBuf};

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Element, Fill};

use crate::ui::focus;
use crate::ui::theme::{size, style};

/// What the player does with the journal folder.
#[derive(Clone, Debug)]
pub enum Message {
    /// Open the folder dialog.
    Pick,
    /// The folder the dialog gave (`None`: no dialog available, or cancelled).
    Picked(Option<PathBuf>),
    /// The folder's path, typed.
    Typed(String),
    /// Keep the journals in the folder typed.
    Use,
    /// Stop keeping the journals in a folder.
    TurnOff,
}

/// The section's own state: the path being typed, and what became of the last change.
#[derive(Clone, Debug, Default)]
pub struct State {
    /// The folder's path being typed.
    pub typed: String,
    /// What happened to the last change, in words.
    pub note: Option<String>,
}

/// What a message asks of the settings.
pub enum FolderAction {
    /// Nothing to save.
    None,
    /// Run this work (the folder dialog); its answer comes back as a message.
    Run(iced::Task<Message>),
    /// Keep the journals in this folder (`None`: in none).
    Set(Option<PathBuf>),
}

impl State {
    /// The section with the folder set now (if any) in the box.
    pub fn at(folder: Option<&Path>) -> State {
        State {
            typed: folder.map(|f| f.display().to_string()).unwrap_or_default(),
            note: None,
        }
    }

    /// Takes a message; `now` is the folder set now.
    pub fn update(&mut self, message: Message, now: Option<&Path>) -> FolderAction {
        match message {
            Message::Pick => FolderAction::Run(pick(now.map(Path::to_path_buf))),
            Message::Picked(Some(path)) => {
                self.typed = path.display().to_string();
                self.note = None;
                FolderAction::Set(Some(path))
            }
            Message::Picked(None) => {
                self.note = Some(
                    "No folder was chosen (or no folder dialog is available here): type the \
                     folder's path above and press “Keep them here”."
                        .into(),
                );
                FolderAction::None
            }
            Message::Typed(text) => {
                self.typed = text;
                FolderAction::None
            }
            Message::Use => {
                let typed = self.typed.trim();
                if typed.is_empty() {
                    self.note = Some("Type the path of a folder first.".into());
                    return FolderAction::None;
                }
                let path = PathBuf::from(typed);
                let path = std::path::absolute(&path).unwrap_or(path);
                self.note = None;
                FolderAction::Set(Some(path))
            }
            Message::TurnOff => {
                self.note = Some(
                    "The journals are no longer kept in a folder; the files already there \
                     stay as they are."
                        .into(),
                );
                FolderAction::Set(None)
            }
        }
    }

    /// The section: where the journals are kept (if anywhere), the folder box and its
    /// buttons, `k` times their size (Settings grows in a wide room).
    pub fn view<'a>(&'a self, now: Option<&'a Path>, k: f32) -> Element<'a, Message> {
        let said = match now {
            Some(folder) => format!(
                "Each adventurer's journal is kept as a Markdown file in {}, rewritten after \
                 every change. If you edit one there, Malice keeps your copy beside it.",
                folder.display()
            ),
            None => "Off. Keep each adventurer's journal as a Markdown file in a folder of your \
                     choosing (an Obsidian vault, say), rewritten after every change."
                .to_string(),
        };
        let mut buttons = folder_row(
            [
                "settings.journal-folder",
                "settings.journal-choose",
                "settings.journal-use",
            ],
            "The folder for your journals",
            &self.typed,
            Message::Typed,
            (Message::Pick, Message::Use),
            "Keep them here",
            k,
        );
        if now.is_some() {
            buttons = buttons.push(focus::ring(
                "settings.journal-off",
                button(text("Turn off").size(size::PLAIN * k))
                    .style(style::button::secondary)
                    .on_press(Message::TurnOff),
            ));
        }
        let mut section = column![
            text("Journal folder").size(size::LARGE * k),
            text(said).size(size::PLAIN * k),
            buttons.wrap().vertical_spacing(6.0 * k),
        ]
        .spacing(6.0 * k);
        if let Some(note) = &self.note {
            section = section.push(
                container(text(note.clone()).size(size::PLAIN * k))
                    .padding(8)
                    .width(Fill)
                    .style(style::container::panel),
            );
        }
        section.into()
    }
}

/// Asks for a folder (a folder dialog opened at `start`).
fn pick(start: Option<PathBuf>) -> iced::Task<Message> {
    iced::Task::perform(
        async move {
            let mut dialog = rfd::AsyncFileDialog::new();
            if let Some(start) = start {
                dialog = dialog.set_directory(start);
            }
            dialog
                .pick_folder()
                .await
                .map(|handle| handle.path().to_path_buf())
        },
        Message::Picked,
    )
}

/// A folder's line in Settings: the box its path is typed in (Enter takes it), "Choose…" for
/// the system's folder dialog, and the button that takes the path typed (`take`). `ids`: the
/// focus ids of the box, Choose… and the taking button; `on`: Choose's message, then the
/// taking one's; everything `k` times its size.
pub(super) fn folder_row<'a, M: Clone + 'a>(
    ids: [&'static str; 3],
    placeholder: &'a str,
    typed: &'a str,
    on_input: impl Fn(String) -> M + 'a,
    on: (M, M),
    take: &'a str,
    k: f32,
) -> iced::widget::Row<'a, M> {
    let (pick, use_it) = on;
    row![
        focus::ring(
            ids[0],
            text_input(placeholder, typed)
                .id(ids[0])
                .on_input(on_input)
                .on_submit(use_it.clone())
                .size(size::PLAIN * k)
                .width(Fill)
        )
        .field(),
        focus::ring(
            ids[1],
            button(text("Choose…").size(size::PLAIN * k)).on_press(pick)
        ),
        focus::ring(
            ids[2],
            button(text(take).size(size::PLAIN * k)).on_press(use_it)
        ),
    ]
    .spacing(8.0 * k)
}
