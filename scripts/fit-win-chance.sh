#!/usr/bin/env bash
# Refits each game's win-chance curve (src/ai/win_chance.rs) to self-play:
# prints the slope k and the log-likelihood per game; copy the k values into
# `slope` there and the table into docs/review.md.
# Usage: fit-win-chance.sh [games per fit, default 200] [level, default 2]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-200}
level=${2:-2}
cargo build --release --quiet
for game in double-ring double-take king-of-rings one-ring double-eighteen-stone chess; do
    ./target/release/ringboard fit-win-chance "$game" --games "$games" --level "$level"
done
# Double Ring: whether the rule changes the curve (7 x 7 boards, every rule).
for rule in skip2 skip3 odd even knight; do
    ./target/release/ringboard fit-win-chance double-ring --variant "rule=$rule,size=7" \
        --games "$games" --level "$level"
done
