#!/usr/bin/env bash
# Compare two malice binaries' board-game play move for move: matches between levels and the
# levels' thinking from start and middle positions, timing fields removed.
# Needs jq. Usage: scripts/replay-check.sh OLD_BIN NEW_BIN (two release builds of malice)
set -u
old=$1 new=$2 out=$(mktemp -d)
strip='del(.. | .nodes_per_second?, .seconds_per_move?, .seconds?)'
run() { # name args...
  local name=$1; shift
  for side in old new; do
    local bin=${!side}
    MALICE_HOME=$out/home-$side timeout 900 "$bin" "$@" --json 2>/dev/null | jq -S "$strip" > "$out/$name.$side" || echo "FAILED $name $side"
  done
  if cmp -s "$out/$name.old" "$out/$name.new"; then echo "same  $name"; else echo "DIFFER $name"; fi
}
for g in malice martian-chess malaka malawi; do
  run "match-$g-3v2" game match --game "$g" --a 3 --b 2 --games 4 --seed 1 --untimed
  run "match-$g-4v1" game match --game "$g" --a 4 --b 1 --games 2 --seed 9 --untimed
  run "think-$g" game think --game "$g" --level 1,2,3,4
  run "think-$g-mid" game think --game "$g" --level 1,2,3,4 --random-plies 12 --seed 5
done
run "match-mc4-2v1" game match --game martian-chess --option players=4 --a 2 --b 1 --games 4 --seed 3 --untimed
echo "outputs in $out"
