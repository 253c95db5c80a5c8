//! Where the player can go, and the journal's export formats: the words screens use to ask
//! the app for something.

use crate::boards::registry::GameKind;
use crate::store::RecordId;
use crate::ui::screens::screens;

/// Defines [`Route`] from the table of screens: one route per screen, with what the app needs
/// to build it.
macro_rules! define_route {
    ($(
        $(#[$doc:meta])*
        $name:ident $(($arg:ty))? => $state:ty, $variant:ident($message:ty)
            $(, $clause:ident $value:expr)*;
    )*) => {
        /// Where the player can go: what a button or a key asks for. The app builds the
        /// screen's state when it gets there.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Route {
            $( $(#[$doc])* $name $(($arg))?, )*
        }
    };
}

screens!(define_route);

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
