//! The one keymap: every key the app answers, where it holds and what it does, as data. A key
//! is read here and nowhere else: the app looks it up ([`command`]) and hands the
//! [`Command`] to the screen on show, or carries it out itself when no screen takes it. The
//! `?` sheet is drawn from [`KEYMAP`], line by line, and a button can name its key with
//! [`keys_for`].

use iced::keyboard::key::Named;

mod command;

use super::keys::KeyPress;
pub use super::keys::{Dir, Step, Zoom};
use super::route::{Format, Route};
pub use command::{Binding, Command, ScreenKind};

/// The screens that show an adventurer, whose journal Ctrl+E and Ctrl+F open.
const ADVENTURER: &[ScreenKind] = &[ScreenKind::Table, ScreenKind::Journal, ScreenKind::Career];

/// The screens of the delve side, where H opens How to play.
const DELVE_SIDE: &[ScreenKind] = &[
    ScreenKind::Home,
    ScreenKind::NewAdventurer,
    ScreenKind::Table,
    ScreenKind::Journal,
    ScreenKind::Career,
    ScreenKind::Fame,
    ScreenKind::Daily,
    ScreenKind::Settings,
    ScreenKind::About,
];

/// Every key the app answers, in the order the sheet lists them.
pub const KEYMAP: &[Binding] = &[
    Binding {
        keys: "Tab, Shift+Tab",
        does: "move the ring to the next or the previous control; Enter or Space presses it",
        on: &[],
        reads: |key| {
            key.is(Named::Tab)
                .then_some(Command::Tab(key.modifiers.shift()))
        },
    },
    Binding {
        keys: "↑ ↓ ← →",
        does: "move within the list or the board that has the ring; on Home, ← → choose \
               the adventurer on the roster's row, ↓ goes down to the board games (← → \
               choose one) and ↑ back up; in a match, step through the moves played; in How \
               to play, turn the pages",
        on: &[],
        reads: |key| key.arrow().map(Command::Arrow),
    },
    Binding {
        keys: "PageUp, PageDown, Home, End",
        does: "scroll the page a screen up or down, or to its top or its foot (↑ ↓ a line, \
               where they move nothing else)",
        on: &[],
        reads: |key| {
            [
                (Named::PageUp, Step::Page(true)),
                (Named::PageDown, Step::Page(false)),
                (Named::Home, Step::Start),
                (Named::End, Step::End),
            ]
            .into_iter()
            .find_map(|(named, step)| key.is(named).then_some(Command::Scroll(step)))
        },
    },
    Binding {
        keys: "1 … 9",
        does: "pick the numbered answer (the keys of the number row, on any layout)",
        on: &[ScreenKind::Table],
        reads: |key| key.digit().map(Command::Digit),
    },
    Binding {
        keys: "10 and up",
        does: "type the number, then Enter (or click the answer or the card)",
        on: &[ScreenKind::Table],
        reads: |key| key.is(Named::Enter).then_some(Command::Enter),
    },
    Binding {
        keys: "Backspace",
        does: "take back a digit typed",
        on: &[ScreenKind::Table],
        reads: |key| key.is(Named::Backspace).then_some(Command::Erase),
    },
    Binding {
        keys: "Space",
        does: "flip the next card, or roll the die a check waits for",
        on: &[ScreenKind::Table],
        reads: |key| key.is(Named::Space).then_some(Command::Flip),
    },
    Binding {
        keys: "W",
        does: "on the table: write in the note box (Ctrl+Enter saves the note; Esc leaves \
               the box, the words stay)",
        on: &[ScreenKind::Table],
        reads: |key| key.letter("w").then_some(Command::Note),
    },
    Binding {
        keys: "O",
        does: "on the table and the journal page: ask the cards (a draw from the oracle's \
               own deck, apart from the delve's; the question and the card go into the journal)",
        on: &[ScreenKind::Table, ScreenKind::Journal],
        reads: |key| key.letter("o").then_some(Command::Oracle),
    },
    Binding {
        keys: "Enter",
        does: "on Home: start or continue the delve of the adventurer chosen; after ↓, go \
               on with the game chosen's unfinished match (a quick match if none)",
        on: &[ScreenKind::Home],
        reads: |key| key.is(Named::Enter).then_some(Command::Continue),
    },
    Binding {
        keys: "Enter",
        does: "on a new adventurer: create them",
        on: &[ScreenKind::NewAdventurer],
        reads: |key| key.is(Named::Enter).then_some(Command::Enter),
    },
    Binding {
        keys: "N, R, F, S, D",
        does: "on Home: new adventurer, how to play, hall of fame, settings, today's delve",
        on: &[ScreenKind::Home],
        reads: |key| {
            [
                ("n", Route::NewAdventurer),
                ("r", Route::Rules),
                ("f", Route::Fame),
                ("s", Route::Settings),
                ("d", Route::Daily),
            ]
            .into_iter()
            .find_map(|(letter, route)| key.letter(letter).then_some(Command::Go(route)))
        },
    },
    Binding {
        keys: "C, J",
        does: "on Home: the career or the journal of the adventurer chosen",
        on: &[ScreenKind::Home],
        reads: |key| {
            [("c", Command::Career), ("j", Command::Journal)]
                .into_iter()
                .find_map(|(letter, command)| key.letter(letter).then_some(command))
        },
    },
    Binding {
        keys: "H or F1",
        does: "How to play: the goal, the rules and every card",
        on: DELVE_SIDE,
        reads: |key| (key.letter("h") || key.is(Named::F1)).then_some(Command::Go(Route::Rules)),
    },
    Binding {
        keys: "Q, M, L, Y",
        does: "on Home: a quick match, a new match, the lessons or the history of the game \
               chosen",
        on: &[ScreenKind::Home],
        reads: |key| {
            [
                ("q", Command::Quick),
                ("m", Command::NewMatch),
                ("l", Command::Learn),
                ("y", Command::History),
            ]
            .into_iter()
            .find_map(|(letter, command)| key.letter(letter).then_some(command))
        },
    },
    Binding {
        keys: "Ctrl+Shift+Z, Ctrl+Y",
        does: "give again the answer or move last taken back (until another is given)",
        on: &[ScreenKind::Table, ScreenKind::Match],
        reads: |key| {
            ((key.command("z") && key.modifiers.shift()) || key.command("y"))
                .then_some(Command::Redo)
        },
    },
    Binding {
        keys: "Ctrl+Z",
        does: "take back the last answer or move (marks it assisted)",
        on: &[ScreenKind::Table, ScreenKind::Match],
        reads: |key| key.command("z").then_some(Command::Undo),
    },
    Binding {
        keys: "Enter, Space",
        does: "in a match: pick a piece at the square cursor, then place it (Esc lets go); confirm a whole turn",
        on: &[ScreenKind::Match],
        reads: |key| (key.is(Named::Enter) || key.is(Named::Space)).then_some(Command::Pick),
    },
    Binding {
        keys: "U, H, F, C, A",
        does: "in a match: undo, a hint, turn the board around, call the clock with your move; once it is over, analyse it",
        on: &[ScreenKind::Match],
        reads: |key| {
            [
                ("u", Command::Undo),
                ("h", Command::Hint),
                ("f", Command::TurnBoard),
                ("c", Command::CallClock),
                ("a", Command::Analyse),
            ]
            .into_iter()
            .find_map(|(letter, command)| key.letter(letter).then_some(command))
        },
    },
    Binding {
        keys: "Ctrl+Shift+E",
        does: "export the journal as a web page (HTML)",
        on: ADVENTURER,
        reads: |key| {
            (key.command("e") && key.modifiers.shift()).then_some(Command::Export(Format::Html))
        },
    },
    Binding {
        keys: "Ctrl+E",
        does: "export the journal (Markdown)",
        on: ADVENTURER,
        reads: |key| {
            key.command("e")
                .then_some(Command::Export(Format::Markdown))
        },
    },
    Binding {
        keys: "Ctrl+F",
        does: "search the journal",
        on: ADVENTURER,
        reads: |key| key.command("f").then_some(Command::Search),
    },
    Binding {
        keys: "Ctrl+T",
        does: "switch between the light and the dark theme",
        on: &[],
        reads: |key| key.command("t").then_some(Command::Theme),
    },
    Binding {
        keys: "Ctrl+= Ctrl+- Ctrl+0",
        does: "make everything bigger, smaller, or back to its size (also in Settings)",
        on: &[],
        reads: |key| key.zoom().map(Command::Zoom),
    },
    Binding {
        keys: "Esc",
        does: "leave a text field (its words stay); close this sheet; say no to a question \
               (Enter says yes); put a message away; let go of a piece; else back to Home (the \
               delve is saved)",
        on: &[],
        reads: |key| key.is(Named::Escape).then_some(Command::Back),
    },
    Binding {
        keys: "?",
        does: "show or hide this sheet",
        on: &[],
        reads: |key| key.is_question_mark().then_some(Command::Shortcuts),
    },
];

