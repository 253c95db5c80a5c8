#!/usr/bin/env bash
# Builds the portable archive for Linux systems without Debian packages:
# target/archive/malice-VERSION-x86_64-linux.tar.gz (under CARGO_TARGET_DIR if set), holding the
# binary, the launcher, the icons, the man pages, the completions, the licences and install.sh
# (which installs under ~/.local; `install.sh --uninstall` removes it). Test it with
# scripts/package-test.sh tar.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-$PWD/target}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
name=malice-$version-x86_64-linux
bin=$(scripts/package-files.sh | tail -1)

stage=$target/archive/$name
rm -rf "$stage"
mkdir -p "$stage/icons/hicolor/scalable/apps" "$stage/man" "$stage/completions"
# The dist profile is stripped already; strip again in case PACKAGE_PROFILE=dev.
strip -o "$stage/malice" "$bin"
cp packaging/malice.desktop packaging/install.sh "$stage/"
cp -r assets/icon/hicolor "$stage/icons/"
cp assets/icon/malice.svg "$stage/icons/hicolor/scalable/apps/"
cp packaging/generated/man/*.1 "$stage/man/"
cp packaging/generated/completions/malice packaging/generated/completions/malice.fish \
  "$stage/completions/"
cp LICENSE "$stage/LICENSE"
cp packaging/copyright "$stage/CREDITS"
cp packaging/generated/dependencies.txt "$stage/"
cat >"$stage/README.txt" <<TEXT
Malice $version: a companion for the Malice solo tarot RPG, with four board games.

Install for this account (under ~/.local, no root needed):   ./install.sh
Then open Malice from your desktop's menu (Games), or run ~/.local/bin/malice.
Uninstall:   ./install.sh --uninstall   (your saves are kept)

Or run it from here without installing:   ./malice
It needs an X11 or Wayland desktop with libxkbcommon (present on desktop systems).
Licence: LICENSE (MIT). Fonts and card art: CREDITS.
TEXT
tar -C "$target/archive" --owner=0 --group=0 -czf "$target/archive/$name.tar.gz" "$name"
echo "$target/archive/$name.tar.gz ($(du -h "$target/archive/$name.tar.gz" | cut -f1))"
