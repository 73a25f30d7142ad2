#!/usr/bin/env bash
# Builds the libFuzzer targets of this folder under AddressSanitizer into .build/fuzz/:
# fuzz-constraint-text, fuzz-solver-operations, fuzz-visual-format, fuzz-log-reader, fuzz-font-reader.
# Each target is compiled into the module it exercises (so it sees that module's internals), but the solver target, a
# module of its own that sees the solver's package-level API; the modules a target imports
# are built first as static libraries with the same instrumentation. Each module is compiled as a
# whole (-wmo), as a release build compiles it: file by file, the generic containers the
# solver's loops use (IntKeyedMap, ScratchList) stay unspecialised and every append goes
# through the runtime's type metadata, which made the solver target a third slower.
# The exact reference solver, the solver target's oracle, is built without instrumentation:
# it is not what is being tested, its vertex enumeration took most of that target's time
# under coverage tracing, and its branches would steer the fuzzer towards new paths in the
# oracle rather than in the solver.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out"
common=(-O -wmo -g -swift-version 6 -parse-as-library -package-name swift_autolayout -I "$out")
library() { # module, sources... (PLAIN=1: without instrumentation)
    local module=$1
    shift
    local sanitize=(-sanitize=fuzzer,address)
    if [ "${PLAIN:-}" = 1 ]; then sanitize=(); fi
    rm -f "$out/lib$module.a" # an archive is added to, not replaced
    swiftc "${common[@]}" "${sanitize[@]}" -emit-library -static \
        -emit-module -emit-module-path "$out/$module.swiftmodule" -module-name "$module" "$@" \
        -o "$out/lib$module.a" 2> >(grep -v warning >&2 || true)
}
target() { # name, module, sources...
    local name=$1 module=$2
    shift 2
    swiftc "${common[@]}" -sanitize=fuzzer,address -module-name "$module" "$@" -o "$out/$name" \
        2> >(grep -v warning >&2 || true)
    echo "built $out/$name"
}
target fuzz-constraint-text Cassowary $(find Sources/Cassowary -name "*.swift" | sort) Tests/Fuzz/ConstraintTextTarget.swift
library Cassowary $(find Sources/Cassowary -name "*.swift" | sort)
PLAIN=1 library CassowaryReference Sources/CassowaryReference/*.swift
target fuzz-solver-operations SolverOperationsFuzz Tests/Fuzz/SolverOperationsTarget.swift \
    "$out/libCassowaryReference.a" "$out/libCassowary.a"
target fuzz-font-reader FontEngine Sources/FontEngine/*.swift Tests/Fuzz/FontReaderFuzz.swift
library FontEngine Sources/FontEngine/*.swift
target fuzz-visual-format AutoLayout Sources/AutoLayout/*.swift Tests/Fuzz/VisualFormatTarget.swift \
    "$out/libCassowary.a" "$out/libFontEngine.a"
library AutoLayout Sources/AutoLayout/*.swift
target fuzz-log-reader LayoutDiagnostics Sources/LayoutDiagnostics/*.swift Tests/Fuzz/LogReaderTarget.swift \
    "$out/libAutoLayout.a" "$out/libFontEngine.a" "$out/libCassowary.a"
