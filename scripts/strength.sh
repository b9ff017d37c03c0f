#!/usr/bin/env bash
# How strong the computer is: for each game, level 3 against random and
# greedy, and level 5 against level 3, each pairing with both sides.
#   bash scripts/strength.sh [games] [game ids...]
# Budgets: level 3 at its full 60,000 positions a move against random and
# greedy; level 5 against level 3 scaled down with the same ratio
# (100,000 against 6,000 positions, instead of 1,000,000 against 60,000) so
# that a pairing takes minutes, not hours. Results go to target/strength/.
source "$(dirname "$0")/common.sh"

games=${1:-100}
shift || true
ids=("$@")
[ ${#ids[@]} -gt 0 ] || ids=(chess one-ring double-take king-of-rings double-eighteen-stone double-ring)
cargo build --release --quiet
out=target/strength
mkdir -p "$out"
jobs=()
for id in "${ids[@]}"; do
  jobs+=("$id level3 random" "$id level3 greedy" "$id level5:100000n level3:6000n")
done
run() {
  read -r id first second <<<"$1"
  target/release/ringboard arena "$id" --first "$first" --second "$second" --games "$games" \
    --swap-sides --seed 2 > "$out/$id-$first-v-$second.txt"
  echo "== $id: $first v $second"
  tail -n 4 "$out/$id-$first-v-$second.txt"
}
export -f run
export games out
printf '%s\n' "${jobs[@]}" | xargs -P 2 -I{} bash -c 'run "$@"' _ {}
