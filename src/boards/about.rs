//! What players are told about a game, as data: its name, a line for the command line's game
//! list and one for Home's tile, how to play it in our own words (with its diagrams), how to
//! play it by clicks, its lessons, and every rule option with its label and choices (the
//! new-match form's rows). Each game writes its [`About`] beside its `Options`; the registry
//! ([`super::registry`]) hands it to the command line, the profile and the app, so that no
//! other file names a game to find what it says.

/// One game, for players.
#[derive(Debug)]
pub struct About {
    /// The game's name ("Martian Chess").
    pub name: &'static str,
    /// One line for the command line's list of games.
    pub summary: &'static str,
    /// One line on what the game is, for Home's tile.
    pub tagline: &'static str,
    /// How to play, in our own words: headings and their paragraphs, in order.
    pub rules: &'static [(&'static str, &'static str)],
    /// Every rule option, in the order the form shows them.
    pub options: &'static [Choice],
    /// What the seats' standing counts ("scores", or "rings" where the game names what it
    /// counts); `None` for a game that keeps no score.
    pub standing: Option<&'static str>,
    /// How to make a move with the mouse, in a paragraph.
    pub clicks: &'static str,
    /// The small diagrams of How to play, as TOML (`data/diagrams/<game>.toml`:
    /// [`super::diagram`] reads them).
    pub diagrams: &'static str,
    /// The Learn path's lessons, as TOML (`data/lessons/<game>.toml`: [`super::lesson`]
    /// reads them).
    pub lessons: &'static str,
    /// Each computer level's rating, levels 1 to 5, level 1 at 1000 (Elo points, from the
    /// round robin between the levels in docs/ai.md's ladder).
    pub ratings: [u16; 5],
}

/// One rule option: its name in the game's options, its label, and its choices (the first is
/// the game's default), each a value and its words.
#[derive(Debug)]
pub struct Choice {
    /// The option's name (as the game's options name it).
    pub key: &'static str,
    /// What the option is, for players.
    pub label: &'static str,
    /// The values, the default first, with their words.
    pub values: &'static [(Value, &'static str)],
    /// A short tag for each value, in the same order, for the line of options under a
    /// match's title ("24 pyramids", "clock").
    pub tags: &'static [&'static str],
    /// The number of seats the option needs to mean anything (Martian Chess's teams need
    /// four); `None` for an option that always applies.
    pub seats: Option<usize>,
}

impl Choice {
    /// Whether the option applies to a game of `seats` seats.
    pub fn applies(&self, seats: usize) -> bool {
        self.seats.is_none_or(|needed| needed == seats)
    }

    /// The index of the value `options` sets (as the game names its options); the default's
    /// when it sets none or one this choice does not know.
    pub fn chosen(&self, options: &toml::Table) -> usize {
        options
            .get(self.key)
            .and_then(|set| self.values.iter().position(|(v, _)| v.toml() == *set))
            .unwrap_or(0)
    }
}

impl About {
    /// The options in play as short tags, in the form's order: every option that applies
    /// to `seats` seats (`changed_only`: only those not at their default).
    pub fn tags(
        &self,
        options: &toml::Table,
        seats: usize,
        changed_only: bool,
    ) -> Vec<&'static str> {
        self.options
            .iter()
            .filter(|choice| choice.applies(seats))
            .filter_map(|choice| {
                let i = choice.chosen(options);
                (!changed_only || i != 0).then(|| choice.tags.get(i).copied().unwrap_or(""))
            })
            .filter(|tag| !tag.is_empty())
            .collect()
    }

    /// The seats' standing at the end, said one way wherever a result is shown (the panel,
    /// History, the command line): "8 to 8", "5, 4, 2 and 0"; a game that counts something
    /// else names it ("rings: 7 to 2", "rings: 12 each"). `None` for a game that keeps none.
    pub fn final_standing(&self, scores: &[i32]) -> Option<String> {
        let word = self.standing?;
        let named = if word == "scores" {
            String::new()
        } else {
            format!("{word}: ")
        };
        let text: Vec<String> = scores.iter().map(i32::to_string).collect();
        Some(match text.split_last()? {
            (_, [_]) if scores[0] == scores[1] && !named.is_empty() => {
                format!("{named}{} each", scores[0])
            }
            (last, []) => format!("{named}{last}"),
            (last, [one]) => format!("{named}{one} to {last}"),
            (last, rest) => format!("{named}{} and {last}", rest.join(", ")),
        })
    }

    /// The standing in brackets after a result's words (" (0 to 3)" after a resignation or a
    /// flag), or nothing where the words say it already: a game ended by its rules with a
    /// score that is not naught, or a game that keeps none.
    pub fn standing_after(&self, by_rules: bool, scores: &[i32]) -> String {
        if by_rules && scores.iter().any(|score| *score != 0) {
            return String::new();
        }
        self.final_standing(scores)
            .map(|standing| format!(" ({standing})"))
            .unwrap_or_default()
    }
}

/// An option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A switch.
    Bool(bool),
    /// A named variant.
    Name(&'static str),
    /// A number.
    Int(i64),
}

impl Value {
    /// The value as the game's options read it.
    pub fn toml(self) -> toml::Value {
        match self {
            Value::Bool(b) => toml::Value::Boolean(b),
            Value::Name(n) => toml::Value::String(n.into()),
            Value::Int(i) => toml::Value::Integer(i),
        }
    }
}
