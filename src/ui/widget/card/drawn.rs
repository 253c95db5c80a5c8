//! Our own drawn faces, on a canvas in a tarot card's proportions: the corner index (rank or
//! Roman numeral), the suit's emblem or the major's own in the middle, and the name in the
//! bottom band, at 12 px or more, on two lines or shortened when long, never overflowing. The
//! faces of the setting "Card faces: drawn", and of the cards too small for a picture.

use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Element, Font, Length, Point, Renderer, Size, Theme, alignment};
use iced_core::text::{self as core_text, Paragraph as _};

use crate::tarot::card::{Card, Rank, roman};
use crate::ui::theme::{self, SANS, ink};
use crate::ui::widget::emblem;
use crate::ui::widget::still::{self, Picture};

use super::paper::{Mark, RATIO};

/// The smallest size a card's name is written at.
pub const MIN_NAME: f32 = 12.0;

/// Below this width a face has no room for its name: it shows the index and the emblem,
/// and the screen gives the name beside it or on hover.
pub const NAMED_WIDTH: f32 = 80.0;

/// A drawn face.
#[derive(Debug, Clone, Copy)]
struct Face {
    card: Card,
    mark: Mark,
}

/// A drawn face element, `width` wide (the height follows), with its mark.
pub fn marked<'a, Message: 'a>(card: Card, width: f32, mark: Mark) -> Element<'a, Message> {
    sized(card, width, (width * RATIO).round(), mark)
}

/// A drawn face filling `width` × `height` (narrower than a card while it is turned over).
pub fn sized<'a, Message: 'a>(
    card: Card,
    width: f32,
    height: f32,
    mark: Mark,
) -> Element<'a, Message> {
    still::view(
        Face { card, mark },
        Length::Fixed(width),
        Length::Fixed(height),
    )
}

/// The corner index: `A`, `2` … `10`, `P`, `Kn`, `Q`, `K`, or the major's Roman numeral.
pub fn index(card: Card) -> String {
    match (card.rank(), card.major_number()) {
        (Some(Rank::Number(1)), _) => "A".into(),
        (Some(Rank::Number(n)), _) => n.to_string(),
        (Some(Rank::Page), _) => "P".into(),
        (Some(Rank::Knight), _) => "Kn".into(),
        (Some(Rank::Queen), _) => "Q".into(),
        (Some(Rank::King), _) => "K".into(),
        (None, Some(n)) => roman(n),
        (None, None) => String::new(),
    }
}

/// A name laid out for the band: its lines and their size.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// One or two lines.
    pub lines: Vec<String>,
    /// The text size, at least [`MIN_NAME`].
    pub size: f32,
}

/// Fits `name` into `width` pixels, starting at `size` and never below [`MIN_NAME`]: on one
/// line, else on two, else with the suit shortened ("Queen of Pent."), else cut with "…".
/// `measure` gives a text's width at a size.
pub fn fit_name(name: &str, width: f32, size: f32, measure: impl Fn(&str, f32) -> f32) -> Label {
    let short = name.replace("Pentacles", "Pent.");
    let variants = [name.to_string(), short.clone()];
    let mut sizes = vec![size.max(MIN_NAME)];
    while let Some(&last) = sizes.last()
        && last > MIN_NAME
    {
        sizes.push((last - 1.0).max(MIN_NAME));
    }
    for variant in &variants {
        for &size in &sizes {
            if measure(variant, size) <= width {
                return Label {
                    lines: vec![variant.clone()],
                    size,
                };
            }
            if let Some(lines) = two_lines(variant, width, size, &measure) {
                return Label { lines, size };
            }
        }
    }
    // Nothing fits: the short name's lines, each cut to the width.
    let (first, second) = halves(&short).unwrap_or_else(|| (short.clone(), String::new()));
    let lines = [first, second]
        .into_iter()
        .filter(|line| !line.is_empty())
        .map(|line| cut(&line, width, MIN_NAME, &measure))
        .collect();
    Label {
        lines,
        size: MIN_NAME,
    }
}

