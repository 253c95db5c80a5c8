//! Keys as the app reads them: by the physical key where the layout matters (digits on AZERTY
//! need Shift), and by the text a key gives where the symbol matters (`?` is Shift+/ on a US
//! keyboard and Shift+, on a French one; iced reports the key without Shift applied).

use iced::keyboard::key::{Code, Physical};
use iced::keyboard::{self, Key, Modifiers, key::Named};

/// A way the arrow keys go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// ↑
    Up,
    /// ↓
    Down,
    /// ←
    Left,
    /// →
    Right,
}

impl Dir {
    /// Whether the way is back along a list (up or left).
    pub fn is_back(self) -> bool {
        matches!(self, Dir::Up | Dir::Left)
    }
}

/// How far a key scrolls the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A line up (`true`) or down.
    Line(bool),
    /// A page up (`true`) or down.
    Page(bool),
    /// To the start.
    Start,
    /// To the end.
    End,
}

/// Which way the zoom goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zoom {
    /// Bigger.
    In,
    /// Smaller.
    Out,
    /// Back to 100%.
    Reset,
}

/// One key pressed, with what the app needs to read it on any layout.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyPress {
    /// The key without Shift applied.
    pub key: Key,
    /// The key with Shift (and the other modifiers but Ctrl) applied.
    pub modified: Key,
    /// Where the key sits on the keyboard.
    pub physical: Physical,
    /// The modifiers held.
    pub modifiers: Modifiers,
}

impl KeyPress {
    /// Reads a key press event (`None` for any other event).
    pub fn from_event(event: keyboard::Event) -> Option<KeyPress> {
        match event {
            keyboard::Event::KeyPressed {
                key,
                modified_key,
                physical_key,
                modifiers,
                ..
            } => Some(KeyPress {
                key,
                modified: modified_key,
                physical: physical_key,
                modifiers,
            }),
            _ => None,
        }
    }

    /// A key pressed with no modifiers, the same on every layout (for tests and scripts).
    pub fn plain(key: Key, physical: Code) -> KeyPress {
        KeyPress {
            modified: key.clone(),
            key,
            physical: Physical::Code(physical),
            modifiers: Modifiers::empty(),
        }
    }

    /// Whether this is `?` (with Shift on whatever key gives it on this layout).
    pub fn is_question_mark(&self) -> bool {
        matches!(self.modified.as_ref(), Key::Character("?"))
            || matches!(self.key.as_ref(), Key::Character("?"))
    }

    /// The digit 0 to 9 of the key's place on the number row or the keypad, whatever the
    /// layout prints on it; else the digit it types.
    pub fn digit(&self) -> Option<u8> {
        if self.modifiers.command() || self.modifiers.alt() {
            return None;
        }
        let by_place = match self.physical {
            Physical::Code(code) => match code {
                Code::Digit0 | Code::Numpad0 => Some(0),
                Code::Digit1 | Code::Numpad1 => Some(1),
                Code::Digit2 | Code::Numpad2 => Some(2),
                Code::Digit3 | Code::Numpad3 => Some(3),
                Code::Digit4 | Code::Numpad4 => Some(4),
                Code::Digit5 | Code::Numpad5 => Some(5),
                Code::Digit6 | Code::Numpad6 => Some(6),
                Code::Digit7 | Code::Numpad7 => Some(7),
                Code::Digit8 | Code::Numpad8 => Some(8),
                Code::Digit9 | Code::Numpad9 => Some(9),
                _ => None,
            },
            Physical::Unidentified(_) => None,
        };
        by_place.or_else(|| match self.modified.as_ref() {
            Key::Character(c) => c.parse::<u8>().ok().filter(|d| *d <= 9),
            _ => None,
        })
    }

    /// Ctrl (or Cmd) with a letter, by the letter the layout types (Ctrl+Z is where Z is).
    pub fn command(&self, letter: &str) -> bool {
        self.modifiers.command()
            && matches!(self.key.as_ref(), Key::Character(c) if c.eq_ignore_ascii_case(letter))
    }

    /// A letter alone (no Ctrl, Alt or Logo), by the letter the layout types.
    pub fn letter(&self, letter: &str) -> bool {
        !self.modifiers.command()
            && !self.modifiers.alt()
            && !self.modifiers.logo()
            && matches!(self.key.as_ref(), Key::Character(c) if c.eq_ignore_ascii_case(letter))
    }

    /// The arrow key pressed (with no Ctrl or Alt), if it is one.
    pub fn arrow(&self) -> Option<Dir> {
        if self.modifiers.command() || self.modifiers.alt() {
            return None;
        }
        match self.key.as_ref() {
            Key::Named(Named::ArrowUp) => Some(Dir::Up),
            Key::Named(Named::ArrowDown) => Some(Dir::Down),
            Key::Named(Named::ArrowLeft) => Some(Dir::Left),
            Key::Named(Named::ArrowRight) => Some(Dir::Right),
            _ => None,
        }
    }

    /// Ctrl with `=` or `+` (bigger), `-` (smaller) or `0` (back to its size): by the sign
    /// the key types, else by the key's place (the keypad's, or the number row's 0).
    pub fn zoom(&self) -> Option<Zoom> {
        if !self.modifiers.command() {
            return None;
        }
        let by_sign = [&self.key, &self.modified]
            .into_iter()
            .find_map(|key| match key.as_ref() {
                Key::Character("=" | "+") => Some(Zoom::In),
                Key::Character("-" | "_") => Some(Zoom::Out),
                Key::Character("0") => Some(Zoom::Reset),
                _ => None,
            });
        by_sign.or(match self.physical {
            Physical::Code(Code::NumpadAdd | Code::Equal) => Some(Zoom::In),
            Physical::Code(Code::NumpadSubtract | Code::Minus) => Some(Zoom::Out),
            Physical::Code(Code::Digit0 | Code::Numpad0) => Some(Zoom::Reset),
            _ => None,
        })
    }

    /// Whether this is a named key (Esc, Space, Enter…) with no Ctrl.
    pub fn is(&self, named: Named) -> bool {
        !self.modifiers.command() && self.key == Key::Named(named)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn french(key: &str, shifted: &str, code: Code, shift: bool) -> KeyPress {
        KeyPress {
            key: Key::Character(key.into()),
            modified: Key::Character(if shift { shifted } else { key }.into()),
            physical: Physical::Code(code),
            modifiers: if shift {
                Modifiers::SHIFT
            } else {
                Modifiers::empty()
            },
        }
    }

    #[test]
    fn a_question_mark_is_read_on_us_and_french_keyboards() {
        assert!(french("/", "?", Code::Slash, true).is_question_mark());
        assert!(french(",", "?", Code::KeyM, true).is_question_mark());
        assert!(!french(",", "?", Code::KeyM, false).is_question_mark());
    }

    #[test]
    fn digits_are_read_by_their_place_on_azerty_and_on_the_keypad() {
        assert_eq!(french("&", "1", Code::Digit1, false).digit(), Some(1));
        assert_eq!(french("é", "2", Code::Digit2, true).digit(), Some(2));
        assert_eq!(
            KeyPress::plain(Key::Character("7".into()), Code::Numpad7).digit(),
            Some(7)
        );
        assert_eq!(french("a", "A", Code::KeyQ, false).digit(), None);
    }
}
