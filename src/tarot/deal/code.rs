//! A deal as text: bits packed into the 32 letters and digits of Crockford's base 32, in
//! groups of five, ending in one check character (`docs/daily.md` lays the bits out).
//!
//! Reading forgives what a person does when copying by hand: any case, spaces, dashes and
//! dots anywhere, `O` for `0`, `I` and `L` for `1`. The check character is a sum over GF(32)
//! with each position weighted by a power of a primitive element, so every single mistyped
//! character and every swap of two neighbours is refused.

use thiserror::Error;

/// The 32 characters of a code, in value order (Crockford's base 32: no I, L, O or U).
pub const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters are shown in groups of this many, joined by `-`.
pub const GROUP: usize = 5;

/// Why a text is not a deal code. Each reads as a sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CodeError {
    /// Nothing but spaces and dashes.
    #[error("no deal code was given")]
    Empty,
    /// A character no code holds.
    #[error(
        "`{character}` (character {position}) is not in deal codes: they hold digits and \
         letters (not U)"
    )]
    BadCharacter {
        /// The character.
        character: char,
        /// Its place among the code's characters, from 1.
        position: usize,
    },
    /// The check character does not match: a typo, a swap or a character left out.
    #[error(
        "this deal code does not check out: a character is mistyped, swapped or missing \
         (compare it with the original)"
    )]
    Check,
    /// Too short, or bits left over, or a value out of range.
    #[error("this is not a whole deal code: {0}")]
    Malformed(String),
    /// Made by a newer Malice that writes codes another way.
    #[error("this deal code was made by a newer Malice (code format {0}): update to play it")]
    NewerFormat(u32),
}

/// Bits written one after another, most significant first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BitWriter {
    bits: Vec<bool>,
}

impl BitWriter {
    /// Appends the low `width` bits of `value`, the highest first (zeros above the 64th).
    pub fn put(&mut self, value: u64, width: u32) {
        for i in (0..width).rev() {
            self.bits
                .push(value.checked_shr(i).is_some_and(|v| v & 1 == 1));
        }
    }

    /// Appends bits as they are.
    pub fn put_bits(&mut self, bits: &[bool]) {
        self.bits.extend_from_slice(bits);
    }

    /// The bits written so far.
    pub fn bits(&self) -> &[bool] {
        &self.bits
    }

    /// The code's text: the bits padded with zeros to whole characters, then the check
    /// character, in groups of [`GROUP`].
    pub fn into_text(self) -> String {
        let mut values: Vec<u8> = self
            .bits
            .chunks(5)
            .map(|chunk| {
                let mut v = 0u8;
                for i in 0..5 {
                    v = (v << 1) | u8::from(chunk.get(i).copied().unwrap_or(false));
                }
                v
            })
            .collect();
        values.push(check(&values));
        let chars: Vec<char> = values
            .iter()
            .map(|&v| char::from(ALPHABET[usize::from(v)]))
            .collect();
        chars
            .chunks(GROUP)
            .map(|g| g.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// Bits read one after another from a code's text.
#[derive(Clone, Debug)]
pub struct BitReader {
    bits: Vec<bool>,
    at: usize,
}

impl BitReader {
    /// Reads a code's text: characters to values (forgiving case, separators and the
    /// look-alikes), the check character checked and taken off, the rest as bits.
    pub fn from_text(text: &str) -> Result<BitReader, CodeError> {
        let mut values = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || matches!(c, '-' | '.' | '_' | '–' | '—') {
                continue;
            }
            let upper = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                other => other,
            };
            let value = ALPHABET.iter().position(|&a| char::from(a) == upper);
            match value {
                Some(v) => values.push(v as u8),
                None => {
                    return Err(CodeError::BadCharacter {
                        character: c,
                        position: values.len() + 1,
                    });
                }
            }
        }
        let Some(given) = values.pop() else {
            return Err(CodeError::Empty);
        };
        if values.is_empty() || check(&values) != given {
            return Err(CodeError::Check);
        }
        let bits = values
            .iter()
            .flat_map(|&v| (0..5).rev().map(move |i| (v >> i) & 1 == 1))
            .collect();
        Ok(BitReader { bits, at: 0 })
    }

    /// The next `width` bits as a number, the highest first.
    pub fn take(&mut self, width: u32) -> Result<u64, CodeError> {
        let end = self.at + width as usize;
        let Some(bits) = self.bits.get(self.at..end) else {
            return Err(CodeError::Malformed("it ends too soon".into()));
        };
        self.at = end;
        Ok(bits.iter().fold(0, |v, &b| (v << 1) | u64::from(b)))
    }

    /// The next `count` bits as they are.
    pub fn take_bits(&mut self, count: usize) -> Result<Vec<bool>, CodeError> {
        let Some(bits) = self.bits.get(self.at..self.at + count) else {
            return Err(CodeError::Malformed("it ends too soon".into()));
        };
        self.at += count;
        Ok(bits.to_vec())
    }

    /// Every bit not read yet.
    pub fn take_rest(&mut self) -> Vec<bool> {
        let rest = self.bits[self.at..].to_vec();
        self.at = self.bits.len();
        rest
    }

    /// Checks that only the padding is left: fewer than five bits, all zero.
    pub fn finish(&self) -> Result<(), CodeError> {
        let rest = &self.bits[self.at..];
        if rest.len() >= 5 || rest.iter().any(|&b| b) {
            return Err(CodeError::Malformed("it holds more than a deal".into()));
        }
        Ok(())
    }
}

/// The check value of a code's characters: Σ vᵢ·αⁿ⁻ⁱ over GF(32) (α a root of the primitive
/// polynomial x⁵ + x² + 1), worked out by Horner's rule.
pub fn check(values: &[u8]) -> u8 {
    let mut acc = 0u8;
    for &v in values {
        acc = times_alpha(acc) ^ v;
    }
    times_alpha(acc)
}

/// `x · α` in GF(32) with the polynomial x⁵ + x² + 1.
fn times_alpha(x: u8) -> u8 {
    let shifted = x << 1;
    if shifted & 0b10_0000 != 0 {
        shifted ^ 0b10_0101
    } else {
        shifted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_come_back_as_written() {
        let mut w = BitWriter::default();
        w.put(5, 3);
        w.put(u64::MAX, 64);
        w.put(0, 2);
        let text = w.into_text();
        let mut r = BitReader::from_text(&text).unwrap();
        assert_eq!(r.take(3).unwrap(), 5);
        assert_eq!(r.take(64).unwrap(), u64::MAX);
        assert_eq!(r.take(2).unwrap(), 0);
        r.finish().unwrap();
    }

    #[test]
    fn alpha_generates_all_31_nonzero_elements() {
        let mut x = 1u8;
        let mut seen = std::collections::HashSet::new();
        for _ in 0..31 {
            seen.insert(x);
            x = times_alpha(x);
        }
        assert_eq!(x, 1);
        assert_eq!(seen.len(), 31);
    }

    #[test]
    fn look_alikes_and_separators_are_forgiven_but_u_is_not() {
        let mut w = BitWriter::default();
        w.put(0b00000_00001, 10);
        let text = w.into_text();
        assert!(text.starts_with("01"), "{text}");
        let typed = format!(" o-{}", &text[1..].to_lowercase().replace('1', "l"));
        assert!(BitReader::from_text(&typed).is_ok(), "{typed}");
        assert!(matches!(
            BitReader::from_text("0U1"),
            Err(CodeError::BadCharacter {
                character: 'U',
                position: 2
            })
        ));
        assert_eq!(BitReader::from_text(" - ").unwrap_err(), CodeError::Empty);
    }
}
