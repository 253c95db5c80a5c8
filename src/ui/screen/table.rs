//! The delve table: attributes, deck, hand by suit, discard, corpse pile and backpack, the
//! question with its answers, the odds before every check, and the journal beside it.

use iced::widget::{button, column, container, row, scrollable, space, text, text_input, tooltip};
use iced::{Color, Element, Fill, FillPortion};

use crate::career::ActiveDelve;
use crate::journal;
use crate::tarot::attributes::Attr;
use crate::tarot::card::{Card, Suit};
use crate::tarot::event::Event;
use crate::tarot::question::{Answer, Question};

use crate::ui::route::Route;
use crate::ui::widget::card::{face, suit_color};

mod dice;
mod messages;
mod possible;
mod state;

pub use messages::{Action, Message};
pub use state::Table;

const RED: Color = Color::from_rgb(0.80, 0.20, 0.20);
const GREEN: Color = Color::from_rgb(0.15, 0.60, 0.25);
const ORANGE: Color = Color::from_rgb(0.85, 0.50, 0.10);

impl Table {
    /// The delve table.
    pub fn view(&self) -> Element<'_, Message> {
        view(self, &self.active)
    }
}

fn view<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let left = column![
        header(active),
        attributes(app, active),
        last_happened(app, active),
        question(app, active),
        hand(app, active),
        piles(app, active),
        possible::view(app, active),
        details(app, active),
    ]
    .spacing(12);
    row![
        // Scrolls when the open lists outgrow the window. (The wgpu renderer misplaced canvases
        // inside a scrollable; the app runs on tiny-skia, where they sit right.)
        container(scrollable(left.padding(iced::Padding::ZERO.right(12))))
            .width(FillPortion(3))
            .height(Fill),
        journal_panel(app, active).width(FillPortion(2)),
    ]
    .spacing(16)
    .height(Fill)
    .into()
}

fn header(active: &ActiveDelve) -> Element<'_, Message> {
    let delve = active.delve();
    let mut line = row![
        button("Home").on_press(Message::Go(Route::Home)),
        text(active.record().name.clone()).size(24),
        text(format!("Turn {}", delve.turn())),
        space().width(Fill),
    ]
    .spacing(12);
    if active.record().assisted {
        line = line.push(text("assisted").color(ORANGE));
    }
    if delve.cursed() {
        line = line.push(text("CURSED: no actions, no Cups").color(RED));
    }
    line.push(button("Undo").on_press_maybe(active.can_undo().then_some(Message::Undo)))
        .push(button("?").on_press(Message::ToggleShortcuts))
        .into()
}

/// The six attributes, with the last answer's changes coloured; a box whose attribute just
/// changed glows green (up) or red (down) and fades back.
fn attributes<'a>(app: &Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let now = active.delve().attributes();
    let changes = last_changes(active);
    let glow = 1.0 - app.shift.progress();
    let mut boxes = row![].spacing(8);
    for attr in Attr::ALL {
        let value = now.get(attr);
        let color = match value {
            0 | 1 => Some(RED),
            2 => Some(ORANGE),
            _ => None,
        };
        let mut number = text(value.to_string()).size(30);
        if let Some(color) = color {
            number = number.color(color);
        }
        let mut cell = column![text(attr.name()).size(13), number].spacing(2);
        let mut tint = None;
        if let Some(delta) = changes[attr.index()].filter(|d| *d != 0) {
            let (label, color) = if delta > 0 {
                (format!("+{delta}"), GREEN)
            } else {
                (delta.to_string(), RED)
            };
            cell = cell.push(text(label).color(color).size(14));
            tint = (glow > 0.0).then_some(color);
        }
        boxes = boxes.push(
            container(cell)
                .padding(8)
                .width(Fill)
                .style(move |theme| glowing(theme, tint, glow)),
        );
    }
    boxes.into()
}

/// A rounded box, blended toward `tint` by `amount` (0 to 1) while it glows.
fn glowing(theme: &iced::Theme, tint: Option<Color>, amount: f32) -> container::Style {
    let style = container::rounded_box(theme);
    match (tint, style.background) {
        (Some(tint), Some(iced::Background::Color(base))) => {
            let a = 0.45 * amount.clamp(0.0, 1.0);
            let mix = |b: f32, t: f32| b + (t - b) * a;
            style.background(Color::from_rgb(
                mix(base.r, tint.r),
                mix(base.g, tint.g),
                mix(base.b, tint.b),
            ))
        }
        _ => style,
    }
}

