//! Keys as the keyboard sends them to the app's window: through the widgets first (the ring
//! presses its control on Enter, a text field keeps its letters), then to the app's keymap if
//! no widget took them; and where the keyboard's focus is.

use iced::keyboard::key::{Code, Named};
use iced::keyboard::{self, Key, Modifiers};
use iced::widget::Id;
use iced::{Event, Size};
use iced_test::Simulator;

use malice::ui::keys::KeyPress;
use malice::ui::{App, Message};

use super::{fonts, run};

/// The window the keys are sent to.
pub const WINDOW: Size = Size::new(1280.0, 800.0);

/// A key as the keyboard sends it: `name` is a character or a named key.
pub fn key(name: &str, modifiers: Modifiers) -> KeyPress {
    let named = |named, code| (Key::Named(named), code);
    let (key, code) = match name {
        "Tab" => named(Named::Tab, Code::Tab),
        "Enter" => named(Named::Enter, Code::Enter),
        "Space" => named(Named::Space, Code::Space),
        "Escape" => named(Named::Escape, Code::Escape),
        "Up" => named(Named::ArrowUp, Code::ArrowUp),
        "Down" => named(Named::ArrowDown, Code::ArrowDown),
        "Left" => named(Named::ArrowLeft, Code::ArrowLeft),
        "Right" => named(Named::ArrowRight, Code::ArrowRight),
        "PageUp" => named(Named::PageUp, Code::PageUp),
        "PageDown" => named(Named::PageDown, Code::PageDown),
        "Home" => named(Named::Home, Code::Home),
        "End" => named(Named::End, Code::End),
        "=" => (Key::Character("=".into()), Code::Equal),
        "0" => (Key::Character("0".into()), Code::Digit0),
        letter => (
            Key::Character(letter.into()),
            match letter {
                "c" => Code::KeyC,
                "e" => Code::KeyE,
                "h" => Code::KeyH,
                "n" => Code::KeyN,
                "q" => Code::KeyQ,
                "t" => Code::KeyT,
                "u" => Code::KeyU,
                "w" => Code::KeyW,
                "y" => Code::KeyY,
                "o" => Code::KeyO,
                _ => Code::KeyA,
            },
        ),
    };
    KeyPress {
        modifiers,
        ..KeyPress::plain(key, code)
    }
}

/// Presses a key in the app's window: the widgets first (the ring presses its control on
/// Enter, a text field keeps its letters, the note box keeps its Esc); a key no widget took
/// goes to the app, as the app's subscription sends it. Gives whether a widget took it.
pub fn press(app: &mut App, name: &str, modifiers: Modifiers) -> bool {
    press_in(app, WINDOW, name, modifiers)
}

/// The window's event for key `name` pressed (see [`key`]), with the text it types, if any.
pub fn event(name: &str, modifiers: Modifiers) -> Event {
    let press = key(name, modifiers);
    let text = match press.key.as_ref() {
        Key::Character(c) => Some(c.into()),
        Key::Named(Named::Space) => Some(" ".into()),
        _ => None,
    };
    Event::Keyboard(keyboard::Event::KeyPressed {
        key: press.key,
        modified_key: press.modified,
        physical_key: press.physical,
        location: keyboard::Location::Standard,
        modifiers,
        text,
        repeat: false,
    })
}

/// As [`press`], in a window `size` big (a small window, or a large zoom's room).
pub fn press_in(app: &mut App, size: Size, name: &str, modifiers: Modifiers) -> bool {
    let press = key(name, modifiers);
    let event = event(name, modifiers);
    let (taken, messages): (bool, Vec<Message>) = {
        fonts();
        let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
        let status = ui.simulate([event]);
        let taken = status
            .first()
            .is_some_and(|s| *s == iced::event::Status::Captured);
        (taken, ui.into_messages().collect())
    };
    for message in messages {
        let work = app.update(message);
        run(app, work);
    }
    if !taken {
        let work = app.update(Message::Key(press));
        run(app, work);
    }
    taken
}

pub fn tap(app: &mut App, name: &str) -> bool {
    press(app, name, Modifiers::empty())
}

