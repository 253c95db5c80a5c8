#!/usr/bin/env bash
# Makes the smaller copies of the 1909 deck's faces that the app and the HTML export embed
# (src/art.rs): assets/tarot-1909/small/ (180 px wide, for the hand, the piles and the card in
# play on smaller windows) and assets/tarot-1909/thumb/ (72 px wide, for the journal's margin and
# the HTML export, where each card used is embedded once). The 360 px originals stay as they are.
# Needs ImageMagick (convert). Run it again after changing the originals; the output is committed.
set -euo pipefail
cd "$(dirname "$0")/../assets/tarot-1909"
mkdir -p small thumb
for face in *.jpg; do
  # Lanczos keeps the line work; a touch of sharpening makes up for the softening.
  convert "$face" -filter Lanczos -resize 180x -unsharp 0x0.6 -strip -quality 84 \
    -sampling-factor 4:2:0 "small/$face"
  convert "$face" -filter Lanczos -resize 72x -unsharp 0x0.5 -strip -quality 80 \
    -sampling-factor 4:2:0 "thumb/$face"
done
echo "$(ls small | wc -l) small faces, $(ls thumb | wc -l) thumbnails"
