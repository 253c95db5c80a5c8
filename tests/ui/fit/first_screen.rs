//! The journal's first screen (issue 40): at 200 % of 1024×640 its tools (the way back, Write,
//! Ask the cards, the search, two views and two exports) wrapped into five rows and filled the
//! window: a player opening their journal saw buttons, not their story.

use super::states;
use super::walk::{self, Kind};

/// In every room and text size, the story's first delve's title stands in the top half of the
/// window, and the actions (Write an entry, Ask the cards) stay in view above it.
#[test]
fn the_journal_story_starts_in_the_top_half_of_its_first_screen() {
    let mut renderer = walk::renderer();
    let state = states::named("journal");
    let mut faults = Vec::new();
    for at in super::every_room() {
        let room = at.room();
        let laid = walk::lay_out(&state.app, room, &mut renderer);
        let top = |start: &str| {
            laid.nodes.iter().find_map(|n| match &n.kind {
                Kind::Text(t, _) if t.starts_with(start) => Some(n.bounds.y),
                _ => None,
            })
        };
        let (Some(story), Some(write), Some(ask)) =
            (top("Delve 1"), top("Write an entry"), top("Ask the cards"))
        else {
            faults.push(format!("{at}: the story or an action is not laid out"));
            continue;
        };
        if story > room.height / 2.0 || write > story || ask > story {
            faults.push(format!(
                "{at}: the story starts {story:.0} px down a {:.0} px room \
                 (Write at {write:.0}, Ask at {ask:.0})",
                room.height
            ));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