/// Q on Home: a quick match of the chosen game (Malice, unless the arrows chose another),
/// which must then be open.
pub fn quick_match_by_q(app: &mut App) {
    tap(app, "q");
    assert!(app.open_match().is_some(), "Q starts a quick match");
}

/// Lays the window out (as every frame does), so that the focus chain is the window's.
pub fn lay_out(app: &App) {
    fonts();
    let _ = Simulator::with_size(iced::Settings::default(), WINDOW, app.view());
}

/// The control with the keyboard's focus.
pub fn at(app: &App) -> Option<Id> {
    app.focus().at().cloned()
}

pub fn id(name: &str) -> Option<Id> {
    Some(Id::from(name.to_string()))
}

/// Whether the widget `target` (a container's id) shows whole in the app's window `size` big,
/// before and after the window runs the widget operations of `work` (as the runtime does:
/// scrolling a control into view, say). Messages `work` gives are not sent.
pub fn shows_whole(app: &App, size: Size, work: iced::Task<Message>, target: &str) -> (bool, bool) {
    use iced::futures::StreamExt;
    use iced_core::renderer::Headless;
    use iced_core::widget::operation::Outcome;
    use iced_runtime::user_interface::{Cache, UserInterface};
    fonts();
    let mut renderer = iced::futures::executor::block_on(iced_renderer::Renderer::new(
        iced::Font::with_name("Fira Sans"),
        iced::Pixels(16.0),
        Some("tiny-skia"),
    ))
    .expect("a headless renderer");
    let mut ui = UserInterface::build(app.view(), size, Cache::default(), &mut renderer);
    let look = |ui: &mut UserInterface<'_, Message, iced::Theme, iced::Renderer>| {
        let mut seen = Seen {
            target: Id::from(target.to_string()),
            window: iced::Rectangle::with_size(size),
            pending: false,
            around: Vec::new(),
            whole: None,
        };
        ui.operate(&renderer, &mut seen);
        seen.whole
            .unwrap_or_else(|| panic!("no {target} on screen"))
    };
    let before = look(&mut ui);
    let actions = iced_runtime::task::into_stream(work)
        .map(|stream| iced::futures::executor::block_on(stream.collect::<Vec<_>>()))
        .unwrap_or_default();
    for action in actions {
        if let iced_runtime::Action::Widget(mut operation) = action {
            loop {
                ui.operate(&renderer, operation.as_mut());
                match operation.finish() {
                    Outcome::Chain(next) => operation = next,
                    _ => break,
                }
            }
        }
    }
    (before, look(&mut ui))
}

/// Finds a container and whether it shows whole: inside the window and every scrollable
/// around it, as scrolled.
struct Seen {
    target: Id,
    window: iced::Rectangle,
    /// The last scrollable met (its content comes next).
    pending: bool,
    /// The scrollables around the widget being visited: their bounds and translation.
    around: Vec<(iced::Rectangle, iced::Vector)>,
    whole: Option<bool>,
}

impl iced_core::widget::Operation for Seen {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn iced_core::widget::Operation)) {
        let entering = std::mem::take(&mut self.pending);
        operate(self);
        if entering {
            self.around.pop();
        }
    }

    fn container(&mut self, id: Option<&Id>, bounds: iced::Rectangle) {
        self.pending = false;
        if id != Some(&self.target) || self.whole.is_some() {
            return;
        }
        // Where each rectangle is drawn: moved back by every scrollable around it.
        let mut shift = iced::Vector::ZERO;
        let mut views = vec![self.window];
        for (view, translation) in &self.around {
            views.push(*view - shift);
            shift += *translation;
        }
        let drawn = bounds - shift;
        self.whole = Some(views.iter().all(|view| {
            drawn.x >= view.x - 0.5
                && drawn.y >= view.y - 0.5
                && drawn.x + drawn.width <= view.x + view.width + 0.5
                && drawn.y + drawn.height <= view.y + view.height + 0.5
        }));
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: iced::Rectangle,
        _content_bounds: iced::Rectangle,
        translation: iced::Vector,
        _state: &mut dyn iced_core::widget::operation::Scrollable,
    ) {
        self.around.push((bounds, translation));
        self.pending = true;
    }
}
