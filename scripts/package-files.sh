#!/usr/bin/env bash
# Builds the Linux binary players get and the files made from it, for scripts/package-deb.sh,
# scripts/package-tar.sh and scripts/package-windows.sh:
#   - the `dist` profile (release without debug info, stripped) into $CARGO_TARGET_DIR/dist/
#     (PACKAGE_PROFILE=dev packages the debug build instead: CI's quick check, see .ci/run);
#     with PACKAGE_GLIBC=2.28 (say) it is linked against that glibc with `cargo zigbuild`, so
#     that it runs on older systems, into $CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/<profile>/;
#   - packaging/generated/man/*.1 and completions/ (from the command line's own definition,
#     `malice package-files`);
#   - packaging/generated/THIRD-PARTY-LICENSES.txt: the licence of every Rust library compiled
#     into the Linux and the Windows builds, with its text (`cargo about`, settings in
#     packaging/about.toml and licenses.hbs); made again only when Cargo.lock or those change.
# Needs cargo-about (cargo install --locked cargo-about --features cli), and for PACKAGE_GLIBC
# cargo-zigbuild and zig (pip install cargo-zigbuild ziglang). Prints the binary's path on its
# last line.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${PACKAGE_PROFILE:-dist}
target=${CARGO_TARGET_DIR:-$PWD/target}
case "$profile" in dev) dir=debug ;; *) dir=$profile ;; esac
command -v cargo-about >/dev/null || {
  echo "cargo-about is missing: install it once with  cargo install --locked cargo-about --features cli" >&2
  exit 1
}

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
rm -rf "$out/man" "$out/completions" "$out/dependencies.txt"
"$bin" package-files "$out"
# One list for the Linux and the Windows builds (a few libraries are in only one of them):
# cargo-about takes minutes, so it runs again only when Cargo.lock or its settings change.
licenses=$out/THIRD-PARTY-LICENSES.txt
stamp=$(cat Cargo.lock packaging/about.toml packaging/licenses.hbs | sha256sum | cut -c1-16)
if [ ! -f "$licenses" ] || [ "$(cat "$licenses.stamp" 2>/dev/null)" != "$stamp" ]; then
  # --offline: the texts come from the crates' own files (every one is fetched first).
  cargo fetch --locked >&2
  cargo about generate --offline --locked --fail -c packaging/about.toml \
    --target x86_64-unknown-linux-gnu --target x86_64-pc-windows-gnu \
    packaging/licenses.hbs -o "$licenses.tmp" 2>"$out/about.log" || { cat "$out/about.log" >&2; exit 1; }
  mv "$licenses.tmp" "$licenses"
  echo "$stamp" >"$licenses.stamp"
fi
echo "$bin"
