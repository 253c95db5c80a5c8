//! Helpers for the app's headless tests (iced_test on the tiny-skia renderer): clicking by
//! text, looking for text, rolling an adventurer, playing a delve out.

#![allow(dead_code)]

pub mod board;
pub mod keys;

use iced_test::Simulator;
use iced_test::selector::{Candidate, Text};

use malice::tarot::card::Card;
use malice::tarot::question::{Answer, Question};
use malice::ui::screen::{new_adventurer, settings, table};
use malice::ui::{App, Message};

/// Loads the app's own fonts (the journal's serif) once per test process, as the app does at
/// start; every simulator after that draws with them.
pub fn fonts() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let settings = iced::Settings {
            fonts: malice::ui::theme::FONTS
                .iter()
                .map(|font| std::borrow::Cow::Borrowed(*font))
                .collect(),
            ..iced::Settings::default()
        };
        let _ = Simulator::<(), iced::Theme, iced::Renderer>::with_settings(
            settings,
            iced::widget::space(),
        );
    });
}

/// A simulator of the app's window, tall enough that nothing needs scrolling to be clicked.
pub fn ui(app: &App) -> Simulator<'_, Message> {
    fonts();
    Simulator::with_size(iced::Settings::default(), (1280.0, 1600.0), app.view())
}

/// The app on a throwaway data folder, its own dice seeded.
pub fn app(dir: &tempfile::TempDir) -> App {
    App::at(dir.path()).seed(5).on_day(DAY)
}

/// The day the tests' app takes for today (today's delve on Home).
pub const DAY: chrono::NaiveDate = match chrono::NaiveDate::from_ymd_opt(2026, 5, 14) {
    Some(day) => day,
    None => panic!("a real date"),
};

/// Selects the first text that holds `part`.
pub fn containing(part: &str) -> impl FnMut(Candidate<'_>) -> Option<Text> + Send + '_ {
    move |candidate| match candidate {
        Candidate::Text {
            id,
            bounds,
            visible_bounds,
            content,
        } if content.contains(part) => Some(Text::Raw {
            id: id.cloned(),
            bounds,
            visible_bounds,
        }),
        _ => None,
    }
}

/// Where a text holding `part` is drawn, if it is visible at all, in a window of `size`.
pub fn visible(app: &App, part: &str, size: iced::Size) -> Option<iced::Rectangle> {
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
    ui.find(containing(part))
        .ok()
        .and_then(|text| text.visible_bounds())
}

/// Whether a text holding `part` is drawn whole, above the fold of a window of `size`: not
/// cut by a scroller nor by the window's foot.
pub fn wholly_visible(app: &App, part: &str, size: iced::Size) -> Result<(), String> {
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
    let text = ui
        .find(containing(part))
        .map_err(|_| format!("{part:?} not drawn at {size:?}"))?;
    let whole = text.bounds();
    match text.visible_bounds() {
        Some(seen) if seen.height >= whole.height - 0.5 && seen.y + seen.height <= size.height => {
            Ok(())
        }
        seen => Err(format!(
            "{part:?} cut at {size:?}: {whole:?} seen as {seen:?}"
        )),
    }
}

/// Where the text that reads exactly `words` is seen in a window of `size`, if at all.
pub fn seen_exactly(app: &App, words: &str, size: iced::Size) -> Option<iced::Rectangle> {
    fonts();
    let mut ui = Simulator::with_size(iced::Settings::default(), size, app.view());
    ui.find(move |candidate: Candidate<'_>| match candidate {
        Candidate::Text {
            id,
            bounds,
            visible_bounds,
            content,
        } if content == words => Some(Text::Raw {
            id: id.cloned(),
            bounds,
            visible_bounds,
        }),
        _ => None,
    })
    .ok()
    .and_then(|text| text.visible_bounds())
}

/// Clicks the first widget whose text holds `label` and feeds the messages back into the app.
pub fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        ui.click(containing(label))
            .unwrap_or_else(|e| panic!("no `{label}` on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking `{label}` did nothing");
    for message in messages {
        let _ = app.update(message);
    }
}

/// Whether a text holding `label` is on screen.
pub fn shows(app: &App, label: &str) -> bool {
    let mut ui = ui(app);
    ui.find(containing(label)).is_ok()
}

/// Rolls and creates an adventurer from Home.
pub fn create(app: &mut App, name: &str) {
    click(app, "New adventurer");
    let _ = app.update(Message::NewAdventurer(
        new_adventurer::Message::NameChanged(name.into()),
    ));
    click(app, "Roll 6d6");
    click(app, "Create");
    assert!(shows(app, name), "{name} is on the roster");
}

/// Creates an adventurer from Home with the dice typed in `dice` (as a player who rolled their
/// own).
pub fn create_with_dice(app: &mut App, name: &str, dice: &str) {
    click(app, "New adventurer");
    let _ = app.update(Message::NewAdventurer(
        new_adventurer::Message::NameChanged(name.into()),
    ));
    let _ = app.update(Message::NewAdventurer(new_adventurer::Message::ManualRoll(
        dice.into(),
    )));
    click(app, "Create");
}

/// Takes the next step of the delve by clicking: rolls the die a check waits for, or gives
/// the first answer shown.
pub fn next(app: &mut App) {
    if shows(app, "Roll the die") {
        click(app, "Roll the die");
    } else {
        // The numbered answers are "1. ...": click the first.
        click(app, "1. ");
    }
}

/// How many checks the delve in progress has made (0 with none in progress).
pub fn checks(app: &App) -> usize {
    app.active().map_or(0, |a| {
        a.events()
            .iter()
            .filter(|e| matches!(e, malice::tarot::event::Event::Check { .. }))
            .count()
    })
}

