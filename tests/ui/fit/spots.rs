//! Faults seen in the app's screenshots that the first walk did not look for (issue 40):
//!
//! * **gap**: a run of three or more spaces inside a text, a hole in the line (About's
//!   credit read "Pamela Colman Smith     (1878–1951)" and "from the     scans");
//! * **bar**: a text whose words reach under the bar of the scroller around it, or within
//!   2 px of it, when that scroller scrolls (the Career's "1 turn" ran into it at 200 % of
//!   1024×640: the page kept 10 px beside a bar 10 px wide, and its last letter touched it).
//!   Looked for on the pages with iced's 10 px bar: the table's scrollers draw a 6 px one
//!   (`table::sizes::bar`), which the walk cannot tell apart. The match's panel kept 10 px
//!   beside its bar, and its words ended where the bar starts (150 % of 1366×768).

use super::checks::Fault;
use super::walk::{Kind, Laid};

/// The widest bar a scroller draws (iced's default; the table's are 6 px), and the room a
/// text keeps from it.
const BAR: f32 = 10.0;
const CLEAR: f32 = 2.0;

impl Laid {
    /// The faults of this module's list, in the whole window (`bars`: the bar's too).
    pub fn spotted(&self, bars: bool) -> Vec<Fault> {
        let mut faults = Vec::new();
        for (i, node) in self.nodes.iter().enumerate() {
            let Kind::Text(content, measured) = &node.kind else {
                continue;
            };
            if content.trim().contains("   ") {
                faults.push(Fault {
                    kind: "gap",
                    what: self.label(i),
                    detail: "three spaces or more inside the words".into(),
                });
            }
            // The words' right edge: as wide as they need (a text filling its row is laid out
            // wider than its words, which start at its left).
            let Some(m) = measured.as_ref().filter(|_| bars) else {
                continue;
            };
            let right = node.bounds.x + m.needs.width.min(node.bounds.width);
            let Some(p) = self
                .ancestors(i)
                .find(|p| matches!(self.nodes[*p].kind, Kind::Scroll { .. }))
            else {
                continue;
            };
            let scroller = &self.nodes[p];
            let Kind::Scroll { content, .. } = scroller.kind else {
                continue;
            };
            let bar = scroller.bounds.x + scroller.bounds.width - BAR;
            if content.height > scroller.bounds.height + 1.0 && right > bar - CLEAR {
                faults.push(Fault {
                    kind: "bar",
                    what: self.label(i),
                    detail: format!(
                        "its words end at {right:.0}, the bar of its scroller starts at {bar:.0}"
                    ),
                });
            }
        }
        faults
    }
}