/// The events since the player's last answer.
fn recent(active: &ActiveDelve) -> &[Event] {
    let events = active.events();
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::TurnBegan { .. }))
        .unwrap_or(0);
    &events[start..]
}

/// Each attribute's change over this turn.
fn last_changes(active: &ActiveDelve) -> [Option<i16>; 6] {
    let mut out = [None; 6];
    for event in recent(active) {
        if let Event::SkillChanged { attr, from, to } = event {
            let slot = &mut out[attr.index()];
            *slot = Some(slot.unwrap_or(0) + *to as i16 - *from as i16);
        }
    }
    out
}

/// What happened this turn, in words (flips and dice included), beside the dice of the
/// latest check.
fn last_happened<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let lines: Vec<String> = recent(active)
        .iter()
        .filter_map(journal::describe)
        .collect();
    let words: Element<'a, Message> = if lines.is_empty() {
        space().into()
    } else {
        container(column(lines.into_iter().map(|l| text(l).size(14).into())).spacing(2))
            .padding(8)
            .width(Fill)
            .style(container::bordered_box)
            .into()
    };
    if app.rolls.is_empty() {
        return words;
    }
    row![dice::view(app), words].spacing(8).into()
}

/// The question, its answers as numbered buttons, and the odds.
fn question<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let Some(q) = delve.question() else {
        let id = crate::store::RecordId::new(active.record().adventurer.as_str()).ok();
        let mut buttons = row![button("Home").on_press(Message::Go(Route::Home))].spacing(8);
        if let Some(id) = id {
            buttons = buttons
                .push(button("Journal").on_press(Message::Go(Route::Journal(id.clone()))))
                .push(button("Career").on_press(Message::Go(Route::Career(id))));
        }
        return container(
            column![
                text(format!(
                    "The delve is over: {}.",
                    journal::outcome(delve.outcome())
                ))
                .size(24),
                buttons
            ]
            .spacing(10),
        )
        .padding(12)
        .width(Fill)
        .style(container::rounded_box)
        .into();
    };
    let legal = delve.legal_answers();
    let mut panel = column![text(q.to_string()).size(20)].spacing(8);
    match q {
        Question::Draw { .. } | Question::RandomDiscard { .. } if legal.len() > 9 => {
            panel = panel.push(
                row![
                    text("Type the card's code (QS, 10C, M13) or pick it:"),
                    text_input("card", &app.typed_card)
                        .on_input(Message::CardTyped)
                        .width(100),
                ]
                .spacing(8),
            );
            panel = panel.push(card_picker(&legal));
        }
        _ => {
            let mut buttons = column![].spacing(4);
            for (i, answer) in legal.iter().enumerate() {
                let label = if legal.len() <= 9 {
                    format!("{}. {}", i + 1, describe_answer(answer))
                } else {
                    describe_answer(answer)
                };
                buttons = buttons.push(button(text(label)).on_press(Message::Answer(*answer)));
            }
            panel = panel.push(buttons);
        }
    }
    if let Question::Reroll { target, .. } = q {
        let chance = (target.min(5) as u32 * 100) / 6;
        panel = panel.push(text(format!(
            "A re-roll passes {chance}% of the time; it costs 1 Luck unless it shows 1."
        )));
        if delve.attributes().get(Attr::Luck) == 1 {
            panel = panel.push(
                text("Luck is at 1: a re-roll that does not show 1 takes your last Luck, and you die.")
                    .color(RED),
            );
        }
    }
    if let Some(odds) = odds_table(active, &q) {
        panel = panel.push(odds);
    }
    container(panel)
        .padding(12)
        .width(Fill)
        .style(container::rounded_box)
        .into()
}

/// Table mode: every card the deck (or hand) can give, grouped by suit.
fn card_picker(legal: &[Answer]) -> Element<'static, Message> {
    let mut groups = column![].spacing(4);
    let suits = [
        Some(Suit::Cups),
        Some(Suit::Swords),
        Some(Suit::Wands),
        Some(Suit::Pentacles),
        None,
    ];
    for suit in suits {
        let mut line = row![].spacing(3);
        let mut any = false;
        for answer in legal {
            if let Answer::Card(card) = answer
                && card.suit() == suit
            {
                any = true;
                line = line.push(
                    button(text(card.code()).size(13).color(suit_color(*card)))
                        .padding(3)
                        .style(button::text)
                        .on_press(Message::Answer(*answer)),
                );
            }
        }
        if any {
            groups = groups.push(line.wrap());
        }
    }
    groups.into()
}

