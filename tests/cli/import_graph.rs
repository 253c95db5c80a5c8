//! No import loops between the files of `src/`: a file that names another (`use crate::…`,
//! `use super::…`, a child module, or an inline `crate::`/`super::`/`self::` path) depends on
//! it, and no chain of such dependencies may come back to where it started.
//!
//! The reader below is small and knows only what the project writes: it drops comments and
//! literals, follows inline `mod name { … }` blocks (so `use super::*` in a test module points at
//! its own file), expands use-trees (`{…}`, `self`, `*`, `as`) and resolves each path to the
//! deepest file that holds it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Which crate a file belongs to: the library (`src/lib.rs`) or the binary (`src/main.rs` and
/// its `src/cli/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Krate {
    Lib,
    Bin,
}

/// A file's crate and module path.
type ModKey = (Krate, Vec<String>);

/// Every `.rs` file under `dir`, with its path relative to `src/`.
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.strip_prefix(root).unwrap_or(&path).to_path_buf());
        }
    }
}

/// The crate and module path of a file given relative to `src/`.
fn module_of(rel: &Path) -> ModKey {
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    let krate = if parts[0] == "main" || parts[0] == "cli" {
        Krate::Bin
    } else {
        Krate::Lib
    };
    let mut path = parts;
    if matches!(
        path.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        path.pop();
    }
    (krate, path)
}

/// A token of Rust source, as far as this test needs: words and punctuation.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Word(String),
    Punct(&'static str),
}

/// Splits source into words and the punctuation that matters, dropping comments, strings and
/// character literals.
fn tokens(text: &str) -> Vec<Tok> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && raw_string_end(&chars, i).is_some()
        {
            i = raw_string_end(&chars, i).unwrap_or(chars.len());
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{1F}'), or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // b"…" and br"…" byte strings: the prefix is not a word.
            if (word == "b" || word == "br") && matches!(chars.get(i), Some('"') | Some('#')) {
                continue;
            }
            out.push(Tok::Word(word));
        } else if c == ':' && next == Some(':') {
            out.push(Tok::Punct("::"));
            i += 2;
        } else {
            let punct = match c {
                '{' => Some("{"),
                '}' => Some("}"),
                ';' => Some(";"),
                ',' => Some(","),
                '*' => Some("*"),
                _ => None,
            };
            if let Some(p) = punct {
                out.push(Tok::Punct(p));
            } else if !c.is_whitespace() {
                out.push(Tok::Punct("other"));
            }
            i += 1;
        }
    }
    out
}

/// Where a raw string starting at `i` (`r"…"`, `r#"…"#`) ends, if one starts there.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i + 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(chars.len())
}

/// Expands a use-tree (the tokens between `use` and `;`) into full paths.
fn expand_use(toks: &[Tok]) -> Vec<Vec<String>> {
    fn tree(toks: &[Tok], pos: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        loop {
            match toks.get(*pos) {
                Some(Tok::Word(w)) if w == "as" => {
                    *pos += 2;
                    out.push(path);
                    return;
                }
                Some(Tok::Word(w)) => {
                    if w != "self" || path.is_empty() {
                        path.push(w.clone());
                    }
                    *pos += 1;
                }
                Some(Tok::Punct("::")) => *pos += 1,
                Some(Tok::Punct("*")) => {
                    *pos += 1;
                    out.push(path);
                    return;
                }
                Some(Tok::Punct("{")) => {
                    *pos += 1;
                    loop {
                        match toks.get(*pos) {
                            Some(Tok::Punct("}")) => {
                                *pos += 1;
                                return;
                            }
                            Some(Tok::Punct(",")) => *pos += 1,
                            None => return,
                            _ => tree(toks, pos, &path, out),
                        }
                    }
                }
                _ => {
                    out.push(path);
                    return;
                }
            }
        }
    }
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < toks.len() {
        let before = pos;
        tree(toks, &mut pos, &[], &mut out);
        if pos == before {
            pos += 1;
        }
    }
    out
}

