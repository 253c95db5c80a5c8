# Sourced by scripts/screenshots.sh and scripts/keyboard-only.sh (not run on its own): the
# binary to run, a throwaway work folder cleaned up on exit, a private Xvfb screen, and waiting
# for the app's window. Needs: xvfb, xdotool.
#
# After sourcing: $work (a temporary folder), $bin (the app to run), and these functions:
#   start_xvfb DISPLAY WxH   starts Xvfb on DISPLAY with a WxH screen and exports DISPLAY
#   wait_window [STEP]       waits (up to 300 looks, STEP s apart) for the app's window: $win

work=$(mktemp -d)
# MALICE_BIN names a binary to run; else build this checkout and run a private copy of it, so that
# another checkout sharing the same CARGO_TARGET_DIR cannot swap the binary under the script.
if [ -n "${MALICE_BIN:-}" ]; then
  bin=$MALICE_BIN
else
  # Touched first: a build folder shared with another checkout may hold a newer build of the
  # same crate and take it as up to date.
  touch src/lib.rs src/main.rs
  cargo build --release --quiet
  cp "${CARGO_TARGET_DIR:-$PWD/target}/release/malice" "$work/malice"
  bin=$work/malice
fi
app=""
xvfb=""
win=""
cleanup() { kill "${app:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

start_xvfb() {
  export DISPLAY=$1
  Xvfb "$DISPLAY" -screen 0 "$2x24" -noreset >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
}

wait_window() {
  win=""
  for _ in $(seq 1 300); do
    win=$(xdotool search --name '^Malice' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep "${1:-0.05}"
  done
}
