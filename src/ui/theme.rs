//! The look of Malice: the palette and type scale of `look.md`, in a light theme (paper and
//! ink, as the HTML export) and a dark one (the same hues by candlelight), built as iced
//! custom themes, plus the named styles every screen uses ([`style`]).
//!
//! Every colour a screen draws comes from an [`Ink`]: [`ink`] gives the one of the theme in
//! use. The tests below check that every text colour reads on every background it is drawn
//! on (4.5:1), and emblems and pieces at 3:1.

pub mod style;

use std::sync::LazyLock;

use iced::theme::{Palette, palette};
use iced::{Color, Font, Theme, color};

use crate::tarot::card::{Card, Suit};

/// The type scale: the only text sizes the app uses.
pub mod size {
    /// Small print: labels, captions, the mechanics of a turn.
    pub const SMALL: f32 = 13.0;
    /// Body text, buttons and answers.
    pub const BODY: f32 = 15.0;
    /// Text given no size of its own (iced's default): a page that grows in a wide window
    /// grows it from this.
    pub const PLAIN: f32 = 16.0;
    /// Headings of a panel; the journal's prose.
    pub const LARGE: f32 = 18.0;
    /// A screen's title; the card in play's name.
    pub const TITLE: f32 = 24.0;
    /// The largest figures: the app's name, an attribute's value, a death or an escape.
    pub const DISPLAY: f32 = 32.0;
}

/// The serif of the journal's prose (EB Garamond, SIL Open Font License, shipped in
/// `assets/fonts` with its licence).
pub const SERIF: Font = Font::with_name("EB Garamond");

/// The serif's italic, for journaling prompts.
pub const SERIF_ITALIC: Font = Font {
    style: iced::font::Style::Italic,
    ..SERIF
};

/// The interface's sans (embedded by iced's `fira-sans` feature).
pub const SANS: Font = Font::with_name("Fira Sans");

/// The font files the app loads at start: the serif, upright and italic.
pub const FONTS: [&[u8]; 2] = [
    include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf"),
    include_bytes!("../../assets/fonts/EBGaramond12-Italic.otf"),
];

/// Every colour of one theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ink {
    /// The page: the window's background.
    pub paper: Color,
    /// Raised surfaces: panels, card faces, the journal's page.
    pub surface: Color,
    /// Sunk surfaces: the hand's tray, a pressed button.
    pub sunk: Color,
    /// Body text.
    pub ink: Color,
    /// Quieter text: captions, mechanics, placeholders.
    pub soft: Color,
    /// Hairlines and borders that only separate (never text).
    pub rule: Color,
    /// Danger and death, and the journal's rule.
    pub accent: Color,
    /// Passing, gaining, escaping.
    pub good: Color,
    /// Caution: low attributes, assisted delves, a die awaiting its re-roll.
    pub warn: Color,
    /// The main action's fill.
    pub primary: Color,
    /// Text on `primary` and on `accent` fills.
    pub on_fill: Color,
    /// The suits' colours: Cups, Swords, Wands, Pentacles, then the major arcana.
    pub suits: [Color; 5],
    /// The board games' seats: colour-blind safe (blue, red, green, purple), each also
    /// told apart by its shape on the board.
    pub seats: [Color; 4],
    /// A board's light and dark squares (muted and warm).
    pub squares: [Color; 2],
    /// Chart lines, one per attribute (Might … Evocation), told apart by dashes as well.
    pub series: [Color; 6],
    /// The keyboard's focus ring (3:1 or better on every surface).
    pub focus: Color,
    /// The mark of a card just drawn into the hand: a rose no suit (nor another mark) uses,
    /// its edge 3:1 on the hand's tray, its word in `on_fill` on it.
    pub fresh: Color,
}

