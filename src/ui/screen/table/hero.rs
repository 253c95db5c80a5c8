//! The card in play, the hero of the table: its face, name, what it does and its prompt,
//! beside the question, the numbered answers, what they risk and the odds (laid out by
//! [`super::band`]; their parts are [`super::asked`]'s, table mode's cards to pick
//! [`super::picker`]'s); under them what the turn did so far and the dice of its checks
//! ([`super::outcome`]).

use iced::widget::{column, container, responsive, scrollable};
use iced::{Element, Fill, Padding};

use crate::career::ActiveDelve;

use super::asked::note;
use super::outcome::outcome;
use super::roomy::Chose;
use super::sizes::{SCROLL_MARGIN, bar};
use super::{Message, Table, end};

/// The band of the card in play, and what it leaves to the journal's column.
pub(super) struct Band<'a> {
    /// The card in play with its question, its answers and the odds (or the delve's end).
    pub band: Element<'a, Message>,
    /// The guide's note and what the turn did, when the table is short of height
    /// (`sizes.aside`): they go at the top of the journal's column, so that the band and
    /// the hand keep the height. `None` when they stay in the band, or there are none.
    pub aside: Option<Element<'a, Message>>,
}

/// The card in play and its question (or, once the delve is over, its end), laid out as
/// `sizes` say: the card `sizes.hero` wide with a major's prompt as its caption; beside it
/// what the card does, the question, its answers and the guide's note, then the odds (their
/// ways two to a row, one on a narrow table) and what the turn did. In a room tall enough
/// (`sizes.fixed`) the band takes the height the sheet and the hand leave and its words
/// scroll inside it, the answers first. Short of height, the guide's note and what the
/// turn did are handed back apart ([`Band::aside`]).
pub(super) fn view<'a>(
    table: &'a Table,
    active: &'a ActiveDelve,
    sizes: super::sizes::Sizes,
    chose: &Chose,
) -> Band<'a> {
    let delve = active.delve();
    let Some(q) = delve.question() else {
        let summary = end::summary(table, active);
        // In a room tall enough the summary takes what the sheet and the hand leave, and
        // scrolls in it.
        // On a compact table it takes the band's height over the sheet (the page scrolls to
        // the hand).
        let band = if sizes.fold {
            container(
                scrollable(container(summary).padding(Padding::ZERO.right(SCROLL_MARGIN)))
                    .direction(bar()),
            )
            .max_height(sizes.pinned)
            .into()
        } else if sizes.fixed {
            scrollable(container(summary).padding(Padding::ZERO.right(SCROLL_MARGIN)))
                .direction(bar())
                .height(Fill)
                .into()
        } else {
            summary
        };
        return Band { band, aside: None };
    };
    // Short of height, the guide's note and what the turn did go to the journal's column.
    let aside = sizes.aside.then(|| {
        let notes: Vec<Element<'a, Message>> = note(table, false)
            .into_iter()
            .chain(outcome(table, active))
            .collect();
        (!notes.is_empty()).then(|| column(notes).spacing(8).into())
    });
    let band: Element<'a, Message> = if sizes.fixed {
        // The band takes the height the sheet and the hand leave: the card in play fits it,
        // the words scroll in it.
        responsive(move |room| super::band::band(table, active, q, sizes, Some(room.height), None))
            .height(Fill)
            .into()
    } else {
        // A page that scrolls: the band fills the window at rest under the header, the
        // card's name and the question pinned, the answers (table mode's cards to pick)
        // scrolling in their own list; the sheet and the hand under the fold.
        container(super::band::band(
            table,
            active,
            q,
            sizes,
            Some(sizes.pinned),
            Some(chose),
        ))
        .height(sizes.pinned)
        .into()
    };
    Band {
        band,
        aside: aside.flatten(),
    }
}
