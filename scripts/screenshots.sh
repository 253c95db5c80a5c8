#!/usr/bin/env bash
# Runs the real app under Xvfb on throwaway data folders and saves a PNG of each screen in
# screenshots/ (git-ignored). Needs: apt-get install -y xvfb imagemagick xdotool (and openbox
# wmctrl for the window's memory in `defects`: without them that step is skipped)
#
#   scripts/screenshots.sh          every part
#   scripts/screenshots.sh table    only the delve table's part (app, table, boards, readme)
#   scripts/screenshots.sh hand     a twelve-card hand: an action, a re-roll, a long turn
#   scripts/screenshots.sh learn    each game's Learn path played by clicks, then its level-1 match by hints
#   scripts/screenshots.sh readme   the README's two pictures, into docs/screenshots/
#   scripts/screenshots.sh words    the first-delve guide's note at each kind of moment, then end
#   scripts/screenshots.sh end      death and escape, the sentence with its chain, at every size
#   scripts/screenshots.sh daily    today's delve: the Daily page, a delve's end, a friend's race
#   scripts/screenshots.sh fame     the hall of fame and two careers of a roster of seven, every size
#   scripts/screenshots.sh zoom     the main screens at 100%, 150% and 200% text size, every size
#   scripts/screenshots.sh journal  the journal column and page, the oracle asked in both, an export
#   scripts/screenshots.sh advice   each answer's chance to escape and the ★ at the issue's states
#   scripts/screenshots.sh play     a delve played to its end by keys (1, Space) at 1024x640, 100
#                                   and 200 % (PLAY_ROOMS), a shot before every key
#   scripts/screenshots.sh big      the table at 27 cards and three piles, and a check with Cups, at
#                                   1280x800, 1366x768 and 1920x1080, 100, 150 and 200 %, both themes
#   scripts/screenshots.sh fit      Home, a match played to its end by hints, History (issue 40)
#   scripts/screenshots.sh analysis a finished match of each game opened from History and analysed
#                                   (A), at 1024x640 and 1280x800, 100 and 200 %, both themes
#   scripts/screenshots.sh history  History after matches won, lost and resigned: two games, three
#                                   sizes, both themes, 100 and 200 %
#   scripts/screenshots.sh recheck  a hint in each game; Home's Quick-match line and the match it starts
#   scripts/screenshots.sh defects  each defect issue 40 lists (but the table's), at four sizes
#   scripts/screenshots.sh matches  each game played to its end by hints, against level 1 and
#                                   between two friends (MATCH_ROOMS, default 1024x640@200 light
#                                   and 1920x1080@100 dark), a shot every move
#   SHOT_SCREEN=2560x1440 SHOT_SIZES=2560x1440 scripts/screenshots.sh app   the largest window
#   scripts/screenshots.sh table-defects  the table's defects issue 40 lists: the dice, a long
#                                   turn, the hover view, the ring on the last stops, the jump
#                                   (scripts/shots/table_defects.sh), four sizes × 100/150/200 %
#   scripts/screenshots.sh career-chart  a career's chart after an abandoned delve (also in table)
#   scripts/screenshots.sh screens  every screen outside the table and the match (Home, the ? sheet,
#                                   About, New adventurer, fame, Settings, How to play's pages,
#                                   Career, Journal, History) in every room of SCREEN_ROOMS
#                                   (default four sizes × 100/150/200 %), both themes, and a sheet
#                                   of each screen's rooms (scripts/shots/screens.sh)
#
# Contrast from a shot's pixels: scripts/shots/contrast.py SHOT.png NAME=WxH+X+Y … (the box's
# ground and its text's core colour, their ratio, FAIL under 4.5:1), e.g.
#   scripts/shots/contrast.py screenshots/screens-new-dark-1280x800-100.png create=56x18+16+334
#
# Each part is a function below; parts set up their own data folders with the command line,
# then drive the app by keyboard (positions only where no key does it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=screenshots
mkdir -p "$out"
# shellcheck source=scripts/xvfb.sh
. scripts/xvfb.sh
# Large enough for the largest window shot (1920×1080; SHOT_SCREEN=2560x1440 for larger).
start_xvfb "${SHOT_DISPLAY:-:97}" "${SHOT_SCREEN:-1920x1080}"

# The day the tests' app takes for today (tests/ui/ui_common: DAY), and the app's and the
# command line's today here unless MALICE_TODAY says otherwise: Home is then the same on every
# run and laid out as the fit states lay it out, so that the places the fit test finds
# (fit_places) are the app's (on a day with a longer date or name today's delve's buttons wrap
# and every tile below stands 26 px lower at 1024x640).
FIT_DAY=2026-05-14
export MALICE_TODAY=${MALICE_TODAY:-$FIT_DAY}

# The window sizes every screen is shot at (SHOT_SIZES overrides, e.g. "1280x800").
SIZES=${SHOT_SIZES:-1280x800 1024x640 1920x1080}

# ---- shared helpers -------------------------------------------------------------------------

# start_app HOME [THEME] [SIZE] [ZOOM]: runs the app on a data folder, in a theme and window
# size, at a zoom in percent (default 100).
start_app() {
  local start
  start=$(date +%s%N)
  # The pointer out of the way: Xvfb keeps it where the last click left it, and a window
  # opening under it shows the tooltip of whatever control is there (a stale hover).
  xdotool mousemove 1919 1079
  MALICE_HOME=$1 MALICE_THEME=${2:-light} MALICE_WINDOW=${3:-1280x800} MALICE_ZOOM=${4:-100} \
    "$bin" &
  app=$!
  wait_window 0.02
  echo "window mapped after $(( ($(date +%s%N) - start) / 1000000 )) ms"
  sleep 1.2
  ready
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""; }
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
# shot_window NAME: the app's window alone (its own size).
shot_window() { import -window "$win" "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.7; }
key() { xdotool windowfocus --sync "$win" key "$@"; sleep 0.5; }
# click_at X Y: a click at a place in the app's window.
click_at() { xdotool mousemove --window "$win" "$1" "$2" click 1; sleep 0.7; }
# looks: a digest of what the app's window shows now.
looks() { import -window "$win" -depth 8 rgb:- 2>/dev/null | md5sum; }
# ready: waits (up to 6 s) until the window shows the same thing twice 0.3 s apart, so that a
# first key is not sent before the app draws and takes keys (at 2560x1440 a key sent at once
# was lost: the Hall of fame's shot showed Home).
ready() {
  local was now i
  was=$(looks)
  for i in $(seq 1 20); do
    sleep 0.3; now=$(looks)
    [ "$now" = "$was" ] && return 0
    was=$now
  done
}
# settled [LOOKS]: waits (up to LOOKS looks 0.3 s apart, default 8) until the window shows the
# same thing twice in a row: a screen half drawn, or still taking the last key, is not shot
# and does not take the next key (a slow binary's Escape from About came after the next key,
# and New adventurer's shot showed Home).
settled() {
  local was now i
  was=$(looks)
  for i in $(seq 1 "${1:-8}"); do
    sleep 0.3; now=$(looks)
    [ "$now" = "$was" ] && return 0
    was=$now
  done
}
# go KEYS...: presses KEYS (as key does) and waits (up to 4 s) until the window shows
# something else, then until it is still (settled); when nothing changed, says so and
# presses them once more. For keys that change the screen (open a page, turn one, scroll):
# the next shot shows where they lead.
go() {
  local was i
  was=$(looks)
  xdotool windowfocus --sync "$win" key --delay 80 "$@"
  for i in $(seq 1 16); do
    sleep 0.25
    [ "$(looks)" != "$was" ] && { settled; return 0; }
  done
  echo "go $*: the window did not change; pressed again" >&2
  xdotool windowfocus --sync "$win" key --delay 80 "$@"; sleep 1
}

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
    for size in $SIZES; do
      local tag=$theme-$size
      # A first run: the welcome.
      mkdir -p "$work/empty-$tag"
      start_app "$work/empty-$tag" "$theme" "$size"
      shot_window "app-welcome-$tag"
      stop_app
      start_app "$home" "$theme" "$size"
      shot_window "app-home-$tag"
      # go waits for each page to show (a key sent before the window took it was lost: at
      # 2560x1440 the Hall of fame's shot showed Home); two Esc leave New adventurer's name box.
      go n;        shot_window "app-new-adventurer-$tag"; go Escape Escape
      go r;        shot_window "app-rules-$tag";          go Escape
      go f;        shot_window "app-fame-$tag";           go Escape
      go s;        shot_window "app-settings-$tag";       go Escape
      # Olk's Career: the living Mara is first on the roster's row, the dead Olk second.
      page_of 1 c; shot_window "app-career-$tag"; go Escape
      go question; shot_window "app-shortcuts-$tag";      go Escape
      shot_window "app-home-after-sheet-$tag"
      stop_app
    done
  done
}

# ---- the hall of fame and the careers (issue 25 c): seven adventurers, three still alive ----
# Each adventurer's delves are played by the automatic player with fixed seeds (the living
# three escaped every time, the four dead died on their last), so the pages are full: the
# portraits' grid, the deadliest cards, the score per run and every delve. Both themes, every
# size; the hall of fame at its top and scrolled to its foot, then the careers of Brannoc
# (alive, four escapes) and Olk (dead, best score 20), opened by keys from Home.
fame_shots() {
  local home=$work/fame
  mkdir -p "$home"
  career_of() {
    local name=$1 roll=$2
    shift 2
    MALICE_HOME=$home "$bin" adventurer new --name "$name" --roll "$roll" >/dev/null
    for seed in "$@"; do
      MALICE_HOME=$home "$bin" delve --adventurer "$name" --seed "$seed" --policy cautious \
        >/dev/null 2>&1 || true
    done
  }
  career_of "Olk the Patient" 5,5,5,5,5,5 13 10 12 3
  career_of "Brannoc Hale" 6,5,3,4,4,5 3 6 8 10
  career_of "Ysolde Marr" 4,4,4,4,4,2 1 6
  career_of "Mara Vell" 4,3,5,3,2,4 1 6 7
  career_of "Tamsin Rook" 3,5,4,5,3,4 7 3
  career_of "Fenn Ashe" 2,2,2,2,2,2 1
  career_of "Ida Greaves" 3,3,3,3,3,3 5
  MALICE_HOME=$home "$bin" fame
  for theme in light dark; do
    for size in $SIZES; do
      local tag=$theme-$size
      start_app "$home" "$theme" "$size"
      key f; shot_window "fame-$tag"
      xdotool mousemove --window "$win" 400 400 click --repeat 15 5; sleep 0.7
      xdotool mousemove --window "$win" 4 300; sleep 0.3
      shot_window "fame-foot-$tag"
      stop_app
      # A fresh start for each career, chosen from the first of the row.
      for who in brannoc-hale:2 olk-the-patient:6; do
        start_app "$home" "$theme" "$size"
        page_of "${who#*:}" c; who=${who%:*}; shot_window "career-$who-$tag"
        xdotool mousemove --window "$win" 400 400 click --repeat 15 5; sleep 0.7
        xdotool mousemove --window "$win" 4 300; sleep 0.3
        shot_window "career-$who-foot-$tag"
        stop_app
      done
    done
  done
}

