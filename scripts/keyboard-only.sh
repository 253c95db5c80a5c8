#!/usr/bin/env bash
# The keyboard-only walk (issue 29): launches the real app under Xvfb on a fresh data folder,
# then uses only keys (xdotool, no mouse): creates a first adventurer with the dice typed in
# (six 6s, so that the delve lasts), plays a long delve to its end by Space and number keys
# (a note written and saved with Ctrl+Enter mid-delve; the journal must show at least ten
# turns, a card faced or skipped, and a re-roll taken if one was offered, counted from the
# saved answers), exports the journal as HTML, switches the theme, and plays a quick match of
# Martian Chess to its end with hints, an undo and the square cursor. The command line only *looks* at the saves beside the window
# (readers take no lock) to know when a step is done and to check it. Prints a line per step
# and PASS or FAIL; exits non-zero on a failure. Screenshots of the way go to
# screenshots/keys-*.png (the focus ring on show).
#
#   scripts/keyboard-only.sh                 build this checkout (release) and run a copy
#   MALICE_BIN=path scripts/keyboard-only.sh run that binary
#   KEYS_DISPLAY=:83                         the Xvfb display to use (default :98)
#   MALICE_SEED=N                            another delve and match (default 1)
#
# Needs: xvfb, xdotool, imagemagick (import).
set -euo pipefail
cd "$(dirname "$0")/.."
out=screenshots
mkdir -p "$out"
# shellcheck source=scripts/xvfb.sh
. scripts/xvfb.sh
start_xvfb "${KEYS_DISPLAY:-:98}" 1280x800

# The app's dice from a fixed seed (MALICE_SEED overrides), so that every run plays the same
# delve: seed 1 gives a long one (39 turns, cards faced, re-rolls, a death) that exercises every
# check below; an unseeded delve can meet The Fool on turn 5 and fail them by luck.
export MALICE_SEED=${MALICE_SEED:-1}
export MALICE_HOME=$work/data
mkdir -p "$MALICE_HOME"
failures=0
pass() { echo "PASS  $*"; }
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }
# The command line, looking beside the window.
look() { "$bin" "$@" 2>&1 || true; }

MALICE_THEME=light MALICE_WINDOW=1280x800 "$bin" &
app=$!
wait_window
[ -n "$win" ] || { echo "FAIL  the window never showed"; exit 1; }
sleep 1.5
echo "window $win shown; from here on, keys only"

# key KEY...: presses keys in the window (no window manager under Xvfb gives it the focus).
key() { xdotool windowfocus --sync "$win" key --delay 40 "$@"; sleep "${PAUSE:-0.35}"; }
# type WORDS: types words into the window.
typed() { xdotool windowfocus --sync "$win" type --delay 30 "$1"; sleep 0.3; }
shot() { import -window "$win" "$out/keys-$1.png"; echo "      saw $out/keys-$1.png"; }
# until_true SECONDS COMMAND...: waits until the command succeeds.
until_true() {
  local limit=$1
  shift
  for _ in $(seq 1 $((limit * 5))); do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}

# ---- 1. A first adventurer: Tab reaches "Roll your first adventurer", Enter opens it with the
# name field focused; Tab twice goes past Roll 6d6 to the dice field, where the dice rolled
# at the table are typed; Enter creates.
key Tab
shot 1-home-first-tab
key Return
typed "Wren Keys"
key Tab Tab
typed "6 6 6 6 6 6"
shot 2-new-adventurer
key Return
if until_true 5 sh -c "'$bin' adventurer show 'Wren Keys' 2>/dev/null | grep -q 'Luc 6'"; then
  pass "an adventurer created by keys with the dice typed in: $(look adventurer show 'Wren Keys' | sed -n 2p | tr -s ' ')"
else
  fail "no adventurer with the dice typed: $(look adventurer list | tr -s ' ' | head -3)"
fi

# ---- 2. A delve to its end: Enter on Home sends the one chosen; Space flips or rolls, 1 takes
# the first answer (flip, face, re-roll, the first attribute or card; Enter gives it when ten
# answers or more wait for a number). At the fifth turn a
# note is written: W, the words, Ctrl+Enter (which saves it and takes the caret out of the
# box); then the delve goes on to its end.
key Return
sleep 0.5
shot 3-table
# The journal of the delve, as the command line exports it (a reader: no lock).
journal() { look journal export --adventurer "Wren Keys"; }
turn() { journal | grep -o 'Turn [0-9]*' | tail -1 | grep -o '[0-9]*' || echo 1; }
over() { ! look adventurer show "Wren Keys" | grep -q "No finished delves yet"; }
presses=0
noted=""
PAUSE=0.15
while ! over && [ $presses -lt 800 ]; do
  key space
  # 1 takes the first answer; of ten answers or more it is typed, and Enter gives it.
  key 1 Return
  presses=$((presses + 1))
  if [ -z "$noted" ] && [ "$(turn)" -ge 5 ]; then
    PAUSE=0.35
    key w
    typed "Turn five, by keys alone: the torch held and I kept going down."
    shot 4-note-typed
    key ctrl+Return
    shot 5-note-saved
    noted=yes
    if look journal note list | grep -q "by keys alone"; then
      pass "a note written mid-delve and saved with Ctrl+Enter: $(look journal note list | grep 'by keys alone' | head -1 | tr -s ' ')"
    else
      fail "the note was not saved: $(look journal note list | head -3)"
    fi
    PAUSE=0.15
  fi
done
PAUSE=0.35
sleep 1
shot 6-delve-over
if over; then
  pass "a delve played to its end by keys ($presses presses of Space, 1 and Enter): $(look adventurer show 'Wren Keys' | grep -E 'escaped|died' | head -1 | tr -s ' ')"
