//! What a match panel shows at its folds: whole lines over a scroller's fold, and a move
//! list folded while a piece is picked only where not even its last line fits.

use super::super::walk;
use super::playing::{
    match_picked_malaka, match_picked_malawi, match_picked_martian, match_playing_malaka,
    match_playing_martian,
};

/// The match panel's scrollers fold between two lines, never through one: a text cut at a
/// scroller's foot shows whole lines (#40: at 200 % of 1024×640 the players' lines stood cut
/// at the panel's fold, a piece picked in Martian Chess).
#[test]
fn the_panels_fold_runs_between_lines() {
    use super::super::walk::Kind;
    use super::matches::{match_capture_warning, match_long_warning, match_quick, match_warning};
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    for state in [
        match_picked_martian(),
        match_picked_malawi(),
        match_picked_malaka(),
        match_playing_martian(),
        match_playing_malaka(),
        match_long_warning(),
        match_capture_warning(),
        match_warning(),
        match_quick(),
    ] {
        for at in super::super::every_room() {
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            for (i, node) in laid.nodes.iter().enumerate() {
                let Kind::Text(words, Some(m)) = &node.kind else {
                    continue;
                };
                if !laid.scrolled(i) || laid.whole(i) {
                    continue;
                }
                // Cut at its foot (a list anchored at its foot cuts its first rounds at
                // its top: a scroller's, as it should).
                let Some(seen) = laid.visible(i).filter(|s| s.y <= laid.drawn(i).y + 0.5) else {
                    continue;
                };
                let part = seen.height % m.line;
                if part > 3.0 && part < m.line - 3.0 {
                    faults.push(format!(
                        "{} {at}: {words:?} cut {part:.0} px into a line of {:.0}",
                        state.name, m.line
                    ));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// A list folded while a piece is picked still shows its last line where that fits without
/// the last move's words under it (#40: at 150 % of 1024×640 Martian Chess's stood folded to
/// its heading, "16 moves, folded while you move", over a round's room of nothing).
#[test]
fn a_picked_list_shows_its_last_line_where_one_fits() {
    use super::super::checks::room;
    let mut renderer = walk::renderer();
    // Martian Chess pairs its moves, a round a line: its last round (8.) shows. Malaka lists
    // a move a line, two a round: where one line fits, its last move shows alone (at 150 % of
    // 1280×800 the list stood folded over a line's room of nothing).
    for (state, window, last) in [
        (match_picked_martian(), (1024.0, 640.0), "=8."),
        (match_picked_malaka(), (1280.0, 800.0), "=2 1: f3-f5,i3-h3"),
    ] {
        let laid = walk::lay_out(
            &state.app,
            room(iced::Size::new(window.0, window.1), 150),
            &mut renderer,
        );
        let shows = |part: &str| laid.texts(part).into_iter().any(|i| laid.whole(i));
        assert!(
            !shows("folded while you move"),
            "{}: the list stood folded to its heading",
            state.name
        );
        assert!(shows(last), "{}: {last} is not whole in view", state.name);
    }
}

/// The folds of the match panel and of the table's band go over a button they would show
/// only the top of (under 16 px, none of its words): at 200 % of 1280×800 a move's button
/// stood 3 px over the panel's fold, at 200 % of 1920×1080 the spread's cards 2 px over the
/// band's. (A page that scrolls may stop anywhere: its foot is not a fold.)
#[test]
fn no_button_shows_a_sliver_at_a_fold() {
    use super::super::walk::Kind;
    let mut renderer = walk::renderer();
    let mut faults = Vec::new();
    let folded = |name: &str| name.starts_with("match-") || name.starts_with("table-");
    for state in super::all().into_iter().filter(|s| folded(s.name)) {
        for at in super::super::every_room() {
            let laid = walk::lay_out(&state.app, at.room(), &mut renderer);
            for (i, node) in laid.nodes.iter().enumerate() {
                if !matches!(node.kind, Kind::Control { .. }) || !laid.scrolled(i) {
                    continue;
                }
                let drawn = laid.drawn(i);
                let Some(seen) = laid.visible(i) else {
                    continue;
                };
                if seen.height < 16.0 && seen.height < drawn.height - 1.0 && seen.y <= drawn.y + 0.5
                {
                    faults.push(format!(
                        "{} {at}: {} shows {:.1} px of {:.1}",
                        state.name,
                        laid.label(i),
                        seen.height,
                        drawn.height
                    ));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} faults:\n{}",
        faults.len(),
        faults.join("\n")
    );
}
