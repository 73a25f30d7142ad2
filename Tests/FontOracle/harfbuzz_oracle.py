#!/usr/bin/env python3
"""HarfBuzz's widths of random strings, the oracle FontEngine's measurements are checked against.

For each run it writes COUNT lines (spread evenly over the fonts given), each

    fontpath<TAB>size<TAB>string as JSON<TAB>width in points

where width is the sum of HarfBuzz's x advances at a scale of one font unit, times
size / unitsPerEm. The strings are seeded, so a run is repeatable. A measuring tool reads the
lines and reports where it disagrees (see compare.sh).

Shaping uses exactly the features FontEngine applies: 'kern', 'liga' and 'rlig' on, and every
other feature HarfBuzz turns on by default listed and turned off. The script is guessed from the
text as HarfBuzz does (Latin letters make a Latin run; digits and punctuation alone are shaped
with the DFLT script); the language is set to English so that the host's locale cannot pick a
language system.

Needs: pip install uharfbuzz
"""

import argparse
import json
import random
import sys

import uharfbuzz as hb

# Every feature HarfBuzz enables on its own for horizontal text with the default shaper.
DISABLED = [
    "abvm", "blwm", "calt", "ccmp", "clig", "curs", "dist", "dnom", "frac", "locl", "ltra", "ltrm",
    "mark", "mkmk", "numr", "rand", "rclt", "rvrn", "trak", "HARF", "BUZZ",
    # Not on by default, but named so that nothing optional can apply.
    "dlig", "hlig", "salt", "case", "cpsp", "smcp", "c2sc", "onum", "lnum", "pnum", "tnum", "zero",
]
ENABLED = ["kern", "liga", "rlig"]
FEATURES = {**{tag: False for tag in DISABLED}, **{tag: True for tag in ENABLED}}

LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "".join(chr(c) for c in range(0x00C0, 0x0180))
DIGITS = "0123456789"
PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~" + "".join(chr(c) for c in range(0x00A1, 0x00C0))
# Sequences that exercise ligatures and kerning pairs.
SEEDS = ["fi", "fl", "ff", "ffi", "ffl", "AV", "VA", "To", "Ty", "Yo", "LT", "Wa", "P.", "r,", "Te", "AT"]


def word(rng, alphabet):
    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 9)))
    if rng.random() < 0.3:
        at = rng.randint(0, len(text))
        text = text[:at] + rng.choice(SEEDS) + text[at:]
    return text


def words(rng, alphabet, limit):
    parts = []
    while sum(len(p) + 1 for p in parts) < limit:
        parts.append(word(rng, alphabet))
    return " ".join(parts)[:limit]


def random_string(rng):
    limit = rng.randint(1, 40)
    kind = rng.randrange(5)
    if kind == 0:
        return words(rng, LETTERS, limit)
    if kind == 1:
        return words(rng, LETTERS + ACCENTED * 2, limit)
    if kind == 2:
        return "".join(rng.choice(DIGITS + "., -") for _ in range(limit))
    if kind == 3:
        return "".join(rng.choice(PUNCTUATION + " ") for _ in range(limit))
    everything = LETTERS + ACCENTED + DIGITS + PUNCTUATION + "    "
    return "".join(rng.choice(everything) for _ in range(limit))


def hb_font(path):
    face = hb.Face(hb.Blob.from_file_path(path))
    font = hb.Font(face)
    font.scale = (face.upem, face.upem)
    return font, face.upem


def width(font, upem, text, size):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    buf.language = "en"
    hb.shape(font, buf, FEATURES)
    return sum(pos.x_advance for pos in buf.glyph_positions) * size / upem


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("fonts", nargs="+")
    parser.add_argument("--count", type=int, default=10000, help="strings in all (default 10000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    fonts = [(path, *hb_font(path)) for path in args.fonts]
    out = sys.stdout
    for index in range(args.count):
        path, font, upem = fonts[index % len(fonts)]
        text = random_string(rng)
        size = rng.randint(18, 80) / 2
        out.write(f"{path}\t{size!r}\t{json.dumps(text)}\t{width(font, upem, text, size)!r}\n")


if __name__ == "__main__":
    main()
