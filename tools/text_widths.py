#!/usr/bin/env python3
"""The text widths scenes assume, measured: each string's advance width summed from a font's
hmtx table (no kerning, as a first estimate), at the point size the code gives. SF Pro (the
system font the articles' code draws with) is not installed here, so Liberation Sans (Arial's
metrics) stands in; the scene says so, and --set takes a width measured on a device.
    pip install fonttools && python3 tools/text_widths.py
"""
from fontTools.ttLib import TTFont

# (scene key, string, font file, point size): QuantumToggleStyle's trigger title, .callout.bold() (16 pt).
TEXTS = [
    ("title-off-width", "Hack to Button", "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", 16),
    ("title-on-width", "Revert to Switch", "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", 16),
]

for key, text, path, size in TEXTS:
    font = TTFont(path)
    cmap, hmtx, upm = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    width = sum(hmtx[cmap[ord(c)]][0] for c in text) * size / upm
    print(f"{key} = {width!r}  ({text!r}, {path.rsplit('/', 1)[-1]}, {size} pt)")
