//! `malice sim`: many simulated delves of freshly rolled adventurers, and their statistics.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;

use malice::tarot::delve::DelveSetup;
use malice::tarot::policy::PolicyKind;
use malice::tarot::sim::{Killer, Scratch, SimStats, run_delve};

use super::options::RuleArgs;

/// Arguments of `malice sim`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// How many delves to play.
    #[arg(long, default_value_t = 10_000)]
    delves: u64,
    /// The first seed; delve i is played with seed + i (replay one with `malice delve --seed`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The automatic player: cautious, greedy or random.
    #[arg(long, default_value = "cautious")]
    policy: PolicyKind,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON object instead of a report.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    rules: RuleArgs,
}

/// Runs `malice sim`.
pub fn run(args: SimArgs) -> Result<(), Box<dyn std::error::Error>> {
    let options = args.rules.options()?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 256);
    let show_progress = !args.json && std::io::stderr().is_terminal() && args.delves >= 20_000;
    let bar = if show_progress {
        let bar = ProgressBar::new(args.delves);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} delves  {per_sec}  eta {eta}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Some(bar)
    } else {
        None
    };
    let next = AtomicU64::new(0);
    let started = Instant::now();
    const CHUNK: u64 = 1024;
    let results: Vec<Result<SimStats, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let next = &next;
                let bar = bar.as_ref();
                scope.spawn(move || {
                    let mut stats = SimStats::default();
                    let mut scratch = Scratch::default();
                    loop {
                        let start = next.fetch_add(CHUNK, Ordering::Relaxed);
                        if start >= args.delves {
                            return Ok(stats);
                        }
                        let end = (start + CHUNK).min(args.delves);
                        for i in start..end {
                            let setup = DelveSetup {
                                options,
                                ..DelveSetup::new_adventurer()
                            };
                            let run = run_delve(
                                args.seed.wrapping_add(i),
                                setup,
                                args.policy,
                                &mut scratch,
                            )
                            .map_err(|e| {
                                format!("delve with seed {}: {e}", args.seed.wrapping_add(i))
                            })?;
                            stats.add(&run);
                        }
                        if let Some(bar) = bar {
                            bar.inc(end - start);
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("a worker thread failed".to_string()))
            })
            .collect()
    });
    let elapsed = started.elapsed();
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let mut stats = SimStats::default();
    for result in results {
        stats.merge(&result?);
    }
    let per_second = stats.delves as f64 / elapsed.as_secs_f64().max(1e-9);
    let rate = |n: u64| n as f64 / stats.delves.max(1) as f64;
    let killers: Vec<(String, u64)> = stats
        .top_killers(5)
        .into_iter()
        .map(|(killer, n)| {
            let name = match killer {
                Killer::Card(card) => format!("{} ({card})", card.name()),
                Killer::WandsAction => "a Wands action".to_string(),
                Killer::LostInTheDark => "lost in the dark".to_string(),
            };
            (name, n)
        })
        .collect();
    if args.json {
        let value = json!({
            "delves": stats.delves,
            "escaped": stats.escaped,
            "died": stats.died,
            "unfinished": stats.unfinished,
            "survival_rate": rate(stats.escaped + stats.unfinished),
            "escape_rate": rate(stats.escaped),
            "mean_score": stats.mean_score(),
            "max_score": stats.max_score,
            "mean_turns": stats.total_turns as f64 / stats.delves.max(1) as f64,
            "top_killers": killers.iter().map(|(name, n)| json!({"cause": name, "deaths": n})).collect::<Vec<_>>(),
            "policy": args.policy.name(),
            "seed": args.seed,
            "threads": threads,
            "options": options,
            "elapsed_ms": elapsed.as_secs_f64() * 1000.0,
            "delves_per_second": per_second,
        });
        println!("{value}");
        return Ok(());
    }
    println!(
        "{} delves, policy {}, seeds {}..",
        stats.delves, args.policy, args.seed
    );
    println!(
        "  survival rate  {:6.2}%  (alive at the end)",
        100.0 * rate(stats.escaped + stats.unfinished)
    );
    println!(
        "  escape rate    {:6.2}%  ({} escaped, {} died)",
        100.0 * rate(stats.escaped),
        stats.escaped,
        stats.died
    );
    if stats.unfinished > 0 {
        println!("  unfinished     {}", stats.unfinished);
    }
    println!(
        "  score          mean {:.2} per escape, best {}",
        stats.mean_score(),
        stats.max_score
    );
    println!(
        "  turns          mean {:.1}",
        stats.total_turns as f64 / stats.delves.max(1) as f64
    );
    println!("  deadliest:");
    for (name, n) in &killers {
        println!("    {n:>8}  {name}");
    }
    println!(
        "  {:.3} s on {threads} thread(s): {:.0} delves per second",
        elapsed.as_secs_f64(),
        per_second
    );
    Ok(())
}
