//! The named styles every screen uses, read from the theme's [`Ink`](super::Ink): buttons,
//! containers and text. Pass them to `.style(...)`: `button("Delve").style(button::primary)`.

/// Buttons: one main action per screen (`primary`), the rest `secondary`, destructive ones
/// `danger`, links and icons `quiet`, an answer to the question `answer`, a card face `card`.
pub mod button {
    use iced::widget::button::{Status, Style};
    use iced::{Background, Border, Color, Theme};

    use crate::ui::theme::{Ink, ink};

    fn filled(fill: Color, text: Color, status: Status, ink: &Ink) -> Style {
        let background = match status {
            Status::Hovered | Status::Pressed => mix(fill, ink.ink, 0.12),
            Status::Active => fill,
            Status::Disabled => ink.sunk,
        };
        Style {
            background: Some(Background::Color(background)),
            // A disabled button's words: the soft ink, whole, on the sunk tray: 4.5:1 or
            // more, and the tray and the rule's border say it is out of use (faded to 55 % they
            // read at 3.51:1 dark and 2.21:1 light, measured on New adventurer's Create).
            text_color: if status == Status::Disabled {
                ink.soft
            } else {
                text
            },
            border: Border {
                color: if status == Status::Disabled {
                    ink.rule
                } else {
                    fill
                },
                width: 1.0,
                radius: 6.0.into(),
            },
            ..Style::default()
        }
    }

    /// The screen's main action: ink-brown fill.
    pub fn primary(theme: &Theme, status: Status) -> Style {
        let ink = ink(theme);
        filled(ink.primary, ink.on_fill, status, ink)
    }

    /// Any other action: a raised surface with a soft border.
    pub fn secondary(theme: &Theme, status: Status) -> Style {
        let ink = ink(theme);
        Style {
            background: Some(Background::Color(match status {
                Status::Hovered | Status::Pressed | Status::Disabled => ink.sunk,
                Status::Active => ink.surface,
            })),
            text_color: if status == Status::Disabled {
                ink.soft
            } else {
                ink.ink
            },
            border: Border {
                color: if status == Status::Disabled {
                    ink.rule
                } else {
                    ink.soft
                },
                width: 1.0,
                radius: 6.0.into(),
            },
            ..Style::default()
        }
    }

    /// A destructive or deadly action: the accent's fill.
    pub fn danger(theme: &Theme, status: Status) -> Style {
        let ink = ink(theme);
        filled(ink.accent, ink.on_fill, status, ink)
    }

    /// A link or an icon: text only, a tray behind it on hover.
    pub fn quiet(theme: &Theme, status: Status) -> Style {
        let ink = ink(theme);
        Style {
            background: match status {
                Status::Hovered | Status::Pressed => Some(Background::Color(ink.sunk)),
                _ => None,
            },
            text_color: if status == Status::Disabled {
                ink.soft
            } else {
                ink.ink
            },
            border: Border::default().rounded(6.0),
            ..Style::default()
        }
    }

    /// One answer to the question: a line on the page, its border darkening on hover.
    pub fn answer(theme: &Theme, status: Status) -> Style {
        let ink = ink(theme);
        Style {
            background: Some(Background::Color(match status {
                Status::Hovered | Status::Pressed => ink.sunk,
                _ => ink.surface,
            })),
            text_color: ink.ink,
            border: Border {
                color: match status {
                    Status::Hovered | Status::Pressed => ink.primary,
                    _ => ink.rule,
                },
                width: 1.0,
                radius: 6.0.into(),
            },
            ..Style::default()
        }
    }

    /// A card face (or a name) that can be clicked: the face draws itself; nothing around it,
    /// and words in the theme's ink (iced's default is black, unreadable on the dark theme).
    pub fn card(theme: &Theme, _status: Status) -> Style {
        Style {
            text_color: ink(theme).ink,
            ..Style::default()
        }
    }

    /// A toggle in a row of choices: sunk when chosen.
    pub fn choice(chosen: bool) -> impl Fn(&Theme, Status) -> Style {
        move |theme, status| {
            let ink = ink(theme);
            let mut style = secondary(theme, status);
            if chosen {
                style.background = Some(Background::Color(ink.sunk));
                style.border.color = ink.primary;
                style.border.width = 2.0;
            }
            style
        }
    }

    /// `a` moved toward `b` by `t` (0 to 1).
    pub fn mix(a: Color, b: Color, t: f32) -> Color {
        let t = t.clamp(0.0, 1.0);
        Color::from_rgb(
            a.r + (b.r - a.r) * t,
            a.g + (b.g - a.g) * t,
            a.b + (b.b - a.b) * t,
        )
    }
}

/// Containers: the page, panels on it, the hand's tray, and the moments (death, escape).
pub mod container {
    use iced::widget::container::Style;
    use iced::{Background, Border, Color, Theme};

    use crate::ui::theme::{Ink, ink};

    fn boxed(background: Color, border: Color, width: f32, ink: &Ink) -> Style {
        Style {
            text_color: Some(ink.ink),
            background: Some(Background::Color(background)),
            border: Border {
                color: border,
                width,
                radius: 8.0.into(),
            },
            ..Style::default()
        }
    }

