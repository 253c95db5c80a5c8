//! How to play, in our own words, a page at a time: the goal, a turn, checks and dice, the
//! suits, every major arcanum (what it does, whether and with what it can be skipped, what
//! Cups can do), death and ghosts, and the house rules new delves are played with, as set now.
//! The words are in [`pages`]; the attributes' words, shared with the new-adventurer screen,
//! in [`attributes`].

pub mod attributes;
mod block;
mod majors;
pub mod pages;

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Fill};

use crate::tarot::arcana::Arcana;
use crate::tarot::card::Card;
use crate::tarot::rules::RuleOptions;
use crate::ui::focus;
use crate::ui::keymap::{Command, Dir};
use crate::ui::route::Route;
use crate::ui::theme::{SERIF, SERIF_ITALIC, size, style};
use crate::ui::widget::card;

pub use block::Block;
pub use pages::{Page, blocks, page_text};

/// What How to play sends.
#[derive(Clone, Debug)]
pub enum Message {
    /// Go somewhere.
    Go(Route),
    /// Show or hide the keyboard shortcuts.
    ToggleShortcuts,
    /// Turn to a page.
    Turn(Page),
}

super::navigate!(Message);

/// How to play's state: the page open (it shows the house rules as set now).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    /// The page open.
    pub page: Page,
}

impl super::Screen for Rules {
    type Message = Message;
    type Request = super::Nothing;

    fn route(&self) -> Route {
        Route::Rules
    }

    fn update(&mut self, message: Message) -> super::Action<Message> {
        match message {
            Message::Go(route) => super::Action::Go(route),
            Message::ToggleShortcuts => super::Action::Shortcuts,
            Message::Turn(page) => {
                self.page = page;
                super::Action::None
            }
        }
    }

    /// ← and → turn the pages.
    fn command(&self, command: &Command) -> Option<Message> {
        let at = Page::ALL.iter().position(|p| *p == self.page).unwrap_or(0);
        let to = match command {
            Command::Arrow(Dir::Left) => at.checked_sub(1)?,
            Command::Arrow(Dir::Right) => at + 1,
            _ => return None,
        };
        Page::ALL.get(to).map(|p| Message::Turn(*p))
    }
}

impl Rules {
    /// How to play, at its open page, with the house rules as set now. In a short room
    /// (under 440 px high) the page tabs scroll away with the page, so that scrolled down
    /// its words have the whole window (at 200 % of 1024×640 the tabs' two rows left the
    /// words six lines).
    pub fn view(&self, options: RuleOptions) -> Element<'static, Message> {
        let open = self.page;
        iced::widget::responsive(move |room| {
            page(
                open,
                options,
                room.height < SHORT,
                room.width >= WIDE,
                grown(room.width),
            )
        })
        .into()
    }
}

/// The room under which How to play's tabs scroll with its page.
const SHORT: f32 = 440.0;
/// The narrowest room whose lists set each name beside its words ([`NAMES`] and 16 ems of
/// words); narrower, the name stands over them.
const WIDE: f32 = 560.0;
/// The width of a list's names beside their words ("The discard pile shuffled back" on one
/// line: at 170 px it wrapped, one or two words a line).
const NAMES: f32 = 220.0;

/// How much a reading page (How to play, About) grows in a room `width` wide: nothing up to
/// 1400 px, then with the room, to half again at 2200 px (1.22 in a 1920×1080 window at 100 %,
/// whose room is 1576 px): its words, cards and column grow together, so that a wide window
/// shows larger words on the same line lengths rather than a narrow column between margins.
pub(crate) fn grown(width: f32) -> f32 {
    1.0 + ((width - 1400.0) / 800.0).clamp(0.0, 0.5)
}

