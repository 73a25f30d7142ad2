#!/usr/bin/env bash
# Runs one fuzz target for a number of inputs rather than a time: NAME RUNS [PROCESSES].
# PROCESSES (default 2) processes each run RUNS / PROCESSES inputs with their own seed and
# working corpus, from the seeds in Tests/Fuzz/corpus/<name>; the run fails on any crash,
# leak, timeout (300 s) or memory overrun, with the input kept as
# .build/fuzz/crash-<name>-{crash,leak,timeout,oom}-*. Build the targets first with
# Tests/Fuzz/build.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Fuzz/crashes.sh
name=${1:?usage: run-count.sh NAME RUNS [PROCESSES]}
runs=${2:?usage: run-count.sh NAME RUNS [PROCESSES]}
processes=${3:-2}
pids=()
for process in $(seq 1 "$processes"); do
    work=.build/fuzz/corpus/$name-$process
    mkdir -p "$work"
    .build/fuzz/fuzz-$name "$work" Tests/Fuzz/corpus/$name -runs=$((runs / processes)) -seed="$process" \
        -timeout=300 -max_len=4096 -rss_limit_mb=4096 -artifact_prefix=.build/fuzz/crash-$name- \
        -print_final_stats=1 > ".build/fuzz/$name-$process.log" 2>&1 &
    pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
total=0
for process in $(seq 1 "$processes"); do
    executed=$(grep -E '^stat::number_of_executed_units' ".build/fuzz/$name-$process.log" | awk '{print $2}')
    echo "fuzz-$name process $process: ${executed:-0} inputs"
    total=$((total + ${executed:-0}))
done
fail_on_crashes "$name"
if [ "$status" -ne 0 ] || [ "$total" -lt "$runs" ]; then
    echo "fuzz-$name stopped after $total of $runs inputs"
    exit 1
fi
echo "fuzz-$name: $total inputs, no crash, leak or timeout"