    /// The whole window: paper.
    pub fn page(theme: &Theme) -> Style {
        let ink = ink(theme);
        Style {
            text_color: Some(ink.ink),
            background: Some(Background::Color(ink.paper)),
            ..Style::default()
        }
    }

    /// A panel raised on the page, with a hairline border.
    pub fn panel(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.rule, 1.0, ink)
    }

    /// A panel chosen with the keys (the adventurer or the game Enter and Q act on): the
    /// main action's colour around it, 2 px.
    pub fn chosen(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.primary, 2.0, ink)
    }

    /// A panel, or the chosen one when `chosen` (a roster's card, a game tile, a race's line).
    pub fn panel_or_chosen(chosen: bool) -> fn(&Theme) -> Style {
        if chosen { self::chosen } else { panel }
    }

    /// A sunk tray (the hand, the piles, a group of figures).
    pub fn tray(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.sunk, ink.sunk, 0.0, ink)
    }

    /// A notice across the top of the window.
    pub fn banner(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.warn, 2.0, ink)
    }

    /// Death, and what can kill: the accent's border.
    pub fn danger(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.accent, 2.0, ink)
    }

    /// An escape, and what passed: a green border.
    pub fn good(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.good, 2.0, ink)
    }

    /// A note of the first-delve guide: a sunk panel edged with the main action's colour.
    pub fn guide(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.sunk, ink.primary, 1.0, ink)
    }

    /// The card in play and its question: the page's hero, a stronger border.
    pub fn hero(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.soft, 1.0, ink)
    }

    /// A tooltip or a sheet floating over the page: an opaque page with a strong border. No
    /// shadow: the software renderer's damage tracking leaves a shadowed quad's blur out of the
    /// region it repaints, so each redraw stacked the shadow again (grey blocks and stray line
    /// fragments after a tooltip or the shortcuts sheet closed; iced-rs/iced#2712, #3359).
    pub fn floating(theme: &Theme) -> Style {
        let ink = ink(theme);
        boxed(ink.surface, ink.ink, 2.0, ink)
    }

    /// A panel whose background is washed toward `tint` by `amount` (0 to 1), as a changed
    /// attribute glows.
    pub fn glowing(tint: Option<Color>, amount: f32) -> impl Fn(&Theme) -> Style {
        move |theme| {
            let ink = ink(theme);
            let background = match tint {
                Some(tint) => super::button::mix(ink.surface, tint, 0.35 * amount),
                None => ink.surface,
            };
            let border = tint.filter(|_| amount > 0.0).unwrap_or(ink.rule);
            boxed(background, border, 1.0, ink)
        }
    }
}

/// Text colours: `soft` for captions, `accent` for danger, `good`, `warn`, a suit's colour.
pub mod text {
    use iced::Theme;
    use iced::widget::text::Style;

    use crate::tarot::card::Suit;
    use crate::ui::theme::ink;

    /// Quieter text.
    pub fn soft(theme: &Theme) -> Style {
        Style {
            color: Some(ink(theme).soft),
        }
    }

    /// Danger and death.
    pub fn accent(theme: &Theme) -> Style {
        Style {
            color: Some(ink(theme).accent),
        }
    }

    /// Passing and gaining.
    pub fn good(theme: &Theme) -> Style {
        Style {
            color: Some(ink(theme).good),
        }
    }

    /// Caution.
    pub fn warn(theme: &Theme) -> Style {
        Style {
            color: Some(ink(theme).warn),
        }
    }

    /// A suit's colour (`None`: the major arcana).
    pub fn suit(suit: Option<Suit>) -> impl Fn(&Theme) -> Style {
        move |theme| Style {
            color: Some(ink(theme).suit(suit)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::{ink, theme};
    use iced::{Background, Theme};

    #[test]
    fn a_clickable_name_is_written_in_the_themes_ink() {
        for dark in [false, true] {
            let theme = theme(dark);
            let style = button::card(&theme, iced::widget::button::Status::Active);
            assert_eq!(style.text_color, ink(&theme).ink, "dark: {dark}");
        }
    }

    /// A disabled button's words over what stands behind them (the button's own background,
    /// else the page or a panel), at 4.5:1 or more in both themes, as every other text.
    #[test]
    fn a_disabled_buttons_words_read_at_4_5_to_1_in_both_themes() {
        use crate::ui::theme::contrast;
        use iced::widget::button::Status;
        type Styled = fn(&Theme, Status) -> iced::widget::button::Style;
        for dark in [false, true] {
            let theme = theme(dark);
            let ink = ink(&theme);
            let styles: [(&str, Styled); 4] = [
                ("primary", button::primary),
                ("secondary", button::secondary),
                ("danger", button::danger),
                ("quiet", button::quiet),
            ];
            for (name, style) in styles {
                let style = style(&theme, Status::Disabled);
                let grounds = match style.background {
                    Some(Background::Color(color)) => vec![color],
                    _ => vec![ink.paper, ink.surface],
                };
                for ground in grounds {
                    let words = button::mix(ground, style.text_color, style.text_color.a);
                    let ratio = contrast(words, ground);
                    assert!(ratio >= 4.5, "dark {dark}: disabled {name}: {ratio:.2}:1");
                }
            }
        }
    }
}
