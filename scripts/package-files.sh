#!/usr/bin/env bash
# Builds the binary players get and the files made from it, for scripts/package-deb.sh and
# scripts/package-tar.sh:
#   - the `dist` profile (release without debug info, stripped) into $CARGO_TARGET_DIR/dist/
#     (PACKAGE_PROFILE=dev packages the debug build instead: CI's quick check, see .ci/run);
#   - packaging/generated/man/*.1 and completions/ (from the command line's own definition,
#     `malice package-files`), and dependencies.txt (the Rust libraries compiled in, with
#     their licences).
# Prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${PACKAGE_PROFILE:-dist}
target=${CARGO_TARGET_DIR:-$PWD/target}
case "$profile" in dev) dir=debug ;; *) dir=$profile ;; esac

cargo build --locked --profile "$profile" --bin malice >&2
bin=$target/$dir/malice

out=packaging/generated
rm -rf "$out"
mkdir -p "$out"
"$bin" package-files "$out"
{
  echo "The Rust libraries compiled into malice, with their licences (from cargo tree)."
  echo
  cargo tree --locked -e normal --target x86_64-unknown-linux-gnu --prefix none \
      --format '{p}: {l}' \
    | sed 's/ (\*)//; s/ (proc-macro)//; s/ (\/[^)]*)//' | grep -v '^malice v' | sort -u
} >"$out/dependencies.txt"
echo "$bin"