/// Splits at the space that makes the longer line shortest, if both lines then fit.
fn two_lines(
    text: &str,
    width: f32,
    size: f32,
    measure: &impl Fn(&str, f32) -> f32,
) -> Option<Vec<String>> {
    // From the last space back, so that a tie keeps "of" on the first line.
    text.rmatch_indices(' ')
        .map(|(i, _)| (text[..i].to_string(), text[i + 1..].to_string()))
        .map(|(a, b)| {
            let widest = measure(&a, size).max(measure(&b, size));
            (widest, a, b)
        })
        .filter(|(widest, _, _)| *widest <= width)
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a, b)| vec![a, b])
}

/// The two halves of a text split at its middle space.
fn halves(text: &str) -> Option<(String, String)> {
    let middle = text.len() / 2;
    let (i, _) = text
        .match_indices(' ')
        .min_by_key(|(i, _)| i.abs_diff(middle))?;
    Some((text[..i].to_string(), text[i + 1..].to_string()))
}

/// A text cut short with "…" until it fits `width`.
fn cut(text: &str, width: f32, size: f32, measure: &impl Fn(&str, f32) -> f32) -> String {
    if measure(text, size) <= width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    for keep in (1..chars.len()).rev() {
        let candidate: String = chars[..keep].iter().collect::<String>() + "…";
        if measure(&candidate, size) <= width {
            return candidate;
        }
    }
    "…".into()
}

/// The width of `content` in the interface's sans at `size`, as the renderer lays it out.
pub fn measure(content: &str, size: f32) -> f32 {
    measure_in(content, size, SANS)
}

fn measure_in(content: &str, size: f32, font: Font) -> f32 {
    type Paragraph = <Renderer as core_text::Renderer>::Paragraph;
    Paragraph::with_text(core_text::Text {
        content,
        bounds: Size::INFINITE,
        size: size.into(),
        line_height: core_text::LineHeight::default(),
        font,
        align_x: core_text::Alignment::Left,
        align_y: alignment::Vertical::Top,
        shaping: core_text::Shaping::Advanced,
        wrapping: core_text::Wrapping::None,
    })
    .min_width()
}

impl Picture for Face {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        draw_face(frame, self.card, self.mark, bounds, theme);
    }
}

/// The width the name may take on a face `w` wide.
fn name_room(w: f32) -> f32 {
    w - 2.0 * (w * 0.07).max(3.0) * 0.6 - 2.0
}

