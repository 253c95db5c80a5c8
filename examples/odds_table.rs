//! The odds of issue 31's table, recomputed under the ruling "Odds with re-rolls: a careful
//! line and a bold line": the Cups court cards (a Luck check, no Cups) from Page to King and
//! The Tower's Luck check, at Luck 1 to 6, on one die and under both lines.
//!
//! `cargo run --example odds_table`

use malice::tarot::attributes::{Attr, Attributes};
use malice::tarot::check::{CheckKind, target};
use malice::tarot::lines::{Figures, LINES_SENTENCE};
use malice::tarot::outlook::percent;
use malice::tarot::stakes::Stakes;

fn cell(f: &Figures) -> String {
    format!("{:>4} pass {:>4} death", percent(f.pass), percent(f.death))
}

fn main() {
    println!("{LINES_SENTENCE}\n");
    println!(
        "{:<22} {:>20}   {:>20}   {:>20}",
        "moment", "one die, no re-roll", "careful", "bold"
    );
    let moments = [
        ("Page of Cups", 1),
        ("Knight of Cups", 2),
        ("Queen of Cups", 3),
        ("King of Cups", 4),
        ("The Tower", 0),
    ];
    for (name, difficulty) in moments {
        for luck in 1..=6u8 {
            let o = Stakes::plain(
                CheckKind::Check,
                Attr::Luck,
                target(luck, 0, difficulty),
                Attributes([3, 3, luck, 3, 3, 3]),
            )
            .odds();
            println!(
                "{:<22} {}   {}   {}",
                format!("{name}, Luck {luck}"),
                cell(&o.one_die),
                cell(&o.careful),
                cell(&o.bold)
            );
        }
    }
}
