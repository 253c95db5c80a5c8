//! `malice delve`: one delve in the terminal, played by a person, a script or a policy; with
//! `--adventurer`, the delve of an adventurer of the roster, saved after every answer.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;

use malice::career::{DealPlay, Dice};
use malice::journal;
use malice::tarot::attributes::Attributes;
use malice::tarot::chance::SeededChance;
use malice::tarot::deal::DealCode;
use malice::tarot::delve::{Delve, DelveSetup, Start};
use malice::tarot::event::Event;
use malice::tarot::policy::PolicyKind;
use malice::tarot::question::{Answer, Question};

use super::advice::check_lines;
use super::daily::{code_lines, today};
use super::options::RuleArgs;
use super::play::{
    ChanceArgs, Source, Stop, clock_seed, final_json, leftover_warning, player_answer,
    script_source, status,
};
use super::profile::{open, report};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Arguments of `malice delve`.
#[derive(Debug, Args)]
pub struct DelveArgs {
    /// Seed of the dice and the deck (default: from the clock; printed so it can be replayed).
    #[arg(long)]
    pub(super) seed: Option<u64>,
    /// Play with a physical deck and dice: you enter each card flipped and each die rolled.
    #[arg(long)]
    pub(super) table: bool,
    /// Answer the questions from a file, one answer per line (see docs/script.md).
    #[arg(long, value_name = "FILE")]
    pub(super) script: Option<PathBuf>,
    /// Let an automatic player (cautious, greedy, random) answer the player's questions.
    #[arg(long)]
    pub(super) policy: Option<PolicyKind>,
    /// Print each question and the answer taken.
    #[arg(long)]
    pub(super) trace: bool,
    /// Print the final state as one JSON object.
    #[arg(long)]
    pub(super) json: bool,
    /// Each answer's chance to escape, as the app shows it: runs of the careful automatic
    /// player per answer (0: none).
    #[arg(long, value_name = "RUNS", default_value_t = malice::tarot::outlook::RUNS)]
    pub(super) chances: u32,
    /// Play a returning adventurer with these attributes (Might,Agility,Luck,Int,Charm,Evocation).
    #[arg(long, value_name = "M,A,L,I,C,E")]
    returning: Option<String>,
    /// The returning adventurer's last score (opening hand = score + Intelligence).
    #[arg(long, default_value_t = 0, requires = "returning")]
    last_score: u32,
    /// Play (or continue) the delve of this adventurer from the roster; saved after every answer.
    /// With --deal, a new adventurer of this name plays the deal.
    #[arg(long, value_name = "NAME", conflicts_with_all = ["returning", "last_score"])]
    pub(super) adventurer: Option<String>,
    /// Play the deal of this code (printed at the end of every delve, and by `malice daily`):
    /// its seed, adventurer and rules. Two players of one code meet the same cards.
    #[arg(long, value_name = "CODE", conflicts_with_all = ["seed", "table", "returning", "last_score", "rules"])]
    pub(super) deal: Option<DealCode>,
    /// Play today's delve (the local calendar's day) as a fresh adventurer of the day, saved in
    /// the profile: the first try of a day is on record, later ones are practice.
    #[arg(long, conflicts_with_all = ["seed", "table", "returning", "last_score", "rules", "deal", "adventurer"])]
    pub(super) daily: bool,
    #[command(flatten)]
    pub(super) rules: RuleArgs,
}

