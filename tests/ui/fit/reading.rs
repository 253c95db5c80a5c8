//! A page to read keeps the window for its words (issue 40): How to play's long pages in a
//! short room once pinned their tabs' two rows over the words' scroller, which at 200 % of
//! 1024×640 showed 152 px (six lines) of The major arcana at a time; a board game's rules in
//! the match's panel were a slit of 165 px under the players and the turn at 1024×640.

use super::checks::Fault;
use super::walk::{Kind, Laid};

impl Laid {
    /// The scroller around the text holding `words` (a page's own words) shows at least
    /// `part` of the room's height.
    pub fn must_read(&self, words: &str, part: f32) -> Vec<Fault> {
        let Some(&i) = self.texts(words).first() else {
            return vec![Fault {
                kind: "missing",
                what: format!("{words:?}"),
                detail: "not drawn".into(),
            }];
        };
        let scroller = std::iter::successors(self.nodes[i].parent, |&p| self.nodes[p].parent)
            .find(|&p| matches!(self.nodes[p].kind, Kind::Scroll { .. }));
        let shown = scroller
            .and_then(|p| self.visible(p))
            .map_or(0.0, |seen| seen.height);
        if shown >= part * self.room.height {
            return Vec::new();
        }
        vec![Fault {
            kind: "peephole",
            what: self.label(i),
            detail: format!(
                "its scroller shows {shown:.0} px of a room {:.0} high (at least {:.0} %)",
                self.room.height,
                part * 100.0
            ),
        }]
    }
}

impl Laid {
    /// At least `count` texts holding `part` show whole at rest: each player's score beside
    /// the board ("3 points"), in the players' list or, in a short panel, its score line.
    pub fn must_count(&self, part: &str, count: usize) -> Vec<Fault> {
        let whole = self
            .texts(part)
            .into_iter()
            .filter(|&i| self.whole(i))
            .count();
        if whole >= count {
            return Vec::new();
        }
        vec![Fault {
            kind: "hidden",
            what: format!("{part:?}"),
            detail: format!("{whole} of the {count} wanted whole at rest"),
        }]
    }
}
