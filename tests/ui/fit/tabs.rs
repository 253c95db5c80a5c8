//! No control is out of view when the keyboard's ring is on it (issue 40: "a focusable
//! control is out of view when focused"; the table's journal column had two Tab stops out of
//! view, one wholly, one showing 11 px). Every state of the fit test, in a few rooms, Tabbed
//! round its whole focus chain as a keyboard player would: each control the ring comes to
//! must show whole, in the window and in every scroller around it, once the window has run
//! what the Tab asked (the ring scrolls its control into view). A control beyond the window
//! with no scroller around it is found by the walk's own faults (`off`, see `checks`).

use iced::Size;
use iced::keyboard::Modifiers;

use malice::ui::Message;

use super::checks::room;
use super::states;
use super::walk::{Cache, Kind, Laid, lay_out_kept, renderer};
use crate::ui_common::keys::key;

/// The rooms the chain is walked in: the smallest window at the largest text (the page
/// scrolls), the smallest at 100 %, the usual one (the journal beside the table), a middle one
/// at 150 % and the largest.
const ROOMS: [(f32, f32, u16); 5] = [
    (1024.0, 640.0, 200),
    (1024.0, 640.0, 100),
    (1280.0, 800.0, 100),
    (1366.0, 768.0, 150),
    (1920.0, 1080.0, 100),
];

/// The node of the control `id` in `laid`, if it is drawn.
fn control(laid: &Laid, id: &iced::widget::Id) -> Option<usize> {
    (0..laid.nodes.len())
        .find(|&i| matches!(&laid.nodes[i].kind, Kind::Control { id: at, .. } if at == id))
}

/// Tabs once round `app`'s focus chain in `room`: where the ring came to a control that does
/// not show whole (or is not drawn), what is wrong; and how many controls it came to.
pub fn ring_round(app: &mut malice::ui::App, room: Size) -> (Vec<String>, usize) {
    let mut renderer = renderer();
    let mut cache = Cache::default();
    // The window as it first shows: the focus chain is read from its layout.
    let _ = lay_out_kept(app, room, &mut renderer, iced::Task::none(), &mut cache);
    let stops = malice::ui::focus::chain()
        .iter()
        .filter(|stop| stop.enabled)
        .count();
    let mut faults = Vec::new();
    let mut rung = 0;
    for _ in 0..stops {
        let work = app.update(Message::Key(key("Tab", Modifiers::empty())));
        let laid = lay_out_kept(app, room, &mut renderer, work, &mut cache);
        let Some(at) = app.focus().shown().cloned() else {
            faults.push("Tab showed no ring".to_string());
            break;
        };
        let Some(i) = control(&laid, &at) else {
            faults.push(format!("{at:?} has the ring but is not drawn"));
            continue;
        };
        rung += 1;
        if !laid.whole(i) {
            // The scroller around it, as it stands: what it shows and how far it scrolled.
            let around = laid.ancestors(i).find_map(|p| match laid.nodes[p].kind {
                Kind::Scroll {
                    content,
                    translation,
                } => Some(format!(
                    "in a scroller {:?} of content {:?}, scrolled {:?}",
                    laid.nodes[p].bounds,
                    content.size(),
                    translation
                )),
                _ => None,
            });
            faults.push(format!(
                "{} with the ring is drawn at {:?}, of which {:?} shows{}",
                laid.label(i),
                laid.drawn(i),
                laid.visible(i),
                around.map(|a| format!(", {a}")).unwrap_or_default()
            ));
        }
    }
    (faults, rung)
}

#[test]
fn every_control_shows_whole_when_tab_brings_the_ring_to_it() {
    let mut found = Vec::new();
    let mut rung = 0;
    for mut state in states::all() {
        for (w, h, zoom) in ROOMS {
            let tag = format!("{w}x{h}@{zoom}");
            let (faults, count) = ring_round(&mut state.app, room(Size::new(w, h), zoom));
            rung += count;
            found.extend(
                faults
                    .into_iter()
                    .map(|fault| format!("{} {tag}: {fault}", state.name)),
            );
        }
    }
    // Every state has controls: a walk that met none saw nothing.
    assert!(rung > 1000, "the ring came to only {rung} controls");
    assert!(
        found.is_empty(),
        "{} controls out of view with the ring:\n{}",
        found.len(),
        found.join("\n")
    );
}
