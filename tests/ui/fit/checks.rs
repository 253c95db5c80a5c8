//! What can be wrong with a laid-out window (issue 40), found on the walk of [`Laid`]:
//!
//! * **cut**: a text's words need more room than its place gives them (they are clipped, or
//!   drawn over their neighbours);
//! * **outside**: a node lies beyond its parent (a row or a column that overflowed);
//! * **off**: a node lies beyond the window with no scroller around it to bring it in;
//! * **squeezed**: a control squeezed to a sliver (under 12 px across or high), or a text
//!   laid out shorter than its words' own height in its width (one line, or all its lines:
//!   a parent that does not scroll gave it less, and its paragraph dropped what did not fit);
//! * **unreachable**: a control too large for the scroller around it to show it whole when
//!   the keyboard's ring is on it;
//! * **split**: a control shown in part at rest, cut by the window's edge or its scroller's
//!   (for the controls a state names: [`Laid::must_not_cut`]);
//! * **narrow**: a text that wraps in a column narrower than 16 of its ems (one word a line);
//! * and, per screen, what must be in view at rest while the player decides ([`Laid::must`]).

use iced::{Rectangle, Size};

use super::walk::{Kind, Laid};

/// A fault found, named so that a known one can be told apart: its kind and what it is about.
#[derive(Clone, Debug, PartialEq)]
pub struct Fault {
    pub kind: &'static str,
    pub what: String,
    pub detail: String,
}

impl Fault {
    /// No control's id starts with `prefix`.
    fn no_control(prefix: &str) -> Self {
        Self {
            kind: "missing",
            what: format!("{prefix}…"),
            detail: "no such control".into(),
        }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.kind, self.what, self.detail)
    }
}

/// The room a node may go out of its parent by before it counts (rounding, borders).
const SLACK: f32 = 1.0;
/// The thinnest a control may be.
const SLIVER: f32 = 12.0;
/// The narrowest column a text may wrap in, in ems of its size (of body text, 15 px, for
/// larger text: a heading or the journal's prose keeps a readable line in 240 px).
const EMS: f32 = 16.0;
const BODY: f32 = 15.0;
/// The least height a scroller that scrolls shows: five lines of body text.
const SLIT: f32 = 5.0 * BODY * 1.3;

/// Whether `inner` lies within `outer` (give or take [`SLACK`]).
fn within(inner: Rectangle, outer: Rectangle) -> bool {
    inner.x >= outer.x - SLACK
        && inner.y >= outer.y - SLACK
        && inner.x + inner.width <= outer.x + outer.width + SLACK
        && inner.y + inner.height <= outer.y + outer.height + SLACK
}

fn short(words: &str) -> String {
    let one: String = words.chars().take(48).collect();
    if one.len() < words.len() {
        format!("{one:?}…")
    } else {
        format!("{one:?}")
    }
}

fn size(r: Rectangle) -> String {
    format!("{:.0}×{:.0} at ({:.0}, {:.0})", r.width, r.height, r.x, r.y)
}

impl Laid {
    /// The ancestors of node `i`, nearest first.
    pub fn ancestors(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(self.nodes[i].parent, move |&p| self.nodes[p].parent)
    }

    /// Whether node `i` is inside a scroller.
    pub fn scrolled(&self, i: usize) -> bool {
        self.ancestors(i)
            .any(|p| matches!(self.nodes[p].kind, Kind::Scroll { .. }))
    }

    /// Where node `i` is drawn with the scrollers as they are (at rest: at their start).
    pub fn drawn(&self, i: usize) -> Rectangle {
        let mut at = self.nodes[i].bounds;
        for p in self.ancestors(i) {
            if let Kind::Scroll { translation, .. } = self.nodes[p].kind {
                at = at - translation;
            }
        }
        at
    }

    /// What of node `i` shows: within the window and within every scroller around it.
    pub fn visible(&self, i: usize) -> Option<Rectangle> {
        let mut seen = self
            .drawn(i)
            .intersection(&Rectangle::with_size(self.room))?;
        for p in self.ancestors(i) {
            if matches!(self.nodes[p].kind, Kind::Scroll { .. }) {
                seen = seen.intersection(&self.drawn(p))?;
            }
        }
        Some(seen)
    }

