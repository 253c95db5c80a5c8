#!/usr/bin/env bash
# Tests the Windows packages under Wine, as a player would use them, in a throwaway Wine prefix
# on a throwaway X display (Xvfb):
#   - the zip: the exe carries its icon; `--version` says Cargo.toml's version; the command
#     line keeps its saves in the Windows data folder (%APPDATA%\Malice\data), creates an
#     adventurer, plays a seeded delve, exports the journal, and imports an archive made by the
#     Linux build (whose journal then exports the same on both systems); the window opens, has
#     its icon, draws (a screenshot with thousands of colours) and holds the profile's lock
#     (the command line is refused with words);
#   - the installer: `setup.exe /S` installs under %LOCALAPPDATA%\Programs\Malice with a Start
#     menu entry and an Apps entry, the installed exe starts, and `uninstall.exe /S` removes
#     all of it but the saves.
#
#   scripts/package-windows-test.sh [ZIP [SETUP.exe]]   (default: the newest ones built by
#                                                        scripts/package-windows.sh)
# LINUX_MALICE names the Linux binary that writes the archive (default: target/debug/malice,
# built if missing). Needs wine (64-bit), xvfb, xdotool, x11-utils, imagemagick, icoutils,
# unzip and mingw-w64. The display is SHOT_DISPLAY (default :95); screenshots go to
# screenshots/windows-*.png.
#
# Wine 8 (Debian 12) lacks ProcessPrng, which Rust's standard library calls: the test puts a
# stand-in (scripts/wine/bcryptprimitives.c) in the prefix's system32. It is never shipped.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-$PWD/target}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
zip_file=${1:-$(ls -t "$target"/windows/malice-*-windows-x86_64.zip 2>/dev/null | head -1)}
setup=${2:-$(ls -t "$target"/windows/malice-*-windows-x86_64-setup.exe 2>/dev/null | head -1)}
out=$PWD/screenshots
work=$(mktemp -d)
xvfb="" app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  WINEPREFIX=$work/prefix wineserver -k 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

[ -f "$zip_file" ] || fail "no zip: build it with scripts/package-windows.sh"
[ -f "$setup" ] || fail "no installer: build it with scripts/package-windows.sh"
for tool in wine wineserver Xvfb xdotool xprop import convert wrestool unzip x86_64-w64-mingw32-gcc; do
  command -v "$tool" >/dev/null || fail "needs $tool"
done
mkdir -p "$out"

# A display for Wine's windows. -noreset: Wine's helpers come and go.
export DISPLAY=${SHOT_DISPLAY:-:95}
Xvfb "$DISPLAY" -screen 0 1280x860x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
kill -0 "$xvfb" 2>/dev/null || fail "Xvfb could not start on $DISPLAY (in use? set SHOT_DISPLAY)"

# A fresh 64-bit prefix; no Mono or Gecko (their installers would wait for a click).
export WINEPREFIX=$work/prefix WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" HOME=$work/home
mkdir -p "$HOME"
timeout 300 wine wineboot --init >/dev/null 2>&1 || fail "wineboot could not make a prefix"
timeout 120 wineserver -w || true
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/wine/bcryptprimitives.c -ladvapi32
ok "Wine $(wine --version) prefix, with the ProcessPrng stand-in"
users=$WINEPREFIX/drive_c/users/$(id -un)
data=$users/AppData/Roaming/Malice/data

# win PATH ARGS...: runs a Windows program, its output on stdout/stderr, within 120 s.
win() { timeout 120 wine "$@"; }
# winpath FILE: the Windows name of a Linux path (Wine's Z: drive is /).
winpath() { echo "Z:$1" | tr / '\\'; }

# --- The zip ---------------------------------------------------------------------------------
unzip -q "$zip_file" -d "$work/zip"
dir=$(echo "$work"/zip/malice-*)
exe=$dir/malice.exe
for f in malice.exe README.txt LICENSE.txt CREDITS.txt THIRD-PARTY-LICENSES.txt completions/malice.ps1; do
  [ -f "$dir/$f" ] || fail "the zip has no $f"
