//! Answer words of scripts (`docs/script.md`): reading an answer for the question asked, the
//! hint of the words that would answer it, and an answer written back as its word.

use std::fmt;

use super::{Answer, AnswerParseError, Arrangement, Question, Rotation, shortened};
use crate::tarot::card::Card;

impl Answer {
    /// Reads an answer word for a question (see `docs/script.md`).
    pub fn parse(text: &str, question: &Question) -> Result<Answer, AnswerParseError> {
        let lower = text.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let hint = hint(question);
        let error = || AnswerParseError {
            text: shortened(text.trim(), AnswerParseError::SHOWN),
            kind: question.kind(),
            hint,
        };
        let number = |w: &str| w.parse::<u8>().map_err(|_| error());
        let yes_no = |yes: &str, no: &str| match words[..] {
            [w] if w == yes => Ok(true),
            [w] if w == no => Ok(false),
            _ => Err(error()),
        };
        let answer = match question {
            Question::CreationDie { .. } | Question::Die { .. } => match words[..] {
                [w] => Answer::Die(number(w)?),
                _ => return Err(error()),
            },
            Question::Draw { .. }
            | Question::RandomDiscard { .. }
            | Question::Discard { .. }
            | Question::Balance { .. } => Answer::Card(text.trim().parse().map_err(|_| error())?),
            Question::Action => match words[..] {
                ["flip"] => Answer::Flip,
                ["swords", attr] => Answer::Swords(attr.parse().map_err(|_| error())?),
                ["wands", n] => Answer::Wands(number(n)?),
                _ => return Err(error()),
            },
            Question::CheckAttribute { .. } | Question::ChooseAttribute { .. } => {
                Answer::Attr(lower.parse().map_err(|_| error())?)
            }
            Question::Cups { .. } => match words[..] {
                ["none"] => Answer::Cups(0),
                [n] | ["cups", n] => Answer::Cups(number(n)?),
                _ => return Err(error()),
            },
            Question::Reroll { .. } => Answer::Reroll(yes_no("reroll", "accept")?),
            Question::Overcome { .. } => Answer::Skip(yes_no("skip", "face")?),
            Question::Escape => Answer::Leave(yes_no("leave", "stay")?),
            Question::Help => Answer::Help(yes_no("help", "refuse")?),
            Question::PeekBottom { .. } => Answer::Bottom(yes_no("bottom", "top")?),
            Question::Rotation => match words[..] {
                ["left"] => Answer::Rotate(Rotation::Left),
                ["right"] => Answer::Rotate(Rotation::Right),
                _ => return Err(error()),
            },
            Question::Pick { .. } => match words[..] {
                [n] => Answer::Pick(number(n)?.checked_sub(1).ok_or_else(error)?),
                _ => return Err(error()),
            },
            Question::Arrange { .. } => {
                let (top, bottom) = match words.iter().position(|w| *w == "bottom") {
                    Some(i) if i + 2 == words.len() && i <= 2 => (&words[..i], words[i + 1]),
                    _ => return Err(error()),
                };
                let card = |w: &str| w.parse::<Card>().map_err(|_| error());
                let mut kept = [None; 2];
                for (slot, w) in kept.iter_mut().zip(top) {
                    *slot = Some(card(w)?);
                }
                Answer::Arrange(Arrangement {
                    top: kept,
                    bottom: card(bottom)?,
                })
            }
        };
        Ok(answer)
    }
}

fn hint(question: &Question) -> &'static str {
    match question {
        Question::CreationDie { .. } | Question::Die { .. } => "a die face 1 to 6",
        Question::Draw { .. }
        | Question::RandomDiscard { .. }
        | Question::Discard { .. }
        | Question::Balance { .. } => "a card code such as QS, 10C or M13",
        Question::Action => "flip, swords ATTRIBUTE, wands 1|2|3",
        Question::CheckAttribute { .. } | Question::ChooseAttribute { .. } => {
            "an attribute such as might or int"
        }
        Question::Cups { .. } => "a number of boosts, 0 or more",
        Question::Reroll { .. } => "reroll or accept",
        Question::Overcome { .. } => "face or skip",
        Question::Escape => "leave or stay",
        Question::Help => "help or refuse",
        Question::PeekBottom { .. } => "top or bottom",
        Question::Rotation => "left or right",
        Question::Pick { .. } => "a position from 1",
        Question::Arrange { .. } => "CARD CARD bottom CARD",
    }
}

impl fmt::Display for Answer {
    /// The answer's word, as a script would give it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pick = |yes: bool, a: &'static str, b: &'static str| if yes { a } else { b };
        match self {
            Answer::Die(d) => write!(f, "{d}"),
            Answer::Card(c) => write!(f, "{c}"),
            Answer::Flip => f.write_str("flip"),
            Answer::Swords(a) => write!(f, "swords {}", a.word()),
            Answer::Wands(n) => write!(f, "wands {n}"),
            Answer::Attr(a) => f.write_str(a.word()),
            Answer::Cups(n) => write!(f, "{n}"),
            Answer::Reroll(r) => f.write_str(pick(*r, "reroll", "accept")),
            Answer::Skip(s) => f.write_str(pick(*s, "skip", "face")),
            Answer::Leave(l) => f.write_str(pick(*l, "leave", "stay")),
            Answer::Help(h) => f.write_str(pick(*h, "help", "refuse")),
            Answer::Bottom(b) => f.write_str(pick(*b, "bottom", "top")),
            Answer::Rotate(Rotation::Left) => f.write_str("left"),
            Answer::Rotate(Rotation::Right) => f.write_str("right"),
            Answer::Pick(i) => write!(f, "{}", i + 1),
            Answer::Arrange(a) => {
                for card in a.top.iter().flatten() {
                    write!(f, "{card} ")?;
                }
                write!(f, "bottom {}", a.bottom)
            }
        }
    }
}
