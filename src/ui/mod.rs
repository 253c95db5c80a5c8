//! The desktop app (iced). It only calls the engines and the career; no rules live here.

mod app;
mod screen;
mod settings;
mod widget;

pub use app::{App, Format, Message, Screen, parse_dice};
pub use settings::{AppSettings, ThemeChoice};

use iced::Font;

/// Opens the app's window and runs until it is closed.
pub fn run() -> iced::Result {
    iced::application(App::new, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .default_font(Font::with_name("Fira Sans"))
        .window_size((1280.0, 860.0))
        .run()
}
