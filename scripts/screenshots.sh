#!/usr/bin/env bash
# Runs the real app under Xvfb on throwaway data folders and saves a PNG of each screen in
# screenshots/ (git-ignored). Needs: apt-get install -y xvfb imagemagick xdotool
#
#   scripts/screenshots.sh          every part
#   scripts/screenshots.sh table    only the delve table's part (app, table, boards, …)
#
# Each part is a function below; parts set up their own data folders with the command line,
# then drive the app by keyboard (positions only where no key does it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=screenshots
mkdir -p "$out"
cargo build --release --quiet
bin=${CARGO_TARGET_DIR:-$PWD/target}/release/malice
work=$(mktemp -d)
app=""
xvfb=""
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

export DISPLAY=${SHOT_DISPLAY:-:97}
Xvfb "$DISPLAY" -screen 0 1280x860x24 -noreset >/dev/null 2>&1 &
xvfb=$!
sleep 1

# ---- shared helpers -------------------------------------------------------------------------

# start_app HOME [THEME] [SIZE]: runs the app on a data folder, in a theme and window size.
start_app() {
  local start
  start=$(date +%s%N)
  MALICE_HOME=$1 MALICE_THEME=${2:-light} MALICE_WINDOW=${3:-1280x860} "$bin" &
  app=$!
  win=""
  for _ in $(seq 1 300); do
    win=$(xdotool search --name '^Malice' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 0.02
  done
  echo "window mapped after $(( ($(date +%s%N) - start) / 1000000 )) ms"
  sleep 1.2
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""; }
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
# shot_window NAME: the app's window alone (its own size).
shot_window() { import -window "$win" "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.7; }
key() { xdotool windowfocus --sync "$win" key "$@"; sleep 0.5; }

# ---- the app's screens (Home, career, journal, fame, settings, new adventurer) ---------------
app_shots() {
  local home=$work/app
  mkdir -p "$home"
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$home "$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null
  MALICE_HOME=$home "$bin" journal note add --adventurer "Olk the Patient" \
    --delve olk-the-patient-1 --entry 2 \
    "The torch guttered as I went down; I counted the steps." >/dev/null
  for theme in light dark; do
    for size in 1280x800 1024x640; do
      local width=${size%x*} tag=$theme-$size
      start_app "$home" "$theme" "$size"
      shot_window "app-home-$tag"
      key n;        shot_window "app-new-adventurer-$tag"; key Escape
      key r;        shot_window "app-rules-$tag";          key Escape
      key f;        shot_window "app-fame-$tag";           key Escape
      key s;        shot_window "app-settings-$tag";       key Escape
      # Olk's row is the second of the roster; its Career button sits at the right edge.
      xdotool mousemove --window "$win" $((width - 136)) 178 click 1
      sleep 0.7;    shot_window "app-career-$tag";         key Escape
      key question; shot_window "app-shortcuts-$tag";      key Escape
      shot_window "app-home-after-sheet-$tag"
      stop_app
    done
  done
}

# ---- the delve table (issue 12): each kind of question, death, escape, journal, exports ------
# Both themes, at 1280×800 and 1024×640; the window is shot alone.

# seeded_until HOME SEED POLICY KIND: plays Mara Vell's delve with this seed and automatic
# player up to (not into) the first question of KIND, and leaves it in progress there.
seeded_until() {
  local home=$1 seed=$2 policy=$3 kind=$4 probe=$work/probe-$RANDOM
  mkdir -p "$probe"
  MALICE_HOME=$probe "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$probe "$bin" delve --adventurer "Mara Vell" --seed "$seed" --policy "$policy" \
    --trace 2>/dev/null \
    | awk -v want="$kind" '
        /^\[[a-z-]+\] .* -> / {
          k = substr($1, 2, length($1) - 2)
          if (k == want) exit
          if (k != "creation-die" && k != "draw" && k != "die" && k != "random-discard") {
            sub(/.* -> /, ""); print
          }
        }' >"$home/script.txt" || true   # awk stops reading early: the delve gets SIGPIPE
  rm -rf "$probe"
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  if [ -s "$home/script.txt" ]; then
    MALICE_HOME=$home "$bin" delve --adventurer "Mara Vell" --seed "$seed" \
      --script "$home/script.txt" >/dev/null 2>&1 || true   # stops where the script runs out
  else
    # The kind comes first: an empty script stops at once.
    MALICE_HOME=$home "$bin" delve --adventurer "Mara Vell" --seed "$seed" \
      --script /dev/null >/dev/null 2>&1 || true
  fi
}

# tabled HOME LINES: a table-mode delve (physical deck) for Ysolde (Evocation 2), answered
# from these lines, left in progress.
tabled() {
  local home=$1
  shift
  printf '%s\n' "$@" >"$home/cards.txt"
  MALICE_HOME=$home "$bin" adventurer new --name "Ysolde Marr" --roll 4,4,4,4,4,2 >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Ysolde Marr" --table \
    --script "$home/cards.txt" >/dev/null 2>&1 || true
}

# table_at HOME NAME [KEYS...]: opens the delve in progress (Enter on Home), presses KEYS,
# and shoots it in both themes at both sizes as NAME.
table_at() {
  local home=$1 name=$2
  shift 2
  for theme in light dark; do
    for size in 1280x800 1024x640; do
      # Each run starts from the saved delve: keys that answer are replayed on a copy.
      rm -rf "$work/copy" && cp -r "$home" "$work/copy"
      start_app "$work/copy" "$theme" "$size"
      key Return
      for k in "$@"; do key "$k"; done
      sleep 0.8
      shot_window "table-$name-$theme-$size"
      stop_app
    done
  done
}

table_shots() {
  # Seeds and automatic players that reach each kind of question early (found with --trace).
  local kinds=(
    "action 1 cautious"
    "overcome 1 cautious"
    "check-attribute 1 cautious"
    "discard 1 cautious"
    "reroll 1 cautious"
    "cups 1 cautious"
    "choose-attribute 1 cautious"
    "escape 1 random"
    "pick 2 cautious"
    "help 3 random"
    "balance 3 random"
    "rotation 4 cautious"
    "peek-bottom 5 random"
    "arrange 16 cautious"
  )
  for entry in "${kinds[@]}"; do
    read -r kind seed policy <<<"$entry"
    local home=$work/q-$kind
    mkdir -p "$home"
    seeded_until "$home" "$seed" "$policy" "$kind"
    table_at "$home" "$kind"
  done

  # Table mode: the card asked for (faces by suit), then the die of The Magician's roll.
  local drawn=$work/t-draw die=$work/t-die dead=$work/t-dead fled=$work/t-fled
  mkdir -p "$drawn" "$die" "$dead" "$fled"
  tabled "$drawn" 2C 3C 4C 5C
  table_at "$drawn" draw-a-card space
  tabled "$die" 2C 3C 4C 5C flip M1 evocation 0
  table_at "$die" die
  # Death: no Cups, the die shows 6, then the failure is accepted (the second answer).
  tabled "$dead" 2C 3C 4C 5C flip M1 evocation 0 6
  table_at "$dead" death 2
  # Escape: a Pentacle, then The Fool; leave (the first answer).
  tabled "$fled" 2C 3C 4C 5C flip 5P flip M0
  table_at "$fled" escape 1

  # The journal (Ctrl+F from the table) with a note, and an export (Ctrl+E: no save dialog
  # under Xvfb, so it goes to the data folder's exports/ and offers to open the folder).
  local journal=$work/journal
  mkdir -p "$journal"
  tabled "$journal" 2C 3C 4C 5C flip 7C flip M16
  MALICE_HOME=$journal "$bin" journal note add --adventurer "Ysolde Marr" \
    --delve ysolde-marr-1 --entry 2 \
    "The cup was still warm. Someone had been here before me, and not long ago." >/dev/null
  for theme in light dark; do
    for size in 1280x800 1024x640; do
      start_app "$journal" "$theme" "$size"
      key Return
      key ctrl+f;  sleep 0.5; shot_window "journal-$theme-$size"
      key ctrl+e;  sleep 1.5; shot_window "journal-exported-$theme-$size"
      stop_app
    done
  done
  cp "$journal"/exports/* "$out/" 2>/dev/null || true
}

case "${1:-all}" in
  app) app_shots ;;
  table) table_shots ;;
  all) app_shots; table_shots ;;
  *) echo "usage: $0 [app|table|all]" >&2; exit 2 ;;
esac
