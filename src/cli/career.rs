//! `malice adventurer|corpse|fame|journal|export-all|import`: the career kept in the store.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use malice::career::{ExportedAll, Profile, RunEnd, local_time};
use malice::journal;
use malice::store::out::STDOUT;
use malice::store::{ImportMode, RecordId};
use malice::tarot::attributes::{Attr, Attributes};

use super::play::clock_seed;
use super::profile::{open, open_to_read, report};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// `malice adventurer ...`
#[derive(Debug, Args)]
pub struct AdventurerArgs {
    #[command(subcommand)]
    command: AdventurerCommand,
}

#[derive(Debug, Subcommand)]
enum AdventurerCommand {
    /// Create an adventurer: six dice in order Might, Agility, Luck, Intelligence, Charm, Evocation.
    New {
        /// Their name.
        #[arg(long)]
        name: String,
        /// Seed of the six dice (default: from the clock).
        #[arg(long, conflicts_with = "roll")]
        seed: Option<u64>,
        /// The six dice you rolled at the table, e.g. 3,4,5,2,6,1.
        #[arg(long, value_name = "M,A,L,I,C,E")]
        roll: Option<String>,
    },
    /// List the roster.
    List,
    /// Show one adventurer's attributes and career.
    Show {
        /// Their name.
        name: String,
    },
    /// Retire a living adventurer (they stay in the hall of fame).
    Retire {
        /// Their name.
        name: String,
    },
}

/// Runs `malice adventurer`.
pub fn adventurer(args: AdventurerArgs, profile: Option<&str>) -> CliResult {
    let mut profile = match args.command {
        AdventurerCommand::New { .. } => open(profile, true)?,
        AdventurerCommand::Retire { .. } => open(profile, false)?,
        AdventurerCommand::List | AdventurerCommand::Show { .. } => open_to_read(profile)?,
    };
    let result = match args.command {
        AdventurerCommand::New { name, seed, roll } => {
            let attributes = match roll {
                Some(text) => text.parse::<Attributes>()?,
                None => {
                    let mut rng = ChaCha8Rng::seed_from_u64(seed.unwrap_or_else(clock_seed));
                    Attributes(std::array::from_fn(|_| rng.random_range(1..=6)))
                }
            };
            let id = profile.create_adventurer(&name, attributes)?;
            println!("{name} is ready to delve ({id}).");
            println!("  {}", attributes_line(attributes));
            Ok(())
        }
        AdventurerCommand::List => {
            let mut any = false;
            for (_, a) in profile.adventurers() {
                any = true;
                let progress = if a.delve_in_progress.is_some() {
                    "  (delve in progress)"
                } else {
                    ""
                };
                println!(
                    "{:<24} {:<8} {}  runs {}{progress}",
                    a.name,
                    a.fate.word(),
                    attributes_line(a.attributes),
                    a.runs.len()
                );
            }
            if !any {
                println!("No adventurers yet: `malice adventurer new --name NAME`.");
            }
            Ok(())
        }
        AdventurerCommand::Show { name } => {
            let id = profile.find(&name)?;
            show(&mut profile, &id)
        }
        AdventurerCommand::Retire { name } => {
            let id = profile.find(&name)?;
            profile.retire(&id)?;
            println!("{name} retires from the dungeon.");
            Ok(())
        }
    };
    report(&mut profile);
    result
}

fn show(profile: &mut Profile, id: &RecordId) -> CliResult {
    let Some(a) = profile.adventurer(id).cloned() else {
        return Err(format!("no adventurer {id}").into());
    };
    println!(
        "{} ({}), created {}",
        a.name,
        a.fate.word(),
        local_time(a.created)
    );
    println!("  {}", attributes_line(a.attributes));
    if let Some(delve) = &a.delve_in_progress {
        println!(
            "  Delve in progress: {delve} (continue with `malice delve --adventurer \"{}\"`)",
            a.name
        );
    }
    if a.runs.is_empty() {
        println!("  No finished delves yet.");
    }
    for (i, run) in a.runs.iter().enumerate() {
        let end = match run.end {
            RunEnd::Escaped => format!("escaped with {}", run.score),
            RunEnd::Died => run.death.clone().unwrap_or_else(|| "died".into()),
        };
        let seed = run
            .seed
            .map_or("table".to_string(), |s| format!("seed {s}"));
        let assisted = if run.assisted { ", assisted" } else { "" };
        println!(
            "  {}. {}  {end}  ({} turns, {} cards seen, {seed}{assisted})  [{}]",
            i + 1,
            local_time(run.started),
            run.turns,
            run.cards_seen.len(),
            run.delve
        );
    }
    Ok(())
}

