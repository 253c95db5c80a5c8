#!/usr/bin/env bash
# Builds the portable archive for Linux systems without Debian packages:
# target/archive/malice-VERSION-x86_64-linux.tar.xz (under CARGO_TARGET_DIR if set), holding the
# binary, the launcher, the icons, the man pages, every shell's completion, the licences and
# install.sh (which installs under ~/.local; `install.sh --uninstall` removes it). Test it with
# scripts/package-test.sh tar (and in an older system's root: scripts/package-test.sh oldroot).
# PACKAGE_GLIBC=2.28 links the binary against that glibc (scripts/package-files.sh), so that it
# runs on Debian 10 and 11, Ubuntu 20.04 and RHEL 8 as well; scripts/release.sh sets it.
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
id=io.github.malice_tarot.malice
cp "packaging/$id.desktop" packaging/install.sh "$stage/"
cp -r assets/icon/hicolor "$stage/icons/"
cp "assets/icon/$id.svg" "$stage/icons/hicolor/scalable/apps/"
cp packaging/generated/man/*.1 "$stage/man/"
# bash, zsh, fish, PowerShell and Elvish.
cp packaging/generated/completions/* "$stage/completions/"
cp LICENSE "$stage/LICENSE"
cp packaging/copyright "$stage/CREDITS"
cp packaging/THIRD-PARTY-LICENSES.txt "$stage/THIRD-PARTY-LICENSES.txt"
# The oldest glibc the binary asks for (its highest GLIBC_ symbol version).
glibc=$(objdump -T "$stage/malice" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)
cat >"$stage/README.txt" <<TEXT
Malice $version: a companion for the Malice solo tarot RPG, with four board games.

Install for this account (under ~/.local, no root needed):   ./install.sh
Then open Malice from your desktop's menu (Games), or run ~/.local/bin/malice.
Uninstall:   ./install.sh --uninstall   (your saves are kept)

Or run it from here without installing:   ./malice
It needs glibc $glibc or newer and an X11 or Wayland desktop with libxkbcommon (present on desktop systems).
Shell completions for bash, zsh, fish, PowerShell and Elvish are in completions/ (install.sh
puts bash's and fish's where those shells find them, and zsh's in ~/.local/share/zsh/site-functions).
Licence: LICENSE (MIT). Fonts and card art: CREDITS. The libraries compiled in, with their
licences: THIRD-PARTY-LICENSES.txt.
TEXT
rm -f "$target/archive/$name.tar.gz"
tar -C "$target/archive" --owner=0 --group=0 -cJf "$target/archive/$name.tar.xz" "$name"
echo "$target/archive/$name.tar.xz ($(du -h "$target/archive/$name.tar.xz" | cut -f1))"
