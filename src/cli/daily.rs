//! `malice daily`: the adventurer, seed and deal code of a day's delve; and the deal-code
//! lines `malice delve` prints.

use chrono::NaiveDate;
use clap::Args;

use malice::career::RULES_VERSION;
use malice::tarot::attributes::Attr;
use malice::tarot::daily::Daily;
use malice::tarot::deal::{Deal, DealCode};
use malice::tarot::delve::Delve;

/// Arguments of `malice daily`.
#[derive(Debug, Args)]
pub struct DailyArgs {
    /// The date, as YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD")]
    date: Option<NaiveDate>,
    /// Today by the UTC calendar rather than the local one (to share a day across time zones).
    #[arg(long, conflicts_with = "date")]
    utc: bool,
}

/// Today's date for the command line: the local calendar's or UTC's, unless `MALICE_TODAY`
/// (YYYY-MM-DD) fixes it, as it does for the app (scripts and screenshots of past days).
pub(super) fn today(utc: bool) -> NaiveDate {
    std::env::var("MALICE_TODAY")
        .ok()
        .and_then(|day| day.trim().parse().ok())
        .unwrap_or_else(|| malice::tarot::daily::today(utc))
}

/// Runs `malice daily`.
pub fn run(args: DailyArgs) -> Result<(), Box<dyn std::error::Error>> {
    let (date, which) = match args.date {
        Some(date) => (date, ""),
        None if args.utc => (today(true), " (today, by UTC)"),
        None => (today(false), " (today, by the local calendar)"),
    };
    let daily = Daily::of(date);
    let values: Vec<String> = Attr::ALL
        .iter()
        .map(|a| format!("{} {}", a.name(), daily.attributes.get(*a)))
        .collect();
    let code = DealCode::of(daily.deal(RULES_VERSION));
    println!(
        "The delve of {}{which}: {}.",
        date.format("%A %-d %B %Y"),
        daily.name
    );
    println!("  {}", values.join("  "));
    println!("  Seed {}, the default rules, no corpse pile.", daily.seed);
    println!("  Deal code: {code}");
    println!(
        "Play it with `malice delve --daily` (saved in the profile: the first try of a day is on \
         record, later ones are practice), or from Home in the app."
    );
    Ok(())
}

/// The lines closing a delve played in the terminal: its deal code, with the answers once
/// it is over, and how to play it again. Nothing for a delve at the table.
pub(super) fn code_lines(delve: &Delve, seed: u64) -> Vec<String> {
    let Some(deal) = Deal::of_delve(delve, seed, RULES_VERSION) else {
        return Vec::new();
    };
    let plain = DealCode::of(deal.clone());
    let mut lines = vec![format!(
        "Deal code: {plain} (`malice delve --deal {plain}` plays this deal again)."
    )];
    if delve.outcome().is_some()
        && let Ok(choices) = deal.choices(delve.answers())
    {
        let raced = DealCode {
            deal,
            choices: Some(choices),
        };
        lines.push(format!("With your answers, for a friend to race: {raced}"));
    }
    lines
}
