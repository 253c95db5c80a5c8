#!/usr/bin/env bash
# Writes packaging/THIRD-PARTY-LICENSES.txt, shipped in every package: the licence of every Rust
# library compiled into the Linux and the Windows builds, with its text (`cargo about`, settings
# in packaging/about.toml and packaging/licenses.hbs), and packaging/licenses-skipped.txt, the
# rest of Cargo.lock (build scripts' and tests' libraries, other systems' crates).
# Both are committed, so that packaging and CI need no cargo-about; `cargo test` (cli
# package_files::the_licences_cover_every_library_in_cargo_lock) fails when Cargo.lock or the
# settings change without them. Run it after changing a dependency:   scripts/licenses.sh
# Needs cargo-about (once: cargo install --locked cargo-about@0.9.3 --features cli); takes a few
# minutes of CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-about >/dev/null || {
  echo "cargo-about is missing: install it once with  cargo install --locked cargo-about@0.9.3 --features cli" >&2
  exit 1
}
licenses=packaging/THIRD-PARTY-LICENSES.txt
skipped=packaging/licenses-skipped.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --offline: the texts come from the crates' own files (every one is fetched first).
cargo fetch --locked
cargo about generate --offline --locked --fail -c packaging/about.toml \
  --target x86_64-unknown-linux-gnu --target x86_64-pc-windows-gnu \
  packaging/licenses.hbs -o "$work/licenses.txt" 2>"$work/about.log" || { cat "$work/about.log" >&2; exit 1; }

# The libraries listed ("name version: licence" lines after "Libraries:"), and Cargo.lock's.
awk '/^Libraries:/ { on = 1; next } on && /^$/ { exit } on { sub(/:$/, "", $2); print $1, $2 }' \
  "$work/licenses.txt" | sort -u >"$work/listed"
awk -F'"' '/^\[\[package\]\]/ { name = "" } /^name = / { name = $2 } /^version = / && name != "" { print name, $2 }' \
  Cargo.lock | sort -u >"$work/locked"
extra=$(comm -13 "$work/locked" "$work/listed")
[ -z "$extra" ] || { echo "cargo about listed what Cargo.lock does not hold: $extra" >&2; exit 1; }
settings=$(cat packaging/about.toml packaging/licenses.hbs | sha256sum | cut -d' ' -f1)
{
  echo "# Cargo.lock's packages that are not compiled into the Linux or the Windows build, so not in"
  echo "# THIRD-PARTY-LICENSES.txt (build scripts' and tests' libraries, other systems' crates)."
  echo "# Written by scripts/licenses.sh with the settings below (the SHA-256 of packaging/about.toml"
  echo "# followed by packaging/licenses.hbs); checked by \`cargo test\`."
  echo "settings $settings"
  comm -23 "$work/locked" "$work/listed"
} >"$work/skipped"
mv "$work/licenses.txt" "$licenses"
mv "$work/skipped" "$skipped"
echo "$licenses: $(wc -l <"$work/listed") libraries; $skipped: $(($(wc -l <"$skipped") - 5)) packages"
