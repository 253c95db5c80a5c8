//! The hall of fame uses the window's width (issue 25 c): its portraits stand in a grid as
//! wide as the page, more of them to a row in a wider window, rather than a fixed strip that
//! leaves the right half of a 1920 px window empty; a career parts in two columns there.

use crate::ui_common;

use iced::Size;

use malice::ui::{Message, Route};
use ui_common::{app, bury, seen_exactly};

#[test]
fn the_figures_and_the_portraits_fill_the_width_of_a_large_window() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["Ash", "Bryn", "Cato", "Dell", "Ebb", "Fitch"];
    for name in names {
        bury(dir.path(), name);
    }
    let mut app = app(&dir);
    let _ = app.update(Message::Go(Route::Fame));
    // Where each portrait's title ("3. Cato") is drawn: (the row's top, its left edge).
    let titles = |size: Size| -> Vec<(f32, f32)> {
        (1..=names.len())
            .filter_map(|place| {
                names.iter().find_map(|name| {
                    seen_exactly(&app, &format!("{place}. {name}"), size).map(|at| (at.y, at.x))
                })
            })
            .collect()
    };
    let first_row = |size: Size| {
        let seen = titles(size);
        let top = seen.first().expect("a portrait on screen").0;
        let row: Vec<f32> = seen
            .iter()
            .filter(|(y, _)| (y - top).abs() < 1.0)
            .map(|(_, x)| *x)
            .collect();
        row
    };
    let (wide, narrow) = (Size::new(1920.0, 1080.0), Size::new(1280.0, 800.0));
    let at_1920 = first_row(wide);
    let at_1280 = first_row(narrow);
    assert!(
        at_1920.len() > at_1280.len(),
        "{} portraits to a row at 1920, {} at 1280",
        at_1920.len(),
        at_1280.len()
    );
    // The figures across the top span the page too: the last of them in its right half.
    let last = seen_exactly(&app, "most in a row", wide).expect("the last figure");
    assert!(last.x > wide.width / 2.0, "the figures end at {last:?}");
    let right = at_1920.iter().copied().fold(0.0, f32::max);
    assert!(
        right > wide.width * 0.6,
        "the last portrait of the row starts at {right}: the right of the page stays empty"
    );
}

#[test]
fn a_career_on_a_large_window_has_every_delve_beside_the_adventurer() {
    let dir = tempfile::tempdir().unwrap();
    bury(dir.path(), "Ash");
    let mut app = app(&dir);
    let id = malice::store::RecordId::new("ash").unwrap();
    let _ = app.update(Message::Go(Route::Career(id)));
    let wide = Size::new(1920.0, 1080.0);
    let list = seen_exactly(&app, "Every delve", wide).expect("every delve in sight");
    assert!(
        list.x > wide.width / 2.0 && list.y < 200.0,
        "every delve at the page's top right: {list:?}"
    );
    // At 1280 the page is one column: every delve under the charts, left.
    let narrow = Size::new(1280.0, 800.0);
    assert!(seen_exactly(&app, "Every delve", narrow).is_none_or(|at| at.x < 100.0));
}

#[test]
fn scrolling_a_career_tells_the_app_so_the_window_is_drawn_whole() {
    use iced::mouse::{Event as Mouse, ScrollDelta};
    use malice::ui::screen::career;
    let dir = tempfile::tempdir().unwrap();
    bury(dir.path(), "Ash");
    let mut app = app(&dir);
    let _ = app.update(Message::Go(Route::Career(
        malice::store::RecordId::new("ash").unwrap(),
    )));
    ui_common::fonts();
    let size = Size::new(1024.0, 640.0);
    let mut ui = iced_test::Simulator::with_size(iced::Settings::default(), size, app.view());
    ui.point_at(iced::Point::new(400.0, 400.0));
    let _ = ui.simulate([iced::Event::Mouse(Mouse::WheelScrolled {
        delta: ScrollDelta::Lines { x: 0.0, y: -3.0 },
    })]);
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Career(career::Message::Scrolled))),
        "{messages:?}"
    );
    for message in messages {
        let _ = app.update(message);
    }
    assert!(
        seen_exactly(&app, "Ash", size).is_some(),
        "still the career"
    );
}