/// Answers with the first answer shown (or rolls), by clicking, until the delve ends.
pub fn play_to_the_end(app: &mut App) -> usize {
    let mut clicks = 0;
    while !shows(app, "The delve is over") {
        assert!(clicks < 2_000, "the delve never ended");
        next(app);
        clicks += 1;
    }
    clicks
}

/// Runs the work an update gave (a task) to its end, here and now, and hands every message it
/// sends back to the app, running in turn the work those give; as the app's runtime would,
/// except for widget operations (focus and the like), which are left out. At most `64` rounds,
/// so that work that keeps asking for more cannot hold a test forever.
pub fn run(app: &mut App, work: iced::Task<Message>) {
    use iced::futures::StreamExt;
    let mut pending = vec![work];
    for _ in 0..64 {
        let Some(work) = pending.pop() else { return };
        let Some(stream) = iced_runtime::task::into_stream(work) else {
            continue;
        };
        for action in iced::futures::executor::block_on(stream.collect::<Vec<_>>()) {
            if let iced_runtime::Action::Output(message) = action {
                pending.push(app.update(message));
            }
        }
    }
    assert!(pending.is_empty(), "the work kept asking for more");
}

/// Creates `name`, weak but for Intelligence 4 (four cards in hand), in the default profile of the data folder at `dir`, and
/// plays their delves with seeded random answers until one ends in death with cards in hand:
/// the dungeon then holds their corpse pile, whose cards this returns.
pub fn bury(dir: &std::path::Path, name: &str) -> Vec<malice::tarot::card::Card> {
    use malice::career::{Dice, Profile};
    use malice::store::{Home, ProfileName};
    use malice::tarot::attributes::Attributes;
    use malice::tarot::event::{Event, Outcome, Place};
    use malice::tarot::policy::PolicyKind;
    use malice::tarot::rules::RuleOptions;

    let home = Home::open(dir).unwrap();
    let mut profile = Profile::open(&home, &ProfileName::default_profile()).unwrap();
    let id = profile
        .create_adventurer(name, Attributes([1, 2, 1, 4, 2, 1]))
        .unwrap();
    for seed in 1..200 {
        let mut active = profile
            .start_delve(&id, RuleOptions::default(), Dice::Seeded(seed))
            .unwrap();
        let mut policy = PolicyKind::Random.build(seed);
        while let Some(question) = active.delve().question() {
            let legal = active.delve().legal_answers();
            let answer = policy.choose(active.delve(), &question, &legal);
            profile.answer(&mut active, answer).unwrap();
        }
        if matches!(active.delve().outcome(), Some(Outcome::Died { .. })) {
            let pile: Vec<_> = active
                .events()
                .iter()
                .filter_map(|e| match e {
                    Event::CardMoved {
                        card,
                        to: Place::Corpse,
                        ..
                    } => Some(*card),
                    _ => None,
                })
                .collect();
            assert!(!pile.is_empty(), "{name} died with an empty hand");
            return pile;
        }
    }
    panic!("{name} escaped 199 delves in a row");
}

/// Every text on screen, in drawing order, as read (without the invisible marks that hold a
/// move's name on one line).
pub fn texts(app: &App) -> Vec<String> {
    let mut found = Vec::new();
    let mut ui = ui(app);
    // The selector never picks one: it only looks at every text.
    let _ = ui.find(|candidate: Candidate<'_>| -> Option<Text> {
        if let Candidate::Text { content, .. } = candidate {
            found.push(content.replace(['\u{feff}', '\u{200b}'], ""));
        }
        None
    });
    found
}

/// Writes words into the table's note editor, as typing would.
pub fn write(app: &mut App, words: &str) {
    use iced::widget::text_editor::{Action, Edit};
    let _ = app.update(Message::Table(malice::ui::screen::table::Message::Edit(
        Action::Edit(Edit::Paste(std::sync::Arc::new(words.to_string()))),
    )));
}

/// Sends `event` to the app's window as the runtime does: through the app's subscription (each
/// of its streams given the one event, unclaimed by any widget), then every message it makes
/// back to the app. The work those give (the computer's reply to a match opened) is not run.
pub fn window_event(app: &mut App, event: iced::Event) {
    use iced::futures::StreamExt;
    use iced_runtime::futures::subscription::{Event, into_recipes};
    let interaction = Event::Interaction {
        window: iced::window::Id::unique(),
        event,
        status: iced::event::Status::Ignored,
    };
    let mut messages = Vec::new();
    for recipe in into_recipes(app.subscription()) {
        // Each stream only filters what it is given: it ends with its one event.
        let input = iced::futures::stream::iter([interaction.clone()]).boxed();
        messages.extend(iced::futures::executor::block_on(
            recipe.stream(input).collect::<Vec<_>>(),
        ));
    }
    for message in messages {
        let _ = app.update(message);
    }
}

/// A card from its code ("2C", "M12").
pub fn card(code: &str) -> Card {
    code.parse().expect("a card")
}

/// Gives the delve table an answer, as its button or key does.
pub fn answer(app: &mut App, answer: Answer) {
    let _ = app.update(Message::Table(table::Message::Answer(answer)));
}

/// `name`, rolled with these six dice, in table mode at the first action of their delve: the
/// opening hand typed from `hand` in order, as many cards as the delve asks for.
pub fn seat_at_the_table(app: &mut App, name: &str, dice: &str, hand: &[&str]) {
    create_with_dice(app, name, dice);
    let _ = app.update(Message::Settings(settings::Message::SetTable(true)));
    click(app, "Delve");
    let mut next = hand.iter();
    while let Some(Question::Draw { .. }) = app.active().expect("a delve").delve().question() {
        answer(
            app,
            Answer::Card(card(next.next().expect("a card to draw"))),
        );
    }
}
