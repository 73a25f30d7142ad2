# Sourced by run.sh and run-count.sh: fails the run when a target kept an input that crashed,
# leaked, timed out or ran out of memory.
fail_on_crashes() { # name
    # Each pattern is tested on its own: one `ls` of all four fails when any is missing.
    for found in .build/fuzz/crash-$1-{crash,leak,timeout,oom}-*; do
        if [ -e "$found" ]; then
            echo "fuzz-$1 found a crash: $found"
            exit 1
        fi
    done
}
