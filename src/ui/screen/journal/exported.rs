//! What became of the journal's last export, as the journal page tells it: the file's name
//! with a button to open its folder, where it went when there was no save dialog to ask, or
//! that nothing was written because the dialog was closed.

use std::path::PathBuf;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill};

use crate::ui::focus;
use crate::ui::route::Format;
use crate::ui::theme::{size, style};

/// The last export's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exported {
    /// Written at `path`; `data`: into the data folder's `exports/` (there was no save dialog
    /// on this system, or the player asked for it), not a file they chose.
    File {
        /// Where.
        path: PathBuf,
        /// Whether it is the data folder's `exports/`.
        data: bool,
    },
    /// The save dialog was closed without a file: nothing was written.
    Closed(Format),
}

/// The line telling it: `open` opens a folder, `here` exports into the data folder instead.
pub fn view<'a, M: Clone + 'a>(
    exported: &'a Exported,
    open: impl Fn(PathBuf) -> M,
    here: impl Fn(Format) -> M,
) -> Element<'a, M> {
    match exported {
        Exported::File { path, data } => {
            // The file's name; its folder is a click away (and in the tooltip, or in words).
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let said = if *data {
                format!("Exported as {name}, in Malice's exports folder.")
            } else {
                format!("Exported as {name}.")
            };
            let mut line = row![text(said).size(size::BODY)]
                .spacing(8)
                .align_y(iced::Alignment::Center);
            let mut body = column![].spacing(4);
            if let Some(folder) = path.parent() {
                let opener = focus::ring(
                    "journal.folder",
                    button(text("Open its folder").size(size::SMALL))
                        .style(style::button::secondary)
                        .on_press(open(folder.to_path_buf())),
                );
                // The folder's path in its tooltip, beside it (the line under it may be the
                // path in words: at 200 % of 1024×640 the tooltip covered it), or none where
                // that line says it.
                line = line.push(if *data {
                    Element::from(opener)
                } else {
                    focus::tooltip_at(opener, folder.display().to_string(), focus::Side::Right)
                });
                body = body.push(line.wrap());
                if *data {
                    // The player did not choose it: where it is, in so many words.
                    body = body.push(
                        text(format!("That folder is {}.", folder.display())).size(size::SMALL),
                    );
                }
            } else {
                body = body.push(line.wrap());
            }
            container(body)
                .padding(8)
                .width(Fill)
                .style(style::container::good)
                .into()
        }
        Exported::Closed(format) => container(
            row![
                text("Nothing was exported: the save dialog was closed.").size(size::BODY),
                focus::ring(
                    "journal.export-here",
                    button(text("Export into Malice's exports folder").size(size::SMALL))
                        .style(style::button::secondary)
                        .on_press(here(*format)),
                ),
            ]
            .spacing(8)
            .align_y(iced::Alignment::Center)
            .wrap(),
        )
        .padding(8)
        .width(Fill)
        .style(style::container::panel)
        .into(),
    }
}
