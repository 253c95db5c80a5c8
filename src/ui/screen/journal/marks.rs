//! The journal page's search marks: where the words are found, whatever the case, and the
//! text set with every hit marked.

use iced::Element;
use iced::widget::{rich_text, span, text};

/// The theme's own ink.
pub fn plain(theme: &iced::Theme) -> iced::widget::text::Style {
    iced::widget::text::default(theme)
}

/// Whether `words` hold `needle` (already lower case), whatever the case.
pub fn holds(words: &str, needle: &str) -> bool {
    !hits(words, needle).is_empty()
}

/// Where `needle` (lower case) is found in `words`, whatever the case: byte ranges of
/// `words`, in order and apart.
pub fn hits(words: &str, needle: &str) -> Vec<std::ops::Range<usize>> {
    let mut found = Vec::new();
    if needle.is_empty() {
        return found;
    }
    let mut from = 0;
    for (start, _) in words.char_indices() {
        if start < from {
            continue;
        }
        // Lower-case the words from here, a character at a time, until they are as long as
        // the needle: a hit when they are the needle.
        let mut lower = String::new();
        for (i, c) in words[start..].char_indices() {
            lower.extend(c.to_lowercase());
            if lower.len() >= needle.len() {
                if lower == needle {
                    let end = start + i + c.len_utf8();
                    found.push(start..end);
                    from = end;
                }
                break;
            }
        }
    }
    found
}

/// How a piece of the journal is set: its font, size and ink.
pub type Set = (
    iced::Font,
    f32,
    fn(&iced::Theme) -> iced::widget::text::Style,
);

/// `words` set as `set`, every hit of `needle` (lower case) marked: underlined on an amber
/// ground that keeps either theme's text above 4.5:1. Plain text where nothing is hit.
pub fn marked<'a, M: 'a>(words: &str, needle: &str, (font, size, ink): Set) -> Element<'a, M> {
    let found = hits(words, needle);
    if found.is_empty() {
        return text(words.to_string())
            .font(font)
            .size(size)
            .style(ink)
            .into();
    }
    let ground = iced::Color::from_rgba(0.85, 0.6, 0.1, 0.35);
    let mut spans: Vec<iced::widget::text::Span<'a, (), iced::Font>> = Vec::new();
    let mut at = 0;
    for hit in found {
        if hit.start > at {
            spans.push(span(words[at..hit.start].to_string()));
        }
        spans.push(
            span(words[hit.clone()].to_string())
                .background(ground)
                .underline(true),
        );
        at = hit.end;
    }
    if at < words.len() {
        spans.push(span(words[at..].to_string()));
    }
    rich_text(spans).font(font).size(size).style(ink).into()
}
