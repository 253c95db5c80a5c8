#!/usr/bin/env bash
# Installs what scripts/release.sh needs on Debian 12 or Ubuntu 22.04 and later (as root, or
# with sudo): MinGW-w64, NSIS and zip for Windows, dpkg-dev for the .deb, zig and
# cargo-zigbuild (from PyPI) for the glibc 2.28 build, cargo-deb (from crates.io), and the
# Windows target's standard library (rustup). (The libraries' licences are committed:
# scripts/licenses.sh, which needs cargo-about, writes them again after a dependency changes.)
# For the tests (scripts/package-test.sh, scripts/package-windows-test.sh) it adds Wine, Xvfb
# and the X11 tools with --test.
set -euo pipefail
sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
packages=(mingw-w64 nsis zip xz-utils dpkg-dev binutils python3-pip)
if [ "${1:-}" = --test ]; then
  packages+=(wine wine64 xvfb xdotool x11-utils imagemagick icoutils unzip desktop-file-utils
    appstream debootstrap file)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# PyPI's zig and cargo-zigbuild (prebuilt, in wheels).
pip3 install --quiet --user ziglang cargo-zigbuild 2>/dev/null \
  || pip3 install --quiet --break-system-packages --user ziglang cargo-zigbuild
rustup target add x86_64-pc-windows-gnu
command -v cargo-deb >/dev/null || cargo install --locked cargo-deb@3.8.0
echo "release tools installed (add ~/.local/bin to PATH for cargo-zigbuild if it is not)"
