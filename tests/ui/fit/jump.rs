//! No jump when a scrollbar comes (issue 40): a page laid out in a window just tall enough
//! for it and in one a little shorter (its scrollbar showing) keeps its words where they were
//! (an embedded bar took 16 px of the page's width and moved it; seen in
//! `scripts/screenshots.sh defects`, jump-short/-tall: 60495 pixels of Settings differed).

use iced::Size;

use super::checks::room;
use super::states;
use super::walk::{self, Kind};

/// Settings (its page 809 px high at 1024 px across) in a window 1000 px high (no bar) and
/// 600 (a bar): its first texts stand at the same place.
#[test]
fn a_page_does_not_move_when_its_scrollbar_comes() {
    let mut renderer = walk::renderer();
    for state in states::all() {
        if state.name != "settings" {
            continue;
        }
        let place = |height: f32, renderer: &mut iced::Renderer| {
            let laid = walk::lay_out(&state.app, room(Size::new(1024.0, height), 100), renderer);
            let scrolls = laid.nodes.iter().any(|n| match n.kind {
                Kind::Scroll { content, .. } => content.height > n.bounds.height + 1.0,
                _ => false,
            });
            let texts: Vec<(String, f32, f32)> = laid
                .nodes
                .iter()
                .filter_map(|n| match &n.kind {
                    Kind::Text(words, _) => Some((words.clone(), n.bounds.x, n.bounds.width)),
                    _ => None,
                })
                .take(12)
                .collect();
            (scrolls, texts)
        };
        let (tall_scrolls, tall) = place(1000.0, &mut renderer);
        let (short_scrolls, short) = place(600.0, &mut renderer);
        assert!(
            !tall_scrolls && short_scrolls,
            "{}: a bar at 600 px only",
            state.name
        );
        assert_eq!(
            tall, short,
            "{}: the words moved when the bar came",
            state.name
        );
    }
}
