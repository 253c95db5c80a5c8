# Sourced by scripts/screenshots.sh (not run on its own): the `table-defects` part.
#
# ---- the delve table's defects of issue 40, each set up in the real app and shot in every
# room of TDEFECT_ROOMS (default the four sizes at 100, 150 and 200 %), in the themes of
# TDEFECT_THEMES (default light dark). Shots are tdefects-WHAT-THEME-SIZE-ZOOM[-STEP].png, and
# a sheet of each WHAT's rooms side by side, tdefects-sheet-WHAT-THEME.png, to look at them:
#   first       a first delve's first question: the table using its room (at 1920x1080 grown,
#               not left as margins)
#   hover       the pointer on the hand's first card: its large view beside it, never over the
#               question or its answers (the place is the fit test's: fit::places, table-first)
#   ring-N      Shift+Tab N times (1 to TDEFECT_RINGS, default 8) from no ring: the first
#               answer, back through the header, then round to the window's last stops (the
#               journal column's buttons and note box where it stands beside the table), each
#               wholly in view
#   dice        a court card's check failed twice and re-rolled on Luck each time: three dice
#               over what the turn did, the check's words under its dice, within the window
#   log         twelve cards and the King of Cups' check re-rolled and passed: what the turn
#               did (four lines and two dice) read whole, not squeezed
#   jump        at 100 % of 1280 and 1366 px across (the journal beside the table): a table
#               with two notes in its journal in windows 890 px high (the journal's words fit)
#               and 760 (its scrollbar shows), their journal columns side by side in
#               tdefects-sheet-jump-THEME-WIDTH.png: its words at the same place across
# TDEFECT_STEPS picks some of them (default all: first hover ring dice log jump).
tdefect_step() { [[ " ${TDEFECT_STEPS:-first hover ring dice log jump} " == *" $1 "* ]]; }
tdefect_shot() { shot_window "tdefects-$1-$tag${2:+-$2}"; }

# tdefect_open HOME THEME SIZE ZOOM: the delve in progress of HOME (a copy of it) opened at the
# table (Enter on Home).
tdefect_open() {
  rm -rf "$work/tdefects-copy" && cp -r "$1" "$work/tdefects-copy"
  start_app "$work/tdefects-copy" "$2" "$3" "$4"
  key Return; sleep "${SHOT_WAIT:-0.8}"
}

