#!/usr/bin/env bash
# Runs each fuzz target for SECONDS (default 60) on its corpus in Tests/Fuzz/corpus/<name>,
# keeping new inputs in .build/fuzz/corpus/<name> (pass --keep to merge those that reach new
# coverage into the seeds).
# A crash, a leak, an input running past -timeout (300 s) or past the memory limit stops
# the run with the input saved as .build/fuzz/crash-<name>-{crash,leak,timeout,oom}-*; make
# it a regression test. An input slower than 10 s (libFuzzer's slow-unit report) is listed
# but does not fail the run: under ASan on a shared host a pause of the machine alone can
# produce one. Build the targets first with Tests/Fuzz/build.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Fuzz/crashes.sh
seconds=${1:-60}
keep=${2:-}
for name in ${FUZZ_TARGETS:-constraint-text solver-operations visual-format log-reader}; do
    work=.build/fuzz/corpus/$name
    mkdir -p "$work"
    echo "fuzz-$name: $seconds s"
    dict=()
    if [ -f Tests/Fuzz/$name.dict ]; then dict=(-dict=Tests/Fuzz/$name.dict); fi
    .build/fuzz/fuzz-$name "$work" Tests/Fuzz/corpus/$name "${dict[@]}" \
        -max_total_time="$seconds" -timeout=300 -max_len=4096 -rss_limit_mb=4096 -artifact_prefix=.build/fuzz/crash-$name- \
        -print_final_stats=1 2>&1 | grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR)' || true
    for slow in .build/fuzz/crash-$name-slow-unit-*; do
        if [ -e "$slow" ]; then echo "fuzz-$name: slow input (over 10 s) kept as $slow"; fi
    done
    fail_on_crashes "$name"
    if [ "$keep" = "--keep" ]; then
        # Only the inputs that reach something the seeds do not (libFuzzer's merge).
        .build/fuzz/fuzz-$name -merge=1 -max_len=4096 -timeout=300 -rss_limit_mb=4096 \
            Tests/Fuzz/corpus/$name "$work" 2>&1 | grep -E '^MERGE-OUTER: [0-9]+ new files' || true
    fi
done
