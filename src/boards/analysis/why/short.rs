//! Short forms of a hint's sentence: the bound it keeps to, and the parts a sentence over it
//! leaves out.

/// The longest a hint's sentence should be, in characters: after "The computer would play
/// …", about seven lines of the match panel at 1024×640 and 200 %, where a longer Malawi
/// reason once ran on. A sentence over it says its shorter form.
pub const LONGEST_REASON: usize = 140;

/// A piece handed over without where it ends: "hands the pyramid over to North".
pub(super) fn handed_plainly(gift: &str) -> &str {
    gift.split(" (it ends on ").next().unwrap_or(gift)
}

/// The aim's fact without its explanation: "brings your own quarter down to 1 piece while
/// you lead" of "…: emptying it ends the game", or "puts a piece back into North's emptiest
/// quarter (2 pieces)" of "…, so North, ahead, cannot end it as soon".
pub(super) fn brief(aim: &str) -> &str {
    let cut = [": ", ", so "]
        .iter()
        .filter_map(|mark| aim.find(mark))
        .min()
        .unwrap_or(aim.len());
    &aim[..cut]
}

/// `full`, or when it is longer than [`LONGEST_REASON`], the shorter form `short` makes.
pub(super) fn fit(full: String, short: impl FnOnce() -> String) -> String {
    if full.chars().count() <= LONGEST_REASON {
        full
    } else {
        short()
    }
}
