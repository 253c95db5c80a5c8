//! The table's side of the screen protocol: its messages taken (what is the table's own is
//! kept, what needs the store is asked of the app), and the keymap's commands it answers.

use iced::time::Instant;
use iced::widget::text_editor;

use crate::store::RecordId;
use crate::tarot::question::Answer;
use crate::ui::keymap::Command;
use crate::ui::screen::Screen;

use super::hand::numbered_answers;
use super::messages::{Action, Message, Request};
use super::possible::Typed;
use super::state::Table;
use super::writing::Writing;

impl Screen for Table {
    type Message = Message;
    type Request = Request;

    fn route(&self) -> crate::ui::route::Route {
        crate::ui::route::Route::Table
    }

    /// Takes a message: keeps what is the table's own, and says what the app must do. A typed
    /// card code that is a legal answer is given at once; a card of the hand clicked answers
    /// the question when it asks for that card, and shows the card's text otherwise.
    fn update(&mut self, message: Message) -> Action {
        // While the dice tumble the table shows the delve as it was: an answer then (a click,
        // a key) only settles the dice at once, and the table shows where the delve stands.
        if self.rolling()
            && matches!(
                message,
                Message::Answer(_)
                    | Message::Roll
                    | Message::Play(_)
                    | Message::CardTyped(_)
                    | Message::Digit(_)
                    | Message::EnterNumber
            )
        {
            self.settle(Instant::now());
            return Action::None;
        }
        match message {
            Message::Go(route) => return Action::Go(route),
            Message::ToggleShortcuts => return Action::Shortcuts,
            Message::Answer(answer) => {
                self.typed_number.clear();
                return Action::Ask(Request::Answer(answer));
            }
            Message::Roll => return Action::Ask(Request::Roll),
            Message::Undo => return Action::Ask(Request::Undo),
            Message::Redo => return Action::Ask(Request::Redo),
            Message::PlayAgain => return Action::Ask(Request::PlayAgain),
            Message::CopyCode => return Action::Ask(Request::CopyCode),
            Message::Race => return Action::Ask(Request::Race),
            Message::Select(card) => self.selected = card,
            Message::Play(card) => {
                let answer = Answer::Card(card);
                if self.active.delve().legal_answers().contains(&answer) {
                    self.selected = None;
                    return Action::Ask(Request::Answer(answer));
                }
                self.selected = (self.selected != Some(card)).then_some(card);
            }
            Message::Edit(action) => {
                let edits = action.is_edit();
                self.editor.perform(action);
                if edits {
                    return Action::Ask(Request::KeepDraft(false));
                }
            }
            Message::LeftNote => return Action::Ask(Request::KeepDraft(true)),
            Message::WriteNote => {
                self.journal_open = true;
                return Action::Focus(iced::widget::Id::new(super::notes::NOTE));
            }
            Message::ToggleJournal => self.journal_open = !self.journal_open,
            Message::WriteAt(entry) => {
                self.writing = Writing::Entry(entry);
                self.editor = text_editor::Content::new();
            }
            Message::WriteOwn => {
                self.writing = Writing::Own(self.note_entry());
                self.editor = text_editor::Content::new();
                self.title.clear();
                self.journal_open = true;
                return Action::Focus(iced::widget::Id::new(super::notes::TITLE));
            }
            Message::TitleChanged(title) => {
                self.title = title;
                return Action::Ask(Request::KeepDraft(false));
            }
            Message::EditNote(id) => {
                if let Some(note) = self.notes.iter().find(|n| n.id == id) {
                    self.editor = text_editor::Content::with_text(&note.text);
                    self.title = note.title.clone();
                    self.writing = Writing::Note(id);
                }
            }
            Message::CancelNote => {
                self.editor = text_editor::Content::new();
                self.title.clear();
                self.writing = Writing::Turn;
                return Action::Ask(Request::DropDraft);
            }
            Message::SaveNote => {
                let text = self.editor.text().trim().to_string();
                let title = self.title.trim().to_string();
                let own = |id: &RecordId| self.notes.iter().any(|n| &n.id == id && n.own);
                match &self.writing {
                    Writing::Note(id) if own(id) => {
                        return Action::Ask(Request::EditEntry(id.clone(), title, text));
                    }
                    Writing::Note(id) => {
                        return Action::Ask(Request::EditNote(id.clone(), text));
                    }
                    Writing::Own(after) if !text.is_empty() || !title.is_empty() => {
                        return Action::Ask(Request::AddEntry(*after, title, text));
                    }
                    _ if text.is_empty() => {}
                    Writing::Entry(entry) => {
                        return Action::Ask(Request::AddNote(Some(*entry), text));
                    }
                    Writing::Turn => {
                        // On a narrow table the note written, the table comes back.
                        self.journal_open = false;
                        return Action::Ask(Request::AddNote(self.note_entry(), text));
                    }
                    Writing::Own(_) => {}
                }
            }
            Message::DeleteNote(id) => {
                return Action::Ask(if self.notes.iter().any(|n| n.id == id && n.own) {
                    Request::EditEntry(id, String::new(), String::new())
                } else {
                    Request::EditNote(id, String::new())
                });
            }
            Message::Fold(entry) => {
                if let Some(i) = self.unfolded.iter().position(|e| *e == entry) {
                    self.unfolded.remove(i);
                } else {
                    self.unfolded.push(entry);
                }
            }
            Message::TogglePossible => self.show_possible = !self.show_possible,
            Message::Hovered(n, true) => self.hovered = Some(n),
            Message::Hovered(n, false) => {
                if self.hovered == Some(n) {
                    self.hovered = None;
                }
            }
            Message::CardTyped(text) => return self.card_typed(text, false),
            Message::CardSubmitted => return self.card_typed(self.typed_card.clone(), true),
            Message::Digit(digit) => return self.digit(digit),
            Message::EnterNumber => {
                let n = self.typed_number.parse::<usize>().unwrap_or(0);
                self.typed_number.clear();
                return self.numbered(n);
            }
            Message::Erase => {
                self.typed_number.pop();
            }
            Message::Chanced(moment, chances) => self.chanced(moment, chances),
            Message::GuideReadOn => self.guide.read_on(),
            Message::GuideOff => {
                self.guide.turn_off();
                return Action::Ask(Request::GuideOff);
            }
            Message::AskCards => {
                self.oracle.open = true;
                self.journal_open = true;
                return Action::Focus(iced::widget::Id::new(super::oracle::QUESTION));
            }
            Message::Question(question) => self.oracle.question = question,
            Message::DrawCard => {
                let (title, words) = self.oracle.draw();
                return Action::Ask(Request::OracleEntry(self.note_entry(), title, words));
            }
            Message::CloseOracle => self.oracle.open = false,
        }
        Action::None
    }

