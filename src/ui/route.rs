//! Where the player can go, and the journal's export formats: the words screens use to ask
//! the app for something.

use crate::boards::registry::GameKind;
use crate::store::RecordId;

/// Where the player can go: what a button or a key asks for. The app builds the screen's
/// state when it gets there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The roster, the delve in progress, the way to everything else.
    Home,
    /// Rolling a new adventurer.
    NewAdventurer,
    /// The delve table (the delve in progress).
    Table,
    /// One adventurer's journal.
    Journal(RecordId),
    /// One adventurer's career.
    Career(RecordId),
    /// The hall of fame.
    Fame,
    /// Today's delve: the day's deal, the days played, deal codes and races.
    Daily,
    /// How to play: the rules and every card.
    Rules,
    /// Settings.
    Settings,
    /// About Malice: the credits of the cards and fonts.
    About,
    /// The new-match form, open on a game.
    NewMatch(GameKind),
    /// A saved match, to continue it (or look at it again).
    Match(RecordId),
    /// A game's history.
    MatchHistory(GameKind),
    /// A game's Learn path, at its first lesson not yet done.
    Learn(GameKind),
}

/// An export format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Markdown.
    Markdown,
    /// One standalone HTML page.
    Html,
}

impl Format {
    /// The file name extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Markdown => "md",
            Format::Html => "html",
        }
    }
}
