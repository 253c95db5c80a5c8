#!/usr/bin/env bash
# Runs the real app under Xvfb on a throwaway data folder and saves a PNG of each screen in
# screenshots/ (git-ignored). Needs: apt-get install -y xvfb imagemagick xdotool
# Clicks use positions in a 1280×860 window; if the layout changes, update them here.
set -euo pipefail
cd "$(dirname "$0")/.."
out=screenshots
mkdir -p "$out"
cargo build --release --quiet
bin=$PWD/target/release/malice
MALICE_HOME=$(mktemp -d)
export MALICE_HOME
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$MALICE_HOME"; }
trap cleanup EXIT

# Something to look at: two adventurers, one career played to its end, a note.
"$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
"$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
"$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null
"$bin" journal note add --adventurer "Olk the Patient" --delve olk-the-patient-1 --entry 2 \
  "The torch guttered as I went down; I counted the steps." >/dev/null

export DISPLAY=:97
Xvfb "$DISPLAY" -screen 0 1280x860x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
start=$(date +%s%N)
"$bin" &
app=$!
win=""
for _ in $(seq 1 200); do
  win=$(xdotool search --name '^Malice' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.02
done
echo "window mapped after $(( ($(date +%s%N) - start) / 1000000 )) ms"
sleep 1.5
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.7; }
key() { xdotool windowfocus --sync "$win" key "$@"; sleep 0.4; }

shot 01-home
key question;            shot 02-shortcuts; key question
click 1081 119;          shot 03-table-start          # Mara Vell: Delve
key 1; key 1;            shot 04-table-after-answers
click 43 27;             shot 05-home-continue        # Home
click 1153 156;          shot 06-career               # Olk: Career
click 43 27; click 1231 156; shot 07-journal          # Olk: Journal
click 43 27; click 1091 27;  shot 08-fame             # Hall of fame
click 43 27; click 1193 27;  shot 09-settings         # Settings
click 43 27; click 961 27;   shot 10-new-adventurer   # New adventurer