/// The odds of every attribute and Cups spend for the pending check.
fn odds_table<'a>(active: &'a ActiveDelve, q: &Question) -> Option<Element<'a, Message>> {
    let delve = active.delve();
    let spec = delve.pending_check()?;
    if !matches!(
        q,
        Question::CheckAttribute { .. } | Question::Cups { .. } | Question::Overcome { .. }
    ) {
        return None;
    }
    let cell = |s: String, w: f32| text(s).size(14).width(w);
    let mut table = column![row![
        cell("attribute".into(), 110.0),
        cell("Cups".into(), 70.0),
        cell("target".into(), 60.0),
        cell("pass".into(), 60.0),
        cell("with re-rolls".into(), 100.0),
        cell("exp. damage".into(), 90.0),
        cell("death".into(), 60.0),
    ]]
    .spacing(2);
    for o in delve.odds(&spec) {
        if let Question::Cups { attr, .. } = q
            && o.attr != *attr
        {
            continue;
        }
        let cups = if o.boosts == 0 {
            "–".to_string()
        } else {
            format!("+{} ({})", o.boosts, o.cups_cost)
        };
        table = table.push(row![
            cell(o.attr.name().into(), 110.0),
            cell(cups, 70.0),
            cell(o.target.to_string(), 60.0),
            cell(format!("{:.0}%", o.pass * 100.0), 60.0),
            cell(format!("{:.0}%", o.pass_with_rerolls * 100.0), 100.0),
            cell(format!("{:.2}", o.expected_damage), 90.0),
            cell(format!("{:.0}%", o.death * 100.0), 60.0),
        ]);
    }
    Some(
        column![text("Exact odds").size(16), table]
            .spacing(4)
            .into(),
    )
}

/// The hand, grouped by suit with counts; Pentacles show the score.
fn hand<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let cards = delve.hand();
    let mut groups = column![
        text(format!(
            "Hand ({} card{}, score {})",
            cards.len(),
            if cards.len() == 1 { "" } else { "s" },
            delve.hand_score()
        ))
        .size(18)
    ]
    .spacing(6);
    for (label, suit) in [
        ("Cups", Some(Suit::Cups)),
        ("Swords", Some(Suit::Swords)),
        ("Wands", Some(Suit::Wands)),
        ("Pentacles", Some(Suit::Pentacles)),
        ("Major arcana", None),
    ] {
        let these: Vec<Card> = cards.iter().copied().filter(|c| c.suit() == suit).collect();
        if these.is_empty() {
            continue;
        }
        let mut line = row![text(format!("{label} {}", these.len())).width(110)].spacing(4);
        for card in these {
            let selected = app.selected == Some(card);
            let card_button = button(face(card, 44.0, selected))
                .padding(0)
                .style(button::text)
                .on_press(Message::Select(if selected { None } else { Some(card) }));
            // Hovering shows what the card is; clicking pins its full text below.
            line = line.push(tooltip(
                card_button,
                container(text(card_summary(active, card)).size(14))
                    .padding(6)
                    .max_width(320)
                    .style(container::rounded_box),
                tooltip::Position::Top,
            ));
        }
        groups = groups.push(line.wrap());
    }
    groups.into()
}

/// Deck, discard pile (top card face up), corpse pile and backpack.
fn piles<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let delve = active.delve();
    let mut line = row![
        container(column![
            text("Deck"),
            text(delve.deck().len().to_string()).size(26)
        ])
        .padding(8)
        .style(container::rounded_box),
    ]
    .spacing(12);
    let mut discard = column![text(format!("Discard ({})", delve.discard().len()))].spacing(4);
    if let Some(top) = delve.discard().last() {
        discard = discard.push(
            button(face(*top, 50.0, false))
                .padding(0)
                .style(button::text)
                .on_press(Message::Select(Some(*top))),
        );
        let older: Vec<String> = delve
            .discard()
            .iter()
            .rev()
            .skip(1)
            .take(12)
            .map(|c| c.code())
            .collect();
        if !older.is_empty() {
            discard = discard.push(text(format!("below: {}", older.join(" "))).size(12));
        }
    }
    line = line.push(discard);
    if !delve.corpse().is_empty() {
        let guided = if delve.guiding() {
            " — you guide its ghost"
        } else {
            ""
        };
        line = line.push(
            container(column![
                text(format!("Corpse pile{guided}")),
                text(delve.corpse().len().to_string()).size(26)
            ])
            .padding(8)
            .style(container::rounded_box),
        );
    }
    if !delve.backpack().is_empty() {
        line = line.push(
            container(column![
                text("The Lovers' backpack"),
                text(format!(
                    "{} cards, face down",
                    delve.backpack().len().saturating_sub(1)
                ))
                .size(16)
            ])
            .padding(8)
            .style(container::rounded_box),
        );
    }
    if app_table_mode(active) {
        line = line.push(possible::count(app, active));
    }
    line.into()
}

