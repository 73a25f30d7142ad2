#!/usr/bin/env bash
# Runs valgrind's memcheck on release builds and fails when anything is definitely or
# indirectly lost: `layoutctl demo` whole, each story alone (`layoutctl demo --story NAME`,
# so a leak names its story), and the benchmark smoke pass (`layout-benchmarks --smoke
# --runs 1`: every scenario, L1-L4 through the UIKit-style API). "Possibly lost" blocks
# are the Swift runtime's metadata caches and are not counted. Pass --quick for the demo
# alone. Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v valgrind >/dev/null 2>&1; then
    echo "leak-check: valgrind is not installed (apt-get install valgrind)"
    exit 1
fi
swift build -c release --product layoutctl >/dev/null
swift build -c release --product layout-benchmarks >/dev/null
bin="$(swift build -c release --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
failed=0
check() { # label, command...
    local label=$1
    shift
    local log="$out/$(echo "$label" | tr ' /' '__').txt"
    if valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99 \
        "$@" >/dev/null 2>"$log"; then
        echo "$label: $(grep -E 'definitely lost' "$log" | sed 's/^==[0-9]*== *//' || echo 'no leaks')"
    else
        echo "$label: FAILED"
        grep -E 'definitely lost|indirectly lost|ERROR SUMMARY' "$log" || tail -20 "$log"
        failed=1
    fi
}
check "demo" "$bin/layoutctl" demo --output "$out/pictures"
if [ "${1:-}" != "--quick" ]; then
    for story in 1-estimated 1b-fixed 2-photos 3-growing-table 4-shop-home 5-settings; do
        check "story $story" "$bin/layoutctl" demo --story "$story" --output "$out/pictures"
    done
    check "benchmark smoke pass" "$bin/layout-benchmarks" --smoke --runs 1
fi
if [ "$failed" -ne 0 ]; then
    echo "leak-check: something was lost"
    exit 1
fi
echo "leak-check: nothing definitely or indirectly lost"
