//! The store at the size of a long-played profile: 1,000 adventurers with six delves each,
//! 6,000 delves holding well over 100,000 journal entries, built through the real code paths:
//! each adventurer created and each delve started, answered (saved after every answer) and
//! settled through `Profile`, by the cautious player with seeded dice. (So that careers last
//! six delves, each adventurer's first five seeds are ones that escape, found by playing them
//! in memory first; the sixth is any seed, and some die.) Then it times what a
//! player waits for: opening the profile, `adventurer list`, `journal search`, `export-all`
//! and `import` of that archive into a new profile (also in processor time).
//!
//! ```sh
//! cargo bench --bench store            # every step
//! cargo bench --bench store -- import  # only the steps whose name holds `import`
//! ```
//!
//! The profile is built once (a few minutes) and kept for later runs, in `/dev/shm` where it
//! exists (a memory disk: syncing every answer to a real disk would take an hour), else in the
//! system's temp folder; `MALICE_BENCH_DIR` chooses another folder. The timed steps read
//! files the operating system already holds in memory, as they are for a player who has just
//! used the profile.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use malice::career::{DelveRecord, Dice, Fate, Profile, RULES_VERSION};
use malice::journal;
use malice::store::{Home, ImportMode, ProfileName, Record, RecordId};
use malice::tarot::attributes::Attributes;
use malice::tarot::chance::SeededChance;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::Outcome;
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::Answer;
use malice::tarot::rules::RuleOptions;

const ADVENTURERS: usize = 1000;
const ENTRIES: usize = 100_000;
/// How many times each step is timed; the median is reported.
const ROUNDS: usize = 5;

/// Where the profile is kept: named after the save format and rules it was built with, so a
/// change to either builds it anew.
fn bench_dir() -> PathBuf {
    let base = std::env::var_os("MALICE_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let shm = Path::new("/dev/shm");
            if shm.is_dir() {
                shm.to_path_buf()
            } else {
                std::env::temp_dir()
            }
        });
    base.join(format!(
        "malice-store-bench-d{}-r{RULES_VERSION}",
        DelveRecord::VERSION
    ))
}

/// What was built: adventurers, delves and journal entries.
struct Built {
    adventurers: usize,
    delves: usize,
    entries: usize,
}

/// How many delves each adventurer plays: six thousand in all.
const DELVES_EACH: usize = 6;

/// Whether the delve `seed` would end in an escape, played in memory exactly as `play` plays
/// it through the profile (the creation dice first for a new adventurer, the seeded dice, the
/// cautious player).
fn escapes(setup: DelveSetup, creation: Option<Attributes>, seed: u64) -> bool {
    let Ok(mut delve) = Delve::new(setup) else {
        return false;
    };
    let mut chance = SeededChance::new(seed);
    let mut policy = PolicyKind::Cautious.build(seed);
    for value in creation.into_iter().flat_map(|a| a.0) {
        // The profile draws one die from the generator per creation die, to keep in step.
        let _ = chance.answer(&delve);
        if delve.answer(Answer::Die(value)).is_err() {
            return false;
        }
    }
    while let Some(question) = delve.question() {
        let answer = if question.is_chance() {
            // The profile stops a delve whose dice cannot answer; so does this.
            match chance.answer(&delve) {
                Some(answer) => answer,
                None => return false,
            }
        } else {
            policy.choose(&delve, &question, &delve.legal_answers())
        };
        if delve.answer(answer).is_err() {
            return false;
        }
    }
    matches!(delve.outcome(), Some(Outcome::Escaped { .. }))
}

