//! A note on one line, where a list gives each note one (the terminal's note list and its
//! search): the note's first line, or the line that holds the words searched for, with an
//! ellipsis where lines were left out, so that a note written over several lines neither
//! breaks the list nor reads as if it ended there.

/// The note's first line that is not blank (given `words`, the first line holding them, case
/// aside), trimmed, with "… " before it when lines with words come before it and " …" after
/// it when such lines follow. A note of blank lines reads as the empty string.
pub fn one_line(note: &str, words: Option<&str>) -> String {
    let lines: Vec<&str> = note
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let wanted = words
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty());
    let at = wanted
        .and_then(|w| lines.iter().position(|l| l.to_lowercase().contains(&w)))
        .unwrap_or(0);
    let Some(line) = lines.get(at) else {
        return String::new();
    };
    let before = if at > 0 { "… " } else { "" };
    let after = if at + 1 < lines.len() { " …" } else { "" };
    format!("{before}{line}{after}")
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn a_note_of_several_lines_reads_as_its_first_line_and_an_ellipsis() {
        assert_eq!(one_line("One line.", None), "One line.");
        assert_eq!(
            one_line("The stair went down.\nI counted ninety steps.", None),
            "The stair went down. …"
        );
        // Blank lines at the start are no first line; Windows line ends are line ends.
        assert_eq!(
            one_line("\n\n  Cold here.\r\n\r\nColder below.", None),
            "Cold here. …"
        );
        assert_eq!(one_line(" \n \n", None), "");
    }

    #[test]
    fn a_search_shows_the_line_that_holds_the_words() {
        let note = "The stair went down.\nI counted NINETY steps.\nThen the door.";
        assert_eq!(
            one_line(note, Some("ninety")),
            "… I counted NINETY steps. …"
        );
        assert_eq!(one_line(note, Some("door")), "… Then the door.");
        // Words no line holds (they span two lines): the first line.
        assert_eq!(one_line(note, Some("down. I")), "The stair went down. …");
    }
}
