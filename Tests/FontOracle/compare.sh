#!/usr/bin/env bash
# Checks FontEngine's widths against HarfBuzz's on random strings.
#
#   Tests/FontOracle/compare.sh MEASURE [COUNT] [SEED]
#
# MEASURE is a built measuring command that reads oracle lines on standard input and ends with
# "N agreed, M disagreed", exiting 1 on any disagreement: `fontmeasure --check` (pass the binary;
# --check is added) or, once ported, `layoutctl measure-check`. COUNT strings (default 10000) are
# spread over the fonts: DejaVu Sans and Sans Bold, Roboto Regular and Bold, Inter Regular and
# Bold (fonts-dejavu-core, fonts-roboto-unhinted, fonts-inter; FONT_ORACLE_FONTS overrides the
# list, separated by spaces). Needs python3 with uharfbuzz. Builds nothing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
measure=${1:?usage: compare.sh MEASURE [COUNT] [SEED]}
count=${2:-10000}
seed=${3:-1}
if [ -x "$measure" ] && [ "$(basename "$measure")" = fontmeasure ]; then measure="$measure --check"; fi

find_font() { # the first installed file of that name
    for dir in /usr/share/fonts/truetype/dejavu /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF \
        /usr/share/fonts/truetype/roboto/unhinted /usr/share/fonts/opentype/inter /usr/share/fonts/truetype/inter; do
        if [ -f "$dir/$1" ]; then echo "$dir/$1"; return; fi
    done
}
if [ -n "${FONT_ORACLE_FONTS:-}" ]; then
    read -r -a fonts <<< "$FONT_ORACLE_FONTS"
else
    fonts=()
    for name in DejaVuSans.ttf DejaVuSans-Bold.ttf Roboto-Regular.ttf Roboto-Bold.ttf Inter-Regular.otf Inter-Bold.otf; do
        path="$(find_font "$name")"
        if [ -z "$path" ]; then echo "compare.sh: $name is not installed" >&2; exit 2; fi
        fonts+=("$path")
    done
fi
python3 "$here/harfbuzz_oracle.py" --count "$count" --seed "$seed" "${fonts[@]}" | $measure
