//! A game's History in words: where the window is narrow each finished match is a few lines
//! of sentences, which read as sentences ("…, against the computer (level 2)", "1 move"),
//! while the wide table keeps its columns' capitals ("The computer (level 2)").

use iced_test::Simulator;
use iced_test::selector::{Candidate, Text};

use malice::boards::registry::GameKind;
use malice::ui::screen::game::{self as screen, form::Sit};
use malice::ui::{App, Message, Route};

use crate::ui_common::board::from_form;
use crate::ui_common::{app, fonts};

/// Every text of the app's window at `width` across.
fn texts_at(app: &App, width: f32) -> Vec<String> {
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), (width, 1200.0), app.view());
    let mut found = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| -> Option<Text> {
        if let Candidate::Text { content, .. } = candidate {
            found.push(content.to_string());
        }
        None
    });
    found
}

#[test]
fn a_narrow_history_says_its_matches_in_sentences() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    // Martian Chess won in one move: b4xc5 empties the computer's zone.
    from_form(
        &mut app,
        GameKind::MartianChess,
        Sit::Level(1),
        "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0",
    );
    let _ = app.update(Message::Game(screen::Message::Text("b4xc5".into())));
    let _ = app.update(Message::Game(screen::Message::Submit));
    let _ = app.update(Message::Go(Route::MatchHistory(GameKind::MartianChess)));
    let narrow = texts_at(&app, 800.0).join("\n");
    assert!(
        narrow.contains(", against the computer (level 1)"),
        "{narrow}"
    );
    assert!(narrow.contains(" 1 move."), "{narrow}");
    assert!(!narrow.contains("1 moves"), "{narrow}");
    let wide = texts_at(&app, 1280.0);
    assert!(
        wide.iter().any(|t| t == "The computer (level 1)"),
        "the opponent's column: {wide:?}"
    );
}