/// The command a key press gives on this screen: from the first line of the keymap that holds
/// there and reads the key.
pub fn command(key: &KeyPress, place: ScreenKind) -> Option<Command> {
    KEYMAP
        .iter()
        .filter(|binding| binding.holds_on(place))
        .find_map(|binding| (binding.reads)(key))
}

/// The keys that give `command` (for a button's tooltip), as the sheet shows them.
pub fn keys_for(command: &Command) -> Option<&'static str> {
    let kind = std::mem::discriminant(command);
    let samples = sample_keys();
    let line = |same: &dyn Fn(&Command) -> bool| {
        KEYMAP
            .iter()
            .find(|binding| {
                samples
                    .iter()
                    .filter_map(|key| (binding.reads)(key))
                    .any(|given| same(&given))
            })
            .map(|binding| binding.keys)
    };
    // The line that gives this very command, else one that gives its kind (any digit).
    line(&|given| given == command).or_else(|| line(&|given| std::mem::discriminant(given) == kind))
}

/// The keys of `command` for its button's tooltip: as [`keys_for`], but from a line that lists
/// one letter per command ("N, R, F, S": new adventurer, how to play…) only the letter that
/// gives this very one ("F" on Hall of fame), so that no button names its neighbours' keys.
pub fn tip_keys(command: &Command) -> Option<std::borrow::Cow<'static, str>> {
    use iced::keyboard::Key;
    use iced::keyboard::key::Code;
    let keys = keys_for(command)?;
    let one = KEYMAP
        .iter()
        .filter(|binding| binding.keys == keys && keys.contains(", "))
        .find_map(|binding| {
            ('a'..='z').find(|letter| {
                let press = KeyPress::plain(Key::Character(letter.to_string().into()), Code::KeyA);
                (binding.reads)(&press).as_ref() == Some(command)
            })
        });
    Some(match one {
        Some(letter) => letter.to_ascii_uppercase().to_string().into(),
        None => keys.into(),
    })
}