/// How to play at page `open`: the tabs, then the page's words (`short`: all of it in one
/// scroller; `wide`: a list's names beside their words), everything `k` times its size (see
/// [`grown`]).
fn page(
    open: Page,
    options: RuleOptions,
    short: bool,
    wide: bool,
    k: f32,
) -> Element<'static, Message> {
    let mut tabs = row![].spacing(6);
    for (i, page) in Page::ALL.into_iter().enumerate() {
        tabs = tabs.push(
            focus::ring(
                format!("rules.page.{i}"),
                button(text(page.title()).size(size::BODY * k))
                    .padding([4, 10])
                    .style(style::button::choice(page == open))
                    .on_press(Message::Turn(page)),
            )
            .group("rules.page"),
        );
    }
    let arcana = Arcana::standard().ok();
    let mut body = column![text(open.title()).font(SERIF).size(size::TITLE * k)]
        .spacing(12.0 * k)
        .max_width(860.0 * k);
    for block in blocks(open, options, arcana) {
        body = body.push(draw(block, wide, k));
    }
    if let Some(next) = Page::ALL.iter().skip_while(|p| **p != open).nth(1) {
        body = body.push(focus::ring(
            "rules.next",
            button(text(format!("Next: {}", next.title())).size(size::BODY * k))
                .style(style::button::secondary)
                .on_press(Message::Turn(*next)),
        ));
    }
    let body = container(body.padding(iced::Padding::ZERO.right(12))).center_x(Fill);
    if short {
        let page = column![
            tabs.wrap().vertical_spacing(6),
            container(body)
                .padding(16)
                .width(Fill)
                .style(style::container::panel),
        ]
        .spacing(10)
        .padding(iced::Padding::ZERO.right(12));
        // The scrollbars float over a right margin: nothing moves when they come (test
        // `ui fit::jump`).
        return column![
            super::nav("How to play".into(), k),
            scrollable(page).height(Fill),
        ]
        .spacing(10)
        .into();
    }
    column![
        super::nav("How to play".into(), k),
        tabs.wrap().vertical_spacing(6),
        container(scrollable(body).height(Fill))
            .padding(16)
            .width(Fill)
            .height(Fill)
            .style(style::container::panel),
    ]
    .spacing(10)
    .into()
}