done
[ ! -e "$dir/bcryptprimitives.dll" ] || fail "the test's DLL is in the zip"
ok "the zip holds malice.exe and its texts ($(du -h "$zip_file" | cut -f1))"
grep -q "Pamela Colman Smith" "$dir/CREDITS.txt" || fail "CREDITS.txt does not credit the card art"
grep -qi "Fira Sans" "$dir/CREDITS.txt" || fail "CREDITS.txt does not credit the font"
grep -q "^iced" "$dir/THIRD-PARTY-LICENSES.txt" || fail "THIRD-PARTY-LICENSES.txt does not list iced"
grep -q "^windows-sys" "$dir/THIRD-PARTY-LICENSES.txt" || fail "THIRD-PARTY-LICENSES.txt is not the Windows build's"
ok "credits and the libraries' licences"

# The icon compiled into the exe: the same sizes as assets/icon's .ico.
wrestool -x -t 14 "$exe" >"$work/exe.ico" 2>/dev/null || true
[ -s "$work/exe.ico" ] || fail "malice.exe has no icon"
[ "$(identify -format '%wx%h ' "$work/exe.ico")" = "$(identify -format '%wx%h ' assets/icon/io.github.malice_tarot.malice.ico)" ] \
  || fail "malice.exe's icon is not assets/icon's"
ok "malice.exe carries the icon ($(identify -format '%w ' "$work/exe.ico")px)"
# A windowed program: subsystem 2 in the PE header (3 would open a console window).
subsystem=$(od -An -tu2 -j $(($(od -An -tu4 -j 60 -N4 "$exe") + 92)) -N2 "$exe" | tr -d ' ')
[ "$subsystem" = 2 ] || fail "malice.exe's subsystem is $subsystem, not 2 (windowed)"
ok "malice.exe is a windowed program (no console window)"

said=$(win "$exe" --version 2>&1 | tr -d '\r') || fail "malice.exe --version: $said"
[ "$said" = "malice $version" ] || fail "--version says '$said', not 'malice $version'"
ok "malice.exe --version: $said"

win "$exe" adventurer new --name Wren --seed 7 >"$work/create.log" 2>&1 \
  || { cat "$work/create.log"; fail "adventurer create"; }