/// The paths a file names, each with the module it is named from (the file's module plus any
/// inline `mod name { … }` around it), and whether it came from a `use`.
fn named_paths(toks: &[Tok], file_module: &[String]) -> Vec<(Vec<String>, Vec<String>, bool)> {
    let mut out = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    let here = |inline: &[(String, usize)]| {
        let mut m = file_module.to_vec();
        m.extend(inline.iter().map(|(n, _)| n.clone()));
        m
    };
    while i < toks.len() {
        match &toks[i] {
            Tok::Punct("{") => {
                depth += 1;
                i += 1;
            }
            Tok::Punct("}") => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                i += 1;
            }
            Tok::Word(w) if w == "mod" => {
                if let (Some(Tok::Word(name)), Some(Tok::Punct("{"))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    inline.push((name.clone(), depth));
                    depth += 1;
                    i += 3;
                } else {
                    i += 1;
                }
            }
            Tok::Word(w) if w == "use" => {
                let start = i + 1;
                let mut end = start;
                while end < toks.len() && toks[end] != Tok::Punct(";") {
                    end += 1;
                }
                for path in expand_use(&toks[start..end]) {
                    out.push((here(&inline), path, true));
                }
                i = end + 1;
            }
            Tok::Word(w)
                if matches!(w.as_str(), "crate" | "super" | "self")
                    && toks.get(i + 1) == Some(&Tok::Punct("::")) =>
            {
                let mut path = vec![w.clone()];
                let mut j = i + 1;
                while toks.get(j) == Some(&Tok::Punct("::")) {
                    match toks.get(j + 1) {
                        Some(Tok::Word(seg)) => {
                            path.push(seg.clone());
                            j += 2;
                        }
                        _ => break,
                    }
                }
                out.push((here(&inline), path, false));
                i = j;
            }
            _ => i += 1,
        }
    }
    out
}

/// The file a path leads to, from module `from` of crate `krate`: the deepest module on the
/// path that is a file. `None` for paths outside the crate (std, other crates, local names).
fn resolve(
    files: &BTreeMap<ModKey, String>,
    krate: Krate,
    from: &[String],
    path: &[String],
    from_use: bool,
) -> Option<String> {
    let mut rest = path;
    let module: Vec<String> = match path.first().map(String::as_str) {
        Some("crate") => {
            rest = &path[1..];
            Vec::new()
        }
        Some("self") => {
            rest = &path[1..];
            from.to_vec()
        }
        Some("super") => {
            let mut module = from.to_vec();
            while rest.first().map(String::as_str) == Some("super") {
                module.pop();
                rest = &rest[1..];
            }
            module
        }
        Some(first) if from_use => {
            // A relative use path: only a child module of this module is ours.
            let mut child = from.to_vec();
            child.push(first.to_string());
            if !files.contains_key(&(krate, child)) {
                return None;
            }
            from.to_vec()
        }
        _ => return None,
    };
    let mut best = None;
    let mut probe = module.clone();
    if let Some(f) = files.get(&(krate, probe.clone())) {
        best = Some(f.clone());
    }
    for seg in rest {
        probe.push(seg.clone());
        match files.get(&(krate, probe.clone())) {
            Some(f) => best = Some(f.clone()),
            None => break,
        }
    }
    best
}

/// The import graph of `src/`: file → the files it names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut rels = Vec::new();
    rust_files(&root, &root, &mut rels);
    let files: BTreeMap<ModKey, String> = rels
        .iter()
        .map(|rel| (module_of(rel), rel.display().to_string()))
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for rel in &rels {
        let name = rel.display().to_string();
        let (krate, module) = module_of(rel);
        let text = fs::read_to_string(root.join(rel)).expect("a source file reads");
        let targets = edges.entry(name.clone()).or_default();
        for (from, path, from_use) in named_paths(&tokens(&text), &module) {
            if let Some(target) = resolve(&files, krate, &from, &path, from_use)
                && target != name
            {
                targets.insert(target);
            }
        }
    }
    edges
}

/// Every loop of the graph, as the files of each strongly connected group of two or more.
fn loops(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Tarjan's algorithm, iterative enough for a few hundred files.
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        groups: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        if let Some(targets) = s.edges.get(v) {
            for w in targets {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let low = s.low[v].min(s.low[w]);
                    s.low.insert(v, low);
                } else if s.on_stack.contains(w) {
                    let low = s.low[v].min(s.index[w]);
                    s.low.insert(v, low);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                group.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.groups.push(group);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        groups: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.groups
}

fn describe(groups: &[Vec<String>]) -> String {
    groups
        .iter()
        .map(|g| format!("  {}", g.join(" <-> ")))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_reader_sees_the_imports_it_must() {
    let edges = graph();
    let of = |file: &str| edges.get(file).cloned().unwrap_or_default();
    // A use-tree through a sibling, a child module's re-export, and an inline path.
    assert!(of("tarot/delve/checks.rs").contains("tarot/delve/state.rs"));
    assert!(of("tarot/delve/mod.rs").contains("tarot/delve/state.rs"));
    assert!(of("cli/delve.rs").contains("cli/play.rs"));
    // `use super::*` in a file's test module is the file itself, not its parent.
    assert!(!of("tarot/check.rs").contains("tarot/mod.rs"));
    // A loop made on purpose is found.
    let mut looped = edges.clone();
    looped
        .entry("tarot/delve/state.rs".into())
        .or_default()
        .insert("tarot/delve/checks.rs".into());
    assert!(
        loops(&looped)
            .iter()
            .any(|g| g.contains(&"tarot/delve/state.rs".to_string())),
        "a planted loop is reported"
    );
}

#[test]
fn no_import_loops_anywhere() {
    let groups = loops(&graph());
    assert!(groups.is_empty(), "import loops:\n{}", describe(&groups));
}
