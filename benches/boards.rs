//! Board games: random playouts per second and perft, per game.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use malice::boards::ai::{Ai, perft, random_playout};
use malice::boards::game::Game;
use malice::boards::martian_chess::{MartianChess, Options};
use malice::boards::pyramids::Pyramids;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playouts");
    const BATCH: u64 = 100;
    group.throughput(Throughput::Elements(BATCH));
    let start = MartianChess::new(Options::default()).expect("the start position");
    group.bench_function("martian-chess", |b| {
        let mut ai = Ai::new(1);
        let mut moves = Vec::with_capacity(64);
        b.iter(|| {
            for _ in 0..BATCH {
                let mut game = start.clone();
                black_box(random_playout(&mut game, &mut ai, &mut moves, 10_000));
            }
        })
    });
    let pyramids = Pyramids::new(Default::default()).expect("the start position");
    group.bench_function("malice", |b| {
        let mut ai = Ai::new(1);
        let mut moves = Vec::with_capacity(64);
        b.iter(|| {
            for _ in 0..BATCH {
                let mut game = pyramids.clone();
                black_box(random_playout(&mut game, &mut ai, &mut moves, 10_000));
            }
        })
    });
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
