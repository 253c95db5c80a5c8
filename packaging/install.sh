#!/bin/sh
# Installs Malice for this account under ~/.local (no root needed), from the folder this script
# is in:
#   ./install.sh              install (or update)
#   ./install.sh --uninstall  remove what it installed (your saves are kept)
# PREFIX (default ~/.local) and XDG_DATA_HOME (default PREFIX/share) choose other places.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# The app's reverse-DNS id: the launcher's and the icon's name.
id=io.github.malice_tarot.malice
home=${HOME:?HOME is not set}
prefix=${PREFIX:-$home/.local}
data=${XDG_DATA_HOME:-$prefix/share}
# What was installed, for the uninstall: one path a line, folders made marked with a slash.
keep=$prefix/lib/malice
manifest=$keep/installed.txt

uninstall() {
  if [ ! -f "$manifest" ]; then
    echo "Malice is not installed under $prefix (no $manifest)." >&2
    exit 1
  fi
  list=$(mktemp)
  cp "$manifest" "$list"
  # Files first (this list and this script last), then the folders it made, deepest first,
  # if nothing else is in them.
  grep -v '/$' "$list" | while IFS= read -r path; do rm -f "$path"; done
  rm -f "$manifest" "$keep/install.sh"
  grep '/$' "$list" | sort -r | while IFS= read -r dir; do rmdir "$dir" 2>/dev/null || true; done
  rm -f "$list"
  echo "Malice is uninstalled. Your saves are kept (in ~/.local/share/malice unless you chose"
  echo "another folder in Settings); delete that folder to remove them too."
}

# mkdirs DIR: makes DIR and its missing parents, noting each one made.
mkdirs() {
  if [ ! -d "$1" ]; then
    mkdirs "$(dirname "$1")"
    mkdir "$1"
    echo "$1/" >>"$new"
  fi
}

# put SOURCE DEST MODE: copies a file into place and notes it.
put() {
  mkdirs "$(dirname "$2")"
  cp "$1" "$2.tmp.$$" && chmod "$3" "$2.tmp.$$" && mv -f "$2.tmp.$$" "$2"
  echo "$2" >>"$new"
}

if [ "${1:-}" = --uninstall ]; then
  uninstall
  exit 0
elif [ -n "${1:-}" ]; then
  echo "usage: $0 [--uninstall]" >&2
  exit 2
fi

new=$(mktemp)
trap 'rm -f "$new"' EXIT
# Folders made by an earlier install stay listed.
if [ -f "$manifest" ]; then grep '/$' "$manifest" >>"$new" || true; fi
mkdirs "$keep"
put "$here/malice" "$prefix/bin/malice" 755
# The launcher names the binary by its full path: ~/.local/bin is not on every desktop's PATH.
launcher=$(mktemp)
awk -v exe="$prefix/bin/malice" '/^Exec=malice$/ { print "Exec=\"" exe "\""; next } { print }' \
  "$here/$id.desktop" >"$launcher"
put "$launcher" "$data/applications/$id.desktop" 644
rm -f "$launcher"
for icon in "$here"/icons/hicolor/*/apps/"$id".*; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  put "$icon" "$data/icons/hicolor/$size/apps/$(basename "$icon")" 644
done
for page in "$here"/man/*.1; do put "$page" "$data/man/man1/$(basename "$page")" 644; done
put "$here/completions/malice" "$data/bash-completion/completions/malice" 644
put "$here/completions/malice.fish" "$data/fish/vendor_completions.d/malice.fish" 644
# zsh reads it once that folder is on its fpath (said below).
put "$here/completions/_malice" "$data/zsh/site-functions/_malice" 644
cp "$0" "$keep/install.sh.tmp.$$" && chmod 755 "$keep/install.sh.tmp.$$" && mv -f "$keep/install.sh.tmp.$$" "$keep/install.sh"
echo "$manifest" >>"$new"
echo "$keep/install.sh" >>"$new"
sort -u "$new" >"$manifest"
echo "Malice is installed: it is in your desktop's menu (Games), and runs as $prefix/bin/malice."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "To run \`malice\` on the command line, add $prefix/bin to your PATH." ;;
esac
echo "For zsh's completion, add $data/zsh/site-functions to fpath in ~/.zshrc."
echo "To uninstall: $keep/install.sh --uninstall"
