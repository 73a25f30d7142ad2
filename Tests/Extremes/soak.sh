#!/usr/bin/env bash
# The soak: random operations through the UIKit-style API in release mode, the engine
# checked every 1,000 steps (Tests/AutoLayoutTests/SoakTests.swift).
#   Tests/Extremes/soak.sh [STEPS] [SEED]    default 1,000,000 steps, seed 24
set -euo pipefail
cd "$(dirname "$0")/../.."
steps="${1:-1000000}"
seed="${2:-24}"
echo "soak: $steps steps, seed $seed"
LAYOUT_SOAK_STEPS="$steps" LAYOUT_SOAK_SEED="$seed" swift test -c release --filter SoakTests
