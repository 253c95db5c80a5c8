#!/usr/bin/env bash
# Renders the app's icon (assets/icon/malice.svg, drawn by hand) as the PNGs desktops look for,
# in the hicolor theme's layout: assets/icon/hicolor/NxN/apps/malice.png. The window icon is
# the 128 px one (src/ui/mod.rs). Run it after changing the SVG and commit the PNGs.
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
#
#   scripts/package-icons.sh           render every size
#   scripts/package-icons.sh --check   render into a temp folder and fail if a committed PNG differs
set -euo pipefail
cd "$(dirname "$0")/.."
svg=assets/icon/malice.svg
sizes=(16 22 24 32 48 64 128 256 512)
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 1; }

out=assets/icon/hicolor
[ "${1:-}" = --check ] && out=$(mktemp -d)
for size in "${sizes[@]}"; do
  mkdir -p "$out/${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" "$svg" -o "$out/${size}x${size}/apps/malice.png"
done
if [ "${1:-}" = --check ]; then
  status=0
  for size in "${sizes[@]}"; do
    cmp -s "$out/${size}x${size}/apps/malice.png" "assets/icon/hicolor/${size}x${size}/apps/malice.png" \
      || { echo "assets/icon/hicolor/${size}x${size}/apps/malice.png is not made from $svg: run $0" >&2; status=1; }
  done
  rm -rf "$out"
  exit $status
fi
echo "rendered ${sizes[*]} px into $out"