/// Runs `malice delve`.
pub fn run(args: DelveArgs, profile: Option<&str>) -> Result<(), Box<dyn std::error::Error>> {
    if args.adventurer.is_some() || args.daily {
        return run_adventurer(&args, profile);
    }
    let (setup, seed) = match &args.deal {
        Some(code) => {
            if code.deal.rules_version != malice::career::RULES_VERSION {
                return Err(malice::career::CareerError::DealRules {
                    found: code.deal.rules_version,
                    known: malice::career::RULES_VERSION,
                }
                .into());
            }
            (code.deal.setup(), code.deal.seed)
        }
        None => {
            let start = match &args.returning {
                None => Start::New,
                Some(text) => Start::Returning {
                    attributes: text.parse::<Attributes>()?,
                    last_score: args.last_score,
                },
            };
            let setup = DelveSetup {
                options: args.rules.options()?,
                start,
                corpse: Vec::new(),
                table_mode: args.table,
            };
            (setup, args.seed.unwrap_or_else(clock_seed))
        }
    };
    // A deal's new adventurer has its creation dice.
    let deal_dice = args.deal.as_ref().map(|code| code.deal.attributes);
    let mut source = match &args.script {
        Some(path) => script_source(path)?,
        None => Source::Person,
    };
    let interactive = matches!(source, Source::Person) && args.policy.is_none();
    // With --json, stdout carries only the JSON; the trace goes to stderr.
    let mut out: Box<dyn Write> = if args.json {
        Box::new(io::stderr())
    } else {
        Box::new(io::stdout())
    };
    let mut delve = Delve::new(setup)?;
    let mut chance = SeededChance::new(seed);
    let mut policy = args.policy.map(|kind| kind.build(seed));
    let mut all_events: Vec<Event> = Vec::new();
    if !args.json {
        let mode = if args.table {
            "table mode: your deck and dice"
        } else {
            "seeded"
        };
        writeln!(out, "A new delve (seed {seed}, {mode}).")?;
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut stopped = None;
    while let Some(question) = delve.question() {
        let from_person = args.table || !question.is_chance();
        let answer = if let Some(answer) = delve.automatic_answer() {
            // Nobody needs to be asked (the High Priestess's pick at the table).
            answer
        } else if let (Some(dice), Question::CreationDie { attr }) = (deal_dice, question) {
            // The deal's die: the generator steps past it, as when it is rolled.
            chance.answer(&delve);
            Answer::Die(dice.get(attr))
        } else if !from_person {
            if interactive {
                for line in check_lines(&delve) {
                    writeln!(out, "{line}")?;
                }
            }
            chance
                .answer(&delve)
                .ok_or("the seeded generator could not answer")?
        } else {
            match player_answer(
                &delve,
                &question,
                &mut source,
                &mut policy,
                &mut input,
                &mut out,
                ChanceArgs {
                    runs: args.chances,
                    seed: (!args.table).then_some(seed),
                },
            )? {
                Ok(answer) => answer,
                Err(stop) => {
                    stopped = Some(stop);
                    break;
                }
            }
        };
        if args.trace {
            writeln!(out, "[{}] {question} -> {answer}", question.kind())?;
        }
        let events = delve.answer(answer)?;
        if interactive || args.trace || (!args.json && policy.is_some()) {
            for line in journal::describe_all(&events) {
                writeln!(out, "  {line}")?;
            }
        }
        all_events.extend(events);
    }
    if let Some(warning) = leftover_warning(&source) {
        eprintln!("malice: warning: {warning}");
    }
    if args.json {
        println!("{}", final_json(&delve, seed, args.table, &all_events));
    } else if let Some(stop) = stopped {
        let how = match stop {
            Stop::Quit => "You stop here",
            Stop::InputEnded => "The input ended",
        };
        let again = if args.table || args.deal.is_some() {
            String::new()
        } else {
            format!("; `malice delve --seed {seed}` starts it again")
        };
        writeln!(
            out,
            "{how}, after {} answers. This delve is not saved (only an adventurer's delve is: \
             `malice delve --adventurer NAME`){again}.",
            delve.answers().len()
        )?;
        for line in code_lines(&delve, seed) {
            writeln!(out, "{line}")?;
        }
    } else {
        writeln!(
            out,
            "The delve is over: {}.",
            journal::outcome(delve.outcome())
        )?;
        if let Some(told) = journal::ending::ending(&all_events) {
            writeln!(out, "  {}", told.sentence())?;
        }
        writeln!(out, "{}", status(&delve))?;
        if !args.table {
            for line in code_lines(&delve, seed) {
                writeln!(out, "{line}")?;
            }
        }
    }
    Ok(())
}

/// Runs `malice delve --adventurer NAME` (continues their delve in progress, or starts one),
/// `--adventurer NAME --deal CODE` (a new adventurer plays the deal) and `--daily`.
fn run_adventurer(args: &DelveArgs, profile: Option<&str>) -> CliResult {
    let mut profile = open(profile, false)?;
    let mut active = if args.daily {
        let active = profile.start_daily(today(false))?;
        if !args.json {
            let practice = active
                .record()
                .deal
                .as_ref()
                .and_then(|d| d.daily)
                .is_some_and(|d| d.practice);
            println!(
                "{} goes into today's delve (delve {}){}.",
                active.record().name,
                active.id(),
                if practice {
                    ": practice, today's try on record is already played"
                } else {
                    ", the try on record"
                }
            );
        }
        active
    } else if let Some(code) = &args.deal {
        let play = DealPlay {
            daily: None,
            race: code.choices.is_some().then(|| code.text()),
        };
        let active = profile.start_deal(args.adventurer.as_deref(), &code.deal, play)?;
        if !args.json {
            println!(
                "{} goes into the deal's dungeon (delve {}), apart from the corpse pile.",
                active.record().name,
                active.id()
            );
        }
        active
    } else {
        let name = args.adventurer.as_deref().unwrap_or_default();
        let id = profile.find(name)?;
        let in_progress = profile
            .adventurer(&id)
            .is_some_and(|a| a.delve_in_progress.is_some());
        if in_progress {
            let active = profile.resume_delve(&id)?;
            if !args.json {
                println!(
                    "Continuing {name}'s delve {} where it was left ({} answers so far).",
                    active.id(),
                    active.delve().answers().len()
                );
            }
            active
        } else {
            let options = args.rules.options()?;
            let dice = if args.table {
                Dice::Table
            } else {
                Dice::Seeded(args.seed.unwrap_or_else(clock_seed))
            };
            let active = profile.start_delve(&id, options, dice)?;
            if !args.json {
                let mode = match dice {
                    Dice::Seeded(seed) => format!("seed {seed}"),
                    Dice::Table => "table mode: your deck and dice".into(),
                };
                println!(
                    "{name} goes into the dungeon (delve {}, {mode}).",
                    active.id()
                );
            }
            active
        }
    };
    let name = active.record().name.clone();
    let mut source = match &args.script {
        Some(path) => script_source(path)?,
        None => Source::Person,
    };
    let mut policy = args.policy.map(|kind| kind.build(args.seed.unwrap_or(0)));
    let interactive = matches!(source, Source::Person) && args.policy.is_none();
    let mut out: Box<dyn Write> = if args.json {
        Box::new(io::stderr())
    } else {
        Box::new(io::stdout())
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut stopped = None;
    while let Some(question) = active.delve().question() {
        let answer = match player_answer(
            active.delve(),
            &question,
            &mut source,
            &mut policy,
            &mut input,
            &mut out,
            ChanceArgs {
                runs: args.chances,
                seed: active.record().seed,
            },
        )? {
            Ok(answer) => answer,
            Err(stop) => {
                stopped = Some(stop);
                break;
            }
        };
        if args.trace {
            writeln!(out, "[{}] {question} -> {answer}", question.kind())?;
        }
        // The odds of a check the seeded dice are about to roll, shown before its die.
        let mut shown = Vec::new();
        let mut watch = |delve: &Delve| {
            if interactive {
                shown.extend(check_lines(delve));
            }
        };
        let events = profile.answer_watching(&mut active, answer, &mut watch)?;
        if interactive || args.trace || (!args.json && policy.is_some()) {
            print_with_odds(&mut out, &events, &shown)?;
        }
    }
    if let Some(warning) = leftover_warning(&source) {
        eprintln!("malice: warning: {warning}");
    }
    if args.json {
        println!(
            "{}",
            final_json(
                active.delve(),
                active.record().seed.unwrap_or(0),
                active.record().seed.is_none(),
                active.events()
            )
        );
    } else if let Some(stop) = stopped {
        let how = match stop {
            Stop::Quit => "You stop here",
            Stop::InputEnded => "The input ended",
        };
        writeln!(
            out,
            "{how}. The delve is saved: continue it with `malice delve --adventurer \"{name}\"`."
        )?;
    } else if active.delve().outcome().is_some() {
        writeln!(
            out,
            "The delve is over: {}.",
            journal::outcome(active.delve().outcome())
        )?;
        if let Some(told) = journal::ending::ending(active.events()) {
            writeln!(out, "  {}", told.sentence())?;
        }
        writeln!(out, "{}", status(active.delve()))?;
        if let Some(seed) = active.record().seed {
            for line in code_lines(active.delve(), seed) {
                writeln!(out, "{line}")?;
            }
        }
    }
    report(&mut profile);
    Ok(())
}

/// Prints the events of one answer, with the odds of each check rolled on the way placed just
/// before that check's first die.
fn print_with_odds(out: &mut dyn Write, events: &[Event], odds: &[String]) -> io::Result<()> {
    let split = events
        .iter()
        .position(|e| matches!(e, Event::Check { .. } | Event::Rerolled { .. }))
        .unwrap_or(events.len());
    for line in journal::describe_all(&events[..split]) {
        writeln!(out, "  {line}")?;
    }
    for line in odds {
        writeln!(out, "{line}")?;
    }
    for line in journal::describe_all(&events[split..]) {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}