fn app_table_mode(active: &ActiveDelve) -> bool {
    active.record().seed.is_none()
}

/// A card in a line or two, for its tooltip.
fn card_summary(active: &ActiveDelve, card: Card) -> String {
    match card.major_number() {
        Some(n) => format!(
            "{}: {}",
            card.name(),
            active.delve().arcana().get(n).description
        ),
        None if card.is_court() => {
            format!("{}: a court card, kept by passing its check", card.name())
        }
        None => card.name(),
    }
}

/// The selected card (or the card being resolved): name, description, prompt.
fn details<'a>(app: &'a Table, active: &'a ActiveDelve) -> Element<'a, Message> {
    let Some(card) = app.selected.or(active.delve().current_card()) else {
        return space().into();
    };
    let mut info = column![text(card.name()).size(18)].spacing(4);
    if let Some(n) = card.major_number() {
        let major = active.delve().arcana().get(n);
        info = info.push(text(major.description.clone()));
        info = info.push(text(format!("Prompt: {}", major.prompt)).size(14));
    } else if card.is_court() {
        info = info.push(text(
            "A court card: a check of its suit to keep it.".to_string(),
        ));
    } else {
        info = info.push(text("A number card: it goes into the hand.".to_string()));
    }
    // A card just flipped grows onto the table (when animations are on).
    let width = 70.0 * (0.35 + 0.65 * app.flip.progress());
    container(row![container(face(card, width, false)).width(70), info].spacing(12))
        .padding(8)
        .width(Fill)
        .style(container::bordered_box)
        .into()
}

/// The journal beside the table, with a note box for the latest entry.
fn journal_panel<'a>(app: &'a Table, active: &'a ActiveDelve) -> iced::widget::Column<'a, Message> {
    let entries = journal::entries(active.events(), active.delve().arcana());
    let mut list = column![].spacing(10);
    for entry in entries.iter().rev().take(30) {
        let mut block = column![text(entry.title.clone()).size(16)].spacing(2);
        if let Some(prompt) = &entry.prompt {
            block = block.push(text(prompt.clone()).size(13).color(ORANGE));
        }
        for line in &entry.lines {
            block = block.push(text(line.clone()).size(13));
        }
        list = list.push(block);
    }
    column![
        text("Journal").size(20),
        row![
            text_input("Write about this moment…", &app.note)
                .on_input(Message::NoteChanged)
                .on_submit(Message::AttachNote),
            button("Attach note").on_press(Message::AttachNote),
        ]
        .spacing(6),
        scrollable(list).height(Fill),
    ]
    .spacing(8)
}

/// An answer as the player reads it.
pub fn describe_answer(answer: &Answer) -> String {
    match answer {
        Answer::Flip => "Flip the next card".into(),
        Answer::Swords(attr) => format!("Swords action: +1 {attr}"),
        Answer::Wands(1) => "Wands action with 1 Wand".into(),
        Answer::Wands(n) => format!("Wands action with {n} Wands"),
        Answer::Card(card) => format!("{} ({card})", card.name()),
        Answer::Cups(0) => "No Cups".into(),
        Answer::Cups(n) => format!("+{n} with Cups"),
        Answer::Die(n) => format!("Die shows {n}"),
        Answer::Attr(attr) => attr.name().to_string(),
        Answer::Reroll(true) => "Re-roll with Luck".into(),
        Answer::Reroll(false) => "Accept the failure".into(),
        Answer::Skip(true) => "Try to skip it".into(),
        Answer::Skip(false) => "Face it".into(),
        Answer::Leave(true) => "Leave the dungeon".into(),
        Answer::Leave(false) => "Stay and delve on".into(),
        Answer::Help(true) => "Help them".into(),
        Answer::Help(false) => "Refuse".into(),
        Answer::Bottom(true) => "Put it at the bottom".into(),
        Answer::Bottom(false) => "Leave it on top".into(),
        Answer::Pick(i) => format!("Card {}", i + 1),
        other => other.to_string(),
    }
}