/// The light theme: paper, ink, a dark-red rule (the HTML export's colours).
pub const LIGHT: Ink = Ink {
    paper: color!(0xf7f1e3),
    surface: color!(0xfffaf0),
    sunk: color!(0xefe5cf),
    ink: color!(0x2b2118),
    soft: color!(0x6b5d4d),
    rule: color!(0xc9b99a),
    accent: color!(0x7a1f1f),
    good: color!(0x2f6b3a),
    warn: color!(0x8a5a12),
    primary: color!(0x4a3426),
    on_fill: color!(0xf7f1e3),
    suits: [
        color!(0x1f4e8c),
        color!(0x4d4f57),
        color!(0x2e6b2e),
        color!(0x825c10),
        color!(0x5b3a7a),
    ],
    seats: [
        color!(0x0b5f99),
        color!(0xa33d12),
        color!(0x006b4f),
        color!(0x94386f),
    ],
    squares: [color!(0xefe4cc), color!(0xd9c7a4)],
    series: [
        color!(0xb23c00),
        color!(0x006b4f),
        color!(0x7a5a00),
        color!(0x0b5f99),
        color!(0x94386f),
        color!(0x3d3d3d),
    ],
    focus: color!(0x1a55b5),
    fresh: color!(0xb0306a),
};

/// The dark theme: the same hues by candlelight, warm off-white ink on dark walnut.
pub const DARK: Ink = Ink {
    paper: color!(0x1d1712),
    surface: color!(0x2a211a),
    sunk: color!(0x15100c),
    ink: color!(0xefe5d0),
    soft: color!(0xc2b197),
    rule: color!(0x5c4a38),
    accent: color!(0xf08a7a),
    good: color!(0x8fcf8f),
    warn: color!(0xe8b35a),
    primary: color!(0xe2b877),
    on_fill: color!(0x1d1712),
    suits: [
        color!(0x7fb2ea),
        color!(0xb4bcc8),
        color!(0x8dcc8a),
        color!(0xe0b34e),
        color!(0xc6a2e8),
    ],
    seats: [
        color!(0x5fb0ee),
        color!(0xff8878),
        color!(0x4fc9a0),
        color!(0xe08cc0),
    ],
    squares: [color!(0x3a2e24), color!(0x4a3b2e)],
    series: [
        color!(0xf08a5a),
        color!(0x4fc9a0),
        color!(0xe0c050),
        color!(0x5fb0ee),
        color!(0xe08cc0),
        color!(0xd0d0d0),
    ],
    focus: color!(0x8cc4ff),
    fresh: color!(0xff8cc6),
};

impl Ink {
    /// The colour of a suit (`None`: the major arcana).
    pub fn suit(&self, suit: Option<Suit>) -> Color {
        self.suits[match suit {
            Some(Suit::Cups) => 0,
            Some(Suit::Swords) => 1,
            Some(Suit::Wands) => 2,
            Some(Suit::Pentacles) => 3,
            None => 4,
        }]
    }

    /// The colour of a card's suit.
    pub fn card(&self, card: Card) -> Color {
        self.suit(card.suit())
    }

    /// `color` at `alpha` opacity, for washes and highlights behind text.
    pub fn wash(color: Color, alpha: f32) -> Color {
        Color { a: alpha, ..color }
    }

    /// The iced palette these colours make.
    fn palette(&self) -> Palette {
        Palette {
            background: self.paper,
            text: self.ink,
            primary: self.primary,
            success: self.good,
            warning: self.warn,
            danger: self.accent,
        }
    }

    /// The extended palette the stock widgets read (text inputs, scrollbars, check boxes,
    /// lists): iced's own, with the surfaces and the fills' text set to ours.
    fn extended(&self) -> palette::Extended {
        let mut extended = palette::Extended::generate(self.palette());
        let pair = |color, text| palette::Pair { color, text };
        extended.background.base = pair(self.paper, self.ink);
        extended.background.weakest = pair(self.surface, self.ink);
        extended.background.weaker = pair(self.surface, self.ink);
        extended.background.weak = pair(self.sunk, self.ink);
        // The edges of text fields and check boxes (and the editor's): soft ink, 3:1 or better
        // on every surface (WCAG 1.4.11), where a hairline would leave them unseen.
        extended.background.strong = pair(self.soft, self.on_fill);
        extended.background.stronger = pair(self.soft, self.on_fill);
        // Scrollers are drawn in the strongest shade: soft ink, not a black bar.
        extended.background.strongest = pair(self.soft, self.on_fill);
        extended.primary.base = pair(self.primary, self.on_fill);
        extended.primary.strong = pair(self.primary, self.on_fill);
        extended.primary.weak = pair(self.sunk, self.ink);
        extended.danger.base = pair(self.accent, self.on_fill);
        extended.success.base = pair(self.good, self.on_fill);
        extended.warning.base = pair(self.warn, self.on_fill);
        // Placeholders are drawn in the secondary colour: soft ink, readable.
        extended.secondary.base = pair(self.soft, self.on_fill);
        extended.secondary.weak = pair(self.surface, self.ink);
        extended.secondary.strong = pair(self.rule, self.ink);
        extended
    }
}