else
  fail "the delve did not end after $presses presses of Space, 1 and Enter"
fi
[ -n "$noted" ] || fail "the delve ended before turn 5: no note written mid-delve"
turns=$(turn)
if [ "$turns" -ge 10 ]; then
  pass "the delve lasted $turns turns"
else
  fail "the delve lasted only $turns turns (at least 10 wanted)"
fi
faced=$(journal | grep -ciE '^[^a-z]*(faced|skipped|tried to skip)' || true)
if [ "$faced" -ge 1 ]; then
  pass "cards faced or skipped by number keys: $faced ($(journal | grep -iE 'faced|skip' | head -1 | tr -s ' '))"
else
  fail "no card was faced or skipped"
fi
# Re-rolls, counted exactly from the delve's saved answers (the record the app writes after
# every answer; reading it takes no lock): every re-roll prompt is answered `reroll` or
# `accept`, and no other answer is written so. So an offer declined is told from none offered,
# and the journal's "Re-rolled the N" lines must be as many as the re-rolls taken.
answers() {
  find "$MALICE_HOME/profiles" -path '*/delves/*.toml' ! -path '*/backups/*' \
    -exec sed -n 's/^answers = "\(.*\)"$/\1/p' {} + | tr ';' '\n'
}
offered=$(answers | grep -cxE 'reroll|accept' || true)
rerolled=$(answers | grep -cx 'reroll' || true)
declined=$((offered - rerolled))
told=$(journal | grep -c 'Re-rolled the' || true)
if [ "$told" -ne "$rerolled" ]; then
  fail "the journal tells $told re-rolls, the saved answers hold $rerolled"
elif [ "$offered" -eq 0 ]; then
  pass "no re-roll was offered in this delve (none among its $(answers | grep -c .) saved answers)"
elif [ "$rerolled" -ge 1 ]; then
  pass "re-rolls by number keys: $offered offered, $rerolled taken, $declined declined ($(journal | grep 'Re-rolled the' | head -1 | tr -s ' '))"
else
  fail "re-rolls: $offered offered and every one declined (1 should take the re-roll)"
fi

# ---- 3. The journal as HTML: Ctrl+Shift+E on the table (no save dialog under Xvfb: into
# the data folder's exports/).
key ctrl+shift+e
sleep 0.8
html=$(find "$MALICE_HOME" -name '*.html' | head -1)
if [ -n "$html" ] && grep -q "by keys alone" "$html"; then
  pass "the journal exported as HTML by keys: $(basename "$html"), $(wc -c <"$html") bytes, the note in it"
else
  fail "no HTML export with the note (found: ${html:-nothing})"
fi

# ---- 4. The theme: Ctrl+T switches it, and it is kept.
key ctrl+t
sleep 0.5
shot 7-dark
if grep -rqs 'theme = "dark"' "$MALICE_HOME"; then
  pass "the theme switched by keys and kept: $(grep -rhs 'theme =' "$MALICE_HOME" | head -1)"
else
  fail "the theme was not switched to dark"
fi

# ---- 5. A quick match of Martian Chess to its end: Esc Esc to Home, ↓ goes down to the board
# games, → chooses the second game, Q starts it, Tab puts the ring on the board; each turn H asks for a hint (the square cursor
# goes to it), Enter picks, Enter places; U takes back once.
# Esc puts the export's message away, Esc again goes Home.
key Escape
key Escape
key Down
key Right
key q
sleep 1
key Tab
shot 8-match
moves() { look game list | head -1 | grep -o '[0-9]* moves' | grep -o '[0-9]*' || echo 0; }
state() { look game list | head -1; }
finished() { ! state | grep -q unfinished; }
# our_move N: plays the hinted move when N moves are on the board; waits for the reply.
our_move() {
  local before=$1
  key h
  sleep 0.6
  key Return
  key Return
  until_true 20 sh -c "[ \$('$bin' game list 2>/dev/null | head -1 | grep -o '[0-9]* moves' | grep -o '[0-9]*' || echo 0) -gt $before ]"
}
our_move 0 || true
until_true 20 sh -c "[ \$('$bin' game list 2>/dev/null | head -1 | grep -o '[0-9]* moves' | grep -o '[0-9]*' || echo 0) -ge 2 ]" || true
shot 9-after-a-hinted-move
first=$(moves)
key u
sleep 0.8
after_undo=$(moves)
if [ "$first" -ge 1 ] && [ "$after_undo" -lt "$first" ]; then
  pass "a hinted move played by keys, then U took it back ($first moves, then $after_undo)"
else
  fail "hint and undo by keys: $first moves, then $after_undo after U"
fi
played=0
PAUSE=0.2
while ! finished && [ $played -lt 150 ]; do
  n=$(moves)
  our_move "$n" || true
  # The computer's reply (or the end).
  until_true 20 sh -c "[ \$('$bin' game list 2>/dev/null | head -1 | grep -o '[0-9]* moves' | grep -o '[0-9]*' || echo 0) -ge $((n + 2)) ] || ! '$bin' game list 2>/dev/null | head -1 | grep -q unfinished" || true
  played=$((played + 1))
done
PAUSE=0.35
sleep 1
shot 10-match-over
if finished; then
  pass "a quick match played to its end by keys ($played hinted moves): $(state | tr -s ' ')"
else
  fail "the match is not over after $played hinted moves: $(state | tr -s ' ')"
fi

kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
app=""
if [ $failures -eq 0 ]; then
  echo "keyboard-only: every step done with keys alone"
else
  echo "keyboard-only: $failures step(s) failed"
  exit 1
fi
