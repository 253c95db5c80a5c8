//! The card art the app and the journal's HTML export show: the 78 faces of the 1909 deck
//! drawn by Pamela Colman Smith (public domain; `assets/tarot-1909/SOURCES.md`), embedded in
//! the binary so that Malice stays one self-contained file. No iced here: the journal's export
//! uses it as well as the app.
//!
//! Each face comes in three widths, made from the 360 px scans by
//! `scripts/card-thumbnails.sh`: a picture drawn much smaller than its source looks grainy, so
//! a face is drawn from the smallest copy at least about as wide as it is shown.

use base64::Engine as _;

use crate::tarot::card::{Card, DECK_SIZE};

/// Who drew the deck and where the pictures come from, for the About box and the README.
pub const CREDIT: &str = "The card faces are the tarot deck drawn by Pamela Colman Smith (1878–1951) and published by William Rider & Son, London, in 1909: public domain, from the scans of the 1909 printing in Wikimedia Commons (category “Rider-Waite tarot deck”).";

/// One of the three copies of each face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Width {
    /// The scans, 360 px wide: the card in play on a large window, the large view.
    Large,
    /// 180 px wide: the hand, the piles, the card in play on smaller windows.
    Small,
    /// 72 px wide: the journal's margin and the HTML export.
    Thumb,
}

impl Width {
    /// All three, largest first.
    pub const ALL: [Width; 3] = [Width::Large, Width::Small, Width::Thumb];

    /// How many pixels wide this copy is.
    pub fn pixels(self) -> u32 {
        match self {
            Width::Large => 360,
            Width::Small => 180,
            Width::Thumb => 72,
        }
    }

    /// The copy to draw a face from when it is shown `shown` pixels wide: the smallest that
    /// is not much narrower than that.
    pub fn for_shown(shown: f32) -> Width {
        if shown <= 80.0 {
            Width::Thumb
        } else if shown <= 200.0 {
            Width::Small
        } else {
            Width::Large
        }
    }
}

/// The height of a face over its width, as the scans are (they vary by a few pixels; the app
/// draws every face at this ratio).
pub const RATIO: f32 = 1.72;

macro_rules! deck {
    ($($stem:literal),* $(,)?) => {
        /// The file names (without `.jpg`) of the faces, in the deck's order ([`Card::index`]).
        const STEMS: [&str; DECK_SIZE] = [$($stem),*];
        const LARGE: [&[u8]; DECK_SIZE] =
            [$(include_bytes!(concat!("../assets/tarot-1909/", $stem, ".jpg"))),*];
        const SMALL: [&[u8]; DECK_SIZE] =
            [$(include_bytes!(concat!("../assets/tarot-1909/small/", $stem, ".jpg"))),*];
        const THUMB: [&[u8]; DECK_SIZE] =
            [$(include_bytes!(concat!("../assets/tarot-1909/thumb/", $stem, ".jpg"))),*];
    };
}

// The majors in this game's numbering: Justice is 8 and Strength 11 (the 1909 deck prints
// them the other way round, VIII and XI), so the files are named by card, not by number.
deck![
    "cups-01-ace",
    "cups-02-two",
    "cups-03-three",
    "cups-04-four",
    "cups-05-five",
    "cups-06-six",
    "cups-07-seven",
    "cups-08-eight",
    "cups-09-nine",
    "cups-10-ten",
    "cups-11-page",
    "cups-12-knight",
    "cups-13-queen",
    "cups-14-king",
    "swords-01-ace",
    "swords-02-two",
    "swords-03-three",
    "swords-04-four",
    "swords-05-five",
    "swords-06-six",
    "swords-07-seven",
    "swords-08-eight",
    "swords-09-nine",
    "swords-10-ten",
    "swords-11-page",
    "swords-12-knight",
    "swords-13-queen",
    "swords-14-king",
    "wands-01-ace",
    "wands-02-two",
    "wands-03-three",
    "wands-04-four",
    "wands-05-five",
    "wands-06-six",
    "wands-07-seven",
    "wands-08-eight",
    "wands-09-nine",
    "wands-10-ten",
    "wands-11-page",
    "wands-12-knight",
    "wands-13-queen",
    "wands-14-king",
    "pentacles-01-ace",
    "pentacles-02-two",
    "pentacles-03-three",
    "pentacles-04-four",
    "pentacles-05-five",
    "pentacles-06-six",
    "pentacles-07-seven",
    "pentacles-08-eight",
    "pentacles-09-nine",
    "pentacles-10-ten",
    "pentacles-11-page",
    "pentacles-12-knight",
    "pentacles-13-queen",
    "pentacles-14-king",
    "major-00-fool",
    "major-01-magician",
    "major-02-high-priestess",
    "major-03-empress",
    "major-04-emperor",
    "major-05-hierophant",
    "major-06-lovers",
    "major-07-chariot",
    "major-11-justice",
    "major-09-hermit",
    "major-10-wheel-of-fortune",
    "major-08-strength",
    "major-12-hanged-man",
    "major-13-death",
    "major-14-temperance",
    "major-15-devil",
    "major-16-tower",
    "major-17-star",
    "major-18-moon",
    "major-19-sun",
    "major-20-judgement",
    "major-21-world",
];

