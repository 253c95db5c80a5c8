//! Whole simulated delves per second (seeded chance, automatic players), and exact odds.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::check::CheckKind;
use malice::tarot::delve::DelveSetup;
use malice::tarot::policy::PolicyKind;
use malice::tarot::sim::{Scratch, run_delve};
use malice::tarot::stakes::Stakes;

fn delves(c: &mut Criterion) {
    let mut group = c.benchmark_group("delves");
    const BATCH: u64 = 1_000;
    group.throughput(Throughput::Elements(BATCH));
    for policy in PolicyKind::ALL {
        group.bench_function(policy.name(), |b| {
            let mut scratch = Scratch::default();
            let mut seed = 0u64;
            b.iter(|| {
                for _ in 0..BATCH {
                    seed += 1;
                    let run = run_delve(seed, DelveSetup::new_adventurer(), policy, &mut scratch);
                    black_box(run.ok());
                }
            })
        });
    }
    group.finish();
}

fn check_odds(c: &mut Criterion) {
    c.bench_function("odds of one check", |b| {
        // Might 3 with one boost against difficulty 2 (target 2), Luck 6.
        let stakes = Stakes::plain(
            CheckKind::Check,
            Attr::Might,
            2,
            Attributes([3, 3, 6, 3, 3, 3]),
        );
        b.iter(|| black_box(stakes).odds())
    });
}

criterion_group!(benches, delves, check_odds);
criterion_main!(benches);