/// One press of every key the keymap reads, to find which line gives a command.
fn sample_keys() -> Vec<KeyPress> {
    use iced::keyboard::key::Code;
    use iced::keyboard::{Key, Modifiers};
    let with = |modifiers: Modifiers, letter: &str, code: Code| KeyPress {
        modifiers,
        ..KeyPress::plain(Key::Character(letter.into()), code)
    };
    let ctrl = |letter: &str, code: Code| with(Modifiers::CTRL, letter, code);
    let letter = |letter: &str, code: Code| KeyPress::plain(Key::Character(letter.into()), code);
    let named = |named: Named, code: Code| KeyPress::plain(Key::Named(named), code);
    vec![
        named(Named::Tab, Code::Tab),
        named(Named::ArrowLeft, Code::ArrowLeft),
        named(Named::PageDown, Code::PageDown),
        letter("1", Code::Digit1),
        named(Named::Enter, Code::Enter),
        named(Named::Backspace, Code::Backspace),
        named(Named::Space, Code::Space),
        letter("w", Code::KeyW),
        letter("o", Code::KeyO),
        letter("n", Code::KeyN),
        letter("q", Code::KeyQ),
        letter("m", Code::KeyM),
        letter("l", Code::KeyL),
        letter("f", Code::KeyF),
        letter("c", Code::KeyC),
        letter("j", Code::KeyJ),
        letter("a", Code::KeyA),
        letter("y", Code::KeyY),
        letter("u", Code::KeyU),
        letter("h", Code::KeyH),
        ctrl("z", Code::KeyZ),
        ctrl("y", Code::KeyY),
        with(Modifiers::CTRL | Modifiers::SHIFT, "e", Code::KeyE),
        ctrl("e", Code::KeyE),
        ctrl("f", Code::KeyF),
        ctrl("t", Code::KeyT),
        ctrl("=", Code::Equal),
        named(Named::Escape, Code::Escape),
        letter("?", Code::Slash),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::keyboard::key::Code;
    use iced::keyboard::{Key, Modifiers};

    fn press(key: Key, code: Code, modifiers: Modifiers) -> KeyPress {
        KeyPress {
            modifiers,
            ..KeyPress::plain(key, code)
        }
    }

    #[test]
    fn a_key_means_what_its_line_says_only_where_the_line_holds() {
        let enter = press(Key::Named(Named::Enter), Code::Enter, Modifiers::empty());
        assert_eq!(command(&enter, ScreenKind::Home), Some(Command::Continue));
        assert_eq!(command(&enter, ScreenKind::Table), Some(Command::Enter));
        assert_eq!(command(&enter, ScreenKind::Journal), None);
        let r = press(Key::Character("r".into()), Code::KeyR, Modifiers::empty());
        assert_eq!(
            command(&r, ScreenKind::Home),
            Some(Command::Go(Route::Rules))
        );
        assert_eq!(command(&r, ScreenKind::Table), None);
        // H opens How to play from the table too; in a match it asks for a hint.
        let h = press(Key::Character("h".into()), Code::KeyH, Modifiers::empty());
        assert_eq!(
            command(&h, ScreenKind::Table),
            Some(Command::Go(Route::Rules))
        );
        assert_eq!(
            command(&h, ScreenKind::Home),
            Some(Command::Go(Route::Rules))
        );
        assert_eq!(command(&h, ScreenKind::Match), Some(Command::Hint));
        let f1 = press(Key::Named(Named::F1), Code::F1, Modifiers::empty());
        assert_eq!(
            command(&f1, ScreenKind::Settings),
            Some(Command::Go(Route::Rules))
        );
        let undo = press(Key::Character("z".into()), Code::KeyZ, Modifiers::CTRL);
        assert_eq!(command(&undo, ScreenKind::Table), Some(Command::Undo));
        assert_eq!(command(&undo, ScreenKind::Match), Some(Command::Undo));
        // A lesson is played on the match screen's board, with its keys.
        assert_eq!(command(&undo, ScreenKind::Learn), Some(Command::Undo));
        assert_eq!(command(&h, ScreenKind::Learn), Some(Command::Hint));
        assert_eq!(command(&undo, ScreenKind::Home), None);
        let redo = press(
            Key::Character("z".into()),
            Code::KeyZ,
            Modifiers::CTRL | Modifiers::SHIFT,
        );
        assert_eq!(command(&redo, ScreenKind::Table), Some(Command::Redo));
        let y = press(Key::Character("y".into()), Code::KeyY, Modifiers::CTRL);
        assert_eq!(command(&y, ScreenKind::Table), Some(Command::Redo));
        let escape = press(Key::Named(Named::Escape), Code::Escape, Modifiers::empty());
        assert_eq!(command(&escape, ScreenKind::Settings), Some(Command::Back));
    }

    #[test]
    fn every_command_of_the_keymap_names_its_keys() {
        assert_eq!(keys_for(&Command::Undo), Some("Ctrl+Z"));
        assert_eq!(keys_for(&Command::Digit(4)), Some("1 … 9"));
        assert_eq!(keys_for(&Command::Go(Route::Fame)), Some("N, R, F, S, D"));
        assert_eq!(keys_for(&Command::Redo), Some("Ctrl+Shift+Z, Ctrl+Y"));
        assert_eq!(tip_keys(&Command::Go(Route::Daily)).as_deref(), Some("D"));
        assert_eq!(keys_for(&Command::Arrow(Dir::Right)), Some("↑ ↓ ← →"));
        assert_eq!(keys_for(&Command::Tab(true)), Some("Tab, Shift+Tab"));
        assert_eq!(
            keys_for(&Command::Export(Format::Html)),
            Some("Ctrl+Shift+E")
        );
        assert_eq!(
            keys_for(&Command::Zoom(Zoom::In)),
            Some("Ctrl+= Ctrl+- Ctrl+0")
        );
        assert_eq!(keys_for(&Command::Shortcuts), Some("?"));
        // A tooltip names only its own key of a line of one letter per command.
        assert_eq!(tip_keys(&Command::Go(Route::Fame)).as_deref(), Some("F"));
        assert_eq!(
            tip_keys(&Command::Go(Route::NewAdventurer)).as_deref(),
            Some("N")
        );
        assert_eq!(tip_keys(&Command::Quick).as_deref(), Some("Q"));
        assert_eq!(tip_keys(&Command::History).as_deref(), Some("Y"));
        assert_eq!(tip_keys(&Command::Hint).as_deref(), Some("H"));
        assert_eq!(tip_keys(&Command::Undo).as_deref(), Some("Ctrl+Z"));
        assert_eq!(
            tip_keys(&Command::Tab(true)).as_deref(),
            Some("Tab, Shift+Tab")
        );
        // Each letter of a line of one letter per command gives a command whose buttons'
        // tooltips name a key (Learn on Home's tiles had none: no L was sampled).
        for binding in KEYMAP {
            let letters: Vec<&str> = binding.keys.split(", ").collect();
            if letters.len() < 2 || letters.iter().any(|l| l.len() != 1) {
                continue;
            }
            for letter in letters {
                let lower = letter.to_ascii_lowercase();
                let press = KeyPress::plain(Key::Character(lower.as_str().into()), Code::KeyA);
                let given = (binding.reads)(&press);
                assert!(
                    given.as_ref().and_then(tip_keys).is_some(),
                    "{letter} of \"{}\" gives {given:?}, whose tooltip names no key",
                    binding.keys
                );
            }
        }
        assert_eq!(tip_keys(&Command::Learn).as_deref(), Some("L"));
        // Every line gives a command for one of the sample keys.
        for binding in KEYMAP {
            assert!(
                sample_keys()
                    .iter()
                    .any(|key| (binding.reads)(key).is_some()),
                "no sample key for {}",
                binding.keys
            );
        }
    }
}
