//! A row of words and buttons that wrapped badly (issue 40): a button alone on a line of its
//! own, split from the button it stood beside (Home's "Daily", under today's delve at
//! 1024×640, away from "Play today's delve").

use iced::Rectangle;

use super::checks::Fault;
use super::walk::{Kind, Laid};

/// How far two things' heights may overlap and still count as two lines (rounding).
const SLACK: f32 = 1.0;

/// Whether `a` and `b` stand on one line: their heights overlap.
fn one_line(a: Rectangle, b: Rectangle) -> bool {
    a.y < b.y + b.height - SLACK && b.y < a.y + a.height - SLACK
}

impl Laid {
    /// Whether node `i` is a control, or a box only around one (a tooltip's, a ring's).
    fn is_control(&self, i: usize) -> bool {
        let bounds = self.nodes[i].bounds;
        let mut j = i;
        while j < self.nodes.len() && self.nodes[j].bounds == bounds {
            if matches!(self.nodes[j].kind, Kind::Control { .. }) {
                return true;
            }
            j += 1;
        }
        false
    }

    /// Each control wrapped alone onto a line of its own in a row of words and controls,
    /// away from the control it followed: a row (a box whose children stand side by side on
    /// some line) holding words of its own, one of whose later lines holds nothing but that
    /// control, the one before it a control on an earlier line.
    pub fn alone(&self) -> Vec<Fault> {
        let mut faults = Vec::new();
        for p in 0..self.nodes.len() {
            if !matches!(self.nodes[p].kind, Kind::Box) {
                continue;
            }
            // The children, one per place (a control's ring, its button and its tooltip
            // share their bounds), each with whether it is a control.
            let mut kids: Vec<(usize, Rectangle, bool)> = Vec::new();
            let mut words = false;
            for (i, node) in self.nodes.iter().enumerate() {
                if node.parent != Some(p) {
                    continue;
                }
                words |= matches!(node.kind, Kind::Text(..));
                let control = self.is_control(i);
                match kids.iter_mut().find(|(_, b, _)| *b == node.bounds) {
                    Some(kid) => {
                        if control {
                            *kid = (i, kid.1, true);
                        }
                    }
                    None => kids.push((i, node.bounds, control)),
                }
            }
            let side_by_side = kids
                .iter()
                .enumerate()
                .any(|(n, (_, a, _))| kids[n + 1..].iter().any(|(_, b, _)| one_line(*a, *b)));
            if !words || !side_by_side {
                continue;
            }
            for n in 1..kids.len() {
                let (i, b, control) = kids[n];
                let (before, above, was_control) = kids[n - 1];
                let lone = kids
                    .iter()
                    .enumerate()
                    .all(|(m, (_, other, _))| m == n || !one_line(b, *other));
                if control && was_control && lone && above.y + above.height <= b.y + SLACK {
                    faults.push(Fault {
                        kind: "alone",
                        what: self.label(i),
                        detail: format!(
                            "wrapped onto a line of its own, away from {}",
                            self.label(before)
                        ),
                    });
                }
            }
        }
        faults
    }
}