static LIGHT_THEME: LazyLock<Theme> =
    LazyLock::new(|| Theme::custom_with_fn("Malice paper", LIGHT.palette(), |_| LIGHT.extended()));
static DARK_THEME: LazyLock<Theme> = LazyLock::new(|| {
    Theme::custom_with_fn("Malice candlelight", DARK.palette(), |_| DARK.extended())
});

/// The app's theme, dark or light.
pub fn theme(dark: bool) -> Theme {
    if dark {
        DARK_THEME.clone()
    } else {
        LIGHT_THEME.clone()
    }
}

/// The colours of the theme in use (any dark theme gets the candlelight ones).
pub fn ink(theme: &Theme) -> &'static Ink {
    if theme.extended_palette().is_dark {
        &DARK
    } else {
        &LIGHT
    }
}

/// The WCAG contrast ratio of two opaque colours, 1 to 21.
pub fn contrast(a: Color, b: Color) -> f32 {
    fn luminance(c: Color) -> f32 {
        let [r, g, b, _] = c.into_linear();
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A colour in CIELAB (D65), where distances match how far apart colours look: lightness,
/// then the green–red and blue–yellow axes (its hue is the angle of the last two).
pub fn lab(c: Color) -> [f32; 3] {
    let [r, g, b, _] = c.into_linear();
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both() -> [(&'static str, &'static Ink); 2] {
        [("light", &LIGHT), ("dark", &DARK)]
    }

    #[test]
    fn every_text_colour_reads_on_every_background_in_both_themes() {
        for (name, ink) in both() {
            let texts = [
                ("ink", ink.ink),
                ("soft", ink.soft),
                ("accent", ink.accent),
                ("good", ink.good),
                ("warn", ink.warn),
            ];
            for (ground_name, ground) in [
                ("paper", ink.paper),
                ("surface", ink.surface),
                ("sunk", ink.sunk),
            ] {
                for (text_name, text) in texts {
                    let ratio = contrast(text, ground);
                    assert!(
                        ratio >= 4.5,
                        "{name}: {text_name} on {ground_name} is {ratio:.2}:1"
                    );
                }
            }
            for (fill_name, fill) in [
                ("primary", ink.primary),
                ("accent", ink.accent),
                ("good", ink.good),
                ("soft", ink.soft),
            ] {
                let ratio = contrast(ink.on_fill, fill);
                assert!(ratio >= 4.5, "{name}: text on {fill_name} is {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn suit_colours_read_as_text_on_cards_panels_and_the_hands_tray() {
        for (name, ink) in both() {
            for (i, suit) in ink.suits.iter().enumerate() {
                // The hand lies on the sunk tray, its suits' names written in their colours
                // (Pentacles gold was 4.37:1 there in the light theme).
                for (ground_name, ground) in [
                    ("paper", ink.paper),
                    ("surface", ink.surface),
                    ("the tray", ink.sunk),
                ] {
                    let ratio = contrast(*suit, ground);
                    assert!(
                        ratio >= 4.5,
                        "{name}: suit {i} as text on {ground_name} is {ratio:.2}:1"
                    );
                }
            }
        }
    }

    #[test]
    fn seats_stand_out_on_both_squares_and_on_paper() {
        for (name, ink) in both() {
            for (i, seat) in ink.seats.iter().enumerate() {
                for ground in [ink.paper, ink.squares[0], ink.squares[1]] {
                    let ratio = contrast(*seat, ground);
                    assert!(ratio >= 3.0, "{name}: seat {i} is {ratio:.2}:1");
                }
            }
        }
    }

    #[test]
    fn chart_lines_stand_out_on_paper_and_panels() {
        for (name, ink) in both() {
            for (i, line) in ink.series.iter().enumerate() {
                for ground in [ink.paper, ink.surface] {
                    let ratio = contrast(*line, ground);
                    assert!(ratio >= 3.0, "{name}: series {i} is {ratio:.2}:1");
                }
            }
        }
    }

    #[test]
    fn the_stock_widgets_text_reads_in_both_themes() {
        for dark in [false, true] {
            let theme = theme(dark);
            let p = theme.extended_palette();
            assert_eq!(p.is_dark, dark);
            for pair in [
                p.background.base,
                p.background.weakest,
                p.background.weak,
                p.background.strong,
                p.background.stronger,
                p.background.strongest,
                p.primary.base,
                p.primary.weak,
                p.danger.base,
                p.success.base,
                p.secondary.base,
            ] {
                let ratio = contrast(pair.text, pair.color);
                assert!(ratio >= 4.5, "dark={dark}: {pair:?} is {ratio:.2}:1");
            }
            assert_eq!(ink(&theme), if dark { &DARK } else { &LIGHT });
        }
    }

    #[test]
    fn what_carries_meaning_beside_text_stands_out_at_3_to_1() {
        for dark in [false, true] {
            let theme = theme(dark);
            let ink = ink(&theme);
            let p = theme.extended_palette();
            let grounds = [
                ("paper", ink.paper),
                ("surface", ink.surface),
                ("sunk", ink.sunk),
            ];
            let marks = [
                // Text fields' and check boxes' edges (iced draws them in background.strong).
                (
                    "a text field's or check box's edge",
                    p.background.strong.color,
                ),
                // The keyboard's focus ring, on every surface (and the board's cursor).
                ("the focus ring", ink.focus),
                // A chosen choice (Settings' theme, zoom, faces) and a chosen panel's border.
                ("a chosen choice's border", ink.primary),
                // A ticked check box's fill.
                ("a ticked check box", p.primary.strong.color),
            ];
            for (what, mark) in marks {
                for (ground_name, ground) in grounds {
                    let ratio = contrast(mark, ground);
                    assert!(
                        ratio >= 3.0,
                        "dark={dark}: {what} on {ground_name} is {ratio:.2}:1"
                    );
                }
            }
            for square in ink.squares {
                let ratio = contrast(ink.focus, square);
                assert!(
                    ratio >= 3.0,
                    "dark={dark}: the board's cursor is {ratio:.2}:1"
                );
            }
        }
    }

    /// How far apart two colours look (CIE76: about 2.3 is just noticeable; 25 and more are
    /// different colours).
    fn apart(a: Color, b: Color) -> f32 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    #[test]
    fn a_new_cards_mark_is_a_colour_no_suit_nor_other_mark_uses_and_reads() {
        for (name, ink) in both() {
            let others = ink
                .suits
                .iter()
                .enumerate()
                .map(|(i, c)| (format!("suit {i}"), *c));
            let marks = [("selected", ink.primary), ("playable", ink.warn)];
            for (what, colour) in others.chain(marks.map(|(n, c)| (n.to_string(), c))) {
                let apart = apart(ink.fresh, colour);
                assert!(
                    apart >= 25.0,
                    "{name}: the new mark is {apart:.0} from {what}"
                );
            }
            // Its edge stands out on the hand's tray; its word reads on it.
            let edge = contrast(ink.fresh, ink.sunk);
            assert!(
                edge >= 3.0,
                "{name}: the new mark on the tray is {edge:.2}:1"
            );
            let word = contrast(ink.on_fill, ink.fresh);
            assert!(
                word >= 4.5,
                "{name}: the word on the new mark is {word:.2}:1"
            );
        }
        // The old mark, the good green, was Wands' own colour.
        assert!(apart(LIGHT.good, LIGHT.suits[2]) < 25.0);
    }

    #[test]
    fn contrast_is_21_for_black_on_white_and_1_for_a_colour_on_itself() {
        assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(LIGHT.ink, LIGHT.ink) - 1.0).abs() < 1e-6);
    }
}