/// Plays one whole delve through the profile: started, every answer saved, settled. Returns
/// its journal entries and whether it ended in an escape.
fn play(profile: &mut Profile, id: &RecordId, seed: u64) -> (usize, bool) {
    let mut active = profile
        .start_delve(id, RuleOptions::default(), Dice::Seeded(seed))
        .expect("a delve starts");
    let mut policy = PolicyKind::Cautious.build(seed);
    while let Some(question) = active.delve().question() {
        let legal = active.delve().legal_answers();
        let answer = policy.choose(active.delve(), &question, &legal);
        profile
            .answer(&mut active, answer)
            .expect("an answer is saved");
    }
    let entries = journal::entries(active.events(), active.delve().arcana()).len();
    let escaped = matches!(active.delve().outcome(), Some(Outcome::Escaped { .. }));
    (entries, escaped)
}

/// Every adventurer plays `DELVES_EACH` delves: the first ones from seeds that escape (found
/// by playing them in memory first, so the career goes on), the last from any seed, so some
/// die and the corpse pile grows.
fn build(root: &Path) -> Built {
    let home = Home::open(root).expect("the bench folder");
    let mut profile = Profile::open(&home, &ProfileName::default_profile()).expect("a profile");
    let mut seed = 0u64;
    let mut built = Built {
        adventurers: 0,
        delves: 0,
        entries: 0,
    };
    let mut surprises = 0;
    let mut strained = 0;
    let started = Instant::now();
    for n in 0..ADVENTURERS {
        let attributes = Attributes([6; 6]);
        let id = profile
            .create_adventurer(&format!("Adventurer {n:04}"), attributes)
            .expect("an adventurer");
        built.adventurers += 1;
        for k in 0..DELVES_EACH {
            let Some(record) = profile.adventurer(&id).filter(|a| a.fate == Fate::Alive) else {
                break;
            };
            let (start, creation) = match record.last_escape_score() {
                Some(last_score) => (
                    Start::Returning {
                        attributes: record.attributes,
                        last_score,
                    },
                    None,
                ),
                None => (Start::New, Some(record.attributes)),
            };
            let setup = DelveSetup {
                options: RuleOptions::default(),
                start,
                corpse: profile.corpse_pile().expect("the pile").codes(),
                table_mode: false,
            };
            seed += 1;
            let mut must_escape = k + 1 < DELVES_EACH;
            let mut tries = 0;
            while must_escape && !escapes(setup.clone(), creation, seed) {
                seed += 1;
                tries += 1;
                // A career this strained may have no escape left in it: let it end.
                must_escape = tries < 1000;
                strained += usize::from(!must_escape);
            }
            let (entries, escaped) = play(&mut profile, &id, seed);
            surprises += usize::from(must_escape && !escaped);
            built.delves += 1;
            built.entries += entries;
        }
        if n % 100 == 99 {
            eprintln!(
                "  built {} adventurers, {} delves, {} entries ({:.0?})",
                n + 1,
                built.delves,
                built.entries,
                started.elapsed()
            );
        }
    }
    assert_eq!(
        surprises, 0,
        "delves played in memory and in the profile differed"
    );
    if strained > 0 {
        eprintln!("  {strained} careers found no escaping seed in 1,000 and went on anyway");
    }
    assert!(built.entries >= ENTRIES, "only {} entries", built.entries);
    eprintln!("  built in {:.1?}", started.elapsed());
    built
}

/// The median of `ROUNDS` timings of `step`.
fn time(step: &mut dyn FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            step();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[ROUNDS / 2]
}

