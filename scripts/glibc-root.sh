#!/usr/bin/env bash
# scripts/glibc-root.sh BASE GLIBC_SRC OUT: makes OUT, a system root whose C library is glibc
# 2.28, for `scripts/package-test.sh oldroot OUT` where no Debian 10 or RHEL 8 can be had (this
# machine reaches neither archive.debian.org nor a container registry).
#   BASE       a debootstrapped Debian 11 root with the X client libraries (docs/other-systems.md)
#   GLIBC_SRC  glibc's sources at the glibc-2.28 tag (a git checkout or the release tarball)
#   OUT        the new root: a copy of BASE whose libc, libm, libpthread, libdl, librt, the
#              loader and the other libraries glibc builds are replaced by 2.28's, built here
# Debian 11's own programs that ask for a newer libm (mawk, perl) cannot run on 2.28; install.sh
# needs an awk, so STATIC_AWK (a mawk built static from Debian's source here, see
# docs/other-systems.md) replaces the root's mawk. Its os-release says what it is.
# Needs root (chroot), gcc, make, gawk, bison, python3; building glibc takes ~15 min on 2 cores.
set -euo pipefail
base=${1:-} src=${2:-} out=${3:-}
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -x "$base/bin/sh" ] || fail "usage: $0 BASE GLIBC_SRC OUT (BASE: a debootstrapped Debian 11)"
[ -f "$src/version.h" ] && grep -q '"2.28"' "$src/version.h" || fail "$src is not glibc 2.28's source"
[ -e "$out" ] && fail "$out exists: remove it first"
[ "$(id -u)" = 0 ] || fail "entering the root with chroot needs root"
awk_bin=${STATIC_AWK:-}
[ -n "$awk_bin" ] && [ -x "$awk_bin" ] || fail "set STATIC_AWK to a static awk (docs/other-systems.md says how)"
file "$awk_bin" | grep -q 'statically linked' || fail "$awk_bin is not statically linked"
base=$(realpath "$base") src=$(realpath "$src")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. glibc 2.28, built as upstream releases it. A newer GCC warns where 2.28 expected none
#    (--disable-werror) and defaults to -fno-common, which 2.28 predates (-fcommon).
prefix=/opt/glibc-2.28
mkdir -p "$work/build"
(cd "$work/build" && "$src/configure" --prefix=$prefix --disable-werror --disable-profile \
  --enable-kernel=3.2 --disable-nscd --disable-timezone-tools CFLAGS="-O2 -g0 -fcommon" \
  >"$work/configure.log" 2>&1) || { tail -20 "$work/configure.log"; fail "glibc's configure"; }
make -C "$work/build" -j"$(nproc)" >"$work/make.log" 2>&1 || { tail -30 "$work/make.log"; fail "building glibc"; }
make -C "$work/build" install DESTDIR="$work/glibc" >"$work/install.log" 2>&1 ||
  { tail -20 "$work/install.log"; fail "installing glibc"; }
new=$work/glibc$prefix/lib

# 2. The root: BASE's files, its glibc 2.31 libraries replaced by 2.28's under the same names.
cp -a "$base" "$out"
lib=$out/usr/lib/x86_64-linux-gnu
for path in "$lib"/*-2.31.so; do
  name=$(basename "$path" -2.31.so)
  [ -f "$new/$name-2.28.so" ] || fail "glibc 2.28 built no $name"
  rm -f "$path"
  cp "$new/$name-2.28.so" "$lib/"
  # Each soname link (libc.so.6 -> libc-2.31.so) now points at the 2.28 file.
  for link in "$lib"/"$name".so.*; do
    [ -L "$link" ] && ln -sfn "$name-2.28.so" "$link"
  done
done
cp "$new/libthread_db-1.0.so" "$new/libSegFault.so" "$new/libmemusage.so" "$new/libpcprofile.so" "$lib/"
ln -sfn ld-2.28.so "$lib/ld-linux-x86-64.so.2"
ln -sfn /usr/lib/x86_64-linux-gnu/ld-2.28.so "$out/usr/lib64/ld-linux-x86-64.so.2"
# The loader looks in its prefix for its cache and default folder: they lead to Debian's.
mkdir -p "$out$prefix/etc"
ln -sfn /etc/ld.so.conf "$out$prefix/etc/ld.so.conf"
ln -sfn /etc/ld.so.cache "$out$prefix/etc/ld.so.cache"
ln -sfn /usr/lib/x86_64-linux-gnu "$out$prefix/lib"
chroot "$out" /sbin/ldconfig
# ldd says which glibc the root has (package-test.sh reads it); an awk that needs no libm.
sed 's|^RTLDLIST=.*|RTLDLIST="/lib64/ld-linux-x86-64.so.2"|' "$work/glibc$prefix/bin/ldd" >"$out/usr/bin/ldd"
chmod 755 "$out/usr/bin/ldd"
install -m 755 "$awk_bin" "$out/usr/bin/mawk"
sed -i 's|^PRETTY_NAME=.*|PRETTY_NAME="Debian 11 userland on GNU libc 2.28 (upstream glibc-2.28, built from source)"|' \
  "$out/etc/os-release"

# 3. It runs: the loader and libc are 2.28's, and a shell and the awk start on them.
version=$(chroot "$out" /usr/bin/getconf GNU_LIBC_VERSION)
[ "$version" = "glibc 2.28" ] || fail "the root reports $version"
chroot "$out" /bin/sh -c 'echo | awk "{ print \"awk runs\" }"' >/dev/null || fail "awk in the root"
echo "ok: $out runs on $(chroot "$out" ldd --version | head -1)"