fn attributes_line(attributes: Attributes) -> String {
    Attr::ALL
        .iter()
        .map(|a| format!("{} {}", &a.name()[..3], attributes.get(*a)))
        .collect::<Vec<_>>()
        .join("  ")
}

/// Runs `malice corpse show`.
pub fn corpse(profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let pile = profile.corpse_pile()?;
    if pile.cards.is_empty() {
        println!("No corpse pile lies in the dungeon.");
    } else {
        println!("The corpse pile ({} cards, top last):", pile.cards.len());
        for c in &pile.cards {
            let killer = c
                .killed_by
                .map_or(String::new(), |k| format!(", killed by {}", k.name()));
            println!(
                "  {:<4} {:<22} from {}'s hand (delve {}{killer}), {}",
                c.card.code(),
                c.card.name(),
                c.adventurer,
                c.delve,
                local_time(c.laid)
            );
        }
    }
    report(&mut profile);
    Ok(())
}

/// Runs `malice fame`.
pub fn fame(profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let rows = profile.fame();
    if rows.is_empty() {
        println!("The hall of fame is empty: no delve has ended yet.");
    } else {
        println!(
            "{:<3} {:<24} {:<8} {:>5} {:>5} {:>8} {:>6} {:>5}",
            "#", "Adventurer", "Fate", "Loot", "Runs", "Cleared", "Deaths", "Best"
        );
        for (i, row) in rows.iter().enumerate() {
            let assisted = if row.assisted { "  (assisted)" } else { "" };
            println!(
                "{:<3} {:<24} {:<8} {:>5} {:>5} {:>8} {:>6} {:>5}{assisted}",
                i + 1,
                row.name,
                row.fate.word(),
                row.total_loot,
                row.runs,
                row.escapes,
                row.deaths,
                row.best_score
            );
        }
    }
    let board = super::matches::print_board_fame(&mut profile);
    report(&mut profile);
    board
}

/// `malice journal ...`
#[derive(Debug, Args)]
pub struct JournalArgs {
    #[command(subcommand)]
    command: JournalCommand,
}

/// An export format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Markdown.
    Md,
    /// One standalone HTML page.
    Html,
}

#[derive(Debug, Subcommand)]
enum JournalCommand {
    /// Export an adventurer's journal (their whole career, or one delve).
    Export {
        /// The adventurer.
        #[arg(long)]
        adventurer: String,
        /// Markdown or HTML.
        #[arg(long, value_enum, default_value = "md")]
        format: Format,
        /// Only this delve (its id, as `adventurer show` lists).
        #[arg(long)]
        delve: Option<String>,
        /// Write here instead of printing (a file, a device or a pipe; `-` prints).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Leave the mechanics out: the cards, prompts and your notes only.
        #[arg(long)]
        hide_mechanics: bool,
        /// Show every entry's prompt (else only those you wrote under).
        #[arg(long)]
        show_prompts: bool,
    },
    /// Search every journal entry and note of the profile.
    Search {
        /// The words to look for (case does not matter).
        query: String,
    },
    /// Write, edit or list your notes.
    Note {
        #[command(subcommand)]
        command: NoteCommand,
    },
}

#[derive(Debug, Subcommand)]
enum NoteCommand {
    /// Write a note about an adventurer, a delve or one journal entry (or about nothing).
    Add {
        /// The adventurer it is about.
        #[arg(long)]
        adventurer: Option<String>,
        /// The delve it is about (its id).
        #[arg(long)]
        delve: Option<String>,
        /// The journal entry it is attached to (its number in the delve's journal, from 0).
        #[arg(long, requires = "delve")]
        entry: Option<usize>,
        /// Your words.
        text: String,
    },
    /// Replace a note's words (the old words stay in its backups).
    Edit {
        /// The note's id.
        id: String,
        /// The new words.
        text: String,
    },
    /// List the notes.
    List,
}