/// The face of `card` as a JPEG file, in the copy of this width.
pub fn face(card: Card, width: Width) -> &'static [u8] {
    let faces = match width {
        Width::Large => &LARGE,
        Width::Small => &SMALL,
        Width::Thumb => &THUMB,
    };
    faces[card.index()]
}

/// The file name of `card`'s face in `assets/tarot-1909/` (`major-16-tower.jpg`).
pub fn file_name(card: Card) -> String {
    format!("{}.jpg", STEMS[card.index()])
}

/// The face of `card` as a `data:` URL, for a page that must hold its own pictures.
pub fn data_url(card: Card, width: Width) -> String {
    format!(
        "data:image/jpeg;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(face(card, width))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The width and height a JPEG file says it has (its first start-of-frame marker).
    fn jpeg_size(bytes: &[u8]) -> Option<(u32, u32)> {
        let mut i = 2;
        while i + 9 < bytes.len() {
            if bytes[i] != 0xFF {
                return None;
            }
            let marker = bytes[i + 1];
            let len = usize::from(bytes[i + 2]) << 8 | usize::from(bytes[i + 3]);
            if (0xC0..=0xC3).contains(&marker) {
                let h = u32::from(bytes[i + 5]) << 8 | u32::from(bytes[i + 6]);
                let w = u32::from(bytes[i + 7]) << 8 | u32::from(bytes[i + 8]);
                return Some((w, h));
            }
            i += 2 + len;
        }
        None
    }

    #[test]
    fn every_card_has_a_jpeg_face_of_each_width_at_the_deck_ratio() {
        for card in Card::all() {
            for width in Width::ALL {
                let bytes = face(card, width);
                assert_eq!(&bytes[..3], &[0xFF, 0xD8, 0xFF], "{card:?} {width:?}");
                let (w, h) = jpeg_size(bytes).expect("a JPEG frame");
                assert_eq!(w, width.pixels(), "{card:?} {width:?}");
                let ratio = h as f32 / w as f32;
                assert!((ratio - RATIO).abs() < 0.05, "{card:?} {width:?}: {ratio}");
            }
        }
    }

    #[test]
    fn each_card_shows_its_own_picture() {
        // The file names say the card: the suit and rank, or the major's name.
        for card in Card::all() {
            let file = file_name(card);
            match card.suit() {
                Some(suit) => {
                    assert!(file.starts_with(&suit.name().to_lowercase()), "{file}");
                    let rank = card.name().split(' ').next().unwrap_or("").to_lowercase();
                    assert!(file.contains(&rank), "{card:?}: {file}");
                }
                None => {
                    let name = card.name().to_lowercase().replace("the ", "");
                    let words: Vec<&str> = name.split(' ').collect();
                    let first = words[0].replace("judgment", "judgement");
                    assert!(file.contains(&first), "{card:?}: {file}");
                }
            }
        }
        // Justice and Strength follow this game's numbering, not the deck's.
        assert_eq!(file_name(Card::major(8)), "major-11-justice.jpg");
        assert_eq!(file_name(Card::major(11)), "major-08-strength.jpg");
        // Every face is a different picture.
        let mut seen = std::collections::HashSet::new();
        for card in Card::all() {
            assert!(
                seen.insert(face(card, Width::Thumb)),
                "{card:?} repeats a face"
            );
        }
    }

    #[test]
    fn a_face_is_drawn_from_a_copy_about_as_wide_as_it_is_shown() {
        assert_eq!(Width::for_shown(36.0), Width::Thumb);
        assert_eq!(Width::for_shown(110.0), Width::Small);
        assert_eq!(Width::for_shown(260.0), Width::Large);
        let url = data_url(Card::FOOL, Width::Thumb);
        assert!(
            url.starts_with("data:image/jpeg;base64,/9j/"),
            "{}",
            &url[..40]
        );
    }
}