/// Draws a whole face filling `size`.
fn draw_face(frame: &mut Frame, card: Card, mark: Mark, size: Size, theme: &Theme) {
    let ink = ink(theme);
    let color = ink.card(card);
    let w = size.width;
    let h = size.height;
    let radius = (w * 0.07).max(3.0);
    let outline = Path::rounded_rectangle(
        Point::new(1.0, 1.0),
        Size::new(w - 2.0, h - 2.0),
        radius.into(),
    );
    // Cover the whole canvas first so the software renderer repaints all of it (a stroke's
    // outer half is otherwise left out of the damaged area and leaves traces behind).
    frame.fill_rectangle(Point::ORIGIN, size, Color::TRANSPARENT);
    frame.fill(&outline, ink.surface);
    let (edge, edge_width) = match mark {
        Mark::Plain => (color, 1.5),
        Mark::Selected => (ink.primary, 3.0),
        Mark::New => (ink.fresh, 3.0),
        Mark::Playable => (ink.warn, 3.0),
    };
    frame.stroke(
        &outline,
        Stroke::default().with_color(edge).with_width(edge_width),
    );
    let pad = (w * 0.07).max(3.0);
    // The corner index.
    let index_size = (w * 0.21).clamp(13.0, 40.0);
    frame.fill_text(Text {
        content: index(card),
        position: Point::new(pad + 1.0, pad * 0.6),
        color,
        size: index_size.into(),
        font: SANS,
        ..Text::default()
    });
    let mut top = pad * 0.6 + index_size * 1.15;
    if card.is_minor() && w >= 90.0 {
        // A small emblem under the index on large faces.
        let r = index_size * 0.32;
        emblem::draw(
            frame,
            card,
            Point::new(pad + 1.0 + r, top + r),
            r * 0.9,
            color,
        );
        top += r * 2.0;
    }
    // The name in the bottom band.
    let mut bottom = h - pad;
    if w >= NAMED_WIDTH {
        let room = name_room(w);
        let label = fit_name(
            &card.name(),
            room,
            (w * 0.13).clamp(MIN_NAME, 20.0),
            measure,
        );
        let line = label.size * 1.25;
        let band = line * label.lines.len() as f32 + pad;
        let band_top = h - band - pad * 0.6;
        frame.fill(
            &Path::rounded_rectangle(
                Point::new(pad * 0.6, band_top),
                Size::new(w - pad * 1.2, band),
                (radius * 0.6).into(),
            ),
            theme::Ink::wash(color, 0.16),
        );
        for (i, text) in label.lines.iter().enumerate() {
            frame.fill_text(Text {
                content: text.clone(),
                position: Point::new(w / 2.0, band_top + pad / 2.0 + line * i as f32),
                color: ink.ink,
                size: label.size.into(),
                font: SANS,
                align_x: core_text::Alignment::Center,
                ..Text::default()
            });
        }
        bottom = band_top;
    }
    // The emblem in the space left between the index and the band.
    let room = (bottom - top).max(4.0);
    let r = (w * 0.3).min(room * 0.42);
    emblem::draw(frame, card, Point::new(w / 2.0, top + room / 2.0), r, color);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A width estimate for tests that need no font: 0.6 em a character.
    fn rough(text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.6
    }

    #[test]
    fn a_short_name_stays_whole_on_one_line() {
        let label = fit_name("Death", 100.0, 14.0, rough);
        assert_eq!(label.lines, vec!["Death"]);
        assert_eq!(label.size, 14.0);
    }

    #[test]
    fn a_long_name_goes_on_two_balanced_lines_then_shortens_then_is_cut() {
        let label = fit_name("Queen of Pentacles", 60.0, 12.0, rough);
        assert_eq!(label.lines, vec!["Queen of", "Pent."]);
        let label = fit_name("The High Priestess", 80.0, 12.0, rough);
        assert_eq!(label.lines, vec!["The High", "Priestess"]);
        let label = fit_name("Knight of Swords", 30.0, 12.0, rough);
        assert_eq!(label.size, MIN_NAME);
        assert!(label.lines.iter().all(|l| rough(l, MIN_NAME) <= 30.0));
        assert!(label.lines.iter().any(|l| l.ends_with('…')));
    }

    #[test]
    fn every_name_fits_a_hand_card_at_twelve_pixels_or_more_without_being_cut() {
        for width in [NAMED_WIDTH, 120.0, 180.0] {
            let room = name_room(width);
            for card in Card::all() {
                let label = fit_name(&card.name(), room, (width * 0.13).max(12.0), measure);
                assert!(label.size >= MIN_NAME);
                assert!(label.lines.len() <= 2, "{card:?}: {:?}", label.lines);
                for line in &label.lines {
                    assert!(
                        !line.contains('…'),
                        "{} cut at {width}: {line}",
                        card.name()
                    );
                    assert!(measure(line, label.size) <= room, "{line} overflows");
                }
            }
        }
    }

    #[test]
    fn corner_indices_read_as_players_say_them() {
        let read = |code: &str| index(code.parse::<Card>().expect("a card"));
        assert_eq!(read("AC"), "A");
        assert_eq!(read("10S"), "10");
        assert_eq!(read("NP"), "Kn");
        assert_eq!(read("QW"), "Q");
        assert_eq!(read("M0"), "0");
        assert_eq!(read("M14"), "XIV");
        assert_eq!(read("M21"), "XXI");
    }
}
