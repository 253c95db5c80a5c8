//! Charts drawn on a canvas, with axes and labels: the score of every run, and the six
//! attributes turn by turn through a delve (one line each, told apart by colour, dashes and a
//! label).

use iced::widget::canvas::{Frame, LineDash, Path, Stroke, Text};
use iced::widget::{column, text};
use iced::{Element, Length, Point, Size, Theme, alignment};

use crate::tarot::attributes::Attr;
use crate::ui::theme::{SANS, ink, size, style};
use crate::ui::widget::still::{self, Picture};

/// One run in the score chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// The score it escaped with (0 when it died).
    pub score: u32,
    /// Whether it escaped.
    pub escaped: bool,
}

/// The score of each run as a bar (a cross for a death), with a score axis and run numbers,
/// its labels and margins `k` times their size.
#[derive(Debug, Clone)]
pub struct Scores {
    runs: Vec<Run>,
    k: f32,
}

/// The score chart, `height` tall, its caption under it, its words `k` times their size (a
/// page grown in a wide window grows its charts' words with it).
pub fn scores<'a, Message: 'a>(runs: Vec<Run>, height: f32, k: f32) -> Element<'a, Message> {
    captioned(
        still::view(Scores { runs, k }, Length::Fill, Length::Fixed(height)),
        "run (green bar: escaped with that score; red cross: died)",
        k,
    )
}

/// A chart with its caption under it: words in the page's flow, that wrap in a narrow room
/// (drawn in the canvas, centred on its plot, at 200 % of 1024×640 the attribute chart's ran
/// out past its left edge: "urn of the delve (each point…").
fn captioned<'a, Message: 'a>(
    chart: Element<'a, Message>,
    caption: &'static str,
    k: f32,
) -> Element<'a, Message> {
    column![
        chart,
        text(caption)
            .size(size::SMALL * k)
            .style(style::text::soft)
            .width(Length::Fill)
            .align_x(alignment::Horizontal::Center),
    ]
    .spacing(2)
    .into()
}

/// The six attributes turn by turn through a delve: at the start, then as each turn ended;
/// its labels, legend and margins `k` times their size.
#[derive(Debug, Clone)]
pub struct Attributes {
    series: Vec<Vec<u8>>,
    k: f32,
}

/// The attribute chart, `height` tall: `series` holds six lists (Might … Evocation), each
/// with a value for the start and one for each turn; its words `k` times their size.
pub fn attributes<'a, Message: 'a>(
    series: Vec<Vec<u8>>,
    height: f32,
    k: f32,
) -> Element<'a, Message> {
    captioned(
        still::view(
            Attributes { series, k },
            Length::Fill,
            Length::Fixed(height),
        ),
        "turn of the delve (each point: the attributes as that turn ended)",
        k,
    )
}

/// The dash pattern of each attribute's line: solid, dashed, dotted and mixes.
const DASHES: [&[f32]; 6] = [
    &[],
    &[8.0, 4.0],
    &[2.0, 3.0],
    &[12.0, 3.0, 2.0, 3.0],
    &[5.0, 5.0],
    &[1.0, 2.0, 6.0, 2.0],
];

/// A label at `at`, `k` times the small size.
fn label(
    frame: &mut Frame,
    content: String,
    at: Point,
    color: iced::Color,
    (align, k): (Align, f32),
) {
    let (align_x, align_y) = match align {
        Align::Left => (
            iced::widget::text::Alignment::Left,
            alignment::Vertical::Center,
        ),
        Align::Right => (
            iced::widget::text::Alignment::Right,
            alignment::Vertical::Center,
        ),
        Align::Below => (
            iced::widget::text::Alignment::Center,
            alignment::Vertical::Top,
        ),
    };
    frame.fill_text(Text {
        content,
        position: at,
        color,
        size: (size::SMALL * k).into(),
        font: SANS,
        align_x,
        align_y,
        ..Text::default()
    });
}

#[derive(Clone, Copy)]
enum Align {
    Left,
    Right,
    Below,
}

