//! One way to write a chance as a percent, everywhere.

/// A chance as a whole percent, rounded to the nearest (66.7% is "67%"), except that a chance
/// that is neither 0 nor 1 never reads as "0%" or "100%": it reads "<1%" or ">99%".
pub fn percent(chance: f64) -> String {
    if chance <= 0.0 {
        "0%".into()
    } else if chance >= 1.0 {
        "100%".into()
    } else if chance < 0.005 {
        "<1%".into()
    } else if chance >= 0.995 {
        ">99%".into()
    } else {
        format!("{}%", (chance * 100.0).round() as u32)
    }
}
