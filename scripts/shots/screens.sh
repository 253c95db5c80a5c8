# Sourced by scripts/screenshots.sh (not run on its own): the `screens` part.
#
# ---- every screen outside the table and the match (issue 40), in every room of SCREEN_ROOMS
# (default the four sizes at 100, 150 and 200 %: "1024x640@100 …") and the themes of
# SCREEN_THEMES (default light dark): Home with a roster (Mara and Brannoc alive, Olk dead) and
# a Malice match unfinished, the `?` sheet over it, About (from the sheet), New adventurer, the
# Hall of fame, Settings, How to play at each of its seven pages (the major arcana at its top,
# a PageDown and its end), Olk's Career and Journal (chosen with → and opened with C and J;
# the journal again after Ctrl+F, its tools unfolded in a short room: journal-tools),
# Malice's History (a match resigned, one won),
# and Brannoc's Retire asked (its warning over Home).
# Shots are screens-WHAT-THEME-SIZE-ZOOM.png; then a sheet of each WHAT's rooms side by side,
# screens-rooms-WHAT-THEME.png, to look at them. SCREEN_WHAT narrows the screens shot (default
# all: home sheet about new fame settings rules career journal history retire; the `?` sheet's shots
# are screens-keys-…).
screen_want() { [[ " ${SCREEN_WHAT:-home sheet about new fame settings rules career journal history retire} " == *" $1 "* ]]; }
screen_shot() { shot_window "screens-$1-$tag"; }

# screen_data HOME: the roster of fit's state home-roster (Olk dead first, then Mara and
# Brannoc), a quick Malice match left unfinished, and two Malice matches over for History.
screen_data() {
  local home=$1 seed
  MALICE_HOME=$home "$bin" adventurer new --name "Olk the Patient" --roll 1,2,1,4,2,1 >/dev/null
  for seed in $(seq 1 40); do
    MALICE_HOME=$home "$bin" delve --adventurer "Olk the Patient" --seed "$seed" \
      --policy random >/dev/null 2>&1 || true
    MALICE_HOME=$home "$bin" adventurer list 2>/dev/null | grep -q 'Olk.*dead' && break
  done
  MALICE_HOME=$home "$bin" journal note add --adventurer "Olk the Patient" \
    --delve olk-the-patient-1 --entry 2 \
    "The torch guttered as I went down; I counted the steps." >/dev/null 2>&1 || true
  MALICE_HOME=$home "$bin" adventurer new --name "Mara Vell" --roll 4,3,5,3,2,4 >/dev/null
  MALICE_HOME=$home "$bin" adventurer new --name "Brannoc Hale" --roll 3,5,2,4,4,3 >/dev/null
  finished_match "$home" malice 3 90
  finished_match "$home" malice 4 0 6
  MALICE_HOME=$home "$bin" game play --game malice --ai 2 </dev/null >/dev/null 2>&1 || true
}

screens_shots() {
  local home=$work/screens rooms=${SCREEN_ROOMS:-}
  if [ -z "$rooms" ]; then
    local size zoom
    for size in 1024x640 1280x800 1366x768 1920x1080; do
      for zoom in 100 150 200; do rooms="$rooms $size@$zoom"; done
    done
  fi
  rm -rf "$home" && mkdir -p "$home"
  screen_data "$home"
  MALICE_HOME=$home "$bin" adventurer list
  MALICE_HOME=$home "$bin" game list
  local theme room
  for theme in ${SCREEN_THEMES:-light dark}; do
    for room in $rooms; do
      local size=${room%@*} zoom=${room#*@}
      local tag=$theme-$size-$zoom
      rm -rf "$work/screens-copy" && cp -r "$home" "$work/screens-copy"
      start_app "$work/screens-copy" "$theme" "$size" "$zoom"
      # What Home looks like at rest: a key meant to leave it must show something else.
      local home_looks
      home_looks=$(looks)
      screen_want home && screen_shot home
      if screen_want sheet || screen_want about; then
        go question; screen_shot keys
        # The sheet's first Tab rings Close; then How to play, then About.
        if screen_want about; then go Tab Tab Tab Return; screen_shot about; fi
        go Escape
      fi
      if screen_want new; then
        settled; go n
        # Still Home (the key came before Home took keys): once more, else no shot.
        [ "$(looks)" = "$home_looks" ] && { echo "n left Home as it was; pressed again" >&2; go n; }
        if [ "$(looks)" = "$home_looks" ]; then
          echo "New adventurer did not open at $tag: not shot" >&2
        else
          screen_shot new
        fi
        go Escape Escape
      fi
      if screen_want fame; then go f; screen_shot fame; go Escape; fi
      if screen_want settings; then go s; screen_shot settings; go Escape; fi
      if screen_want rules; then
        go r; screen_shot rules-1
        local page
        for page in 2 3 4 5 6 7; do
          go Right; screen_shot "rules-$page"
          if [ "$page" = 5 ]; then
            go Page_Down; screen_shot rules-5-down
            go End; screen_shot rules-5-end
          fi
        done
        go Escape
      fi
      if screen_want career; then
        # Olk is the third of the roster's row (Brannoc, Mara, then the dead): → → and C.
        page_of 2 c
        screen_shot career; go End; screen_shot career-end; go Escape
      fi
      if screen_want journal; then
        page_of 2 j
        # Ctrl+F: the search with the caret in it, and in a short room the tools it unfolds
        # (the search, the views, the exports); Esc leaves the box, Esc again the page.
        screen_shot journal; go ctrl+f; screen_shot journal-tools; key Escape; go Escape
      fi
      if screen_want history; then
        # ↓ to the games, ← to the first (Malice pyramids), Y: its History.
        key Down Left Left Left; go y; screen_shot history; go Escape
      fi
      stop_app
      if screen_want retire; then
        # Afresh, Brannoc's Retire (the 9th stop: the top bar's five, today's delve's two, his
        # Delve): the question over Home, its warning ("This cannot be undone").
        start_app "$work/screens-copy" "$theme" "$size" "$zoom"
        press_by_tabs 9; sleep 0.5; screen_shot retire
        stop_app
      fi
    done
  done
  screens_sheets "$rooms"
}

# screens_sheets ROOMS: for each screen and theme, its rooms side by side, three a row, each
# labelled with its file's name.
screens_sheets() {
  local what theme files room
  for what in home keys about new fame settings rules-1 rules-2 rules-3 rules-4 rules-5 \
    rules-5-down rules-5-end rules-6 rules-7 career career-end journal journal-tools history \
    retire; do
    for theme in ${SCREEN_THEMES:-light dark}; do
      files=()
      for room in $1; do
        local f="$out/screens-$what-$theme-${room%@*}-${room#*@}.png"
        [ -f "$f" ] && files+=("$f")
      done
      [ ${#files[@]} -gt 0 ] || continue
      montage -label '%t' "${files[@]}" -tile 3x -geometry 640x400+6+6 -background '#888' \
        "$out/screens-rooms-$what-$theme.png"
      echo "saved $out/screens-rooms-$what-$theme.png"
    done
  done
}
