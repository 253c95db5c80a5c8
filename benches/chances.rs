//! Each answer's chance to escape, as the app works them out off the window's thread: every
//! answer of a decision, 2,000 runs of the careful automatic player each, in processor time
//! (steady on a shared machine, where wall time swings). The budget is 0.3 s per decision on
//! one core. The decisions are the issue's: the first action of a delve, The Devil, Temperance
//! and Judgment at low Luck, The Fool with a good hand, The Moon at Luck 2.
//!
//! `cargo bench --bench chances`

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

use malice::tarot::attributes::Attributes;
use malice::tarot::card::Card;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::outlook::{RUNS, chances};
use malice::tarot::question::Answer;

/// A returning adventurer with these values and this opening hand (cards by code), then the
/// answers `then` (words separated by `;`, as a script has them).
fn at(attrs: [u8; 6], hand: &str, then: &str) -> Option<Delve> {
    let hand: Vec<Card> = hand
        .split_whitespace()
        .map(|code| code.parse().ok())
        .collect::<Option<_>>()?;
    let last_score = hand.len().checked_sub(usize::from(attrs[3]))? as u32;
    let setup = DelveSetup {
        start: Start::Returning {
            attributes: Attributes(attrs),
            last_score,
        },
        ..DelveSetup::new_adventurer()
    };
    let mut delve = Delve::new(setup).ok()?;
    for card in hand {
        delve.answer(Answer::Card(card)).ok()?;
    }
    for word in then.split(';').filter(|w| !w.is_empty()) {
        let answer = Answer::parse(word, &delve.question()?).ok()?;
        delve.answer(answer).ok()?;
    }
    Some(delve)
}

/// The decisions measured, by name.
fn decisions() -> Vec<(&'static str, Delve)> {
    [
        ("first action", at([4; 6], "AP 2P 3P 2W 3W 4W 2S", "")),
        (
            "The Devil, Luck 2",
            at([3, 3, 2, 1, 3, 3], "2C 3C 5P", "flip;M15"),
        ),
        (
            "Temperance, Luck 1",
            at([3, 3, 1, 3, 3, 3], "2C 3C 4C 2W 5P", "flip;M14"),
        ),
        (
            "Judgment, Luck 1",
            at([3, 3, 1, 3, 3, 3], "2C 3C 5P", "flip;M20"),
        ),
        (
            "The Fool, good hand",
            at([4; 6], "AP 2P 3P 4P 5P 6P", "flip;M0"),
        ),
        (
            "The Moon, Luck 2",
            at([3, 3, 2, 3, 3, 3], "2C 3C 5P", "flip;M18"),
        ),
    ]
    .into_iter()
    .filter_map(|(name, delve)| Some((name, delve?)))
    .collect()
}

/// The processor time this process has used so far (all its threads).
#[cfg(unix)]
fn cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill; nothing else holds it.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    (status == 0).then(|| {
        Duration::new(
            u64::try_from(now.tv_sec).unwrap_or(0),
            u32::try_from(now.tv_nsec).unwrap_or(0),
        )
    })
}

#[cfg(not(unix))]
fn cpu_time() -> Option<Duration> {
    None
}

fn every_answer(c: &mut Criterion) {
    let mut group = c.benchmark_group("processor time, every answer's chance to escape");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    let never = AtomicBool::new(false);
    let cpu = cpu_time().is_some();
    for (name, delve) in decisions() {
        group.bench_function(name, |b| {
            b.iter_custom(|times| {
                let start = cpu_time().unwrap_or_default();
                let wall = std::time::Instant::now();
                for i in 0..times {
                    std::hint::black_box(chances(&delve, RUNS, i, &never));
                }
                if cpu {
                    cpu_time().unwrap_or_default().saturating_sub(start)
                } else {
                    wall.elapsed()
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, every_answer);
criterion_main!(benches);
