//! The store's files import each other without loops: every name two files share lives where
//! both can import it, so each file can be read knowing only the files it imports.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The code of a file without its comments (line comments and doc comments).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first identifier of each item of a path that starts at `rest` (`atomic::write`,
/// `{Store, create_dir}`, `{atomic::{a, b}, paths::X}`).
fn first_names(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 0;
        let mut names = Vec::new();
        let mut at_item_start = true;
        let mut word = String::new();
        for c in group.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => at_item_start = true,
                c if (c.is_alphanumeric() || c == '_') && depth == 0 && at_item_start => {
                    word.push(c);
                    continue;
                }
                _ => {}
            }
            if !word.is_empty() {
                names.push(std::mem::take(&mut word));
                at_item_start = c == ',';
            }
        }
        if !word.is_empty() {
            names.push(word);
        }
        names
    } else {
        let word: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        vec![word]
    }
}

/// The store's import graph: for each file (by module name, `mod` for `mod.rs`), the sibling
/// files it names through `super::`, `crate::store::` or (in `mod.rs`) `use <module>::`.
fn import_graph(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(dir).expect("src/store is there") {
        let path = entry.expect("a folder entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("a file name")
                .to_owned();
            files.insert(name, code_of(&fs::read_to_string(&path).expect("readable")));
        }
    }
    let modules: BTreeSet<String> = files.keys().filter(|n| *n != "mod").cloned().collect();
    let mut graph = BTreeMap::new();
    for (name, code) in &files {
        let mut edges = BTreeSet::new();
        let mut prefixes = vec!["super::", "crate::store::"];
        if name == "mod" {
            prefixes = vec!["use ", "crate::store::"];
        }
        for prefix in prefixes {
            for (at, _) in code.match_indices(prefix) {
                // A `super::` inside a file's own `mod tests` refers to the file itself.
                let before = &code[..at];
                if prefix == "super::" && before.contains("mod tests") {
                    continue;
                }
                for first in first_names(&code[at + prefix.len()..]) {
                    if modules.contains(&first) {
                        edges.insert(first);
                    } else if prefix != "use " {
                        edges.insert("mod".to_owned());
                    }
                }
            }
        }
        edges.remove(name);
        graph.insert(name.clone(), edges);
    }
    graph
}

/// A loop in the graph, as the files along it, if there is one.
fn find_loop(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut cycle = path[start..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_store_files_import_each_other_without_loops() {
    let graph = import_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store"));
    assert!(graph.len() > 5, "{graph:?}");
    assert!(
        graph["archive"].contains("paths") && graph["lock"].contains("error"),
        "the graph is read: {graph:?}"
    );
    if let Some(cycle) = find_loop(&graph) {
        panic!("the store's imports loop: {}", cycle.join(" -> "));
    }
}

#[test]
fn the_loop_finder_finds_a_loop() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec![]),
    ]
    .into_iter()
    .map(|(n, e)| (n.to_owned(), e.into_iter().map(str::to_owned).collect()))
    .collect();
    assert_eq!(
        find_loop(&graph).map(|c| c.join(" ")),
        Some("a b c a".to_owned())
    );
    assert_eq!(
        first_names("{atomic::{a, b}, paths::X, Store}"),
        ["atomic", "paths", "Store"]
    );
}
