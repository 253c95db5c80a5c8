#!/usr/bin/env python3
"""Text contrast measured from a screenshot's pixels (issue 40: contrast >= 4.5:1).

    scripts/shots/contrast.py SHOT.png NAME=WxH+X+Y [NAME=WxH+X+Y ...]

For each named box (ImageMagick's crop geometry, in the PNG's pixels) prints the box's
ground (its most common colour), its ink (of the colours at least MIN pixels cover, the one
that differs most from the ground: the core of the glyphs, not their anti-aliased edges) and
the WCAG ratio of the two; "FAIL" under 4.5:1. Exits 1 when a box fails. Needs ImageMagick's
`convert`.
"""

import re
import subprocess
import sys

MIN = 3
NEEDED = 4.5


def luminance(rgb):
    def lin(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def colours(shot, box):
    """The box's colours and how many pixels each covers."""
    out = subprocess.run(
        ["convert", shot, "-crop", box, "+repage", "-alpha", "off", "-depth", "8",
         "-format", "%c", "histogram:info:-"],
        check=True, capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        m = re.match(r"\s*(\d+): \((\d+),(\d+),(\d+)", line)
        if m:
            found.append((int(m.group(1)), tuple(int(m.group(i)) for i in (2, 3, 4))))
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    shot, failed = sys.argv[1], False
    for arg in sys.argv[2:]:
        name, box = arg.split("=", 1)
        found = colours(shot, box)
        ground = max(found)[1]
        inks = [rgb for n, rgb in found if n >= MIN] or [ground]
        ink = max(inks, key=lambda rgb: ratio(rgb, ground))
        r = ratio(ink, ground)
        verdict = "ok" if r >= NEEDED else "FAIL"
        failed |= r < NEEDED
        print(f"{name}: ink #{ink[0]:02x}{ink[1]:02x}{ink[2]:02x} on "
              f"#{ground[0]:02x}{ground[1]:02x}{ground[2]:02x} {r:.2f}:1 {verdict}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
