#!/usr/bin/env bash
# Builds the Debian package: target/debian/malice_VERSION-1_amd64.deb (under CARGO_TARGET_DIR if
# set). The one command:   scripts/package-deb.sh   (PACKAGE_GLIBC=2.28 for older systems too,
# as scripts/release.sh does: see scripts/package-files.sh)
# Needs cargo-deb (once: cargo install --locked cargo-deb) and dpkg-dev's dpkg-shlibdeps (on
# Debian and Ubuntu it comes with build-essential). Settings: [package.metadata.deb] in
# Cargo.toml. Test it with scripts/package-test.sh deb.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo-deb >/dev/null; then
  echo "cargo-deb is missing: install it once with  cargo install --locked cargo-deb" >&2
  exit 1
fi
profile=${PACKAGE_PROFILE:-dist}
target=${CARGO_TARGET_DIR:-$PWD/target}
scripts/package-files.sh >/dev/null
# --no-build: package-files.sh built it (the man pages are made by running it). With
# PACKAGE_GLIBC the binary is the one linked against that glibc, in the target's own folder.
triple=()
[ -n "${PACKAGE_GLIBC:-}" ] && triple=(--target x86_64-unknown-linux-gnu)
cargo deb --no-build --profile "$profile" "${triple[@]}" --output "$target/debian/" --quiet >/dev/null
deb=$(ls -t "$target"/debian/malice_*.deb | head -1)
echo "$deb ($(du -h "$deb" | cut -f1))"