fn main() {
    let dir = bench_dir();
    let root = dir.join("home");
    let marker = dir.join("built.txt");
    let built = match std::fs::read_to_string(&marker) {
        Ok(text) => {
            let numbers: Vec<usize> = text
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect();
            Built {
                adventurers: numbers[0],
                delves: numbers[1],
                entries: numbers[2],
            }
        }
        Err(_) => {
            eprintln!("building the profile in {} ...", root.display());
            let _ = std::fs::remove_dir_all(&dir);
            let built = build(&root);
            let text = format!(
                "{} adventurers, {} delves, {} entries\n",
                built.adventurers, built.delves, built.entries
            );
            std::fs::write(&marker, text).expect("the marker");
            built
        }
    };
    let home = Home::open(&root).expect("the bench folder");
    let name = ProfileName::default_profile();
    // `cargo bench` passes `--bench`; a word of ours chooses the steps.
    let filter = std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with("--"))
        .unwrap_or_default();
    let wanted = |step: &str| step.contains(filter.as_str());
    let open = || Profile::open(&home, &name).expect("the profile opens");
    println!(
        "store: a profile of {} adventurers, {} delves, {} journal entries ({})",
        built.adventurers,
        built.delves,
        built.entries,
        root.display()
    );

    if wanted("open") {
        let opening = time(&mut || {
            black_box(open());
        });
        println!("store/open                   {opening:>10.1?}");
    }

    if wanted("adventurer list") {
        let listing = time(&mut || {
            let profile = open();
            let lines: Vec<String> = profile
                .adventurers()
                .map(|(_, a)| {
                    format!(
                        "{} {} {} {}",
                        a.name,
                        a.fate.word(),
                        a.attributes,
                        a.runs.len()
                    )
                })
                .collect();
            assert_eq!(lines.len(), built.adventurers);
            black_box(lines);
        });
        println!("store/adventurer list        {listing:>10.1?}");
    }

    if wanted("journal search") {
        let mut hits = 0;
        let searching = time(&mut || {
            let mut profile = open();
            hits = profile.search("the tower").expect("search").len();
        });
        println!("store/journal search         {searching:>10.1?}  ({hits} hits)");
    }

    // The import reads the archive the export writes (made once if only the import is timed).
    let out = dir.join("export.zip");
    if wanted("export-all") || !out.exists() {
        let mut files = 0;
        let exporting = time(&mut || {
            let mut profile = open();
            files = profile.export_all(&out).expect("export").exported.files;
        });
        let size = std::fs::metadata(&out).map_or(0, |m| m.len());
        let profile_size = folder_size(&root);
        println!(
            "store/export-all             {exporting:>10.1?}  ({files} files, {:.1} MB archive \
             of a {:.1} MB profile)",
            size as f64 / 1e6,
            profile_size as f64 / 1e6
        );
    }
    if wanted("import") {
        import(&home, &root, &out);
    }
}

/// `malice import` of the archive `out` into a new profile: the median of `ROUNDS`, as wall
/// time and as the processor time of this process (user and system), which other work on the
/// machine does not stretch.
fn import(home: &Home, root: &Path, out: &Path) {
    let name = ProfileName::new("imported").expect("a profile name");
    let mut walls = Vec::new();
    let mut cpus = Vec::new();
    let mut files = 0;
    for _ in 0..ROUNDS {
        let _ = std::fs::remove_dir_all(root.join("profiles/imported"));
        home.create_profile(&name).expect("a new profile");
        let store = home.open_profile(&name).expect("the new profile opens");
        let (wall, cpu) = (Instant::now(), cpu_time());
        files = store.import(out, ImportMode::IntoEmpty).expect("import");
        cpus.push(cpu_time() - cpu);
        walls.push(wall.elapsed());
    }
    let _ = std::fs::remove_dir_all(root.join("profiles/imported"));
    walls.sort();
    cpus.sort();
    println!(
        "store/import                 {:>10.1?}  ({files} files; processor time {:.1?})",
        walls[ROUNDS / 2],
        cpus[ROUNDS / 2]
    );
}

/// The processor time this process has used so far (user and system).
#[cfg(unix)]
fn cpu_time() -> Duration {
    // SAFETY: getrusage only fills in the zeroed struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// The processor time cannot be read here: nothing is counted.
#[cfg(not(unix))]
fn cpu_time() -> Duration {
    Duration::ZERO
}

/// The bytes of every file under `dir`.
fn folder_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| match entry.file_type() {
            Ok(kind) if kind.is_dir() => folder_size(&entry.path()),
            _ => entry.metadata().map_or(0, |m| m.len()),
        })
        .sum()
}
