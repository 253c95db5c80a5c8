#!/usr/bin/env bash
# Renders the app's icon (assets/icon/ID.svg, drawn by hand; ID is the app's reverse-DNS id) as
# the PNGs desktops look for, in the hicolor theme's layout: assets/icon/hicolor/NxN/apps/ID.png,
# and as the Windows icon assets/icon/ID.ico (16 to 256 px, compiled into malice.exe by build.rs).
# The window icon is the 128 px PNG (src/ui/mod.rs). Run it after changing the SVG and commit the
# results.
# Needs rsvg-convert (Debian: librsvg2-bin) and ImageMagick's convert (imagemagick).
#
#   scripts/package-icons.sh           render every size
#   scripts/package-icons.sh --check   render into a temp folder and fail if a committed file differs
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.malice_tarot.malice
svg=assets/icon/$id.svg
sizes=(16 22 24 32 48 64 128 256 512)
ico_sizes=(16 24 32 48 64 128 256)
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 1; }
command -v convert >/dev/null || { echo "needs convert (apt-get install imagemagick)" >&2; exit 1; }

out=assets/icon
[ "${1:-}" = --check ] && out=$(mktemp -d)
for size in "${sizes[@]}"; do
  mkdir -p "$out/hicolor/${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" "$svg" -o "$out/hicolor/${size}x${size}/apps/$id.png"
done
ico_from=()
for size in "${ico_sizes[@]}"; do ico_from+=("$out/hicolor/${size}x${size}/apps/$id.png"); done
convert "${ico_from[@]}" "$out/$id.ico"
if [ "${1:-}" = --check ]; then
  status=0
  for file in "${sizes[@]/#/hicolor/}" "$id.ico"; do
    case "$file" in hicolor/*) file="$file"x"${file#hicolor/}/apps/$id.png" ;; esac
    cmp -s "$out/$file" "assets/icon/$file" \
      || { echo "assets/icon/$file is not made from $svg: run $0" >&2; status=1; }
  done
  rm -rf "$out"
  exit $status
fi
echo "rendered ${sizes[*]} px into $out/hicolor and $out/$id.ico"
