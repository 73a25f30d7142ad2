#!/usr/bin/env bash
# A 100 MB console log into `layoutctl diagnose`: read in bounded memory (peak resident
# size under 200 MB), the first 1,000 conflicts explained and the rest counted; a 100 MB
# log with no line break is refused line by line. Needs a release build of layoutctl.
set -euo pipefail
cd "$(dirname "$0")/../.."
layoutctl="$(swift build -c release --show-bin-path)/layoutctl"
log=/tmp/extremes-big.log
python3 - "$log" <<'PY'
import sys
report = open("Examples/cell-conflict.log").read()
noise = "2026-12-02 17:30:00.123456+0000 App[1234:5678] [Network] received 1024 bytes\n" * 200
block = report + noise
count = (100 * 1024 * 1024) // len(block) + 1
with open(sys.argv[1], "w") as f:
    for _ in range(count):
        f.write(block)
print(f"{count} reports, {count * len(block)} bytes")
PY
peak() { /usr/bin/time -f "%M" -o /tmp/extremes-rss.txt "$@"; }
peak "$layoutctl" diagnose "$log" > /tmp/extremes-out.txt
kb="$(cat /tmp/extremes-rss.txt)"
echo "peak resident size: ${kb} KB"
test "$kb" -lt 204800
test "$(grep -c '^== Conflict' /tmp/extremes-out.txt)" -eq 1000
grep -q '^Not read: [0-9]* more conflicts were not read: only the first 1000 are kept.$' /tmp/extremes-out.txt
head -c 100000000 /dev/zero | tr '\0' 'x' > "$log"
peak "$layoutctl" diagnose "$log" > /tmp/extremes-out.txt
echo "one 100 MB line: peak resident size $(cat /tmp/extremes-rss.txt) KB"
test "$(cat /tmp/extremes-rss.txt)" -lt 204800
grep -q 'line 1, column 1: the line is longer than 65536 characters and was not read' /tmp/extremes-out.txt
rm -f "$log"
echo "big logs: bounded"
