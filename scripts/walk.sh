#!/usr/bin/env bash
# Counts the rooms of the match corridor: the files of src/ whose code runs while a board
# click plays a move, the computer replies and the app saves (tests/ui/walk.rs, `walk`), and
# how many times the match is saved on the way. Runs the test under callgrind, which dumps what
# it counted on entering `walk` and on entering `walked` (just after it): the second dump is
# the walk alone. Processor instructions, never time. Usage: scripts/walk.sh [--list]
#
# The count (docs/architecture.md): every file of src/ that runs, except that the game's own
# rules (src/boards/<game>/, src/boards/game.rs, grid.rs, notation.rs), the computer's search
# (src/boards/ai/) and the store below the profile (src/store/) each count as one room: they
# are what the corridor asks, not the corridor.
set -eu
cd "$(dirname "$0")/.."
bin=$(cargo test --test ui --no-run --message-format=json 2>/dev/null |
  jq -r 'select(.reason == "compiler-artifact" and .target.name == "ui" and .executable != null) | .executable' | tail -1)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
timeout 1800 valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
  --dump-before='*walk::walk' --dump-before='*walk::walked' \
  "$bin" --exact walk::a_click_plays_the_move_the_computer_replies_and_both_are_kept \
  --test-threads=1 >"$out/log" 2>&1 || { tail -20 "$out/log"; exit 1; }
walk=$out/cg.2
# Every file with a cost in the walk: fl= (a function's file), fi=/fe= (inlined code's file);
# a file is named the first time its id comes, in any of these or in cfi=/cfl= (a call's).
files=$(awk '
  /^(fl|fi|fe|cfi|cfl)=\(/ { s = $0; call = ($0 ~ /^c/); sub(/^[a-z]+=\(/, "", s); id = s
                             sub(/\).*/, "", id); rest = s; sub(/^[0-9]+\) */, "", rest)
                             if (rest != "") name[id] = rest
                             if (!call) cur = id; next }
  /^[a-z]+=/ { next }
  /^[0-9+-]/ { if (cur != "") used[cur] = 1 }
  END { for (f in used) if (f in name) print name[f] }' "$walk" |
  sed "s#^$PWD/##" | grep -E '^src/.*\.rs$' | sort -u)
rooms=$(printf '%s\n' "$files" | sed -E \
  -e 's#^src/boards/(pyramids|martian_chess|malaka|malawi)(/.*|\.rs)$#src/boards/<the game>#' \
  -e 's#^src/boards/(game|grid|notation)\.rs$#src/boards/<the game>#' \
  -e 's#^src/boards/ai/.*#src/boards/ai/ (the search)#' \
  -e 's#^src/store/.*#src/store/ (the store)#' | sort -u)
# Saves: the calls of the profile's one door for a match, Profile::save_match_session.
saves=$(awk '
  /^c?fn=\(/ { s = $0; call = ($0 ~ /^c/); sub(/^c?fn=\(/, "", s); id = s; sub(/\).*/, "", id)
               rest = s; sub(/^[0-9]+\) */, "", rest); if (rest != "") fname[id] = rest
               if (call) callee = id; next }
  /^calls=/ { n = $0; sub(/^calls=/, "", n); sub(/ .*/, "", n)
              if (fname[callee] ~ /Profile>::save_match_session$/) saves += n; next }
  END { print saves + 0 }' "$walk")
if [ "${1:-}" = "--list" ]; then printf '%s\n' "$rooms"; fi
echo "rooms: $(printf '%s\n' "$rooms" | grep -c .) (files of src/: $(printf '%s\n' "$files" | grep -c .)), saves: $saves"