    /// Whether node `i` shows whole at rest.
    pub fn whole(&self, i: usize) -> bool {
        let drawn = self.drawn(i);
        self.visible(i).is_some_and(|seen| {
            seen.width >= drawn.width - SLACK && seen.height >= drawn.height - SLACK
        })
    }

    /// Whether at least the top `top` pixels of node `i` show at rest, across its whole width
    /// (`top` over its height: all of it).
    pub fn top_shows(&self, i: usize, top: f32) -> bool {
        let drawn = self.drawn(i);
        let top = top.min(drawn.height);
        self.visible(i).is_some_and(|seen| {
            seen.y <= drawn.y + SLACK
                && seen.height >= top - SLACK
                && seen.width >= drawn.width - SLACK
        })
    }

    /// Node `i` in words: a text's words, a control's id, a box by its first words.
    pub fn label(&self, i: usize) -> String {
        match &self.nodes[i].kind {
            Kind::Text(words, _) => short(words),
            Kind::Control { id, .. } => format!("{id:?}"),
            Kind::Box | Kind::Scroll { .. } => {
                let words = self.nodes[i + 1..]
                    .iter()
                    .enumerate()
                    .take_while(|(k, _)| self.ancestors(i + 1 + k).any(|a| a == i))
                    .find_map(|(_, n)| match &n.kind {
                        Kind::Text(words, _) => Some(short(words)),
                        _ => None,
                    })
                    .unwrap_or_else(|| "(no words)".into());
                let what = if matches!(self.nodes[i].kind, Kind::Box) {
                    "box"
                } else {
                    "scroller"
                };
                format!("{what} of {words}")
            }
        }
    }

    /// The texts holding `part` (`=words`: reading exactly `words`).
    pub fn texts(&self, part: &str) -> Vec<usize> {
        let exact = part.strip_prefix('=');
        (0..self.nodes.len())
            .filter(|&i| match (&self.nodes[i].kind, exact) {
                (Kind::Text(words, _), Some(exact)) => words == exact,
                (Kind::Text(words, _), None) => words.contains(part),
                _ => false,
            })
            .collect()
    }

    /// The controls whose id starts with `prefix`.
    pub fn controls(&self, prefix: &str) -> Vec<usize> {
        (0..self.nodes.len())
            .filter(|&i| {
                matches!(&self.nodes[i].kind,
                    Kind::Control { id, .. } if format!("{id:?}").contains(&format!("\"{prefix}")))
            })
            .collect()
    }

