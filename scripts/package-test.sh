#!/usr/bin/env bash
# Tests what players install, as they would use it:
#   scripts/package-test.sh deb [FILE.deb]   installs the Debian package with apt-get (root),
#       checks the launcher and the metainfo, starts Malice from the launcher's Exec line under
#       Xvfb, checks its window (WM_CLASS the app's id, its icon) and screenshots it, then purges
#       the package and checks that none of its files and no dpkg record are left.
#   scripts/package-test.sh tar [FILE.tar.xz] unpacks the archive, runs install.sh into a
#       throwaway HOME, checks the launcher's Exec resolves and starts the window, runs the
#       uninstall and checks the HOME is as it was.
#   scripts/package-test.sh oldroot ROOT [FILE.tar.xz] does the same inside ROOT, the root folder
#       of an older system (made with debootstrap, with its X client libraries: see
#       docs/other-systems.md), entering it with chroot (root only), and plays a seeded delve
#       on its command line: proof that the archive runs on that system's glibc.
# Without FILE it takes the newest one built (scripts/package-deb.sh, scripts/package-tar.sh).
# Needs: xvfb, x11-utils (xprop), xdotool, imagemagick (import), desktop-file-utils, appstream.
# The display is SHOT_DISPLAY (default :94); the screenshots go to screenshots/package-*.png.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-$PWD/target}
kind=${1:-}
# The app's reverse-DNS id: the launcher's, the icon's and the window's name.
id=io.github.malice_tarot.malice
out=$PWD/screenshots
mkdir -p "$out"
work=$(mktemp -d)
app="" xvfb="" installed="" mounted=()
cleanup() {
  # Inside-out: the folders bound into an older system's root (oldroot).
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" 2>/dev/null || true; done
  # A test that failed half-way leaves no package installed behind it.
  [ -n "$installed" ] && apt-get purge -y -qq malice >/dev/null 2>&1 || true
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

# exec_line DESKTOP_FILE: the launcher's command, its field codes (%f, %U…) dropped.
exec_line() {
  sed -n 's/^Exec=//p' "$1" | head -1 | sed 's/ %[a-zA-Z]//g'
}

# launch DESKTOP_FILE NAME: runs the launcher's Exec line under Xvfb (as a desktop would, with
# sh), waits for the window, checks its WM_CLASS and icon, screenshots it as NAME, closes it.
launch() {
  local desktop=$1 name=$2 command win="" class icon
  command=$(exec_line "$desktop")
  [ -n "$command" ] || fail "$desktop has no Exec line"
  export DISPLAY=${SHOT_DISPLAY:-:94}
  # -noreset: a bare Xvfb resets when its last client leaves, and refuses connections while it
  # does; Malice's own display check connects and leaves just before its window connects.
  Xvfb "$DISPLAY" -screen 0 1280x860x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 1 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 0.2
  kill -0 "$xvfb" 2>/dev/null || fail "Xvfb could not start on $DISPLAY (in use? set SHOT_DISPLAY)"
  # The saves go to a throwaway folder; MALICE_WINDOW keeps the window inside the screen.
  MALICE_HOME=$work/saves MALICE_WINDOW=1280x800 sh -c "exec ${ENTER:-} $command" 2>"$work/app.log" &
  app=$!
  for _ in $(seq 1 300); do
    win=$(xdotool search --classname "^$id\$" 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    kill -0 "$app" 2>/dev/null || { cat "$work/app.log" >&2; fail "Malice exited before its window appeared"; }
    sleep 0.1
  done
  [ -n "$win" ] || fail "no window of class $id within 30 s"
  class=$(xprop -id "$win" WM_CLASS)
  [ "$class" = "WM_CLASS(STRING) = \"$id\", \"$id\"" ] || fail "WM_CLASS is $class"
  ok "window $win: $class"
  # _NET_WM_ICON: width, height, then ARGB pixels. Saved as a PNG to look at.
  icon=$(xprop -id "$win" -notype 32c _NET_WM_ICON | sed 's/^_NET_WM_ICON = //')
  case "$icon" in
    "128, 128, "*) ok "the window has its 128×128 icon" ;;
    *) fail "the window has no icon (_NET_WM_ICON: ${icon:0:60})" ;;
  esac
  echo "$icon" | perl -ne '
    my @v = split /,\s*/; my ($w, $h) = splice @v, 0, 2;
    print "P7\nWIDTH $w\nHEIGHT $h\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n";
    print pack "C4", ($_ >> 16) & 255, ($_ >> 8) & 255, $_ & 255, ($_ >> 24) & 255 for @v;
  ' >"$work/icon.pam"
  convert "$work/icon.pam" "$out/package-$name-window-icon.png" 2>/dev/null || true
  # The first frame can take a while (a debug build on a busy machine): a window that is still
  # black is not proof that it draws, so look again for up to 90 s.
  local colours=0
  for _ in $(seq 1 45); do
    sleep 2
    import -window "$win" "$work/window.png"
    colours=$(convert "$work/window.png" -format %k info:)
    [ "$colours" -ge 1000 ] && break
  done
  cp "$work/window.png" "$out/package-$name-window.png"
  [ "$colours" -ge 1000 ] || fail "the window drew only $colours colours ($out/package-$name-window.png)"
  ok "the window draws: $colours colours ($out/package-$name-window.png)"
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=""
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  xvfb=""
}