/// One block of a page (`wide`: a list's name beside its words, else over them), `k` times
/// its size.
fn draw(block: Block, wide: bool, k: f32) -> Element<'static, Message> {
    let (small, body, large) = (size::SMALL * k, size::BODY * k, size::LARGE * k);
    match block {
        Block::Para(words) => text(words).font(SERIF).size(large).into(),
        Block::Term(name, words) => column![text(name).size(large), text(words).size(body)]
            .spacing(2)
            .into(),
        Block::Item(name, words) if wide => row![
            text(name).size(body).width(NAMES * k),
            text(words).size(body).width(Fill)
        ]
        .spacing(12.0 * k)
        .into(),
        Block::Item(name, words) => column![
            text(name).size(body),
            container(text(words).size(body).style(style::text::soft))
                .padding(iced::Padding::ZERO.left(16)),
        ]
        .spacing(2)
        .into(),
        Block::Suit(suit, words) => {
            // The suit's fourteen cards, Ace to King.
            let cards = row(Card::all()
                .filter(|c| c.suit() == Some(suit))
                .map(|c| card::face(c, 56.0 * k, false)))
            .spacing(6)
            .wrap()
            .vertical_spacing(6);
            column![
                text(suit.name())
                    .size(large)
                    .style(style::text::suit(Some(suit))),
                text(words).size(body),
                cards,
            ]
            .spacing(4)
            .into()
        }
        Block::Major {
            number,
            name,
            does,
            skip,
            cups,
            prompt,
        } => {
            let mut words = column![
                text(name).size(large),
                text(does).size(body),
                text(skip).size(body),
            ]
            .spacing(4)
            .width(Fill);
            if !cups.is_empty() {
                words = words.push(text(cups).size(small).style(style::text::soft));
            }
            words = words.push(
                text(prompt)
                    .font(SERIF_ITALIC)
                    .size(body)
                    .style(style::text::soft),
            );
            row![card::face(Card::major(number), 96.0 * k, false), words]
                .spacing(12.0 * k)
                .into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tarot::arcana::effects::Effect;
    use crate::tarot::rules::{Rule, RuleBook};

    fn everything(options: RuleOptions) -> String {
        Page::ALL
            .iter()
            .map(|p| page_text(*p, options))
            .collect::<Vec<_>>()
            .join("\n\n")
    }

    /// Every rule the engine applies is on a How to play page, by name: the rules of every
    /// delve, each house rule with its value as set, each kind of card effect, and each major
    /// arcanum with what it does and whether and with what it can be skipped.
    #[test]
    fn how_to_play_names_every_rule_option_and_card_effect_of_the_engine() {
        let options = RuleOptions::default();
        let all = everything(options);
        for rule in Rule::ALL {
            assert!(all.contains(rule.name()), "no page names the rule {rule:?}");
        }
        let house = page_text(Page::House, options);
        let book = RuleBook::standard().expect("the shipped rules");
        for option in &book.options {
            assert!(
                house.contains(&option.label),
                "the house rules page leaves out {}",
                option.key
            );
            assert!(
                house.contains(&option.summary),
                "{} is not explained",
                option.key
            );
        }
        let arcana = Arcana::standard().expect("the shipped table");
        let majors = blocks(Page::Arcana, options, Some(arcana));
        for effect in Effect::ALL {
            let (name, words) = majors::effect_words(effect);
            assert!(
                majors
                    .iter()
                    .any(|b| *b == Block::Item(name.into(), format!("{words}."))),
                "the major arcana page leaves out the effect {}",
                effect.op()
            );
        }
        for major in arcana.cards() {
            let page = majors
                .iter()
                .find_map(|b| match b {
                    Block::Major {
                        number, skip, does, ..
                    } if *number == major.number => Some((skip, does)),
                    _ => None,
                })
                .unwrap_or_else(|| panic!("no page for {}", major.name));
            assert_eq!(page.1, &major.description);
            if major.can_be_skipped() {
                for attr in &major.overcome {
                    assert!(page.0.contains(attr.name()), "{}: {}", major.name, page.0);
                }
            } else {
                assert!(page.0.contains("cannot be skipped"), "{}", major.name);
            }
        }
        // The rolls are named as the table has them, and a roll is called a roll.
        let checks = blocks(Page::Checks, options, Some(arcana))
            .into_iter()
            .find_map(|b| match b {
                Block::Term(name, words) if name == Rule::Rolls.name() => Some(words),
                _ => None,
            })
            .expect("the rolls explained");
        for major in arcana.cards() {
            let rolls = major.effects().contains(&Effect::Roll);
            let checks_too = major.effects().contains(&Effect::Check);
            assert_eq!(
                checks.contains(&major.name),
                rolls,
                "{}: named among the rolls?",
                major.name
            );
            if rolls && !checks_too {
                let page = majors.iter().find_map(|b| match b {
                    Block::Major { number, cups, .. } if *number == major.number => Some(cups),
                    _ => None,
                });
                assert!(
                    page.is_some_and(|cups| cups.contains("its roll")),
                    "{}: {page:?}",
                    major.name
                );
            }
        }
        // The rules the issue names, in the words a player looks for.
        for words in [
            "a 1 passes",
            "Court cards cannot be skipped",
            "as many Cups as the attribute's value",
            "each Pentacle in your hand scores 1",
            "“Face it” lets the card happen",
            "It costs 1 Luck, unless the new die shows 1",
        ] {
            assert!(all.contains(words), "How to play never says: {words}");
        }
    }

    #[test]
    fn the_arrows_turn_the_pages_and_stop_at_the_ends() {
        use crate::ui::screen::Screen;
        let mut rules = Rules::default();
        assert!(rules.command(&Command::Arrow(Dir::Left)).is_none());
        for page in &Page::ALL[1..] {
            let turn = rules
                .command(&Command::Arrow(Dir::Right))
                .expect("a next page");
            let _ = rules.update(turn);
            assert_eq!(rules.page, *page);
        }
        assert!(rules.command(&Command::Arrow(Dir::Right)).is_none());
    }

    #[test]
    fn the_house_rules_as_set_change_the_words() {
        let mut options = RuleOptions::default();
        options.set("court_difficulty", "2,3,4,5").expect("a value");
        options.set("luck_wildcard", "false").expect("a value");
        let turn = page_text(Page::Turn, options);
        assert!(turn.contains("Page 2, Knight 3, Queen 4, King 5"), "{turn}");
        let arcana = page_text(Page::Arcana, options);
        // Without the wildcard, The Chariot is skipped with Intelligence alone.
        assert!(arcana.contains("try a check of Intelligence at no difficulty"));
        let with = page_text(Page::Arcana, RuleOptions::default());
        assert!(with.contains("try a check of Intelligence or Luck at no difficulty"));
    }
}
