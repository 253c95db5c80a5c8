//! Scrolling by keys (issue 40): PageUp and PageDown a page, Home and End to the ends, ↑ ↓ a
//! line where they move nothing else, on every scrolling page; the `?` sheet's own when it
//! is open.

use iced::Size;
use iced::keyboard::Modifiers;

use malice::ui::{App, Message, Route};

use super::walk::{Kind, Laid, lay_out, lay_out_after, renderer};
use crate::ui_common::app;
use crate::ui_common::keys::key;

/// A 1024×640 window at 200 %.
const ROOM: Size = Size::new(512.0, 320.0);

/// The words of the texts that show (some of them) in the window.
fn seen(laid: &Laid) -> Vec<String> {
    (0..laid.nodes.len())
        .filter_map(|i| match &laid.nodes[i].kind {
            Kind::Text(words, _) if laid.visible(i).is_some() => Some(words.clone()),
            _ => None,
        })
        .collect()
}

/// The words of every text, in order.
fn all(laid: &Laid) -> Vec<String> {
    laid.nodes
        .iter()
        .filter_map(|n| match &n.kind {
            Kind::Text(words, _) => Some(words.clone()),
            _ => None,
        })
        .collect()
}

/// What shows once `name` is pressed on `app` at rest.
fn after(app: &mut App, name: &str) -> Laid {
    let work = app.update(Message::Key(key(name, Modifiers::empty())));
    lay_out_after(app, ROOM, &mut renderer(), work)
}

/// `app` on `route`, the page too long for the room.
/// (`None`: Home with the `?` sheet over it.)
fn long_page(route: Option<Route>) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    crate::ui_common::bury(dir.path(), "Olk the Patient");
    let mut app = app(&dir);
    match route {
        Some(route) => {
            let _ = app.update(Message::Go(route));
        }
        None => {
            let _ = app.update(Message::ToggleShortcuts);
        }
    }
    (dir, app)
}

#[test]
fn page_down_end_and_the_arrows_scroll_every_long_page_and_the_sheet() {
    let olk = || malice::store::RecordId::new("olk-the-patient").expect("an id");
    for route in [
        Some(Route::Rules),
        Some(Route::Fame),
        Some(Route::Career(olk())),
        Some(Route::Journal(olk())),
        Some(Route::Settings),
        None,
    ] {
        let (_dir, mut app) = long_page(route.clone());
        let rest = lay_out(&app, ROOM, &mut renderer());
        let words = all(&rest);
        let at_rest = seen(&rest);
        let last = words.last().expect("words on the page").clone();
        assert!(
            !at_rest.contains(&last),
            "{route:?}: the page is longer than the room"
        );
        // End: the page's foot shows.
        let end = after(&mut app, "End");
        assert!(seen(&end).contains(&last), "{route:?}: End shows {last:?}");
        // PageDown: a page further, keeping a line of the last in sight.
        let down = after(&mut app, "PageDown");
        let shown = seen(&down);
        assert_ne!(shown, at_rest, "{route:?}: PageDown moved the page");
        assert!(
            shown.iter().any(|w| !at_rest.contains(w)),
            "{route:?}: PageDown shows words not seen before"
        );
        // ↓ a line: the page moves a little, not a page.
        let line = after(&mut app, "Down");
        // The last text in sight that the page's (or the sheet's) scroller moves.
        let first = (0..rest.nodes.len())
            .rev()
            .find(|&i| {
                matches!(rest.nodes[i].kind, Kind::Text(..))
                    && rest.scrolled(i)
                    && rest.visible(i).is_some()
            })
            .expect("a text in the page's scroller");
        let moved = rest.drawn(first).y - line.drawn(first).y;
        assert!((20.0..100.0).contains(&moved), "{route:?}: ↓ moved {moved}");
    }
}

/// A key that scrolls is followed by an update, so that the window is drawn whole: a scroll
/// alone is no update, and the software renderer redrew only what it thought moved (on
/// Career, PageDown left the Might line of the attributes' chart across "Month by month").
#[test]
fn every_scrolling_key_is_followed_by_an_update_that_redraws_the_window() {
    use iced::futures::StreamExt;
    let olk = malice::store::RecordId::new("olk-the-patient").expect("an id");
    let (_dir, mut app) = long_page(Some(Route::Career(olk)));
    for name in ["PageDown", "PageUp", "End", "Home", "Down", "Up"] {
        let work = app.update(Message::Key(key(name, Modifiers::empty())));
        let actions = iced_runtime::task::into_stream(work)
            .map(|stream| iced::futures::executor::block_on(stream.collect::<Vec<_>>()))
            .unwrap_or_default();
        let scrolled = actions
            .iter()
            .position(|a| matches!(a, iced_runtime::Action::Output(Message::Scrolled)));
        let scroll = actions
            .iter()
            .position(|a| matches!(a, iced_runtime::Action::Widget(_)));
        assert!(
            matches!((scroll, scrolled), (Some(s), Some(u)) if s < u),
            "{name}: the scroll {scroll:?}, then an update {scrolled:?}"
        );
    }
}
