//! `malice game analyse ID`: every move of a saved match judged by the search, as the app's
//! analysis shows it: a mark for each move that lost ground (?! an inaccuracy, ? a mistake,
//! ?? a blunder), the better move and why, and each side's tally. An analysis the app kept
//! with the match is printed as kept, without a new search.

use std::io::Write;

use serde_json::json;

use malice::boards::analysis::{Analysis, MatchText, analyser};
use malice::boards::rounds;
use malice::boards::session::MatchSession;

use super::matches::record_id;
use super::profile::{open_to_read, report};

type CliResult = Result<(), Box<dyn std::error::Error>>;

/// Runs `malice game analyse ID`: progress on the error stream, the marks on the output.
pub fn analyse(id: &str, json: bool, profile: Option<&str>) -> CliResult {
    let mut profile = open_to_read(profile)?;
    let opened = profile.open_match(&record_id(id)?);
    report(&mut profile);
    let open = opened?;
    let session = &*open.session;
    // The match as one value, its recipe: what the analysis replays.
    let recipe = session.recipe();
    // An analysis the app made and kept with the match is printed as it is, not made again.
    let kept = profile.kept_analysis(&open.id, &recipe.entries);
    report(&mut profile);
    let analysis = match kept {
        Some(analysis) => analysis,
        None => analyse_now(session)?,
    };
    if json {
        println!(
            "{}",
            serde_json::to_string(&json!({
                "id": id,
                "game": session.kind().id(),
                "analysis": analysis,
            }))?
        );
    } else {
        print!("{}", told(session, &analysis));
    }
    Ok(())
}

/// The analysis made here and now, with its progress on the error stream.
fn analyse_now(session: &dyn MatchSession) -> Result<Analysis, Box<dyn std::error::Error>> {
    let recipe = session.recipe();
    let entries: Vec<&str> = recipe.entries.iter().map(String::as_str).collect();
    let text = MatchText {
        kind: recipe.kind,
        options: &recipe.options,
        start: recipe.start.as_deref(),
        entries: &entries,
    };
    let mut work = analyser(&text, None)?;
    let mut stderr = std::io::stderr();
    while work.step() {
        let (done, all) = work.progress();
        let _ = write!(stderr, "\ranalysing: move {done} of {all}");
        let _ = stderr.flush();
    }
    let _ = writeln!(stderr);
    Ok(work.finish())
}

/// The analysis in lines for a terminal: each move with its mark, the better move and why
/// under each error, then each side's tally.
fn told(session: &dyn MatchSession, analysis: &Analysis) -> String {
    let name = |seat: u8| {
        session
            .sitters()
            .get(usize::from(seat))
            .map_or_else(|| format!("seat {seat}"), |s| s.describe())
    };
    let mut out = String::new();
    let movers: Vec<u8> = analysis.reviews.iter().map(|r| r.seat).collect();
    let numbers = rounds::numbers(&movers, session.sitters().len());
    for (number, review) in numbers.iter().zip(&analysis.reviews) {
        let sign = review.mark.sign();
        out.push_str(&format!(
            "{number:>4} {}{sign}  ({}){}\n",
            review.played,
            name(review.seat),
            if review.mark.is_error() {
                format!(" {}", review.mark.word())
            } else {
                String::new()
            }
        ));
        if review.mark.is_error() {
            out.push_str(&format!("       better: {}\n", review.best));
            if let Some(why) = &review.why {
                out.push_str(&format!("       {why}\n"));
            }
        }
    }
    let seats = session.sitters().len();
    out.push('\n');
    for seat in 0..seats {
        let seat = seat as u8;
        out.push_str(&format!(
            "{}: {}\n",
            name(seat),
            analysis.errors_in_words(seat)
        ));
    }
    out
}