    /// Every fault of the window but what must be in view (see [`Laid::must`]).
    pub fn faults(&self) -> Vec<Fault> {
        let mut faults = Vec::new();
        let window = Rectangle::with_size(self.room);
        // A node out of its parent is told once: not again for what lies in it.
        let mut out = vec![false; self.nodes.len()];
        for (i, node) in self.nodes.iter().enumerate() {
            let b = node.bounds;
            let mut fault = |kind, detail: String| {
                faults.push(Fault {
                    kind,
                    what: self.label(i),
                    detail,
                })
            };
            // Out of its parent (a scroller's children may fill its content).
            if let Some(p) = node.parent {
                let parent = &self.nodes[p];
                let room = match parent.kind {
                    Kind::Scroll { content, .. } => content,
                    _ => parent.bounds,
                };
                if out[p] {
                    out[i] = true;
                } else if !within(b, room) {
                    out[i] = true;
                    fault(
                        "outside",
                        format!("{} beyond its parent {}", size(b), size(room)),
                    );
                }
            }
            // Beyond the window, no scroller around it.
            let scrolled = self
                .ancestors(i)
                .any(|p| matches!(self.nodes[p].kind, Kind::Scroll { .. }));
            if !scrolled && !out[i] && !within(b, window) {
                out[i] = true;
                fault(
                    "off",
                    format!("{} beyond the window {:?}", size(b), self.room),
                );
            }
            match &node.kind {
                // A scroller's content wider than it: cut at its right edge (the pyramids'
                // rules in a match's panel, mid-word) unless it scrolls across.
                Kind::Scroll { content, .. }
                    if content.width > b.width + SLACK && content.height > b.height + SLACK =>
                {
                    fault(
                        "wider",
                        format!("content {} in {}", size(*content), size(b)),
                    );
                }
                // A scroller left a slit of its room: its content taller than it and its view
                // under five lines of body text (the journal's story at 200 % of 1024×640,
                // under its tools).
                Kind::Scroll { content, .. }
                    if content.height > b.height + SLACK && b.height < SLIT =>
                {
                    fault("slit", format!("content {} in {}", size(*content), size(b)));
                }
                Kind::Text(_, Some(m)) => {
                    // Shorter than its words: squeezed by a parent that does not grow (a
                    // scroller's content grows, so a text squeezed is under a box that does
                    // not: Malaka's move buttons 10 px high in a short panel).
                    if m.natural > b.height + SLACK && m.natural > m.needs.height + SLACK {
                        fault(
                            "squeezed",
                            format!(
                                "words {:.0} px high ({:.0} lines), has {}",
                                m.natural,
                                (m.natural / m.line).round(),
                                size(b)
                            ),
                        );
                    } else if m.needs.width > b.width + SLACK || m.needs.height > b.height + SLACK {
                        fault(
                            "cut",
                            format!(
                                "needs {:.0}×{:.0}, has {}",
                                m.needs.width,
                                m.needs.height,
                                size(b)
                            ),
                        );
                    }
                    // The column it wraps in: the room its paragraph was given (its
                    // bounds are only as wide as its longest line).
                    let lines = (m.needs.height / m.line).round();
                    let column = if m.room.width.is_finite() {
                        m.room.width
                    } else {
                        b.width
                    };
                    if lines >= 2.0 && column < EMS * m.size.min(BODY) - SLACK {
                        fault(
                            "narrow",
                            format!(
                                "{lines} lines in {:.0} px ({:.1} ems of {:.0} px)",
                                column,
                                column / m.size,
                                m.size
                            ),
                        );
                    }
                }
                Kind::Control { enabled: true, .. } => {
                    if b.width < SLIVER || b.height < SLIVER {
                        fault("squeezed", size(b));
                    }
                    // Each scroller around it must be able to show it whole.
                    for p in self.ancestors(i) {
                        let view = self.nodes[p].bounds;
                        if matches!(self.nodes[p].kind, Kind::Scroll { .. })
                            && (b.width > view.width + SLACK || b.height > view.height + SLACK)
                        {
                            fault(
                                "unreachable",
                                format!("{} larger than its scroller {}", size(b), size(view)),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        faults
    }

    /// What must show at rest (nothing scrolled) while the player decides: each of `whole`
    /// wholly (a text holding it, or `=` one reading exactly it), and of each of `tops` (controls by the start of their id, with the pixels of
    /// their top that must show, such as a card's corner) at least one, each of them showing
    /// that much.
    pub fn must(&self, whole: &[&str], tops: &[(&str, f32)]) -> Vec<Fault> {
        let mut faults = Vec::new();
        for part in whole {
            let found = self.texts(part);
            if found.is_empty() {
                faults.push(Fault {
                    kind: "missing",
                    what: short(part),
                    detail: "not drawn".into(),
                });
            } else if !found.iter().any(|&i| self.whole(i)) {
                faults.push(Fault {
                    kind: "hidden",
                    what: short(part),
                    detail: format!(
                        "{} seen as {:?}",
                        size(self.drawn(found[0])),
                        self.visible(found[0]).map(size)
                    ),
                });
            }
        }
        for (prefix, top) in tops {
            let found = self.controls(prefix);
            if found.is_empty() {
                faults.push(Fault::no_control(prefix));
            }
            for i in found {
                if !self.top_shows(i, *top) {
                    faults.push(Fault {
                        kind: "hidden",
                        what: self.label(i),
                        detail: format!(
                            "{} seen as {:?}",
                            size(self.drawn(i)),
                            self.visible(i).map(size)
                        ),
                    });
                }
            }
        }
        faults
    }
}

impl Laid {
    /// Controls whose ids start with one of `prefixes` that show in part at rest: cut by the
    /// window's edge or their scroller's (a button half under the fold, as Home's Continue of
    /// an unfinished match was at 1024×640). Each must show whole, or not at all.
    pub fn must_not_cut(&self, prefixes: &[&str]) -> Vec<Fault> {
        let mut faults = Vec::new();
        for prefix in prefixes {
            for i in self.controls(prefix) {
                if let Some(seen) = self.visible(i).filter(|_| !self.whole(i)) {
                    faults.push(Fault {
                        kind: "split",
                        what: self.label(i),
                        detail: format!("{} seen as {}", size(self.drawn(i)), size(seen)),
                    });
                }
            }
        }
        faults
    }

    /// Controls whose ids start with one of `prefixes` that may scroll in a scroller of their
    /// own (a long list to choose from): each must show whole at rest, or lie in a scroller
    /// (not the page's: one inside it) that itself shows whole at rest and at least
    /// [`OWN_SCROLLER`] pixels high, so that the list shows a part of itself with what
    /// stands around it.
    pub fn must_reach(&self, prefixes: &[&str]) -> Vec<Fault> {
        let mut faults = Vec::new();
        for prefix in prefixes {
            for i in self.controls(prefix) {
                if self.whole(i) {
                    continue;
                }
                let mut scrollers = self
                    .ancestors(i)
                    .filter(|&p| matches!(self.nodes[p].kind, Kind::Scroll { .. }));
                let own = scrollers.next();
                let page = scrollers.next();
                let shows = own.is_some_and(|p| {
                    page.is_some()
                        && self.whole(p)
                        && self.nodes[p].bounds.height >= OWN_SCROLLER - SLACK
                });
                if !shows {
                    faults.push(Fault {
                        kind: "hidden",
                        what: self.label(i),
                        detail: format!(
                            "{} seen as {:?}, not in a scroller of its own in view",
                            size(self.drawn(i)),
                            self.visible(i).map(size)
                        ),
                    });
                }
            }
        }
        faults
    }
}

impl Laid {
    /// At the table deciding, in every room: the question (a text holding `question`) and the
    /// first of the answers (controls whose ids start with `answers`) whole at rest, and every
    /// answer reachable and whole when focused: whole at rest, or in a scroller of its own
    /// that shows whole at rest and is large enough to show it whole (the ring's scrolling
    /// brings it in without the page moving).
    pub fn must_ask(&self, question: &str, answers: &str) -> Vec<Fault> {
        let mut faults = self.must(&[question], &[]);
        faults.extend(self.must_each(answers));
        faults
    }

    /// The controls whose ids start with `prefix` (a list: the answers, the hand's strip): the
    /// first whole at rest, and every one whole at rest or in a scroller of its own that shows
    /// whole at rest and is large enough to show it whole when focused.
    pub fn must_each(&self, prefix: &str) -> Vec<Fault> {
        let mut faults = Vec::new();
        let found = self.controls(prefix);
        if found.is_empty() {
            faults.push(Fault::no_control(prefix));
        }
        for (n, &i) in found.iter().enumerate() {
            if self.whole(i) {
                continue;
            }
            let b = self.nodes[i].bounds;
            let own = self
                .ancestors(i)
                .find(|&p| matches!(self.nodes[p].kind, Kind::Scroll { .. }));
            let reachable = n > 0
                && own.is_some_and(|p| {
                    let view = self.nodes[p].bounds;
                    self.whole(p)
                        && b.width <= view.width + SLACK
                        && b.height <= view.height + SLACK
                });
            if !reachable {
                faults.push(Fault {
                    kind: if n == 0 { "hidden" } else { "unasked" },
                    what: self.label(i),
                    detail: format!(
                        "{} seen as {:?}: {}",
                        size(self.drawn(i)),
                        self.visible(i).map(size),
                        if n == 0 {
                            "the first not whole at rest"
                        } else {
                            "not whole when focused in a scroller of its own in view"
                        }
                    ),
                });
            }
        }
        faults
    }
}

/// The least height a list's own scroller keeps in view (two rows of small card faces).
const OWN_SCROLLER: f32 = 120.0;

/// A window `window` big at `zoom` percent: the room the app lays out in (a large window
/// grows everything, as the app does).
pub fn room(window: Size, zoom: u16) -> Size {
    let scale = malice::ui::scale_in(zoom, window);
    Size::new(window.width / scale, window.height / scale)
}
