//! Tooltips never cover what they explain (issue 40): each state of the fit test laid out in a
//! few rooms, the pointer put on each control in view in turn, and the tooltip it brings
//! (iced's overlay, as laid out) checked against every text and control in view but the one
//! pointed at: the export path, a tab, "Save the note", the move box over Undo and Hint were
//! each covered once.

use std::cell::RefCell;
use std::rc::Rc;

use iced::{Event, Point, Rectangle, Renderer, Size, mouse};
use iced_core::widget::Operation;

use malice::ui::App;

use super::walk::{self, Kind, Laid};
use super::{At, every_room, states};

/// What a tooltip may cover of something else before it hides it: a sliver of its edge.
const GRACE: f32 = 3.0;

#[test]
fn no_tooltip_covers_a_text_or_a_control_in_view() {
    let mut renderer = walk::renderer();
    let mut found = Vec::new();
    let mut seen = 0;
    for state in states::all() {
        for at in every_room() {
            let At { w, zoom, .. } = at;
            // The usual window, the smallest, and the smallest at the largest text.
            if !matches!((w as u32, zoom), (1280, 100) | (1024, 100) | (1024, 200)) {
                continue;
            }
            let tag = at.to_string();
            let room = at.room();
            let laid = walk::lay_out(&state.app, room, &mut renderer);
            // What floats over the window with the pointer away (the `?` sheet): not a
            // tooltip.
            let still = overlays_at(&state.app, room, Point::new(-10.0, -10.0), &mut renderer);
            for (i, node) in laid.nodes.iter().enumerate() {
                let Kind::Control { id, .. } = &node.kind else {
                    continue;
                };
                // The hover view of a hand card is a card shown large, over the table:
                // it may cover the hand and the sheet, never the question or its answers.
                let hand = format!("{id:?}").contains("\"hand.");
                if hand && state.asking.is_none() {
                    continue;
                }
                let Some(shown) = laid.visible(i) else {
                    continue;
                };
                let Some(tip) = overlays_at(&state.app, room, shown.center(), &mut renderer)
                    .into_iter()
                    .find(|o| !still.contains(o))
                else {
                    continue;
                };
                seen += 1;
                let mut covered = covers(&laid, i, tip);
                if hand {
                    let (question, answers) = state.asking.unwrap_or_default();
                    covered.retain(|(k, _)| match &laid.nodes[*k].kind {
                        Kind::Text(words, _) => words.contains(question),
                        Kind::Control { id, .. } => {
                            format!("{id:?}").contains(&format!("\"{answers}"))
                        }
                        _ => false,
                    });
                }
                for (_, covered) in covered {
                    found.push(format!(
                        "{} {tag}: the tooltip of {id:?} ({}) covers {covered}",
                        state.name,
                        size(tip)
                    ));
                }
            }
        }
    }
    assert!(seen > 20, "tooltips were found and laid out: {seen}");
    found.dedup();
    assert!(
        found.is_empty(),
        "{} covered:\n{}",
        found.len(),
        found.join("\n")
    );
}

fn size(r: Rectangle) -> String {
    format!("{:.0}×{:.0} at ({:.0}, {:.0})", r.width, r.height, r.x, r.y)
}

/// What the tooltip `tip` of control `control` covers: each text and control in view (but
/// the control itself and its own words) that it overlaps by more than [`GRACE`], by its
/// node and in words.
fn covers(laid: &Laid, control: usize, tip: Rectangle) -> Vec<(usize, String)> {
    let own = laid.drawn(control);
    let mut out = Vec::new();
    for (i, node) in laid.nodes.iter().enumerate() {
        if i == control || !matches!(node.kind, Kind::Text(..) | Kind::Control { .. }) {
            continue;
        }
        let Some(shown) = laid.visible(i) else {
            continue;
        };
        // An area more than a quarter of the window (the board, a page): a tooltip over its
        // edge hides no label; the texts in it are checked one by one.
        if matches!(node.kind, Kind::Control { .. })
            && shown.width * shown.height > laid.room.width * laid.room.height / 4.0
        {
            continue;
        }
        // The control's own label, or a control holding this one (a ring around a field).
        if own.contains(shown.center()) || shown.contains(own.center()) {
            continue;
        }
        if let Some(over) = shown.intersection(&tip)
            && over.width > GRACE
            && over.height > GRACE
        {
            out.push((i, format!("{} ({})", laid.label(i), size(shown))));
        }
    }
    out
}

/// The overlays that show with the pointer at `at` in `app`'s window laid out in `room`:
/// where each is drawn.
fn overlays_at(app: &App, room: Size, at: Point, renderer: &mut Renderer) -> Vec<Rectangle> {
    use iced_runtime::user_interface::{Cache, UserInterface};
    let out = Rc::new(RefCell::new(Vec::new()));
    let probe = walk::probe(app.view(), Rc::default(), Some(out.clone()));
    let mut ui = UserInterface::build(probe, room, Cache::default(), renderer);
    let cursor = mouse::Cursor::Available(at);
    let mut messages = Vec::new();
    let mut clipboard = iced_core::clipboard::Null;
    let _ = ui.update(
        &[Event::Mouse(mouse::Event::CursorMoved { position: at })],
        cursor,
        renderer,
        &mut clipboard,
        &mut messages,
    );
    ui.operate(renderer, &mut Nothing);
    drop(ui);
    out.take()
}

/// An operation that does nothing (it makes the window lay out its overlay).
struct Nothing;

impl Operation for Nothing {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }
}
