//! Every screen fits its window (issue 40): each seeded state laid out at 1024×640, 1280×800,
//! 1366×768 and 1920×1080, its text at 100 %, 150 % and 200 %, walked for words cut off, rows
//! that overflow, controls beyond reach and columns too narrow to read, and for what must be
//! in view while the player decides.
//!
//! Both themes lay out alike (a theme only colours what is drawn, never sizes it), so each
//! layout is walked once; the screenshots (`scripts/screenshots.sh`) show both themes.

mod answer_keys;
mod band;
mod checks;
mod compact;
mod first_screen;
mod jump;
mod places;
mod reading;
mod rows;
mod scroll;
mod spots;
mod states;
mod tabs;
mod tips;
mod walk;
mod window;

use iced::Size;

use checks::{Fault, room};

/// The windows and text sizes every state is laid out at.
const WINDOWS: [(f32, f32); 4] = [
    (1024.0, 640.0),
    (1280.0, 800.0),
    (1366.0, 768.0),
    (1920.0, 1080.0),
];
const ZOOMS: [u16; 3] = [100, 150, 200];

/// A window of [`WINDOWS`] with its text at a size of [`ZOOMS`].
#[derive(Clone, Copy, Debug)]
struct At {
    w: f32,
    h: f32,
    zoom: u16,
}

impl At {
    /// The room the window leaves the app's layout at that text size.
    fn room(self) -> Size {
        room(Size::new(self.w, self.h), self.zoom)
    }
}

impl std::fmt::Display for At {
    /// As the faults name it: "1024x640@200".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}@{}", self.w, self.h, self.zoom)
    }
}

/// Every window of [`WINDOWS`] at every text size of [`ZOOMS`], the smallest first.
fn every_room() -> impl Iterator<Item = At> {
    WINDOWS
        .into_iter()
        .flat_map(|(w, h)| ZOOMS.into_iter().map(move |zoom| At { w, h, zoom }))
}

/// The shortest room the table stands whole in (its sheet and hand in view with the
/// question); shorter, its page scrolls, the question and its answers first.
const ROOMY: f32 = 440.0;
/// The smallest room of the regular class (the compact class is narrower or shorter).
const REGULAR: (f32, f32) = (1100.0, 700.0);

/// Faults known today and not yet fixed: (state, window and zoom as "1024x640@200" or "*",
/// the start of the fault as printed). Each must still be found (else it was fixed: take it
/// out); nothing else may be.
const KNOWN: &[(&str, &str, &str)] = &[];

#[test]
fn every_screen_fits_every_window_and_text_size() {
    let mut renderer = walk::renderer();
    let mut found: Vec<String> = Vec::new();
    let mut known_seen = vec![false; KNOWN.len()];
    for state in states::all() {
        for at in every_room() {
            let tag = at.to_string();
            let room = at.room();
            let laid = walk::lay_out(&state.app, room, &mut renderer);
            let whole: Vec<&str> = state.whole.iter().map(String::as_str).collect();
            let mut faults: Vec<Fault> = laid.faults();
            faults.extend(laid.alone());
            // The bar's room on the pages with iced's own bar (see spots.rs).
            let bars = !state.name.starts_with("table-");
            faults.extend(laid.spotted(bars));
            faults.extend(laid.must(&whole, &state.tops));
            faults.extend(laid.must_reach(&state.scrolled));
            faults.extend(laid.must_not_cut(&state.unbroken));
            for (part, count) in &state.counted {
                faults.extend(laid.must_count(part, *count));
            }
            if let Some((words, part)) = state.reading {
                faults.extend(laid.must_read(words, part));
            }
            if let Some((question, answers)) = state.asking {
                faults.extend(laid.must_ask(question, answers));
            }
            // The window's room less the frame's margins.
            if room.height - 24.0 >= ROOMY {
                let whole: Vec<&str> = state.roomy_whole.iter().map(String::as_str).collect();
                faults.extend(laid.must(&whole, &state.roomy_tops));
            }
            if room.width - 24.0 >= REGULAR.0 && room.height - 24.0 >= REGULAR.1 {
                faults.extend(laid.must(&[], &state.regular_tops));
                for prefix in &state.regular_each {
                    faults.extend(laid.must_each(prefix));
                }
            }
            for fault in faults {
                let said = fault.to_string();
                let known = KNOWN.iter().position(|(name, known_at, start)| {
                    *name == state.name
                        && (*known_at == "*" || *known_at == tag)
                        && said.starts_with(start)
                });
                // FIT_ALL=1 prints the known ones too, to see what is left.
                if std::env::var_os("FIT_ALL").is_some() {
                    println!("{} {tag}: {said}", state.name);
                }
                match known {
                    Some(k) => known_seen[k] = true,
                    None => found.push(format!("{} {tag}: {said}", state.name)),
                }
            }
        }
    }
    let fixed: Vec<_> = KNOWN
        .iter()
        .zip(&known_seen)
        .filter(|(_, seen)| !**seen)
        .map(|(k, _)| format!("{k:?}"))
        .collect();
    assert!(
        found.is_empty() && fixed.is_empty(),
        "{} faults:\n{}\nknown faults no longer found (take them out of KNOWN):\n{}",
        found.len(),
        found.join("\n"),
        fixed.join("\n")
    );
}

/// Pictures of every state (software-rendered, twice the room's size) for a person to look
/// at: `FIT_SHOTS=/tmp/shots cargo test --test ui fit::pictures -- --ignored`, the rooms as
/// `FIT_ROOMS="1024x640@100 1280x800@200"` (these two by default), `FIT_STATES` a part of the
/// states' names, `FIT_THEMES` the themes ("light" by default; "light dark" both). The real
/// app's screenshots are `scripts/screenshots.sh`.
#[test]
#[ignore = "pictures for a person to look at, on demand"]
fn pictures() {
    let Some(out) = std::env::var_os("FIT_SHOTS") else {
        return;
    };
    let out = std::path::PathBuf::from(out);
    let rooms = std::env::var("FIT_ROOMS").unwrap_or_else(|_| "1024x640@100 1280x800@200".into());
    let only = std::env::var("FIT_STATES").unwrap_or_default();
    crate::ui_common::fonts();
    let themes = std::env::var("FIT_THEMES").unwrap_or_else(|_| "light".into());
    for mut state in states::all() {
        if !state.name.contains(&only) {
            continue;
        }
        for (look, tag) in themes
            .split_whitespace()
            .flat_map(|theme| rooms.split_whitespace().map(move |tag| (theme, tag)))
        {
            let dark =
                |app: &malice::ui::App| app.theme().is_some_and(|t| t.extended_palette().is_dark);
            if dark(&state.app) != (look == "dark") {
                crate::ui_common::keys::press(&mut state.app, "t", iced::keyboard::Modifiers::CTRL);
            }
            let parse = || -> Option<(f32, f32, u16)> {
                let (size, zoom) = tag.split_once('@')?;
                let (w, h) = size.split_once('x')?;
                Some((w.parse().ok()?, h.parse().ok()?, zoom.parse().ok()?))
            };
            let (w, h, zoom) = parse().expect("a room as 1024x640@100");
            let mut ui = iced_test::Simulator::with_size(
                iced::Settings::default(),
                room(Size::new(w, h), zoom),
                state.app.view(),
            );
            let theme = state.app.theme().expect("a theme");
            let shot = ui.snapshot(&theme).expect("a picture");
            let path = out.join(format!("{}-{look}-{tag}", state.name));
            let _ = std::fs::remove_file(path.with_extension("png"));
            let _ = shot.matches_image(&path);
        }
    }
}
