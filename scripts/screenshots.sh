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
TABLE_HOME=$(mktemp -d)
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$MALICE_HOME" "$TABLE_HOME"; }
trap cleanup EXIT

# Something to look at: two adventurers, one career played to its end, a note.
"$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
"$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
"$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null
"$bin" journal note add --adventurer "Olk the Patient" --delve olk-the-patient-1 --entry 2 \
  "The torch guttered as I went down; I counted the steps." >/dev/null

# A table-mode delve (a physical deck): the opening hand and one flip given as cards.
printf 'KC\n3S\n7P\nflip\n5C\n' >"$TABLE_HOME/cards.txt"
MALICE_HOME=$TABLE_HOME "$bin" adventurer new --name "Tam Reed" --roll 4,4,3,3,4,3 >/dev/null
MALICE_HOME=$TABLE_HOME "$bin" delve --adventurer "Tam Reed" --table \
  --script "$TABLE_HOME/cards.txt" >/dev/null 2>&1 || true   # stops where the cards run out

export DISPLAY=:97
Xvfb "$DISPLAY" -screen 0 1280x860x24 -noreset >/dev/null 2>&1 &
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
# The delve's seed comes from the clock: a few more answers, likely to show a check's dice.
key 1;                   shot 04b-table-more
key 1;                   shot 04c-table-more
key 1;                   shot 04d-table-more
click 43 27;             shot 05-home-continue        # Home
click 1153 156;          shot 06-career               # Olk: Career
click 43 27; click 1231 156; shot 07-journal          # Olk: Journal
click 43 27; click 1091 27;  shot 08-fame             # Hall of fame
click 43 27; click 1193 27;  shot 09-settings         # Settings
click 500 485; key ctrl+a                             # the data folder field
xdotool type --delay 20 "/proc/no-saves-here"; sleep 0.3
click 1204 485;              shot 09b-settings-folder-refused   # Use this folder
click 43 27; click 961 27;   shot 10-new-adventurer   # New adventurer
xdotool mousemove 51 117 click 1; sleep 0.15; shot 11-dice-tumbling   # Roll 6d6
sleep 1;                     shot 12-dice-rolled

# The table-mode delve, in a second run of the app on the other data folder.
kill "$app"; wait "$app" 2>/dev/null || true
MALICE_HOME=$TABLE_HOME "$bin" &
app=$!
for _ in $(seq 1 200); do
  win=$(xdotool search --name '^Malice' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.02
done
sleep 1.5
click 800 27;                shot 13-table-mode       # Continue Tam Reed's delve
click 231 587;               shot 14-table-mode-possible   # Show the cards still possible
