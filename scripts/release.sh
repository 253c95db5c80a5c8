#!/usr/bin/env bash
# Makes every file a release offers, from this checkout, into one folder with their checksums:
#
#   scripts/release.sh            ->  target/release-files/malice-VERSION/
#       malice_VERSION-1_amd64.deb                 Debian and Ubuntu
#       malice-VERSION-x86_64-linux.tar.xz         any Linux with glibc 2.28 or newer
#       malice-VERSION-windows-x86_64.zip          Windows 10 and 11, nothing to install
#       malice-VERSION-windows-x86_64-setup.exe    Windows 10 and 11, installer
#       SHA256SUMS
#
# VERSION is Cargo.toml's (`malice --version` says the same). The Linux binary is built once,
# against glibc 2.28 (cargo zigbuild), and packed twice; the Windows one with MinGW. Each build
# takes about ten minutes on two cores. RELEASE_DIR chooses another folder.
# Test the files with scripts/package-test.sh (deb, tar, oldroot) and
# scripts/package-windows-test.sh. The tools it needs (Debian or Ubuntu, as root):
# scripts/release-tools.sh. The macOS disk image is made on a Mac: .github/workflows/release.yml.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-$PWD/target}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
out=${RELEASE_DIR:-$target/release-files/malice-$version}
missing=()
for tool in cargo-deb cargo-zigbuild dpkg-shlibdeps x86_64-w64-mingw32-gcc makensis zip xz objdump; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
python3 -m ziglang version >/dev/null 2>&1 || command -v zig >/dev/null || missing+=(zig)
if [ ${#missing[@]} -gt 0 ]; then
  echo "missing: ${missing[*]}; install them with scripts/release-tools.sh" >&2
  exit 1
fi
export PACKAGE_PROFILE=dist
rm -rf "$out"
mkdir -p "$out"

# Linux: the glibc 2.28 build, as an archive and as a Debian package.
export PACKAGE_GLIBC=${PACKAGE_GLIBC:-2.28}
archive=$(scripts/package-tar.sh | tail -1 | cut -d' ' -f1)
deb=$(scripts/package-deb.sh | tail -1 | cut -d' ' -f1)
# Windows: the zip and the installer.
windows=$(scripts/package-windows.sh | tail -2 | cut -d' ' -f1)

cp "$archive" "$deb" $windows "$out/"
(cd "$out" && sha256sum -- * >SHA256SUMS)
echo "release $version in $out:"
(cd "$out" && ls -l --block-size=K -- * | awk '{ print "  " $5 "  " $9 }')
