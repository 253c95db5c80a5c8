#!/usr/bin/env bash
# Runs the real app under Xvfb with a throwaway data folder and saves a PNG of each screen in
# screenshots/. Needs: xvfb imagemagick xdotool (apt-get install -y xvfb imagemagick xdotool).
set -euo pipefail
cd "$(dirname "$0")/.."
out=screenshots
mkdir -p "$out"
cargo build --release --quiet
bin=target/release/malice
export MALICE_HOME
MALICE_HOME=$(mktemp -d)
trap 'kill ${app:-} ${xvfb:-} 2>/dev/null || true; rm -rf "$MALICE_HOME"' EXIT

# A roster to look at: two adventurers, one career played to its end by the cautious player.
"$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
"$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
"$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null || true
"$bin" journal note add --adventurer "Olk the Patient" --delve olk-the-patient-1 --entry 2 \
  "The torch guttered as I went down; I counted the steps." >/dev/null

export DISPLAY=:99
Xvfb :99 -screen 0 1280x860x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
export ICED_BACKEND=tiny-skia
start=$(date +%s.%N)
"$bin" &
app=$!
# Wait for the window (and report how long it took to appear).
for _ in $(seq 1 100); do
  win=$(xdotool search --name '^Malice' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.05
done
end=$(date +%s.%N)
echo "window after $(echo "$end - $start" | bc) s"
sleep 1.5
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.6; }
key() { xdotool windowfocus --sync "$win" key "$@"; sleep 0.6; }

shot 01-home
key question         # the shortcuts sheet
shot 02-shortcuts
key question
# Start Mara's delve: the first Delve button on the roster.
xdotool windowfocus --sync "$win"
eval "$(xdotool search --name '^Malice' getwindowgeometry --shell | tail -4)" || true
shot 03-home-again
