#!/usr/bin/env bash
# The balance lab: `ringboard lab` plays the computer against itself in
# every game and variant we ship, and in the designers' options, on every
# core; docs/balance.md gets the numbers (scripts/balance-report.mjs).
# Anyone can re-run it:
#   bash scripts/balance.sh [agent] [games] [only]   (default: level3:6000n 100)
# With `only` (a game id, or `pie`), only those runs are played again; the
# report is made from every result in target/balance/.
# The default budget is a tenth of level 3's (6,000 positions a move instead
# of 60,000), so that the whole lab runs in well under an hour on two cores.
source "$(dirname "$0")/common.sh"

agent=${1:-level3:6000n}
games=${2:-100}
only=${3:-}
cargo build --release --quiet
ringboard=target/release/ringboard
out=target/balance
mkdir -p "$out"

# game|rules A|rules B (compared beside A; empty: none)
runs=(
  "chess||"
  "one-ring||kings=facing"
  "double-eighteen-stone||"
  "king-of-rings||"
  "double-take|length=8|length=10"
  "double-ring|rule=skip1|rule=skip2"
  "double-ring|rule=skip3|rule=skip4"
  "double-ring|rule=skip5|rule=skip6"
  "double-ring|rule=odd|rule=even"
  "double-ring|rule=knight|"
)
lab() { # name game rules-a rules-b agent games [more arguments]
  local name=$1 game=$2 a=$3 b=$4 who=$5 count=$6
  shift 6
  local compare=()
  [ -n "$b" ] && compare=(--compare "$b")
  say "$name"
  "$ringboard" lab "$game" --variant "$a" "${compare[@]}" --first "$who" --second "$who" \
    --games "$count" --json "$@" > "$out/$name.json" 2> "$out/$name.log"
}
for run in "${runs[@]}"; do
  IFS='|' read -r game a b <<<"$run"
  [ -n "$only" ] && [ "$only" != "$game" ] && continue
  [ "$only" = pie ] && continue
  lab "$game-${a:-default}${b:+-vs-$b}" "$game" "$a" "$b" "$agent" "$games"
done
# The pie rule (`pie=1`) in every game, and in the rules whose first player
# scored above or below half: the second player swaps by its evaluation.
pie_runs=(
  "chess|" "one-ring|" "double-eighteen-stone|" "king-of-rings|"
  "double-take|length=8" "double-take|length=10" "double-ring|rule=skip1" "double-ring|rule=skip2"
)
if [ -z "$only" ] || [ "$only" = pie ]; then
  for run in "${pie_runs[@]}"; do
    IFS='|' read -r game a <<<"$run"
    lab "pie-$game-${a:-default}" "$game" "${a:+$a,}pie=1" "" "$agent" "$games"
  done
fi
# The One Ring's author's experiment: 70 games, at several levels, beside
# facing kings; then the same games replayed for the knight-for-pawn trade
# (examples/one-ring-trade.rs).
if [ -z "$only" ] || [ "$only" = one-ring ]; then
  cargo build --release --quiet --example one-ring-trade
  for level in level1 level2 level3:6000n level3; do
    say "one-ring-author-$level"
    target/release/examples/one-ring-trade "$level" 70 "$out/one-ring-author-$level.json" > "$out/one-ring-trade-$level.json"
  done
fi
# Double Ring's starts solved, every rule, on the squares from 3 x 3 to 8 x 8
# and on rectangles (two random games each: the run is for its exact verdict).
if [ -z "$only" ] || [ "$only" = double-ring ]; then
  for rule in skip1 skip2 skip3 skip4 skip5 skip6 odd even knight; do
    for sides in 3x3 4x4 5x5 6x6 7x7 8x8 3x4 3x5 3x6 3x7 3x8 4x5 4x6 4x7 5x6 5x7; do
      lab "exact-double-ring-$rule-$sides" double-ring "rule=$rule,width=${sides%x*},height=${sides#*x}" "" random 2
    done
  done
fi
node scripts/balance-report.mjs "$out" "$agent" "$games" > docs/balance.md
say "docs/balance.md"