# page_of N LETTER: from Home, → N times (the Nth adventurer after the first of the roster's
# row is chosen), then C (their career) or J (their journal), waiting for the page. The row's
# order: the delve in progress, then the living newest first, then the dead and the retired.
# In the fame part: Mara, Ysolde (alive: she escaped twice), Brannoc, Ida, Fenn, Tamsin, Olk.
# (Tabs to the card's buttons counted wrong once the row's room changed at 200 %.)
page_of() {
  local i
  for i in $(seq 1 "$1"); do key Right; done
  go "$2"
}

# press_by_tabs N: from Home, Tab N times, then Enter. Home's order: the top bar's five
# buttons, today's delve's two, then each character card's (a living adventurer's Delve,
# Retire, Career, Journal; one in the dungeon's Continue, Abandon; a dead one's Career,
# Journal) in the roster's order.
press_by_tabs() {
  local i
  for i in $(seq 1 "$1"); do xdotool windowfocus --sync "$win" key Tab; sleep 0.1; done
  key Return
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
# and shoots it in both themes at both sizes as NAME. The key "wheel" scrolls the question
# block down instead (to the odds panel under the answers and the guide's note).
table_at() {
  local home=$1 name=$2
  shift 2
  for theme in light dark; do
    for size in $SIZES; do
      # Each run starts from the saved delve: keys that answer are replayed on a copy.
      rm -rf "$work/copy" && cp -r "$home" "$work/copy"
      start_app "$work/copy" "$theme" "$size" "${SHOT_ZOOM:-100}"
      key Return
      for k in "$@"; do
        if [ "$k" = wheel ]; then
          xdotool mousemove --window "$win" 520 250 click --repeat 4 5
          # The pointer goes out of the way: a tooltip over the panel would hide it.
          xdotool mousemove --window "$win" 4 300; sleep 0.5
        else
          key "$k"
        fi
      done
      # SHOT_WAIT: longer for a debug build, whose chances to escape take a while.
      sleep "${SHOT_WAIT:-0.8}"
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
    "pick 7 cautious"
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

  # The odds panels under the answers: a Cups question's ways, and the re-roll prompt's lines.
  table_at "$work/q-cups" cups-odds wheel
  table_at "$work/q-check-attribute" check-attribute-odds wheel
  table_at "$work/q-reroll" reroll-odds wheel

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
  # Table mode at The High Priestess: only the card turned is asked for (no face-down
  # position); then, the Five of Swords turned, the journal names it.
  local priestess=$work/t-priestess turned=$work/t-turned
  mkdir -p "$priestess" "$turned"
  tabled "$priestess" 2C 3C 4C 5C flip M2
  table_at "$priestess" priestess
  tabled "$turned" 2C 3C 4C 5C flip M2 5S
  table_at "$turned" priestess-turned
  # Table mode after a death (Fenn's hand lies on the corpse pile): the pile's cards to take
  # out before shuffling, and a card typed that lies on it, refused (Tab puts the caret in
  # the card box).
  local corpse=$work/t-corpse
  mkdir -p "$corpse"
  MALICE_HOME=$corpse "$bin" adventurer new --name "Fenn Ashe" --roll 2,2,2,2,2,2 >/dev/null
  MALICE_HOME=$corpse "$bin" delve --adventurer "Fenn Ashe" --seed 1 --policy cautious >/dev/null
  tabled "$corpse" 2C
  table_at "$corpse" corpse-refused Tab 3 c Return
  table_career_shots

  # The journal (Ctrl+F from the table) with a note, and an export (Ctrl+E: no save dialog
  # under Xvfb, so it goes to the data folder's exports/ and offers to open the folder).
  local journal=$work/journal
  mkdir -p "$journal"
  tabled "$journal" 2C 3C 4C 5C flip 7C flip M16
  MALICE_HOME=$journal "$bin" journal note add --adventurer "Ysolde Marr" \
    --delve ysolde-marr-1 --entry 2 \
    "The cup was still warm. Someone had been here before me, and not long ago." >/dev/null
  for theme in light dark; do
    for size in $SIZES; do
      start_app "$journal" "$theme" "$size"
      key Return
      key ctrl+f;  sleep 0.5; shot_window "journal-$theme-$size"
      # A search: its hits marked, then words no entry holds.
      xdotool type --delay 60 "warm"; sleep 0.5; shot_window "journal-found-$theme-$size"
      key ctrl+a; xdotool type --delay 60 "lantern"; sleep 0.5
      shot_window "journal-no-match-$theme-$size"
      key Escape
      key ctrl+e;  sleep 1.5; shot_window "journal-exported-$theme-$size"
      stop_app
    done
  done
  cp "$journal"/exports/* "$out/" 2>/dev/null || true
}

# ---- a long hand (issue 25): twelve cards in four suits, every size, both themes -----------
# Table mode (typed cards): Ysolde's opening hand and number cards flipped after it, asked
# for an action (the guide's note on actions); the King of Cups' check failed, a re-roll
# asked for (the guide's note, the odds); then re-rolled and passed (a turn of four lines and
# a die, the King the twelfth card).
hand_shots() {
  local twelve=$work/h-twelve reroll=$work/h-reroll passed=$work/h-passed
  local opening=(2C 3C 4C 5C flip 6C flip 7C flip 2S flip 3S flip 2W flip 3W flip 2P)
  mkdir -p "$twelve" "$reroll" "$passed"
  tabled "$twelve" "${opening[@]}" flip 3P
  SIZES="1280x800 1024x640 1920x1080" table_at "$twelve" hand-twelve
  tabled "$reroll" "${opening[@]}" flip KC 6
  SIZES="1280x800 1024x640 1920x1080" table_at "$reroll" hand-reroll
  tabled "$passed" "${opening[@]}" flip KC 6 reroll 1
  SIZES="1280x800 1024x640 1920x1080" table_at "$passed" hand-long-turn
}

# table_career_shots: the career page of an adventurer with two runs and an abandoned delve
# after them: the score per run, and the last finished run's attributes turn by turn (the
# abandoned delve left out). Home's buttons are reached by Tab (no pixel guessed); the page is
# scrolled to its end (End), where the chart stands.
table_career_shots() {
  local home=$work/career
  mkdir -p "$home"
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Mara Vell" --seed 12 --policy cautious >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Mara Vell" --seed 8 --policy cautious >/dev/null
  printf 'flip\n' >"$home/one.txt"
  MALICE_HOME=$home "$bin" delve --adventurer "Mara Vell" --seed 4 --script "$home/one.txt" \
    >/dev/null 2>&1 || true
  for theme in light dark; do
    for size in $SIZES; do
      rm -rf "$work/copy" && cp -r "$home" "$work/copy"
      start_app "$work/copy" "$theme" "$size"
      # Abandon by Tabs (the top bar's five, today's delve's two, the card's Continue, then
      # Abandon), yes (Enter); then afresh, her Career (C).
      press_by_tabs 9; go Return; stop_app
      start_app "$work/copy" "$theme" "$size"
      page_of 0 c
      go End
      shot_window "career-chart-$theme-$size"
      stop_app
    done
  done
}

# ---- the first-delve guide (issue 30): a fresh profile at each kind of moment ---------------
# Both themes at 1280×800 (a few also at 1024×640 and 1920×1080): the guide's note beside the
# question, the goal line in the header.
words_shots() {
  # NAME|SIZES|NOTES SEEN|CARDS: the notes seen are those of the moments the command line
  # played before (the app never showed them), so the note shot is the one a player meets.
  local small="1280x800" all="1280x800 1024x640 1920x1080"
  local moments=(
    "opening-hand|$all||2C 3C 4C 5C"
    "number-card|$small||2C 3C 4C 5C flip 7C"
    "court-card|$all||2C 3C 4C 5C flip KS"
    "major|$small||2C 3C 4C 5C flip M16"
    "face-or-skip|$all||M0 2C 3C 4C flip M7"
    "cups|$small||2C 3C 4C 5C flip M1 evocation"
    "reroll|$all||2C 3C 4C 5C flip M1 evocation 0 6"
    "action-wands|$small|opening_hand number_card|2W 3W 4C 5C flip 6C flip 7C"
    "action-swords|$small|opening_hand number_card|2S 3S 4C 5C flip 6C flip 7C"
    "fool|$all||2C 3C 4C 5C flip 5P flip M0"
  )
  for entry in "${moments[@]}"; do
    local name sizes seen cards
    IFS='|' read -r name sizes seen cards <<<"$entry"
    local home=$work/guide-$name
    mkdir -p "$home"
    # shellcheck disable=SC2086  # the lines are words on purpose
    tabled "$home" $cards
    # shellcheck disable=SC2086
    [ -n "$seen" ] && guide_seen "$home" $seen
    SIZES=$sizes table_at "$home" "guide-$name"
  done
  # The corpse pile: Dee Vane died in this dungeon with cards in hand; Ysolde's seeded delve
  # opens beside their pile, the opening hand's note seen.
  local corpse=$work/guide-corpse-pile
  mkdir -p "$corpse"
  buried "$corpse"
  MALICE_HOME=$corpse "$bin" adventurer new --name "Ysolde Marr" --roll 4,4,4,4,4,2 >/dev/null
  MALICE_HOME=$corpse "$bin" delve --adventurer "Ysolde Marr" --seed 3 --script /dev/null \
    >/dev/null 2>&1 || true   # stops at once: the script is empty
  guide_seen "$corpse" opening_hand action
  SIZES=$all table_at "$corpse" guide-corpse-pile
  end_shots
}

# Death and escape (issue 30): the sentence with its chain, and the score, at every size.
end_shots() {
  local dead=$work/end-dead fled=$work/end-fled
  mkdir -p "$dead" "$fled"
  # The Magician's roll fails on a 6 and the failure is accepted (the second answer):
  # Evocation 2 burns to 0.
  tabled "$dead" 2C 3C 4C 5C flip M1 evocation 0 6
  SIZES="1280x800 1024x640 1920x1080" table_at "$dead" end-death 2
  # A Pentacle, then The Fool: leave (the first answer).
  tabled "$fled" 2C 3C 4C 5C flip 5P flip M0
  SIZES="1280x800 1024x640 1920x1080" table_at "$fled" end-escape 1
}

# buried HOME: Dee Vane, weak but for Intelligence, delves (seeded, random answers) until dead
# with cards in hand: HOME's dungeon then holds their corpse pile.
buried() {
  local home=$1 seed
  MALICE_HOME=$home "$bin" adventurer new --name "Dee Vane" --roll 1,2,1,4,2,1 >/dev/null
  for seed in $(seq 1 50); do
    MALICE_HOME=$home "$bin" delve --adventurer "Dee Vane" --seed "$seed" --policy random \
      >"$home/dee.txt" 2>&1 || true
    grep -q "Corpse [1-9]" "$home/dee.txt" && return
    if MALICE_HOME=$home "$bin" adventurer list | grep -q "^Dee Vane *dead"; then
      echo "Dee Vane died with an empty hand: no corpse pile" >&2
      return 1
    fi
  done
  echo "Dee Vane never died" >&2
  return 1
}

# guide_seen HOME WORDS...: the profile's settings as new, with these guide notes seen.
guide_seen() {
  local home=$1 settings=$1/profiles/default/settings
  shift
  mkdir -p "$settings"
  {
    echo "version = 1"
    echo
    # Any delve's options are the defaults: the first file's.
    sed -n '/^\[setup.options\]/,/^king/p' "$(ls "$home"/profiles/default/delves/*-1.toml | head -1)" \
      | sed 's/^\[setup\.options/[options/'
    echo
    echo "[guide]"
    echo "on = true"
    printf 'seen = [%s]\n' "$(printf '"%s", ' "$@" | sed 's/, $//')"
  } >"$settings/app.toml"
}

# ---- the board games (issue 11): Home's tiles, the new-match form, each game's board ---------
# Both themes, at 1280×800 and 1024×640; the window is shot alone. Every run starts from a fresh
# data folder, so Home's tiles sit where a new player sees them.

# board_at GAME SQUARE W H: the centre of a square on the match screen's board, worked out as
# the app lays the screen out (12 px around, the header, the 420 px panel; ui/board/geo.rs).
board_at() { board_in "$1" "$2" 12 53 $(($3 - 460)) $(($4 - 65)); }
# board_in GAME SQUARE X Y W H: the centre of a square of a board drawn at X Y, W by H
# pixels (as fit_places' "board#box" says).
board_in() {
  awk -v g="$1" -v n="$2" -v bx="$3" -v by="$4" -v bw="$5" -v bh="$6" 'BEGIN {
    gap = 0; after = 99
    if (g == "malice") { cols = 8; rows = 8; gap = 0.4; after = 3 }
    else if (g == "martian-chess") { cols = 4; rows = 8 }
    else if (g == "malaka") { cols = 9; rows = 9 }
    else { cols = 6; rows = 6 }
    across = cols + gap + 0.62; up = rows + 0.62
    cell = bw / across; if (bh / up < cell) cell = bh / up
    x0 = (bw - across * cell) / 2 + 0.5 * cell; y0 = (bh - up * cell) / 2 + 0.12 * cell
    c = index("abcdefghijkl", substr(n, 1, 1)) - 1; r = substr(n, 2) - 1
    x = bx + x0 + (c + 0.5 + (c > after ? gap : 0)) * cell
    y = by + y0 + (rows - 1 - r + 0.5) * cell
    printf "%d %d\n", x, y
  }'
}
# home_key I KEY: on Home, chooses the I-th game with → and presses KEY (q: Quick match, m: New
# match…, l: Learn).
home_key() {
  local n
  key Down   # ← → choose among the games once ↓ went down to them
  for n in $(seq 1 "$1"); do key Right; done
  key "$2"
}

board_shots() {
  local games=(malice martian-chess malaka malawi)
  # A piece of yours to pick at the start (Malaka's a1 stack moves whatever the die).
  local pick=(c3 d3 a1 c1)
  for theme in light dark; do
    for size in $SIZES; do
      local w=${size%x*} h=${size#*x} tag=$theme-$size
      local home=$work/boards-$tag
      mkdir -p "$home"
      start_app "$home" "$theme" "$size"
      shot_window "boards-home-$tag"
      home_key 0 m; shot_window "boards-new-match-$tag"
      stop_app
      for i in 0 1 2 3; do
        local game=${games[$i]} fresh=$work/boards-$tag-$i
        mkdir -p "$fresh"
        start_app "$fresh" "$theme" "$size"
        home_key "$i" q; sleep 1.5
        shot_window "board-$game-start-$tag"
        click $(board_at "$game" "${pick[$i]}" "$w" "$h")
        shot_window "board-$game-picked-$tag"
        click $(( w - 105 )) 27; shot_window "board-$game-how-to-play-$tag"
        stop_app
      done
    done
  done
}

# ---- each game's Learn path, played by clicks (Enter confirms Malaka's turns and goes on) ------
# A newcomer's path: Home's L on the game, every lesson's solution clicked (read from
# data/lessons/GAME.toml, so a lesson added or changed is played as the tests play it), each
# lesson shot done (the last one is the game's end, marked), then the level-1 match it leads
# to, played to its end by hints (H, then Enter until the move is made: a Malaka turn takes
# several) and shot at its start, halfway (LEARN_MIDDLE hinted moves, default 8) and its end.
# MALICE_SEED=5 seeds the match. LEARN_SIZES (default 1280x800 1024x640), LEARN_THEMES (default
# light dark) and LEARN_GAMES (numbers, default "0 1 2 3": Malice, Martian Chess, Malaka,
# Malawi) narrow the run.

# lesson_clicks GAME: each lesson's solution as the squares to click, a line a lesson: "clock"
# first where the move calls the clock (its key C); a Malaka turn's parts each as the two
# squares of its stack's step (a1-a4-a5: a1 a4, a4 a5); a Malawi sowing as its stack's square
# and then each square sown (c4>a1,d1,f1: c4 a1 d1 f1).
lesson_clicks() {
  awk -v g="$1" -F'"' '/^solution = \[/ {
      line = ""
      for (f = 2; f <= NF; f += 2) {
        move = $f
        if (move ~ /^clock /) { line = line " clock"; sub(/^clock /, "", move) }
        if (g == "malaka") {
          n = split(move, square, "-")
          for (k = 1; k < n; k++) line = line " " square[k] " " square[k + 1]
        } else {
          gsub(/[-x>,]/, " ", move)
          line = line " " move
        }
      }
      sub(/^ +/, "", line)
      print line
    }' "data/lessons/$1.toml"
}

# newest_match HOME: the moves and the result of the newest match on record in HOME, as
# `malice game list` prints them ("12 moves  unfinished").
newest_match() {
  MALICE_HOME=$1 "$bin" game list 2>/dev/null | head -1 | grep -oE '[0-9]+ moves?  .*$' || true
}

# hinted_move HOME: H (the hint), then Enter (the cursor on the hint's squares, then Confirm)
# until the newest match on record has a move more. A hint slow to come (Malaka's doubles)
# lets the first Enters play with another piece: after 12 Enters the hint is asked again,
# waited for longer (it goes on from the parts played), three times at most.
hinted_move() {
  local before round enters
  before=$(newest_match "$1")
  for round in 1 2 3; do
    key h; sleep "$(( round * ${HINT_WAIT:-1} ))"
    for enters in $(seq 1 12); do
      key Return; sleep 0.3
      if [ "$(newest_match "$1")" != "$before" ]; then return 0; fi
    done
  done
  echo "three hints and 36 Enters did not make a move: $before" >&2
  return 1
}

learn_shots() {
  local games=(malice martian-chess malaka malawi)
  for theme in ${LEARN_THEMES:-light dark}; do
    for size in ${LEARN_SIZES:-1280x800 1024x640}; do
      local w=${size%x*} h=${size#*x} tag=$theme-$size
      for i in ${LEARN_GAMES:-0 1 2 3}; do
        local game=${games[$i]} fresh=$work/learn-$tag-$i
        rm -rf "$fresh" && mkdir -p "$fresh"
        MALICE_SEED=5 start_app "$fresh" "$theme" "$size"
        home_key "$i" l; sleep 1
        shot_window "learn-$game-1-$tag"
        local n=0 lesson square
        while read -r lesson; do
          n=$(( n + 1 ))
          for square in $lesson; do
            # "clock": the toggle "Call the clock with this move", by its key C (its place
            # moves with the rows of lesson buttons above it).
            if [ "$square" = clock ]; then key c; continue; fi
            click $(board_at "$game" "$square" "$w" "$h")
          done
          [ "$game" = malaka ] && key Return
          sleep 1
          shot_window "learn-$game-$n-done-$tag"
          key Return; sleep 1
        done < <(lesson_clicks "$game")
        # After the last lesson, Enter started a level-1 match: played to its end by hints.
        xdotool mousemove 1919 1079
        shot_window "learn-$game-match-$tag"
        local turns=0 stuck=0
        while newest_match "$fresh" | grep -q unfinished && [ $turns -lt 300 ]; do
          # No move made: the computer may still be thinking (a Malaka turn of doubles takes
          # it a while); five times in a row, the match is left as it is.
          if hinted_move "$fresh"; then stuck=0; else stuck=$(( stuck + 1 )); sleep 5; fi
          [ $stuck -lt 5 ] || break
          turns=$(( turns + 1 ))
          # The move and the computer's answer slide into place.
          sleep 1.2
          if [ $turns = "${LEARN_MIDDLE:-8}" ]; then shot_window "learn-$game-midmatch-$tag"; fi
        done
        sleep 1
        echo "learn $game $tag: $n lessons, $turns hinted moves: $(newest_match "$fresh")"
        shot_window "learn-$game-over-$tag"
        stop_app
      done
    done
  done
}

# ---- the README's two pictures (docs/screenshots/, committed): the table and a board game ----
# Light theme, 1280×800, scaled to 960 px wide. Run after changing what they show, and commit.
readme_shots() {
  local table=$work/readme-table board=$work/readme-board
  mkdir -p "$table" "$board" docs/screenshots
  # A check about to be made: the question, its answers and the odds.
  seeded_until "$table" 1 cautious check-attribute
  start_app "$table" light 1280x800
  key Return
  sleep 0.8
  shot_window readme-delve-table
  stop_app
  # Martian Chess against the computer, a few moves in, a piece picked and its moves shown.
  echo quit | MALICE_HOME=$board "$bin" game play --game martian-chess --ai 2 --seed 3 \
    --position "QQD1/QD2/D1P1/1P2/2P1/1P1D/1PDQ/1DQQ 0 1,0 - 1 4" >/dev/null
  start_app "$board" light 1280x800
  # Its unfinished match by keys (the guessed pixel missed: the shot showed Home): ↓ to the
  # games, → to Martian Chess, Enter goes on with its match.
  go Down Right Return; sleep 1
  click $(board_at martian-chess c4 1280 800)
  shot_window readme-board-game
  stop_app
  for name in delve-table board-game; do
    convert "$out/readme-$name.png" -resize 960x -strip "docs/screenshots/$name.png"
    echo "saved docs/screenshots/$name.png"
  done
}

# ---- text size (issue 29): the main screens at 150% and 200%, both themes, 1280×800, with the
# keyboard's ring on show (Tab) and the ? sheet floating over Home.
# Every size, both themes, at each zoom of ZOOMS (default 100 150 200): the welcome, Home with
# the focus ring (Tab three times), the ? sheet over Home, Settings, How to play, a quick
# match with the ring on the board, the table (the ring on the first answer), its note box
# with a draft (W) and the journal (Ctrl+F from the table). Shots are zoom-SCREEN-THEME-SIZE-ZOOM.png.
zoom_shots() {
  local home=$work/zoom board=$work/zoom-board
  mkdir -p "$home" "$board"
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$home "$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null
  seeded_until "$board" 1 cautious check-attribute
  for theme in light dark; do
    for size in $SIZES; do
      for zoom in ${ZOOMS:-100 150 200}; do
        local tag=$theme-$size-$zoom
        rm -rf "$work/zoom-empty" && mkdir -p "$work/zoom-empty"
        start_app "$work/zoom-empty" "$theme" "$size" "$zoom"
        shot_window "zoom-welcome-$tag"
        stop_app
        start_app "$home" "$theme" "$size" "$zoom"
        key Tab Tab Tab; shot_window "zoom-home-$tag"
        key question;    shot_window "zoom-shortcuts-$tag"; key Escape
        key s;           shot_window "zoom-settings-$tag"; key Escape
        key r;           shot_window "zoom-rules-$tag"; key Escape
        key Down q; sleep 0.5; key Tab; shot_window "zoom-match-$tag"
        stop_app
        rm -rf "$work/zoom-copy" && cp -r "$board" "$work/zoom-copy"
        start_app "$work/zoom-copy" "$theme" "$size" "$zoom"
        key Return Tab; sleep 0.5; shot_window "zoom-table-$tag"
        # W: the note box (on a narrow table, the journal in the table's place), a draft.
        key w; xdotool type --delay 40 "The stairs were wet"; sleep 0.5
        shot_window "zoom-table-note-$tag"; key Escape
        key ctrl+f;     sleep 0.5; shot_window "zoom-journal-$tag"
        stop_app
      done
    done
  done
}

# ---- the big windows (issue 40): the table's hardest moments in the real app -----------------
# Twenty-seven cards (twenty-six number cards and The World) beside three piles (the deck, the
# discard, Fenn's corpse pile), asked for an action of nine answers; and a check with Cups
# (The Emperor skipped on Might, six Cups in hand). Both made in table mode by the command line,
# a line at a time (a card on the corpse pile is refused: the next is tried). Shot at
# BIG_SIZES (default 1280x800 1366x768 1920x1080), both themes, at each zoom of BIG_ZOOMS
# (default 100 150 200), as big-NAME-THEME-SIZE-ZOOM.png.

# fed HOME NAME LINES...: answers the delve of NAME in progress (table mode) with these lines;
# prints the command line's last line (what the delve asks now, or why a line was refused).
fed() {
  local home=$1 name=$2
  shift 2
  printf '%s\n' "$@" >"$home/lines.txt"
  MALICE_HOME=$home "$bin" delve --adventurer "$name" --table --chances 0 \
    --script "$home/lines.txt" 2>&1 | tail -1 || true   # it stops where the lines run out
}

big_shots() {
  local long=$work/big-27 cups=$work/big-cups
  rm -rf "$long" "$cups" && mkdir -p "$long" "$cups"
  MALICE_HOME=$long "$bin" adventurer new --name "Fenn Ashe" --roll 2,2,2,2,2,2 >/dev/null
  MALICE_HOME=$long "$bin" delve --adventurer "Fenn Ashe" --seed 1 --policy cautious >/dev/null
  MALICE_HOME=$long "$bin" adventurer new --name "Ysolde Marr" --roll 4,4,4,4,4,4 >/dev/null
  local held=0 asks=opening said card
  for card in {A,2,3,4,5,6,7,8,9,10}{C,S,W,P} M21; do
    [ "$held" -ge 26 ] && [ "$card" != M21 ] && continue
    case $asks in *"Take an action"*) fed "$long" "Ysolde Marr" flip >/dev/null ;; esac
    said=$(fed "$long" "Ysolde Marr" "$card")
    case $said in *"not legal"*) asks=draw; continue ;; esac
    asks=$said; held=$((held + 1))
  done
  echo "big-27: $held cards in hand; the delve asks: ${asks##*asks: }"
  MALICE_HOME=$cups "$bin" adventurer new --name "Ysolde Marr" --roll 3,3,3,6,4,3 >/dev/null
  said=$(fed "$cups" "Ysolde Marr" 2C 3C 4C 5C 6C 7C flip M4 skip might)
  echo "big-cups: the delve asks: ${said##*asks: }"
  local theme size zoom name
  for theme in light dark; do
    for size in ${BIG_SIZES:-1280x800 1366x768 1920x1080}; do
      for zoom in ${BIG_ZOOMS:-100 150 200}; do
        for name in 27 cups; do
          rm -rf "$work/big-copy" && cp -r "$work/big-$name" "$work/big-copy"
          start_app "$work/big-copy" "$theme" "$size" "$zoom"
          key Return
          # The chances to escape of nine answers take a moment to count.
          sleep "${SHOT_WAIT:-3}"
          shot_window "big-$name-$theme-$size-$zoom"
          stop_app
        done
      done
    done
  done
}

# ---- a delve played to its end by keys (issue 40's done-when): a new adventurer, dice seeded
# (MALICE_SEED), each step the first answer (1), then Space (a die that waits, or a flip); a
# shot of the window before each, so that every decision can be looked at. PLAY_ROOMS lists
# "SIZE@ZOOM" (default 1024x640 at 100 and 200 %), PLAY_STEPS the steps (default 70; after the
# end the keys do nothing), PLAY_THEMES the themes (default light).
play_shots() {
  local rooms=${PLAY_ROOMS:-1024x640@100 1024x640@200}
  for theme in ${PLAY_THEMES:-light}; do
    for room in $rooms; do
      local size=${room%@*} zoom=${room#*@} home=$work/play-$theme-$room
      rm -rf "$home" && mkdir -p "$home"
      MALICE_HOME=$home "$bin" adventurer new --name "Pia Quell" --roll 4,3,5,3,4,3 >/dev/null
      MALICE_SEED=${PLAY_SEED:-5} start_app "$home" "$theme" "$size" "$zoom"
      key Return; sleep 0.8
      local step
      for step in $(seq -w 1 "${PLAY_STEPS:-70}"); do
        shot_window "play-$theme-$size-$zoom-$step"
        key 1; sleep "${PLAY_WAIT:-0.9}"
        key space; sleep "${PLAY_WAIT:-0.9}"
      done
      shot_window "play-$theme-$size-$zoom-end"
      stop_app
    done
  done
}

# ---- the journal the player owns (issue 41): its column at the table with the oracle asked,
# the adventurer's journal page with the oracle asked there, and an export with no save
# dialog (under Xvfb there is none: it goes to the data folder's exports/, the page says
# where). Both themes, every size of SIZES, at each zoom of JOURNAL_ZOOMS (default 100 200).
journal_shots() {
  local home=$work/own
  mkdir -p "$home"
  tabled "$home" 2C 3C 4C 5C flip 7C flip M16
  MALICE_HOME=$home "$bin" journal note add --adventurer "Ysolde Marr" \
    --delve ysolde-marr-1 --entry 2 \
    "The cup was still warm. Someone had been here before me, and not long ago." >/dev/null
  for theme in light dark; do
    for size in $SIZES; do
      for zoom in ${JOURNAL_ZOOMS:-100 200}; do
        local tag=$theme-$size-$zoom
        rm -rf "$work/own-copy" && cp -r "$home" "$work/own-copy"
        start_app "$work/own-copy" "$theme" "$size" "$zoom"
        key Return
        # O at the table: the oracle's box in the journal column, a question, Enter draws.
        key o; xdotool type --delay 40 "Who lit the lamp?"; key Return; sleep 0.5
        shot_window "own-table-oracle-$tag"
        # The journal page (Ctrl+F; Esc leaves the search box), the oracle asked there too.
        key ctrl+f; key Escape; sleep 0.5
        shot_window "own-page-$tag"
        key o; xdotool type --delay 40 "What waits below?"; key Return; sleep 0.5
        shot_window "own-page-oracle-$tag"
        # Export (Ctrl+E): no dialog here, so the exports folder, named on the page.
        key ctrl+e; sleep 1.5
        shot_window "own-page-exported-$tag"
        stop_app
      done
    done
  done
  cp "$home"/exports/* "$out/" 2>/dev/null || true
}

# advised HOME ROLL LINES: a table-mode delve for an adventurer of these six dice, answered
# from these lines, left in progress.
advised() {
  local home=$1 roll=$2
  shift 2
  printf '%s\n' "$@" >"$home/cards.txt"
  MALICE_HOME=$home "$bin" adventurer new --name "Ysolde Marr" --roll "$roll" >/dev/null
  MALICE_HOME=$home "$bin" delve --adventurer "Ysolde Marr" --table \
    --script "$home/cards.txt" >/dev/null 2>&1 || true
}

# The states of issue 44: every answer with its chance to escape, the ★ on the best.
advice_shots() {
  local states=(
    "devil 3,3,2,1,3,3 2C flip 3C flip M15"
    "temperance 3,3,1,3,3,3 2C 3C 4C flip 2W flip M14"
    "judgment 3,3,1,3,3,3 2C 3C 5P flip M20"
    "fool 4,4,4,4,4,4 AP 2P 3P 4P flip 5P flip M0"
    "moon 3,3,2,3,3,3 2C 3C 5P flip M18"
    "moon-reroll 3,3,2,3,3,3 2C 3C 5P flip M18 intelligence 5"
  )
  for state in "${states[@]}"; do
    read -r name roll lines <<<"$state"
    local home=$work/advice-$name
    mkdir -p "$home"
    # shellcheck disable=SC2086
    advised "$home" "$roll" $lines
    SIZES="1280x800 1024x640" table_at "$home" "advice-$name"
  done
  # A seeded delve's decision, the dice the app's own.
  local seeded=$work/advice-seeded
  mkdir -p "$seeded"
  seeded_until "$seeded" 1 cautious overcome
  SIZES="1280x800 1024x640" table_at "$seeded" advice-seeded
}

# ---- today's delve (issue 42): the Daily page, a delve's end, a friend's delve raced -------
# MALICE_TODAY fixes the day (Thursday 14 May 2026) for the app and the command line. Four days
# before it are played on record by the command line (the streak), one twice (practice); a
# friend in another data folder plays the 14th with random answers and gives their code. In the
# app: the Daily page (D on Home), today's delve started from it and played by keys to its end
# (Space rolls or flips, 1 takes the first answer), then the Daily page again with the
# friend's code typed (the box is the page's first text field: Tab until it, or click) and
# raced. Shots are daily-{page,end,race}-THEME-SIZE.png.
daily_shots() {
  local home=$work/daily friend=$work/daily-friend day=2026-05-14 code
  mkdir -p "$home" "$friend"
  for past in 2026-05-10 2026-05-11 2026-05-12 2026-05-13 2026-05-13; do
    MALICE_TODAY=$past MALICE_HOME=$home "$bin" delve --daily --policy cautious >/dev/null 2>&1 || true
  done
  code=$(MALICE_TODAY=$day MALICE_HOME=$friend "$bin" delve --daily --policy random 2>/dev/null \
    | sed -n 's/^With your answers, for a friend to race: //p')
  echo "the friend's code: $code"
  local name
  name=$(MALICE_TODAY=$day "$bin" daily | sed -n '1s/.*: \(.*\)\.$/\1/p')
  for theme in light dark; do
    for size in $SIZES; do
      local tag=$theme-$size presses=0
      rm -rf "$work/daily-copy" && cp -r "$home" "$work/daily-copy"
      MALICE_TODAY=$day start_app "$work/daily-copy" "$theme" "$size"
      go d; shot_window "daily-page-$tag"
      # The page's ring by Tabs (no pixel guessed: at 1920x1080 the old click missed): Home,
      # ?, "Use the UTC calendar", then "Play today's delve" (the 4th), "Copy the deal code",
      # the friend's code box (the 6th), "Play this deal", then (a code typed) the race.
      key --repeat 4 --delay 100 Tab; go Return
      while MALICE_HOME=$work/daily-copy "$bin" adventurer show "$name" 2>/dev/null \
        | grep -q "No finished delves yet" && [ $presses -lt 400 ]; do
        key space; key 1
        presses=$((presses + 1))
      done
      sleep 1; shot_window "daily-end-$tag"
      go Escape; go d
      key --repeat 6 --delay 100 Tab
      xdotool type --delay 20 "$code"; sleep 0.5
      shot_window "daily-code-$tag"
      key --repeat 2 --delay 100 Tab; go Return
      shot_window "daily-race-$tag"
      stop_app
    done
  done
}

# ---- every screen but the table fits (issue 40): Home (the welcome; a roster with a match
# unfinished), a quick match, a quick Martian Chess match (FIT_TILE=0: Malice pyramids; a shot
# every FIT_EVERY moves as well) played to its end by hints (H, then
# Enter twice plays the hinted move) with its end and History, at each size of SIZES and each zoom of
# FIT_ZOOMS (default 100 200), both themes. History is opened from Home by its key (Y, the
# game chosen with ↓ and ← →).
fit_shots() {
  local home=$work/fit
  mkdir -p "$home"
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$home "$bin" adventurer new --name "Brannoc Hale" --roll 3,5,2,4,4,3 >/dev/null
  MALICE_HOME=$home "$bin" game play --game malice --ai 2 </dev/null >/dev/null
  for theme in light dark; do
    for size in $SIZES; do
      for zoom in ${FIT_ZOOMS:-100 200}; do
        local tag=$theme-$size-$zoom
        rm -rf "$work/fit-empty" && mkdir -p "$work/fit-empty"
        start_app "$work/fit-empty" "$theme" "$size" "$zoom"
        shot_window "fit-welcome-$tag"
        stop_app
        rm -rf "$work/fit-copy" && cp -r "$home" "$work/fit-copy"
        start_app "$work/fit-copy" "$theme" "$size" "$zoom"
        shot_window "fit-home-$tag"
        key Down q; sleep 0.8; shot_window "fit-match-$tag"
        # The computer's hint on the first move: the news box with its words.
        key h; sleep 1.5; shot_window "fit-match-hint-$tag"
        stop_app
        # A quick match of the game of tile FIT_TILE (default 1: Martian Chess; 0: Malice
        # pyramids) played to its end by hints.
        rm -rf "$work/fit-end" && mkdir -p "$work/fit-end"
        start_app "$work/fit-end" "$theme" "$size" "$zoom"
        key Down Left Left Left
        for _ in $(seq 1 "${FIT_TILE:-1}"); do key Right; done
        key q; sleep 1
        shot_window "fit-end-start-$tag"
        local plies=0
        while { [ $plies -lt 2 ] \
          || MALICE_HOME=$work/fit-end "$bin" game list 2>/dev/null | grep -q unfinished; } \
          && [ $plies -lt ${FIT_PLIES:-150} ]; do
          key h; sleep 0.6; key Return; key Return; sleep 1.2
          plies=$((plies + 1))
          [ $plies -eq 10 ] && shot_window "fit-end-middle-$tag"
          # FIT_EVERY=N: a shot after every N hinted moves too (each choice looked at).
          if [ -n "${FIT_EVERY:-}" ] && [ $((plies % FIT_EVERY)) -eq 0 ]; then
            shot_window "fit-end-ply$(printf %03d $plies)-$tag"
          fi
        done
        sleep 1; shot_window "fit-end-over-$tag"
        echo "played $plies hinted moves"
        # A match FIT_PLIES cut short is resigned at the command line, so that History shows
        # it finished (one Esc does not leave a match while a piece is picked); then the app
        # afresh at Home, the same game chosen (← to the first, → to it), Y: its History.
        stop_app
        local left
        left=$(MALICE_HOME=$work/fit-end "$bin" game list 2>/dev/null | awk '/unfinished/ {print $1; exit}')
        if [ -n "$left" ]; then
          echo "resigned $left after $plies hinted moves"
          printf 'resign\n' | MALICE_HOME=$work/fit-end "$bin" game play --continue "$left" \
            >/dev/null 2>&1 || true
        fi
        start_app "$work/fit-end" "$theme" "$size" "$zoom"
        key Down Left Left Left
        for _ in $(seq 1 "${FIT_TILE:-1}"); do key Right; done
        key y; sleep 1; shot_window "fit-history-$tag"
        stop_app
      done
    done
  done
}

# ---- issue 40's listed defects (other than the table's), each set up and shot at the four
# sizes of DEFECT_SIZES (default 1024x640 1280x800 1366x768 1920x1080) in the themes of
# DEFECT_THEMES (default light). Shots are defects-WHAT-THEME-SIZE[-STEP].png:
#   roster-125 (-tabN)  Home at 125 %: two living adventurers, a dead one and a board match
#                       unfinished; every card's Delve/Continue, Retire, Career, Journal drawn,
#                       the attributes' names whole; the ring after N Tabs (DEFECT_TABS, 16)
#   sideways            Home with ten adventurers, → to the last: the roster scrolled, no blank
#   fame, career, journal, arcana, sheet (-top, -pageN, -end)   at 200 %, scrolled by
#                       PageDown (DEFECT_PAGES times, default 3; the major arcana 9) and End
#   grow-home, grow-match  at 100 %: 1920×1080 grows the cards, the board and the words
#   warning (-100, -200)  Malice pyramids: a move picked and pointed at that lets North win
#                       at once, the panel's "Careful: …" warning whole
#   window-*            with a window manager (openbox, wmctrl; skipped without): opened with
#                       no size remembered, resized and moved, closed, opened again (the same
#                       size and place); maximised, closed, opened again (maximised)
#   tip-WHAT            at 100 % (and 200 % of 1024x640 where it shows at rest): the pointer on
#                       a control, its tooltip shown: Home's Malice tile (Learn, History,
#                       Quick match, New match…), the match's move box, Undo, Hint and
#                       Resign, Settings' theme choice, the journal's "Open its folder" after
#                       an export, the table's note box ("Save the note"; 1280 px and wider,
#                       where the journal stands beside the table); each where the fit test
#                       lays it out (fit_places), the app on the tests' day (FIT_DAY)
#   jump-short, jump-tall  Settings in a window just too short for its page (a scrollbar) and
#                       one just tall enough (none); the script prints the pixels that differ
#                       left of the bar (compare -metric AE): 0 when nothing moved
#   welcome-matches-ZOOM  the first run's welcome (no adventurer) with two quick Malice matches
#                       unfinished, at 100 and 200 %: "Roll your first adventurer" whole
# DEFECT_STEPS picks some of them (default all: welcome roster sideways pages grow warning tips
# jump window).
defect_shot() { shot_window "defects-$1-$tag${2:+-$2}"; }
defect_step() { [[ " ${DEFECT_STEPS:-welcome roster sideways pages grow warning tips jump window} " == *" $1 "* ]]; }
# The controls whose tooltips are shot, each as WHAT=STATE:ID (the fit state that lays the
# screen out as the app is shot, the control's id).
TIP_CONTROLS="learn=home-welcome:games.malice.learn history=home-welcome:games.malice.history
quick=home-welcome:games.malice.quick new=home-welcome:games.malice.new
move=match-quick:match.move undo=match-quick:match.undo hint=match-quick:match.hint
resign=match-quick:match.resign theme=settings:settings.theme.0
folder=journal-exported:journal.folder note=table-first:table.note"
# fit_places STATE:ID... ROOMS: where the fit test lays those controls out in each room of
# ROOMS ("1024x640@100 …"): a line each, STATE SIZE@ZOOM ID X Y, the centre of what shows of
# it in the window's pixels (cargo test --test ui fit::places, see tests/ui/fit/places.rs);
# nothing for a control that does not show at rest.
fit_places() {
  FIT_PLACES=$1 FIT_ROOMS=$2 \
    cargo test --quiet --test ui fit::places -- --ignored --nocapture 2>/dev/null \
    | grep -E '^[a-z0-9-]+ [0-9]+x[0-9]+@[0-9]+ ' || true
}
# tip_place WHAT SIZE ZOOM: where control WHAT's centre stands in the window (from $places,
# fit_places' lines for TIP_CONTROLS); nothing where it does not show at rest (the note box
# where the journal does not stand beside the table).
tip_place() {
  local spec
  spec=$(tr ' ' '\n' <<<"$TIP_CONTROLS" | sed -n "s/^$1=//p")
  awk -v s="${spec%%:*}" -v r="$2@$3" -v id="${spec#*:}" \
    '$1 == s && $2 == r && $3 == id { print $4, $5; exit }' <<<"$places"
}
# defect_tip WHAT SIZE ZOOM: the pointer on WHAT (see tip_place), a shot once its tooltip
# shows, the pointer away again.
defect_tip() {
  local at
  at=$(tip_place "$1" "$2" "$3")
  [ -n "$at" ] || return 0
  # shellcheck disable=SC2086
  xdotool mousemove --window "$win" $at; sleep 1.5
  defect_shot "tip-$1-$3"
  xdotool mousemove 1919 1079; sleep 0.3
}
# defect_tips THEME SIZE: each tooltip of issue 40's list, hovered, at 100 % and 200 %.
defect_tips() {
  local zoom what tips=$work/defects-tips olk=$work/defects-olk table=$work/defects-table
  local places
  places=$(fit_places "$(sed 's/[a-z]*=//g' <<<"$TIP_CONTROLS" | tr '\n' ' ')" "$2@100 $2@200")
  [ -n "$places" ] || echo "no places from fit::places: no tooltip is shot" >&2
  for zoom in 100 200; do
    [ "$zoom" = 200 ] && [ "$2" != 1024x640 ] && continue
    rm -rf "$tips" && mkdir -p "$tips"
    start_app "$tips" "$1" "$2" "$zoom"
    # Home's board tiles (Malice's): Learn, History, Quick match, New match…
    for what in learn history quick new; do defect_tip "$what" "$2" "$zoom"; done
    key q; sleep 1
    for what in move undo hint resign; do defect_tip "$what" "$2" "$zoom"; done
    stop_app
    start_app "$tips" "$1" "$2" "$zoom"
    key s; sleep 0.5; defect_tip theme "$2" "$zoom"
    stop_app
    # Olk's journal (his the only card: J), exported with Ctrl+E (no save dialog here: into
    # exports/).
    rm -rf "$olk" && mkdir -p "$olk"
    MALICE_HOME=$olk "$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
    MALICE_HOME=$olk "$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious \
      >/dev/null
    start_app "$olk" "$1" "$2" "$zoom"
    page_of 0 j; key ctrl+e; sleep 1
    defect_tip folder "$2" "$zoom"
    stop_app
    # A first delve's table, the journal beside it: the note box.
    rm -rf "$table" && mkdir -p "$table"
    MALICE_HOME=$table "$bin" adventurer new --name "Ida" --roll 4,4,4,4,4,4 >/dev/null
    start_app "$table" "$1" "$2" "$zoom"
    key Return; sleep 1; defect_tip note "$2" "$zoom"
    stop_app
  done
}
# defect_jump THEME SIZE: Settings at the window's width, 840 px high (its page, 809 px at
# 100 %, needs its scrollbar) and 900 px (it does not), and the pixels that differ in the
# top 560 px left of the bar's 40: the page moves when its scrollbar comes (the 16 px jump)
# if they are many.
defect_jump() {
  local width=${2%x*} tips=$work/defects-tips
  [ "$width" -lt 1600 ] || return 0
  rm -rf "$tips" && mkdir -p "$tips"
  start_app "$tips" "$1" "${width}x840"; key s; sleep 0.5; defect_shot jump short; stop_app
  start_app "$tips" "$1" "${width}x900"; key s; sleep 0.5; defect_shot jump tall; stop_app
  local crop="$((width - 40))x560+0+0" moved
  convert "$out/defects-jump-$tag-short.png" -crop "$crop" +repage "$work/jump-short.png"
  convert "$out/defects-jump-$tag-tall.png" -crop "$crop" +repage "$work/jump-tall.png"
  moved=$(compare -metric AE "$work/jump-short.png" "$work/jump-tall.png" null: 2>&1 || true)
  echo "the 16 px jump, Settings at $width px across, $1: $moved pixels differ left of the bar"
}
# The pyramids' position of the warning: South's pyramid on b3 to a3 lands where North's d5
# takes it and wins at once ("Careful: North could then win at once with d5xc3.").
DEFECT_POSITION="4/L3/1SS1/3M/4/1SS1/4/4|LLL1/1MM1/2M1/1S2/3S/4/2MM/2LL 0 0,0 8 8"
# pyramid_at SQUARE SIZE ZOOM: the centre of b3 or a3 on that match screen, from where the fit
# test draws the board of that position (fit_places "match-warning:board#box", in $boards;
# the numbers once written here for 200 % went stale when the panel grew at 1920×1080).
pyramid_at() {
  local box
  box=$(awk -v r="$2@$3" '$2 == r && $3 == "board" { print $4, $5, $6, $7; exit }' <<<"$boards")
  [ -n "$box" ] || return 0
  # shellcheck disable=SC2086
  board_in malice "$1" $box
}
# defect_scroll NAME PAGES: shots of the page on show at its top, after each PageDown, at End.
defect_scroll() {
  local i
  defect_shot "$1" top
  for i in $(seq 1 "$2"); do key Page_Down; sleep 0.3; defect_shot "$1" "page$i"; done
  key End; sleep 0.3; defect_shot "$1" end
}
defects_shots() {
  local roster=$work/defects-roster crowd=$work/defects-crowd pages=$work/defects-pages
  mkdir -p "$roster" "$crowd" "$pages"
  MALICE_HOME=$roster "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$roster "$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
  MALICE_HOME=$roster "$bin" delve --adventurer "Olk the Patient" --seed 11 --policy cautious >/dev/null
  MALICE_HOME=$roster "$bin" adventurer new --name "Brannoc Hale" --roll 3,5,2,4,4,3 >/dev/null
  MALICE_HOME=$roster "$bin" game play --game malice --ai 2 </dev/null >/dev/null
  local name
  for name in Ann Ben Cal Dot Eli Fay Gus Hal Ivo Jem; do
    MALICE_HOME=$crowd "$bin" adventurer new --name "$name" --roll 4,4,4,4,4,4 >/dev/null
  done
  # The long pages: Olk dead after four delves, Brannoc alive after four escapes.
  local seed
  MALICE_HOME=$pages "$bin" adventurer new --name "Olk the Patient" --roll 5,5,5,5,5,5 >/dev/null
  for seed in 13 10 12 3; do
    MALICE_HOME=$pages "$bin" delve --adventurer "Olk the Patient" --seed "$seed" \
      --policy cautious >/dev/null 2>&1 || true
  done
  MALICE_HOME=$pages "$bin" adventurer new --name "Brannoc Hale" --roll 6,5,3,4,4,5 >/dev/null
  for seed in 3 6 8 10; do
    MALICE_HOME=$pages "$bin" delve --adventurer "Brannoc Hale" --seed "$seed" \
      --policy cautious >/dev/null 2>&1 || true
  done
  MALICE_HOME=$pages "$bin" journal note add --adventurer "Olk the Patient" \
    --delve olk-the-patient-1 --entry 2 \
    "The torch guttered as I went down; I counted the steps." >/dev/null
  # A pyramids match where South's a pyramid picked has a target that lets North win at once.
  local warned=$work/defects-warned
  mkdir -p "$warned"
  MALICE_HOME=$warned "$bin" game play --game malice --ai 1 --position "$DEFECT_POSITION" \
    </dev/null >/dev/null
  # The first run's welcome beside two quick Malice matches left unfinished (no adventurer).
  local welcomed=$work/defects-welcomed
  mkdir -p "$welcomed"
  for i in 1 2; do
    MALICE_HOME=$welcomed "$bin" game play --game malice --ai 2 </dev/null >/dev/null
  done
  local theme size zoom i
  local sizes=${DEFECT_SIZES:-1024x640 1280x800 1366x768 1920x1080}
  # Where the warning's board stands in each room (see pyramid_at), asked once for all.
  local boards=""
  if defect_step warning; then
    boards=$(fit_places "match-warning:board#box" \
      "$(for size in $sizes; do printf '%s@100 %s@200 ' "$size" "$size"; done)")
    [ -n "$boards" ] || echo "no board from fit::places: the warning is not pointed at" >&2
  fi
  for theme in ${DEFECT_THEMES:-light}; do
    for size in $sizes; do
      local tag=$theme-$size
      if defect_step welcome; then
        for zoom in 100 200; do
          start_app "$welcomed" "$theme" "$size" "$zoom"
          defect_shot welcome-matches "$zoom"
          stop_app
        done
      fi
      if defect_step roster; then
        start_app "$roster" "$theme" "$size" 125
        defect_shot roster-125
        for i in $(seq 1 "${DEFECT_TABS:-16}"); do key Tab; defect_shot roster-125 "tab$i"; done
        stop_app
      fi
      if defect_step sideways; then
        start_app "$crowd" "$theme" "$size"
        for i in $(seq 1 9); do key Right; done
        sleep 0.5; defect_shot sideways
        stop_app
      fi
      # At 200 %: the hall of fame, the ? sheet, the major arcana (the fifth page of How to
      # play), Brannoc's career and journal (C, J: his is the first card).
      if defect_step pages; then
        start_app "$pages" "$theme" "$size" 200
        key f; defect_scroll fame "${DEFECT_PAGES:-3}"; key Escape
        key question; defect_scroll sheet "${DEFECT_PAGES:-3}"; key Escape
        key r; key Right Right Right Right; defect_scroll arcana 9; key Escape
        stop_app
        start_app "$pages" "$theme" "$size" 200
        page_of 0 c; defect_scroll career "${DEFECT_PAGES:-3}"
        stop_app
        start_app "$pages" "$theme" "$size" 200
        page_of 0 j; defect_scroll journal "${DEFECT_PAGES:-3}"
        stop_app
      fi
      if defect_step grow; then
        start_app "$roster" "$theme" "$size"
        defect_shot grow-home
        key Down q; sleep 1; defect_shot grow-match
        stop_app
      fi
      for zoom in 100 200; do
        defect_step warning || continue
        # A copy of the home each time: a wrong step (a quick match opened) left its match
        # in the home, and each later room's Home had a Continue more.
        rm -rf "$warned-run"; cp -a "$warned" "$warned-run"
        start_app "$warned-run" "$theme" "$size" "$zoom"
        # ↓ to the board games (Malice chosen), Enter: its unfinished match. (Tabs to its
        # Continue were counted from the ring's start, and the stops before it changed with
        # the room: 8 opened a quick match at 1024×640 at 100 %, History at 1280×800 at 200 %.)
        key Down; key Return; sleep 1
        xdotool mousemove --window "$win" $(pyramid_at b3 "$size" "$zoom") click 1
        sleep 0.5
        xdotool mousemove --window "$win" $(pyramid_at a3 "$size" "$zoom")
        sleep 0.8; defect_shot warning "$zoom"
        stop_app
      done
      if defect_step tips; then defect_tips "$theme" "$size"; fi
      if defect_step jump; then defect_jump "$theme" "$size"; fi
    done
    if defect_step window; then defect_window "$theme"; fi
  done
}

# defect_window THEME: the window remembered, under a window manager (openbox), in the theme.
defect_window() {
  local tag=$1 home=$work/defects-window
  if ! command -v openbox >/dev/null || ! command -v wmctrl >/dev/null; then
    echo "no openbox or wmctrl: the window's memory is not shot"
    return
  fi
  rm -rf "$home" && mkdir -p "$home"
  openbox >/dev/null 2>&1 &
  local wm=$!
  sleep 1
  local run
  window_open() {
    xdotool mousemove 1919 1079
    MALICE_HOME=$home MALICE_THEME=$tag "$bin" &
    app=$!
    wait_window 0.02; sleep 1.5
    echo "$1: $(xdotool getwindowgeometry "$win" | tr '\n' ' ')"
    shot "defects-window-$tag-$1"
  }
  window_close() {
    wmctrl -i -c "$win"
    wait "$app" 2>/dev/null || true
    app=""
    sleep 0.5
  }
  window_open first
  xdotool windowsize "$win" 1100 700; xdotool windowmove "$win" 200 150; sleep 1
  shot "defects-window-$tag-moved"
  window_close
  grep -A5 '\[window\]' "$home"/profiles/default/settings/app.toml || true
  window_open again
  wmctrl -i -r "$win" -b add,maximized_vert,maximized_horz; sleep 1
  window_close
  grep -A5 '\[window\]' "$home"/profiles/default/settings/app.toml || true
  window_open maximised
  xprop -id "$win" _NET_WM_STATE || true
  window_close
  kill "$wm" 2>/dev/null || true
  wait "$wm" 2>/dev/null || true
}

# ---- a finished match, for the analysis and History parts (one driver for both) ------------
# finished_match HOME GAME SEED HINTS [RESIGN] [POSITION]: a match of GAME against level 2
# played at the command line, HINTS percent of your moves the hint's and the rest at random,
# to its end or, with RESIGN, resigned after that many of your moves (0: played out); from
# POSITION (docs/positions.md) when given.
finished_match() {
  python3 - "$bin" "$@" <<'PY'
import os, random, subprocess, sys
binary, home, game, seed, hints = sys.argv[1:6]
resign = int(sys.argv[6]) if len(sys.argv) > 6 else 0
start = ["--position", sys.argv[7]] if len(sys.argv) > 7 else []
rng = random.Random(int(seed))
p = subprocess.Popen([binary, "game", "play", "--game", game, "--ai", "2", "--seed", seed] + start,
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                     env=dict(os.environ, MALICE_HOME=home), text=True, bufsize=1)
def ask(words, mark):
    p.stdin.write(words + "\n"); p.stdin.flush()
    for line in p.stdout:
        if mark in line:
            return line.split(mark, 1)[1]
    return None
try:
    for played in range(400):
        if resign and played == resign:
            p.stdin.write("resign\n"); p.stdin.flush()
            break
        legal = ask("moves", "Legal moves:")
        if legal is None:
            break
        move = rng.choice(legal.split())
        if rng.randrange(100) < int(hints):
            hint = ask("hint", "Hint: ")
            move = hint.split(" (the match")[0].strip() if hint else move
        p.stdin.write(move + "\n"); p.stdin.flush()
    p.stdin.close()
except BrokenPipeError:
    pass
p.wait(timeout=120)
PY
}

# ---- analysis after a match (issue 43): a finished match of each game, played in the terminal
# by a player who follows the hint four times in five and otherwise plays any legal move against
# level 2 (seeded: finished_match), opened from its game's History (the game chosen on Home and Y, then Tabs to
# its Look again), analysed with A, and shot at its end, at the start, before its first error and
# on it. ANALYSIS_ROOMS: "SIZE@ZOOM" rooms (default 1024x640 and 1280x800 at 100 and 200 %),
# both themes (ANALYSIS_THEMES). The analysis made in the first room is kept with the match, so
# only that one waits ANALYSIS_WAIT seconds for it.
analysis_shots() {
  local games=(malice martian-chess malaka malawi) home=$work/analysis
  rm -rf "$home" && mkdir -p "$home"
  for game in "${games[@]}"; do finished_match "$home" "$game" 7 80; done
  MALICE_HOME=$home "$bin" game list
  # The command line's own analysis of each match, made before the app's (then it prints the
  # one the app kept): the two are compared once the app has made its own.
  local game id
  for game in "${games[@]}"; do
    id=$(MALICE_HOME=$home "$bin" game list | awk -v g="$game" '!found && $1 ~ "^"g"-[0-9]" {print $1; found=1}')
    MALICE_HOME=$home "$bin" game analyse "$id" 2>/dev/null >"$out/analysis-$game-cli.txt"
  done
  local waited=()
  for room in ${ANALYSIS_ROOMS:-1024x640@100 1024x640@200 1280x800@100 1280x800@200}; do
    local size=${room%@*} zoom=${room#*@}
    for theme in ${ANALYSIS_THEMES:-light dark}; do
      for i in 0 1 2 3; do
        local game=${games[$i]} tag=$theme-$size-$zoom
        start_app "$home" "$theme" "$size" "$zoom"
        # The game chosen on Home (↓ to the games, ← to the first, → to it), Y: its History;
        # then its newest match's Look again by Tabs: Home, Import a match…, ?, the four
        # games, then (a page under 520 px high lists the matches first) Look again, or the
        # import box's path and then Look again.
        key Down Left Left Left
        for _ in $(seq 1 "$i"); do key Right; done
        key y; sleep 0.5
        local tabs=9
        [ $(( ${size#*x} * 100 / zoom )) -lt 520 ] && tabs=8
        key --repeat "$tabs" --delay 60 Tab; key Return; sleep 1
        key a
        if [ -z "${waited[$i]:-}" ]; then sleep "${ANALYSIS_WAIT:-40}"; waited[$i]=1; else sleep 1; fi
        shot_window "analysis-$game-end-$tag"
        local id first
        id=$(MALICE_HOME=$home "$bin" game list | awk -v g="$game" '!found && $1 ~ "^"g"-[0-9]" {print $1; found=1}')
        if MALICE_HOME=$home "$bin" game analyse "$id" 2>/dev/null | diff -q - "$out/analysis-$game-cli.txt" >/dev/null; then
          echo "$game: the app's analysis prints as the command line's own"
        else
          echo "$game: the app's analysis DIFFERS from the command line's own"
        fi
        # The first error as the app kept it (read back through malice game analyse): the
        # start, then the position before the error (its better move drawn), then the error.
        first=$(MALICE_HOME=$home "$bin" game analyse "$id" --json 2>/dev/null | python3 -c '
import json, sys
reviews = json.load(sys.stdin)["analysis"]["reviews"]
print(next((i for i, r in enumerate(reviews) if r["mark"] in ("inaccuracy", "mistake", "blunder")), 0))')
        echo "$game: first error at move $((first + 1))"
        key --repeat 400 --delay 5 Left; sleep 0.5
        shot_window "analysis-$game-start-$tag"
        [ "$first" -gt 0 ] && key --repeat "$first" --delay 20 Right
        sleep 0.5; shot_window "analysis-$game-before-error-$tag"
        key Right; sleep 0.5; shot_window "analysis-$game-error-$tag"
        stop_app
      done
    done
  done
}

# ---- History after finished matches (issue 40): Malice pyramids' and Martian Chess's, each
# with matches won, lost and resigned, at HISTORY_SIZES (default 1024x640 1366x768 1920x1080),
# both themes, 100 and 200 % (HISTORY_ZOOMS); at 200 % the page scrolled to its end (End) too.
# Shots are history-GAME-THEME-SIZE-ZOOM[-end].png.
history_shots() {
  local games=(malice martian-chess) home=$work/history
  rm -rf "$home" && mkdir -p "$home"
  finished_match "$home" malice 3 90
  finished_match "$home" malice 4 0 6
  finished_match "$home" malice 5 0
  finished_match "$home" martian-chess 6 90
  finished_match "$home" martian-chess 7 0 0 "P3/4/4/2P1/1P2/4/4/4 0 0,0 - 0 0"
  finished_match "$home" martian-chess 8 0 3
  MALICE_HOME=$home "$bin" game list
  for theme in ${HISTORY_THEMES:-light dark}; do
    for size in ${HISTORY_SIZES:-1024x640 1366x768 1920x1080}; do
      for zoom in ${HISTORY_ZOOMS:-100 200}; do
        local tag=$theme-$size-$zoom i
        for i in 0 1; do
          start_app "$home" "$theme" "$size" "$zoom"
          # The game chosen on Home (↓ to the games, ← to the first, → to it), Y: its History.
          key Down Left Left Left
          for _ in $(seq 1 "$i"); do key Right; done
          key y; sleep 0.8
          shot_window "history-${games[$i]}-$tag"
          if [ "$zoom" = 200 ]; then key End; sleep 0.5; shot_window "history-${games[$i]}-$tag-end"; fi
          stop_app
        done
      done
    done
  done
}

# ---- re-checks of issue 43 in the real app: a hint (its move and why) in a quick match of
# each game, then Home's Quick-match line after the last match set (level 4, you second, the
# clock option for Martian Chess, as the new-match form leaves it) and the match Q starts from
# it, resigned by the move box, and its rematch with the sides swapped. Light; the clicks are
# measured for 1280x800 at 100 % (RECHECK_SIZE, RECHECK_ZOOM change the hints' room only).
recheck_shots() {
  local games=(malice martian-chess malaka malawi) size=${RECHECK_SIZE:-1280x800}
  local zoom=${RECHECK_ZOOM:-100} i
  for i in 0 1 2 3; do
    local game=${games[$i]} fresh=$work/recheck-$i
    rm -rf "$fresh" && mkdir -p "$fresh"
    start_app "$fresh" light "$size" "$zoom"
    key Down Left Left Left
    for _ in $(seq 1 "$i"); do key Right; done
    key q; sleep 2
    key h; sleep "${RECHECK_THINK:-4}"
    shot_window "recheck-hint-$game-$size-$zoom"
    stop_app
  done
  local quick=$work/recheck-quick
  rm -rf "$quick" && mkdir -p "$quick/profiles/default/quick-match"
  cat >"$quick/profiles/default/quick-match/last-used.toml" <<'TOML'
version = 1

[games.martian-chess]
seat = 1

[games.martian-chess.options]
clock = true

[games.martian-chess.opponent]
kind = "computer"
level = 4
TOML
  start_app "$quick" light "$size" "$zoom"
  shot_window "recheck-quick-home-$size-$zoom"
  key Down Left Left Left Right q; sleep 4
  shot_window "recheck-quick-match-$size-$zoom"
  # Resigned by the move box and the question's Resign (their places at 1280x800).
  click_at 1024 724; xdotool type --delay 40 resign; key Return; sleep 0.5
  click_at 1100 760; sleep 1
  shot_window "recheck-resigned-$size-$zoom"
  # Rematch, sides swapped (its place at 1280x800): now you move first, as South.
  click_at 958 721; sleep 2
  shot_window "recheck-rematch-$size-$zoom"
  stop_app
  # Two people at one screen with clocks (the form's last setup: Ada and Bea, a minute each):
  # the form, the match started, and Ada's flag after a minute.
  local clocks=$work/recheck-clocks
  rm -rf "$clocks" && mkdir -p "$clocks/profiles/default/quick-match"
  cat >"$clocks/profiles/default/quick-match/last-used.toml" <<'TOML'
version = 1

[forms.malawi]
seats = [{ kind = "person", name = "Ada" }, { kind = "friend", name = "Bea" }]
time = { minutes = 1, increment = 0 }
TOML
  start_app "$clocks" light 1280x800 100
  key Down Left Left Left Right Right Right m; sleep 1
  shot_window "recheck-clocks-form"
  click_at 78 498; sleep 2
  shot_window "recheck-clocks-running"
  sleep 60
  shot_window "recheck-clocks-flag"
  stop_app
}

# ---- matches played to their end (issue 40, a player's eye): each game of MATCH_GAMES (numbers,
# default "0 1 2 3": Malice pyramids, Martian Chess, Malaka, Malawi) against the computer at
# level 1 (a quick match, Q) and two friends at one screen (Ada and Bea, from the new-match
# form, M, its Start reached by Tab), every move played by the hint: H, then Enter until the
# move is made (Malawi's sowings take more squares; Malaka's Enter confirms its turn). In each
# room of MATCH_ROOMS (THEME-SIZE-ZOOM, default "light-1024x640-200 dark-1920x1080-100"), a shot
# with the hint shown and the first square picked (the move in words, any warning) after every
# MATCH_EVERY moves (default 1), and the end: match-GAME-WHO-ROOM-NNN.png and -over.png.
# MATCH_WHO narrows the opponents ("computer friend"); MATCH_REST=1 adds a shot at rest
# before each hint (-NNN-rest.png). A match still on after MATCH_PLIES hinted
# moves (default 120) is resigned and its History shot: match-GAME-WHO-ROOM-history.png.
match_moves() { MALICE_HOME=$1 "$bin" game list 2>/dev/null | head -1; }
matches_shots() {
  local games=(malice martian-chess malaka malawi) room i who
  for room in ${MATCH_ROOMS:-light-1024x640-200 dark-1920x1080-100}; do
    local theme=${room%%-*} rest=${room#*-}
    local size=${rest%-*} zoom=${rest##*-}
    for i in ${MATCH_GAMES:-0 1 2 3}; do
      local game=${games[$i]}
      for who in ${MATCH_WHO:-computer friend}; do
        local home=$work/match-$room-$game-$who tag=$game-$who-$room
        rm -rf "$home" && mkdir -p "$home/profiles/default/quick-match"
        cat >"$home/profiles/default/quick-match/last-used.toml" <<TOML
version = 1

[games.$game]
seat = 0

[games.$game.opponent]
kind = "computer"
level = 1

[forms.$game]
seats = [{ kind = "person", name = "Ada" }, { kind = "friend", name = "Bea" }]
TOML
        start_app "$home" "$theme" "$size" "$zoom"
        key Down Left Left Left
        for _ in $(seq 1 "$i"); do key Right; done
        if [ "$who" = computer ]; then
          key q
        else
          key m; sleep 0.5
          # Shift+Tab goes round from the form's last control (How to play) to its
          # "Start the match".
          shot_window "match-$tag-form"
          key shift+Tab shift+Tab; sleep 0.3; shot_window "match-$tag-form-ring"
          key Return
        fi
        sleep 1.5
        shot_window "match-$tag-start"
        local moves=0 was now tries
        # Two moves at least: a match is saved from its first move on.
        while { [ $moves -lt 2 ] \
          || MALICE_HOME=$home "$bin" game list 2>/dev/null | grep -q unfinished; } \
          && [ $moves -lt "${MATCH_PLIES:-120}" ]; do
          was=$(match_moves "$home")
          # MATCH_REST=1: a shot at rest too, before the hint (the move list apart then).
          if [ -n "${MATCH_REST:-}" ] && [ $(((moves + 1) % ${MATCH_EVERY:-1})) -eq 0 ]; then
            shot_window "match-$tag-$(printf %03d $((moves + 1)))-rest"
          fi
          key h; sleep "${MATCH_THINK:-1.2}"
          key Return; sleep 0.3
          moves=$((moves + 1))
          if [ $((moves % ${MATCH_EVERY:-1})) -eq 0 ]; then
            shot_window "match-$tag-$(printf %03d $moves)"
          fi
          tries=0
          # Each further Enter follows the hint asked again: a bare Enter after the move was
          # made (its save not yet listed) picked whatever stood under the cursor in the
          # next position ("The pieces on f5 are not yours.", "Your piece on e7 is pinned").
          while now=$(match_moves "$home"); [ "$now" = "$was" ] && [ $tries -lt 6 ]; do
            key h; sleep "${MATCH_THINK:-1.2}"
            key Return; sleep 0.4; tries=$((tries + 1))
          done
          # The computer's answer.
          sleep 1
        done
        sleep 1; shot_window "match-$tag-over"
        echo "$tag: $moves moves hinted; $(match_moves "$home")"
        stop_app
        # A match MATCH_PLIES cut short (hints on both sides may shuffle back and forth) is
        # resigned at the command line, then shown in its game's History.
        local left
        left=$(MALICE_HOME=$home "$bin" game list 2>/dev/null | awk '/unfinished/ {print $1; exit}')
        if [ -n "$left" ]; then
          printf 'resign\n' | MALICE_HOME=$home "$bin" game play --continue "$left" \
            >/dev/null 2>&1 || true
          start_app "$home" "$theme" "$size" "$zoom"
          key Down Left Left Left
          for _ in $(seq 1 "$i"); do key Right; done
          key y; sleep 1; shot_window "match-$tag-history"
          stop_app
        fi
      done
    done
  done
}

# The parts kept in files of their own.
# shellcheck source=scripts/shots/table_defects.sh
. scripts/shots/table_defects.sh
# shellcheck source=scripts/shots/screens.sh
. scripts/shots/screens.sh

case "${1:-all}" in
  app) app_shots ;;
  table) table_shots; hand_shots ;;
  hand) hand_shots ;;
  boards) board_shots ;;
  learn) learn_shots ;;
  readme) readme_shots ;;
  zoom) zoom_shots ;;
  journal) journal_shots ;;
  words) words_shots ;;
  advice) advice_shots ;;
  play) play_shots ;;
  big) big_shots ;;
  fame) fame_shots ;;
  end) end_shots ;;
  daily) daily_shots ;;
  fit) fit_shots ;;
  analysis) analysis_shots ;;
  history) history_shots ;;
  recheck) recheck_shots ;;
  defects) defects_shots ;;
  table-defects) table_defects_shots ;;
  screens) screens_shots ;;
  career-chart) table_career_shots ;;
  matches) matches_shots ;;
  all) app_shots; fame_shots; table_shots; hand_shots; words_shots; board_shots; learn_shots; zoom_shots; journal_shots; readme_shots ;;
  *) echo "usage: $0 [app|screens|career-chart|fame|table|hand|words|end|advice|daily|big|fit|defects|table-defects|matches|analysis|recheck|boards|learn|zoom|journal|readme|all]" >&2; exit 2 ;;
esac
