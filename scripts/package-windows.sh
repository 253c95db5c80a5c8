#!/usr/bin/env bash
# Builds Malice for Windows from Linux and packages it twice:
#   target/windows/malice-VERSION-windows-x86_64.zip        (unzip anywhere, run malice.exe)
#   target/windows/malice-VERSION-windows-x86_64-setup.exe  (installer: Start menu, uninstaller)
# (under CARGO_TARGET_DIR if set). Test them with scripts/package-windows-test.sh.
# The exe is the software renderer (no GPU needed), windowed (no console window; from a
# terminal it still prints), with its icon and version details compiled in (build.rs).
# PACKAGE_PROFILE=dev packages the debug build (CI's quicker check); the default is `dist`.
# Needs: rustup's x86_64-pc-windows-gnu target, and from Debian mingw-w64 (the linker and
# windres), nsis (makensis) and zip. Prints the two files' paths on its last two lines.
set -euo pipefail
cd "$(dirname "$0")/.."
triple=x86_64-pc-windows-gnu
profile=${PACKAGE_PROFILE:-dist}
target=${CARGO_TARGET_DIR:-$PWD/target}
case "$profile" in dev) dir=debug ;; *) dir=$profile ;; esac
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
name=malice-$version-windows-x86_64
missing=()
for tool in x86_64-w64-mingw32-gcc:mingw-w64 x86_64-w64-mingw32-windres:mingw-w64 \
  makensis:nsis zip:zip; do
  command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "needs Debian's ${missing[*]} (apt-get install ${missing[*]})" >&2
  exit 1
fi
rustup target list --installed | grep -qx "$triple" || rustup target add "$triple" >&2

# No package without its icon: build.rs fails rather than warns without windres.
MALICE_REQUIRE_ICON=1 cargo build --locked --profile "$profile" --target "$triple" --bin malice >&2
exe=$target/$triple/$dir/malice.exe
# The completions and the licences, made by the Linux build of the same source.
scripts/package-files.sh >/dev/null

stage=$target/windows/$name
rm -rf "$stage"
mkdir -p "$stage/completions"
x86_64-w64-mingw32-strip -o "$stage/malice.exe" "$exe"
cp packaging/generated/completions/malice.ps1 "$stage/completions/"
# Windows' Notepad reads either line ending; CRLF keeps older editors happy too.
crlf() { sed 's/$/\r/' "$1" >"$2"; }
crlf LICENSE "$stage/LICENSE.txt"
crlf packaging/copyright "$stage/CREDITS.txt"
crlf packaging/THIRD-PARTY-LICENSES.txt "$stage/THIRD-PARTY-LICENSES.txt"
crlf /dev/stdin "$stage/README.txt" <<TEXT
Malice $version: a companion for the Malice solo tarot RPG, with four board games.

To play: double-click malice.exe. Nothing needs installing; your saves are kept in
%APPDATA%\\Malice (type that in Explorer's address bar to see them), not in this folder,
so a newer version unzipped elsewhere finds them.

If Windows says "Windows protected your PC", choose "More info", then "Run anyway": the
program is not signed with a paid certificate.

The command line: in a terminal (PowerShell or Command Prompt) opened in this folder,
  .\\malice.exe --help
Its output appears after the prompt returns (malice.exe is a windowed program).
PowerShell completion: . .\\completions\\malice.ps1

Licence: LICENSE.txt (MIT). Fonts and card art: CREDITS.txt. The libraries compiled in,
with their licences: THIRD-PARTY-LICENSES.txt.
TEXT

zip_file=$target/windows/$name.zip
rm -f "$zip_file"
(cd "$target/windows" && zip -qrX "$zip_file" "$name")

cp "assets/icon/io.github.malice_tarot.malice.ico" "$stage/malice.ico"
setup=$target/windows/$name-setup.exe
size_kb=$(du -sk --exclude=malice.ico "$stage" | cut -f1)
makensis -V2 -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" -DSIZE_KB="$size_kb" \
  packaging/windows/malice.nsi >&2
rm -f "$stage/malice.ico"
echo "$zip_file ($(du -h "$zip_file" | cut -f1))"
echo "$setup ($(du -h "$setup" | cut -f1))"
