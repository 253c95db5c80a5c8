//! Board games: random playouts per second and perft, per game.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

use malice::boards::ai::{perft, random_playout};
use malice::boards::dice::Dice;
use malice::boards::game::Game;
use malice::boards::malaka::Malaka;
use malice::boards::malawi::Malawi;
use malice::boards::martian_chess::{MartianChess, Options};
use malice::boards::pyramids::Pyramids;

/// Benchmarks batches of random playouts from `start`.
fn bench_playouts<G: Game>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    start: &G,
    batch: u64,
) {
    group.bench_function(name, |b| {
        let mut dice = Dice::new(1);
        let mut moves = Vec::with_capacity(64);
        b.iter(|| {
            for _ in 0..batch {
                let mut game = start.clone();
                black_box(random_playout(&mut game, &mut dice, &mut moves, 10_000));
            }
        })
    });
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playouts");
    const BATCH: u64 = 100;
    group.throughput(Throughput::Elements(BATCH));
    let start = MartianChess::new(Options::default()).expect("the start position");
    bench_playouts(&mut group, "martian-chess", &start, BATCH);
    let four = Options {
        players: 4,
        ..Options::default()
    };
    let start = MartianChess::new(four).expect("the four-player start position");
    bench_playouts(&mut group, "martian-chess-4", &start, BATCH);
    let pyramids = Pyramids::new(Default::default()).expect("the start position");
    bench_playouts(&mut group, "malice", &pyramids, BATCH);
    // Malawi's and Malaka's games are longer and their turns richer: smaller batches, and for
    // Malaka fewer samples, keep each benchmark to a few seconds.
    const MALAWI_BATCH: u64 = 20;
    group.throughput(Throughput::Elements(MALAWI_BATCH));
    let malawi = Malawi::new(Default::default()).expect("the start position");
    bench_playouts(&mut group, "malawi", &malawi, MALAWI_BATCH);
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    let malaka = Malaka::new(Default::default()).expect("the start position");
    bench_playouts(&mut group, "malaka", &malaka, 1);
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let start = MartianChess::new(Options::default()).expect("the start position");
    c.bench_function("perft martian-chess depth 4", |b| {
        b.iter(|| {
            let mut game = start.clone();
            black_box(perft(&mut game, 4))
        })
    });
}

criterion_group!(benches, playouts, perft_bench);
criterion_main!(benches);
