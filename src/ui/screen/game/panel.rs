//! The match screen's side: who plays (each seat's colour, name and score), whose turn it is
//! in words and colour, Malaka's dice, what a click came to, the moves (click one, or ←/→, to
//! look back), the move box and the buttons; how to play in its place when asked.

use iced::widget::{column, container, row, rule, scrollable, text, text_input};
use iced::{Alignment, Element, Fill};

mod again;
mod clocks;
mod facts;
mod header;
mod moves;
mod review;
mod score;
mod seats;
mod turn;

use again::{Again, again, small_button};
pub use facts::{Facts, facts};
pub use header::header;
use moves::moves;
pub use moves::show_move;
pub use score::line as score_line;
use seats::seats;
pub use seats::standing;
pub use turn::turn;
use turn::{status_line, turn_parts};

use super::help;
use super::live::Ui;
use super::message::Message;
use crate::boards::registry::GameKind;
use crate::ui::focus;
use crate::ui::keymap::Command;
use crate::ui::route::Route;
use crate::ui::theme::{size, style};
use crate::ui::widget::fold;

/// The move box's id (its ring's and the text field's own).
pub const MOVE_BOX: &str = "match.move";

/// How high the panel must be for its parts and a useful move list to fit: below, the
/// whole panel scrolls (a large zoom on a small window), the move list a fixed height in it.
const ROOMY: f32 = 540.0;
/// As [`ROOMY`], for a finished match with its analysis on show.
const ROOMY_REVIEWED: f32 = 640.0;
/// Below this height the panel's buttons are drawn smaller, on one line.
const COMPACT: f32 = 360.0;
/// Below this width too (the narrowest panel, 290 px: at 150 % of 1024×640 Resign wrapped
/// onto a line of its own under Undo, Hint and Flip board).
const NARROW: f32 = 320.0;
/// The panel's width when the window has room: narrower, the move box's long words do not
/// fit it.
pub const WIDEST: f32 = 420.0;
/// The move list's height when the panel scrolls.
const SHORT_LIST: f32 = 160.0;
/// From this height up, a short panel with a finished match's analysis keeps its move list
/// out of its scroller, under it, [`LIST_APART`] high: the analysis scrolls above it (at
/// 1024×640 the analysis put all but 1 to 3 rows of the list under the fold).
const APART: f32 = 500.0;
/// The move list's height out of the scroller: its heading and five rounds.
const LIST_APART: f32 = 200.0;
/// From this height up, a short panel of a match under way keeps its move list out of its
/// scroller at rest (nothing picked, pointed at or hinted), [`LIST_AT_REST`] high, under
/// the turn: at 150 % the list's 160 px stood under the players, at the fold, 0 to 2 rows
/// in view.
const APART_AT_REST: f32 = 340.0;
/// The move list's least height out of the scroller at rest: its heading and three rounds.
const LIST_AT_REST: f32 = 140.0;
/// The move list's height folded to its heading (a piece picked in a short panel).
const LIST_FOLDED: f32 = 36.0;
/// About how high the move box and the buttons under the list stand, with their gaps.
const FOOT: f32 = 88.0;

/// Whether the match on show is at rest, its move to be found: under way, some moves
/// played, nothing picked, pointed at, hinted or said of the turn (what a pick, the pointer
/// or a hint comes to takes the panel's room then, the move list in its scroller).
fn at_rest(facts: &Facts, ui: &Ui) -> bool {
    !facts.over
        && !facts.moves.is_empty()
        && !facts.picked
        && facts.near.is_none()
        && facts.foreseen.0.is_none()
        && ui.note.is_none()
        && ui.hint.is_none()
        && ui.view.is_none()
        && !ui.resigning
}

/// Learn offered before the first move of a game never played: the lessons, and the match
/// waiting on Home meanwhile; in a `short` panel (its parts scroll) one line, the question
/// and the button, so that the game's instruction under it stays above the fold (at 200 %
/// of 1024×640 the three lines of words cut it mid-line; at 150 % they pushed it under).
fn learn_first<'a>(kind: GameKind, lessons: usize, short: bool, k: f32) -> Element<'a, Message> {
    let go = focus::ring(
        "match.learn",
        small_button("Learn it first", short, k)
            .on_press(Message::Go(Route::Learn(kind)))
            .style(style::button::primary),
    );
    let offer: Element<'a, Message> = if short {
        row![
            text(format!("New to {}?", kind.name())).size(size::SMALL * k),
            go
        ]
        .spacing(8.0 * k)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(4)
        .into()
    } else {
        column![
            text(format!(
                "New to {}? Its {lessons} short lessons teach it move by move; this match \
                 waits on Home until you come back.",
                kind.name()
            ))
            .size(size::SMALL * k),
            go,
        ]
        .spacing(6.0 * k)
        .into()
    };
    container(offer)
        .padding(if short { 6.0 * k } else { 8.0 * k })
        .style(style::container::chosen)
        .into()
}