/// Runs `malice journal`.
pub fn journal_command(args: JournalArgs, profile: Option<&str>) -> CliResult {
    let mut profile = match args.command {
        JournalCommand::Note {
            command: NoteCommand::Add { .. } | NoteCommand::Edit { .. },
        } => open(profile, false)?,
        _ => open_to_read(profile)?,
    };
    let result = match args.command {
        JournalCommand::Export {
            adventurer,
            format,
            delve,
            out,
            hide_mechanics,
            show_prompts,
        } => {
            let id = profile.find(&adventurer)?;
            let delve = delve.map(RecordId::new).transpose()?;
            let doc = profile.journal_doc(&id, delve.as_ref())?;
            let options = journal::ExportOptions {
                hide_mechanics,
                show_prompts,
            };
            let text = match format {
                Format::Md => journal::markdown_with(&doc, options),
                Format::Html => journal::html_with(&doc, options),
            };
            match out {
                Some(path) => {
                    profile.store().write_out(&path, text.as_bytes())?;
                    if path != Path::new(STDOUT) {
                        println!("Wrote {}.", path.display());
                    }
                }
                None => print!("{text}"),
            }
            Ok(())
        }
        JournalCommand::Search { query } => {
            let hits = profile.search(&query)?;
            if hits.is_empty() {
                println!("Nothing found for \"{query}\".");
            }
            for hit in hits {
                let place = match (&hit.delve, hit.entry) {
                    (Some(d), Some(e)) => format!("{d} #{e}"),
                    (Some(d), None) => d.clone(),
                    _ => String::new(),
                };
                // A note over several lines shows, on its one line, the line with the words.
                let text = match hit.note {
                    Some(_) => journal::preview::one_line(&hit.text, Some(&query)),
                    None => hit.text,
                };
                println!("{} [{place}] {}: {text}", hit.adventurer, hit.title);
            }
            Ok(())
        }
        JournalCommand::Note { command } => match command {
            NoteCommand::Add {
                adventurer,
                delve,
                entry,
                text,
            } => {
                let adventurer = adventurer.map(|a| profile.find(&a)).transpose()?;
                let delve = delve.map(RecordId::new).transpose()?;
                let id = profile.add_note(adventurer.as_ref(), delve.as_ref(), entry, &text)?;
                println!("Note {id} saved.");
                Ok(())
            }
            NoteCommand::Edit { id, text } => {
                profile.edit_note(&RecordId::new(id.as_str())?, &text)?;
                println!("Note {id} saved.");
                Ok(())
            }
            NoteCommand::List => {
                for (id, note) in profile.notes()? {
                    let about = match (&note.delve, note.entry) {
                        (Some(d), Some(e)) => format!("{d} #{e}"),
                        (Some(d), None) => d.clone(),
                        _ => note.adventurer.clone().unwrap_or_default(),
                    };
                    println!(
                        "{id} [{about}] {}: {}",
                        local_time(note.created),
                        journal::preview::one_line(&note.text, None)
                    );
                }
                Ok(())
            }
        },
    };
    report(&mut profile);
    result
}

/// `malice export-all`
#[derive(Debug, Args)]
pub struct ExportAllArgs {
    /// The archive to write (a .zip file; `-` for the standard output).
    #[arg(long)]
    out: PathBuf,
}

/// Runs `malice export-all`: every file of the profile plus each adventurer's journal as
/// Markdown, in one zip archive. It only looks, so it works beside the app (a backup while
/// playing).
pub fn export_all(args: ExportAllArgs, profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let written = profile.export_all(&args.out);
    // What was set aside on the way is said even when the export failed.
    report(&mut profile);
    let ExportedAll { exported, journals } = written?;
    // Said on the standard error when the archive itself went to the standard output.
    let said = format!(
        "Wrote {} ({} files, {journals} journals).",
        args.out.display(),
        exported.files,
    );
    if args.out == Path::new(STDOUT) {
        eprintln!("{said}");
    } else {
        println!("{said}");
    }
    for skipped in exported.skipped {
        eprintln!(
            "malice: warning: {} was left out (its name cannot be imported)",
            skipped.display()
        );
    }
    Ok(())
}

/// `malice import`
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The archive written by `malice export-all`.
    archive: PathBuf,
    /// Write over a profile that already has saves (changed files are backed up first).
    #[arg(long)]
    replace: bool,
}

/// Runs `malice import`.
pub fn import(args: ImportArgs, profile: Option<&str>) -> CliResult {
    let profile = open(profile, true)?;
    let mode = if args.replace {
        ImportMode::Replace
    } else {
        ImportMode::IntoEmpty
    };
    let files = profile.store().import(&args.archive, mode)?;
    println!("Imported {files} files from {}.", args.archive.display());
    Ok(())
}