    /// What a command of the keymap means on the table: a digit picks the numbered answer (by
    /// the key's place, so that it works on AZERTY too; with more than nine answers the digits
    /// are typed and Enter gives the number), Space flips (or rolls the die a check waits
    /// for), Backspace takes back a typed digit, Ctrl+Z takes back the last answer.
    fn command(&self, command: &Command) -> Option<Message> {
        if self.active.waits_for_roll() {
            // The die is the app's to roll: Space (or Enter) rolls it, digits mean nothing.
            return match command {
                Command::Flip | Command::Enter => Some(Message::Roll),
                Command::Undo => Some(Message::Undo),
                Command::Redo => Some(Message::Redo),
                Command::Note => Some(Message::WriteNote),
                Command::Oracle => Some(Message::AskCards),
                _ => None,
            };
        }
        match command {
            Command::Digit(digit) => Some(Message::Digit(*digit)),
            Command::Enter => (!self.typed_number.is_empty()).then_some(Message::EnterNumber),
            Command::Erase => Some(Message::Erase),
            Command::Flip => self
                .active
                .delve()
                .legal_answers()
                .contains(&Answer::Flip)
                .then_some(Message::Answer(Answer::Flip)),
            Command::Undo => Some(Message::Undo),
            Command::Redo => Some(Message::Redo),
            Command::Note => Some(Message::WriteNote),
            Command::Oracle => Some(Message::AskCards),
            _ => None,
        }
    }

    fn animating(&self) -> bool {
        self.flip.is_moving()
            || self.roll.is_moving()
            || self.shift.is_moving()
            || self.moved.is_moving()
    }

    fn tick(&mut self, now: Instant) {
        Table::tick(self, now);
    }
}

impl Table {
    /// Table mode's card box: a card that answers is given, one that cannot is refused with
    /// a sentence saying why and the box emptied; else the words wait for more.
    fn card_typed(&mut self, text: String, submitted: bool) -> Action {
        match super::possible::typed(&self.active, &text, submitted) {
            Typed::Answer(answer) => {
                self.typed_card.clear();
                self.refused = None;
                return Action::Ask(Request::Answer(answer));
            }
            Typed::Refused(why) => {
                self.typed_card.clear();
                self.refused = Some(why);
            }
            Typed::Wait => self.typed_card = text,
        }
        Action::None
    }

    /// A digit key: with up to nine answers it picks the numbered one; with more it is typed,
    /// as long as the number typed stays an answer's.
    fn digit(&mut self, digit: u8) -> Action {
        let answers = numbered_answers(self.active.delve());
        if answers.len() <= 9 {
            return self.numbered(usize::from(digit));
        }
        let mut typed = self.typed_number.clone();
        typed.push(char::from(b'0' + digit));
        if typed.parse::<usize>().is_ok_and(|n| n <= answers.len()) {
            self.typed_number = typed;
        }
        Action::None
    }

    /// The answer numbered `n` (from 1), if there is one.
    fn numbered(&mut self, n: usize) -> Action {
        let answers = numbered_answers(self.active.delve());
        if !(1..=answers.len()).contains(&n) {
            return Action::None;
        }
        self.typed_number.clear();
        Action::Ask(Request::Answer(answers[n - 1]))
    }
}
