#!/usr/bin/env bash
# Loads an HTML page in headless Chromium and checks it: the page loads with no script or
# resource errors in the console, its DOM holds at least MIN_FIGURES <figure> elements
# each with an inline <svg>, and a screenshot of it is a PNG of the window's size.
#
#   Tests/Pages/check-page.sh PAGE.html MIN_FIGURES
set -euo pipefail
page="$(realpath "$1")"
minimum="$2"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then echo "check-page: chromium is not installed"; exit 2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1600)

timeout 120 "$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$page" \
    >"$work/dom.html" 2>"$work/console.txt"
if grep -E 'CONSOLE|Uncaught|Failed to load resource' "$work/console.txt"; then
    echo "check-page: the page logged errors"; exit 1
fi
figures="$(grep -o '<figure ' "$work/dom.html" | wc -l)"
pictures="$(python3 - "$work/dom.html" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
print(sum(1 for f in re.findall(r"<figure .*?</figure>", dom, re.S) if "<svg" in f))
PY
)"
echo "check-page: $figures figures, $pictures with an inline picture"
test "$figures" -ge "$minimum"
test "$pictures" -ge "$minimum"

timeout 120 "$browser" "${flags[@]}" --screenshot="$work/page.png" "file://$page" >/dev/null 2>&1
python3 - "$work/page.png" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
print(f"check-page: screenshot {width}x{height}, {len(data)} bytes")
assert (width, height) == (1280, 1600), "unexpected screenshot size"
assert len(data) > 20000, "the screenshot is nearly empty"
PY
