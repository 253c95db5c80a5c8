#!/usr/bin/env bash
# Builds the Linux binary players get and the files made from it, for scripts/package-deb.sh,
# scripts/package-tar.sh and scripts/package-windows.sh:
#   - the `dist` profile (release without debug info, stripped) into $CARGO_TARGET_DIR/dist/
#     (PACKAGE_PROFILE=dev packages the debug build instead: CI's quick check, see .ci/run);
#     with PACKAGE_GLIBC=2.28 (say) it is linked against that glibc with `cargo zigbuild`, so
#     that it runs on older systems, into $CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/<profile>/;
#   - packaging/generated/man/*.1 and completions/ (from the command line's own definition,
#     `malice package-files`).
# The libraries' licences the packages ship are committed (packaging/THIRD-PARTY-LICENSES.txt,
# written by scripts/licenses.sh, kept current by `cargo test`), so no cargo-about is needed.
# PACKAGE_GLIBC needs cargo-zigbuild and zig (pip install cargo-zigbuild ziglang). Prints the
# binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${PACKAGE_PROFILE:-dist}
target=${CARGO_TARGET_DIR:-$PWD/target}
case "$profile" in dev) dir=debug ;; *) dir=$profile ;; esac

if [ -n "${PACKAGE_GLIBC:-}" ]; then
  command -v cargo-zigbuild >/dev/null || {
    echo "cargo-zigbuild is missing: install it once with  pip install cargo-zigbuild ziglang" >&2
    exit 1
  }
  cargo zigbuild --locked --profile "$profile" --bin malice \
    --target "x86_64-unknown-linux-gnu.$PACKAGE_GLIBC" >&2
  bin=$target/x86_64-unknown-linux-gnu/$dir/malice
else
  cargo build --locked --profile "$profile" --bin malice >&2
  bin=$target/$dir/malice
fi

out=packaging/generated
mkdir -p "$out"
rm -rf "$out/man" "$out/completions" "$out/dependencies.txt" "$out"/THIRD-PARTY-LICENSES.txt* "$out/about.log"
"$bin" package-files "$out"
echo "$bin"