table_defects_shots() {
  local first=$work/tdefects-first dice=$work/tdefects-dice log=$work/tdefects-log
  local notes=$work/tdefects-notes
  rm -rf "$first" "$dice" "$log" "$notes" && mkdir -p "$first" "$dice" "$log" "$notes"
  # A first delve, its opening hand dealt when the app opens it (MALICE_SEED).
  MALICE_HOME=$first "$bin" adventurer new --name "Ida" --roll 4,4,4,4,4,4 >/dev/null
  # The King of Spades flipped (Luck 6): its check is made in the app (the dice of a turn
  # show where they were thrown, not in a delve opened again), by TDEFECT_DICE_KEYS: Might, no
  # Cups, 6 fails, a Luck re-roll, 6 fails again, a re-roll, 1 passes: three dice.
  advised "$dice" 4,4,4,4,6,2 2C 3C 4C 5C flip KS
  local opening=(2C 3C 4C 5C flip 6C flip 7C flip 2S flip 3S flip 2W flip 3W flip 2P)
  tabled "$log" "${opening[@]}" flip KC 6 reroll 1
  tabled "$notes" 2C 3C 4C 5C flip 6C
  MALICE_HOME=$notes "$bin" journal note add --adventurer "Ysolde Marr" \
    --delve ysolde-marr-1 --entry 2 \
    "The stairs were wet and the torch guttered as I went down." >/dev/null
  MALICE_HOME=$notes "$bin" journal note add --adventurer "Ysolde Marr" \
    --delve ysolde-marr-1 --entry 3 "A blade in the dust, still sharp. I took it." >/dev/null
  local rooms=${TDEFECT_ROOMS:-1024x640@100 1024x640@150 1024x640@200 1280x800@100 1280x800@150 1280x800@200 1366x768@100 1366x768@150 1366x768@200 1920x1080@100 1920x1080@150 1920x1080@200}
  local places=""
  if tdefect_step hover; then
    # Where the fit state table-first (a first delve's first question) lays the hand's cards
    # out in each room: fit_places' lines "table-first SIZE@ZOOM hand.CARD X Y".
    places=$(fit_places "table-first:hand." "$rooms")
    [ -n "$places" ] || echo "no places from fit::places: the hover step is left out" >&2
  fi
  local theme room size zoom tag n at what
  for theme in ${TDEFECT_THEMES:-light dark}; do
    for room in $rooms; do
      size=${room%@*} zoom=${room#*@} tag=$theme-$size-$zoom
      if tdefect_step first || tdefect_step hover || tdefect_step ring; then
        rm -rf "$work/tdefects-copy" && cp -r "$first" "$work/tdefects-copy"
        MALICE_SEED=5 start_app "$work/tdefects-copy" "$theme" "$size" "$zoom"
        key Return; sleep 1
        if tdefect_step first; then tdefect_shot first; fi
        at=$(echo "$places" | awk -v r="$room" '$2 == r { print $4, $5; exit }')
        if tdefect_step hover && [ -n "$at" ]; then
          # shellcheck disable=SC2086  # X and Y
          xdotool mousemove --window "$win" $at; sleep 1.5
          tdefect_shot hover
          xdotool mousemove 1919 1079; sleep 0.3
        fi
        if tdefect_step ring; then
          # Back from the first answer (where the ring starts) through the header, then
          # round to the window's last stops.
          for n in $(seq 1 "${TDEFECT_RINGS:-8}"); do
            key shift+Tab; sleep 0.3; tdefect_shot ring "$n"
          done
        fi
        stop_app
      fi
      if tdefect_step dice; then
        tdefect_open "$dice" "$theme" "$size" "$zoom"
        for n in ${TDEFECT_DICE_KEYS:-1 1 6 1 6 1 1}; do key "$n"; sleep 0.4; done
        # The dice settle.
        sleep 1.5; tdefect_shot dice
        stop_app
      fi
      if tdefect_step log; then
        tdefect_open "$log" "$theme" "$size" "$zoom"; tdefect_shot log; stop_app
      fi
      # The journal beside the table from 1100 px of room (1280 and 1366 at 100 %).
      if tdefect_step jump && [ "$zoom" = 100 ] && [ "${size%x*}" -ge 1100 ] \
        && [ "${size%x*}" -lt 1600 ]; then
        local width=${size%x*} height
        for height in 890 760; do
          tdefect_open "$notes" "$theme" "${width}x$height" 100
          shot_window "tdefects-jump-$theme-${width}x$height"
          stop_app
        done
        # The journal's column of both, side by side: its words stand at the same place
        # across whether or not its scrollbar shows.
        convert "$out/tdefects-jump-$theme-${width}x890.png" \
          "$out/tdefects-jump-$theme-${width}x760.png" -gravity northeast -crop 420x890+0+0 \
          +repage -background white +append "$out/tdefects-sheet-jump-$theme-$width.png"
        echo "saved $out/tdefects-sheet-jump-$theme-$width.png"
      fi
    done
    # A sheet of each step's rooms, to look at side by side.
    for what in first hover $(seq -f 'ring-%g' 1 "${TDEFECT_RINGS:-8}") dice log; do
      local shots=()
      for room in $rooms; do
        local file="$out/tdefects-${what%-*}-$theme-${room%@*}-${room#*@}"
        [ "$what" != "${what%-*}" ] && file="$file-${what#*-}"
        [ -f "$file.png" ] && shots+=("$file.png")
      done
      [ ${#shots[@]} -gt 0 ] || continue
      montage "${shots[@]}" -geometry 640x400+4+4 -tile 3x \
        "$out/tdefects-sheet-$what-$theme.png"
      echo "saved $out/tdefects-sheet-$what-$theme.png"
    done
  done
}
