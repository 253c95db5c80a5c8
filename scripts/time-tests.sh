#!/usr/bin/env bash
# Times a fresh clone's cargo test: cold (build, then run), then warm after touching src/lib.rs
# (the malice crate and every test binary relinked), then warm with nothing changed.
# Usage: scripts/time-tests.sh DIR   (DIR: a clone of its own; its target/ is removed first)
set -u
cd "$1"; rm -rf target; unset CARGO_TARGET_DIR
t() { local s=$(date +%s.%N); "$@" >/dev/null 2>&1; local rc=$?; printf '%s rc=%s %.0fs\n' "$*" $rc "$(echo "$(date +%s.%N) - $s" | bc)"; }
echo "== $(git log --oneline -1 | cut -c1-60)"
t cargo test --no-run
t cargo test
echo "test binaries: $(find target/debug/deps -maxdepth 1 -type f -executable ! -name '*.so' | wc -l)"
touch src/lib.rs
t cargo test --no-run
t cargo test
t cargo test
echo "target: $(du -sh target | cut -f1)"
