#!/usr/bin/env bash
# Builds the macOS disk image, ON A MAC (Xcode's command-line tools; it cannot run on Linux:
# Apple's linker, lipo, iconutil and hdiutil exist only there):
#   target/macos/malice-VERSION-macos.dmg   holding Malice.app (Intel and Apple silicon in one
#   binary, its icon, the app's reverse-DNS id) and a link to /Applications to drag it onto.
# Run by .github/workflows/release.yml on a macOS runner. Not signed or notarized (that needs
# an Apple Developer account): the first start is with right-click > Open.
# UNTESTED here: written on Linux, checked only for its shell syntax and its Info.plist.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(uname -s)" = Darwin ] || { echo "package-macos.sh runs on macOS only" >&2; exit 1; }
target=${CARGO_TARGET_DIR:-$PWD/target}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
id=io.github.malice_tarot.malice
arches=(x86_64-apple-darwin aarch64-apple-darwin)
for triple in "${arches[@]}"; do
  rustup target add "$triple"
  cargo build --locked --profile dist --target "$triple" --bin malice
done

stage=$target/macos/stage
app=$stage/Malice.app
rm -rf "$target/macos"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
lipo -create -output "$app/Contents/MacOS/malice" \
  "$target/x86_64-apple-darwin/dist/malice" "$target/aarch64-apple-darwin/dist/malice"

# The icon: the hicolor PNGs as an icon set (NAME@2x is twice NAME's size).
iconset=$target/macos/malice.iconset
mkdir -p "$iconset"
for size in 16 32 128 256 512; do
  cp "assets/icon/hicolor/${size}x${size}/apps/$id.png" "$iconset/icon_${size}x${size}.png"
  double=$((size * 2))
  [ -f "assets/icon/hicolor/${double}x${double}/apps/$id.png" ] \
    && cp "assets/icon/hicolor/${double}x${double}/apps/$id.png" "$iconset/icon_${size}x${size}@2x.png"
done
iconutil -c icns -o "$app/Contents/Resources/malice.icns" "$iconset"

sed "s/@VERSION@/$version/g; s/@ID@/$id/g" packaging/macos/Info.plist >"$app/Contents/Info.plist"
plutil -lint "$app/Contents/Info.plist"
cp LICENSE "$app/Contents/Resources/LICENSE.txt"
cp packaging/copyright "$app/Contents/Resources/CREDITS.txt"
# Ad-hoc signature: Apple silicon runs no unsigned code (this is not a Developer ID).
codesign --force --deep --sign - "$app"

ln -s /Applications "$stage/Applications"
dmg=$target/macos/malice-$version-macos.dmg
hdiutil create -volname "Malice $version" -srcfolder "$stage" -ov -format UDZO "$dmg"
echo "$dmg ($(du -h "$dmg" | cut -f1))"
