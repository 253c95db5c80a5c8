//! Where controls stand in the real window, for `scripts/screenshots.sh` to point at them
//! (`defects`: tooltips shot while hovered; `table-defects`: a hand card's large view), which
//! runs this as it shoots (its `fit_places`), the app on the tests' day (`FIT_DAY`) so that
//! Home is laid out as here: `FIT_PLACES="match-quick:match.undo,match.hint"` (a state's name,
//! then the starts of its controls' ids), rooms as in `fit::pictures`
//! (`FIT_ROOMS="1024x640@100"`); prints `STATE SIZE@ZOOM ID X Y`, the centre of what shows
//! of each control, in the window's pixels. The id `#scrollers` prints each scroller's height
//! and its content's instead (`STATE SIZE@ZOOM scroller HEIGHT CONTENT`), to size a window
//! just short of or just over its page. An id ending in `#box` prints where its control is
//! drawn instead (`STATE SIZE@ZOOM ID X Y WIDTH HEIGHT`, its top left corner): a board's
//! squares are worked out from it.

use iced::Size;

use super::checks::room;
use super::{states, walk};

#[test]
#[ignore = "places for the screenshot script, on demand"]
fn places() {
    let Ok(asked) = std::env::var("FIT_PLACES") else {
        return;
    };
    let rooms = std::env::var("FIT_ROOMS").unwrap_or_else(|_| "1024x640@100".into());
    let mut renderer = walk::renderer();
    for state in states::all() {
        for ask in asked.split_whitespace() {
            let Some((name, ids)) = ask.split_once(':') else {
                continue;
            };
            if name != state.name {
                continue;
            }
            for tag in rooms.split_whitespace() {
                let parse = || -> Option<(f32, f32, u16)> {
                    let (size, zoom) = tag.split_once('@')?;
                    let (w, h) = size.split_once('x')?;
                    Some((w.parse().ok()?, h.parse().ok()?, zoom.parse().ok()?))
                };
                let (w, h, zoom) = parse().expect("a room as 1024x640@100");
                let room = room(Size::new(w, h), zoom);
                let scale = w / room.width;
                let laid = walk::lay_out(&state.app, room, &mut renderer);
                for id in ids.split(',') {
                    if id == "#scrollers" {
                        for node in &laid.nodes {
                            if let walk::Kind::Scroll { content, .. } = node.kind {
                                println!(
                                    "{name} {tag} scroller {:.0} {:.0}",
                                    node.bounds.height * scale,
                                    content.height * scale
                                );
                            }
                        }
                        continue;
                    }
                    if let Some(id) = id.strip_suffix("#box") {
                        for i in laid.controls(id) {
                            let r = laid.drawn(i);
                            println!(
                                "{name} {tag} {id} {:.0} {:.0} {:.0} {:.0}",
                                r.x * scale,
                                r.y * scale,
                                r.width * scale,
                                r.height * scale
                            );
                        }
                        continue;
                    }
                    for i in laid.controls(id) {
                        if let Some(shown) = laid.visible(i) {
                            let at = shown.center();
                            println!(
                                "{name} {tag} {} {:.0} {:.0}",
                                laid.label(i).trim_matches(|c| c != '"').trim_matches('"'),
                                at.x * scale,
                                at.y * scale
                            );
                        }
                    }
                }
            }
        }
    }
}
