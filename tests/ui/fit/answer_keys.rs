//! The nine answers of the table with twenty-seven cards, played by keys as a keyboard player
//! meets them (issue 40): Tab comes to the first, ↓ goes through the rest, and each answer
//! with the ring shows whole, in the window and in the part of its scroller that shows,
//! because the ring scrolls it into view; Enter on the last gives it. `Laid::must_ask`
//! checks that each answer could be brought into view; this checks that it is.

use iced::Size;
use iced::keyboard::Modifiers;

use malice::tarot::question::Answer;
use malice::ui::Message;

use super::checks::room;
use super::states;
use super::walk::{Cache, Kind, Laid, lay_out_kept, renderer};
use crate::ui_common::keys::{at, id, key, press_in};

/// The node of the control `name` in `laid`.
fn control(laid: &Laid, name: &str) -> usize {
    let want = iced::widget::Id::from(name.to_string());
    (0..laid.nodes.len())
        .find(|&i| matches!(&laid.nodes[i].kind, Kind::Control { id, .. } if *id == want))
        .unwrap_or_else(|| panic!("no {name} on screen"))
}

#[test]
fn nine_answers_by_keys_each_shows_whole_with_the_ring_and_enter_gives_the_last() {
    // The tiny class (the page scrolls, the answers in their own list under the pinned
    // question) and a large zoom of the two middle windows.
    for (window, zoom) in [
        (Size::new(1024.0, 640.0), 200),
        (Size::new(1280.0, 800.0), 200),
        (Size::new(1366.0, 768.0), 200),
    ] {
        let tag = format!("{}x{}@{zoom}", window.width, window.height);
        let room = room(window, zoom);
        let mut state = states::table_27();
        let app = &mut state.app;
        let answers = app.active().unwrap().delve().legal_answers();
        assert_eq!(answers.len(), 9, "{tag}: a flip, five Swords, three Wands");
        let mut renderer = renderer();
        let mut cache = Cache::default();
        // The window as it first shows (the focus chain is read from its layout).
        // (At rest every answer shows, one line each in a low room: `fit::compact`; with
        // the ring one shows its whole detail, and must still show whole.)
        lay_out_kept(app, room, &mut renderer, iced::Task::none(), &mut cache);
        for (n, name) in [
            "Tab", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down",
        ]
        .into_iter()
        .enumerate()
        {
            let work = app.update(Message::Key(key(name, Modifiers::empty())));
            let laid = lay_out_kept(app, room, &mut renderer, work, &mut cache);
            let ring = format!("answer.{n}");
            assert_eq!(
                at(app),
                id(&ring),
                "{tag}: {name} brings the ring to {ring}"
            );
            let i = control(&laid, &ring);
            assert!(
                laid.whole(i),
                "{tag}: {ring} with the ring is drawn at {:?}, of which {:?} shows",
                laid.drawn(i),
                laid.visible(i)
            );
        }
        let before = app.active().unwrap().delve().answers().len();
        assert!(
            press_in(app, room, "Enter", Modifiers::empty()),
            "{tag}: the ring takes Enter"
        );
        let given = app.active().unwrap().delve().answers();
        assert_eq!(given.get(before), Some(&Answer::Wands(3)), "{tag}");
        assert_eq!(answers[8], Answer::Wands(3), "{tag}: the last is 3 Wands");
    }
}