/// The panel beside the board, `width` wide and `height` high; `scored`: the score stands in
/// one line under the board (a short window).
pub fn view<'a>(
    facts: Facts,
    ui: &'a Ui,
    width: f32,
    height: f32,
    scored: bool,
) -> Element<'a, Message> {
    // A finished match's analysis (the tally, the graph, what the computer says) takes room
    // the move list needs: under `ROOMY_REVIEWED` (1024×640: 560 px) the panel scrolls instead, the analysis
    // first and the list its fixed height, so that neither squeezes the other to a line.
    // How to play, when asked for, has the panel's scroller to itself first, whatever its
    // height (beside the players and the turn it was a slit: 165 px at 1024×640).
    // The heights below are of a panel at its usual size: a grown one (a wide window) needs
    // `k` times them.
    let k = facts.k;
    let g = |px: f32| px * k;
    let roomy =
        !ui.help && height >= g(ROOMY) && (ui.review.is_none() || height >= g(ROOMY_REVIEWED));
    let mut top = column![].spacing(g(8.0));
    let learn = ui
        .learn_first
        .filter(|_| facts.moves.is_empty() && !facts.over)
        .map(|lessons| learn_first(facts.kind, lessons, !roomy, k));
    // The offer to learn comes first, so that it shows in the shortest panel; but once a
    // piece is picked in a short panel (its parts scroll) it steps under what the pick comes
    // to, so that a newcomer's first pick shows its "Careful: …" warning (at 150 % of
    // 1024×640 the offer pushed the warning under the fold).
    let mut learn_after = None;
    match learn {
        Some(learn) if roomy || !(facts.picked || ui.note.is_some()) => top = top.push(learn),
        learn => learn_after = learn,
    }
    // A short panel with a finished match's analysis made: what the computer says of the
    // move on show is what changes as the player looks through the match, so the analysis
    // comes first, the result under it (at 200 % of 1024×640 the result's two large lines
    // and the tally put the sentence of why under the fold).
    let analysed = !roomy && facts.over && ui.review.as_ref().is_some_and(|r| r.analysis.is_some());
    // A short panel's buttons are drawn smaller, on one line.
    let compact = height < g(COMPACT);
    // In the shortest (200 % of 1024×640) the buttons after a match but the first step into
    // the scroller, under the analysis, so that what the computer says of an error stands
    // whole above the fold (a long reason runs to seven lines there).
    let again_inside = analysed && compact;
    if analysed {
        top = top.push(over_words(&facts, ui));
        if again_inside {
            top = top.push(again(&facts, compact, Again::Rest));
        }
    }
    top = top.push(status_line(&facts, ui, compact));
    // A short panel keeps the score above its fold, unless it stands under the board: the
    // players' list stands under what the turn is about (at 200 % of 1024×640 it was out of
    // sight on every move).
    if !roomy && !scored {
        top = top.push(score::line(&facts));
    }
    top = top.push(clocks::view(&facts));
    // A short panel (its parts scroll): what the turn is about first (the dice, Confirm, what
    // a click or the pointer comes to), or a finished match's analysis, then the players.
    if !roomy && !analysed {
        if facts.over {
            top = top.push(over_words(&facts, ui));
        } else {
            top = top.push(turn_parts(&facts, ui, compact, at_rest(&facts, ui)));
        }
    }
    if let Some(learn) = learn_after {
        top = top.push(learn);
    }
    // A short panel's scores stand in their line (under the board, or atop the panel) and
    // are not said again here: at the panel's fold (200 % of 1024×640, of 1920×1080) the
    // computer's "0 points" was cut mid-line.
    // At rest, with the move list apart under it, the players (their names and whose move)
    // are left out of a short panel: the status and the score say it, and their lines stood
    // cut at the scroller's fold (Bea's at 150 % of 1024×640).
    // A finished match not yet analysed rests so too: its result and the offer to analyse
    // scroll above the list (at 150 % of 1280×800 its last round stood under the fold).
    // So too a match under way while a piece is picked (or a move pointed at, hinted, looked
    // back at): its list folds to its heading when what that comes to needs the room.
    let finished = facts.over && ui.review.is_none();
    let busy = !facts.over && !facts.moves.is_empty() && !at_rest(&facts, ui);
    let resting = !roomy
        && !ui.help
        && height >= g(APART_AT_REST)
        && (at_rest(&facts, ui) || finished || busy);
    // A short panel before the first move has no list to show ("No moves yet." stood cut
    // at its fold under a warning at 200 % of 1280×800), and while a piece is picked (or a
    // move pointed at, hinted, a click refused) no players either: whose move it is and the
    // scores stand in their lines (the players' names stood cut at the fold at 150 % of
    // 1024×640).
    let listless = !roomy && !ui.help && facts.moves.is_empty() && !facts.over;
    let first_busy = listless
        && (facts.picked || facts.foreseen.0.is_some() || ui.note.is_some() || ui.hint.is_some());
    if !resting && !first_busy {
        top = top.push(seats(&facts, width, roomy));
    }
    if roomy {
        top = top.push(turn_parts(&facts, ui, compact, false));
    }
    let apart = !roomy && !ui.help && facts.over && ui.review.is_some() && height >= g(APART);
    // At rest the list keeps its heading and three rounds under the turn, or what it needs
    // when shorter: at 150 % of 1366×768 Malaka's "Play the 4 and the 2: click …" stood cut
    // at the turn's fold over a list of two rounds and 60 px of nothing.
    let list_room = if busy {
        g(LIST_FOLDED)
    } else {
        g(LIST_AT_REST).min(moves::needs(&facts, width))
    };
    let middle: Element<'a, Message> = if ui.help {
        // The diagrams as wide as the panel allows (its padding and the scroll bar's room off).
        if roomy {
            let help = container(help::view(facts.kind, width - 40.0))
                .padding(iced::Padding::ZERO.right(14));
            scrollable(help).height(Fill).into()
        } else {
            // The panel scrolls: the rules are part of its page, in the room its scroller
            // leaves (so that they wrap in 16 ems on the narrowest panel).
            help::view(facts.kind, width - 40.0)
        }
    } else {
        let list = if resting && busy {
            moves::folding(facts.clone(), ui, width)
        } else {
            moves(&facts, ui, width, !roomy)
        };
        if roomy {
            list
        } else {
            container(list)
                .height(if apart {
                    iced::Length::Fixed(g(LIST_APART))
                } else if resting {
                    // All the turn leaves (the turn's scroller takes only what its words need).
                    Fill
                } else {
                    iced::Length::Fixed(g(SHORT_LIST))
                })
                .into()
        }
    };
    let mut bottom = column![].spacing(g(8.0));
    // A short or narrow panel (a large zoom) keeps its buttons on one line with smaller
    // words, and its move box as small.
    let small_controls = compact || width < g(NARROW);
    let small = |words: &'static str| small_button(words, small_controls, k);
    if facts.over {
        if roomy {
            bottom = bottom.push(over_words(&facts, ui));
        }
        // In the shortest panel the first of them (the rematch) stays at its foot, the
        // rest under the analysis: the player's next step in view at rest (at 200 % of
        // 1024×640 all four stood under the analysis, out of sight).
        bottom = bottom.push(again(
            &facts,
            small_controls,
            if again_inside {
                Again::First
            } else {
                Again::All
            },
        ));
    } else {
        // A compact panel's move box is drawn smaller too, as its buttons are: at 200 % of
        // 1024×640 a hint's four lines stood 6 px under the fold above it.
        // Its words fit its box: at 200 % of 1024×640 the long ones lost their last bracket,
        // and in any panel narrower than the widest (1920×1080 at 200 %: 403 px) "resign)".
        let words = if compact || width < g(WIDEST) {
            "A move, hint, undo, resign"
        } else {
            "Type a move (or hint, undo, resign)"
        };
        let typing = text_input(words, &ui.text)
            .id(MOVE_BOX)
            .on_input(Message::Text)
            .on_submit(Message::Submit)
            .width(Fill);
        let typing = if small_controls {
            typing.size(g(size::SMALL)).padding([g(3.0), g(8.0)])
        } else {
            typing.size(g(size::PLAIN)).padding(g(5.0))
        };
        bottom = bottom.push(
            row![
                // Its words say what it takes: no tooltip over the buttons under it.
                focus::ring(MOVE_BOX, typing).field(),
                focus::ring(
                    "match.play",
                    // The app's own fill: iced's default halves a disabled button's
                    // colours, and its words read at 1.65:1 (readme-board-game.png).
                    small("Play")
                        .on_press_maybe(
                            (facts.person && !ui.text.trim().is_empty()).then_some(Message::Submit)
                        )
                        .style(style::button::primary)
                ),
            ]
            .spacing(g(8.0))
            .align_y(Alignment::Center),
        );
        if ui.resigning {
            bottom = bottom.push(
                row![
                    text("Resign this match?").size(g(size::PLAIN)).width(Fill),
                    focus::tooltip(
                        focus::ring(
                            "match.resign-yes",
                            small("Resign")
                                .on_press(Message::Resign(Some(true)))
                                .style(style::button::danger)
                        ),
                        "Enter"
                    ),
                    focus::tooltip(
                        focus::ring(
                            "match.resign-no",
                            small("Keep playing")
                                .on_press(Message::Resign(Some(false)))
                                .style(style::button::secondary)
                        ),
                        "Esc"
                    ),
                ]
                .spacing(g(8.0))
                .align_y(Alignment::Center),
            );
        } else {
            bottom = bottom.push(
                row![
                    focus::tip(
                        focus::ring(
                            "match.undo",
                            small("Undo")
                                .on_press_maybe(facts.can_undo.then_some(Message::Undo))
                                .style(style::button::secondary)
                        ),
                        &Command::Undo
                    ),
                    // Shows once a move was taken back, until a new one is played.
                    facts.can_redo.then(|| focus::tip(
                        focus::ring(
                            "match.redo",
                            small("Redo")
                                .on_press(Message::Redo)
                                .style(style::button::secondary),
                        ),
                        &Command::Redo,
                    )),
                    focus::tip(
                        focus::ring(
                            "match.hint",
                            small("Hint")
                                .on_press_maybe(
                                    (facts.person && !facts.thinking).then_some(Message::Hint)
                                )
                                .style(style::button::secondary)
                        ),
                        &Command::Hint
                    ),
                    focus::tip(
                        focus::ring(
                            "match.flip",
                            small("Flip board")
                                .on_press(Message::Flip)
                                .style(style::button::secondary)
                        ),
                        &Command::TurnBoard
                    ),
                    focus::ring(
                        "match.resign",
                        small("Resign")
                            .on_press(Message::Resign(None))
                            .style(style::button::secondary)
                    ),
                ]
                .spacing(g(8.0))
                .wrap()
                .vertical_spacing(g(8.0)),
            );
        }
    }
    let body: Element<'a, Message> = if roomy {
        column![top, middle, bottom].spacing(g(12.0)).into()
    } else if resting {
        // The turn scrolls, as high as its words need, so long as the move list keeps its
        // heading and three rounds under it; the list takes the rest; the buttons stay in
        // view under both.
        column![
            container(fold::between_parts(
                scrollable(top.padding(iced::Padding::ZERO.right(16))).height(iced::Shrink),
                k
            ))
            .max_height(height - g(24.0 + FOOT) - list_room),
            column![rule::horizontal(1).style(rule::weak), middle, bottom].spacing(g(8.0)),
        ]
        .spacing(0)
        .into()
    } else if apart {
        // The analysis scrolls; the move list and the buttons under it stay in view.
        column![
            scrollable(top.padding(iced::Padding::ZERO.right(16))).height(Fill),
            column![rule::horizontal(1).style(rule::weak), middle, bottom].spacing(g(8.0)),
        ]
        .spacing(0)
        .into()
    } else {
        // Too short for all of it: the players, the turn and the moves scroll, so that
        // nothing is cut off, over the move box and the buttons, which stay in view.
        // How to play, when asked for, comes first there.
        let parts = if ui.help {
            column![middle, top]
        } else if listless {
            column![top]
        } else {
            column![top, middle]
        };
        column![
            // The scrollbar (10 px) floats over the parts' right margin: nothing moves when
            // it comes, and the words keep 6 px from it (with 10 px, "to move" and a pick's
            // explanation ran into it at 150 % of 1366×768).
            // (Its fold between two lines: at 200 % of 1024×640 the players' lines stood
            // cut there, a piece picked in Martian Chess. What the fold leaves stays over the
            // line under it, the move box and the buttons at the panel's foot: under them it
            // doubled the panel's margin.)
            container(fold::between_parts(
                scrollable(
                    parts
                        .spacing(g(12.0))
                        .padding(iced::Padding::ZERO.right(16))
                )
                .height(Fill),
                k
            ))
            .height(Fill),
            // A line where the parts are cut: alone, the top of a line cut there read as a
            // stray "‥" under the players (1366×768 at 200 %).
            column![rule::horizontal(1).style(rule::weak), bottom].spacing(g(8.0)),
        ]
        .into()
    };
    container(body)
        .padding(g(12.0))
        .width(width)
        .height(Fill)
        .style(style::container::panel)
        .into()
}

/// A finished match's analysis (or the offer of one) and where it is kept.
fn over_words<'a>(facts: &Facts, ui: &'a Ui) -> Element<'a, Message> {
    column![
        review::view(facts, ui),
        text("The match is saved in your history.")
            .size(facts.at(size::SMALL))
            .style(style::text::soft),
    ]
    .spacing(facts.at(8.0))
    .into()
}