ls "$data"/profiles/default/adventurers/*.toml >/dev/null 2>&1 \
  || fail "no adventurer saved in %APPDATA%\\Malice\\data (looked in $data)"
ok "an adventurer, saved in %APPDATA%\\Malice\\data\\profiles\\default"
win "$exe" delve --adventurer Wren --seed 11 --policy cautious >"$work/delve.log" 2>&1 \
  || { cat "$work/delve.log"; fail "delve"; }
ok "a seeded delve: $(tr -d '\r' <"$work/delve.log" | grep -v '^\s*$' | tail -1)"
win "$exe" journal export --adventurer Wren --out 'C:\wren.md' >"$work/export.log" 2>&1 \
  || { cat "$work/export.log"; fail "journal export"; }
grep -q "Wren" "$WINEPREFIX/drive_c/wren.md" || fail "the exported journal does not name Wren"
ok "journal exported to C:\\wren.md ($(wc -l <"$WINEPREFIX/drive_c/wren.md") lines)"

# An archive written by the Linux build, imported by the Windows one.
linux=${LINUX_MALICE:-$target/debug/malice}
if [ ! -x "$linux" ]; then
  [ -z "${LINUX_MALICE:-}" ] || fail "LINUX_MALICE=$LINUX_MALICE is not a program"
  cargo build --locked --bin malice >&2
fi
lhome=$work/linux-home
MALICE_HOME=$lhome "$linux" adventurer new --name Linnea --seed 3 >/dev/null
MALICE_HOME=$lhome "$linux" delve --adventurer Linnea --seed 5 --policy cautious >/dev/null
MALICE_HOME=$lhome "$linux" journal export --adventurer Linnea --out "$work/linnea-linux.md" >/dev/null
MALICE_HOME=$lhome "$linux" export-all --out "$work/from-linux.zip" >/dev/null
win "$exe" --profile imported import "$(winpath "$work/from-linux.zip")" >"$work/import.log" 2>&1 \
  || { cat "$work/import.log"; fail "import of the Linux archive"; }
win "$exe" --profile imported adventurer list 2>&1 | grep -q Linnea || fail "Linnea is not in the imported roster"
win "$exe" --profile imported journal export --adventurer Linnea --out 'C:\linnea.md' >/dev/null 2>&1 \
  || fail "journal export of the imported adventurer"
diff <(tr -d '\r' <"$WINEPREFIX/drive_c/linnea.md") "$work/linnea-linux.md" >"$work/journal.diff" \
  || { head -20 "$work/journal.diff"; fail "the imported journal exports differently on Windows"; }
ok "an archive made on Linux imported; its journal exports the same on both systems"

# The window.
MALICE_WINDOW=1280x800 wine "$exe" >"$work/app.log" 2>&1 &
app=$!
win_id=""
for _ in $(seq 1 600); do
  win_id=$(xdotool search --onlyvisible --name '^Malice' 2>/dev/null | head -1 || true)
  [ -n "$win_id" ] && break
  kill -0 "$app" 2>/dev/null || { cat "$work/app.log" >&2; fail "malice.exe exited before its window appeared"; }
  sleep 0.1
done
[ -n "$win_id" ] || fail "no Malice window within 60 s"
ok "window $win_id: $(xprop -id "$win_id" WM_NAME | sed 's/.*= //')"
case "$(xprop -id "$win_id" -notype 32c _NET_WM_ICON 2>/dev/null)" in
  *"_NET_WM_ICON = "[0-9]*) ok "the window has an icon" ;;
  *) fail "the window has no icon" ;;
esac
# The first frame can take a while (a debug build on a busy machine): look again for up to 90 s.
colours=0
for _ in $(seq 1 45); do
  sleep 2
  import -window root "$work/window.png"
  colours=$(convert "$work/window.png" -format %k info:)
  [ "$colours" -ge 1000 ] && break
done
cp "$work/window.png" "$out/windows-window.png"
[ "$colours" -ge 1000 ] || fail "the window drew only $colours colours (screenshots/windows-window.png)"
ok "the window draws: $colours colours (screenshots/windows-window.png)"
refused=$(win "$exe" adventurer new --name Other --seed 1 2>&1 | tr -d '\r') \
  && fail "the command line wrote to a profile the window holds"
case "$refused" in
  *"open in a Malice window"*) ok "the profile lock holds on Windows: \"${refused:0:70}…\"" ;;
  *) fail "the refusal says: $refused" ;;
esac
kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
app=""
timeout 60 wineserver -k || true

# --- The installer ---------------------------------------------------------------------------
win "$setup" /S || fail "setup.exe /S"
timeout 60 wineserver -w || true
inst=$users/AppData/Local/Programs/Malice
lnk="$users/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Malice.lnk"
[ -f "$inst/malice.exe" ] || fail "setup.exe /S installed no $inst/malice.exe"
[ -f "$inst/uninstall.exe" ] || fail "no uninstaller"
[ -f "$lnk" ] || fail "no Start menu entry ($lnk)"
strings -el "$lnk" | grep -qi 'malice.exe' || fail "the Start menu entry does not point at malice.exe"
win reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.malice_tarot.malice' \
  2>/dev/null | tr -d '\r' | grep -q 'DisplayName.*Malice' || fail "no entry in Apps (Uninstall key)"
ok "installed: $(du -sh "$inst" | cut -f1) in %LOCALAPPDATA%\\Programs\\Malice, Start menu entry, Apps entry"
said=$(win "$inst/malice.exe" --version 2>&1 | tr -d '\r')
[ "$said" = "malice $version" ] || fail "the installed exe says '$said'"
win "$inst/malice.exe" adventurer list 2>&1 | grep -q Wren || fail "the installed exe does not find the saves"
ok "the installed malice.exe starts and finds the saves"
win "$inst/uninstall.exe" /S || fail "uninstall.exe /S"
# The uninstaller runs from a copy of itself: wait for it to finish.
for _ in $(seq 1 300); do [ -e "$inst" ] || break; sleep 0.1; done
timeout 60 wineserver -w || true
[ ! -e "$inst" ] || fail "the uninstall left $(find "$inst" | head -5)"
[ ! -e "$lnk" ] || fail "the uninstall left the Start menu entry"
if win reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\io.github.malice_tarot.malice' >/dev/null 2>&1; then
  fail "the uninstall left the Apps entry"
fi
ls "$data"/profiles/default/adventurers/*.toml >/dev/null 2>&1 || fail "the uninstall removed the saves"
ok "uninstalled: the program, its Start menu and Apps entries are gone; the saves are kept"
echo "package test (windows) passed"