impl Picture for Scores {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        let ink = ink(theme);
        let k = self.k;
        let max = self.runs.iter().map(|r| r.score).max().unwrap_or(0).max(1);
        let left = 40.0 * k;
        let top = 10.0 * k;
        let bottom = bounds.height - 20.0 * k;
        let plot = (bottom - top).max(10.0);
        let width = (bounds.width - left - 8.0).max(10.0);
        let axis = Stroke::default().with_color(ink.soft).with_width(1.0);
        let grid = Stroke::default().with_color(ink.rule).with_width(1.0);
        // The score axis: 0, half and the best, with faint lines across.
        let ticks = if max >= 2 {
            vec![0, max / 2, max]
        } else {
            vec![0, max]
        };
        for tick in ticks {
            let y = bottom - plot * tick as f32 / max as f32;
            frame.stroke(
                &Path::line(Point::new(left, y), Point::new(left + width, y)),
                grid,
            );
            label(
                frame,
                tick.to_string(),
                Point::new(left - 6.0 * k, y),
                ink.soft,
                (Align::Right, k),
            );
        }
        frame.stroke(
            &Path::line(Point::new(left, top), Point::new(left, bottom)),
            axis,
        );
        frame.stroke(
            &Path::line(Point::new(left, bottom), Point::new(left + width, bottom)),
            axis,
        );
        let n = self.runs.len().max(1);
        let slot = (width / n as f32).min(56.0 * k);
        let every = (n as f32 * 24.0 * k / width).ceil().max(1.0) as usize;
        for (i, run) in self.runs.iter().enumerate() {
            let x = left + slot * i as f32 + slot * 0.5;
            if run.escaped {
                let h = plot * run.score as f32 / max as f32;
                frame.fill_rectangle(
                    Point::new(x - slot * 0.32, bottom - h.max(2.0)),
                    Size::new(slot * 0.64, h.max(2.0)),
                    ink.good,
                );
            } else {
                // A death: a small cross on the axis.
                let r = (slot * 0.18).clamp(3.0, 6.0);
                let cross = Path::new(|p| {
                    p.move_to(Point::new(x - r, bottom - 2.0 * r - 2.0));
                    p.line_to(Point::new(x + r, bottom - 2.0));
                    p.move_to(Point::new(x + r, bottom - 2.0 * r - 2.0));
                    p.line_to(Point::new(x - r, bottom - 2.0));
                });
                frame.stroke(
                    &cross,
                    Stroke::default().with_color(ink.accent).with_width(2.0),
                );
            }
            if i % every == 0 || i + 1 == self.runs.len() {
                label(
                    frame,
                    (i + 1).to_string(),
                    Point::new(x, bottom + 3.0 * k),
                    ink.soft,
                    (Align::Below, k),
                );
            }
        }
    }
}

impl Picture for Attributes {
    fn paint(&self, frame: &mut Frame, theme: &Theme, bounds: Size) {
        let ink = ink(theme);
        let steps = self.series.iter().map(Vec::len).max().unwrap_or(0);
        if steps == 0 {
            return;
        }
        let k = self.k;
        let left = 28.0 * k;
        let legend = 130.0 * k;
        let top = 8.0 * k;
        let bottom = bounds.height - 20.0 * k;
        let plot = (bottom - top).max(10.0);
        let width = (bounds.width - left - legend - 8.0).max(10.0);
        let y_of = |v: u8| bottom - plot * f32::from(v) / 6.0;
        let x_of = |i: usize| left + width * i as f32 / (steps.max(2) - 1) as f32;
        let grid = Stroke::default().with_color(ink.rule).with_width(1.0);
        for v in 0..=6u8 {
            let y = y_of(v);
            frame.stroke(
                &Path::line(Point::new(left, y), Point::new(left + width, y)),
                grid,
            );
            label(
                frame,
                v.to_string(),
                Point::new(left - 6.0 * k, y),
                ink.soft,
                (Align::Right, k),
            );
        }
        let axis = Stroke::default().with_color(ink.soft).with_width(1.0);
        frame.stroke(
            &Path::line(Point::new(left, top), Point::new(left, bottom)),
            axis,
        );
        frame.stroke(
            &Path::line(Point::new(left, bottom), Point::new(left + width, bottom)),
            axis,
        );
        // The turns along the bottom: the start, then every few turns, and the last.
        let last = steps - 1;
        let every = ((steps as f32 * 28.0 * k / width).ceil() as usize).max(1);
        let every = [1, 2, 5, 10, 20, 50, 100]
            .into_iter()
            .find(|n| *n >= every)
            .unwrap_or(every);
        for turn in 0..steps {
            // A tick too close to the last turn's label would run into it.
            let crowded = last - turn <= every / 2;
            if turn == 0 || turn == last || (turn % every == 0 && !crowded) {
                let word = if turn == 0 {
                    "start".to_string()
                } else {
                    turn.to_string()
                };
                label(
                    frame,
                    word,
                    Point::new(x_of(turn), bottom + 3.0 * k),
                    ink.soft,
                    (Align::Below, k),
                );
            }
        }
        for (row, values) in self.series.iter().enumerate().take(6) {
            let color = ink.series[row];
            let stroke = Stroke {
                line_dash: LineDash {
                    segments: DASHES[row],
                    offset: 0,
                },
                ..Stroke::default().with_color(color).with_width(2.5)
            };
            // Each line a little off the others so that equal values stay visible.
            let nudge = (row as f32 - 2.5) * 1.5;
            let path = Path::new(|p| {
                for (i, v) in values.iter().enumerate() {
                    let point = Point::new(x_of(i), y_of(*v) + nudge);
                    if i == 0 {
                        p.move_to(point);
                    } else {
                        p.line_to(point);
                    }
                }
            });
            frame.stroke(&path, stroke);
            // The legend: a sample of the line, the attribute and its last value.
            let y = top + (8.0 + row as f32 * 20.0) * k;
            let x = left + width + 14.0 * k;
            frame.stroke(
                &Path::line(Point::new(x, y), Point::new(x + 28.0 * k, y)),
                stroke,
            );
            let last = values.last().copied().unwrap_or(0);
            label(
                frame,
                format!("{} {last}", Attr::ALL[row].name()),
                Point::new(x + 34.0 * k, y),
                ink.ink,
                (Align::Left, k),
            );
        }
    }
}
