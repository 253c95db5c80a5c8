//! The emblems of the 22 major arcana, one of its own for each, and the figures only they use:
//! a line, the lemniscate and the crescent moon.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use iced::widget::canvas::{Frame, Path};
use iced::{Color, Point, Size};

use super::tools::{at, pen, polar, star};

/// The major arcana's own emblems, by number.
pub fn major(frame: &mut Frame, n: u8, c: Point, r: f32, color: Color) {
    let s = pen(color, r);
    let thin = pen(color, r * 0.7);
    match n {
        // The Fool: a sun rising through a gap in the stone.
        0 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r, r * 0.3));
                    p.line_to(at(c, -r * 0.45, r * 0.3));
                    p.move_to(at(c, r * 0.45, r * 0.3));
                    p.line_to(at(c, r, r * 0.3));
                    p.arc(iced::widget::canvas::path::Arc {
                        center: at(c, 0.0, r * 0.3),
                        radius: r * 0.4,
                        start_angle: iced::Radians(PI),
                        end_angle: iced::Radians(TAU),
                    });
                    for k in 0..5 {
                        let angle = PI + PI * (k as f32 + 0.5) / 5.0;
                        p.move_to(polar(at(c, 0.0, r * 0.3), r * 0.6, angle));
                        p.line_to(polar(at(c, 0.0, r * 0.3), r * 0.9, angle));
                    }
                }),
                s,
            );
        }
        // The Magician: the lemniscate over a wand.
        1 => {
            frame.stroke(&lemniscate(at(c, 0.0, -r * 0.45), r * 0.75), s);
            frame.stroke(&line(at(c, 0.0, -r * 0.1), at(c, 0.0, r)), s);
        }
        // The High Priestess: two pillars and the moon between.
        2 => {
            frame.stroke(
                &Path::new(|p| {
                    for x in [-0.75, 0.75] {
                        p.move_to(at(c, r * x, -r));
                        p.line_to(at(c, r * x, r));
                    }
                }),
                s,
            );
            crescent(frame, at(c, 0.0, 0.0), r * 0.35, color);
        }
        // The Empress: the sign of Venus.
        3 => frame.stroke(
            &Path::new(|p| {
                p.circle(at(c, 0.0, -r * 0.35), r * 0.5);
                p.move_to(at(c, 0.0, r * 0.15));
                p.line_to(at(c, 0.0, r));
                p.move_to(at(c, -r * 0.4, r * 0.55));
                p.line_to(at(c, r * 0.4, r * 0.55));
            }),
            s,
        ),
        // The Emperor: a crown.
        4 => frame.stroke(
            &Path::new(|p| {
                p.move_to(at(c, -r * 0.85, r * 0.55));
                p.line_to(at(c, -r * 0.85, -r * 0.5));
                p.line_to(at(c, -r * 0.42, 0.0));
                p.line_to(at(c, 0.0, -r * 0.75));
                p.line_to(at(c, r * 0.42, 0.0));
                p.line_to(at(c, r * 0.85, -r * 0.5));
                p.line_to(at(c, r * 0.85, r * 0.55));
                p.close();
                p.move_to(at(c, -r * 0.85, r * 0.85));
                p.line_to(at(c, r * 0.85, r * 0.85));
            }),
            s,
        ),
        // The Hierophant: the triple cross.
        5 => frame.stroke(
            &Path::new(|p| {
                p.move_to(at(c, 0.0, -r));
                p.line_to(at(c, 0.0, r));
                for (y, w) in [(-0.65, 0.3), (-0.3, 0.5), (0.05, 0.7)] {
                    p.move_to(at(c, -r * w, r * y));
                    p.line_to(at(c, r * w, r * y));
                }
            }),
            s,
        ),
        // The Lovers: two rings joined.
        6 => frame.stroke(
            &Path::new(|p| {
                p.circle(at(c, -r * 0.33, 0.0), r * 0.55);
                p.circle(at(c, r * 0.33, 0.0), r * 0.55);
            }),
            s,
        ),
        // The Chariot: a canopied car on two wheels.
        7 => frame.stroke(
            &Path::new(|p| {
                p.rectangle(at(c, -r * 0.7, -r * 0.45), Size::new(r * 1.4, r * 0.75));
                p.move_to(at(c, -r * 0.85, -r * 0.75));
                p.quadratic_curve_to(at(c, 0.0, -r * 1.1), at(c, r * 0.85, -r * 0.75));
                p.circle(at(c, -r * 0.5, r * 0.6), r * 0.3);
                p.circle(at(c, r * 0.5, r * 0.6), r * 0.3);
            }),
            s,
        ),
        // Justice: the scales.
        8 => frame.stroke(
            &Path::new(|p| {
                p.move_to(at(c, 0.0, -r * 0.85));
                p.line_to(at(c, 0.0, r * 0.9));
                p.move_to(at(c, -r * 0.4, r * 0.9));
                p.line_to(at(c, r * 0.4, r * 0.9));
                p.move_to(at(c, -r * 0.8, -r * 0.6));
                p.line_to(at(c, r * 0.8, -r * 0.6));
                for x in [-0.8, 0.8] {
                    p.move_to(at(c, r * x, -r * 0.6));
                    p.line_to(at(c, r * (x - 0.25), r * 0.1));
                    p.move_to(at(c, r * x, -r * 0.6));
                    p.line_to(at(c, r * (x + 0.25), r * 0.1));
                    p.move_to(at(c, r * (x - 0.3), r * 0.1));
                    p.quadratic_curve_to(at(c, r * x, r * 0.4), at(c, r * (x + 0.3), r * 0.1));
                }
            }),
            thin,
        ),
        // The Hermit: a lantern with its star.
        9 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.45, -r * 0.55));
                    p.line_to(at(c, r * 0.45, -r * 0.55));
                    p.line_to(at(c, r * 0.55, r * 0.75));
                    p.line_to(at(c, -r * 0.55, r * 0.75));
                    p.close();
                    p.move_to(at(c, -r * 0.2, -r * 0.55));
                    p.quadratic_curve_to(at(c, 0.0, -r * 1.15), at(c, r * 0.2, -r * 0.55));
                }),
                s,
            );
            frame.fill(
                &Path::new(|p| star(p, at(c, 0.0, r * 0.12), r * 0.35, r * 0.14, 6, 0.0)),
                color,
            );
        }
        // The Wheel of Fortune: a wheel of eight spokes.
        10 => frame.stroke(
            &Path::new(|p| {
                p.circle(c, r * 0.9);
                p.circle(c, r * 0.2);
                for k in 0..8 {
                    let angle = TAU * k as f32 / 8.0;
                    p.move_to(polar(c, r * 0.2, angle));
                    p.line_to(polar(c, r * 0.9, angle));
                }
            }),
            thin,
        ),
        // Strength: the lion's sign.
        11 => frame.stroke(
            &Path::new(|p| {
                p.circle(at(c, -r * 0.45, r * 0.3), r * 0.3);
                p.move_to(at(c, -r * 0.2, r * 0.15));
                p.bezier_curve_to(
                    at(c, -r * 0.4, -r * 0.9),
                    at(c, r * 0.6, -r * 1.0),
                    at(c, r * 0.3, -r * 0.1),
                );
                p.bezier_curve_to(
                    at(c, r * 0.05, r * 0.5),
                    at(c, r * 0.3, r * 0.95),
                    at(c, r * 0.8, r * 0.7),
                );
            }),
            s,
        ),
        // The Hanged Man: a figure hanging head down from a beam.
        12 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.8, -r * 0.85));
                    p.line_to(at(c, r * 0.8, -r * 0.85));
                    p.move_to(at(c, 0.0, -r * 0.85));
                    p.line_to(at(c, 0.0, r * 0.35));
                    p.move_to(at(c, 0.0, -r * 0.45));
                    p.line_to(at(c, -r * 0.35, -r * 0.2));
                    p.line_to(at(c, 0.0, 0.0));
                }),
                s,
            );
            frame.fill(&Path::circle(at(c, 0.0, r * 0.62), r * 0.27), color);
        }
        // Death: the scythe.
        13 => frame.stroke(
            &Path::new(|p| {
                p.move_to(at(c, -r * 0.5, r));
                p.line_to(at(c, r * 0.35, -r * 0.9));
                p.move_to(at(c, r * 0.35, -r * 0.9));
                p.quadratic_curve_to(at(c, -r * 0.5, -r * 1.0), at(c, -r * 0.95, -r * 0.3));
                p.quadratic_curve_to(at(c, -r * 0.4, -r * 0.7), at(c, r * 0.2, -r * 0.6));
            }),
            s,
        ),
        // Temperance: water poured from one cup into another.
        14 => frame.stroke(
            &Path::new(|p| {
                for (x, y) in [(-0.55, -0.55), (0.55, 0.45)] {
                    p.move_to(at(c, r * (x - 0.35), r * (y - 0.25)));
                    p.line_to(at(c, r * (x + 0.35), r * (y - 0.25)));
                    p.line_to(at(c, r * (x + 0.2), r * (y + 0.3)));
                    p.line_to(at(c, r * (x - 0.2), r * (y + 0.3)));
                    p.close();
                }
                p.move_to(at(c, -r * 0.2, -r * 0.8));
                p.bezier_curve_to(
                    at(c, r * 0.3, -r * 0.9),
                    at(c, r * 0.6, -r * 0.4),
                    at(c, r * 0.55, r * 0.15),
                );
            }),
            thin,
        ),
        // The Devil: horns over a downturned star.
        15 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.35, -r * 0.45));
                    p.quadratic_curve_to(at(c, -r * 0.9, -r * 0.6), at(c, -r * 0.75, -r));
                    p.move_to(at(c, r * 0.35, -r * 0.45));
                    p.quadratic_curve_to(at(c, r * 0.9, -r * 0.6), at(c, r * 0.75, -r));
                }),
                s,
            );
            frame.fill(
                &Path::new(|p| star(p, at(c, 0.0, r * 0.2), r * 0.75, r * 0.3, 5, PI)),
                color,
            );
        }
        // The Tower: a turret struck by lightning.
        16 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.45, r));
                    p.line_to(at(c, -r * 0.45, -r * 0.55));
                    for (x, y) in [
                        (-0.45, -0.8),
                        (-0.2, -0.8),
                        (-0.2, -0.55),
                        (0.05, -0.55),
                        (0.05, -0.8),
                        (0.3, -0.8),
                        (0.3, -0.55),
                    ] {
                        p.line_to(at(c, r * x, r * y));
                    }
                    p.line_to(at(c, r * 0.3, r));
                    p.move_to(at(c, -r * 0.75, r));
                    p.line_to(at(c, r * 0.6, r));
                }),
                thin,
            );
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, r * 0.95, -r));
                    p.line_to(at(c, r * 0.55, -r * 0.35));
                    p.line_to(at(c, r * 0.8, -r * 0.3));
                    p.line_to(at(c, r * 0.45, r * 0.25));
                }),
                s,
            );
        }
        // The Star: eight points.
        17 => frame.fill(&Path::new(|p| star(p, c, r, r * 0.38, 8, 0.0)), color),
        // The Moon: a crescent.
        18 => crescent(frame, c, r * 0.85, color),
        // The Sun: a disc and its rays.
        19 => {
            frame.fill(&Path::circle(c, r * 0.45), color);
            frame.stroke(
                &Path::new(|p| {
                    for k in 0..12 {
                        let angle = TAU * k as f32 / 12.0;
                        let reach = if k % 2 == 0 { 0.98 } else { 0.8 };
                        p.move_to(polar(c, r * 0.6, angle));
                        p.line_to(polar(c, r * reach, angle));
                    }
                }),
                thin,
            );
        }
        // Judgment: the trumpet and its call.
        20 => {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(c, -r * 0.95, r * 0.55));
                    p.line_to(at(c, r * 0.15, -r * 0.15));
                    p.line_to(at(c, r * 0.55, -r * 0.75));
                    p.line_to(at(c, r * 0.6, r * 0.2));
                    p.close();
                }),
                s,
            );
            frame.stroke(
                &Path::new(|p| {
                    for k in 1..=2 {
                        let radius = r * (0.2 + 0.2 * k as f32);
                        p.arc(iced::widget::canvas::path::Arc {
                            center: at(c, r * 0.6, -r * 0.28),
                            radius,
                            start_angle: iced::Radians(-0.9),
                            end_angle: iced::Radians(0.6),
                        });
                    }
                }),
                thin,
            );
        }
        // The World: the wreath, and the four corners of the world.
        _ => {
            frame.stroke(
                &Path::new(|p| {
                    p.ellipse(iced::widget::canvas::path::arc::Elliptical {
                        center: c,
                        radii: iced::Vector::new(r * 0.5, r * 0.8),
                        rotation: iced::Radians(0.0),
                        start_angle: iced::Radians(0.0),
                        end_angle: iced::Radians(TAU),
                    });
                }),
                s,
            );
            for (x, y) in [(-0.85, -0.85), (0.85, -0.85), (-0.85, 0.85), (0.85, 0.85)] {
                frame.fill(&Path::circle(at(c, r * x, r * y), r * 0.12), color);
            }
        }
    }
}

fn line(a: Point, b: Point) -> Path {
    Path::line(a, b)
}

/// A figure-eight on its side, `w` wide.
fn lemniscate(c: Point, w: f32) -> Path {
    Path::new(|p| {
        for i in 0..=48 {
            let t = TAU * i as f32 / 48.0;
            let d = 1.0 + t.sin() * t.sin();
            let point = at(c, w * t.cos() / d, w * t.sin() * t.cos() / d);
            if i == 0 {
                p.move_to(point);
            } else {
                p.line_to(point);
            }
        }
    })
}

/// A waxing crescent of radius `r`.
fn crescent(frame: &mut Frame, c: Point, r: f32, color: Color) {
    frame.fill(
        &Path::new(|p| {
            p.arc(iced::widget::canvas::path::Arc {
                center: c,
                radius: r,
                start_angle: iced::Radians(-FRAC_PI_2),
                end_angle: iced::Radians(FRAC_PI_2),
            });
            p.quadratic_curve_to(at(c, r * 0.9, 0.0), at(c, 0.0, -r));
            p.close();
        }),
        color,
    );
}
