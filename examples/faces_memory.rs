//! How much memory the 1909 deck takes once every face is decoded: draws all 78 faces in one
//! frame on the software renderer (the app's), each wide enough to be drawn from the 360 px
//! scans (the largest copy), overlapping like a deck spread on a table at 1920×1080, then
//! prints the process's resident memory (VmRSS) and its peak (VmHWM) from /proc (Linux).
//!
//! `cargo run --release --example faces_memory`

use iced::widget::{Stack, container};
use iced::{Element, Font, Pixels, Rectangle, Size, mouse};
use iced_core::renderer::{Headless, Style};
use iced_graphics::Viewport;
use iced_renderer::fallback::Renderer as Fallback;
use iced_runtime::user_interface::{Cache, UserInterface};

use malice::tarot::card::Card;
use malice::ui::widget::card;

const SIZE: Size = Size::new(1920.0, 1080.0);

/// A line of /proc/self/status, in megabytes.
fn status(field: &str) -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or_else(|| "unknown".into(), |kb| format!("{:.1} MB", kb / 1024.0))
}

/// Every face, 220 px wide (drawn from the largest copy), 22 px apart, in four rows.
fn spread() -> Element<'static, ()> {
    let mut stack = Stack::new().width(SIZE.width).height(SIZE.height);
    for (i, face) in Card::all().enumerate() {
        let (row, col) = (i / 20, i % 20);
        stack = stack.push(
            container(card::face(face, 220.0, false)).padding(
                iced::Padding::ZERO
                    .left(col as f32 * 70.0)
                    .top(row as f32 * 180.0),
            ),
        );
    }
    stack.into()
}

fn main() {
    println!("before the renderer: VmRSS {}", status("VmRSS"));
    let Some(mut renderer) = iced::futures::executor::block_on(<iced::Renderer as Headless>::new(
        Font::with_name("Fira Sans"),
        Pixels(16.0),
        Some("tiny-skia"),
    )) else {
        eprintln!("no software renderer");
        return;
    };
    let (width, height) = (SIZE.width as u32, SIZE.height as u32);
    let mut pixels = vec![0u8; width as usize * height as usize * 4];
    let Some(mut mask) = tiny_skia::Mask::new(width, height) else {
        return;
    };
    let viewport = Viewport::with_physical_size(Size::new(width, height), 1.0);
    let theme = malice::ui::theme::theme(false);
    let style = Style {
        text_color: theme.palette().text,
    };
    println!("renderer ready: VmRSS {}", status("VmRSS"));
    let mut cache = Cache::default();
    for frame in 1..=3 {
        let mut ui = UserInterface::build(spread(), SIZE, cache, &mut renderer);
        ui.draw(&mut renderer, &theme, &style, mouse::Cursor::Unavailable);
        cache = ui.into_cache();
        if let Fallback::Secondary(software) = &mut renderer
            && let Some(mut pixmap) = tiny_skia::PixmapMut::from_bytes(&mut pixels, width, height)
        {
            software.draw(
                &mut pixmap,
                &mut mask,
                &viewport,
                &[Rectangle::with_size(SIZE)],
                theme.palette().background,
            );
        }
        println!(
            "frame {frame} with all 78 faces drawn from the 360 px scans: VmRSS {}, peak VmHWM {}",
            status("VmRSS"),
            status("VmHWM")
        );
    }
}
