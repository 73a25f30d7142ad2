#!/usr/bin/env bash
# `swift test` under AddressSanitizer (use after free, overflows, leaks of C memory).
# This toolchain refuses -sanitize=undefined on Linux ("unsupported option
# '-sanitize=undefined' for target 'x86_64-unknown-linux-gnu'"): the script says so and
# runs the address sanitizer only. Builds into .build/sanitized (about 2 minutes), runs
# every test (about 2 minutes).
#   Tests/Extremes/sanitized-tests.sh [swift test options, e.g. --filter Soak]
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=.build/sanitized
if swift build --sanitize=undefined --scratch-path "$scratch-ubsan-probe" --product layoutctl >/tmp/ubsan-probe.txt 2>&1; then
    echo "undefined-behaviour sanitizer: available; running the tests under it"
    swift test --sanitize=undefined --scratch-path "$scratch-ubsan-probe" "$@"
else
    echo "undefined-behaviour sanitizer: refused by this toolchain ($(grep -o "unsupported option[^']*'[^']*'[^']*'[^']*'" /tmp/ubsan-probe.txt | head -1))"
fi
rm -rf "$scratch-ubsan-probe"
# XCTest's harness objects live to the end of the process; LeakSanitizer is told so
# (lsan-xctest.supp) and reports every other leak.
export LSAN_OPTIONS="suppressions=$PWD/Tests/Extremes/lsan-xctest.supp:print_suppressions=1"
swift test --sanitize=address --scratch-path "$scratch" "$@"
echo "sanitized tests: passed"
