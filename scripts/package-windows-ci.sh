#!/usr/bin/env bash
# CI's check of the Windows packages (run by .ci/run): builds the zip and the installer from a
# debug build (PACKAGE_PROFILE=dev: the same files as the players' dist build, in less time),
# then tests both under Wine and Xvfb with scripts/package-windows-test.sh. Installs what it
# needs first (root, on Debian, as CI runs): MinGW-w64, NSIS, Wine, Xvfb and the X11 tools, and
# the Windows target's standard library. Elsewhere it says why it skips.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v apt-get >/dev/null || ! command -v rustup >/dev/null; then
  echo "Windows package check skipped: needs a Debian system with rustup"
  exit 0
fi
need=()
for tool in x86_64-w64-mingw32-gcc:mingw-w64 makensis:nsis zip:zip unzip:unzip wine:wine \
  wine64:wine64 Xvfb:xvfb xdotool:xdotool xprop:x11-utils xdpyinfo:x11-utils \
  import:imagemagick wrestool:icoutils; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Windows package check skipped: missing ${need[*]} (installing them needs root)"
    exit 0
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
if ! rustup target list --installed | grep -qx x86_64-pc-windows-gnu \
  && ! rustup target add x86_64-pc-windows-gnu; then
  echo "Windows package check skipped: the Windows target's standard library could not be installed"
  exit 0
fi
export PACKAGE_PROFILE=dev
scripts/package-windows.sh
SHOT_DISPLAY=${SHOT_DISPLAY:-:95} scripts/package-windows-test.sh
