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

/// Where a thing stands across: its words ("a box", "the content" for the rest), x and width.
type Across = (String, f32, f32);

/// The scroller holding `words` (its innermost): whether it scrolls, and where its content and
/// each text and box in it stand across.
fn under_scroller(laid: &walk::Laid, words: &str) -> Option<(bool, Vec<Across>)> {
    let i = laid
        .nodes
        .iter()
        .position(|n| matches!(&n.kind, Kind::Text(w, _) if w.contains(words)))?;
    let scroller = laid
        .ancestors(i)
        .find(|&p| matches!(laid.nodes[p].kind, Kind::Scroll { .. }))?;
    let Kind::Scroll { content, .. } = laid.nodes[scroller].kind else {
        return None;
    };
    let scrolls = content.height > laid.nodes[scroller].bounds.height + 0.01;
    // The content's own place first, then what lies in it.
    let content = ("the content".to_string(), content.x, content.width);
    let texts = std::iter::once(content)
        .chain(
            (0..laid.nodes.len())
                .filter(|&t| laid.ancestors(t).any(|p| p == scroller))
                .filter_map(|t| {
                    let bounds = laid.nodes[t].bounds;
                    match &laid.nodes[t].kind {
                        Kind::Text(w, _) => Some((w.clone(), bounds.x, bounds.width)),
                        // A box (an entry's, an answer's) by its place among the boxes.
                        Kind::Box => Some(("a box".to_string(), bounds.x, bounds.width)),
                        _ => None,
                    }
                }),
        )
        .collect();
    Some((scrolls, texts))
}

/// The table's scrollers (issue 40: "the table shifts 16 px when its scrollbar appears"):
/// the band's words (the question, its answers, the guide's note) and the journal's entries
/// beside the table, each laid out in windows from tall to short: in the shortest window
/// without a bar and the tallest with one, the words under the scroller keep their x and
/// width.
#[test]
fn the_tables_words_do_not_move_when_a_scrollbar_comes() {
    let mut renderer = walk::renderer();
    for (state, width, words) in [
        (states::table_27(), 1024.0, "Flip the next card"),
        (states::table_notes(), 1280.0, "A blade in the dust"),
    ] {
        let mut last: Option<(f32, Vec<Across>)> = None;
        let mut pair = None;
        for height in (560..=1600).rev().step_by(10) {
            let height = height as f32;
            let laid = walk::lay_out(
                &state.app,
                room(Size::new(width, height), 100),
                &mut renderer,
            );
            let Some((scrolls, texts)) = under_scroller(&laid, words) else {
                panic!("{}: {words:?} under no scroller at {height}", state.name);
            };
            if !scrolls {
                last = Some((height, texts));
            } else if let Some((tall, before)) = last.take() {
                pair = Some((tall, before, height, texts));
                break;
            }
        }
        let Some((tall, before, short, after)) = pair else {
            panic!("{}: no window with and without a bar", state.name);
        };
        // Each text against the same words' same occurrence in the other window.
        let nth = |texts: &[Across], i: usize| {
            let words = &texts[i].0;
            texts[..i].iter().filter(|(w, _, _)| w == words).count()
        };
        let mut common = 0;
        let mut moved = Vec::new();
        for (i, (w, x, wide)) in before.iter().enumerate() {
            let k = nth(&before, i);
            let Some((_, x2, wide2)) = after.iter().filter(|(w2, _, _)| w2 == w).nth(k) else {
                continue;
            };
            common += 1;
            if (x - x2).abs() > 0.5 || (wide - wide2).abs() > 0.5 {
                moved.push(format!("{w:?}: x {x} width {wide} -> x {x2} width {wide2}"));
            }
        }
        println!(
            "{}: {tall} (no bar) / {short} (a bar): {common} places in both",
            state.name
        );
        assert!(
            common >= 3,
            "{}: too few places in both: {before:?} {after:?}",
            state.name
        );
        assert!(
            moved.is_empty(),
            "{} at {width}x{tall} / {width}x{short}: the words moved when the bar came:\n{}",
            state.name,
            moved.join("\n")
        );
    }
}

/// The other pages whose scrollbar comes and goes with the window's height (issue 40: Home,
/// New adventurer, Hall of fame, How to play and the journal still jumped). Each is laid out
/// at the tallest height where a scroller of it just overflows and at one pixel taller (none
/// does): its boxes, texts and controls stand at the same place and width across in both.
#[test]
fn no_page_moves_when_a_scrollbar_comes() {
    // Home's page scrolls only in its short class (today's delve without its attributes):
    // with today's long line ("home-long-day") the bar comes with that class, which moves
    // things by design; the welcome fits that class a few pixels before its bar comes.
    const PAGES: [&str; 8] = [
        "home-welcome",
        "home-roster",
        "new-adventurer",
        "fame",
        "rules",
        "rules-arcana",
        "journal",
        "career",
    ];
    let mut renderer = walk::renderer();
    let mut moved = Vec::new();
    for state in states::all() {
        if !PAGES.contains(&state.name) {
            continue;
        }
        for width in [1024.0, 1366.0] {
            let lay = |height: f32, renderer: &mut iced::Renderer| {
                walk::lay_out(&state.app, room(Size::new(width, height), 100), renderer)
            };
            // Bisect for the height where a bar comes: `low` has one, `high` none.
            let (mut low, mut high) = (200.0_f32, 9000.0_f32);
            assert!(
                overflows(&lay(low, &mut renderer)) && !overflows(&lay(high, &mut renderer)),
                "{}: a bar at {low} px high and none at {high}",
                state.name
            );
            while high - low > 1.0 {
                let mid = ((low + high) / 2.0).round();
                if overflows(&lay(mid, &mut renderer)) {
                    low = mid;
                } else {
                    high = mid;
                }
            }
            let (with, without) = (lay(low, &mut renderer), lay(high, &mut renderer));
            let (with, without) = (across(&with), across(&without));
            if with != without {
                let at = with.iter().zip(&without).find(|(a, b)| a != b);
                moved.push(format!("{} at {width}×{high}/{low}: {at:?}", state.name));
            }
        }
    }
    assert!(
        moved.is_empty(),
        "words moved when a bar came:\n{}",
        moved.join("\n")
    );
}

/// Whether a scroller of `laid` has more content than room down (by any amount: so iced
/// shows the bar).
fn overflows(laid: &walk::Laid) -> bool {
    laid.nodes.iter().any(|n| match n.kind {
        Kind::Scroll { content, .. } => content.height > n.bounds.height,
        _ => false,
    })
}

/// Where each box, text and control of `laid` stands across (not its scrollers): its words (for a text), its left
/// edge and its width. A page that gives up width to an embedded bar narrows its boxes even
/// where its words stay put.
fn across(laid: &walk::Laid) -> Vec<Across> {
    laid.nodes
        .iter()
        .filter_map(|n| {
            let what = match &n.kind {
                Kind::Text(words, _) => words.clone(),
                Kind::Control { id, .. } => format!("{id:?}"),
                Kind::Box => "a box".to_owned(),
                // A scroller put around a page as it comes moves nothing by itself.
                Kind::Scroll { .. } => return None,
            };
            Some((what, n.bounds.x, n.bounds.width))
        })
        .collect()
}
