//! Small bar and line charts drawn on a canvas: score per run, attributes across a delve.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Size, Theme};

/// Bars, one per value, labelled underneath.
#[derive(Debug, Clone)]
pub struct Bars {
    values: Vec<(u32, Color)>,
}

/// A bar chart of `values` (value and colour each), `height` tall.
pub fn bars<'a, Message: 'a>(values: Vec<(u32, Color)>, height: f32) -> Element<'a, Message> {
    canvas::Canvas::new(Bars { values })
        .width(Length::Fill)
        .height(Length::Fixed(height))
        .into()
}

impl<Message> canvas::Program<Message> for Bars {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let text_color = theme.extended_palette().background.base.text;
        let max = self
            .values
            .iter()
            .map(|(v, _)| *v)
            .max()
            .unwrap_or(0)
            .max(1) as f32;
        let n = self.values.len().max(1) as f32;
        let slot = (bounds.width / n).min(48.0);
        let plot = bounds.height - 18.0;
        for (i, (value, color)) in self.values.iter().enumerate() {
            let h = (*value as f32 / max) * (plot - 14.0);
            let x = i as f32 * slot + slot * 0.15;
            frame.fill_rectangle(
                Point::new(x, plot - h),
                Size::new(slot * 0.7, h.max(2.0)),
                *color,
            );
            frame.fill_text(Text {
                content: value.to_string(),
                position: Point::new(x, plot - h - 14.0),
                color: text_color,
                size: 12.0.into(),
                ..Text::default()
            });
            frame.fill_text(Text {
                content: (i + 1).to_string(),
                position: Point::new(x, plot + 2.0),
                color: text_color,
                size: 12.0.into(),
                ..Text::default()
            });
        }
        vec![frame.into_geometry()]
    }
}

/// Lines: one series per attribute, values 0..=6 over the delve's steps.
#[derive(Debug, Clone)]
pub struct Lines {
    series: Vec<(String, Color, Vec<u8>)>,
}

/// A line chart of attribute values (0 to 6) over time, `height` tall.
pub fn lines<'a, Message: 'a>(
    series: Vec<(String, Color, Vec<u8>)>,
    height: f32,
) -> Element<'a, Message> {
    canvas::Canvas::new(Lines { series })
        .width(Length::Fill)
        .height(Length::Fixed(height))
        .into()
}

impl<Message> canvas::Program<Message> for Lines {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let steps = self
            .series
            .iter()
            .map(|(_, _, v)| v.len())
            .max()
            .unwrap_or(0);
        if steps < 2 {
            return vec![frame.into_geometry()];
        }
        let left = 80.0;
        let width = bounds.width - left - 8.0;
        let height = bounds.height - 8.0;
        for (row, (name, color, values)) in self.series.iter().enumerate() {
            frame.fill_text(Text {
                content: name.clone(),
                position: Point::new(4.0, 4.0 + row as f32 * 15.0),
                color: *color,
                size: 12.0.into(),
                ..Text::default()
            });
            let path = Path::new(|p| {
                for (i, v) in values.iter().enumerate() {
                    let x = left + width * i as f32 / (steps - 1) as f32;
                    // Offset each series a little so equal values stay visible.
                    let y = 4.0 + height * (1.0 - *v as f32 / 6.0) + row as f32 * 1.5;
                    if i == 0 {
                        p.move_to(Point::new(x, y));
                    } else {
                        p.line_to(Point::new(x, y));
                    }
                }
            });
            frame.stroke(&path, Stroke::default().with_color(*color).with_width(2.0));
        }
        vec![frame.into_geometry()]
    }
}
