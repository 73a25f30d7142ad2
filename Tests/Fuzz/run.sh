#!/usr/bin/env bash
# Runs each fuzz target for SECONDS (default 60) on its corpus in Tests/Fuzz/corpus/<name>,
# keeping new inputs in .build/fuzz/corpus/<name> (pass --keep to add them to the seeds).
# A crash stops the run with the input saved as .build/fuzz/crash-*; make it a regression
# test. Build the targets first with Tests/Fuzz/build.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
keep=${2:-}
for name in ${FUZZ_TARGETS:-constraint-text solver-operations visual-format log-reader}; do
    work=.build/fuzz/corpus/$name
    mkdir -p "$work"
    echo "fuzz-$name: $seconds s"
    dict=()
    if [ -f Tests/Fuzz/$name.dict ]; then dict=(-dict=Tests/Fuzz/$name.dict); fi
    .build/fuzz/fuzz-$name "$work" Tests/Fuzz/corpus/$name "${dict[@]}" \
        -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=4096 -artifact_prefix=.build/fuzz/crash-$name- \
        -print_final_stats=1 2>&1 | grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR)' || true
    if ls .build/fuzz/crash-$name-* >/dev/null 2>&1; then echo "fuzz-$name found a crash"; exit 1; fi
    if [ "$keep" = "--keep" ]; then cp -n "$work"/* Tests/Fuzz/corpus/$name/ 2>/dev/null || true; fi
done