test_deb() {
  local deb=${1:-$(ls -t "$target"/debian/malice_*.deb 2>/dev/null | head -1)}
  [ -f "$deb" ] || fail "no package: build it with scripts/package-deb.sh"
  deb=$(realpath "$deb")
  [ "$(id -u)" = 0 ] || fail "installing a package needs root"
  if dpkg-query -W -f='${Status}' malice 2>/dev/null | grep -q installed; then
    fail "malice is installed already: remove it first (apt-get purge malice)"
  fi
  dpkg-deb -c "$deb" | awk '{ print substr($6, 2) }' | grep -v '/$' >"$work/files"
  echo "package $deb: $(du -h "$deb" | cut -f1), $(wc -l <"$work/files") files"

  # apt-get resolves the libraries it declares; with no package lists yet, fetch them once.
  apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1 \
    || { apt-get update -qq && apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1; } \
    || { cat "$work/apt.log"; fail "apt-get install"; }
  installed=yes
  ok "installed ($(dpkg-query -W -f='${Version}, ${Installed-Size} KiB' malice))"
  while read -r f; do [ -e "$f" ] || fail "$f is missing after install"; done <"$work/files"
  [ "$(command -v malice)" = /usr/bin/malice ] || fail "malice is not /usr/bin/malice on PATH"
  file -L /usr/bin/malice | grep -q ', stripped' || fail "/usr/bin/malice is not stripped"
  ok "/usr/bin/malice is stripped: $(du -h /usr/bin/malice | cut -f1)"
  desktop-file-validate /usr/share/applications/$id.desktop || fail "desktop-file-validate"
  ok "desktop-file-validate"
  appstreamcli validate --no-net /usr/share/metainfo/*malice*.metainfo.xml >"$work/as.log" \
    || { cat "$work/as.log"; fail "appstreamcli validate"; }
  ok "appstreamcli validate"
  zcat /usr/share/man/man1/malice.1.gz | grep -q '^\.SH NAME' || fail "no man page"
  ok "man page malice(1) and $(ls /usr/share/man/man1/malice-*.1.gz | wc -l) for subcommands"
  bash -c '. /usr/share/bash-completion/completions/malice && complete -p malice' >/dev/null \
    || fail "the bash completion does not load"
  ok "bash completion loads"
  malice --version >/dev/null || fail "malice --version"

  launch /usr/share/applications/$id.desktop deb

  apt-get purge -y -qq malice >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt-get purge"; }
  installed=""
  if dpkg-query -W malice >/dev/null 2>&1; then
    fail "dpkg still knows malice: $(dpkg-query -W -f='${Status}' malice)"
  fi
  while read -r f; do [ ! -e "$f" ] || fail "$f is left after purge"; done <"$work/files"
  for dir in /usr/share/doc/malice; do [ ! -e "$dir" ] || fail "$dir is left after purge"; done
  ls /var/lib/dpkg/info/malice.* >/dev/null 2>&1 && fail "dpkg's info files are left"
  ok "purged: no file and no dpkg record left"
}

test_tar() {
  local archive=${1:-$(ls -t "$target"/archive/malice-*.tar.xz 2>/dev/null | head -1)}
  [ -f "$archive" ] || fail "no archive: build it with scripts/package-tar.sh"
  archive=$(realpath "$archive")
  local home=$work/home
  mkdir -p "$home" "$work/unpacked"
  tar -C "$work/unpacked" -xJf "$archive"
  local dir
  dir=$(echo "$work"/unpacked/malice-*)
  (cd "$home" && find . | sort) >"$work/before"
  # A player's environment: only HOME and PATH (no XDG_* set, as on most desktops).
  env -i HOME="$home" PATH=/usr/bin:/bin sh "$dir/install.sh" >"$work/install.log" \
    || { cat "$work/install.log"; fail "install.sh"; }
  ok "install.sh: $(head -1 "$work/install.log")"
  local desktop=$home/.local/share/applications/$id.desktop
  [ -f "$desktop" ] || fail "no launcher in ~/.local/share/applications"
  desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
  local exe
  exe=$(exec_line "$desktop" | tr -d '"')
  [ "$exe" = "$home/.local/bin/malice" ] || fail "the launcher runs $exe"
  [ -x "$exe" ] || fail "the launcher's $exe is not executable"
  ok "the launcher's Exec resolves: $exe"
  for size in 16x16 32x32 48x48 128x128 256x256; do
    [ -f "$home/.local/share/icons/hicolor/$size/apps/$id.png" ] || fail "no $size icon"
  done
  [ -f "$home/.local/share/icons/hicolor/scalable/apps/$id.svg" ] || fail "no scalable icon"
  ok "icons in ~/.local/share/icons/hicolor"
  [ -f "$home/.local/share/man/man1/malice.1" ] || fail "no man page"
  HOME=$home launch "$desktop" tar
  env -i HOME="$home" PATH=/usr/bin:/bin sh "$home/.local/lib/malice/install.sh" --uninstall \
    >"$work/uninstall.log" || { cat "$work/uninstall.log"; fail "install.sh --uninstall"; }
  (cd "$home" && find . | sort) >"$work/after"
  diff "$work/before" "$work/after" >"$work/left" || { cat "$work/left"; fail "the uninstall left these"; }
  ok "uninstalled: the HOME is as it was"
}

test_oldroot() {
  local root=${1:-}
  local archive=${2:-$(ls -t "$target"/archive/malice-*.tar.xz 2>/dev/null | head -1)}
  [ -n "$root" ] && [ -x "$root/bin/sh" ] || fail "usage: $0 oldroot ROOT [FILE.tar.xz] (ROOT: a debootstrapped system)"
  [ -f "$archive" ] || fail "no archive: build it with scripts/package-tar.sh"
  [ "$(id -u)" = 0 ] || fail "entering ROOT with chroot needs root"
  root=$(realpath "$root")
  archive=$(realpath "$archive")
  local system glibc needs
  system=$(. "$root/etc/os-release" && echo "$PRETTY_NAME")
  glibc=$(chroot "$root" ldd --version | head -1 | awk '{ print $NF }')
  # Inside the root: its /proc and /dev, and the X server's socket folder for the window.
  local dir
  for dir in proc dev tmp/.X11-unix; do
    mkdir -p "$root/$dir" "/$dir"
    mount --bind "/$dir" "$root/$dir"
    mounted+=("$root/$dir")
  done
  local inside=/var/tmp/malice-test.$$
  rm -rf "${root:?}$inside"
  mkdir -p "$root$inside/home"
  tar -C "$root$inside" -xJf "$archive"
  local unpacked
  unpacked=$(cd "$root$inside" && echo malice-*)
  needs=$(objdump -T "$root$inside/$unpacked/malice" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)
  echo "system: $system (glibc $glibc); the binary needs glibc $needs"
  # in_root COMMAND...: runs a command in the root as a player of that system would, with only
  # HOME and PATH set.
  in_root() { chroot "$root" env -i HOME="$inside/home" PATH=/usr/bin:/bin "$@"; }
  in_root sh "$inside/$unpacked/install.sh" >"$work/install.log" || { cat "$work/install.log"; fail "install.sh"; }
  ok "install.sh in $system"
  local exe=$inside/home/.local/bin/malice
  in_root "$exe" --version || fail "malice --version in $system"
  in_root env MALICE_HOME="$inside/saves" "$exe" adventurer new --name Bryn --seed 4 >/dev/null \
    || fail "adventurer create in $system"
  in_root env MALICE_HOME="$inside/saves" "$exe" delve --adventurer Bryn --seed 9 --policy cautious \
    >"$work/delve.log" || { cat "$work/delve.log"; fail "delve in $system"; }
  in_root env MALICE_HOME="$inside/saves" "$exe" journal export --adventurer Bryn --out "$inside/bryn.md" \
    >/dev/null || fail "journal export in $system"
  grep -q Bryn "$root$inside/bryn.md" || fail "the journal does not name Bryn"
  ok "the command line in $system: an adventurer, a seeded delve, the journal exported"
  local desktop=$root$inside/home/.local/share/applications/$id.desktop
  desktop-file-validate "$desktop" || fail "desktop-file-validate"
  ENTER="chroot $root env -i HOME=$inside/home PATH=/usr/bin:/bin DISPLAY=\$DISPLAY MALICE_HOME=$inside/saves MALICE_WINDOW=1280x800" \
    launch "$desktop" "oldroot-$(. "$root/etc/os-release" && echo "$ID-$VERSION_ID")"
  in_root sh "$inside/home/.local/lib/malice/install.sh" --uninstall >/dev/null || fail "uninstall"
  [ ! -e "$root$exe" ] || fail "the uninstall left $exe"
  ok "uninstalled in $system"
  rm -rf "${root:?}$inside"
}

case "$kind" in
  deb) test_deb "${2:-}" ;;
  tar) test_tar "${2:-}" ;;
  oldroot) test_oldroot "${2:-}" "${3:-}" ;;
  *) echo "usage: $0 deb|tar [FILE] or $0 oldroot ROOT [FILE]" >&2; exit 2 ;;
esac
echo "package test ($kind) passed"
