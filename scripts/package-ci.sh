#!/usr/bin/env bash
# CI's check of the packages (run by .ci/run before `cargo test`): builds the Debian package and
# the archive from a debug build, which `cargo test` then reuses (PACKAGE_PROFILE=dev: the same
# files, launcher and icon as the players' dist build, without its ~9 minutes of compiling),
# then installs, starts and removes each with scripts/package-test.sh. Installs what it needs
# first: cargo-deb, and from Debian xvfb and the X11 tools (root, as CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v dpkg >/dev/null || ! command -v apt-get >/dev/null; then
  echo "package check skipped: not a Debian system"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "package check skipped: installing a package needs root"
  exit 0
fi
need=()
for tool in Xvfb:xvfb xprop:x11-utils xdpyinfo:x11-utils xdotool:xdotool import:imagemagick \
  desktop-file-validate:desktop-file-utils appstreamcli:appstream file:file \
  dpkg-shlibdeps:dpkg-dev strip:binutils; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
command -v cargo-deb >/dev/null || cargo install --locked cargo-deb@3.8.0
export PACKAGE_PROFILE=dev
scripts/package-deb.sh
scripts/package-test.sh deb
scripts/package-tar.sh
scripts/package-test.sh tar
